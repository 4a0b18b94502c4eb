import Foundation

extension Fruit {
    /// The fruit a person means by `name`: its identifier, its name in any shipped language
    /// or its emoji, in any case.
    ///
    /// The name is cleaned first: zero-width characters and no-break spaces are ignored, white
    /// space is collapsed and the text is compared in Unicode NFC, so `"키위"` typed in decomposed
    /// jamo, or `"\u{200B}kiwi\u{00A0}"` pasted from a web page, still finds the kiwi.
    ///
    /// - Throws: ``StockError`` of kind ``StockError/Kind/unknownFruit`` listing the fruits, or
    ///   ``StockError/Kind/invalidName`` when `name` holds control characters.
    public static func named(_ name: String) throws -> Fruit {
        guard !NameText.containsControl(name) else { throw StockError.invalidName(name) }
        let key = NameText.key(name)
        if let fruit = allCases.first(where: { $0.lookupKeys.contains(key) }) {
            return fruit
        }
        throw StockError.unknownFruit(name)
    }

    /// The fruit whose identifier is `identifier`, in any case and spacing (how menu files name
    /// fruits); `nil` for anything else.
    init?(identifier: String) {
        let key = NameText.key(identifier)
        guard let fruit = Fruit.allCases.first(where: { $0.rawValue == key }) else { return nil }
        self = fruit
    }

    /// Every key the fruit is found by: identifier, emoji and names in every shipped language.
    private var lookupKeys: Set<String> {
        var keys: Set<String> = [rawValue, NameText.key(emoji)]
        for name in Localizer.translations(of: "fruit.\(rawValue)").values {
            keys.insert(NameText.key(name))
        }
        return keys
    }
}
