import Foundation

extension Menu {
    /// The largest menu file ``init(contentsOf:)`` reads, in bytes.
    static let fileSizeLimit = 4 << 20

    /// Reads a menu file: JSON in the shape ``init(json:)`` reads.
    ///
    /// ```swift
    /// let menu = try Menu(contentsOf: URL(fileURLWithPath: "corner-bar.json"))
    /// ```
    ///
    /// - Throws: ``MenuError``. When the file cannot be read, its kind is
    ///   ``MenuError/Kind/fileNotFound``, ``MenuError/Kind/fileIsDirectory`` or
    ///   ``MenuError/Kind/fileUnreadable`` and ``MenuError/isFileProblem`` is `true`; when its
    ///   contents are wrong, it is one of the content kinds of ``init(json:)``, with
    ///   ``MenuError/file`` set to the file's path.
    public init(contentsOf url: URL) throws {
        let path = url.path
        let data: Data
        do {
            data = try FileContents.read(path, limit: Self.fileSizeLimit)
        } catch {
            switch error {
            case .notFound, .notADirectory:
                throw MenuError.fileNotFound(path: path)
            case .isDirectory:
                throw MenuError.fileIsDirectory(path: path)
            case .notRegularFile, .tooLarge, .unreadable:
                throw MenuError.fileUnreadable(path: path, error.reason)
            }
        }
        do {
            try self.init(json: data)
        } catch let error as MenuError {
            throw error.inFile(path)
        }
    }
}
