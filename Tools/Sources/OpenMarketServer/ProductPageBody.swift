/// A page of products with its paging facts. Its keys are written as the generation's encoder
/// spells them (``MarketGeneration/encoder``): snake_case in `marketTraining` (`page_no`),
/// camelCase in `openMarket` (`pageNo`); its items' keys are the same in both.
struct ProductPageBody: Encodable, Sendable {
    var pageNo: Int
    var itemsPerPage: Int
    var totalCount: Int
    var offset: Int
    var limit: Int
    var lastPage: Int
    var hasNext: Bool
    var hasPrev: Bool
    var pages: [ProductItemBody]

    /// Page `number` of pages of `size`, holding `items`, in a listing of `totalCount` products
    /// whose last page is `lastPage`.
    init(number: Int, size: Int, totalCount: Int, lastPage: Int, items: [ProductItemBody]) {
        pageNo = number
        itemsPerPage = size
        self.totalCount = totalCount
        offset = (number - 1) * size
        limit = size
        self.lastPage = lastPage
        hasNext = number < lastPage
        hasPrev = number > 1
        pages = items
    }
}
