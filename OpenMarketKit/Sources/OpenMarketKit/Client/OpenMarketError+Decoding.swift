import Foundation

extension OpenMarketError {
    /// The error for a failure while reading an answer: ``OpenMarketError`` values pass through,
    /// decoder and wire problems become ``Kind-swift.struct/decodingFailed`` with their path and,
    /// when known, the product's identifier.
    static func reading(_ error: any Error) -> OpenMarketError {
        var error = error
        var productID: Int?
        while let failure = error as? WireProductFailure {
            productID = productID ?? failure.productID
            error = failure.underlying
        }
        if let error = error as? OpenMarketError { return error }
        let detail: AnswerProblem.Detail
        if let value = error as? WireValueError {
            detail = .value(value)
        } else {
            detail = .decoding(DecodingProblem(error))
        }
        return .decodingFailed(AnswerProblem(detail: detail, productID: productID))
    }
}
