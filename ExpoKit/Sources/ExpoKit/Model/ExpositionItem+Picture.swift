extension ExpositionItem {
    /// The extensions a picture's file may have, most preferred first (`jikji.png`, `god.jpg`).
    static let pictureExtensions = ["png", "jpg", "jpeg", "gif", "webp", "svg", "avif"]

    /// `name` without the extension of a picture's file (`jikji.png` → `jikji`), so that an
    /// exhibit is found by its picture's file name as well as by its image name; any other name
    /// as it is.
    static func withoutPictureExtension(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        let fileExtension = name[name.index(after: dot)...].lowercased()
        return pictureExtensions.contains(fileExtension) ? String(name[..<dot]) : name
    }
}
