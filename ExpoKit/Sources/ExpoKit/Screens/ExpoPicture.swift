import Foundation

/// A picture a screen shows: the file it is in and what a screen reader says for it.
///
/// Screen models hold one only when the picture folder has the file, so a screen shows what it
/// has and never a broken image.
public struct ExpoPicture: Sendable, Hashable {
    /// The picture's name, like `jikji` or `poster` (an app with the pictures in its asset
    /// catalog can show them by this name).
    public let imageName: String
    /// The file holding the picture, like `…/pictures/jikji.png`.
    public let file: URL
    /// What a screen reader says for the picture: "Picture of Jikji" / "직지심체요절 사진".
    public let accessibilityLabel: String

    /// A picture in `file`.
    public init(imageName: String, file: URL, accessibilityLabel: String) {
        self.imageName = imageName
        self.file = file
        self.accessibilityLabel = accessibilityLabel
    }
}

extension ExhibitImages {
    /// The picture called `imageName`, described by `accessibilityLabel`; `nil` when the folder
    /// does not have it.
    func picture(_ imageName: String, accessibilityLabel: String) -> ExpoPicture? {
        fileName(for: imageName).map { fileName in
            ExpoPicture(
                imageName: imageName, file: directory.appendingPathComponent(fileName),
                accessibilityLabel: accessibilityLabel)
        }
    }
}
