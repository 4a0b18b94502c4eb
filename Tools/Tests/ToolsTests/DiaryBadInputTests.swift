import Foundation
import Testing

/// Every way a user can get `diary` wrong ends with a non-zero status, one clear line on stderr,
/// nothing on stdout, and the database exactly as it was.
@Suite("diary: bad input")
struct DiaryBadInputTests {
    /// One bad command line; placeholders in `arguments` are filled in by ``Places``.
    struct Case: Sendable, CustomTestStringConvertible {
        let arguments: [String]
        let status: Int32
        let message: String
        var input = ""
        /// Variables added to the CLI's environment.
        var environment: [String: String] = [:]

        var testDescription: String { "diary \(arguments.joined(separator: " ")) → \(status)" }
    }

    /// The files and folders the placeholders stand for, made in the fixture's folder.
    struct Places {
        let places: [String: String]

        init(_ diary: DiaryFixture) throws {
            let folder = diary.folder
            let existing = folder.appendingPathComponent("a-folder")
            try FileManager.default.createDirectory(at: existing, withIntermediateDirectories: true)
            let locked = try diary.file("locked.json", DiaryFixture.export)
            try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: locked)
            places = [
                "FOLDER": existing.path,
                "DATABASE": diary.database.path,
                "DATABASE-wal": diary.database.path + "-wal",
                "DATABASE_LINK": try Self.link(to: diary.database, in: folder),
                "MISSING": folder.appendingPathComponent("no-such-file.json").path,
                "LOCKED": locked,
                "MALFORMED": try diary.file("malformed.json", #"{"format": "diarykit", "entries": ["#),
                "NOT_JSON": try diary.file("notes.txt", "Dear diary,\ntoday…"),
                "WRONG_SHAPE": try diary.file(
                    "shape.json", #"[{"title": "Picnic", "body": 3, "created_at": 0}]"#),
                "BAD_ID": try diary.file(
                    "bad-id.json",
                    #"{"format": "diarykit", "version": 1, "entries": [{"id": "nope", "title": "a", "body": "", "createdAt": "2020-01-01T00:00:00Z"}]}"#
                ),
                "NEWER": try diary.file(
                    "newer.json", #"{"format": "diarykit", "version": 9, "entries": []}"#),
                "HALF_BAD": try diary.file(
                    "half-bad.json",
                    #"[{"title": "Good", "body": "", "created_at": 5}, {"title": " ", "body": "", "created_at": 6}]"#
                ),
                "NOT_A_DATABASE": try diary.file("notes.sqlite", "just some notes, not SQLite"),
                "OTHER_DIARY": try Self.copy(of: diary.database, in: folder),
                "TWO_LINE_TITLE": try diary.file(
                    "two-lines.json",
                    #"{"format": "diarykit", "version": 1, "entries": [{"id": "dddddddd-0000-4000-8000-000000000002", "title": "a\nb", "body": "", "createdAt": "2020-01-01T00:00:00Z"}]}"#
                ),
                "NUL_TEXT": try diary.file(
                    "nul.json",
                    #"{"format": "diarykit", "version": 1, "entries": [{"id": "dddddddd-0000-4000-8000-000000000001", "title": "a", "body": "body\u0000tail", "createdAt": "2020-01-01T00:00:00Z"}]}"#
                ),
                "UNDER_MISSING": folder.appendingPathComponent("no-such-folder/out.md").path,
                "UNDER_FILE": folder.appendingPathComponent("notes.txt/out.md").path,
                "DB_UNDER_FILE": folder.appendingPathComponent("notes.txt/diary.sqlite").path,
            ]
        }

        /// A copy of `database` named `other-diary.sqlite`: another diary.
        static func copy(of database: URL, in folder: URL) throws -> String {
            let copy = folder.appendingPathComponent("other-diary.sqlite")
            try FileManager.default.copyItem(at: database, to: copy)
            return copy.path
        }

        /// A symbolic link named `database-link` pointing at `target`.
        static func link(to target: URL, in folder: URL) throws -> String {
            let link = folder.appendingPathComponent("database-link")
            try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
            return link.path
        }

        func fill(_ arguments: [String]) -> [String] {
            arguments.map { places[$0] ?? $0 }
        }
    }

    static let cases: [Case] = [
        // Text
        Case(arguments: ["new", ""], status: 65, message: "The entry is empty, so it was not saved."),
        Case(arguments: ["new", "  ", "\n\t"], status: 65, message: "The entry is empty"),
        Case(arguments: ["new"], status: 65, message: "The entry is empty", input: "\n\n   \n"),
        Case(arguments: ["new", "--lang", "ko"], status: 65, message: "내용이 비어 있어서 저장하지 않았어요"),
        Case(arguments: ["edit", "bbbb", "   "], status: 65, message: "The entry is empty"),
        // Text past what an entry holds is bad data (65), not a file that cannot be written (74).
        Case(
            arguments: ["new", String(repeating: "a", count: 100_001)], status: 65,
            message: "more than the 100,000 an entry can hold"),
        Case(
            arguments: ["new"], status: 65, message: "more than the 100,000 an entry can hold",
            input: String(repeating: "가", count: 100_001)),
        // A NUL character: SQLite kept the text only up to it, while the run said it saved it all.
        Case(
            arguments: ["new", "--json"], status: 65,
            message:
                "The entry holds a NUL character (U+0000), which a diary can't keep, so it was not saved. "
                + "Remove the NUL character and save again.",
            input: "Title\nbody\u{0}tail"),
        Case(arguments: ["new", "--body", "-"], status: 65, message: "NUL character", input: "bo\u{0}dy"),
        Case(
            arguments: ["new", "--lang", "ko"], status: 65, message: "NUL 문자를 지우고 다시 저장하세요.",
            input: "Ti\u{0}tle"),
        Case(
            arguments: ["edit", "bbbb"], status: 65, message: "Remove the NUL character", input: "T\nb\u{0}c"),
        Case(arguments: ["import", "NUL_TEXT"], status: 65, message: "Remove the NUL character"),
        // A title is one line.
        Case(
            arguments: ["import", "TWO_LINE_TITLE"], status: 65,
            message: "The title holds a line break, but a title is one line, so the entry was not saved."),
        // IDs
        Case(arguments: ["show", "ffff"], status: 1, message: "No entry's ID starts with “ffff”."),
        Case(
            arguments: ["show", "aaaa"], status: 1,
            message:
                "“aaaa” starts the IDs of 2 entries: aaaaaaaa-2 (비 오는 화요일), aaaaaaaa-1 (Picnic). Type more of the ID."
        ),
        Case(arguments: ["share", "a"], status: 1, message: "starts the IDs of 2 entries"),
        Case(arguments: ["show", "picnic"], status: 64, message: "“picnic” can't be an entry ID"),
        Case(
            arguments: ["edit", "ffff", "New text"], status: 1, message: "No entry's ID starts with “ffff”."),
        Case(arguments: ["delete", "ffff", "--yes"], status: 1, message: "No entry's ID starts with"),
        Case(arguments: ["delete", "aaaa", "--yes"], status: 1, message: "starts the IDs of 2 entries"),
        Case(arguments: ["show", "ffff", "--lang", "ko"], status: 1, message: "ID가 “ffff”로 시작하는 일기가 없어요"),
        Case(
            arguments: ["delete", "bbbb"], status: 1,
            message: "Deleting “Market day” needs a confirmation, and there is no one to ask here. Add --yes"),
        // Pages
        Case(
            arguments: ["list", "--page", "0"], status: 64,
            message: "There is no page 0. Page numbers start at 1."),
        Case(arguments: ["list", "--page", "-1"], status: 64, message: "There is no page -1."),
        Case(arguments: ["list", "--page", "two"], status: 64, message: "'two' is invalid for '--page <n>'"),
        Case(
            arguments: ["list", "--page", "99999999999999999999"], status: 64,
            message: "The value '99999999999999999999' is invalid for '--page <n>': the number is too large"),
        Case(
            arguments: ["list", "--page", "99999999999999999999", "--lang", "ko"], status: 64,
            message: "'99999999999999999999'는 '--page <n>'에 쓸 수 없는 값이에요. 수가 너무 커요."),
        // A page too far to count is past the end, as page 2 is: the same words and status.
        Case(
            arguments: ["list", "--page", "9223372036854775807", "--per-page", "1000"], status: 1,
            message: "Page 9,223,372,036,854,775,807 is past the end of the list; the last page is 1."),
        Case(
            arguments: ["list", "--page", "9223372036854775807"], status: 1,
            message: "Page 9,223,372,036,854,775,807 is past the end of the list; the last page is 1."),
        Case(
            arguments: ["search", "peach", "--page", "9223372036854775807"], status: 1,
            message: "Page 9,223,372,036,854,775,807 is past the end of the results; the last page is 1."),
        Case(arguments: ["list", "--per-page", "0"], status: 64, message: "A page can't hold 0 entries."),
        Case(
            arguments: ["search", "peach", "--per-page", "0"], status: 64,
            message: "A page can't hold 0 entries."),
        Case(arguments: ["search", "peach", "--page", "0"], status: 64, message: "There is no page 0."),
        Case(
            arguments: ["search", "peach", "--page", "2"], status: 1,
            message: "Page 2 is past the end of the results; the last page is 1."),
        Case(arguments: ["list", "--limit", "5"], status: 64, message: "--limit"),
        Case(
            arguments: ["list", "--per-page", "1001"], status: 64,
            message: "Choose a page size from 1 to 1,000."
        ),
        Case(
            arguments: ["list", "--page", "2"], status: 1,
            message: "Page 2 is past the end of the list; the last page is 1."),
        // Dates
        Case(
            arguments: ["list", "--from", "2025-02-30"], status: 64,
            message: "“2025-02-30” is not a day of the calendar. Write a date as YYYY-MM-DD"),
        Case(arguments: ["list", "--on", "2025/03/01"], status: 64, message: "“2025/03/01” is not a day"),
        Case(
            arguments: ["search", "peach", "--to", "tomorrow"], status: 64, message: "“tomorrow” is not a day"
        ),
        Case(
            arguments: ["search", "peach", "--from", "2025-13-01"], status: 64,
            message: "“2025-13-01” is not a day"),
        Case(
            arguments: ["list", "--from", "2025-03-02", "--to", "2025-03-01"], status: 64,
            message: "The days would start on 2025-03-02, after they end on 2025-03-01."),
        Case(
            arguments: ["search", "peach", "--from", "2025-03-02", "--to", "2025-03-01", "--lang", "ko"],
            status: 64, message: "기간이 2025-03-01에 끝나는데 그보다 늦은 2025-03-02에 시작해요."),
        Case(
            arguments: ["search", "peach", "--on", "today", "--from", "yesterday"], status: 64,
            message: "--on names one day and goes alone"),
        Case(
            arguments: ["list", "--on", "today", "--to", "today", "--lang", "ko"], status: 64,
            message: "--on은 하루만 고르니 혼자 써야 해요"),
        Case(
            arguments: ["list", "--on", "2025-02-30", "--lang", "ko"], status: 64,
            message: "“2025-02-30”은 달력에 있는 날짜가 아니에요."),
        Case(
            arguments: ["on-this-day", "--date", "2025-02-29"], status: 64,
            message: "“2025-02-29” is not a day"),
        Case(arguments: ["on-this-day", "--date", ""], status: 64, message: "“” is not a day"),
        Case(arguments: ["list", "--from"], status: 64, message: "--from"),
        Case(arguments: ["on-this-day", "--on", "today"], status: 64, message: "--on"),
        // Search
        Case(arguments: ["search", " "], status: 64, message: "Give the words to search for"),
        Case(
            arguments: ["search", "\u{202E}", "\u{1B}"], status: 64, message: "Give the words to search for"),
        Case(arguments: ["search"], status: 64, message: "Missing expected argument"),
        Case(arguments: ["search", "unicorn"], status: 1, message: "No entry matches “unicorn”."),
        // "-rain" is a word of the text (a value may begin with '-'); "-x", a '-' and one letter,
        // is an option the command lacks (a mistyped one is never searched for or stored), and
        // "--" makes it a word
        Case(
            arguments: ["search", "\"NEAR\" *", "-rain"], status: 1,
            message: "No entry matches “\"NEAR\" * -rain”."),
        Case(
            arguments: ["search", "\"NEAR\" *", "-x"], status: 64,
            message: "Unknown option '-x'. To write '-x' as a word, put it after '--' (-- -x)."),
        Case(
            arguments: ["search", "\"NEAR\" *", "--", "-x"], status: 1,
            message: "No entry matches “\"NEAR\" * -x”."),
        Case(arguments: ["new", "hello", "-j"], status: 64, message: "Unknown option '-j'."),
        Case(arguments: ["search", "--", "\"NEAR(a b)\" * -x"], status: 1, message: "No entry matches"),
        // Import
        Case(
            arguments: ["import", "MISSING"], status: 74,
            message: "no-such-file.json does not exist; check the path."),
        Case(arguments: ["import", "FOLDER"], status: 74, message: "a-folder is a folder, not a file"),
        Case(
            arguments: ["import", ""], status: 64,
            message: "No file was named (the path is empty); give a file's path, or - for standard input."),
        Case(
            arguments: ["import", "-"], status: 65, message: "the data is not valid JSON", input: "Dear diary"
        ),
        Case(arguments: ["import", "MALFORMED"], status: 65, message: "the data is not valid JSON"),
        Case(arguments: ["import", "NOT_JSON"], status: 65, message: "the data is not valid JSON"),
        Case(
            arguments: ["import", "WRONG_SHAPE"], status: 65,
            message: "[0].body should be text but is a number"),
        Case(arguments: ["import", "BAD_ID"], status: 65, message: "entries[0].id is not a valid ID"),
        Case(arguments: ["import", "NEWER"], status: 65, message: "format version 9"),
        Case(
            arguments: ["import", "HALF_BAD"], status: 65,
            message: "the entry at [1] has neither title nor body"),
        Case(arguments: ["import", "MALFORMED", "--lang", "ko"], status: 65, message: "올바른 JSON이 아니에요"),
        // Export
        Case(
            arguments: ["export", "--format", "pdf"], status: 64,
            message: "There is no export format called “pdf”."),
        Case(
            arguments: ["export", "--format", "md", "--out", "UNDER_MISSING"], status: 74,
            message: "the folder for"),
        Case(arguments: ["export", "--out", "UNDER_FILE"], status: 74, message: "is a file, not a folder"),
        Case(
            arguments: ["export", "--out", "FOLDER"], status: 74, message: "a-folder is a folder, not a file"),
        Case(arguments: ["export", "--out", ""], status: 64, message: "--out needs a file path"),
        Case(
            arguments: ["export", "--format", "json", "--out", "DATABASE"], status: 74,
            message: "(it is the diary database itself)"),
        Case(
            arguments: ["export", "--out", "DATABASE_LINK"], status: 74,
            message: "(it is the diary database itself)"),
        Case(
            arguments: ["export", "--out", "DATABASE-wal"], status: 74,
            message: "(it is the diary database itself)"),
        Case(
            arguments: ["export", "--out", "OTHER_DIARY"], status: 74,
            message: "(it is an SQLite database, which the export would replace)"),
        Case(
            arguments: ["export", "--format", "json", "--out", "OTHER_DIARY", "--lang", "ko"], status: 74,
            message: "SQLite 데이터베이스 파일이라 내보내면 덮어써져요"),
        // The database and the command line
        Case(
            arguments: ["list", "--db", "FOLDER"], status: 74, message: "is a folder, not a diary database"),
        Case(
            arguments: ["new", "Hello", "--db", "FOLDER"], status: 74,
            message: "is a folder, not a diary database"),
        Case(
            arguments: ["list", "--db", "NOT_A_DATABASE"], status: 65, message: "is not an SQLite database"),
        Case(arguments: ["list", "--db", ""], status: 64, message: "--db needs a file path"),
        Case(
            arguments: ["new", "hi", "--db", "DB_UNDER_FILE"], status: 74,
            message:
                "diary.sqlite can't be opened: a part of its path is a file, not a folder; check the path."),
        Case(
            arguments: ["new", "hi", "--db", "DB_UNDER_FILE", "--lang", "ko"], status: 74,
            message: "diary.sqlite를 열 수 없어요. 경로 중간에 폴더가 아닌 파일이 있어요. 경로를 확인하세요."),
        Case(arguments: ["--lang", "fr", "list"], status: 64, message: "--lang"),
        Case(arguments: ["list", "--yes"], status: 64, message: "--yes"),
        Case(arguments: ["show", "--format", "json", "bbbb"], status: 64, message: "--format"),
        Case(arguments: ["remove", "bbbb"], status: 64, message: "remove"),
        Case(arguments: ["list", "--\u{1B}[31mred"], status: 64, message: "Unknown option '--[31mred'"),
        Case(arguments: ["show", "\u{1B}[2J"], status: 64, message: "“[2J” can't be an entry ID"),
        // Title and body apart
        Case(
            arguments: ["new", "Hi", "--title", "T"], status: 64,
            message: "Give the text either as TEXT or with --title and --body, not both."),
        Case(
            arguments: ["edit", "bbbb", "New", "--body", "x", "--lang", "ko"], status: 64,
            message: "글은 TEXT로 주거나 --title과 --body로 주세요. 둘을 함께 쓸 수는 없어요."),
        Case(arguments: ["new", "--title", " ", "--body", "\n"], status: 65, message: "The entry is empty"),
        Case(
            arguments: ["new", "--body", "-", "--lang", "ko"], status: 65, message: "내용이 비어 있어서", input: " \n"
        ),
        Case(
            arguments: ["edit", "bbbb", "--title", "", "--body", " "], status: 65,
            message: "The entry is empty"),
        Case(arguments: ["edit", "bbbb", "--title"], status: 64, message: "--title"),
        // Weather
        Case(
            arguments: ["new", "--at", "1,2", "Hi"], status: 64,
            message: "--at only says where to ask the weather; add --weather, or leave --at out."),
        Case(
            arguments: ["new", "--weather", "Hi"], status: 64,
            message:
                "--weather needs a place: give --at LAT,LON or set DIARY_LOCATION (such as 37.57,126.98).",
            environment: Self.weatherKey),
        Case(
            arguments: ["new", "--weather", "--at", "91,0", "Hi"], status: 64,
            message: "--at: 91, 0 is not a place on Earth. Latitude must be from -90 to 90",
            environment: Self.weatherKey),
        Case(
            arguments: ["new", "--weather", "--at", "91,0", "Hi", "--lang", "ko"], status: 64,
            message: "--at: 91, 0은 지구 위의 위치가 아니에요. 위도는 -90에서 90", environment: Self.weatherKey),
        Case(
            arguments: ["new", "--weather", "--at", "0,-180.5", "Hi"], status: 64,
            message: "longitude from -180 to 180", environment: Self.weatherKey),
        Case(
            arguments: ["new", "--weather", "--at", "seoul", "Hi"], status: 64,
            message: "--at: “seoul” is not a place. Write it as latitude,longitude in degrees",
            environment: Self.weatherKey),
        Case(
            arguments: ["new", "--weather", "--at", "1e1,2", "Hi"], status: 64,
            message: "“1e1,2” is not a place", environment: Self.weatherKey),
        Case(
            arguments: ["new", "--weather", "Hi"], status: 64,
            message: "$DIARY_LOCATION: 0, 200 is not a place on Earth",
            environment: Self.weatherKey.merging(["DIARY_LOCATION": "0,200"]) { $1 }),
        Case(
            arguments: ["new", "--weather", "--at", "1,2", "Hi"], status: 64,
            message:
                "--weather needs an OpenWeather API key in OPENWEATHER_API_KEY; set it, or leave out --weather."
        ),
        Case(
            arguments: ["new", "--weather", "--at", "1,2", "Hi", "--lang", "ko"], status: 64,
            message: "--weather에는 OPENWEATHER_API_KEY에 든 OpenWeather API 키가 필요해요."),
        Case(
            arguments: ["new", "--weather", "--at", "1,2", "Hi"], status: 64,
            message:
                "$OPENWEATHER_URL: “ftp://127.0.0.1/weather” is not a web address to ask the weather at.",
            environment: Self.weatherKey.merging(["OPENWEATHER_URL": "ftp://127.0.0.1/weather"]) { $1 }),
        Case(
            arguments: ["new", "--weather", "--at", "1,2", "Hi", "--lang", "ko"], status: 64,
            message: "http:// 또는 https:// 전체 주소를 주세요",
            environment: Self.weatherKey.merging(["OPENWEATHER_URL": "127.0.0.1:9/weather"]) { $1 }),
        Case(arguments: ["edit", "bbbb", "--weather"], status: 64, message: "--weather"),
    ]

    /// A key, pointing nowhere that answers: usage errors are found before any request.
    static let weatherKey = [
        "OPENWEATHER_API_KEY": "test-key", "OPENWEATHER_URL": "http://127.0.0.1:9/data/2.5/weather",
    ]

    @Test(arguments: cases)
    func exitsNonZeroWithOneClearLineAndChangesNothing(bad: Case) async throws {
        var diary = try DiaryFixture()
        defer { try? FileManager.default.removeItem(at: diary.folder) }
        try await diary.seed()
        let places = try Places(diary)
        let before = try await diary.snapshot()
        // The file itself, byte for byte: a refusal opens nothing for writing (a writable opening
        // moves the schema cookie).
        let bytes = try Data(contentsOf: diary.database)
        let notADatabase = try Data(contentsOf: URL(fileURLWithPath: places.places["NOT_A_DATABASE"] ?? ""))
        let otherDiary = try Data(contentsOf: URL(fileURLWithPath: places.places["OTHER_DIARY"] ?? ""))
        diary.cli.input = Data(bad.input.utf8)
        diary.cli.environment.merge(bad.environment) { $1 }

        let run = try await diary.cli.run(places.fill(bad.arguments))

        #expect(run.status == bad.status, "stderr: \(run.stderr)")
        #expect(run.errorLines.count == 1, "stderr: \(run.stderr)")
        #expect(run.stderr.hasPrefix("diary: "), "stderr: \(run.stderr)")
        #expect(run.stderr.contains(bad.message), "stderr: \(run.stderr)")
        for systemText in ["NSCocoaErrorDomain", "The operation could", "errno", "Error Domain"] {
            #expect(!run.stderr.contains(systemText), "stderr: \(run.stderr)")
        }
        #expect(!run.stderr.contains("\u{1B}"), "stderr holds a terminal escape: \(run.stderr)")
        #expect(run.stdout.isEmpty, "stdout: \(run.stdout)")
        #expect(try await diary.snapshot() == before, "the database changed")
        #expect(try Data(contentsOf: diary.database) == bytes, "the database file's bytes changed")
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: places.places["NOT_A_DATABASE"] ?? "")) == notADatabase)
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: places.places["OTHER_DIARY"] ?? "")) == otherDiary,
            "another diary's bytes changed")
        let written = try FileManager.default.contentsOfDirectory(atPath: diary.folder.path)
        #expect(!written.contains { $0.hasSuffix(".md") || $0 == "out" }, "an export was written: \(written)")
    }

    @Test func textThatIsNotUTF8IsRefusedAndNothingIsSaved() async throws {
        var diary = try DiaryFixture()
        try await diary.seed()
        let before = try await diary.snapshot()
        for bytes in [[0x50, 0x69, 0x63, 0xFF, 0x6E, 0x69, 0x63], [0xC3, 0x28], [0xED, 0xA0, 0x80]]
            as [[UInt8]]
        {
            diary.cli.input = Data(bytes)
            for arguments in [["new"], ["edit", "bbbb"], ["new", "--lang", "ko"]] {
                let run = try await diary.cli.run(arguments)
                #expect(run.status == 65, "\(arguments): \(run.stderr)")
                #expect(run.errorLines.count == 1, "\(run.stderr)")
                #expect(run.stdout.isEmpty, "\(run.stderr)")
                let korean = arguments.contains("ko")
                #expect(
                    run.stderr.contains(korean ? "UTF-8이 아니라서" : "The text is not valid UTF-8"),
                    "\(run.stderr)")
            }
        }
        #expect(try await diary.snapshot() == before)
    }

    @Test func anUnreadableImportFileIsAnIOError() async throws {
        // Permissions do not stop the superuser; the case only means something for other users.
        guard getuid() != 0 else { return }
        let diary = try DiaryFixture()
        try await diary.seed()
        let places = try Places(diary)
        let before = try await diary.snapshot()
        let run = try await diary.cli.run(places.fill(["import", "LOCKED"]))
        #expect(run.status == 74, "\(run.stderr)")
        #expect(run.errorLines.count == 1, "\(run.stderr)")
        #expect(run.stderr.contains("permission denied"), "\(run.stderr)")
        #expect(try await diary.snapshot() == before)
    }

    @Test func aDamagedDatabaseIsRefusedAndLeftUntouched() async throws {
        let diary = try DiaryFixture()
        try await diary.seed()
        var bytes = try Data(contentsOf: diary.database)
        // Keep the header, scramble the rest of the first page: SQLite can no longer read it.
        for index in 100..<min(4096, bytes.count) { bytes[index] = 0xA5 }
        try bytes.write(to: diary.database)
        for arguments in [
            ["list"], ["new", "Hello"], ["search", "rain"],
            ["import", try diary.file("s.json", DiaryFixture.export)],
        ] {
            let run = try await diary.cli.run(arguments)
            #expect([65, 74].contains(run.status), "\(arguments): \(run.status) \(run.stderr)")
            #expect(run.errorLines.count == 1, "\(arguments): \(run.stderr)")
            #expect(run.stdout.isEmpty, "\(arguments): \(run.stderr)")
            #expect(run.stderr.contains(diary.database.path), "\(run.stderr)")
        }
        #expect(try Data(contentsOf: diary.database) == bytes)
    }

    @Test func thereAreAtLeastFifteenBadInputsOfEveryKind() {
        #expect(Self.cases.count >= 15)
        #expect(Set(Self.cases.map(\.status)) == [1, 64, 65, 74])
    }
}
