/// The HTTP methods the Starbucks endpoints use.
enum HTTPMethod: String, Sendable {
    case get = "GET"
    case post = "POST"
}
