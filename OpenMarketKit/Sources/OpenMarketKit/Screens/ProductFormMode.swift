/// What the product form does: register a new product, or edit one that exists.
public enum ProductFormMode: Sendable, Hashable {
    /// A new product, with 1 to 5 pictures.
    case register
    /// The product `productID`: its fields are loaded first; its pictures cannot change.
    case edit(productID: Int)
}
