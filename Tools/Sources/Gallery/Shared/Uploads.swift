import Foundation
import Hummingbird
import NIOCore
import OpenMarketServer

/// A file a form sent: its field's name, the file name the browser gave, and its bytes.
public struct UploadedFile: Sendable, Hashable {
    /// The form field's name (`pictures`).
    public let field: String
    /// The file's name as the browser sent it (only for showing; never a path).
    public let filename: String
    /// The file's bytes.
    public let data: Data

    /// A file sent in `field`.
    public init(field: String, filename: String, data: Data) {
        self.field = field
        self.filename = filename
        self.data = data
    }
}

/// How much of an upload the gallery reads and keeps.
public struct UploadLimits: Sendable, Hashable {
    /// The most bytes of a whole body read; reading stops there.
    public var body: Int
    /// The most bytes of one file kept; a larger file is counted as it goes by, never kept.
    public var file: Int
    /// The most bytes of one text field read; a longer one makes the form refused whole.
    public var field: Int

    /// Limits of `body` bytes a body, `file` bytes a file and `field` bytes a text field.
    public init(body: Int, file: Int, field: Int = 64 * 1_024) {
        self.body = body
        self.file = file
        self.field = field
    }
}

/// What the gallery refused of an upload, for the page to say: the files over the file limit
/// (their bytes were never kept) and whether the body passed its limit (reading stopped there:
/// the fields and files before that point are the request's, the rest is gone).
public struct UploadRefusals: Sendable, Hashable {
    /// A file not kept: its field, the browser's file name and the bytes it had (as far as they
    /// were read).
    public struct File: Sendable, Hashable {
        /// The form field's name.
        public let field: String
        /// The file's name as the browser sent it.
        public let filename: String
        /// Its size in bytes, or as much of it as arrived before the body's limit.
        public let bytes: Int
    }

    /// The files over ``UploadLimits/file``, in order.
    public var files: [File] = []
    /// The body's limit, when the body passed it.
    public var bodyLimit: Int?

    /// Whether nothing was refused.
    public var isEmpty: Bool { files.isEmpty && bodyLimit == nil }

    /// Nothing refused.
    public init() {}
}

/// A `multipart/form-data` body, read as the local Open Market server reads one
/// (`MultipartForm`'s rules, MultipartKit underneath), but as it arrives and within
/// ``UploadLimits``: its text fields and its files (a file field left empty, which browsers send
/// with an empty file name and no bytes, is no file), and what was refused.
struct MultipartBody {
    /// The text fields, by name (the last of a name wins).
    var fields: [String: String] = [:]
    /// The files kept, in order.
    var files: [UploadedFile] = []
    /// The files and the part of the body not kept.
    var refusals = UploadRefusals()
    /// ``UploadLimits/field`` when a text field passed it (the form is then refused whole).
    var fieldLimit: Int?

    /// The most parts read; later parts are skipped.
    static let maximumParts = 64

    /// Reads `body` chunk by chunk: a file over `limits.file` is only counted, and reading stops
    /// once `limits.body` bytes went by (Hummingbird drains the rest after the answer, keeping
    /// none of it). `nil` when the content type is not `multipart/form-data` with a boundary, the
    /// body is not well formed before its limit or has no part, or a text field is not UTF-8.
    ///
    /// - Throws: What reading the request's body throws (the connection went away).
    static func read(_ body: RequestBody, contentType: String?, limits: UploadLimits) async throws -> Self? {
        guard let contentType else { return nil }
        let type = MediaTypeText(contentType)
        guard type.essence == "multipart/form-data", let boundary = type.parameters["boundary"],
            MultipartForm.isValidBoundary(boundary)
        else { return nil }
        let reader = MultipartForm.StreamReader(boundary: boundary, maximumParts: maximumParts)
        let collector = Collector(limits: limits)
        reader.onPart = { collector.begin($0) }
        reader.onBytes = { collector.take($0) }
        reader.onPartEnd = { collector.end() }
        var read = 0
        for try await chunk in body {
            read += chunk.readableBytes
            if read > limits.body {
                // Only the bytes up to the limit are read; the part under way is left out.
                var head = chunk
                let within = chunk.readableBytes - (read - limits.body)
                if within > 0, let bytes = head.readSlice(length: within) {
                    guard await feed(bytes, to: reader) else { return nil }
                }
                collector.cut(limit: limits.body)
                break
            }
            guard await feed(chunk, to: reader) else { return nil }
            if collector.fieldTooLong { break }
        }
        // A body in which no part began (another boundary, or none at all) is no form.
        if collector.unreadable || collector.parts == 0 { return nil }
        var result = MultipartBody()
        result.fieldLimit = collector.fieldTooLong ? limits.field : nil
        result.fields = collector.fields
        result.files = collector.files
        result.refusals = collector.refusals
        return result
    }

    /// The most bytes parsed before other tasks get their turn.
    static let sliceSize = 64 * 1_024

    /// Feeds `chunk` to `reader` a slice of at most ``sliceSize`` bytes at a time, letting other
    /// tasks run between slices: a body that comes as one large buffer (from a fast client, or
    /// in process) never holds one of the few executor threads for its whole parse, which kept
    /// every other page waiting while a 40 MB upload was read. `false` when the reader refused
    /// the bytes.
    private static func feed(_ chunk: ByteBuffer, to reader: MultipartForm.StreamReader) async -> Bool {
        var rest = chunk
        while rest.readableBytes > sliceSize, let slice = rest.readSlice(length: sliceSize) {
            guard reader.feed(slice) else { return false }
            await Task.yield()
        }
        return reader.feed(rest)
    }

    /// Keeps the parts the reader finds, within the limits.
    private final class Collector {
        let limits: UploadLimits
        var fields: [String: String] = [:]
        var files: [UploadedFile] = []
        var refusals = UploadRefusals()
        /// Whether a text field passed ``UploadLimits/field``.
        var fieldTooLong = false
        /// Whether a text field's bytes were not UTF-8.
        var unreadable = false
        /// How many parts began.
        var parts = 0
        /// The part under way: its name and file name (`nil` for a text field), its size so far
        /// and its bytes while they fit.
        private var part: (name: String, filename: String?, size: Int)?
        private var bytes: [UInt8] = []

        init(limits: UploadLimits) {
            self.limits = limits
        }

        func begin(_ header: MultipartForm.PartHeader) {
            parts += 1
            part = (header.name, header.filename, 0)
            bytes = []
        }

        func take(_ chunk: ByteBufferView) {
            guard var current = part else { return }
            current.size += chunk.count
            part = current
            let cap = current.filename == nil ? limits.field : limits.file
            if current.size <= cap {
                bytes.append(contentsOf: chunk)
            } else if current.filename == nil {
                fieldTooLong = true
                bytes = []
            } else if !bytes.isEmpty {
                // Too large: what was kept goes at once, and no more is kept.
                bytes = []
            }
        }

        func end() {
            defer {
                part = nil
                bytes = []
            }
            guard let current = part else { return }
            guard let filename = current.filename else {
                if let text = String(validating: bytes, as: UTF8.self) {
                    fields[current.name] = text
                } else {
                    unreadable = true
                }
                return
            }
            if current.size > limits.file {
                refusals.files.append(.init(field: current.name, filename: filename, bytes: current.size))
            } else if current.size > 0 {
                // One copy of exactly the picture's size, kept while the form waits.
                files.append(UploadedFile(field: current.name, filename: filename, data: Data(bytes)))
            }
        }

        /// The body passed its limit: the part under way is left out, and the page says why.
        func cut(limit: Int) {
            part = nil
            bytes = []
            refusals.bodyLimit = limit
        }
    }
}
