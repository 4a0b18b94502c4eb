import Foundation

/// The body of a request, grouped by content type.
enum RequestBody: Sendable, Hashable {
    /// No body.
    case none
    /// A JSON document, sent as `application/json`.
    case json(Data)
    /// A `multipart/form-data` form, encoded with a fresh boundary when the request is built.
    case multipart(MultipartFormData)
}
