import Foundation

/// One answer a fixture set can give, named after the request it answers.
///
/// Each key has a file name, the same in the bundle and in an override folder:
/// `event-popup.json`, `home.json`, `whats-new.json`, `product-info-<code>.json`,
/// `product-image-<code>.json`, and image files by the last part of their address.
public enum FixtureKey: Hashable, Sendable, CustomStringConvertible {
    /// The launch event popup.
    case eventPopup
    /// The home document.
    case home
    /// The running events.
    case whatsNew
    /// One product's details.
    case productInfo(ProductCode)
    /// One product's picture answer (the JSON that says where the picture is).
    case productImage(ProductCode)
    /// An image file, by the last part of its address (`WN_20220510_frequency.png`).
    case image(String)

    /// The image file extensions a fixture folder may hold.
    static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "webp"]

    /// The endpoint whose answer this is.
    var endpoint: StarbucksEndpoint {
        switch self {
        case .eventPopup: .eventPopup
        case .home: .home
        case .whatsNew: .whatsNew
        case .productInfo: .productInfo
        case .productImage: .productImage
        case .image: .image
        }
    }

    /// The file name of the fixture.
    public var fileName: String {
        switch self {
        case .eventPopup: "event-popup.json"
        case .home: "home.json"
        case .whatsNew: "whats-new.json"
        case .productInfo(let code): "product-info-\(code.rawValue).json"
        case .productImage(let code): "product-image-\(code.rawValue).json"
        case .image(let name): name
        }
    }

    /// The key a fixture file name stands for, or `nil` when the name is not a fixture's.
    init?(fileName name: String) {
        switch name {
        case "event-popup.json": self = .eventPopup
        case "home.json": self = .home
        case "whats-new.json": self = .whatsNew
        default:
            if let code = Self.code(in: name, prefix: "product-info-") {
                self = .productInfo(code)
            } else if let code = Self.code(in: name, prefix: "product-image-") {
                self = .productImage(code)
            } else if let dot = name.lastIndex(of: "."), name.first != ".",
                Self.imageExtensions.contains(name[name.index(after: dot)...].lowercased())
            {
                self = .image(name)
            } else {
                return nil
            }
        }
    }

    /// The file name.
    public var description: String { fileName }

    /// Whether the fixture is JSON (not an image).
    var isJSON: Bool {
        if case .image = self { return false }
        return true
    }

    private static func code(in name: String, prefix: String) -> ProductCode? {
        guard name.hasPrefix(prefix), name.hasSuffix(".json") else { return nil }
        return ProductCode(rawValue: String(name.dropFirst(prefix.count).dropLast(".json".count)))
    }
}
