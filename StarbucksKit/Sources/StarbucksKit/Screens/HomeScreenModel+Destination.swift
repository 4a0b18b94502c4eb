import Foundation

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension HomeScreenModel {
    /// A screen shown over or after the home.
    public enum Destination: Sendable {
        /// The launch's event popup, shown modally over the home.
        case eventPopup(EventPopupScreenModel)
        /// The whole What's New list, pushed.
        case whatsNew(WhatsNewScreenModel)
        /// One product's page, pushed.
        case product(ProductDetailScreenModel)
    }

    /// Opens the whole What's New list (the What's New strip's link, ``WhatsNewStrip/linkTitle``):
    /// its model, not loaded yet (its view's `task` calls ``WhatsNewScreenModel/load()``).
    public func openWhatsNew() {
        destination = .whatsNew(
            WhatsNewScreenModel(
                dependencies: dependencies, locale: locale,
                maximumConcurrentDownloads: maximumConcurrentDownloads))
    }

    /// Opens the page of the product `code` (a tile of a product row: ``ProductTile/code``): its
    /// model, not loaded yet (its view's `task` calls ``ProductDetailScreenModel/load()``).
    public func open(_ code: ProductCode) {
        destination = .product(
            ProductDetailScreenModel(code: code, dependencies: dependencies, locale: locale))
    }

    /// Shows the launch event `popup` over the home, its choice kept through `policy`; the popup
    /// closes once the choice is kept.
    func showEventPopup(_ popup: EventPopup, policy: EventPopupPolicy) {
        let model = EventPopupScreenModel(popup: popup, policy: policy, locale: locale)
        model.onEvent = { [weak self, weak model] event in
            switch event {
            case .dismissed:
                guard let self, case .eventPopup(let shown)? = self.destination, shown === model else {
                    return
                }
                self.destination = nil
            }
        }
        destination = .eventPopup(model)
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension Optional where Wrapped == HomeScreenModel.Destination {
    /// The event popup while it is shown; setting `nil` dismisses it (and nothing else).
    public var eventPopup: EventPopupScreenModel? {
        get { if case .eventPopup(let model)? = self { model } else { nil } }
        set {
            if let newValue {
                self = .eventPopup(newValue)
            } else if case .eventPopup? = self {
                self = nil
            }
        }
    }

    /// The What's New list while it is shown; setting `nil` dismisses it (and nothing else).
    public var whatsNew: WhatsNewScreenModel? {
        get { if case .whatsNew(let model)? = self { model } else { nil } }
        set {
            if let newValue {
                self = .whatsNew(newValue)
            } else if case .whatsNew? = self {
                self = nil
            }
        }
    }

    /// The product's page while it is shown; setting `nil` dismisses it (and nothing else).
    public var product: ProductDetailScreenModel? {
        get { if case .product(let model)? = self { model } else { nil } }
        set {
            if let newValue {
                self = .product(newValue)
            } else if case .product? = self {
                self = nil
            }
        }
    }
}
