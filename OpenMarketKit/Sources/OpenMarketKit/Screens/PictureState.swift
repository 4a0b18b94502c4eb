import Foundation

/// Where one picture of a screen stands: still a placeholder, downloaded, or not to be had.
public enum PictureState: Sendable, Hashable {
    /// Not downloaded yet: show a placeholder.
    case placeholder
    /// The picture's bytes, as the image cache holds them.
    case loaded(Data)
    /// The picture could not be downloaded, or the server gave no usable address: show a
    /// placeholder that says so.
    case failed

    /// The bytes, for ``loaded(_:)``; otherwise `nil`.
    public var data: Data? {
        if case .loaded(let data) = self { return data }
        return nil
    }
}
