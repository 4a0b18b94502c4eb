import Foundation

/// Reads and checks the JSON of create's `params` part, of an update, and of delete's first
/// step, against the limits and the generation's keys.
struct ParamsReader: Sendable {
    /// The generation, which names the description key.
    let generation: MarketGeneration
    /// The limits checked.
    let limits: MarketLimits

    /// The new product `bytes` (the `params` part) describes.
    ///
    /// - Throws: ``APIError`` 400 for a missing, `null`, mistyped or out-of-bounds field, or an
    ///   amount finer than its currency's unit (`FRACTIONAL_AMOUNT`).
    func newProduct(_ bytes: [UInt8]) throws(APIError) -> NewProduct {
        let fields = try JSONFields.parse(bytes, what: "The params part")
        let descriptionKey = generation.descriptionKey
        let name = try text(fields, "name", length: limits.nameLength)
        let description = try text(fields, descriptionKey, length: limits.descriptionLength)
        let price = try amount(fields, "price")
        let currency = try currency(fields)
        let password = try secret(fields)
        guard let name, let description, let price, let currency, let password else {
            let missing = [
                ("name", name == nil), (descriptionKey, description == nil), ("price", price == nil),
                ("currency", currency == nil), ("secret", password == nil),
            ]
            throw APIError.badRequest(
                "MISSING_FIELD",
                "params lacks " + missing.filter(\.1).map(\.0).joined(separator: ", ")
                    + "; every product needs name, \(descriptionKey), price, currency and secret.")
        }
        let discount = try amount(fields, "discounted_price") ?? 0
        let stock = try wholeNumber(fields, "stock", in: 0...limits.maximumStock) ?? 0
        guard discount <= price else { throw Self.discountAbovePrice(discount, price) }
        try CurrencyAmounts.check(price: price, discount: discount, currency: currency)
        return NewProduct(
            name: name, description: description, price: price, currency: currency, discountedPrice: discount,
            stock: stock, password: password)
    }

    /// The changes an update body asks for.
    ///
    /// - Throws: ``APIError`` 400 for a missing `secret`, or a `null`, mistyped or
    ///   out-of-bounds field.
    func edit(_ bytes: some Collection<UInt8>) throws(APIError) -> ProductEdit {
        let fields = try JSONFields.parse(bytes, what: "The body")
        guard let password = try secret(fields) else { throw Self.missingSecret }
        let price = try amount(fields, "price")
        let discount = try amount(fields, "discounted_price")
        if let price, let discount, discount > price { throw Self.discountAbovePrice(discount, price) }
        return ProductEdit(
            name: try text(fields, "name", length: limits.nameLength),
            description: try text(fields, generation.descriptionKey, length: limits.descriptionLength),
            thumbnailID: try wholeNumber(fields, "thumbnail_id", in: 1...Int.max),
            price: price, currency: try currency(fields), discountedPrice: discount,
            stock: try wholeNumber(fields, "stock", in: 0...limits.maximumStock), password: password)
    }

    /// The password of a `{"secret": …}` body.
    ///
    /// - Throws: ``APIError`` 400 when it is missing or not text.
    func password(_ bytes: some Collection<UInt8>) throws(APIError) -> String {
        let fields = try JSONFields.parse(bytes, what: "The body")
        guard let password = try secret(fields) else { throw Self.missingSecret }
        return password
    }

    // MARK: - Fields

    private func text(_ fields: JSONFields, _ key: String, length: ClosedRange<Int>) throws(APIError)
        -> String?
    {
        switch fields.texts[key] ?? .absent {
        case .absent:
            return nil
        case .value(let text):
            try Self.checkLength(of: text, key, length)
            try Self.refuseControls(in: text, key, lineBreaks: key != "name")
            return text
        case .null, .wrongType:
            throw APIError.badRequest(
                "INVALID_FIELD",
                "\(key) must be text of \(length.lowerBound) to \(length.upperBound) characters.")
        }
    }

    /// Refuses a text whose length is outside `length`, counted as OpenMarketKit's
    /// `ProductFormValidator` counts it, with the kits' one rule for what shows nothing (the
    /// shared `trimmingBlanks()`, copied from `Shared/Kit` by `make share`): the characters a
    /// person sees (a flag of two scalars, a letter with its accent: one each), without blanks at
    /// either end (white space, zero-width and format characters, fillers such as U+3164, the
    /// blank Braille pattern), must be at least `length.lowerBound`, and the Unicode scalars sent
    /// at most `length.upperBound`. A name of three spaces or three fillers has none.
    ///
    /// - Throws: ``APIError`` 400 `INVALID_FIELD`, saying how the text was counted and what to send.
    private static func checkLength(of text: String, _ key: String, _ length: ClosedRange<Int>)
        throws(APIError)
    {
        let scalars = text.unicodeScalars.count
        let bounds = "\(key) must have \(length.lowerBound) to \(length.upperBound) characters"
        if scalars > length.upperBound {
            throw APIError.badRequest(
                "INVALID_FIELD",
                "\(bounds); it has \(scalars) (Unicode code points). Send it with at most \(length.upperBound)."
            )
        }
        let shown = text.trimmingBlanks().count
        guard shown < length.lowerBound else { return }
        throw APIError.badRequest(
            "INVALID_FIELD",
            "\(bounds); it has \(shown) that show (blanks at either end, such as spaces, zero-width "
                + "characters and fillers like U+3164, count for none; an emoji or a letter with its "
                + "accents counts once). Send it with at least \(length.lowerBound) characters that show.")
    }

    /// Refuses a text holding a control character (C0, DEL or C1; a description may hold tabs
    /// and line breaks): SQLite would keep a text cut at a NUL, and a terminal showing the others
    /// would run them. A name (`lineBreaks` false) may not hold a bidirectional override or
    /// isolate either (U+202A–U+202E, U+2066–U+2069): it would show differently from what it is
    /// (`U+202E` before `gpj.exe` shows `exe.jpg`). OpenMarketKit's `ProductFormValidator` checks
    /// the same rule before sending.
    ///
    /// - Throws: ``APIError`` 400 `INVALID_FIELD`, naming the character and where it is.
    private static func refuseControls(in text: String, _ key: String, lineBreaks: Bool) throws(APIError) {
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            let value = scalar.value
            if lineBreaks, value == 0x09 || value == 0x0A || value == 0x0D { continue }
            let hex = String(value, radix: 16, uppercase: true)
            let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            if !lineBreaks, (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value) {
                throw APIError.badRequest(
                    "INVALID_FIELD",
                    "\(key) holds the text-direction character \(code) at character \(offset + 1), "
                        + "which makes it show differently from what it is; send it without that character.")
            }
            guard value <= 0x1F || (0x7F...0x9F).contains(value) else { continue }
            throw APIError.badRequest(
                "INVALID_FIELD",
                "\(key) holds the control character \(code) "
                    + "at character \(offset + 1); send it without control characters"
                    + (lineBreaks ? " (tabs and line breaks may stay)." : "."))
        }
    }

    private func amount(_ fields: JSONFields, _ key: String) throws(APIError) -> Decimal? {
        switch fields.amounts[key] ?? .absent {
        case .absent:
            return nil
        case .value(let amount) where amount >= 0 && amount <= Decimal(limits.maximumPrice):
            return amount
        case .value, .null, .wrongType:
            throw APIError.badRequest(
                "INVALID_FIELD", "\(key) must be a number from 0 to \(limits.maximumPrice).")
        }
    }

    private func wholeNumber(
        _ fields: JSONFields, _ key: String, in range: ClosedRange<Int>
    ) throws(APIError) -> Int? {
        switch fields.wholeNumbers[key] ?? .absent {
        case .absent:
            return nil
        case .value(let number) where range.contains(number):
            return number
        case .value, .null, .wrongType:
            throw APIError.badRequest(
                "INVALID_FIELD",
                "\(key) must be a whole number from \(range.lowerBound) to \(range.upperBound).")
        }
    }

    private func currency(_ fields: JSONFields) throws(APIError) -> String? {
        switch fields.texts["currency"] ?? .absent {
        case .absent:
            return nil
        case .value(let code) where code == "KRW" || code == "USD":
            return code
        case .value, .null, .wrongType:
            throw APIError.badRequest("INVALID_FIELD", "currency must be KRW or USD.")
        }
    }

    private func secret(_ fields: JSONFields) throws(APIError) -> String? {
        switch fields.texts["secret"] ?? .absent {
        case .absent:
            return nil
        case .value(let secret)
        where !secret.isEmpty && secret.unicodeScalars.count <= limits.maximumSecretLength:
            return secret
        case .value, .null, .wrongType:
            throw APIError.badRequest(
                "INVALID_FIELD",
                "secret must be the vendor's password, 1 to \(limits.maximumSecretLength) characters.")
        }
    }

    private static let missingSecret = APIError.badRequest(
        "MISSING_FIELD", "The body lacks secret; send the vendor's password as secret.")

    private static func discountAbovePrice(_ discount: Decimal, _ price: Decimal) -> APIError {
        APIError.badRequest(
            "DISCOUNT_ABOVE_PRICE",
            "discounted_price (\(discount)) is larger than price (\(price)); lower the discount or raise the price."
        )
    }
}
