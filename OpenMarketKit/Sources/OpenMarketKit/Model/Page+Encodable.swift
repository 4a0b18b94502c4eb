import Foundation

/// A page as JSON data: `pageNumber`, `itemsPerPage`, `totalCount` and `lastPage` (`null` when
/// the server did not say), `hasNext`, `hasPrevious`, and `items`.
extension Page: Encodable where Item: Encodable {
    /// Writes the page's facts and its items.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONKey.self)
        try container.encode(pageNumber, forKey: JSONKey("pageNumber"))
        try container.encode(itemsPerPage, forKey: JSONKey("itemsPerPage"))
        try container.encode(totalCount, forKey: JSONKey("totalCount"))
        try container.encode(lastPage, forKey: JSONKey("lastPage"))
        try container.encode(hasNext, forKey: JSONKey("hasNext"))
        try container.encode(hasPrevious, forKey: JSONKey("hasPrevious"))
        try container.encode(items, forKey: JSONKey("items"))
    }
}
