import Foundation

extension JuiceMenu {
    /// The largest menu file ``init(contentsOf:)`` reads, in bytes.
    static let fileSizeLimit = 4 << 20

    /// Reads a menu file: JSON in the shape ``init(json:)`` reads.
    ///
    /// ```swift
    /// let menu = try JuiceMenu(contentsOf: URL(fileURLWithPath: "corner-bar.json"))
    /// ```
    ///
    /// - Throws: ``JuiceMenuError``. When the file cannot be read, its kind is
    ///   ``JuiceMenuError/Kind/fileNotFound``, ``JuiceMenuError/Kind/fileIsDirectory`` or
    ///   ``JuiceMenuError/Kind/fileUnreadable`` and ``JuiceMenuError/isFileProblem`` is `true`; when its
    ///   contents are wrong, it is one of the content kinds of ``init(json:)``, with
    ///   ``JuiceMenuError/file`` set to the file's path.
    public init(contentsOf url: URL) throws {
        let path = url.path
        let data: Data
        do {
            data = try FileContents.read(path, limit: Self.fileSizeLimit)
        } catch {
            switch error {
            case .notFound, .notADirectory:
                throw JuiceMenuError.fileNotFound(path: path)
            case .isDirectory:
                throw JuiceMenuError.fileIsDirectory(path: path)
            case .notRegularFile, .tooLarge, .unreadable:
                throw JuiceMenuError.fileUnreadable(path: path, error.reason)
            }
        }
        do {
            try self.init(json: data)
        } catch let error as JuiceMenuError {
            throw error.inFile(path)
        }
    }
}
