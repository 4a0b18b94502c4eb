import Foundation
import JuiceMakerKit
import ToolSupport

/// What one `juice-maker` run works with: the text, the console, the menu and the stored inventory.
struct Session {
    /// The options the run was given.
    let options: JuiceMakerOptions
    /// Text in the chosen language.
    let text: JuiceMakerText
    /// Where output goes.
    let console: Console
    /// The inventory file.
    let file: InventoryFile

    /// Reads the options; touches no file yet.
    init(_ options: JuiceMakerOptions) {
        self.options = options
        self.text = JuiceMakerText(locale: Language.locale(for: options.language))
        self.console = Console(json: options.json)
        let directory = DataDirectory.resolve(
            flag: options.dataDirectory, variable: "JUICE_MAKER_DATA_DIR", tool: "juice-maker")
        self.file = InventoryFile(directory: directory)
    }

    /// The store over the inventory file. With `repairing`, a stored count outside the bounds
    /// does not stop the store from opening, so `stock set` can put that fruit right.
    func store(repairing: Bool = false) throws -> FruitStore {
        do {
            return repairing ? try FruitStore(repairing: file) : try FruitStore(persistence: file)
        } catch {
            throw failure(error)
        }
    }

    /// Every fruit set to `count`, whatever the inventory file held (even a damaged one).
    func resetStore(to count: Int) throws -> FruitStore {
        do {
            return try FruitStore(resetting: file, to: count)
        } catch {
            throw failure(error)
        }
    }

    /// The classic menu, or the one `--menu` names (read by the kit): a file that cannot be read
    /// is an I/O error (74), a file that is not a valid menu is bad data (65).
    func menu(file: String?) throws -> Menu {
        guard let file else { return .classic }
        do {
            return try Menu(contentsOf: URL(fileURLWithPath: file))
        } catch let error as MenuError {
            let unreadable: Set<MenuError.Kind> = [.fileNotFound, .fileIsDirectory, .fileUnreadable]
            throw ToolError(
                error.message(locale: text.locale),
                status: unreadable.contains(error.kind) ? .ioError : .dataError)
        } catch {
            throw failure(error)
        }
    }

    /// Runs a change on the store and turns the kit's errors into the CLI's.
    func run<Result>(_ body: () async throws -> Result) async throws -> Result {
        do {
            return try await body()
        } catch let error as ToolError {
            throw error
        } catch {
            throw failure(error)
        }
    }

    /// A kit error as a one-line CLI failure with its exit status: 1 when the domain says no,
    /// 64 for a name that is not a name, 65 for a damaged inventory file, 74 for file I/O.
    func failure(_ error: any Error) -> ToolError {
        let locale = text.locale
        switch error {
        case let error as ToolError:
            return error
        case let error as StockError:
            let status: ExitStatus =
                switch error.kind {
                case .storedOutOfBounds: .dataError
                case .invalidName: .usage
                default: .refused
                }
            return ToolError(error.message(locale: locale), status: status)
        case let error as MenuError:
            let status: ExitStatus =
                switch error.kind {
                case .unknownJuice: .refused
                case .invalidName: .usage
                case .fileNotFound, .fileIsDirectory, .fileUnreadable: .ioError
                default: .dataError
                }
            return ToolError(error.message(locale: locale), status: status)
        case let error as PersistenceError:
            return ToolError(
                error.message(locale: locale), status: error.kind == .corrupt ? .dataError : .ioError)
        default:
            return ToolError(error.localizedDescription, status: .ioError)
        }
    }

    /// Resolves `fruitName`, applies `change` to the stored inventory, and shows the stock after it.
    func changeStock(
        of fruitName: String, repairing: Bool = false, _ change: (FruitStore, Fruit) async throws -> Void
    ) async throws {
        let fruit = try await run { try Fruit.named(fruitName) }
        let store = try store(repairing: repairing)
        try await run { try await change(store, fruit) }
        try printStock(await store.snapshot)
    }

    /// Prints the stock as a table, or as JSON.
    func printStock(_ inventory: Inventory) throws {
        if console.json {
            try console.printJSON(inventory)
            return
        }
        console.line(console.styled(text.label(.stock), .bold))
        let rows = text.stockRows(inventory).map { ["\($0.emoji) \($0.name)", $0.countText] }
        for line in TerminalText.table(rows, alignRight: [1]) { console.line(line) }
    }
}
