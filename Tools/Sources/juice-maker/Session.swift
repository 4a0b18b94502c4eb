import Foundation
import JuiceMakerKit
import ToolSupport

/// What a `juice-maker` command works with: the kit's text in the run's language, the console,
/// and the inventory file under the data directory.
struct Session {
    /// The kit's text in the run's language.
    let text: JuiceMakerText
    /// Where the answer goes.
    let console: Console
    /// The inventory file.
    let file: InventoryFile

    /// The session for a command's options; touches no file yet.
    init(_ output: OutputOptions, _ dataDirectory: DataDirectoryOption) {
        self.text = JuiceMakerText(locale: output.locale)
        self.console = output.console
        var file = InventoryFile(directory: dataDirectory.resolve(tool: "juice-maker"))
        let shown = file.url.path
        // Another process holding the inventory would otherwise look like a hang.
        file.whenWaitingForLock = {
            Console.printError(
                localized(
                    "juice-maker: waiting for another program to finish with \(shown) (press Ctrl-C to stop; nothing is changed then)…",
                    ko: "juice-maker: 다른 프로그램이 \(shown)을(를) 다 쓸 때까지 기다리는 중이에요 (Ctrl-C로 멈추면 아무것도 바뀌지 않아요)…"))
        }
        self.file = file
    }

    /// The fruit store over the inventory file (see ``opening(_:)``).
    func store() throws -> FruitStore {
        try opening { try FruitStore(persistence: file) }
    }

    /// The store `open` opens. A damaged inventory file is reported with the command that starts
    /// again from the default stock, which the kit's message cannot name.
    func opening(_ open: () throws -> FruitStore) throws -> FruitStore {
        do {
            return try open()
        } catch let error as PersistenceError where error.kind == .corrupt {
            throw ToolError(
                error.message(locale: text.locale) + " "
                    + localized(
                        "Or run 'juice-maker reset' to replace it with the default stock.",
                        ko: "기본 재고로 바꾸려면 'juice-maker reset'을 실행하세요."),
                status: error.exitStatus)
        }
    }

    /// Answers with the stock: fruit id → count with `--json`, else a table under a heading.
    func show(_ stock: Inventory, after note: String? = nil) throws {
        try console.emit(stock) {
            if let note { console.line(note) }
            console.line(console.styled(text.label(.stock), .bold))
            let rows = text.stockRows(stock).map { ["\($0.emoji) \($0.name)", $0.countText] }
            for line in TerminalText.table(rows, alignRight: [1]) { console.line(line) }
        }
    }
}
