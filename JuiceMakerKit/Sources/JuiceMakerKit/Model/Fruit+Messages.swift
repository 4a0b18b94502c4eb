extension Fruit {
    /// The fruit as a message asks a person to type it: its identifier in English, its name in
    /// another language (``named(_:)`` accepts both).
    func typed(_ text: Localizer) -> String {
        text.language == "en" ? rawValue : text.string("fruit.\(rawValue)")
    }

    /// The fruits a person may choose from, as a message lists them (see ``typed(_:)``).
    static func choices(_ text: Localizer) -> String {
        allCases.map { $0.typed(text) }.joined(separator: ", ")
    }

    /// The fruit as a menu or inventory file must spell it, its identifier; in another language
    /// than English followed by its name there: `banana(바나나)`.
    func fileKey(_ text: Localizer) -> String {
        text.language == "en" ? rawValue : "\(rawValue)(\(text.string("fruit.\(rawValue)")))"
    }

    /// Every fruit as files spell it (see ``fileKey(_:)``).
    static func fileKeys(_ text: Localizer) -> String {
        allCases.map { $0.fileKey(text) }.joined(separator: ", ")
    }
}
