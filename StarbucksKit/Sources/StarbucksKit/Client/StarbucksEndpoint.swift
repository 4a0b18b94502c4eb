import Foundation

/// The services the kit talks to: four endpoints that answer JSON, and image downloads.
public enum StarbucksEndpoint: String, Hashable, Sendable, Codable, CaseIterable {
    /// The launch event popup (`GET …/starbuckst-loading.json`).
    case eventPopup
    /// The home document (`GET …/starbuckst`).
    case home
    /// One product's details (`POST …/menu/productViewAjax.do`, `product_cd=`).
    case productInfo
    /// One product's picture (`POST …/menu/productFileAjax.do`, `PRODUCT_CD=`).
    case productImage
    /// The running events (`POST …/whats_new/getIngList.do`, `MENU_CD=all`).
    case whatsNew
    /// An image file (`GET` of an image address from another answer).
    case image
}
