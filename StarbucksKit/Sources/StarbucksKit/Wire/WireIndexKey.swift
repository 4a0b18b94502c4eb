/// The position of an element in a list, as a coding path step (`products[2]`).
struct WireIndexKey: CodingKey {
    let intValue: Int?
    let stringValue: String

    init(_ index: Int) {
        intValue = index
        stringValue = "Index \(index)"
    }

    init?(intValue: Int) {
        self.init(intValue)
    }

    init?(stringValue: String) {
        return nil
    }
}
