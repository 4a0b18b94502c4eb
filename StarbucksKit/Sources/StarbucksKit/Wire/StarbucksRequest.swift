import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One call to a Starbucks endpoint, carrying the type its JSON answer decodes to.
struct StarbucksRequest<Response: Decodable & Sendable>: Sendable {
    /// The media type of every form body, exactly as the endpoints expect it.
    static var formContentType: String { "application/x-www-form-urlencoded; charset=utf-8" }

    let endpoint: StarbucksEndpoint
    let method: HTTPMethod
    let url: URL
    /// The form fields of a `POST`; empty for a `GET`.
    let form: [FormField]

    /// The request to send.
    var urlRequest: URLRequest {
        var request = URLRequest(url: url, timeoutInterval: APIClient.timeout)
        request.httpMethod = method.rawValue
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        if method == .post {
            request.setValue(Self.formContentType, forHTTPHeaderField: "Content-Type")
            request.httpBody = FormField.body(form)
        }
        return request
    }
}
