import Foundation
import Hummingbird

/// A refusal the server answers with: an HTTP status and a Spring-style `{"code", "message"}` body.
package struct APIError: Error, Sendable, Equatable, HTTPResponseError {
    /// The HTTP status.
    package let status: HTTPResponse.Status
    /// A stable, machine-readable code (`PRODUCT_NOT_FOUND`).
    package let code: String
    /// One sentence naming the problem and what to do.
    package let message: String
    /// Extra header fields (`Allow` on a 405).
    var headers: HTTPFields = [:]

    /// The error's answer: its status and a JSON body with `code`, `message` and `status`.
    package func response(from request: Request, context: some RequestContext) throws -> Response {
        response()
    }

    /// The error's answer, without a request.
    func response() -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Two strings and a number always encode.
        let body = (try? encoder.encode(Body(code: code, message: message, status: status.code))) ?? Data()
        var fields = headers
        fields[.contentType] = "application/json; charset=utf-8"
        return Response(
            status: status, headers: fields, body: ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }

    /// The JSON of an error's answer.
    private struct Body: Encodable {
        let code: String
        let message: String
        let status: Int
    }
}

extension APIError {
    /// 400: the request is malformed; `code` names what.
    static func badRequest(_ code: String, _ message: String) -> APIError {
        APIError(status: .badRequest, code: code, message: message)
    }

    /// 401: no `identifier` header, or one no vendor has.
    static func unauthorized(_ message: String) -> APIError {
        APIError(status: .unauthorized, code: "UNAUTHORIZED", message: message)
    }

    /// 403: the vendor may not do this (another vendor's product, or a wrong password or secret).
    static func forbidden(_ message: String) -> APIError {
        APIError(status: .forbidden, code: "FORBIDDEN", message: message)
    }

    /// 404: no product with this id.
    static func productNotFound(_ id: Int) -> APIError {
        APIError(
            status: .notFound, code: "PRODUCT_NOT_FOUND",
            message: "There is no product \(id). List the products to find an existing id.")
    }

    /// 413: the body, or one image, is larger than allowed.
    static func tooLarge(_ code: String, _ message: String) -> APIError {
        // The rest of the body is not read: the connection ends after the answer, rather than
        // waiting for (or draining) bytes that will never count.
        APIError(status: .contentTooLarge, code: code, message: message, headers: [.connection: "close"])
    }

    /// 415: the body is not of the content type the operation reads.
    static func unsupportedMediaType(expected: String) -> APIError {
        APIError(
            status: .unsupportedMediaType, code: "UNSUPPORTED_MEDIA_TYPE",
            message: "This operation reads a \(expected) body; send one with that Content-Type.")
    }

    /// 507: the disk is full, so the change could not be stored; nothing was changed. Unlike a
    /// 500, the answer says for sure that nothing was made: a client need not take a create as
    /// unconfirmed, and says what the server said.
    static func storageFull() -> APIError {
        APIError(
            status: HTTPResponse.Status(code: 507, reasonPhrase: "Insufficient Storage"),
            code: "STORAGE_FULL",
            message:
                "The server could not save the change: its disk is full, and nothing was changed. Free some space on it."
        )
    }

    /// 500: the server could not store the change; nothing was changed.
    static func storageFailed(_ detail: String) -> APIError {
        APIError(
            status: .internalServerError, code: "STORAGE_FAILED",
            message: "The server could not save the change (\(detail)); nothing was changed. Try again.")
    }
}
