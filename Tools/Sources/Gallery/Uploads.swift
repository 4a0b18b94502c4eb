import Foundation
import MultipartKit
import NIOCore

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

/// A `multipart/form-data` body read with MultipartKit: its text fields and its files (a file
/// field left empty, which browsers send with an empty file name and no bytes, is no file).
struct MultipartBody {
    /// The text fields, by name (the last of a name wins).
    var fields: [String: String] = [:]
    /// The files, in order.
    var files: [UploadedFile] = []

    /// The most parts read.
    static let maximumParts = 64

    /// The body's fields and files; `nil` when the content type is not `multipart/form-data` with
    /// a boundary, or the body is not well formed.
    init?(_ body: ByteBuffer, contentType: String?) {
        guard let contentType,
            contentType.lowercased().hasPrefix("multipart/form-data"),
            let boundary = Self.parameters(contentType)["boundary"], !boundary.isEmpty
        else { return nil }
        let parser = MultipartParser(boundary: boundary)
        var parts: [(name: String, filename: String?, bytes: [UInt8])] = []
        var headers: [(String, String)] = []
        var bytes: [UInt8] = []
        parser.onHeader = { name, value in headers.append((name, value)) }
        parser.onBody = { chunk in bytes.append(contentsOf: chunk.readableBytesView) }
        parser.onPartComplete = {
            defer {
                headers = []
                bytes = []
            }
            guard parts.count < Self.maximumParts,
                let disposition = headers.first(where: { $0.0.lowercased() == "content-disposition" })?.1
            else { return }
            let parameters = Self.parameters(disposition)
            guard let name = parameters["name"] else { return }
            parts.append((name, parameters["filename"], bytes))
        }
        do {
            try parser.execute(body)
        } catch {
            return nil
        }
        for part in parts {
            if let filename = part.filename {
                if !part.bytes.isEmpty {
                    files.append(UploadedFile(field: part.name, filename: filename, data: Data(part.bytes)))
                }
            } else {
                fields[part.name] = String(decoding: part.bytes, as: UTF8.self)
            }
        }
    }

    /// The `key=value` parameters after the first `;` of a header's value, names lowercased,
    /// quotes removed (`form-data; name="title"` gives `name: title`).
    static func parameters(_ value: String) -> [String: String] {
        var result: [String: String] = [:]
        var pieces: [String] = []
        var current = ""
        var quoted = false
        var escaped = false
        for character in value {
            if escaped {
                current.append(character)
                escaped = false
            } else if quoted && character == "\\" {
                escaped = true
            } else if character == "\"" {
                quoted.toggle()
            } else if character == ";" && !quoted {
                pieces.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        pieces.append(current)
        for piece in pieces.dropFirst() {
            let parts = piece.split(separator: "=", maxSplits: 1)
            guard parts.count == 2 else { continue }
            result[parts[0].trimmingCharacters(in: .whitespaces).lowercased()] =
                parts[1].trimmingCharacters(in: .whitespaces)
        }
        return result
    }
}
