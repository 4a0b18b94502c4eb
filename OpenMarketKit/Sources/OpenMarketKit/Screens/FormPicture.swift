import Foundation

/// A picture added to the product form, in the order it will be sent (the first is the
/// product's thumbnail).
public struct FormPicture: Sendable, Hashable, Identifiable {
    /// An identifier for this picture in this form (stable while it is reordered).
    public let id: Int
    /// The image, typed from its bytes.
    public let upload: ImageUpload
    /// What a screen reader says: "Picture 2 of 3".
    public internal(set) var accessibilityLabel: String

    /// The image's bytes, for the view to draw.
    public var data: Data { upload.data }
}
