import Foundation

/// How the top-level keys of a page response are spelled.
enum PageKeyStyle: Sendable, Hashable {
    /// `page_no`, `items_per_page`, `total_count`, … (`marketTraining`).
    case snakeCase
    /// `pageNo`, `itemsPerPage`, `totalCount`, … (`openMarket`).
    case camelCase
}
