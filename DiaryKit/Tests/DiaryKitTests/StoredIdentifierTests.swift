import Foundation
import Testing

@testable import DiaryKit

@Suite("Stored identifiers: the quick parser reads what Foundation's reads, and nothing malformed")
struct StoredIdentifierTests {
    @Test func everyIdentifierReadsBackInEitherCase() {
        for _ in 0..<1_000 {
            let id = UUID()
            #expect(UUID(storedText: id.uuidString.lowercased()) == id)
            #expect(UUID(storedText: id.uuidString) == id)
        }
        #expect(
            UUID(storedText: "aaaaaaaa-1111-4000-8000-00000000000F")
                == UUID(uuidString: "aaaaaaaa-1111-4000-8000-00000000000f"))
    }

    @Test(arguments: [
        "", "aaaaaaaa-1111-4000-8000-00000000000", "aaaaaaaa-1111-4000-8000-0000000000001",
        "aaaaaaaa11111-4000-8000-000000000001", "aaaaaaaa-1111-4000-8000-00000000000g",
        "{aaaaaaa-1111-4000-8000-000000000001}", "aaaaaaaa-1111-4000-8000-00000000000가",
        "-aaaaaaa-1111-4000-8000-000000000001", "aaaaaaaa-1111-4000-8000_000000000001",
    ])
    func malformedTextIsNoIdentifier(_ text: String) {
        #expect(UUID(storedText: text) == nil)
    }
}
