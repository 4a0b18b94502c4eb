import Foundation
import Observation

/// The product detail screen: the product's text and spoken label, then its pictures, in the
/// server's order, each filled in as its download through the ``ImageCache`` ends; from it, the
/// edit form and the deletion of the product.
///
/// ```swift
/// let model = ProductDetailScreenModel(productID: 16, client: client, images: cache)
/// await model.load()
/// print(model.presentation?.summary.name ?? "", model.pictures.count)
/// ```
///
/// The screen knows whose the product is (``ownership``, from the client's ``VendorCredentials``):
/// only the vendor's own products can be changed (``canChange``); another vendor's product says
/// who sells it instead (``sellerText``), and its edit and delete do nothing, sending nothing.
///
/// ``edit()`` opens the edit form as ``destination``; once it saved, the screen shows the product
/// the server answered and closes the form. ``requestDelete()`` asks for a confirmation first;
/// ``confirmDelete(_:)``, given the confirmation the alert showed, deletes (``deletion`` says
/// where it stands). Each change reaches the
/// screen that opened this one through ``onEvent``.
@available(iOS 17.0, macOS 14.0, *)
@Observable @MainActor
public final class ProductDetailScreenModel: PushableScreen {
    /// The screens this one leads to.
    public enum Destination: Sendable {
        /// The edit form, shown modally, filled with the product shown.
        case edit(ProductFormScreenModel)
        /// The question asked before the product is deleted.
        case deleteConfirmation(DeleteConfirmation)
    }

    /// What the screen changed, for the screen that opened it.
    public enum Event: Sendable, Hashable {
        /// The product was edited: the product as the server answered.
        case edited(ProductDetail)
        /// The product was deleted (or was gone already).
        case deleted(productID: Int)
    }

    /// Where a deletion stands.
    public enum Deletion: Sendable, Hashable {
        /// No deletion asked for, or one cancelled.
        case idle
        /// Sent; waiting for the server. The screen shows that it is deleting and takes no other
        /// change.
        case deleting
        /// The server refused, or did not answer; ``ProductDetailScreenModel/retryDelete()``
        /// sends it again, ``ProductDetailScreenModel/cancelDelete()`` gives up.
        case failed(ScreenFailure)
        /// The product is gone; the screen that opened this one closes it.
        case deleted
    }

    /// The question asked before a product is deleted, as an alert or a confirmation dialog
    /// shows it.
    ///
    /// It asks yes or no only: the client proves the vendor's password of its credentials
    /// itself (the API's first step of a delete), so there is no secret to type.
    public struct DeleteConfirmation: Sendable, Hashable, Identifiable {
        /// The product to delete.
        public let id: Int
        /// "Delete this product?"
        public let title: String
        /// Names the product and says the deletion cannot be undone.
        public let message: String
        /// The destructive button's title: "Delete".
        public let confirmTitle: String
        /// The cancel button's title: "Cancel".
        public let cancelTitle: String
    }

    /// The product shown.
    public let productID: Int
    /// The language and formats of the screen's words. Setting it re-words the product's text,
    /// the pictures' labels, the failures, the delete confirmation shown and the edit form shown
    /// (its own `locale`); what is shown, open or under way stays, and nothing is read again.
    public var locale: Locale {
        didSet { if locale != oldValue { reword() } }
    }
    /// Where the screen stands: a spinner for ``ScreenPhase/loading``, the product for
    /// ``ScreenPhase/loaded`` and ``ScreenPhase/refreshing``.
    public private(set) var phase: ScreenPhase = .idle
    /// The product's text, once loaded.
    public private(set) var presentation: ProductDetailPresentation?
    /// The product's pictures in the server's order; placeholders until they arrive.
    public private(set) var pictures: [ProductPicture] = []
    /// A refresh that failed while the product stays on screen; ``retry()`` repeats it.
    public private(set) var refreshFailure: ScreenFailure?
    /// The product as the server sent it, for the screens it leads to (the edit form).
    public private(set) var detail: ProductDetail?
    /// Where the deletion of the product stands.
    public private(set) var deletion: Deletion = .idle

    /// The screen shown over or after this one; `nil` shows this screen alone. Setting it
    /// presents, `nil` dismisses (a view's binding does the same when the person swipes back).
    public var destination: Destination?

    /// Called on the main actor after each change this screen makes; the screen that presents
    /// this one sets it.
    @ObservationIgnored public var onEvent: (@MainActor (Event) -> Void)?

    private let client: OpenMarketClient
    private let images: ImageCache
    /// The words in ``locale``'s language (observed: the words read from it follow a change).
    private var text: ScreenText
    @ObservationIgnored private var generation = 0
    /// The product the confirmation asked about while its answer is awaited: set by
    /// ``requestDelete()``, cleared by an answer. (Kept apart from ``destination``, which an
    /// alert's binding clears before the button's action runs.)
    @ObservationIgnored private var awaitedConfirmation: Int?

    /// The detail of product `productID`, read through `client`, with pictures from `images`, in
    /// `locale`'s language.
    public init(productID: Int, client: OpenMarketClient, images: ImageCache, locale: Locale = .current) {
        self.productID = productID
        self.client = client
        self.images = images
        self.locale = locale
        self.text = ScreenText(locale: locale)
    }

    /// The screen's title: the product's name once loaded.
    public var title: String { presentation?.summary.name ?? "" }

    /// The edit button's title: "Edit".
    public var editTitle: String { text.text.string("screen.detail.edit") }

    /// The delete button's title: "Delete".
    public var deleteTitle: String { text.text.string("screen.detail.delete") }

    /// What the screen says while the product is being deleted: "Deleting…".
    public var deletingText: String { text.text.string("screen.detail.deleting") }

    /// Whose the product is: the vendor's own, another vendor's, or unknown when the client's
    /// credentials do not say which vendor they are (see ``VendorCredentials``); `nil` until the
    /// product is loaded.
    public var ownership: ProductOwnership? { detail.map(client.ownership(of:)) }

    /// Whether the product is the vendor's own (``ownership`` is ``ProductOwnership/own``).
    public var isOwnProduct: Bool { ownership == .own }

    /// Who sells the product, when it is another vendor's: "Sold by dacodaco" ("Sold by another
    /// vendor" when the server names none); `nil` for the vendor's own product, for one whose
    /// vendor is unknown, and before the product is loaded.
    public var sellerText: String? {
        guard ownership == .anotherVendor else { return nil }
        guard let name = presentation?.vendorName, !name.isEmpty else {
            return text.text.string("screen.detail.seller.unnamed")
        }
        return text.text.format("screen.detail.seller", name)
    }

    /// Whether the product can be edited or deleted now: once loaded, when it is not another
    /// vendor's (``ownership``), unless a deletion is under way or done. When the credentials do
    /// not say which vendor they are, the server decides, as it does in any case.
    public var canChange: Bool {
        guard detail != nil, ownership != .anotherVendor else { return false }
        switch deletion {
        case .idle, .failed: return true
        case .deleting, .deleted: return false
        }
    }

    // MARK: - Intents

    /// Loads the product, then its pictures; returns when every picture has arrived or failed.
    /// Does nothing once loaded.
    public func load() async {
        switch phase {
        case .idle, .failed: break
        case .loading, .loaded, .refreshing: return
        }
        phase = .loading
        await fetch(failureKey: "screen.detail.failed")
    }

    /// Loads the product again while it stays on screen.
    public func refresh() async {
        guard phase == .loaded else { return }
        phase = .refreshing
        refreshFailure = nil
        await fetch(failureKey: "screen.detail.refreshFailed")
    }

    /// Repeats what failed: the first load, the deletion, or the refresh.
    public func retry() async {
        if phase.failure != nil {
            await load()
        } else if case .failed = deletion {
            await retryDelete()
        } else if refreshFailure != nil {
            await refresh()
        }
    }

    /// Opens the edit form over the screen, filled with the product shown and its pictures;
    /// does nothing before the product is loaded, while it is being deleted, or when it is
    /// another vendor's (``canChange``). The form's `load()` makes it ready without asking the
    /// server again.
    public func edit() {
        guard canChange, let detail else { return }
        let form = ProductFormScreenModel(
            editing: detail, client: client, images: images, locale: locale)
        form.onEvent = { [weak self] event in self?.formChanged(event) }
        awaitedConfirmation = nil
        destination = .edit(form)
    }

    /// Asks whether to delete the product (``Destination/deleteConfirmation(_:)``); does nothing
    /// before the product is loaded, while it is being deleted, or when it is another vendor's
    /// (``canChange``).
    public func requestDelete() {
        guard canChange else { return }
        destination = .deleteConfirmation(deleteConfirmation())
        awaitedConfirmation = productID
    }

    /// The question asked before the product is deleted, in the screen's language.
    private func deleteConfirmation() -> DeleteConfirmation {
        let words = text.text
        return DeleteConfirmation(
            id: productID, title: words.string("screen.delete.title"),
            message: words.format("screen.delete.message", title.oneLine()),
            confirmTitle: words.string("screen.delete.confirm"),
            cancelTitle: words.string("screen.delete.cancel"))
    }

    /// Answers no to the confirmation, or gives up after a deletion failed: the product stays
    /// as it is.
    public func cancelDelete() {
        awaitedConfirmation = nil
        if case .deleteConfirmation? = destination { destination = nil }
        if case .failed = deletion { deletion = .idle }
    }

    /// Answers yes to `confirmation`, the one the alert showed: closes it (when it is still up)
    /// and deletes the product, returning once the deletion ended.
    ///
    /// A view passes the confirmation its alert presents, because SwiftUI clears the alert's
    /// binding (`destination.isDeleteConfirmationPresented`) before it runs the button's
    /// action: the deletion happens all the same. A stale confirmation does nothing: one for
    /// another product, one already answered (a second tap) or cancelled, or one asked before
    /// the deletion started.
    ///
    /// A product the server no longer has (404) counts as deleted: the person wanted it gone,
    /// and it is (an earlier deletion whose answer was lost ends this way when retried).
    public func confirmDelete(_ confirmation: DeleteConfirmation) async {
        guard confirmation.id == productID, awaitedConfirmation == productID, canChange else { return }
        awaitedConfirmation = nil
        if case .deleteConfirmation? = destination { destination = nil }
        await delete()
    }

    /// Sends the deletion again after it failed; does nothing otherwise, or when the product
    /// turned out to be another vendor's.
    public func retryDelete() async {
        guard case .failed = deletion, canChange else { return }
        await delete()
    }

    // MARK: - Language

    /// Words everything shown in ``locale``'s language: the product's text, the pictures' labels
    /// (their states kept), the failures, and what is open over the screen.
    private func reword() {
        let old = text
        text = ScreenText(locale: locale)
        if let detail {
            let screen = ProductDetailPresentation(detail: detail, locale: locale)
            presentation = screen
            pictures = ProductPicture.relabeled(pictures, labels: screen.pictureLabels)
        }
        if case .failed(let failure) = phase { phase = .failed(text.reworded(failure, from: old)) }
        if let refreshFailure { self.refreshFailure = text.reworded(refreshFailure, from: old) }
        if case .failed(let failure) = deletion { deletion = .failed(text.reworded(failure, from: old)) }
        switch destination {
        case .edit(let form)?: form.locale = locale
        case .deleteConfirmation?: destination = .deleteConfirmation(deleteConfirmation())
        case nil: break
        }
    }

    // MARK: - Changes

    private func delete() async {
        deletion = .deleting
        do {
            try await client.deleteProduct(id: productID)
        } catch is CancellationError {
            // Cancelled, not refused: the product stays on screen, as it was.
            deletion = .idle
            return
        } catch let error as OpenMarketError where error.kind == .httpStatus && error.status == 404 {
            // Gone already: what the person asked for.
        } catch {
            deletion = .failed(text.failure("screen.delete.failed", error))
            return
        }
        deletion = .deleted
        onEvent?(.deleted(productID: productID))
    }

    /// The edit form saved: show the product it answered, close the form, and tell the opener.
    private func formChanged(_ event: ProductFormScreenModel.Event) {
        switch event {
        case .saved(let changed):
            show(changed)
            if case .edit? = destination { destination = nil }
            onEvent?(.edited(changed))
        }
    }

    /// Shows `loaded`; pictures already shown stay as they are.
    private func show(_ loaded: ProductDetail) {
        let screen = ProductDetailPresentation(detail: loaded, locale: text.locale)
        detail = loaded
        presentation = screen
        pictures = ProductPicture.pictures(
            of: loaded, labels: screen.pictureLabels, cache: images, previous: pictures)
    }

    private func fetch(failureKey: String) async {
        generation += 1
        let started = generation
        let loaded: ProductDetail
        do {
            loaded = try await client.product(id: productID)
        } catch {
            guard started == generation else { return }
            if error is CancellationError {
                // Cancelled, not failed: the screen shows what it had, and a load starts again.
                phase = phase == .refreshing ? .loaded : .idle
            } else if phase == .refreshing {
                phase = .loaded
                refreshFailure = text.failure(failureKey, error)
            } else {
                phase = .failed(text.failure(failureKey, error))
            }
            return
        }
        guard started == generation else { return }
        let screen = ProductDetailPresentation(detail: loaded, locale: text.locale)
        detail = loaded
        presentation = screen
        pictures = ProductPicture.pictures(of: loaded, labels: screen.pictureLabels, cache: images)
        phase = .loaded
        await ProductPicture.download(loaded.images, states: pictures.map(\.state), cache: images) {
            index, state in
            if started == generation, index < pictures.count { pictures[index].state = state }
        }
    }
}

@available(iOS 17.0, macOS 14.0, *)
extension Optional where Wrapped == ProductDetailScreenModel.Destination {
    /// The edit form while it is shown; setting `nil` dismisses it (and nothing else).
    public var edit: ProductFormScreenModel? {
        get { if case .edit(let model)? = self { model } else { nil } }
        set {
            if let newValue {
                self = .edit(newValue)
            } else if case .edit? = self {
                self = nil
            }
        }
    }

    /// The delete confirmation while it is shown; setting `nil` dismisses it (and nothing else).
    public var deleteConfirmation: ProductDetailScreenModel.DeleteConfirmation? {
        get { if case .deleteConfirmation(let confirmation)? = self { confirmation } else { nil } }
        set {
            if let newValue {
                self = .deleteConfirmation(newValue)
            } else if case .deleteConfirmation? = self {
                self = nil
            }
        }
    }

    /// Whether the delete confirmation is up, for an alert's `isPresented` binding
    /// (`$model.destination.isDeleteConfirmationPresented`). Setting `false` dismisses it (and
    /// nothing else); setting `true` does nothing, since ``ProductDetailScreenModel/requestDelete()``
    /// makes the question.
    public var isDeleteConfirmationPresented: Bool {
        get { deleteConfirmation != nil }
        set { if !newValue { deleteConfirmation = nil } }
    }
}
