import Foundation

/// Why bytes cannot be uploaded as a product image.
///
/// Match on ``kind``; new kinds may be added without breaking a `switch` that has a `default`.
///
/// ```swift
/// do {
///     _ = try ImageUpload(data: Data("%PDF-1.7".utf8))
/// } catch let error as ImageUploadError {
///     print(error.kind, error.message(locale: Locale(identifier: "ko")))
/// }
/// ```
public struct ImageUploadError: Error, Sendable, Hashable {
    /// What kind of problem the bytes have.
    public struct Kind: Sendable, Hashable, CustomStringConvertible {
        private let name: String

        /// The data is empty.
        public static let empty = Kind(name: "empty")
        /// The data is not PNG, JPEG, GIF or WebP.
        public static let unsupportedFormat = Kind(name: "unsupportedFormat")

        /// The kind's name (`unsupportedFormat`).
        public var description: String { name }
    }

    private enum Reason: Sendable, Hashable {
        case empty
        case unsupportedFormat(Data)
    }

    private let reason: Reason

    /// What kind of problem the bytes have.
    public var kind: Kind {
        switch reason {
        case .empty: .empty
        case .unsupportedFormat: .unsupportedFormat
        }
    }

    /// The data is empty.
    public static let empty = ImageUploadError(reason: .empty)

    /// The data is in no accepted format; `leadingBytes` are its first bytes, for the message.
    public static func unsupportedFormat(leadingBytes: Data) -> ImageUploadError {
        ImageUploadError(reason: .unsupportedFormat(Data(leadingBytes.prefix(12))))
    }

    /// The first bytes of data in an unsupported format; `nil` for other kinds.
    public var leadingBytes: Data? {
        if case .unsupportedFormat(let bytes) = reason { return bytes }
        return nil
    }

    /// One line naming the problem and the fix, in `locale`'s language (English unless Korean).
    public func message(locale: Locale = .current) -> String {
        let text = Localizer(locale: locale)
        switch reason {
        case .empty:
            return text.string("image.empty")
        case .unsupportedFormat(let bytes):
            let hex = bytes.prefix(8).map { byte in
                let digits = String(byte, radix: 16, uppercase: true)
                return digits.count == 1 ? "0" + digits : digits
            }
            return text.format("image.unsupportedFormat", hex.joined(separator: " "))
        }
    }
}

extension ImageUploadError: LocalizedError {
    /// The message in the current locale.
    public var errorDescription: String? { message(locale: .current) }
}
