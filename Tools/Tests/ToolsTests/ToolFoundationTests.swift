import ArgumentParser
import Foundation
import Testing

@testable import ToolSupport

@Suite("ToolSupport: Korean particles chosen by the word")
struct KoreanParticleTests {
    @Test(
        arguments: [
            ("키위을(를) 골랐어요", "키위를 골랐어요"),
            ("딸기을(를) 골랐어요", "딸기를 골랐어요"),
            ("망고이(가) 모자라요", "망고가 모자라요"),
            ("파인애플이(가) 모자라요", "파인애플이 모자라요"),
            ("파인애플(으)로 바꿔요", "파인애플로 바꿔요"),
            ("수박(으)로 바꿔요", "수박으로 바꿔요"),
            ("--yes을(를) 붙이세요", "--yes를 붙이세요"),
            ("“inventory.json”이(가) 손상됐어요", "“inventory.json”이 손상됐어요"),
            ("EDITOR을(를) 설정해", "EDITOR를 설정해"),
            ("상태 1(으)로 끝났어요", "상태 1로 끝났어요"),
            ("상태 3(으)로 끝났어요", "상태 3으로 끝났어요"),
            ("'kiwi'은(는) 없어요", "'kiwi'는 없어요"),
        ])
    func particleFollowsTheLastSound(marked: String, expected: String) {
        #expect(KoreanParticles.resolve(marked) == expected)
    }

    @Test func englishTextIsLeftAlone() {
        #expect(Language.en.pick("kiwi (fruit)", "키위을(를)") == "kiwi (fruit)")
        #expect(Language.ko.pick("kiwi", "키위을(를)") == "키위를")
    }
}

@Suite("ToolSupport: the run's language")
struct RunLanguageTests {
    @Test func langAnywhereOnTheLineWins() {
        #expect(Language.resolve(arguments: ["tool", "order", "--lang", "ko"], environment: [:]) == .ko)
        #expect(
            Language.resolve(arguments: ["tool", "--lang=ko", "order"], environment: ["LANG": "C"]) == .ko)
        #expect(
            Language.resolve(arguments: ["tool", "--lang", "en"], environment: ["LANG": "ko_KR.UTF-8"]) == .en
        )
    }

    @Test func withoutLangTheEnvironmentDecides() {
        #expect(Language.resolve(arguments: ["tool", "menu"], environment: ["LANG": "ko_KR.UTF-8"]) == .ko)
        #expect(Language.resolve(arguments: ["tool", "menu"], environment: [:]) == .en)
    }

    @Test func anUnknownLangValueIsLeftToTheParser() {
        #expect(Language.resolve(arguments: ["tool", "--lang", "fr"], environment: ["LANG": "ko_KR"]) == .ko)
        #expect(Language.resolve(arguments: ["tool", "--", "--lang", "ko"], environment: [:]) == .en)
    }
}

@Suite("ToolSupport: usage errors and help in the user's language")
struct ArgumentErrorTextTests {
    struct Root: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "tool", subcommands: [Order.self, Stock.self])
    }

    struct Order: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "order")
        @Argument var juice: String
    }

    struct Stock: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "stock", subcommands: [Show.self], defaultSubcommand: Show.self)
    }

    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "show")
    }

    @Test func aMistypedSubcommandSuggestsTheNearest() {
        let message = ArgumentErrorText.describe(
            "2 unexpected arguments: 'ordr', 'kiwi'", root: Root.self, arguments: ["tool", "ordr", "kiwi"],
            language: .en)
        #expect(message == "Unknown command 'ordr'; did you mean 'order'?")
        let korean = ArgumentErrorText.describe(
            "2 unexpected arguments: 'ordr', 'kiwi'", root: Root.self, arguments: ["tool", "ordr", "kiwi"],
            language: .ko)
        #expect(korean == "'ordr'는 없는 명령이에요. 'order'를 쓰려던 건가요?")
    }

    /// A whole number no 64-bit integer holds is said to be too large or too small; another
    /// invalid value (a word, a number in range the command refused) is said as before.
    @Test func aNumberBeyondEveryCountIsSaidToBeTooLargeOrTooSmall() {
        let say = { (value: String, language: Language) in
            ArgumentErrorText.describe(
                "The value '\(value)' is invalid for '<count>'", root: Root.self, arguments: ["tool"],
                language: language)
        }
        #expect(say("99999999999999999999", .en).hasSuffix("'<count>': the number is too large"))
        #expect(say("+99999999999999999999", .en).hasSuffix("the number is too large"))
        #expect(say("-99999999999999999999", .en).hasSuffix("the number is too small"))
        #expect(say("99999999999999999999", .ko).hasSuffix("값이에요. 수가 너무 커요."))
        for value in ["9223372036854775807", "five", "1e30", "", "-", "１２"] {
            #expect(say(value, .en) == "The value '\(value)' is invalid for '<count>'")
        }
    }

    @Test func aWordFarFromEveryCommandIsNamedWithoutAGuess() {
        let message = ArgumentErrorText.describe(
            "Unexpected argument 'zzzzzz'", root: Root.self, arguments: ["tool", "zzzzzz"], language: .en)
        #expect(message.hasPrefix("Unknown command 'zzzzzz'"))
    }

    @Test func argumentsOfALeafCommandAreNotTakenForCommands() {
        #expect(
            ArgumentErrorText.unknownSubcommand(root: Root.self, arguments: ["tool", "order", "kiwi"]) == nil)
        #expect(
            ArgumentErrorText.unknownSubcommand(root: Root.self, arguments: ["tool", "stock", "kiwi"]) == nil)
        #expect(
            ArgumentErrorText.unknownSubcommand(
                root: Root.self, arguments: ["tool", "--data-dir", "x", "order"])
                == nil)
    }

    @Test(
        arguments: [
            ("Missing expected argument '<juice>'", "필요한 인자 '<juice>'가 없어요."),
            ("Unknown option '--cont'. Did you mean '--count'?", "'--cont'는 없는 옵션이에요. '--count'를 쓰려던 건가요?"),
            ("Missing value for '--count <count>'", "'--count <count>'에 값이 필요해요."),
            (
                "The value 'fr' is invalid for '--lang <lang>'. Please provide one of 'en' and 'ko'.",
                "'fr'는 '--lang <lang>'에 쓸 수 없는 값이에요. 다음 중에서 고르세요: 'en', 'ko'."
            ),
            ("The value 'x' is invalid for '<count>'", "'x'는 '<count>'에 쓸 수 없는 값이에요."),
            ("--count must be 1 to 1000.", "--count must be 1 to 1000."),
        ])
    func parserMessagesInKorean(english: String, korean: String) {
        #expect(ArgumentErrorText.korean(english) == korean)
    }

    @Test func helpHeadingsInKorean() {
        let help =
            "OVERVIEW: x\n\nUSAGE: tool <subcommand>\n\nOPTIONS:\n  -h, --help  Show help information.\n"
        let korean = HelpText.translate(help, to: .ko)
        #expect(korean.contains("사용법: tool"))
        #expect(korean.contains("옵션:"))
        #expect(korean.contains("도움말을 보여 줘요."))
        #expect(!korean.contains("USAGE"))
        #expect(HelpText.translate(help, to: .en) == help)
    }
}

@Suite("ToolSupport: terminal text")
struct TerminalTextTests {
    @Test(
        arguments: [
            ("🚀", 2), ("😀", 2), ("딸기", 4), ("é", 1), ("e\u{301}", 1), ("\u{2764}\u{FE0F}", 2),
            ("a\u{200B}b", 2),
            ("漢字", 4), ("ｱ", 1), ("Ａ", 2),
        ])
    func widthsAsATerminalDrawsThem(text: String, width: Int) {
        #expect(TerminalText.displayWidth(text) == width)
    }

    @Test func wrapNeverExceedsTheWidth() {
        let lines = TerminalText.wrap("세계 박람회 1900 파리에서 열린 만국 박람회 supercalifragilistic", to: 10)
        for line in lines { #expect(TerminalText.displayWidth(line) <= 10) }
        #expect(lines.joined(separator: " ").replacingOccurrences(of: " ", with: "").count == 40)
    }

    @Test func clipEndsWithAnEllipsisOnlyWhenItCuts() {
        #expect(TerminalText.clip("short", to: 10) == "short")
        let clipped = TerminalText.clip("딸기바나나쥬스", to: 7)
        #expect(clipped == "딸기바…")
        #expect(TerminalText.displayWidth(clipped) <= 7)
    }

    @Test func controlCharactersNeverReachTheTerminal() {
        #expect(TerminalText.safe("a\u{1B}[2Jb\u{7}\u{202E}c\u{2028}") == "a [2Jb  c ")
        #expect(TerminalText.oneLine("one\ntwo\r\n") == "one two")
    }
}

@Suite("ToolSupport: files a user names")
struct FileTargetTests {
    func folder() throws -> URL {
        let url = scratchRoot.appendingPathComponent("files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aSymbolicLinkIsWrittenThroughAndStays() throws {
        let base = try folder()
        defer { try? FileManager.default.removeItem(at: base) }
        let target = base.appendingPathComponent("target.txt")
        try Data("old".utf8).write(to: target)
        let link = base.appendingPathComponent("link.txt")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "target.txt")
        try FileOutput.write(Data("new".utf8), to: link.path)
        let destination = try FileManager.default.destinationOfSymbolicLink(atPath: link.path)
        #expect(destination == "target.txt")
        #expect(try String(contentsOf: target, encoding: .utf8) == "new")
    }

    @Test func aDanglingLinkCreatesItsTarget() throws {
        let base = try folder()
        defer { try? FileManager.default.removeItem(at: base) }
        let link = base.appendingPathComponent("link.txt")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "made.txt")
        try FileOutput.write(Data("x".utf8), to: link.path)
        #expect(try String(contentsOf: base.appendingPathComponent("made.txt"), encoding: .utf8) == "x")
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) == "made.txt")
    }

    @Test func aRegularFileIsReplacedKeepingItsPermissions() throws {
        let base = try folder()
        defer { try? FileManager.default.removeItem(at: base) }
        let file = base.appendingPathComponent("out.txt")
        try Data("old".utf8).write(to: file)
        chmod(file.path, 0o600)
        try FileOutput.write(Data("new".utf8), to: file.path)
        #expect(try String(contentsOf: file, encoding: .utf8) == "new")
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: base.path)
        #expect(leftovers == ["out.txt"])
    }

    @Test func aFIFOIsStreamedIntoNotReplaced() async throws {
        let base = try folder()
        defer { try? FileManager.default.removeItem(at: base) }
        let fifo = base.appendingPathComponent("pipe")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let path = fifo.path
        let reader = Task.detached { () -> String in
            let descriptor = open(path, O_RDONLY)
            defer { close(descriptor) }
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 1024)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count <= 0 { break }
                bytes += buffer[0..<count]
            }
            return String(decoding: bytes, as: UTF8.self)
        }
        try FileOutput.write(Data("streamed".utf8), to: path)
        #expect(await reader.value == "streamed")
        var info = stat()
        #expect(lstat(path, &info) == 0)
        #expect((info.st_mode & S_IFMT) == S_IFIFO)
    }

    @Test func aFullDeviceIsAnIOErrorAndStaysADevice() throws {
        #expect(throws: ToolError.self) { try FileOutput.write(Data("x".utf8), to: "/dev/full") }
        var info = stat()
        #expect(lstat("/dev/full", &info) == 0)
        #expect((info.st_mode & S_IFMT) == S_IFCHR)
    }

    @Test func aReadOnlyFileIsRefusedLeftAsItWasAndCheckedBeforehand() throws {
        // Given a read-only file (its bits stop even root here), and a link to it
        let base = try folder()
        defer { try? FileManager.default.removeItem(at: base) }
        let file = base.appendingPathComponent("ro.txt")
        try Data("old".utf8).write(to: file)
        chmod(file.path, 0o444)
        let link = base.appendingPathComponent("link.txt")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "ro.txt")
        for path in [file.path, link.path] {
            // Then both the check and the write refuse it with one sentence naming it and the fix
            for attempt in [
                { try FileOutput.checkWritable(path) }, { try FileOutput.write(Data("new".utf8), to: path) },
            ] {
                do {
                    try attempt()
                    Issue.record("\(path) was not refused")
                } catch let error as ToolError {
                    #expect(error.status == .ioError)
                    #expect(
                        error.message
                            == "\(path) is read-only, so nothing was written; make it writable (chmod u+w) or choose another file."
                    )
                }
            }
        }
        // And the file is as it was, nothing left beside it
        #expect(try String(contentsOf: file, encoding: .utf8) == "old")
        #expect(
            try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int == 0o444)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: base.path).sorted() == ["link.txt", "ro.txt"])
        // While a new file, standard output and a writable file pass the check
        try FileOutput.checkWritable(base.appendingPathComponent("new.txt").path)
        try FileOutput.checkWritable("-")
        chmod(file.path, 0o644)
        try FileOutput.checkWritable(file.path)
    }

    @Test func aFolderWhereAFileBelongsIsNamed() throws {
        let base = try folder()
        defer { try? FileManager.default.removeItem(at: base) }
        do {
            try FileOutput.write(Data("x".utf8), to: base.path)
            Issue.record("wrote over a folder")
        } catch let error as ToolError {
            #expect(error.message.contains("is a folder, not a file"))
            #expect(error.status == .ioError)
        }
        do {
            _ = try FileInput.read(base.path)
            Issue.record("read a folder")
        } catch let error as ToolError {
            #expect(error.message.contains("is a folder, not a file"))
        }
    }

    @Test func aMissingInputNamesThePathWithoutInternals() throws {
        do {
            _ = try FileInput.read("/nonexistent/file.json")
            Issue.record("read a missing file")
        } catch let error as ToolError {
            #expect(error.message == "/nonexistent/file.json does not exist; check the path.")
        }
    }

    @Test func systemErrorsAreSentences() {
        let error = CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: "/x"])
        let sentence = SystemErrorText.sentence(for: error, path: "/x", writing: true)
        #expect(sentence.hasPrefix("permission denied: /x"))
        #expect(!sentence.contains("NSCocoaErrorDomain"))
        #expect(!sentence.contains("errno"))
    }

    @Test(arguments: [EIO, EBUSY, EFBIG, EEXIST, ENOMEM, EINVAL, EXDEV])
    func anyErrnoIsSaidInWordsNeverInTheSystemsText(code: Int32) {
        let reason = SystemErrorText.reason(errno: code)
        let sentence = SystemErrorText.sentence(errno: code, path: "/x", writing: true)
        for text in [reason, sentence] {
            #expect(!text.contains(String(cString: strerror(code))), "\(text)")
            #expect(!text.lowercased().contains(String(cString: strerror(code)).lowercased()), "\(text)")
            #expect(!text.contains("errno") && !text.contains("\(code)"), "\(text)")
        }
    }
}

@Suite("ToolSupport: JSON data")
struct JSONDataTests {
    struct Sample: Encodable {
        let at: Date
        let price: Decimal
    }

    @Test func datesAreISO8601InUTCAndDecimalsExact() throws {
        let text = try Console.encodeJSON(
            Sample(
                at: Date(timeIntervalSince1970: 1_795_940_000), price: try #require(Decimal(string: "17.50")))
        )
        #expect(text.contains("\"at\" : \"2026-11-29T08:13:20Z\""))
        #expect(text.contains("\"price\" : 17.5"))
        #expect(JSONDate.day(Date(timeIntervalSince1970: 0), timeZone: .gmt) == "1970-01-01")
    }
}

@Suite("ToolSupport: Korean help fits the terminal")
struct HelpFitTests {
    @Test func wideKoreanLinesAreBrokenUnderTheirDescriptionColumn() throws {
        let help = """
            옵션:
              --json                  글 대신 프로그램이 읽을 JSON 데이터(아이디, 가공하지 않은 숫자, ISO 8601 날짜)를 출력해요.
            서버는 --server, 없으면 $OPEN_MARKET_SERVER, 없으면 로컬 서버의 기본 주소(http://127.0.0.1:8080)예요. 판매에는 판매자 식별자가 필요해요.
            """
        let fitted = HelpText.fit(help, to: 60).split(separator: "\n").map(String.init)
        for line in fitted { #expect(TerminalText.displayWidth(line) <= 60, "\(line)") }
        try #require(fitted.count > 2, "\(fitted)")
        #expect(fitted[1].hasPrefix("  --json                  글 대신"))
        #expect(fitted[2].hasPrefix(String(repeating: " ", count: 26)))
        #expect(!fitted[2].hasPrefix(String(repeating: " ", count: 27)))
        #expect(fitted.contains { $0.hasPrefix("서버는 --server") })
        let words = { (text: String) in text.split(whereSeparator: \.isWhitespace) }
        #expect(words(fitted.joined(separator: " ")) == words(help))
    }

    @Test func englishHelpIsLeftAsTheParserWroteIt() {
        let help = "OPTIONS:\n  --json  " + String(repeating: "word ", count: 30)
        #expect(HelpText.translate(help, to: .en, width: 40) == help)
    }
}
