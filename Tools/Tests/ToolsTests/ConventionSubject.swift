import Foundation
import Testing

/// One CLI as ``ConventionTests`` drives it: how to give it a fresh place to work in, and the
/// commands of its own that show each convention every CLI of the workspace keeps.
///
/// Arguments and scripts name the workspace's paths by placeholders (`DIR`, `DB`, `URL`…), which
/// ``Workspace/arguments(_:)`` replaces.
struct ConventionSubject: Sendable, CustomTestStringConvertible {
    /// The executable's name.
    let name: String
    /// A fresh place for one test, the CLI's environment holding `environment` as well.
    let prepare: @Sendable (_ environment: [String: String]) async throws -> Workspace
    /// Commands (run and required to succeed) that put the data the other commands read in place.
    let seed: [[String]]

    /// Its data option (`--data-dir`, `--db`…) before, between and after the subcommands, run by
    /// ``Workspace/flagOnly``, then checked by `dataPositionCheck`.
    let dataPositions: [DataPosition]
    /// Whether `seed` runs before the ``dataPositions``.
    let dataPositionsSeeded: Bool
    /// What a data position must have done, besides succeeding.
    let dataPositionCheck: (@Sendable (Workspace, [String]) async throws -> Void)?

    /// `--lang` and `--json` (and, for `open-market`, `--server` and `--generation`) before and
    /// after the subcommands; run after `seed`, behind `languagePositionPrefix`.
    let languagePositions: [LanguagePosition]
    /// Arguments put before every language position.
    let languagePositionPrefix: [String]
    /// The part of the output that only the kit's words make up (without the data's own text).
    let kitText: @Sendable (String) -> String
    /// What a language position must have done, besides what ``LanguagePosition`` says.
    let languagePositionCheck: (@Sendable (Workspace, [String]) async throws -> Void)?

    /// Every subcommand's help page: the options it must list and those it must not.
    let helpPages: [HelpPage]
    /// The subcommands the root's help must list.
    let commands: [String]
    /// Options given to a command that does not take them: each is a usage error naming it.
    let misplacedOptions: [MisplacedOption]

    /// A read-only command (on a fresh workspace) whose standard output is in the language.
    let languageProbe: Probe
    /// A command (on a fresh workspace) that fails with a message in the language.
    let errorProbe: Probe?
    /// A read-only command (on a fresh workspace) given `--lang en`, and its English output.
    let englishProbe: (arguments: [String], output: TextCheck)
    /// Commands run after `seed` with malformed locale variables, and what each must print.
    let localeChecks: [(arguments: [String], output: TextCheck)]

    /// Scripts (`"$0"` is the CLI, `"$1"` the workspace's ``Workspace/scriptArgument``) that
    /// close or fill its standard output, or its standard error where the command has something
    /// to say there (a command with nothing to say on it runs as usual: see StandardErrorTests).
    let unwritableScripts: [String]
    /// Commands run after `seed` and before an unwritable script.
    let unwritableSeed: [[String]]
    /// Variables the unwritable scripts need (credentials).
    let unwritableEnvironment: [String: String]

    /// The data option given an empty path, in each position: a usage error naming the option.
    let emptyDataOption: (option: String, runs: [[String]])?
    /// The data option naming something of the wrong kind (a file for a folder, or a folder for
    /// a file): commands that must end with exit 74 and one line holding `phrase`.
    let wrongDataKind: WrongDataKind?

    var testDescription: String { name }

    /// The five CLIs.
    static let all: [ConventionSubject] = [.juiceMaker, .openMarket, .expo, .diary, .starbucks]
}

/// A fresh place for one test: the CLI pointed at it and what its placeholders stand for.
struct Workspace: Sendable {
    /// The CLI, its environment pointing at the workspace where the tool reads one.
    var cli: CLI
    /// The CLI with no variable naming where its data is, so only its data option can.
    var flagOnly: CLI
    /// What each placeholder stands for.
    let placeholders: [String: String]
    /// What `"$1"` stands for in an unwritable script.
    let scriptArgument: String
    /// Everything a run could change (files' bytes, a server's catalogue), to show it did not.
    let state: @Sendable () async throws -> [String: Data]
    /// Paths that no run may create (a default data folder), checked to stay missing.
    var untouched: [String] = []

    /// `template` with its placeholders replaced.
    func arguments(_ template: [String]) -> [String] {
        template.map { placeholders[$0] ?? $0 }
    }

    /// What `placeholder` stands for.
    func path(_ placeholder: String) -> String {
        placeholders[placeholder] ?? placeholder
    }

    /// The bytes of `names` in `folder`: those that exist.
    static func files(_ names: [String], in folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        for name in names {
            files[name] = try? Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }
}

/// A data option's place in a command line, and what the command then prints.
struct DataPosition: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    var output: TextCheck?

    var testDescription: String { arguments.joined(separator: " ") }
}

/// Global options' places in a command line, and the language and format of the output.
struct LanguagePosition: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    /// Whether the kit's words are in Korean; `nil` when the output does not show it (JSON data).
    let korean: Bool?
    /// Whether the output is JSON.
    let json: Bool
    /// Words that are there exactly when the output is in Korean; else any Hangul counts.
    var marker: String?

    var testDescription: String { arguments.joined(separator: " ") }
}

/// A command's help page: what it must list and what it must not.
struct HelpPage: Sendable, CustomTestStringConvertible {
    let command: [String]
    let lists: [String]
    let omits: [String]

    var testDescription: String { (command + ["--help"]).joined(separator: " ") }

    /// Pages for `commands`, each listing `global` and, of the `owned` options, exactly its own;
    /// none shows a `retired` option.
    static func pages(
        _ commands: [[String]], global: [String], owned: [String: Set<[String]>], retired: [String] = []
    ) -> [HelpPage] {
        commands.map { command in
            let own = owned.filter { $0.value.contains(command) }.keys.sorted()
            let others = owned.filter { !$0.value.contains(command) }.keys.sorted()
            return HelpPage(command: command, lists: global + own, omits: others + retired)
        }
    }
}

/// An option given to a command that does not take it.
struct MisplacedOption: Sendable, CustomTestStringConvertible {
    let arguments: [String]
    let option: String

    var testDescription: String { arguments.joined(separator: " ") }
}

/// A command run to see the language of what it prints.
struct Probe: Sendable {
    let arguments: [String]
    /// Its exit status.
    var status: Int32 = 0
    /// Whether the language shows on its first line only (the rest is data, in any language).
    var firstLineOnly = false
}

/// The data option naming something of the wrong kind.
struct WrongDataKind: Sendable {
    /// The option.
    let option: String
    /// Whether the wrong thing is a folder (where a file belongs) rather than a file.
    let isFolder: Bool
    /// Commands given the option.
    let commands: [[String]]
    /// What the one error line says.
    let phrase: String
}

/// What a text must be.
enum TextCheck: Sendable, CustomStringConvertible {
    case contains(String)
    case hasPrefix(String)
    case equals(String)
    /// Has Hangul syllables.
    case korean

    /// Whether `text` is so.
    func holds(for text: String) -> Bool {
        switch self {
        case .contains(let part): text.contains(part)
        case .hasPrefix(let start): text.hasPrefix(start)
        case .equals(let whole): text == whole
        case .korean: hasHangul(text)
        }
    }

    var description: String {
        switch self {
        case .contains(let part): "contains \(part.debugDescription)"
        case .hasPrefix(let start): "starts with \(start.debugDescription)"
        case .equals(let whole): "is \(whole.debugDescription)"
        case .korean: "is in Korean"
        }
    }
}

/// Whether `text` has Hangul syllables.
func hasHangul(_ text: String) -> Bool {
    text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
}

// MARK: - The five CLIs

extension ConventionSubject {
    /// The locale variables' settings and whether each means Korean.
    static let localeSettings: [([String: String], Bool)] = [
        (["LANG": "ko_KR.UTF-8"], true),
        (["LC_ALL": "ko_KR.UTF-8"], true),
        (["LC_MESSAGES": "ko_KR.UTF-8"], true),
        (["LC_ALL": "en_US.UTF-8", "LANG": "ko_KR.UTF-8"], false),
        (["LC_ALL": "C", "LANG": "ko_KR.UTF-8"], false),
        (["LANG": "C"], false),
        (["LANG": "POSIX"], false),
        (["LANG": "fr_FR.UTF-8"], false),
    ]

    /// Values of a locale variable that mean nothing, and must mean English.
    static let malformedLocales = ["zzzzzzzzzzzz", "abcdefghijklmnop_KR.UTF-8", "ko_KR.@@", "\u{1B}[31m"]

    /// `juice-maker`: a data directory holding `inventory.json`.
    static let juiceMaker = ConventionSubject(
        name: "juice-maker",
        prepare: { environment in
            let directory = try temporaryDirectory("juice-maker-conventions")
            let cli = CLI(name: "juice-maker", environment: environment)
            return Workspace(
                cli: cli, flagOnly: cli, placeholders: ["DIR": directory.path],
                scriptArgument: directory.path,
                state: { Workspace.files(["inventory.json"], in: directory) })
        },
        seed: [],
        dataPositions: [
            DataPosition(arguments: ["--data-dir", "DIR", "stock", "set", "kiwi", "7"]),
            DataPosition(arguments: ["stock", "--data-dir", "DIR", "set", "kiwi", "7"]),
            DataPosition(arguments: ["stock", "set", "kiwi", "7", "--data-dir", "DIR"]),
            DataPosition(arguments: ["stock", "set", "--data-dir", "DIR", "kiwi", "7"]),
        ],
        dataPositionsSeeded: false,
        dataPositionCheck: { workspace, _ in
            let file = URL(fileURLWithPath: workspace.path("DIR")).appendingPathComponent(
                "inventory.json")
            let object = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
            #expect((object?["stock"] as? [String: Int])?["kiwi"] == 7)
        },
        languagePositions: [
            LanguagePosition(arguments: ["--lang", "ko", "stock"], korean: true, json: false),
            LanguagePosition(arguments: ["stock", "--lang", "ko"], korean: true, json: false),
            LanguagePosition(arguments: ["--json", "stock"], korean: nil, json: true),
            LanguagePosition(arguments: ["stock", "--json"], korean: nil, json: true),
            LanguagePosition(arguments: ["--lang", "ko", "--json", "menu"], korean: true, json: true),
            LanguagePosition(arguments: ["menu", "--json", "--lang", "ko"], korean: true, json: true),
            LanguagePosition(arguments: ["--json", "order", "banana"], korean: nil, json: true),
            LanguagePosition(arguments: ["order", "banana", "--json"], korean: nil, json: true),
            LanguagePosition(arguments: ["--lang", "ko", "reset"], korean: true, json: false),
            LanguagePosition(arguments: ["reset", "--lang", "ko"], korean: true, json: false),
        ],
        languagePositionPrefix: ["--data-dir", "DIR"],
        kitText: { $0 },
        languagePositionCheck: nil,
        helpPages: HelpPage.pages(
            [
                ["menu"], ["order"], ["reset"], ["stock"], ["stock", "show"], ["stock", "set"],
                ["stock", "add"],
            ],
            global: ["--data-dir", "--lang", "--json"],
            owned: ["--menu": [["menu"], ["order"]], "--count": [["order"]], "--default-stock": [["reset"]]]),
        commands: ["menu", "stock", "order", "reset"],
        misplacedOptions: [
            MisplacedOption(arguments: ["stock", "--menu", "x.json", "--data-dir", "DIR"], option: "--menu"),
            MisplacedOption(arguments: ["menu", "--count", "2", "--data-dir", "DIR"], option: "--count"),
            MisplacedOption(
                arguments: ["stock", "set", "kiwi", "3", "--default-stock", "5", "--data-dir", "DIR"],
                option: "--default-stock"),
        ],
        languageProbe: Probe(arguments: ["stock", "--data-dir", "DIR"]),
        errorProbe: Probe(
            arguments: ["order", "kiwi", "--count", "1000000", "--data-dir", "DIR"], status: 1),
        englishProbe: (["stock", "--lang", "en", "--data-dir", "DIR"], .contains("Fruit stock")),
        localeChecks: [
            (["stock", "--data-dir", "DIR"], .contains("Fruit stock")),
            (["menu", "--lang", "ko", "--data-dir", "DIR"], .korean),
        ],
        unwritableScripts: [
            #""$0" stock set kiwi 3 --data-dir "$1" >&-"#,
            #""$0" stock set kiwi 3 --data-dir "$1" >/dev/full"#,
            #""$0" order banana --data-dir "$1" >/dev/full"#,
            #""$0" reset --data-dir "$1" >&-"#,
            #""$0" stock --data-dir "$1" >/dev/full"#,
            #"LANG=ko_KR.UTF-8 "$0" stock set kiwi 3 --data-dir "$1" >&-"#,
            #""$0" --help >/dev/full"#,
        ],
        unwritableSeed: [["stock", "set", "kiwi", "9", "--data-dir", "DIR"]],
        unwritableEnvironment: [:],
        emptyDataOption: (
            "--data-dir",
            [["stock", "--data-dir", ""], ["--data-dir", "", "stock"], ["reset", "--data-dir", " "]]
        ),
        wrongDataKind: WrongDataKind(
            option: "--data-dir", isFolder: false,
            commands: [["stock"], ["order", "banana"], ["menu"], ["stock", "add", "kiwi", "1"], ["reset"]],
            phrase: "not a directory"))

    /// `open-market`: the shared sample servers of both generations (`URL` and `OPEN-URL`).
    static let openMarket = ConventionSubject(
        name: "open-market",
        prepare: { environment in
            let training = try await SharedMarkets.shared.sample()
            let open = try await SharedMarkets.shared.sample(.openMarket)
            let address = training.baseURL.absoluteString
            let cli = CLI(name: "open-market", environment: environment)
            return Workspace(
                cli: cli, flagOnly: cli,
                placeholders: ["URL": address, "OPEN-URL": open.baseURL.absoluteString],
                scriptArgument: address, state: { ["catalogue": try await training.catalogue()] })
        },
        seed: [],
        dataPositions: [],
        dataPositionsSeeded: false,
        dataPositionCheck: nil,
        languagePositions: [
            LanguagePosition(
                arguments: ["--server", "URL", "--lang", "ko", "list"], korean: true, json: false),
            LanguagePosition(
                arguments: ["list", "--server", "URL", "--lang", "ko"], korean: true, json: false),
            LanguagePosition(
                arguments: ["--lang", "ko", "list", "--server", "URL"], korean: true, json: false),
            LanguagePosition(
                arguments: ["list", "--page", "2", "--per-page", "3", "--server", "URL", "--lang", "ko"],
                korean: true, json: false),
            LanguagePosition(
                arguments: ["--json", "list", "--per-page", "3", "--page", "2", "--server", "URL"],
                korean: nil,
                json: true),
            // The products' own names are in Korean too: an English JSON document may hold Hangul.
            LanguagePosition(arguments: ["--json", "--server", "URL", "show", "1"], korean: nil, json: true),
            LanguagePosition(arguments: ["show", "1", "--json", "--server", "URL"], korean: nil, json: true),
            LanguagePosition(
                arguments: ["--generation", "openMarket", "--server", "OPEN-URL", "list", "--search", "tea"],
                korean: false, json: false),
            LanguagePosition(
                arguments: ["list", "--search", "tea", "--server", "OPEN-URL", "--generation", "openMarket"],
                korean: false, json: false),
        ],
        languagePositionPrefix: [],
        kitText: { $0 },
        languagePositionCheck: nil,
        helpPages: {
            let client = ["--server", "--lang", "--json", "--generation", "--timeout"]
            let seller = client + ["--vendor", "--password-stdin"]
            // The client keeps no state: only `serve` has a data folder.
            let server = ["--port", "--data-dir", "--sample"]
            return [
                HelpPage(command: ["health"], lists: client, omits: server + ["--page"]),
                HelpPage(
                    command: ["list"], lists: client + ["--page", "--per-page", "--search"],
                    omits: server + ["--vendor"]),
                HelpPage(command: ["show"], lists: client, omits: server + ["--page"]),
                HelpPage(
                    command: ["create"], lists: seller + ["--image", "--description-file"],
                    omits: server + ["--page"]),
                HelpPage(command: ["update"], lists: seller + ["--thumbnail-id"], omits: server + ["--page"]),
                HelpPage(command: ["delete"], lists: seller, omits: server + ["--page"]),
                HelpPage(
                    command: ["serve"], lists: ["--lang", "--generation"] + server,
                    omits: ["--server", "--password", "--vendor", "--page"]),
            ]
        }(),
        commands: ["health", "list", "show", "create", "update", "delete", "serve"],
        misplacedOptions: [
            MisplacedOption(arguments: ["list", "--vendor", "x"], option: "--vendor"),
            MisplacedOption(arguments: ["serve", "--json"], option: "--json"),
            MisplacedOption(arguments: ["serve", "--timeout", "5"], option: "--timeout"),
            MisplacedOption(arguments: ["show", "1", "--per-page", "2"], option: "--per-page"),
            MisplacedOption(arguments: ["show", "1", "--image", "a.png"], option: "--image"),
            // The password is never an option: it would show in the process list.
            MisplacedOption(arguments: ["delete", "1", "--password", "secret"], option: "--password"),
        ],
        languageProbe: Probe(arguments: ["list", "--per-page", "2", "--server", "URL"], firstLineOnly: true),
        errorProbe: Probe(arguments: ["show", "999", "--server", "URL"], status: 1),
        englishProbe: (["list", "--per-page", "2", "--lang", "en", "--server", "URL"], .contains("Price")),
        localeChecks: [
            (["list", "--per-page", "2", "--server", "URL"], .contains("Price")),
            (["show", "1", "--lang", "ko", "--server", "URL"], .korean),
        ],
        unwritableScripts: [
            #""$0" update 1 --stock 3 --server "$1" >&-"#,
            #""$0" update 1 --stock 3 --server "$1" >/dev/full"#,
            #""$0" delete 1 --server "$1" >&-"#,
            #""$0" list --server "$1" >/dev/full"#,
            #""$0" list --page 2 --per-page 3 --lang ko --server "$1" >&-"#,
            #""$0" --help >/dev/full"#,
        ],
        unwritableSeed: [],
        unwritableEnvironment: [
            "OPEN_MARKET_VENDOR": MarketFixture.alice.identifier,
            "OPEN_MARKET_PASSWORD": MarketFixture.alice.password,
        ],
        // `serve` with a bad --data-dir: see OpenMarketCLITests (a mistake there would leave a
        // server running, so it is not tried here).
        emptyDataOption: nil,
        wrongDataKind: nil)

    /// `expo`: the bundled catalog, or a folder of the original app's two files (`DIR`); `OUT`
    /// is where an export goes.
    static let expo = ConventionSubject(
        name: "expo",
        prepare: { environment in
            let folder = try ExpoFixture.folder()
            let out = try temporaryDirectory("expo-conventions").appendingPathComponent("out")
            let cli = CLI(name: "expo", environment: environment)
            return Workspace(
                cli: cli, flagOnly: cli, placeholders: ["DIR": folder.path, "OUT": out.path],
                scriptArgument: out.path,
                state: { FileManager.default.fileExists(atPath: out.path) ? ["out": Data()] : [:] })
        },
        seed: [],
        // The fixture has two exhibits, the bundled catalog thirteen.
        dataPositions: [
            DataPosition(arguments: ["--data", "DIR", "items"], output: .contains("Exhibits: 2")),
            DataPosition(arguments: ["items", "--data", "DIR"], output: .contains("Exhibits: 2")),
            DataPosition(arguments: ["--data", "DIR", "item", "2"], output: .contains("Exhibit 2 of 2")),
            DataPosition(arguments: ["item", "2", "--data", "DIR"], output: .contains("Exhibit 2 of 2")),
            DataPosition(arguments: ["item", "--data", "DIR", "2"], output: .contains("Exhibit 2 of 2")),
            DataPosition(arguments: ["--data-dir", "DIR", "search", "갓"], output: .contains("2  갓")),
            DataPosition(arguments: ["search", "갓", "--data-dir", "DIR"], output: .contains("2  갓")),
            DataPosition(arguments: ["--data", "DIR", "poster"], output: .contains("둘째 문단입니다.")),
            DataPosition(arguments: ["poster", "--data", "DIR"], output: .contains("둘째 문단입니다.")),
        ],
        dataPositionsSeeded: false,
        dataPositionCheck: nil,
        languagePositions: [
            LanguagePosition(arguments: ["--lang", "ko", "poster"], korean: true, json: false),
            LanguagePosition(arguments: ["poster", "--lang", "ko"], korean: true, json: false),
            LanguagePosition(arguments: ["--json", "poster"], korean: false, json: true),
            LanguagePosition(arguments: ["poster", "--json"], korean: false, json: true),
            LanguagePosition(arguments: ["--lang", "ko", "--json", "items"], korean: true, json: true),
            LanguagePosition(arguments: ["items", "--json", "--lang", "ko"], korean: true, json: true),
            LanguagePosition(arguments: ["--lang", "ko", "item", "1"], korean: true, json: false),
            LanguagePosition(arguments: ["item", "1", "--lang", "ko"], korean: true, json: false),
            LanguagePosition(arguments: ["--json", "item", "jikji"], korean: false, json: true),
            LanguagePosition(arguments: ["item", "jikji", "--json"], korean: false, json: true),
            LanguagePosition(arguments: ["--lang", "ko", "search", "gat"], korean: true, json: false),
            LanguagePosition(arguments: ["search", "gat", "--json"], korean: false, json: true),
            LanguagePosition(
                arguments: ["--lang", "ko", "export", "--format", "html", "--out", "OUT"], korean: true,
                json: false),
            // Its JSON's language is not checked, only that it is JSON and that files were written.
            LanguagePosition(
                arguments: ["export", "--json", "--format", "md", "--out", "OUT", "--lang", "ko"],
                korean: nil,
                json: true),
        ],
        languagePositionPrefix: [],
        kitText: { $0 },
        languagePositionCheck: { workspace, arguments in
            guard arguments.contains("export") else { return }
            // The site is a folder of pages; Markdown is the one file named.
            let out = workspace.path("OUT")
            let empty =
                arguments.contains("md")
                ? try Data(contentsOf: URL(fileURLWithPath: out)).isEmpty
                : try FileManager.default.contentsOfDirectory(atPath: out).isEmpty
            #expect(!empty)
        },
        helpPages: HelpPage.pages(
            [["poster"], ["items"], ["item"], ["search"], ["export"]],
            global: ["--data", "--lang", "--json"],
            owned: ["--format": [["export"]], "--out": [["export"]], "--images": [["export"]]]),
        commands: ["poster", "items", "item", "search", "export"],
        misplacedOptions: [
            MisplacedOption(arguments: ["poster", "--format", "md"], option: "--format"),
            MisplacedOption(arguments: ["items", "--out", "x"], option: "--out"),
        ],
        languageProbe: Probe(arguments: ["poster"]),
        errorProbe: Probe(arguments: ["item", "99"], status: 1),
        englishProbe: (["items", "--lang", "en"], .hasPrefix("Korean exhibits")),
        localeChecks: [
            (["poster"], .contains("Visitors: 48,130,300")),
            (["poster", "--lang", "ko"], .contains("1900년 4월 14일")),
        ],
        unwritableScripts: [
            #""$0" export --format html --out "$1" >&-"#,
            #""$0" export --format html --out "$1" >/dev/full"#,
            #""$0" poster >/dev/full"#,
            #""$0" items --lang ko >&-"#,
            #""$0" item 3 >/dev/full"#,
            #""$0" search gat --json >/dev/full"#,
            #""$0" --help >/dev/full"#,
        ],
        unwritableSeed: [],
        unwritableEnvironment: [:],
        emptyDataOption: ("--data", [["items", "--data", ""], ["--data", " ", "poster"]]),
        wrongDataKind: WrongDataKind(
            option: "--data", isFolder: false, commands: [["poster"], ["items"], ["item", "1"]],
            phrase: "not a folder"))

    /// `diary`: a database file (`DB`, also in `DIARY_DB`), a data folder (`DATA`, only ever given
    /// with `--data-dir`) and three entries to import (`SEED`).
    static let diary = ConventionSubject(
        name: "diary",
        prepare: { environment in
            var diary = try DiaryFixture(environment: environment)
            let seed = try diary.file("seed.json", DiaryFixture.export)
            let other = try diary.file("other.json", #"[{"title": "Other", "body": "", "created_at": 7}]"#)
            let dataHome = diary.folder.appendingPathComponent("data")
            let cli = diary.cli
            diary.cli.environment["DIARY_DB"] = nil
            diary.cli.environment["XDG_DATA_HOME"] = dataHome.path
            var workspace = Workspace(
                cli: cli, flagOnly: diary.cli,
                placeholders: [
                    "DB": diary.database.path, "SEED": seed,
                    "DATA": diary.folder.appendingPathComponent("data-dir").path,
                ],
                scriptArgument: other,
                state: { [diary] in
                    var state = try diary.databaseFiles()
                    if FileManager.default.fileExists(atPath: other + ".md") { state["export"] = Data() }
                    return state
                })
            workspace.untouched = [dataHome.path]
            return workspace
        },
        seed: [["import", "SEED"]],
        dataPositions: [
            ["--db", "DB", "list"], ["list", "--db", "DB"], ["list", "--page", "1", "--db", "DB"],
            ["list", "--db", "DB", "--per-page", "2", "--page", "2"],
            ["--db", "DB", "show", "bbbb"], ["show", "bbbb", "--db", "DB"], ["show", "--db", "DB", "bbbb"],
            ["--db", "DB", "search", "peach"], ["search", "peach", "--db", "DB"],
            ["search", "--per-page", "5", "peach", "--page", "1", "--db", "DB"],
            ["--db", "DB", "share", "bbbb"], ["share", "bbbb", "--db", "DB"],
            ["--db", "DB", "export"], ["export", "--format", "text", "--db", "DB"],
            ["--db", "DB", "new", "Hello"], ["new", "Hello", "--db", "DB"],
            ["--db", "DB", "edit", "bbbb", "Hi"], ["edit", "bbbb", "Hi", "--db", "DB"],
            ["--db", "DB", "import", "SEED"], ["import", "SEED", "--db", "DB"],
            ["--db", "DB", "delete", "bbbb", "--yes"], ["delete", "bbbb", "--yes", "--db", "DB"],
            // Without --db, the database is diary.sqlite in the data folder.
            ["--data-dir", "DATA", "new", "Hello"], ["new", "Hello", "--data-dir", "DATA"],
            ["--data-dir", "DATA", "import", "SEED"], ["import", "--data-dir", "DATA", "SEED"],
            ["import", "SEED", "--data-dir", "DATA"],
        ].map { DataPosition(arguments: $0) },
        dataPositionsSeeded: true,
        dataPositionCheck: { workspace, arguments in
            func count(_ place: [String]) async throws -> Int? {
                let export = try await workspace.flagOnly.run(
                    ["export", "--format", "json"] + workspace.arguments(place))
                let document =
                    try JSONSerialization.jsonObject(with: Data(export.stdout.utf8)) as? [String: Any]
                return (document?["entries"] as? [Any])?.count
            }
            let atDB = try await count(["--db", "DB"])
            if arguments.contains("--data-dir") {
                let database = URL(fileURLWithPath: workspace.path("DATA")).appendingPathComponent(
                    "diary.sqlite")
                #expect(FileManager.default.fileExists(atPath: database.path))
                let inFolder = try await count(["--data-dir", "DATA"])
                #expect(inFolder == (arguments.contains("new") ? 1 : 3))
                #expect(atDB == 3, "the database at DB changed")
            } else {
                #expect(atDB == (arguments.contains("new") ? 4 : arguments.contains("delete") ? 2 : 3))
            }
        },
        languagePositions: [
            LanguagePosition(arguments: ["--lang", "ko", "list"], korean: true, json: false),
            LanguagePosition(arguments: ["list", "--lang", "ko"], korean: true, json: false),
            LanguagePosition(arguments: ["--json", "list"], korean: false, json: true),
            LanguagePosition(arguments: ["list", "--json"], korean: false, json: true),
            LanguagePosition(
                arguments: ["list", "--page", "2", "--lang", "ko", "--per-page", "2"], korean: true,
                json: false),
            LanguagePosition(
                arguments: ["--json", "list", "--per-page", "1", "--page", "3"], korean: false, json: true),
            LanguagePosition(
                arguments: ["--lang", "ko", "--json", "show", "aaaaaaaa-1"], korean: true, json: true),
            LanguagePosition(
                arguments: ["show", "aaaaaaaa-1", "--json", "--lang", "ko"], korean: true, json: true),
            LanguagePosition(arguments: ["--lang", "ko", "share", "bbbb"], korean: true, json: false),
            LanguagePosition(arguments: ["share", "bbbb", "--lang", "ko"], korean: true, json: false),
            LanguagePosition(arguments: ["--json", "search", "peach"], korean: false, json: true),
            LanguagePosition(arguments: ["search", "peach", "--json"], korean: false, json: true),
            LanguagePosition(
                arguments: ["search", "peach", "--per-page", "1", "--lang", "ko"], korean: true, json: false),
            LanguagePosition(
                arguments: ["--json", "search", "--page", "1", "peach", "--per-page", "5"], korean: false,
                json: true),
            LanguagePosition(
                arguments: ["--lang", "ko", "export", "--format", "text"], korean: true, json: false),
            LanguagePosition(arguments: ["export", "--json", "--lang", "ko"], korean: true, json: true),
            LanguagePosition(arguments: ["--lang", "ko", "import", "SEED"], korean: true, json: false),
            LanguagePosition(arguments: ["import", "SEED", "--json"], korean: false, json: true),
            // `new` prints an ID or an entry, never words of the kit.
            LanguagePosition(arguments: ["--json", "new", "Hi"], korean: nil, json: true),
            LanguagePosition(arguments: ["new", "Hi", "--json"], korean: nil, json: true),
            LanguagePosition(arguments: ["--lang", "ko", "edit", "bbbb", "Hi"], korean: true, json: false),
            LanguagePosition(arguments: ["edit", "bbbb", "Hi", "--json"], korean: false, json: true),
            LanguagePosition(
                arguments: ["--lang", "ko", "delete", "bbbb", "--yes"], korean: true, json: false),
            LanguagePosition(arguments: ["delete", "bbbb", "--yes", "--json"], korean: false, json: true),
        ],
        languagePositionPrefix: [],
        // Only what the kit words or formats is in Korean (dates, headers, notices): the
        // fixture's own Korean text is left out, so any Hangul that remains is the kit's.
        kitText: { text in
            let fixture = Set("비 오는 화요일 우산 없이 정류장까지 뛰었다. 새 일기장을 샀다.")
            return String(text.filter { !fixture.contains($0) })
        },
        languagePositionCheck: nil,
        helpPages: HelpPage.pages(
            [
                ["new"], ["list"], ["show"], ["edit"], ["delete"], ["search"], ["export"], ["import"],
                ["share"],
            ],
            global: ["--db", "--data-dir", "--lang", "--json"],
            owned: [
                "--page": [["list"], ["search"]], "--per-page": [["list"], ["search"]],
                "--format": [["export"]], "--out": [["export"]], "--yes": [["delete"]],
            ],
            // `--per-page` took the place of `--limit`.
            retired: ["--limit"]),
        commands: ["new", "list", "show", "edit", "delete", "search", "export", "import", "share"],
        misplacedOptions: [
            MisplacedOption(arguments: ["list", "--yes"], option: "--yes"),
            MisplacedOption(arguments: ["show", "bbbb", "--format", "md"], option: "--format"),
            MisplacedOption(arguments: ["show", "bbbb", "--page", "2"], option: "--page"),
            MisplacedOption(arguments: ["export", "--per-page", "2"], option: "--per-page"),
            MisplacedOption(arguments: ["list", "--limit", "5"], option: "--limit"),
            MisplacedOption(arguments: ["search", "peach", "--limit", "5"], option: "--limit"),
        ],
        languageProbe: Probe(arguments: ["list"]),
        errorProbe: Probe(arguments: ["show", "ffff"], status: 1),
        englishProbe: (["list", "--lang", "en"], .equals("No entries yet. Write the first one.\n")),
        localeChecks: [
            (["list"], .contains("January 5, 2021")),
            (["show", "bbbb", "--lang", "ko"], .contains("2021년 1월 5일")),
        ],
        unwritableScripts: [
            #""$0" new Hello >&-"#,
            #""$0" new Hello >/dev/full"#,
            #""$0" delete bbbb --yes >&-"#,
            #""$0" delete bbbb --yes >/dev/full"#,
            #""$0" import "$1" >/dev/full"#,
            #""$0" export --out "$1.md" >&-"#,
            #""$0" list --lang ko >/dev/full"#,
            #""$0" search peach --json >/dev/full"#,
            #""$0" search peach --page 1 --per-page 2 --lang ko >&-"#,
            #""$0" show bbbb >&-"#,
            #""$0" --help >/dev/full"#,
        ],
        unwritableSeed: [],
        unwritableEnvironment: [:],
        emptyDataOption: ("--db", [["list", "--db", ""], ["--db", " ", "list"]]),
        wrongDataKind: WrongDataKind(
            option: "--db", isFolder: true, commands: [["list"], ["new", "Hello"], ["show", "bbbb"]],
            phrase: "is a folder, not a diary database"))

    /// `starbucks`: a data directory holding the sign-in and the popup's state.
    static let starbucks = ConventionSubject(
        name: "starbucks",
        prepare: { environment in
            let directory = try temporaryDirectory("starbucks-conventions")
            let cli = CLI(name: "starbucks", environment: environment)
            return Workspace(
                cli: cli, flagOnly: cli, placeholders: ["DIR": directory.path],
                scriptArgument: directory.path,
                state: { Workspace.files(["session.json", "event-popup.json"], in: directory) })
        },
        seed: [["signin", "Minji", "--data-dir", "DIR"]],
        dataPositions: [
            DataPosition(arguments: ["--data-dir", "DIR", "signin", "Minji"]),
            DataPosition(arguments: ["signin", "Minji", "--data-dir", "DIR"]),
            DataPosition(arguments: ["signin", "--data-dir", "DIR", "Minji"]),
            DataPosition(arguments: ["--data-dir", "DIR", "popup", "dismiss"]),
            DataPosition(arguments: ["popup", "--data-dir", "DIR", "dismiss", "--forever"]),
            DataPosition(arguments: ["popup", "dismiss", "--data-dir", "DIR"]),
        ],
        dataPositionsSeeded: false,
        dataPositionCheck: { workspace, arguments in
            let file = arguments.contains("signin") ? "session.json" : "event-popup.json"
            let directory = URL(fileURLWithPath: workspace.path("DIR"))
            #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent(file).path))
        },
        languagePositions: [
            LanguagePosition(arguments: ["--lang", "ko", "launch"], korean: true, json: false),
            LanguagePosition(arguments: ["launch", "--lang", "ko"], korean: true, json: false),
            LanguagePosition(arguments: ["--json", "launch"], korean: nil, json: true),
            LanguagePosition(arguments: ["launch", "--json"], korean: nil, json: true),
            LanguagePosition(
                arguments: ["--lang", "ko", "--json", "home"], korean: true, json: true, marker: "반가워요"),
            LanguagePosition(
                arguments: ["home", "--json", "--lang", "ko"], korean: true, json: true, marker: "반가워요"),
            LanguagePosition(
                arguments: ["--lang", "ko", "whats-new"], korean: true, json: false, marker: "2022년 6월 1일"),
            LanguagePosition(
                arguments: ["whats-new", "--lang", "ko"], korean: true, json: false, marker: "2022년 6월 1일"),
            LanguagePosition(arguments: ["--json", "product", "110569"], korean: nil, json: true),
            LanguagePosition(arguments: ["product", "110569", "--json"], korean: nil, json: true),
            LanguagePosition(arguments: ["--lang", "ko", "signin", "Minji"], korean: true, json: false),
            LanguagePosition(arguments: ["signin", "Minji", "--lang", "ko"], korean: true, json: false),
            LanguagePosition(arguments: ["--lang", "ko", "signout"], korean: true, json: false),
            LanguagePosition(arguments: ["signout", "--json"], korean: nil, json: true),
            LanguagePosition(arguments: ["--lang", "ko", "popup", "status"], korean: true, json: false),
            LanguagePosition(arguments: ["popup", "--lang", "ko", "status"], korean: true, json: false),
            LanguagePosition(arguments: ["popup", "status", "--lang", "ko"], korean: true, json: false),
            LanguagePosition(arguments: ["--json", "popup", "dismiss"], korean: nil, json: true),
            LanguagePosition(arguments: ["popup", "dismiss", "--json"], korean: nil, json: true),
            LanguagePosition(arguments: ["popup", "reset", "--lang", "ko"], korean: true, json: false),
        ],
        languagePositionPrefix: ["--data-dir", "DIR"],
        kitText: { $0 },
        languagePositionCheck: nil,
        helpPages: {
            let readers: Set<[String]> = [["launch"], ["home"], ["whats-new"], ["product"]]
            return HelpPage.pages(
                [
                    ["signin"], ["signout"], ["launch"], ["popup"], ["popup", "dismiss"],
                    ["popup", "status"],
                    ["popup", "reset"], ["home"], ["whats-new"], ["product"],
                ],
                global: ["--data-dir", "--lang", "--json"],
                owned: [
                    "--offline": readers, "--fixtures": readers, "--live": readers, "--base-url": readers,
                    "--popup-base-url": readers, "--home-base-url": readers, "--starbucks-base-url": readers,
                    "--downloads": [["whats-new"]], "--forever": [["popup", "dismiss"]],
                    "--today": [["popup", "dismiss"]], "--close": [["popup", "dismiss"]],
                ])
        }(),
        commands: ["signin", "signout", "launch", "popup", "home", "whats-new", "product"],
        misplacedOptions: [
            MisplacedOption(
                arguments: ["signin", "Minji", "--offline", "--data-dir", "DIR"], option: "--offline"),
            MisplacedOption(
                arguments: ["signout", "--fixtures", "/tmp", "--data-dir", "DIR"], option: "--fixtures"),
            MisplacedOption(
                arguments: ["popup", "dismiss", "--live", "--data-dir", "DIR"], option: "--live"),
            MisplacedOption(
                arguments: ["--base-url", "http://127.0.0.1:1", "home", "--data-dir", "DIR"],
                option: "--base-url"),
            MisplacedOption(
                arguments: ["home", "--downloads", "2", "--data-dir", "DIR"], option: "--downloads"),
            MisplacedOption(
                arguments: ["popup", "status", "--today", "--data-dir", "DIR"], option: "--today"),
            MisplacedOption(
                arguments: ["signout", "--popup-base-url", "http://127.0.0.1:1", "--data-dir", "DIR"],
                option: "--popup-base-url"),
        ],
        languageProbe: Probe(arguments: ["launch", "--data-dir", "DIR"]),
        errorProbe: Probe(arguments: ["home", "--data-dir", "DIR"], status: 1),
        englishProbe: (
            ["launch", "--lang", "en", "--data-dir", "DIR"], .hasPrefix("Nobody is signed in yet")
        ),
        localeChecks: [
            (["launch", "--data-dir", "DIR"], .hasPrefix("Welcome back, Minji.")),
            (["popup", "dismiss", "--data-dir", "DIR"], .contains("hidden until")),
            (["home", "--lang", "ko", "--data-dir", "DIR"], .korean),
        ],
        unwritableScripts: [
            #""$0" signin Bob --data-dir "$1" >&-"#,
            #""$0" signin Bob --data-dir "$1" >/dev/full"#,
            #""$0" signout --data-dir "$1" >&-"#,
            #""$0" popup dismiss --forever --data-dir "$1" >/dev/full"#,
            #""$0" popup reset --data-dir "$1" >&-"#,
            #""$0" launch --data-dir "$1" >/dev/full"#,
            #""$0" home --data-dir "$1" >/dev/full"#,
            #""$0" whats-new --json --data-dir "$1" >&-"#,
            #""$0" product 999999 --data-dir "$1" 2>/dev/full"#,
            #"LANG=ko_KR.UTF-8 "$0" launch --data-dir "$1" >/dev/full"#,
            #""$0" --help >/dev/full"#,
        ],
        unwritableSeed: [["popup", "dismiss", "--today", "--data-dir", "DIR"]],
        unwritableEnvironment: [:],
        emptyDataOption: (
            "--data-dir",
            [
                ["launch", "--data-dir", ""], ["--data-dir", "", "signin", "x"],
                ["popup", "--data-dir", " "],
            ]
        ),
        wrongDataKind: WrongDataKind(
            option: "--data-dir", isFolder: false,
            commands: [
                ["signin", "Minji"], ["signout"], ["launch"], ["home"], ["popup"], ["popup", "dismiss"],
                ["popup", "reset"],
            ],
            phrase: "not a folder"))
}
