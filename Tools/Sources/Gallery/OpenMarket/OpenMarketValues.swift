import Foundation
import OpenMarketKit
import ToolSupport

extension OpenMarketState {
    /// The page of the screen the model shows.
    func screen() -> Screen {
        switch list.destination {
        case .detail(let detail)?:
            return Screen(
                template: "open-market-detail", title: detail.title.isEmpty ? list.title : detail.title,
                live: ["open-market-product"], modal: detail.destination != nil
            ) { [self] in detailValues(detail) }
        case .register(let form)?:
            return Screen(template: "open-market", title: form.title, live: ["open-market-rows"], modal: true)
            {
                [self] in
                var values = listValues()
                values.form = formValues(form, product: nil)
                return values
            }
        case nil:
            return Screen(template: "open-market", title: list.title, live: ["open-market-rows"]) { [self] in
                listValues()
            }
        }
    }

    /// The page of a product the market does not have (or a URL naming none).
    func notFound() -> Screen {
        let message = language.text(.noSuchProductMessage)
        let back = OpenMarketMissingValues.Back(href: OpenMarketRoute.list.path, title: list.title)
        return Screen(
            template: "open-market-missing", title: language.text(.noSuchProduct),
            status: .notFound
        ) { OpenMarketMissingValues(message: message, back: back) }
    }

    /// The vendor the gallery sells as, in a sentence.
    private var sellerText: String {
        let identifier = connection.vendorIdentifier
        if let name = connection.vendorName {
            return language.text(.sellingLocally, ["name": "\(name)", "identifier": "\(identifier)"])
        }
        let server = connection.client.server.baseURL.absoluteString
        // Another server: the vendor's name when the products listed say it.
        if let name = list.vendorName {
            return language.text(.sellingNamedOn, ["name": name, "identifier": identifier, "server": server])
        }
        return language.text(.sellingOn, ["identifier": identifier, "server": server])
    }

    /// The gallery's own Open Market server, in a line a person can copy into a terminal;
    /// `nil` when the market is another server (`OPEN_MARKET_SERVER`).
    private var serverText: String? {
        guard connection.isLocal else { return nil }
        let address = connection.client.server.baseURL.absoluteString
        return language.text(.galleryServer, ["address": "\(address)"])
    }

    /// The list's values: the layout switch, the rows, the states, the next page.
    func listValues() -> OpenMarketListValues {
        let layout = list.layout
        return OpenMarketListValues(
            seller: sellerText, grid: layout == .grid,
            layouts: ProductListLayout.allCases.map {
                .init(title: list.title(of: $0), current: $0 == layout)
            },
            toggleLabel: list.layoutToggleAccessibilityLabel, add: list.addProductAccessibilityLabel,
            refresh: language.text(.refresh), loading: list.showsSpinner,
            loadingText: language.text(.loadingProducts),
            refreshing: list.phase == .refreshing,
            refreshingText: language.text(.refreshing),
            rows: list.rows.map { row in
                let summary = row.summary
                let id = String(row.id)
                return .init(
                    id: row.id, url: OpenMarketRoute.product(id).path, name: summary.name,
                    price: summary.priceText, stock: summary.stockText,
                    nameLang: language.tag(of: summary.name),
                    soldOut: summary.isSoldOut, label: row.accessibilityLabel,
                    hint: row.accessibilityHint, pictureLabel: row.pictureAccessibilityLabel,
                    picture: OpenMarketRoute.picture(id, index: "thumbnail").path,
                    bargain: summary.bargainPriceText)
            },
            hasMore: list.phase == .loaded && list.hasMorePages && list.pagingFailure == nil,
            more: language.text(.more), empty: list.emptyText, server: serverText,
            loadingMore: list.isLoadingNextPage ? language.text(.loadingMore) : nil,
            failure: (list.phase.failure ?? list.pagingFailure).map(OpenMarketFailure.init))
    }

    /// The detail's values: the product, its pictures, Edit and Delete, and what is over it.
    func detailValues(_ detail: ProductDetailScreenModel) -> OpenMarketDetailValues {
        let id = String(detail.productID)
        var values = OpenMarketDetailValues(
            urls: .init(id),
            labels: .init(
                price: language.text(.priceLabel), discount: language.text(.discountLabel),
                stock: language.text(.stockLabel), seller: language.text(.sellerLabel),
                registered: language.text(.registeredLabel), updated: language.text(.updatedLabel)),
            back: .init(href: OpenMarketRoute.list.path, title: list.title), loading: detail.phase.isLoading,
            loadingText: language.text(.loading), refreshing: detail.phase == .refreshing,
            refresh: language.text(.refresh),
            canChange: detail.canChange, edit: detail.editTitle,
            delete: detail.deleteTitle, seller: detail.sellerText,
            failure: (detail.phase.failure ?? detail.refreshFailure).map(OpenMarketFailure.init))
        values.product = detail.presentation.map { shown in
            .init(
                name: shown.summary.name, price: shown.summary.priceText, stock: shown.summary.stockText,
                soldOut: shown.summary.isSoldOut, label: shown.accessibilityLabel,
                descriptionLines: SafeText.lineValues(shown.description ?? ""), created: shown.createdText,
                // A product never changed shows one date.
                updated: shown.updatedText == shown.createdText ? nil : shown.updatedText,
                pager: pager(detail.pictures, product: detail.productID),
                bargain: shown.summary.bargainPriceText, discount: shown.summary.discountText,
                vendor: shown.vendorName)
        }
        switch detail.deletion {
        case .idle, .deleted: break
        case .deleting: values.deleting = detail.deletingText
        case .failed(let failure):
            values.deleteFailed = OpenMarketFailure(failure)
            values.deleteFailed?.cancel = language.text(.keepIt)
        }
        values.question = detail.destination.deleteConfirmation.map {
            .init(title: $0.title, message: $0.message, confirm: $0.confirmTitle, cancel: $0.cancelTitle)
        }
        values.form = detail.destination.edit.map { formValues($0, product: id) }
        return values
    }

    /// A form's values (the register form's, or the edit form of `product`): its fields with
    /// their messages, its pictures, where it stands.
    func formValues(_ form: ProductFormScreenModel, product: String?) -> OpenMarketForm {
        func field(_ field: ProductFormField, _ value: String, mode: String) -> OpenMarketForm.Field {
            .init(
                id: "om-\(field.rawValue)", name: field.rawValue, label: form.label(for: field), value: value,
                inputmode: mode, message: form.message(for: field))
        }
        let refusal = uploadNotice(of: form)
        // The upload's own refusals name each picture (the kit's message is among them then).
        let pictureMessages = [refusal ?? form.pictureMessage ?? form.message(for: .pictures)].compactMap {
            $0
        }
        var values = OpenMarketForm(
            urls: .init(
                save: product.map { OpenMarketRoute.saveEdit($0).path } ?? OpenMarketRoute.register.path,
                retry: product.map { OpenMarketRoute.retryEdit($0).path }
                    ?? OpenMarketRoute.retryRegister.path,
                cancel: product.map { OpenMarketRoute.cancelEdit($0).path }
                    ?? OpenMarketRoute.cancelRegister.path),
            title: form.title, register: form.mode == .register, submit: form.submitTitle,
            formID: identity(of: form),
            cancel: language.text(.cancel), formLoading: form.phase.isLoading,
            loadingText: language.text(.loading),
            fields: [
                field(.name, form.name, mode: "text"), field(.price, form.price, mode: "decimal"),
                field(.discountedPrice, form.discountedPrice, mode: "decimal"),
                field(.stock, form.stock, mode: "numeric"),
            ],
            currency: .init(
                id: "om-currency", label: form.label(for: .currency),
                options: Self.currencies.map { .init(code: $0, selected: form.currency.code == $0) }),
            currencyMessage: form.message(for: .currency),
            description: .init(
                id: "om-description", label: form.label(for: .description),
                lines: SafeText.lineValues(form.description), message: form.message(for: .description)),
            picturesLabel: form.label(for: .pictures),
            pictureHint: language.text(.pictureHint),
            remove: language.text(.remove), choosePictures: language.text(.choosePictures),
            removeChosen: language.text(.removeChosen, ["name": "{name}"]), canAddPicture: form.canAddPicture,
            pictures: form.pictures.map { picture in
                .init(
                    id: picture.id, label: picture.accessibilityLabel,
                    src: OpenMarketRoute.newPicture(String(picture.id)).path,
                    removeLabel: language.text(.removePicture, ["picture": "\(picture.accessibilityLabel)"]))
            },
            pictureMessage: pictureMessages.isEmpty ? nil : pictureMessages.joined(separator: " "),
            formFailure: form.phase.failure.map(OpenMarketFailure.init))
        if case .edit(let id) = form.mode {
            values.currentPictures = Self.pictureValues(form.currentPictures, product: String(id))
        }
        switch form.submission {
        case .editing, .submitted: break
        case .submitting: values.submitting = language.text(.sending)
        case .failed(let failure): values.submitFailed = submitFailure(failure)
        }
        return values
    }

    /// A refused send's values, in words for a person in a browser where the kit's would speak
    /// to a program: a product deleted elsewhere, a form that registered its product already.
    private func submitFailure(_ failure: ScreenFailure) -> OpenMarketFailure {
        var values = OpenMarketFailure(failure)
        if Self.isGone(failure) {
            values.message = language.text(.productGone)
            values.retryable = false
            values.goneBack = .init(href: OpenMarketRoute.list.path, title: list.title)
        } else if (failure.error as? OpenMarketError)?.isIdempotencyKeyReused == true {
            values.message = language.text(.alreadyRegistered)
            values.retryable = false
        }
        return values
    }

    /// The detail's picture pager: the picture shown, "Picture 2 of 3" and the links to the
    /// previous and the next one (none past either end); `nil` without pictures.
    private func pager(_ pictures: [ProductPicture], product: Int) -> OpenMarketPager? {
        let all = Self.pictureValues(pictures, product: String(product))
        guard !all.isEmpty else { return nil }
        let index = min(max(shownPicture[product] ?? 0, 0), all.count - 1)
        func link(_ index: Int) -> String? {
            all.indices.contains(index)
                ? OpenMarketRoute.product(String(product)).path + "?picture=\(index + 1)" : nil
        }
        return OpenMarketPager(
            label: language.text(.pictures), picture: all[index],
            position: all.count > 1
                ? language.text(.pictureOf, ["n": "\(index + 1)", "count": "\(all.count)"]) : nil,
            previous: link(index - 1), next: link(index + 1), previousLabel: language.text(.previousPicture),
            nextLabel: language.text(.nextPicture))
    }

    /// The pictures' values: each one's label, and its URL once it arrived.
    private static func pictureValues(_ pictures: [ProductPicture], product: String) -> [OpenMarketPicture] {
        pictures.enumerated().map { index, picture in
            var src: String?
            if case .loaded = picture.state {
                src = OpenMarketRoute.picture(product, index: String(index)).path
            }
            return OpenMarketPicture(
                label: picture.accessibilityLabel, failed: picture.state == .failed, src: src)
        }
    }
}

extension ScreenFailure: KitFailure {}

/// A failure an Open Market page shows: its heading, message and retry button.
struct OpenMarketFailure: Encodable {
    struct Back: Encodable { let href, title: String }
    let heading: String?
    var message: String
    let retry: String
    var retryable: Bool
    var cancel: String?
    var goneBack: Back?

    init(_ failure: ScreenFailure) {
        heading = failure.title
        message = failure.message
        retry = failure.retryTitle
        retryable = failure.isRetryable
    }
}

/// The detail's picture pager (see `OpenMarketState.pager`).
struct OpenMarketPager: Encodable {
    let label: String
    let picture: OpenMarketPicture
    let position, previous, next: String?
    let previousLabel, nextLabel: String
}

/// A product's picture: its label, and its URL once it arrived.
struct OpenMarketPicture: Encodable {
    let label: String
    let failed: Bool
    let src: String?
}

/// The list's page (`open-market.mustache`, `open-market-rows.mustache`).
struct OpenMarketListValues: PageValues {
    struct Layout: Encodable {
        let title: String
        let current: Bool
    }
    struct Row: Encodable {
        let id: Int
        let url, name, price, stock: String
        /// The name's own language, when it is not the page's.
        let nameLang: String?
        let soldOut: Bool
        let label, hint, pictureLabel, picture: String
        let bargain: String?
    }
    struct URLs: Encodable { let layout, refresh, add, retry, more: String }
    var page: PageChrome?
    let seller: String
    let grid: Bool
    let layouts: [Layout]
    let toggleLabel, add, refresh: String
    let loading: Bool
    let loadingText: String
    let refreshing: Bool
    let refreshingText: String
    let rows: [Row]
    let hasMore: Bool
    let more: String
    let empty, server, loadingMore: String?
    let failure: OpenMarketFailure?
    var form: OpenMarketForm?
    var isPending: Bool { loading || refreshing || loadingMore != nil }
    let urls = URLs(
        layout: OpenMarketRoute.layout.path, refresh: OpenMarketRoute.refresh.path,
        add: OpenMarketRoute.add.path,
        retry: OpenMarketRoute.retry.path, more: OpenMarketRoute.more.path)
}

/// The detail's page (`open-market-detail.mustache`, `open-market-product.mustache`).
struct OpenMarketDetailValues: PageValues {
    struct URLs: Encodable {
        let retry, refresh, edit, delete, confirmDelete, cancelDelete, retryDelete: String

        init(_ id: String) {
            retry = OpenMarketRoute.retryDetail(id).path
            refresh = OpenMarketRoute.refreshDetail(id).path
            edit = OpenMarketRoute.openEdit(id).path
            delete = OpenMarketRoute.askDelete(id).path
            confirmDelete = OpenMarketRoute.confirmDelete(id).path
            cancelDelete = OpenMarketRoute.cancelDelete(id).path
            retryDelete = OpenMarketRoute.retryDelete(id).path
        }
    }
    struct Product: Encodable {
        let name, price, stock: String
        let soldOut: Bool
        let label: String
        let descriptionLines: [SafeText.Line]
        let created: String
        let updated: String?
        let pager: OpenMarketPager?
        let bargain, discount, vendor: String?
    }
    struct Question: Encodable { let title, message, confirm, cancel: String }
    /// What the detail's facts are called.
    struct Labels: Encodable {
        let price, discount, stock, seller, registered, updated: String
    }
    var page: PageChrome?
    let urls: URLs
    let labels: Labels
    let back: OpenMarketMissingValues.Back
    let loading: Bool
    let loadingText: String
    let refreshing: Bool
    let refresh: String
    let canChange: Bool
    let edit, delete: String
    /// Who sells the product, when it is another vendor's (no edit or delete then).
    let seller: String?
    let failure: OpenMarketFailure?
    var product: Product?
    var deleting: String?
    var deleteFailed: OpenMarketFailure?
    var question: Question?
    var form: OpenMarketForm?
}

/// The register or edit form (`open-market-form.mustache`).
struct OpenMarketForm: Encodable {
    struct URLs: Encodable { let save, retry, cancel: String }
    struct Field: Encodable {
        let id, name, label, value, inputmode: String
        let message: String?
    }
    struct Currency: Encodable {
        struct Option: Encodable {
            let code: String
            let selected: Bool
        }
        let id, label: String
        let options: [Option]
    }
    struct Description: Encodable {
        let id, label: String
        let lines: [SafeText.Line]
        let message: String?
    }
    struct Picture: Encodable {
        let id: Int
        let label, src, removeLabel: String
    }
    let urls: URLs
    let title: String
    let register: Bool
    let submit, formID, cancel: String
    let formLoading: Bool
    let loadingText: String
    let fields: [Field]
    let currency: Currency
    let currencyMessage: String?
    let description: Description
    let picturesLabel, pictureHint, remove, choosePictures, removeChosen: String
    let canAddPicture: Bool
    let pictures: [Picture]
    let pictureMessage: String?
    let formFailure: OpenMarketFailure?
    var currentPictures: [OpenMarketPicture] = []
    var submitting: String?
    var submitFailed: OpenMarketFailure?
}
