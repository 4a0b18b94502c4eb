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

    /// The store over the inventory file.
    func store() throws -> FruitStore {
        do {
            return try FruitStore(persistence: file)
        } catch {
            throw failure(error)
        }
    }

    /// The classic menu, or the one `--menu` names.
    func menu() throws -> JuiceMakerKit.Menu {
        guard let path = options.menuFile else { return .classic }
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: path))
        } catch {
            throw ToolError(
                text.language == "ko"
                    ? "메뉴 파일 \(path)을(를) 읽을 수 없어요. 경로를 확인하세요."
                    : "Can't read the menu file \(path); check the path and that it is a readable file.",
                status: .ioError)
        }
        do {
            return try JuiceMakerKit.Menu(json: data)
        } catch {
            throw ToolError(error.message(locale: text.locale), status: .dataError)
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

    /// A kit error as a one-line CLI failure with its exit status.
    func failure(_ error: any Error) -> ToolError {
        let locale = text.locale
        switch error {
        case let error as ToolError:
            return error
        case let error as StockError:
            return ToolError(error.message(locale: locale), status: .refused)
        case let error as MenuError:
            if case .unknownJuice = error {
                return ToolError(error.message(locale: locale), status: .refused)
            }
            return ToolError(error.message(locale: locale), status: .dataError)
        case let error as PersistenceError:
            if case .corrupt = error { return ToolError(error.message(locale: locale), status: .dataError) }
            return ToolError(error.message(locale: locale), status: .ioError)
        default:
            return ToolError(error.localizedDescription, status: .ioError)
        }
    }

    /// Resolves `fruitName`, applies `change` to the stored inventory, and shows the stock after it.
    func changeStock(
        of fruitName: String, _ change: (FruitStore, Fruit) async throws -> Void
    ) async throws {
        let fruit = try await run { try Fruit.named(fruitName) }
        let store = try store()
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
        for line in Table.render(rows, alignRight: [1]) { console.line(line) }
    }
}
