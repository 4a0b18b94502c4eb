import Foundation

/// Why a menu, a menu file, a juice or a juice name was rejected.
///
/// Match on ``kind``; ``isFileProblem`` tells a menu file that could not be read (a missing file,
/// a directory) from one whose contents are wrong:
///
/// ```swift
/// do {
///     let menu = try JuiceMenu(contentsOf: URL(fileURLWithPath: "menu.json"))
///     print(menu.juices.count)
/// } catch let error as JuiceMenuError {
///     print(error.isFileProblem ? "can't read it" : "fix its contents")
///     print(error.message(locale: Locale(identifier: "ko")))
/// }
/// ```
public struct JuiceMenuError: Error, Sendable, Hashable {
    /// The rejection and what it concerns: the only list of this error's cases.
    private enum Reason: Hashable, Sendable {
        case malformed(Account)
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

    /// How a malformed menu is described: by a decoder's account, or by text a caller gave.
    private enum Account: Hashable, Sendable {
        case decoding(DecodingProblem)
        case text(String)
    }

    /// The rejection.
    private let reason: Reason
    /// The menu file the problem is in, when the menu was read from one.
    public let file: String?

    /// An error for `reason`, in `file` if one is known.
    private init(reason: Reason, file: String? = nil) { (self.reason, self.file) = (reason, file) }

    /// What kind of rejection this is: the name of its case.
    public var kind: Kind { Kind(caseName(of: reason)) }

    /// The menu is not JSON of the expected shape; `detail` says where.
    public static func malformed(_ detail: String) -> Self { Self(reason: .malformed(.text(detail))) }

    /// The menu is not JSON of the expected shape, as a decoder reported it.
    static func malformed(_ problem: DecodingProblem) -> Self { Self(reason: .malformed(.decoding(problem))) }

    /// The menu lists no juice.
    public static let emptyMenu = Self(reason: .emptyMenu)

    /// A juice has no identifier.
    public static let missingIdentifier = Self(reason: .missingIdentifier)

    /// The recipe of `juice` uses no fruit.
    public static func emptyRecipe(juice: String) -> Self { Self(reason: .emptyRecipe(juice: juice)) }

    /// The recipe of `juice` names `fruit`, which the kit does not know.
    public static func unknownFruit(_ fruit: String, juice: String) -> Self {
        Self(reason: .unknownFruit(fruit, juice: juice))
    }

    /// The recipe of `juice` names `fruit` more than once, spelled as `spellings`.
    public static func duplicateFruit(_ fruit: Fruit, spellings: [String], juice: String) -> Self {
        Self(reason: .duplicateFruit(fruit, spellings: spellings, juice: juice))
    }

    /// The recipe of `juice` asks for `amount` of `fruit`, less than 1.
    public static func invalidAmount(_ amount: Int, fruit: Fruit, juice: String) -> Self {
        Self(reason: .invalidAmount(String(amount), fruit: fruit, juice: juice))
    }

    /// The recipe of `juice` asks for `amount` (the number as written) of `fruit`, which is not a
    /// whole number from 1 to `Int.max`.
    static func invalidAmount(text amount: String, fruit: Fruit, juice: String) -> Self {
        Self(reason: .invalidAmount(amount, fruit: fruit, juice: juice))
    }

    /// `juices` share the identifier or name `name` (compared as lookup keys).
    public static func duplicateName(_ name: String, juices: [String]) -> Self {
        Self(reason: .duplicateName(name, juices: juices))
    }

    /// No juice on the menu is called `name`; `choices` are the menu's identifiers.
    public static func unknownJuice(_ name: String, choices: [String]) -> Self {
        Self(reason: .unknownJuice(name, choices: choices, names: []))
    }

    /// No juice on the menu is called `name`; `juices` are the menu's juices, which the message
    /// offers by identifier in English and by name in another language.
    public static func unknownJuice(_ name: String, juices: [Juice]) -> Self {
        Self(reason: .unknownJuice(name, choices: juices.map(\.id), names: juices.map(\.names)))
    }

    /// The name or identifier `name` holds control characters.
    public static func invalidName(_ name: String) -> Self { Self(reason: .invalidName(name)) }

    /// No menu file exists at `path`.
    public static func fileNotFound(path: String) -> Self { Self(reason: .fileNotFound, file: path) }

    /// `path` is a directory, not a menu file.
    public static func fileIsDirectory(path: String) -> Self { Self(reason: .fileIsDirectory, file: path) }

    /// The menu file at `path` cannot be read; `reason` says why, and is shown as given.
    public static func fileUnreadable(path: String, reason: String) -> Self {
        Self(reason: .fileUnreadable(reason: .text(reason)), file: path)
    }

    /// The system refused to read the menu file at `path`, for `reason`.
    static func fileUnreadable(path: String, _ reason: SystemReason) -> Self {
        Self(reason: .fileUnreadable(reason: .system(reason, writing: false)), file: path)
    }

    /// The same problem, found in the menu file at `path`.
    func inFile(_ path: String) -> Self { Self(reason: reason, file: path) }

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
    ///
    /// Its key is `error.menu.` followed by ``kind``; ``Kind/emptyMenu`` keeps the key
    /// `error.menu.empty`, and a reason the kit words itself adds `.system`.
    private func describe(_ text: Localizer) -> String {
        let key = "error.menu.\(kind)"
        let path = NameText.visible(file ?? "")
        return switch reason {
        case .malformed(.decoding(let problem)): text.format(key, problem.message(text))
        case .malformed(.text(let detail)): text.format(key, NameText.visible(detail))
        case .emptyMenu: text.string("error.menu.empty")
        case .missingIdentifier: text.string(key)
        case .emptyRecipe(let juice): text.format(key, NameText.visible(juice))
        case .unknownFruit(let fruit, let juice):
            text.format(key, NameText.visible(fruit), NameText.visible(juice), Fruit.fileKeys(text))
        case .duplicateFruit(let fruit, let spellings, let juice):
            text.format(
                key, NameText.visible(juice), fruit.typed(text),
                spellings.map { "“\(NameText.visible($0))”" }.joined(separator: ", "))
        case .invalidAmount(let amount, let fruit, let juice):
            text.format(
                key, NameText.visible(juice), fruit.typed(text), NameText.visible(amount), text.number(1),
                text.number(Int.max))
        case .duplicateName(let name, let juices):
            text.format(key, juices.map(NameText.visible).joined(separator: ", "), NameText.visible(name))
        case .unknownJuice(let name, let choices, let names):
            text.format(
                key, NameText.visible(name.shortenedForMessage()), Self.offered(choices, names: names, text))
        case .invalidName(let name): text.format(key, NameText.visible(name.shortenedForMessage()))
        case .fileNotFound, .fileIsDirectory: text.format(key, path)
        case .fileUnreadable(.system(let why, _)):
            text.format("error.menu.fileUnreadable.system", path, why.sentence(text))
        case .fileUnreadable(.text(let reason)): text.format(key, path, NameText.visible(reason))
        }
    }

    /// The juices an unknown name's message offers, listed: `choices` (identifiers) in English,
    /// their `names` in another language.
    private static func offered(_ choices: [String], names: [[String: String]], _ text: Localizer) -> String {
        let offered =
            text.language == "en" || names.count != choices.count
            ? choices
            : zip(choices, names).map { id, names in names[text.language] ?? names["en"] ?? id }
        return offered.map(NameText.visible).joined(separator: ", ")
    }
}

extension JuiceMenuError {
    /// What kind of rejection a ``JuiceMenuError`` is; compare it with the constants below.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// The kind's name, as in `duplicateFruit`.
        public let description: String

        /// The kind named `name`; a constant below passes its own name.
        fileprivate init(_ name: String = #function) { description = name }

        /// The menu is not JSON of the expected shape; the message says where.
        public static var malformed: Self { Self() }
        /// The menu lists no juice.
        public static var emptyMenu: Self { Self() }
        /// A juice has no identifier.
        public static var missingIdentifier: Self { Self() }
        /// A juice's recipe uses no fruit.
        public static var emptyRecipe: Self { Self() }
        /// A recipe names a fruit the kit does not know.
        public static var unknownFruit: Self { Self() }
        /// A recipe names one fruit twice (`"kiwi"` and `"KIWI"`).
        public static var duplicateFruit: Self { Self() }
        /// A recipe's amount is not a whole number of 1 or more that an `Int` holds.
        public static var invalidAmount: Self { Self() }
        /// Two juices share an identifier or a name.
        public static var duplicateName: Self { Self() }
        /// No juice on the menu has this name.
        public static var unknownJuice: Self { Self() }
        /// A name or an identifier holds control characters.
        public static var invalidName: Self { Self() }
        /// No menu file exists at the path.
        public static var fileNotFound: Self { Self() }
        /// The menu path names a directory, not a file.
        public static var fileIsDirectory: Self { Self() }
        /// The menu file exists but cannot be read.
        public static var fileUnreadable: Self { Self() }
    }
}

extension JuiceMenuError: LocalizedError {
    /// The message in the current locale.
    public var errorDescription: String? { message() }
}
