import Foundation

/// Where a screen's picture stands: the one shape every kit's screens use, and one vocabulary of
/// words for it (``Word``) wherever a picture's state is printed or sent as JSON.
///
/// Every kit has this type, under this name; see ``ScreenPhase`` for naming it in an app that
/// imports two kits.
///
/// This file is a copy of the workspace's `Shared/Kit`, the same in every kit: edit it there and
/// run `make share` (`make lint` fails on a copy that differs).
public enum PictureState: Sendable, Hashable {
    /// There is no picture to load.
    case none
    /// Asked for and not here yet: show a placeholder.
    case pending
    /// Downloaded: these are the picture's bytes.
    case loaded(Data)
    /// The download failed: show a placeholder and carry on.
    case failed

    /// A picture's state as a stable word, without the picture: `pending`, `loaded`, `failed` or
    /// `none`.
    public enum Word: String, Sendable, Hashable, CaseIterable, Encodable {
        /// Asked for and not here yet.
        case pending
        /// Downloaded.
        case loaded
        /// The download failed.
        case failed
        /// There is no picture to load.
        case none
    }

    /// The picture's bytes, once it is ``loaded(_:)``.
    public var data: Data? {
        if case .loaded(let data) = self { return data }
        return nil
    }

    /// The state as a stable word.
    public var word: Word {
        switch self {
        case .none: .none
        case .pending: .pending
        case .loaded: .loaded
        case .failed: .failed
        }
    }
}

#if canImport(UIKit)
    import UIKit

    extension PictureState {
        /// The picture as an image ready to draw, once it is ``loaded(_:)``; nil in every other
        /// state and for bytes that are not an image.
        ///
        /// The function is `nonisolated`, so it decodes the bytes off the main actor, and it
        /// prepares the image for display there too (`byPreparingForDisplay()`), so showing it
        /// costs the main thread no decoding. Call it from a view's `task(id:)`, keyed by the
        /// state, and keep the image in the view's state.
        nonisolated public func image() async -> sending UIImage? {
            guard let data, let image = UIImage(data: data) else { return nil }
            #if os(watchOS)
                return image
            #else
                // The kits name only iOS 16 and macOS 13, so tvOS and Mac Catalyst builds start
                // lower than the preparation's first release.
                if #available(iOS 15, tvOS 15, macCatalyst 15, *) {
                    return await image.byPreparingForDisplay() ?? image
                }
                return image
            #endif
        }
    }
#elseif canImport(AppKit)
    import AppKit
    import ImageIO

    extension PictureState {
        /// The picture as an image, once it is ``loaded(_:)``; nil in every other state and for
        /// bytes that are not an image.
        ///
        /// The function is `nonisolated`, so it decodes the bytes off the main actor, all at once
        /// (Image I/O's `kCGImageSourceShouldCacheImmediately`), so showing the image costs the
        /// main thread no decoding. Call it from a view's `task(id:)`, keyed by the state, and keep
        /// the image in the view's state.
        nonisolated public func image() async -> sending NSImage? {
            guard let data, let source = CGImageSourceCreateWithData(data as CFData, nil) else { return nil }
            let options = [kCGImageSourceShouldCacheImmediately: true] as CFDictionary
            guard let image = CGImageSourceCreateImageAtIndex(source, 0, options) else { return nil }
            return NSImage(cgImage: image, size: .zero)
        }
    }
#endif

extension PictureState: Encodable {
    /// Encodes the state as its ``word``; the bytes are not part of it.
    public func encode(to encoder: any Encoder) throws {
        try word.encode(to: encoder)
    }
}
