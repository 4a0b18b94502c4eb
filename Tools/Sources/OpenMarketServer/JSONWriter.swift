import Foundation
import Hummingbird

/// Writes JSON straight into bytes, in the order the fields are given.
///
/// The server's answers are small and hot (a page is asked for far more often than anything
/// changes), so they are written by hand rather than through `JSONEncoder`: no intermediate
/// dictionaries, money written as the exact digits of its `Decimal`, keys in a fixed order.
struct JSONWriter {
    /// The JSON written so far.
    private(set) var bytes: [UInt8] = []
    /// Where the base URL goes, for values written with ``value(addressPath:)``.
    private(set) var insertions: [Int] = []
    /// Whether the next value or key needs a comma before it.
    private var needsComma = false

    /// An empty writer, with room for `capacity` bytes.
    init(capacity: Int = 256) {
        bytes.reserveCapacity(capacity)
    }

    /// The bytes in a NIO buffer, for a response body.
    var buffer: ByteBuffer { ByteBuffer(bytes: bytes) }

    // MARK: - Structure

    /// Writes an object whose fields `body` writes.
    mutating func object(_ body: (inout JSONWriter) -> Void) {
        separate()
        bytes.append(UInt8(ascii: "{"))
        needsComma = false
        body(&self)
        bytes.append(UInt8(ascii: "}"))
        needsComma = true
    }

    /// Writes an array whose elements `body` writes.
    mutating func array(_ body: (inout JSONWriter) -> Void) {
        separate()
        bytes.append(UInt8(ascii: "["))
        needsComma = false
        body(&self)
        bytes.append(UInt8(ascii: "]"))
        needsComma = true
    }

    /// Writes a key; the next value written is its value.
    mutating func key(_ name: String) {
        separate()
        appendQuoted(name)
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    // MARK: - Values

    /// Writes a string value.
    mutating func value(_ text: String) {
        separate()
        appendQuoted(text)
        needsComma = true
    }

    /// Writes a whole number.
    mutating func value(_ number: Int) {
        separate()
        bytes.append(contentsOf: String(number).utf8)
        needsComma = true
    }

    /// Writes an exact decimal number (`19.99`, `2000`).
    mutating func value(_ amount: Decimal) {
        separate()
        bytes.append(contentsOf: amount.description.utf8)
        needsComma = true
    }

    /// Writes an address on this server, `<base URL><path>`, leaving the base URL to be filled in
    /// per request (see ``rendered``).
    mutating func value(addressPath path: String) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        insertions.append(bytes.count)
        appendEscaped(path)
        bytes.append(UInt8(ascii: "\""))
        needsComma = true
    }

    /// The JSON written, with its open places for the base URL.
    var rendered: RenderedJSON {
        RenderedJSON(bytes: bytes, insertions: insertions)
    }

    /// Appends rendered JSON as a value, with `base` filled in.
    mutating func value(_ json: RenderedJSON, base: [UInt8]) {
        separate()
        json.append(to: &bytes, base: base)
        needsComma = true
    }

    /// Writes `true` or `false`.
    mutating func value(_ flag: Bool) {
        separate()
        bytes.append(contentsOf: (flag ? "true" : "false").utf8)
        needsComma = true
    }

    /// Writes `null`.
    mutating func null() {
        separate()
        bytes.append(contentsOf: "null".utf8)
        needsComma = true
    }

    // MARK: - Fields

    /// Writes `"name": text`.
    mutating func field(_ name: String, _ text: String) {
        key(name)
        value(text)
    }

    /// Writes `"name": text`, or `"name": null`.
    mutating func field(_ name: String, _ text: String?) {
        key(name)
        if let text { value(text) } else { null() }
    }

    /// Writes `"name": number`.
    mutating func field(_ name: String, _ number: Int) {
        key(name)
        value(number)
    }

    /// Writes `"name": amount`.
    mutating func field(_ name: String, _ amount: Decimal) {
        key(name)
        value(amount)
    }

    /// Writes `"name": flag`.
    mutating func field(_ name: String, _ flag: Bool) {
        key(name)
        value(flag)
    }

    // MARK: - Bytes

    private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
    }

    /// Appends `text` as a JSON string: quotes, backslashes and control characters escaped,
    /// everything else as UTF-8.
    private mutating func appendQuoted(_ text: String) {
        bytes.append(UInt8(ascii: "\""))
        appendEscaped(text)
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends `text`'s UTF-8 with JSON's escapes, without quotes.
    private mutating func appendEscaped(_ text: String) {
        let plain = text.utf8.allSatisfy {
            $0 >= 0x20 && $0 != 0x7F && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\")
        }
        if plain {
            bytes.append(contentsOf: text.utf8)
            return
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""):
                bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
            case UInt8(ascii: "\\"):
                bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
            case UInt8(ascii: "\n"):
                bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
            case UInt8(ascii: "\r"):
                bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
            case UInt8(ascii: "\t"):
                bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
            case 0..<0x20, 0x7F:
                bytes.append(contentsOf: "\\u00".utf8)
                bytes.append(Self.hexDigits[Int(byte >> 4)])
                bytes.append(Self.hexDigits[Int(byte & 0x0F)])
            default:
                bytes.append(byte)
            }
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
