import Foundation
import Testing

/// The ways a shell leaves standard error unusable.
private let unusableStandardError = ["2>&-", "2>/dev/full"]

@Suite("Standard error matters only when something must be written there")
struct StandardErrorTests {
    @Test(arguments: unusableStandardError)
    func juiceMakerMakesTheOrder(redirection: String) async throws {
        // Given a fresh stock of 10 kiwis
        let folder = try temporaryDirectory("stderr-juice")
        let cli = CLI(name: "juice-maker")
        // When a kiwi juice (3 kiwis) is ordered with stderr closed or full
        let run = try await cli.shell(#""$0" order kiwi --data-dir "$1" "# + redirection, folder.path)
        // Then it is made and said on stdout, and the stock shows it
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("Your kiwi juice is ready."), "\(run.stdout)")
        let stock = try await cli("stock", "--json", "--data-dir", folder.path)
        #expect(stock.stdout.contains("\"kiwi\" : 7"), "\(stock.stdout)")
    }

    @Test(arguments: unusableStandardError)
    func diaryListsAndWrites(redirection: String) async throws {
        let diary = try DiaryFixture()
        try await diary.seed()
        let list = try await diary.cli.shell(#""$0" list "# + redirection)
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.contains("Market day"), "\(list.stdout)")
        let new = try await diary.cli.shell(#""$0" new "Written with stderr away" "# + redirection)
        #expect(new.status == 0, "\(new.stderr)")
        // The diary is whole, and has the entry (a closed stderr's slot never became the database)
        let after = try await diary.cli("list")
        #expect(after.status == 0, "\(after.stderr)")
        #expect(after.stdout.contains("Written with stderr"))
        #expect(after.stdout.contains("Market day"))
    }

    @Test(arguments: unusableStandardError)
    func expoAndStarbucksAnswer(redirection: String) async throws {
        let items = try await CLI(name: "expo").shell(#""$0" items "# + redirection)
        #expect(items.status == 0, "\(items.stderr)")
        #expect(items.stdout.contains("Exhibits: 13"), "\(items.stdout)")
        let site = try temporaryDirectory("stderr-expo").appendingPathComponent("site")
        let export = try await CLI(name: "expo").shell(
            #""$0" export --format html --out "$1" "# + redirection, site.path)
        #expect(export.status == 0, "\(export.stderr)")
        #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("index.html").path))
        let folder = try temporaryDirectory("stderr-starbucks")
        let starbucks = CLI(name: "starbucks")
        let signin = try await starbucks.shell(
            #""$0" signin Bob --data-dir "$1" "# + redirection, folder.path)
        #expect(signin.status == 0, "\(signin.stderr)")
        #expect(signin.stdout == "Signed in as Bob.\n")
        let launch = try await starbucks("launch", "--data-dir", folder.path)
        #expect(launch.stdout.hasPrefix("Welcome back, Bob."), "\(launch.stdout)")
    }

    @Test(arguments: unusableStandardError)
    func aFailingCommandStillEndsWithAFailureNeverATrap(redirection: String) async throws {
        let folder = try temporaryDirectory("stderr-failing")
        let diary = try DiaryFixture()
        try await diary.seed()
        let runs = [
            try await CLI(name: "juice-maker").shell(
                #""$0" order durian --data-dir "$1" "# + redirection, folder.path),
            try await CLI(name: "juice-maker").shell(
                #""$0" order kiwi --count 1000000 --data-dir "$1" "# + redirection, folder.path),
            try await diary.cli.shell(#""$0" show zzzz "# + redirection),
            try await CLI(name: "expo").shell(#""$0" item 99 "# + redirection),
            try await CLI(name: "expo").shell(#""$0" items --bogus "# + redirection),
        ]
        for run in runs {
            #expect(run.status != 0)
            #expect(run.status < 128, "ended by a signal: \(run.status)")
            #expect(run.stdout.isEmpty, "\(run.stdout)")
        }
        let stock = try await CLI(name: "juice-maker")("stock", "--json", "--data-dir", folder.path)
        #expect(stock.stdout.contains("\"kiwi\" : 10"), "\(stock.stdout)")
    }
}
