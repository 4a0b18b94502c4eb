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

extension PictureState: Encodable {
    /// Encodes the state as its ``word``; the bytes are not part of it.
    public func encode(to encoder: any Encoder) throws {
        try word.encode(to: encoder)
    }
}
