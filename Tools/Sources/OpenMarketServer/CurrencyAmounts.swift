import Foundation

/// The smallest unit each currency the server accepts can charge: whole won for `KRW`, cents
/// for `USD`. An amount with a finer fraction is refused with 400 `FRACTIONAL_AMOUNT`.
enum CurrencyAmounts {
    /// The decimal places an amount in `currency` may have.
    static func fractionDigits(of currency: String) -> Int {
        currency == "KRW" ? 0 : 2
    }

    /// Whether `amount` can be charged in `currency`.
    static func fits(_ amount: Decimal, _ currency: String) -> Bool {
        var source = amount
        var rounded = Decimal()
        NSDecimalRound(&rounded, &source, fractionDigits(of: currency), .plain)
        return rounded == amount
    }

    /// Refuses `price` and `discount` (the fields named `priceKey` and `discountKey`) when
    /// either has a fraction `currency` cannot charge.
    ///
    /// - Throws: ``APIError`` 400 `FRACTIONAL_AMOUNT`.
    static func check(price: Decimal, discount: Decimal, currency: String) throws(APIError) {
        for (key, amount) in [("price", price), ("discounted_price", discount)] where !fits(amount, currency)
        {
            let rule =
                currency == "KRW"
                ? "KRW amounts are whole won" : "\(currency) amounts have at most two decimal places"
            throw APIError.badRequest(
                "FRACTIONAL_AMOUNT",
                "\(key) \(amount) is too fine for \(currency): \(rule). Send the price and discounted_price "
                    + "in that unit, with the currency.")
        }
    }
}
