import Foundation

extension Fruit {
    /// The fruit a person means by `name`: its identifier, its name in any shipped language
    /// or its emoji, in any case.
    ///
    /// - Throws: ``StockError/unknownFruit(_:)`` listing the fruits.
    public static func named(_ name: String) throws(StockError) -> Fruit {
        let key = Menu.normalize(name)
        if let fruit = allCases.first(where: { fruit in
            fruit.rawValue == key || fruit.emoji == name.trimmingCharacters(in: .whitespaces)
                || Localizer.translations(of: "fruit.\(fruit.rawValue)").values.contains {
                    Menu.normalize($0) == key
                }
        }) {
            return fruit
        }
        throw .unknownFruit(name)
    }
}
