import Foundation

/// A Spring-style error answer: `code` (number or text) and `message`, or `error`.
struct WireErrorBody: Decodable {
    let code: String?
    let message: String?

    enum CodingKeys: String, CodingKey {
        case code
        case message
        case error
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let number = try? container.decodeIfPresent(Int.self, forKey: .code) {
            code = String(number)
        } else {
            code = try? container.decodeIfPresent(String.self, forKey: .code)
        }
        message =
            (try? container.decodeIfPresent(String.self, forKey: .message))
            ?? (try? container.decodeIfPresent(String.self, forKey: .error))
    }
}
