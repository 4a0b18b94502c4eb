import Foundation
import Testing

@testable import OpenMarketKit

@Suite("Multipart encoder")
struct MultipartTests {
    private let form = MultipartFormData(parts: [
        .init(name: "params", contentType: "application/json", data: Data(#"{"name":"Tea"}"#.utf8)),
        .init(
            name: "images", filename: "one.png", contentType: "image/png",
            data: Data([0x89, 0x50, 0x4E, 0x47])),
        .init(name: "images", filename: "two.jpeg", contentType: "image/jpeg", data: Data("\r\n--\r\n".utf8)),
    ])

    @Test func encodedFormParsesBackPartByPart() throws {
        // When the form is encoded
        let (boundary, body) = form.encoded()

        // Then an independent parser reads back every part, its headers and its bytes
        let parts = try MultipartParser.parse(body, boundary: boundary)
        #expect(parts.count == 3)
        #expect(parts[0].disposition == #"form-data; name="params""#)
        #expect(parts[0].contentType == "application/json")
        #expect(parts[0].body == Data(#"{"name":"Tea"}"#.utf8))
        #expect(parts[1].disposition == #"form-data; name="images"; filename="one.png""#)
        #expect(parts[1].contentType == "image/png")
        #expect(parts[1].body == Data([0x89, 0x50, 0x4E, 0x47]))
        #expect(parts[2].body == Data("\r\n--\r\n".utf8))
    }

    @Test func everyLineEndsInCRLFAndTheBodyClosesTheDelimiter() throws {
        let (boundary, body) = form.encoded(boundary: "fixed-boundary-123")

        let text = String(decoding: body, as: UTF8.self)
        #expect(boundary == "fixed-boundary-123")
        #expect(text.hasPrefix("--fixed-boundary-123\r\nContent-Disposition: form-data; name=\"params\"\r\n"))
        #expect(text.hasSuffix("\r\n--fixed-boundary-123--\r\n"))
        let headerBlock = text.components(separatedBy: "\r\n\r\n")[0]
        #expect(!headerBlock.replacingOccurrences(of: "\r\n", with: "").contains("\n"))
    }

    @Test func everyEncodingDrawsItsOwnBoundaryAndItDelimitsTheBody() throws {
        let (first, body) = form.encoded()
        let (second, _) = form.encoded()

        #expect(first != second)
        #expect(String(decoding: body, as: UTF8.self).hasPrefix("--\(first)\r\n"))
        #expect(try MultipartParser.parse(body, boundary: first).count == form.parts.count)
    }

    @Test func randomBoundariesAreLongDistinctAndTokenSafe() {
        let first = MultipartFormData.randomBoundary()
        let second = MultipartFormData.randomBoundary()

        #expect(first != second)
        #expect(first.utf8.count == 70)
        #expect(first.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") })
    }

    @Test func quotesAndLineBreaksInNamesCannotBreakTheHeader() throws {
        let payload = MultipartFormData(parts: [
            .init(name: "images", filename: "a\"b\r\nc.png", data: Data([1]))
        ])

        let (boundary, body) = payload.encoded()

        let parts = try MultipartParser.parse(body, boundary: boundary)
        #expect(parts.first?.disposition == #"form-data; name="images"; filename="a%22b%0D%0Ac.png""#)
    }
}
