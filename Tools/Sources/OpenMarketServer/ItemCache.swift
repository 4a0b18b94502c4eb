import Foundation

/// Page items made before, by product id: an item is reused while its product is unchanged (the
/// same `revision`, which every change moves on) and the vendors are as they were read, so a page
/// reads from the database only the products that changed since it was last shown.
///
/// Bounded: past ``capacity`` items it starts again empty.
final class ItemCache: Sendable {
    /// The most items kept.
    let capacity: Int
    private let entries = LockedValue([Int: Entry]())

    private struct Entry: Sendable {
        let revision: Int64
        let vendors: Int
        let item: ProductItemBody
    }

    /// An empty cache keeping at most `capacity` items.
    init(capacity: Int = 20_000) {
        self.capacity = capacity
    }

    /// The item of product `id` made at its revision `revision`, with vendors version `vendors`;
    /// `nil` when there is none.
    func item(id: Int, revision: Int64, vendors: Int) -> ProductItemBody? {
        guard let entry = entries.update({ $0[id] }), entry.revision == revision, entry.vendors == vendors
        else {
            return nil
        }
        return entry.item
    }

    /// Keeps `item` for product `id`.
    func store(_ item: ProductItemBody, id: Int, revision: Int64, vendors: Int) {
        entries.update { entries in
            if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
            entries[id] = Entry(revision: revision, vendors: vendors, item: item)
        }
    }
}
