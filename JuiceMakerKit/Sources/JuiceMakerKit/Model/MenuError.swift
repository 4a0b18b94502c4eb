import Foundation

/// Why a menu, a juice or a juice name was rejected.
public enum MenuError: Error, Sendable, Hashable {
    /// The menu file is not JSON of the expected shape; the text says where.
    case malformed(String)
    /// The menu lists no juice.
    case emptyMenu
    /// A juice has no identifier.
    case missingIdentifier
    /// A juice's recipe uses no fruit.
    case emptyRecipe(juice: String)
    /// A recipe names a fruit the kit does not know.
    case unknownFruit(String, juice: String)
    /// A recipe asks for zero or fewer of a fruit.
    case invalidAmount(Int, fruit: Fruit, juice: String)
    /// Two juices share an identifier or a name.
    case duplicateName(String, juices: [String])
    /// No juice on the menu has this name; `choices` are the menu's identifiers.
    case unknownJuice(String, choices: [String])

    /// A one-line message in the language of `locale`, naming the problem and the fix.
    public func message(locale: Locale = .current) -> String {
        let text = Localizer(locale: locale)
        return switch self {
        case .malformed(let detail): text.format("error.menu.malformed", detail)
        case .emptyMenu: text.string("error.menu.empty")
        case .missingIdentifier: text.string("error.menu.missingIdentifier")
        case .emptyRecipe(let juice): text.format("error.menu.emptyRecipe", juice)
        case .unknownFruit(let fruit, let juice):
            text.format(
                "error.menu.unknownFruit", fruit, juice,
                Fruit.allCases.map(\.rawValue).joined(separator: ", "))
        case .invalidAmount(let amount, let fruit, let juice):
            text.format("error.menu.invalidAmount", juice, fruit.rawValue, text.number(amount))
        case .duplicateName(let name, let juices):
            text.format("error.menu.duplicateName", juices.joined(separator: ", "), name)
        case .unknownJuice(let name, let choices):
            text.format("error.menu.unknownJuice", name, choices.joined(separator: ", "))
        }
    }
}

extension MenuError: LocalizedError {
    /// The message in the current locale.
    public var errorDescription: String? { message() }
}
