import ExpoKit
import Foundation

/// What an export wrote, as data for a program (`expo export --json`): the format, the folder and
/// its files, or the Markdown document itself when it went to standard output, and the pictures
/// that were not found.
public struct ExportReport: Sendable, Hashable, Encodable {
    /// The format written.
    public let format: ExportFormat
    /// The folder written into, as a path; none for standard output.
    public let directory: String?
    /// The files written, relative to the folder; none for standard output.
    public let files: [String]?
    /// The Markdown document, when it went to standard output.
    public let content: String?
    /// The image names no picture was found for.
    public let missingImages: [String]

    /// The report of an export written into a folder.
    public init(_ result: ExportResult) {
        format = result.format
        directory = result.directory.path
        files = result.files
        content = nil
        missingImages = result.missingImages
    }

    /// The report of a Markdown document written to standard output.
    public init(document: String, missingImages: [String]) {
        format = .markdown
        directory = nil
        files = nil
        content = document
        self.missingImages = missingImages
    }
}
