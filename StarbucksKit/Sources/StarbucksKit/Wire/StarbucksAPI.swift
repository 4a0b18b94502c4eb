import Foundation

/// The five endpoints, as request values.
enum StarbucksAPI {
    /// Path of the launch event popup on the class's static host.
    static let eventPopupPath = "jk/boostcamp/starbuckst-loading.json"
    /// Path of the home document on the class's API host.
    static let homePath = "starbuckst"
    /// Path of a product's details on Starbucks' site.
    static let productInfoPath = "menu/productViewAjax.do"
    /// Path of a product's pictures on Starbucks' site.
    static let productImagePath = "menu/productFileAjax.do"
    /// Path of the running events on Starbucks' site.
    static let whatsNewPath = "whats_new/getIngList.do"

    /// `GET https://public.codesquad.kr/jk/boostcamp/starbuckst-loading.json`.
    static func eventPopup(_ servers: StarbucksServers) -> StarbucksRequest<WireEventPopup> {
        StarbucksRequest(
            endpoint: .eventPopup, method: .get, url: servers.eventPopupBase.appending(path: eventPopupPath),
            form: [])
    }

    /// `GET https://api.codesquad.kr/starbuckst`.
    static func home(_ servers: StarbucksServers) -> StarbucksRequest<WireHome> {
        StarbucksRequest(
            endpoint: .home, method: .get, url: servers.homeBase.appending(path: homePath), form: [])
    }

    /// `POST …/menu/productViewAjax.do` with `product_cd=<code>` (lower-case key).
    static func productInfo(_ code: ProductCode, _ servers: StarbucksServers) -> StarbucksRequest<
        WireProductInfo
    > {
        StarbucksRequest(
            endpoint: .productInfo, method: .post,
            url: servers.starbucksBase.appending(path: productInfoPath),
            form: [FormField(name: "product_cd", value: code.rawValue)])
    }

    /// `POST …/menu/productFileAjax.do` with `PRODUCT_CD=<code>` (upper-case key).
    static func productImage(_ code: ProductCode, _ servers: StarbucksServers) -> StarbucksRequest<
        WireProductFiles
    > {
        StarbucksRequest(
            endpoint: .productImage, method: .post,
            url: servers.starbucksBase.appending(path: productImagePath),
            form: [FormField(name: "PRODUCT_CD", value: code.rawValue)])
    }

    /// `POST …/whats_new/getIngList.do` with `MENU_CD=all`.
    static func whatsNew(_ servers: StarbucksServers) -> StarbucksRequest<WireEventList> {
        StarbucksRequest(
            endpoint: .whatsNew, method: .post, url: servers.starbucksBase.appending(path: whatsNewPath),
            form: [FormField(name: "MENU_CD", value: "all")])
    }
}
