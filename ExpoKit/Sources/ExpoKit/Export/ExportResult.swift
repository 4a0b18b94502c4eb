import Foundation

/// What an export wrote.
public struct ExportResult: Sendable, Hashable, Encodable {
    /// The folder written into.
    public let directory: URL
    /// The format written.
    public let format: ExportFormat
    /// The files written, as paths inside ``directory`` (pages or the document, then pictures).
    public let files: [String]
    /// The image names no picture was found for; empty when no image folder was given.
    public let missingImages: [String]

    /// A result of these values.
    public init(directory: URL, format: ExportFormat, files: [String], missingImages: [String]) {
        self.directory = directory
        self.format = format
        self.files = files
        self.missingImages = missingImages
    }
}
