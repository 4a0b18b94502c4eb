import Foundation
import Observation

/// The product form, for registering a product or editing one: fields as text, a live message
/// under each field from ``ProductFormValidator`` as the user types, up to five pictures, and a
/// submit that gives the created or updated product.
///
/// ```swift
/// let form = ProductFormScreenModel(mode: .register, client: client)
/// await form.load()
/// form.name = "Barley tea"
/// print(form.message(for: .name) ?? "fine")  // fine
/// form.description = "Short"
/// print(form.message(for: .description) ?? "fine")  // The description must be 10 to 1000 characters…
/// ```
///
/// A field's message shows once the user has typed in it, and every message after a submit
/// was refused. A registration carries an idempotency key that stays the same while the
/// submitted content does, so a retry after a dropped connection never makes the product twice.
/// A form given a ``registrationKey`` (a web page's form, identified when it was first shown)
/// sends every registration with that key instead, changed or not: the form makes one product at
/// most, however often it is sent.
///
/// An edit shows the product's pictures as they are (``currentPictures``), read-only: the API's
/// edit cannot change a product's images. Its fields start from the product's amounts written
/// with their currency's decimal places (`28.50`, `2000`), and a new price or discount must fit
/// the currency the product keeps (``ProductFormValidator/problems(in:pricedIn:)``): `23.5` for a
/// product in won is refused with the field's message, and nothing is sent. A saved form tells
/// the screen that opened it through ``onEvent`` (``Event/saved(_:)``), which closes the form and
/// shows the product.
@available(iOS 17.0, macOS 14.0, *)
@Observable @MainActor
public final class ProductFormScreenModel: Identifiable {
    /// What the form changed, for the screen that opened it.
    public enum Event: Sendable, Hashable {
        /// The server registered the product, or saved the changes: the product as it answered.
        case saved(ProductDetail)
    }

    /// Where a submit stands.
    public enum Submission: Sendable, Hashable {
        /// Not submitted, or the user is still changing the form.
        case editing
        /// Sent; waiting for the server.
        case submitting
        /// The server made or changed the product.
        case submitted(ProductDetail)
        /// The server refused, or did not answer; ``ProductFormScreenModel/retry()`` sends it again.
        case failed(ScreenFailure)
    }

    /// Register or edit.
    public let mode: ProductFormMode
    /// The idempotency key every registration of this form carries, whatever it sends; `nil`
    /// when the form makes one for each content it sends (see ``init(mode:client:images:retry:locale:registrationKey:)``).
    public let registrationKey: String?
    /// The language of the labels and messages. Setting it re-words the titles, the labels, the
    /// fields' messages, the pictures' labels and messages, and the failures; what was typed, the
    /// pictures and a submit under way stay, and nothing is sent or read again.
    public var locale: Locale {
        didSet { if locale != oldValue { reword() } }
    }
    /// Where the form stands: ``ScreenPhase/loaded`` once it can be filled in (at once for a
    /// registration; after the product arrived for an edit).
    public private(set) var phase: ScreenPhase = .idle
    /// Where the last submit stands.
    public private(set) var submission: Submission = .editing
    /// The pictures, in the order they are sent.
    public private(set) var pictures: [FormPicture] = []
    /// Why the last picture was refused (a sixth one, bytes that are no image); `nil` once one
    /// is accepted or removed.
    public private(set) var pictureMessage: String?
    /// The product's pictures when editing, in the server's order, as the server has them: shown
    /// through the ``ImageCache`` (placeholders until they arrive) and never changed, since the
    /// API's edit cannot change images. Empty when registering.
    public private(set) var currentPictures: [ProductPicture] = []

    /// Called on the main actor after each change this screen makes (a registration or saved
    /// changes); the screen that presents this one sets it.
    @ObservationIgnored public var onEvent: (@MainActor (Event) -> Void)?

    private var values = Values()
    private var touched: Set<ProductFormField> = []
    private var submitAttempted = false
    @ObservationIgnored private var original: Values?
    @ObservationIgnored private var pending: (content: Content, key: String)?
    @ObservationIgnored private var nextPictureID = 1
    /// The product to edit when the screen that opened the form had it already.
    @ObservationIgnored private var seed: ProductDetail?
    /// The product an edit shows, to word its pictures' labels again in another language.
    @ObservationIgnored private var edited: ProductDetail?
    /// Why the last picture was refused, to word ``pictureMessage`` again in another language.
    @ObservationIgnored private var pictureRefusal: PictureRefusal?

    private let client: OpenMarketClient
    private let images: ImageCache
    private let validator: ProductFormValidator
    private let retryPolicy: CreateRetryPolicy
    /// The words in ``locale``'s language (observed: the words read from it follow a change).
    private var text: ScreenText

    /// Why a picture was refused.
    private enum PictureRefusal {
        /// An edit cannot change the pictures.
        case fixed
        /// The form holds as many pictures as allowed.
        case tooMany
        /// The bytes are no image the server takes.
        case unreadable(any Error)
    }

    /// The form's text fields and currency.
    private struct Values: Hashable {
        var name = ""
        var description = ""
        var price = ""
        var discountedPrice = ""
        var stock = ""
        var currency = ProductDraft.defaultCurrency
    }

    /// What a registration sends, to tell a retry of the same submission from a new one.
    private struct Content: Hashable {
        let draft: ProductDraft
        let images: [ImageUpload]
    }

    /// A form in `mode` that sends through `client` (whose credentials act as the vendor) and
    /// checks with `client.validator`.
    ///
    /// - Parameters:
    ///   - mode: Register a new product, or edit an existing one.
    ///   - client: The client that reads and sends the product, with the vendor's credentials.
    ///   - images: The cache an edit's ``currentPictures`` come through (a cache over the
    ///     client's transport unless given).
    ///   - retry: Whether a registration that got no answer is sent once more by the client,
    ///     with the same key (see ``CreateRetryPolicy``).
    ///   - locale: The language of the labels and messages.
    ///   - registrationKey: The idempotency key of this form's registrations (1 to 255 visible
    ///     ASCII characters, such as a UUID), kept for every submission even when the content
    ///     changed, so the form registers one product at most; `nil` makes a key per content,
    ///     kept while the content stays the same.
    public init(
        mode: ProductFormMode, client: OpenMarketClient, images: ImageCache? = nil,
        retry: CreateRetryPolicy = .never, locale: Locale = .current, registrationKey: String? = nil
    ) {
        self.mode = mode
        self.registrationKey = registrationKey
        self.client = client
        self.images = images ?? ImageCache(transport: client.transport)
        self.validator = client.validator
        self.retryPolicy = retry
        self.locale = locale
        self.text = ScreenText(locale: locale)
    }

    /// A form that edits `detail`, a product the opening screen has loaded: ``load()`` fills the
    /// fields from it without asking the server again, then shows its pictures.
    ///
    /// - Parameters:
    ///   - detail: The product as the server last sent it.
    ///   - client: The client that sends the changes, with the vendor's credentials.
    ///   - images: The cache the product's pictures come through.
    ///   - locale: The language of the labels and messages.
    public convenience init(
        editing detail: ProductDetail, client: OpenMarketClient, images: ImageCache, locale: Locale = .current
    ) {
        self.init(mode: .edit(productID: detail.id), client: client, images: images, locale: locale)
        self.seed = detail
    }

    // MARK: - Fields

    /// The name, as typed.
    public var name: String {
        get { values.name }
        set { edit(.name) { $0.name = newValue } }
    }

    /// The description, as typed.
    public var description: String {
        get { values.description }
        set { edit(.description) { $0.description = newValue } }
    }

    /// The list price, as typed (`19.99`); an edit starts with the product's price in its
    /// currency's decimal places (`28.50`, `2000`).
    public var price: String {
        get { values.price }
        set { edit(.price) { $0.price = newValue } }
    }

    /// The amount taken off the price, as typed; empty means none.
    public var discountedPrice: String {
        get { values.discountedPrice }
        set { edit(.discountedPrice) { $0.discountedPrice = newValue } }
    }

    /// The stock count, as typed; empty means none.
    public var stock: String {
        get { values.stock }
        set { edit(.stock) { $0.stock = newValue } }
    }

    /// The currency of the prices.
    public var currency: Currency {
        get { values.currency }
        set { edit(.currency) { $0.currency = newValue } }
    }

    private func edit(_ field: ProductFormField, _ change: (inout Values) -> Void) {
        change(&values)
        if !touched.contains(field) { touched.insert(field) }
    }

    // MARK: - What the screen shows

    /// The screen's title: "Register a product" or "Edit the product".
    public var title: String {
        text.text.string(mode == .register ? "screen.form.title.register" : "screen.form.title.edit")
    }

    /// The submit button's title: "Register" or "Save".
    public var submitTitle: String {
        text.text.string(mode == .register ? "screen.form.submit.register" : "screen.form.submit.edit")
    }

    /// A field's label ("Name", "Price").
    public func label(for field: ProductFormField) -> String {
        text.text.string("screen.form.field.\(field.rawValue)")
    }

    /// The message under `field`: the first rule it breaks, once the user typed in it (or every
    /// field after a refused submit); `nil` when it is fine.
    public func message(for field: ProductFormField) -> String? {
        guard submitAttempted || touched.contains(field) else { return nil }
        return problems()[field]
    }

    /// Whether pictures can be added and removed: when registering.
    public var canEditPictures: Bool { mode == .register }

    /// Whether another picture can be added.
    public var canAddPicture: Bool { canEditPictures && pictures.count < validator.imageCount.upperBound }

    /// Whether the form breaks no rule, holds a change (when editing) and is not being sent.
    public var canSubmit: Bool {
        phase == .loaded && submission != .submitting && problems().isEmpty && hasChanges
    }

    /// The product the last submit made or changed.
    public var result: ProductDetail? {
        if case .submitted(let detail) = submission { return detail }
        return nil
    }

    // MARK: - Intents

    /// Makes the form ready: at once for a registration; an edit loads the product first (unless
    /// the form was made with it), fills the fields with it, then shows its pictures, returning
    /// once each has arrived or failed.
    public func load() async {
        switch phase {
        case .idle, .failed: break
        case .loading, .loaded, .refreshing: return
        }
        guard case .edit(let id) = mode else {
            phase = .loaded
            return
        }
        let detail: ProductDetail
        if let seed {
            detail = seed
        } else {
            phase = .loading
            do {
                detail = try await client.product(id: id)
            } catch is CancellationError {
                // Cancelled, not failed: a later load starts again.
                phase = .idle
                return
            } catch {
                phase = .failed(text.failure("screen.form.loadFailed", error))
                return
            }
        }
        let loaded = Self.values(of: detail.product)
        values = loaded
        original = loaded
        edited = detail
        let labels = ProductDetailPresentation(detail: detail, locale: text.locale).pictureLabels
        currentPictures = ProductPicture.pictures(of: detail, labels: labels, cache: images)
        phase = .loaded
        await ProductPicture.download(detail.images, states: currentPictures.map(\.state), cache: images) {
            index, state in
            if index < currentPictures.count { currentPictures[index].state = state }
        }
    }

    /// Adds a picture at the end; refused (with ``pictureMessage``) when there are five already,
    /// when editing, or when the bytes are not PNG, JPEG, GIF or WebP.
    @discardableResult
    public func addPicture(_ data: Data, filename: String = "image") -> Bool {
        guard canEditPictures else {
            refusePicture(.fixed)
            return false
        }
        guard canAddPicture else {
            refusePicture(.tooMany)
            return false
        }
        let upload: ImageUpload
        do {
            upload = try ImageUpload(data: data, filename: filename)
        } catch {
            refusePicture(.unreadable(error))
            return false
        }
        pictures.append(FormPicture(id: nextPictureID, upload: upload, accessibilityLabel: ""))
        nextPictureID += 1
        refusePicture(nil)
        touched.insert(.pictures)
        relabelPictures()
        return true
    }

    /// Removes the picture `id`.
    public func removePicture(id: Int) {
        guard let index = pictures.firstIndex(where: { $0.id == id }) else { return }
        pictures.remove(at: index)
        refusePicture(nil)
        touched.insert(.pictures)
        relabelPictures()
    }

    /// Moves the picture at `source` to `destination` (0-based positions; the first is the
    /// thumbnail).
    public func movePicture(from source: Int, to destination: Int) {
        guard pictures.indices.contains(source), pictures.indices.contains(destination), source != destination
        else { return }
        let picture = pictures.remove(at: source)
        pictures.insert(picture, at: destination)
        relabelPictures()
    }

    /// Sends the form: registers the product or saves the changes, and gives the product the
    /// server answered with; `nil` when a rule is broken (every field's message then shows) or
    /// the server refused (``submission`` says why).
    ///
    /// An edit reads the product again first. When another app or device changed a field the
    /// person also changed, to something else, nothing is saved: ``submission`` fails naming each
    /// such field and its value now ("Stock is now “8”"), with the retry title "Save mine"; the
    /// fields the person left alone take the market's values, and ``retry()`` then saves what the
    /// person typed. Changes to other fields are saved as before, keeping the other change.
    @discardableResult
    public func submit() async -> ProductDetail? {
        guard phase == .loaded, submission != .submitting else { return nil }
        submitAttempted = true
        guard problems().isEmpty, hasChanges else { return nil }
        submission = .submitting
        do {
            let detail: ProductDetail
            switch mode {
            case .register:
                let content = Content(draft: draft(), images: pictures.map(\.upload))
                let key = idempotencyKey(for: content)
                detail = try await client.createProduct(
                    content.draft, images: content.images, idempotencyKey: key, retry: retryPolicy)
                pending = nil
            case .edit(let id):
                // What the market holds now: a field changed there since the form was filled, and
                // changed here to something else, is the person's to settle first.
                if let clash = clash(with: try await client.product(id: id).product) {
                    submission = .failed(clash)
                    return nil
                }
                detail = try await client.updateProduct(id: id, changes(), pricedIn: original?.currency)
                original = values
            }
            submission = .submitted(detail)
            onEvent?(.saved(detail))
            return detail
        } catch is CancellationError {
            // Cancelled, not refused: the form stays as it was, ready to be sent again (a
            // registration keeps its idempotency key).
            submission = .editing
            return nil
        } catch {
            let key = mode == .register ? "screen.form.registerFailed" : "screen.form.saveFailed"
            submission = .failed(text.failure(key, error))
            return nil
        }
    }

    /// Repeats what failed: loading the product to edit, or the submit (a registration with the
    /// same idempotency key when nothing changed since).
    public func retry() async {
        if phase.failure != nil {
            await load()
        } else if case .failed = submission {
            await submit()
        }
    }

    /// The form's fields filled with `product`.
    private static func values(of product: ProductListing) -> Values {
        Values(
            name: product.name, description: product.description ?? "",
            price: typed(product.price, in: product.currency),
            discountedPrice: typed(product.discountedPrice, in: product.currency),
            stock: String(product.stock), currency: product.currency)
    }

    /// The failure naming the fields another change (another app, another device) gave new
    /// values since the form was filled, where the person typed yet other values; `nil` when
    /// there are none. The form then counts the market's values as the ones it was filled with,
    /// and takes them in the fields the person left alone, so Save again (``retry()``) keeps what
    /// the person typed and nothing else changes back.
    private func clash(with product: ProductListing) -> ScreenFailure? {
        guard let original else { return nil }
        let now = Self.values(of: product)
        let fields: [(ProductFormField, WritableKeyPath<Values, String>)] = [
            (.name, \.name), (.price, \.price), (.discountedPrice, \.discountedPrice), (.stock, \.stock),
            (.description, \.description),
        ]
        var said: [String] = []
        for (field, path) in fields
        where now[keyPath: path] != original[keyPath: path]
            && values[keyPath: path] != original[keyPath: path]
            && values[keyPath: path] != now[keyPath: path]
        {
            said.append(
                field == .description
                    ? label(for: field)
                    : text.text.format(
                        "screen.form.changedElsewhere.field", label(for: field), now[keyPath: path]))
        }
        if now.currency != original.currency, values.currency != original.currency,
            values.currency != now.currency
        {
            said.append(
                text.text.format(
                    "screen.form.changedElsewhere.field", label(for: .currency), now.currency.code))
        }
        guard !said.isEmpty else { return nil }
        for (_, path) in fields where values[keyPath: path] == original[keyPath: path] {
            values[keyPath: path] = now[keyPath: path]
        }
        if values.currency == original.currency { values.currency = now.currency }
        self.original = now
        return ScreenFailure(
            title: text.text.string("screen.form.saveFailed"),
            message: text.text.format("screen.form.changedElsewhere", said.joined(separator: ", ")),
            retryTitle: text.text.string("screen.form.keepMine"))
    }

    // MARK: - Rules

    /// Whether an edit changes anything; a registration always does.
    private var hasChanges: Bool {
        guard let original else { return mode == .register }
        return original != values
    }

    /// The key of this content's registration: the form's ``registrationKey`` when it has one;
    /// else the pending one when the same content is sent again, a fresh one otherwise.
    private func idempotencyKey(for content: Content) -> String {
        if let registrationKey { return registrationKey }
        if let pending, pending.content == content { return pending.key }
        let key = OpenMarketAPI.makeIdempotencyKey()
        pending = (content, key)
        return key
    }

    private static func trimmed(_ text: String) -> String {
        text.trimmingBlanks()
    }

    /// `amount` as a person would type it in `currency`: plain digits with the currency's
    /// decimal places (`28.50` for US$28.5, `2000` for ₩2,000), never fewer; an amount with
    /// more (which the server should not hold) or in a currency the kit does not know as it is.
    private static func typed(_ amount: Decimal, in currency: Currency) -> String {
        let plain = amount.description
        guard let digits = currency.fractionDigits, digits > 0 else { return plain }
        let parts = plain.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let fraction = parts.count == 2 ? parts[1] : ""
        guard fraction.count < digits else { return plain }
        return "\(parts[0]).\(fraction)" + String(repeating: "0", count: digits - fraction.count)
    }

    /// A price as typed; text that is no number is kept for the validator to name.
    private static func price(_ typed: String) -> Price {
        let text = trimmed(typed)
        return Price(text) ?? Price(stringLiteral: text)
    }

    private func draft() -> ProductDraft {
        let discount = Self.trimmed(values.discountedPrice)
        return ProductDraft(
            name: values.name, description: values.description, price: Self.price(values.price),
            currency: values.currency, discountedPrice: discount.isEmpty ? 0 : Self.price(discount),
            stock: Int(Self.trimmed(values.stock)) ?? 0)
    }

    /// The fields that differ from the product loaded; a change of currency restates both prices.
    private func changes() -> ProductChanges {
        guard let original else { return ProductChanges() }
        var changes = ProductChanges()
        if values.name != original.name { changes.name = values.name }
        if values.description != original.description { changes.description = values.description }
        let currencyChanged = values.currency != original.currency
        if currencyChanged { changes.currency = values.currency }
        if currencyChanged || values.price != original.price { changes.price = Self.price(values.price) }
        if currencyChanged || values.discountedPrice != original.discountedPrice {
            let discount = Self.trimmed(values.discountedPrice)
            changes.discountedPrice = discount.isEmpty ? 0 : Self.price(discount)
        }
        if values.stock != original.stock { changes.stock = Int(Self.trimmed(values.stock)) ?? 0 }
        return changes
    }

    /// The first message of each field that breaks a rule.
    private func problems() -> [ProductFormField: String] {
        var messages: [ProductFormField: String] = [:]
        let errors =
            mode == .register
            ? validator.problems(in: draft(), images: pictures.map(\.upload))
            : validator.problems(in: changes(), pricedIn: original?.currency)
        for error in errors {
            let field = Self.field(of: error.kind)
            if messages[field] == nil { messages[field] = error.message(locale: text.locale) }
        }
        if Self.trimmed(values.price).isEmpty {
            // The example fits the currency: never a fraction of a won.
            let currency = values.currency
            messages[.price] =
                currency.fractionDigits == 0
                ? text.text.format("screen.form.priceMissing.whole", currency.code.oneLine())
                : text.text.string("screen.form.priceMissing")
        }
        let stock = Self.trimmed(values.stock)
        if !stock.isEmpty, Int(stock) == nil {
            // Digits too many for a count are a whole number all the same: too high, or below zero.
            let digits = stock.drop { $0 == "-" || $0 == "+" }
            let isNumber =
                stock.count - digits.count <= 1 && !digits.isEmpty
                && digits.unicodeScalars.allSatisfy { ("0"..."9").contains($0) }
            // A number too high is formatted as the validator formats a count an `Int` holds
            // (`9,223,372,036,854,775,808` beside `9,223,372,036,854,775,807`).
            messages[.stock] =
                !isNumber
                ? text.text.format("screen.form.invalidStock", stock.oneLine())
                : stock.hasPrefix("-")
                    ? text.text.string("form.negativeStock")
                    : text.text.format(
                        "form.stockTooHigh", text.text.number(validator.maximumStock),
                        text.text.number(digits: digits))
        }
        return messages
    }

    /// The field a broken rule is about.
    private static func field(of kind: ProductFormError.Kind) -> ProductFormField {
        switch kind {
        case .nameLength, .nameControlCharacter, .nameDirectionCharacter: .name
        case .descriptionLength, .descriptionControlCharacter: .description
        case .invalidPrice, .negativePrice, .fractionalPrice, .priceTooHigh: .price
        case .invalidDiscountedPrice, .negativeDiscountedPrice, .discountedPriceAbovePrice,
            .fractionalDiscountedPrice, .discountedPriceTooHigh:
            .discountedPrice
        case .negativeStock, .stockTooHigh: .stock
        case .noImages, .tooManyImages, .imageTooLarge: .pictures
        default: .currency
        }
    }

    /// Shows why a picture was refused (`nil`: none was).
    private func refusePicture(_ refusal: PictureRefusal?) {
        pictureRefusal = refusal
        pictureMessage = refusal.map(message(for:))
    }

    /// The message for a refused picture, in the form's language.
    private func message(for refusal: PictureRefusal) -> String {
        switch refusal {
        case .fixed:
            text.text.string("screen.form.picturesFixed")
        case .tooMany:
            text.text.format("screen.form.tooManyPictures", text.text.number(validator.imageCount.upperBound))
        case .unreadable(let error):
            ScreenText.message(of: error, locale: text.locale)
        }
    }

    /// Words everything shown in ``locale``'s language: the titles, labels and fields' messages
    /// (read from ``text``), the pictures' labels and message, and the failures.
    private func reword() {
        let old = text
        text = ScreenText(locale: locale)
        if let pictureRefusal, pictureMessage != nil { pictureMessage = message(for: pictureRefusal) }
        relabelPictures()
        if let edited {
            let labels = ProductDetailPresentation(detail: edited, locale: locale).pictureLabels
            currentPictures = ProductPicture.relabeled(currentPictures, labels: labels)
        }
        if case .failed(let failure) = phase { phase = .failed(text.reworded(failure, from: old)) }
        if case .failed(let failure) = submission { submission = .failed(text.reworded(failure, from: old)) }
    }

    private func relabelPictures() {
        let count = text.text.number(pictures.count)
        for index in pictures.indices {
            pictures[index].accessibilityLabel = text.text.format(
                "screen.form.picture", text.text.number(index + 1), count)
        }
    }
}
