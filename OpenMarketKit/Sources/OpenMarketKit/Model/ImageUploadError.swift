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
    /// The problem and the bytes it concerns: the only list of this error's cases.
    private enum Reason: Sendable, Hashable {
        case empty
        case unsupportedFormat(Data)
    }

    private let reason: Reason

    /// What kind of problem the bytes have: the name of its case.
    public var kind: Kind { Kind(caseName(of: reason)) }

    /// The data is empty.
    public static let empty = Self(reason: .empty)

    /// The data is in no accepted format; `leadingBytes` are its first bytes, for the message.
    public static func unsupportedFormat(leadingBytes: Data) -> Self {
        Self(reason: .unsupportedFormat(Data(leadingBytes.prefix(12))))
    }

    /// The first bytes of data in an unsupported format; `nil` for other kinds.
    public var leadingBytes: Data? {
        if case .unsupportedFormat(let bytes) = reason { return bytes }
        return nil
    }

    /// One line naming the problem and the fix, in `locale`'s language (English unless Korean).
    ///
    /// The message's key is `image.` followed by ``kind``.
    public func message(locale: Locale = .current) -> String {
        let text = Localizer(locale: locale)
        let key = "image.\(kind)"
        switch reason {
        case .empty:
            return text.string(key)
        case .unsupportedFormat(let bytes):
            let hex = bytes.prefix(8).map { byte in
                let digits = String(byte, radix: 16, uppercase: true)
                return digits.count == 1 ? "0" + digits : digits
            }
            return text.format(key, hex.joined(separator: " "))
        }
    }
}

extension ImageUploadError {
    /// What kind of problem an ``ImageUploadError`` names; compare it with the constants below.
    public struct Kind: Sendable, Hashable, CustomStringConvertible {
        /// The kind's name (`unsupportedFormat`).
        public let description: String

        /// The kind named `name`; a constant below passes its own name.
        fileprivate init(_ name: String = #function) { description = name }

        /// The data is empty.
        public static var empty: Self { Self() }
        /// The data is not PNG, JPEG, GIF or WebP.
        public static var unsupportedFormat: Self { Self() }
    }
}

extension ImageUploadError: LocalizedError {
    /// The message in the current locale.
    public var errorDescription: String? { message(locale: .current) }
}
