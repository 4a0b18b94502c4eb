import Foundation
import Hummingbird

extension MarketGeneration {
    /// The encoder of the generation's answers: keys in its style (`.convertToSnakeCase` spells a
    /// page's `pageNo` as `marketTraining`'s `page_no` and leaves keys already in snake_case as
    /// they are), sorted, so that an answer reads the same every time, and addresses written with
    /// their slashes as they are.
    var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        if self == .marketTraining { encoder.keyEncodingStrategy = .convertToSnakeCase }
        return encoder
    }

    /// `body` as the generation's JSON, for an answer.
    ///
    /// - Throws: ``APIError`` 500 when it cannot be encoded (the server's bodies hold no value
    ///   that JSON cannot write, so this does not happen).
    func json(_ body: some Encodable) throws(APIError) -> ByteBuffer {
        do {
            return ByteBuffer(bytes: try encoder.encode(body))
        } catch {
            throw APIError(
                status: .internalServerError, code: "ANSWER_NOT_WRITTEN",
                message:
                    "The server could not write its answer as JSON; list the products to see whether "
                    + "the change was made, then try again.")
        }
    }
}
