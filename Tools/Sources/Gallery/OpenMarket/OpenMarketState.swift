import Foundation
import OpenMarketKit
import ToolSupport

/// One session's Open Market: its list model (and what it leads to), in the page's language.
@MainActor
final class OpenMarketState: SessionState {
    /// The product list, the first screen.
    let list: ProductListScreenModel
    /// The market.
    let connection: MarketConnection
    /// The page's locale, for a detail opened on its own.
    private var locale: Locale
    /// The gallery's own words, in the page's language.
    var language: Language { Language(locale) }
    /// A detail opened for a product the list did not show changed the market: the list reads
    /// page 1 again when it is shown next.
    private var listIsStale = false

    /// The identity of the form on screen (an edit's; a registration's is its
    /// ``ProductFormScreenModel/registrationKey``), which its page sends back.
    private var shownForm: FormNote?
    /// The sends under way, by their form's identity: a second send of the same form waits for
    /// the first's answer instead of sending again.
    private var sending: [String: Task<Void, Never>] = [:]
    /// The product each form sent made or saved, by the form's identity (the latest 64), with
    /// the fields that send carried (``sentFields(_:)``).
    private var sent: [(identity: String, product: Int, fields: [String: String])] = []
    /// The picture each product's pager shows (from 0), by product: what its page last asked for
    /// (`?picture=<n>`, from 1), kept for the live updates, whose requests ask for none.
    var shownPicture: [Int: Int] = [:]
    /// What the last upload of the register form refused, said on that form.
    private var uploadNotice: FormNote?
    /// Register forms put aside unsent by another page of the session (a second tab's "+", the
    /// list or a product shown meanwhile), the latest two: sent from their own page, they come
    /// back with their pictures instead of as an empty form.
    private var setAside: [ProductFormScreenModel] = []

    /// A few words about one form, forgotten with the form (a closed form's pictures are never
    /// held by its note).
    private struct FormNote {
        /// The form.
        weak var form: ProductFormScreenModel?
        /// The words: its identity, or what its upload refused.
        let text: String
    }

    init(connection: MarketConnection, locale: Locale, itemsPerPage: Int) {
        self.connection = connection
        self.locale = locale
        self.list = ProductListScreenModel(
            client: connection.client, itemsPerPage: itemsPerPage, images: connection.images, locale: locale)
    }

    func close() {
        list.destination = nil
    }

    func follow(_ locale: Locale) {
        self.locale = locale
        list.locale = locale
    }

    // MARK: Bringing the model to a URL

    /// Shows the list alone; read again when a product changed since, or when `reload` is a
    /// reload of the page (see ``ScreenRequest/reload``).
    func showList(reload: ScreenRequest? = nil) async {
        setAsideRegisterForm()
        list.destination = nil
        if let reload, reload.reload, list.phase == .loaded {
            listIsStale = false
            await reload.load { await self.list.refresh() }
        } else if listIsStale {
            listIsStale = false
            await list.refresh()
        }
    }

    /// Shows the register form (opening it if need be), ready. A page's form sent with another
    /// `identity` than the form open (the page of a form closed since, shown again by Back) opens
    /// a form of that identity: every registration it makes carries it as its idempotency key.
    @discardableResult
    func showRegister(identity: String? = nil) async -> ProductFormScreenModel {
        let open = list.destination.register
        if open == nil || (identity != nil && open?.registrationKey != identity) {
            setAsideRegisterForm()
            if let identity, let kept = setAside.firstIndex(where: { $0.registrationKey == identity }) {
                list.destination = .register(setAside.remove(at: kept))
            } else {
                list.addProduct(registrationKey: identity ?? Self.newFormIdentity())
            }
        }
        guard let form = list.destination.register else {
            preconditionFailure("addProduct() always shows the form")
        }
        await form.load()
        return form
    }

    /// The "+" button: a new register form, the one open put aside (``setAside``).
    func addProduct() {
        setAsideRegisterForm()
        list.addProduct()
    }

    /// Puts the open register form aside, unless it made its product (``setAside``).
    private func setAsideRegisterForm() {
        guard let form = list.destination.register, let key = form.registrationKey, !wasSent(key) else {
            return
        }
        setAside.removeAll { $0 === form }
        setAside.append(form)
        if setAside.count > 2 { setAside.removeFirst() }
    }

    // MARK: Forms sent once

    /// A form identity from a page: the UUID the gallery gave the form; `nil` for anything else.
    nonisolated static func formIdentity(_ text: String?) -> String? {
        guard let text, let uuid = UUID(uuidString: text) else { return nil }
        return uuid.uuidString.lowercased()
    }

    /// A fresh form identity.
    nonisolated static func newFormIdentity() -> String {
        UUID().uuidString.lowercased()
    }

    /// The identity `form`'s page carries: a registration's key, or the one the edit form was
    /// given when first shown.
    func identity(of form: ProductFormScreenModel) -> String {
        if let key = form.registrationKey { return key }
        if let shownForm, shownForm.form === form { return shownForm.text }
        let identity = Self.newFormIdentity()
        shownForm = FormNote(form: form, text: identity)
        return identity
    }

    /// Gives the edit `form` the `identity` its page sent (a form opened again for a page
    /// shown again by Back).
    func identify(_ form: ProductFormScreenModel, as identity: String?) {
        guard let identity, form.registrationKey == nil else { return }
        shownForm = FormNote(form: form, text: identity)
    }

    /// Whether the form `identity` names made or saved a product.
    func wasSent(_ identity: String) -> Bool {
        sent.contains { $0.identity == identity }
    }

    /// The answer to a form sent again (a double click, Back then send, a second tab): once the
    /// send of the same form under way has answered, the screen the model shows then; for a
    /// registration that made its product already with the same `fields`, that product's page
    /// (never a second one). `nil` when the form is to be handled as it is: an edit saved before
    /// may change more, and a registration with other fields (a second tab's form, typed apart) is
    /// sent, for the market to refuse its reused key and the form to say it was not registered.
    func answerToRepeat(
        of identity: String?, fields: [String: String] = [:], saving: Bool = false
    ) async -> OpenMarketRoute? {
        guard let identity else { return nil }
        if let running = sending[identity] {
            await running.value
            return route
        }
        guard !saving, let made = sent.last(where: { $0.identity == identity }), made.fields == fields
        else { return nil }
        return .product(String(made.product))
    }

    /// The product fields a form's values carry, cleaned as ``apply(_:to:)`` takes them: what
    /// tells a registration sent again from another one under the same identity.
    nonisolated static func sentFields(_ values: [String: String]) -> [String: String] {
        var fields: [String: String] = [:]
        for field in ["name", "price", "discountedPrice", "stock", "currency"] {
            fields[field] = values[field].map(SafeText.clean)
        }
        fields["description"] = values["description"].map(SafeText.cleanLines)
        return fields
    }

    /// Registers what the register form's upload sent (``OpenMarketRoute/register``), or removes
    /// one of its pictures.
    func register(_ request: ScreenRequest) async -> OpenMarketRoute {
        let identity = Self.formIdentity(request.form["form"])
        let fields = Self.sentFields(request.form)
        if let answer = await answerToRepeat(of: identity, fields: fields) { return answer }
        let form = await showRegister(identity: identity)
        apply(request.form, to: form)
        // Every picture refused (a sixth, one too large, the form over its limit) holds the
        // registration, so the page says why before anything is sent.
        var refused = !refuse(request.refusals)
        // Each picture refused is named (the kit says only the last one's reason, and a picture
        // added after it takes that away).
        var named: [String] = []
        for file in request.files where file.field == "pictures" {
            let name = Self.fileName(file.filename)
            if !form.addPicture(file.data, filename: name) {
                refused = true
                let reason = form.pictureMessage ?? ""
                named.append(language.text(.pictureRefused, ["name": name, "reason": reason]))
            }
        }
        if !named.isEmpty {
            let said = [uploadNotice(of: form)].compactMap { $0 } + named
            uploadNotice = FormNote(form: form, text: said.joined(separator: " "))
        }
        let action = request.form["action"] ?? "register"
        if action.hasPrefix("remove-"), let id = Int(action.dropFirst("remove-".count)) {
            form.removePicture(id: id)
        } else if action == "register", !refused {
            await send(form, identity: identity, fields: fields)
        }
        return route
    }

    /// Saves what the edit form of product `id` sent (``OpenMarketRoute/saveEdit(_:)``).
    func saveEdit(_ id: String, _ values: [String: String]) async -> OpenMarketRoute {
        let identity = Self.formIdentity(values["form"])
        if let answer = await answerToRepeat(of: identity, saving: true) { return answer }
        guard let detail = await showDetail(id) else { return .product(id) }
        let reopened = detail.destination.edit == nil
        if reopened { detail.edit() }
        guard let form = detail.destination.edit else { return route }
        await form.load()
        identify(form, as: identity)
        apply(values, to: form)
        await send(form, identity: identity)
        if reopened, identity.map(wasSent) == true, form.submission == .editing,
            !ProductFormField.allCases.contains(where: { form.message(for: $0) != nil })
        {
            // A saved form sent again unchanged (Back, then Save): nothing to save; the product
            // shows, as after the first save.
            detail.destination = nil
        }
        return route
    }

    /// Sends `form` (registers, or saves the changes), as the form `identity` names when there
    /// is one: a second send of it meanwhile waits for this one (``answerToRepeat(of:fields:saving:)``),
    /// and the product it makes is noted with the `fields` it carried.
    func send(_ form: ProductFormScreenModel, identity: String?, fields: [String: String] = [:]) async {
        guard let identity else {
            await form.submit()
            return
        }
        let running = Task { @MainActor in _ = await form.submit() }
        sending[identity] = running
        await running.value
        sending[identity] = nil
        if let product = form.result?.id {
            sent.removeAll { $0.identity == identity }
            sent.append((identity, product, fields))
            if sent.count > 64 { sent.removeFirst(sent.count - 64) }
        }
    }

    /// Says on the register form what the last upload refused (a picture too large, the form
    /// over its limit); `true` when it refused nothing.
    func refuse(_ refusals: UploadRefusals) -> Bool {
        guard let form = list.destination.register else { return refusals.isEmpty }
        let limit = OpenMarketRoute.uploadLimits
        var lines: [String] = refusals.files.map { file in
            let name = Self.fileName(file.filename)
            let size = Self.kilobytes(file.bytes).formatted(.number.locale(locale))
            return language.text(
                .pictureTooLarge, ["name": "\(name)", "size": size, "limit": "\(limit.file / 1_024)"])
        }
        if let body = refusals.bodyLimit {
            let megabytes = body / (1_024 * 1_024)
            lines.append(
                language.text(
                    .uploadTooLarge, ["megabytes": "\(megabytes)", "limit": "\(limit.file / 1_024)"]))
        }
        uploadNotice = lines.isEmpty ? nil : FormNote(form: form, text: lines.joined(separator: " "))
        return lines.isEmpty
    }

    /// What the last upload refused, when it was `form`'s.
    func uploadNotice(of form: ProductFormScreenModel) -> String? {
        uploadNotice.flatMap { $0.form === form ? $0.text : nil }
    }

    /// `bytes` in KB, rounded up.
    private nonisolated static func kilobytes(_ bytes: Int) -> Int {
        bytes / 1_024 + (bytes % 1_024 > 0 ? 1 : 0)
    }

    /// Shows the detail of product `text` (kept as it is when shown), loaded; `nil` when the
    /// market has no such product or the text is no product id.
    func showDetail(_ text: String) async -> ProductDetailScreenModel? {
        guard let id = OpenMarketRoute.productNumber(text) else { return nil }
        if let detail = list.destination.detail, detail.productID == id {
            await detail.load()
            return Self.isMissing(detail) ? nil : detail
        }
        setAsideRegisterForm()
        list.destination = nil
        list.open(id)
        // Among the rows the list shows: gone from the market, it goes from the list too.
        let listed = list.destination.detail != nil
        if list.destination.detail == nil {
            // Not among the rows read (a link, a reload): opened on its own.
            let detail = ProductDetailScreenModel(
                productID: id, client: connection.client, images: connection.images, locale: locale)
            detail.onEvent = { [weak self, weak detail] event in
                guard let self else { return }
                self.listIsStale = true
                if case .deleted = event, let detail, self.list.destination.detail === detail {
                    self.list.destination = nil
                }
            }
            list.destination = .detail(detail)
        }
        guard let detail = list.destination.detail else { return nil }
        await detail.load()
        if Self.isMissing(detail) {
            if listed { listIsStale = true }
            list.destination = nil
            return nil
        }
        return detail
    }

    /// Whether the detail failed because the market has no such product: it answered 404, or
    /// 400 for an id it refuses (one it never gives): both are "no such product" to a person.
    private static func isMissing(_ detail: ProductDetailScreenModel) -> Bool {
        guard let error = detail.phase.failure?.error as? OpenMarketError else { return false }
        return error.kind == .httpStatus && (error.status == 404 || error.status == 400)
    }

    /// Whether a failure says the product is no longer in the market (an edit saved after it was
    /// deleted elsewhere).
    static func isGone(_ failure: ScreenFailure) -> Bool {
        guard let error = failure.error as? OpenMarketError else { return false }
        return error.kind == .httpStatus && error.status == 404
    }

    /// The answer to a GET of a product's `route` (`part`: `edit`, `delete`, or `nil` for the
    /// detail alone). A reload of the detail (`reload`, see ``ScreenRequest/reload``) reads the
    /// product again: one deleted elsewhere meanwhile is then gone from its page too.
    func answer(_ route: OpenMarketRoute, id: String, part: String?, reload: ScreenRequest? = nil) async
        -> ScreenAnswer
    {
        let shown = list.destination.detail.map { String($0.productID) == id && $0.phase == .loaded } ?? false
        guard let detail = await showDetail(id) else { return .show(notFound()) }
        switch part {
        case "edit":
            if detail.destination.edit == nil { detail.edit() }
            await detail.destination.edit?.load()
        case "delete":
            if detail.destination.deleteConfirmation == nil { detail.requestDelete() }
        default:
            detail.destination = nil
            if shown, let reload, reload.reload {
                await reload.load { await detail.refresh() }
                if let failure = detail.refreshFailure, Self.isGone(failure) {
                    listIsStale = true
                    list.destination = nil
                    return .show(notFound())
                }
            }
        }
        return self.route == route ? .show(screen()) : .redirect(to: self.route)
    }

    /// The route of the screen the model shows now.
    var route: OpenMarketRoute {
        switch list.destination {
        case nil: return .list
        case .register?: return .new
        case .detail(let detail)?:
            let id = String(detail.productID)
            switch detail.destination {
            case .edit?: return .edit(id)
            case .deleteConfirmation?: return .delete(id)
            case nil: return .product(id)
            }
        }
    }

    // MARK: Forms

    /// Sets the form's fields from what the browser sent (a field it did not send stays). The
    /// edit form also sends each field as the page showed it (`shown-<field>`): a field the person
    /// left alone is not taken, so a change made elsewhere after the page was drawn (another
    /// tab, the CLI), which the form read when it opened again, is not put back.
    func apply(_ values: [String: String], to form: ProductFormScreenModel) {
        /// The field's value when the person changed it on the page.
        func typed(_ field: String, lines: Bool = false) -> String? {
            guard let value = values[field] else { return nil }
            func clean(_ text: String) -> String { lines ? SafeText.cleanLines(text) : SafeText.clean(text) }
            if let shown = values["shown-" + field], clean(shown) == clean(value) { return nil }
            return clean(value)
        }
        if let name = typed("name"), name != form.name { form.name = name }
        if let price = typed("price"), price != form.price { form.price = price }
        if let discount = typed("discountedPrice"), discount != form.discountedPrice {
            form.discountedPrice = discount
        }
        if let stock = typed("stock"), stock != form.stock { form.stock = stock }
        // A code the form does not offer (a forged form) goes to the kit, which refuses it with
        // its own message rather than sending the product in another currency.
        if let code = typed("currency"), code != form.currency.code { form.currency = Currency(code: code) }
        if let text = typed("description", lines: true), text != form.description { form.description = text }
    }

    /// The currencies the form offers.
    nonisolated static let currencies = ["KRW", "USD"]

    /// A file name from the browser, as a name only (never a path), at most 100 characters.
    nonisolated static func fileName(_ name: String) -> String {
        let last = name.split(whereSeparator: { $0 == "/" || $0 == "\\" }).last.map(String.init) ?? ""
        let cleaned = String(SafeText.clean(last).prefix(100))
        return cleaned.isEmpty ? "image" : cleaned
    }
}
