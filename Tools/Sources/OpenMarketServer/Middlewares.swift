import Foundation
import Hummingbird
import Logging

/// Turns every failure into an answer with a `{"code", "message"}` body: the API's own
/// refusals as they are, an unknown route as 404, a body over the limit as 413, and anything
/// unexpected as 500 (logged).
struct ErrorBodyMiddleware: RouterMiddleware {
    typealias Context = MarketRequestContext

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as APIError {
            return error.response()
        } catch let error as HTTPError where error.status == .notFound {
            return APIError(
                status: .notFound, code: "NOT_FOUND",
                message: "There is no \(request.method) \(RequestLogMiddleware.redacted(request.uri.path)); "
                    + "see /openapi.json for the operations."
            ).response()
        } catch let error as any HTTPResponseError {
            return APIError(
                status: error.status, code: "HTTP_\(error.status.code)",
                message: "The request was refused (\(error.status.reasonPhrase))."
            ).response()
        } catch {
            context.logger.error("Unexpected failure: \(String(describing: type(of: error)))")
            return APIError(
                status: .internalServerError, code: "INTERNAL_ERROR",
                message: "The server failed unexpectedly; nothing was changed. Try again."
            ).response()
        }
    }
}

/// Logs one line per request: method, path (with a product secret hidden), status and
/// duration. Headers, queries and bodies, which carry identifiers and passwords, are never
/// logged.
struct RequestLogMiddleware: RouterMiddleware {
    typealias Context = MarketRequestContext

    /// Where the lines go.
    let logger: Logger

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        let start = ContinuousClock.now
        let response: Response
        do {
            response = try await next(request, context)
        } catch {
            log(request, status: 500, since: start)
            throw error
        }
        log(request, status: response.status.code, since: start)
        return response
    }

    private func log(_ request: Request, status: Int, since start: ContinuousClock.Instant) {
        guard logger.logLevel <= .info else { return }
        let elapsed = ContinuousClock.now - start
        let milliseconds =
            Double(elapsed.components.seconds) * 1_000 + Double(elapsed.components.attoseconds) / 1e15
        let duration = String(format: "%.1f ms", milliseconds)
        logger.info("\(request.method) \(Self.redacted(request.uri.path)) \(status) \(duration)")
    }

    /// `path` with the product secret of a delete path (`/api/products/{id}/{secret}`) replaced
    /// by `***`, and control characters removed.
    static func redacted(_ path: String) -> String {
        var segments = path.split(separator: "/", omittingEmptySubsequences: false)
        if segments.count == 5, segments[1] == "api", segments[2] == "products",
            segments[4] != "secret", segments[4] != "archived"
        {
            segments[4] = "***"
        }
        let joined = segments.joined(separator: "/")
        var cleaned = String.UnicodeScalarView()
        cleaned.append(
            contentsOf: joined.unicodeScalars.prefix(300).filter { $0.properties.generalCategory != .control }
        )
        return String(cleaned)
    }
}

/// Answers 405, with the methods the path offers in `Allow`, for a known path asked with a
/// method it does not offer (any method, `QUERY` included); an unknown path stays 404.
///
/// Added to the router after the routes, so it wraps only the router's not-found answer.
struct MethodNotAllowedMiddleware: RouterMiddleware {
    typealias Context = MarketRequestContext

    /// Every registered route.
    let routes: [MarketRoute]

    func handle(
        _ request: Request, context: Context, next: (Request, Context) async throws -> Response
    ) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound {
            guard let allowed = allowedMethods(for: request.uri.path) else { throw error }
            var fields = HTTPFields()
            fields[.allow] = allowed
            throw APIError(
                status: .methodNotAllowed, code: "METHOD_NOT_ALLOWED",
                message: "\(request.method) is not offered here; use \(allowed).", headers: fields)
        }
    }

    /// The methods offered on `path` (the routes it matches with the fewest captures, as the
    /// router prefers a literal segment to a capture), `HEAD` wherever `GET` is; `nil` when no
    /// route matches.
    func allowedMethods(for path: String) -> String? {
        let segments = path.split(separator: "/", omittingEmptySubsequences: true)
        var best: (captures: Int, methods: Set<String>)?
        for route in routes {
            let template = route.path.split(separator: "/", omittingEmptySubsequences: true)
            guard template.count == segments.count,
                zip(template, segments).allSatisfy({ $0.hasPrefix("{") || $0 == $1 })
            else { continue }
            let captures = template.filter { $0.hasPrefix("{") }.count
            if let current = best, current.captures < captures { continue }
            if let current = best, current.captures == captures {
                best = (captures, current.methods.union([route.method]))
            } else {
                best = (captures, [route.method])
            }
        }
        guard var methods = best?.methods else { return nil }
        if methods.contains("GET") { methods.insert("HEAD") }
        return methods.sorted().joined(separator: ", ")
    }
}
