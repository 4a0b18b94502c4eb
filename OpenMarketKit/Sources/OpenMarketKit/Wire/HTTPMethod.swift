import Foundation

/// The HTTP methods the Open Market API uses.
public enum HTTPMethod: String, Sendable, Hashable {
    /// `GET`.
    case get = "GET"
    /// `POST`.
    case post = "POST"
    /// `PATCH`.
    case patch = "PATCH"
    /// `DELETE`.
    case delete = "DELETE"
}
