import Foundation

/// Why a menu, a menu file, a juice or a juice name was rejected.
///
/// Match on ``kind``; ``isFileProblem`` tells a menu file that could not be read (a missing file,
/// a directory) from one whose contents are wrong:
///
/// ```swift
/// do {
///     let menu = try Menu(contentsOf: URL(fileURLWithPath: "menu.json"))
///     print(menu.juices.count)
/// } catch let error as MenuError {
///     print(error.isFileProblem ? "can't read it" : "fix its contents")
///     print(error.message(locale: Locale(identifier: "ko")))
/// }
/// ```
public struct MenuError: Error, Sendable, Hashable {
    /// What kind of rejection this is.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// The kind's name, as in `duplicateFruit`.
        public let description: String

        /// A kind named `name`.
        private init(_ name: String) {
            self.description = name
        }

        /// The menu is not JSON of the expected shape; the message says where.
        public static let malformed = Kind("malformed")
        /// The menu lists no juice.
        public static let emptyMenu = Kind("emptyMenu")
        /// A juice has no identifier.
        public static let missingIdentifier = Kind("missingIdentifier")
        /// A juice's recipe uses no fruit.
        public static let emptyRecipe = Kind("emptyRecipe")
        /// A recipe names a fruit the kit does not know.
        public static let unknownFruit = Kind("unknownFruit")
        /// A recipe names one fruit twice (`"kiwi"` and `"KIWI"`).
        public static let duplicateFruit = Kind("duplicateFruit")
        /// A recipe's amount is not a whole number of 1 or more that an `Int` holds.
        public static let invalidAmount = Kind("invalidAmount")
        /// Two juices share an identifier or a name.
        public static let duplicateName = Kind("duplicateName")
        /// No juice on the menu has this name.
        public static let unknownJuice = Kind("unknownJuice")
        /// A name or an identifier holds control characters.
        public static let invalidName = Kind("invalidName")
        /// No menu file exists at the path.
        public static let fileNotFound = Kind("fileNotFound")
        /// The menu path names a directory, not a file.
        public static let fileIsDirectory = Kind("fileIsDirectory")
        /// The menu file exists but cannot be read.
        public static let fileUnreadable = Kind("fileUnreadable")
    }

    /// The rejection and what it concerns.
    private enum Reason: Hashable, Sendable {
        case malformed(DecodingProblem)
        case malformedText(String)
        case emptyMenu
        case missingIdentifier
        case emptyRecipe(juice: String)
        case unknownFruit(String, juice: String)
        case duplicateFruit(Fruit, spellings: [String], juice: String)
        case invalidAmount(String, fruit: Fruit, juice: String)
        case duplicateName(String, juices: [String])
        case unknownJuice(String, choices: [String], names: [[String: String]])
        case invalidName(String)
        case fileNotFound
        case fileIsDirectory
        case fileUnreadable(reason: SystemReason.Detail)
    }

    /// The rejection.
    private let reason: Reason
    /// The menu file the problem is in, when the menu was read from one.
    public let file: String?

    /// An error for `reason`, in `file` if one is known.
    private init(_ reason: Reason, file: String? = nil) {
        self.reason = reason
        self.file = file
    }

    /// The menu is not JSON of the expected shape; `detail` says where.
    public static func malformed(_ detail: String) -> MenuError {
        MenuError(.malformedText(detail))
    }

    /// The menu is not JSON of the expected shape, as a decoder reported it.
    static func malformed(_ problem: DecodingProblem) -> MenuError {
        MenuError(.malformed(problem))
    }

    /// The menu lists no juice.
    public static let emptyMenu = MenuError(.emptyMenu)

    /// A juice has no identifier.
    public static let missingIdentifier = MenuError(.missingIdentifier)

    /// The recipe of `juice` uses no fruit.
    public static func emptyRecipe(juice: String) -> MenuError {
        MenuError(.emptyRecipe(juice: juice))
    }

    /// The recipe of `juice` names `fruit`, which the kit does not know.
    public static func unknownFruit(_ fruit: String, juice: String) -> MenuError {
        MenuError(.unknownFruit(fruit, juice: juice))
    }

    /// The recipe of `juice` names `fruit` more than once, spelled as `spellings`.
    public static func duplicateFruit(_ fruit: Fruit, spellings: [String], juice: String) -> MenuError {
        MenuError(.duplicateFruit(fruit, spellings: spellings, juice: juice))
    }

    /// The recipe of `juice` asks for `amount` of `fruit`, less than 1.
    public static func invalidAmount(_ amount: Int, fruit: Fruit, juice: String) -> MenuError {
        MenuError(.invalidAmount(String(amount), fruit: fruit, juice: juice))
    }

    /// The recipe of `juice` asks for `amount` (the number as written) of `fruit`, which is not a
    /// whole number from 1 to `Int.max`.
    static func invalidAmount(text amount: String, fruit: Fruit, juice: String) -> MenuError {
        MenuError(.invalidAmount(amount, fruit: fruit, juice: juice))
    }

    /// `juices` share the identifier or name `name` (compared as lookup keys).
    public static func duplicateName(_ name: String, juices: [String]) -> MenuError {
        MenuError(.duplicateName(name, juices: juices))
    }

    /// No juice on the menu is called `name`; `choices` are the menu's identifiers.
    public static func unknownJuice(_ name: String, choices: [String]) -> MenuError {
        MenuError(.unknownJuice(name, choices: choices, names: []))
    }

    /// No juice on the menu is called `name`; `juices` are the menu's juices, which the message
    /// offers by identifier in English and by name in another language.
    public static func unknownJuice(_ name: String, juices: [Juice]) -> MenuError {
        MenuError(.unknownJuice(name, choices: juices.map(\.id), names: juices.map(\.names)))
    }

    /// The name or identifier `name` holds control characters.
    public static func invalidName(_ name: String) -> MenuError {
        MenuError(.invalidName(name))
    }

    /// No menu file exists at `path`.
    public static func fileNotFound(path: String) -> MenuError {
        MenuError(.fileNotFound, file: path)
    }

    /// `path` is a directory, not a menu file.
    public static func fileIsDirectory(path: String) -> MenuError {
        MenuError(.fileIsDirectory, file: path)
    }

    /// The menu file at `path` cannot be read; `reason` says why, and is shown as given.
    public static func fileUnreadable(path: String, reason: String) -> MenuError {
        MenuError(.fileUnreadable(reason: .text(reason)), file: path)
    }

    /// The system refused to read the menu file at `path`, for `reason`.
    static func fileUnreadable(path: String, _ reason: SystemReason) -> MenuError {
        MenuError(.fileUnreadable(reason: .system(reason, writing: false)), file: path)
    }

    /// The same problem, found in the menu file at `path`.
    func inFile(_ path: String) -> MenuError {
        MenuError(reason, file: path)
    }

    /// What kind of rejection this is.
    public var kind: Kind {
        switch reason {
        case .malformed, .malformedText: .malformed
        case .emptyMenu: .emptyMenu
        case .missingIdentifier: .missingIdentifier
        case .emptyRecipe: .emptyRecipe
        case .unknownFruit: .unknownFruit
        case .duplicateFruit: .duplicateFruit
        case .invalidAmount: .invalidAmount
        case .duplicateName: .duplicateName
        case .unknownJuice: .unknownJuice
        case .invalidName: .invalidName
        case .fileNotFound: .fileNotFound
        case .fileIsDirectory: .fileIsDirectory
        case .fileUnreadable: .fileUnreadable
        }
    }

    /// Whether the menu file could not be read at all (missing, a directory, unreadable), as
    /// opposed to read and found wrong.
    public var isFileProblem: Bool {
        switch reason {
        case .fileNotFound, .fileIsDirectory, .fileUnreadable: true
        default: false
        }
    }

    /// The juice concerned, by identifier, when one is.
    public var juice: String? {
        switch reason {
        case .emptyRecipe(let juice), .unknownFruit(_, let juice), .duplicateFruit(_, _, let juice),
            .invalidAmount(_, _, let juice):
            juice
        default: nil
        }
    }

    /// The fruit concerned, as the recipe spells it, when one is.
    public var fruit: String? {
        switch reason {
        case .unknownFruit(let fruit, _): fruit
        case .duplicateFruit(let fruit, _, _), .invalidAmount(_, let fruit, _): fruit.rawValue
        default: nil
        }
    }

    /// The amount refused, as the menu writes it (`0`, `1e30`), for ``Kind/invalidAmount``.
    public var amount: String? {
        if case .invalidAmount(let amount, _, _) = reason { return amount }
        return nil
    }

    /// The name concerned: the one looked up, shared, or holding control characters.
    public var name: String? {
        switch reason {
        case .duplicateName(let name, _), .unknownJuice(let name, _, _), .invalidName(let name): name
        default: nil
        }
    }

    /// The menu's juice identifiers, for ``Kind/unknownJuice``; empty otherwise.
    public var choices: [String] {
        if case .unknownJuice(_, let choices, _) = reason { return choices }
        return []
    }

    /// A one-line message in the language of `locale`, naming the problem and the fix.
    public func message(locale: Locale = .current) -> String {
        let text = Localizer(locale: locale)
        let problem = describe(text)
        guard let file, !isFileProblem else { return problem }
        return text.format("error.menu.inFile", NameText.visible(file), problem)
    }

    /// The problem itself, without the file it is in.
    private func describe(_ text: Localizer) -> String {
        let path = NameText.visible(file ?? "")
        switch reason {
        case .malformed(let problem):
            return text.format("error.menu.malformed", problem.message(text))
        case .malformedText(let detail):
            return text.format("error.menu.malformed", NameText.visible(detail))
        case .emptyMenu:
            return text.string("error.menu.empty")
        case .missingIdentifier:
            return text.string("error.menu.missingIdentifier")
        case .emptyRecipe(let juice):
            return text.format("error.menu.emptyRecipe", NameText.visible(juice))
        case .unknownFruit(let fruit, let juice):
            return text.format(
                "error.menu.unknownFruit", NameText.visible(fruit), NameText.visible(juice),
                Fruit.fileKeys(text))
        case .duplicateFruit(let fruit, let spellings, let juice):
            return text.format(
                "error.menu.duplicateFruit", NameText.visible(juice), fruit.typed(text),
                spellings.map { "“\(NameText.visible($0))”" }.joined(separator: ", "))
        case .invalidAmount(let amount, let fruit, let juice):
            return text.format(
                "error.menu.invalidAmount", NameText.visible(juice), fruit.typed(text),
                NameText.visible(amount),
                text.number(1), text.number(Int.max))
        case .duplicateName(let name, let juices):
            return text.format(
                "error.menu.duplicateName", juices.map(NameText.visible).joined(separator: ", "),
                NameText.visible(name))
        case .unknownJuice(let name, let choices, let names):
            let offered =
                text.language == "en" || names.count != choices.count
                ? choices
                : zip(choices, names).map { id, names in names[text.language] ?? names["en"] ?? id }
            return text.format(
                "error.menu.unknownJuice", NameText.visible(name),
                offered.map(NameText.visible).joined(separator: ", "))
        case .invalidName(let name):
            return text.format("error.menu.invalidName", NameText.visible(name))
        case .fileNotFound:
            return text.format("error.menu.fileNotFound", path)
        case .fileIsDirectory:
            return text.format("error.menu.fileIsDirectory", path)
        case .fileUnreadable(.system(let why, _)):
            return text.format("error.menu.fileUnreadable.system", path, why.sentence(text))
        case .fileUnreadable(.text(let reason)):
            return text.format("error.menu.fileUnreadable", path, NameText.visible(reason))
        }
    }
}

extension MenuError: LocalizedError {
    /// The message in the current locale.
    public var errorDescription: String? { message() }
}
