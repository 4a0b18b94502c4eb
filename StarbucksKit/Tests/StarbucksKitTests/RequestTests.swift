import Foundation
import Testing

@testable import StarbucksKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Request bytes of each endpoint")
struct RequestTests {
    struct Expected: Sendable, CustomTestStringConvertible {
        let endpoint: StarbucksEndpoint
        let method: String
        let url: String
        let body: String?

        var testDescription: String { endpoint.rawValue }
    }

    private static func request(_ endpoint: StarbucksEndpoint, _ servers: StarbucksServers) throws
        -> URLRequest
    {
        let code = try Sample.code("106509")
        return switch endpoint {
        case .eventPopup: StarbucksAPI.eventPopup(servers).urlRequest
        case .home: StarbucksAPI.home(servers).urlRequest
        case .productInfo: StarbucksAPI.productInfo(code, servers).urlRequest
        case .productImage: StarbucksAPI.productImage(code, servers).urlRequest
        case .whatsNew, .image: StarbucksAPI.whatsNew(servers).urlRequest
        }
    }

    @Test(arguments: [
        Expected(
            endpoint: .eventPopup, method: "GET",
            url: "https://public.codesquad.kr/jk/boostcamp/starbuckst-loading.json", body: nil),
        Expected(endpoint: .home, method: "GET", url: "https://api.codesquad.kr/starbuckst", body: nil),
        Expected(
            endpoint: .productInfo, method: "POST",
            url: "https://www.starbucks.co.kr/menu/productViewAjax.do",
            body: "product_cd=106509"),
        Expected(
            endpoint: .productImage, method: "POST",
            url: "https://www.starbucks.co.kr/menu/productFileAjax.do",
            body: "PRODUCT_CD=106509"),
        Expected(
            endpoint: .whatsNew, method: "POST", url: "https://www.starbucks.co.kr/whats_new/getIngList.do",
            body: "MENU_CD=all"),
    ])
    func eachEndpointSendsItsExactBytes(expected: Expected) throws {
        let request = try Self.request(expected.endpoint, .production)

        #expect(request.httpMethod == expected.method)
        #expect(request.url?.absoluteString == expected.url)
        #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
        if let body = expected.body {
            #expect(request.httpBody == Data(body.utf8))
            #expect(
                request.value(forHTTPHeaderField: "Content-Type")
                    == "application/x-www-form-urlencoded; charset=utf-8")
        } else {
            #expect(request.httpBody == nil)
            #expect(request.value(forHTTPHeaderField: "Content-Type") == nil)
        }
    }

    @Test func theTwoProductCallsSpellTheirKeyDifferently() throws {
        let code = try Sample.code("9200000000479")

        let info = StarbucksAPI.productInfo(code, .production).urlRequest.httpBody
        let image = StarbucksAPI.productImage(code, .production).urlRequest.httpBody

        #expect(info.flatMap { String(data: $0, encoding: .utf8) } == "product_cd=9200000000479")
        #expect(image.flatMap { String(data: $0, encoding: .utf8) } == "PRODUCT_CD=9200000000479")
    }

    @Test(arguments: ["http://127.0.0.1:8080/mock", "http://127.0.0.1:8080/mock/"])
    func aBaseWithAPathPrefixKeepsIt(base: String) throws {
        let servers = try StarbucksServers(eventPopupBase: base, homeBase: base, starbucksBase: base)

        #expect(
            try Self.request(.eventPopup, servers).url?.absoluteString
                == "http://127.0.0.1:8080/mock/jk/boostcamp/starbuckst-loading.json")
        #expect(
            try Self.request(.home, servers).url?.absoluteString == "http://127.0.0.1:8080/mock/starbuckst")
        #expect(
            try Self.request(.whatsNew, servers).url?.absoluteString
                == "http://127.0.0.1:8080/mock/whats_new/getIngList.do")
    }

    @Test(arguments: ["ftp://example.com", "example.com", "", "http://", "https://host/x?y=1", "file:///tmp"])
    func aBaseThatIsNotAnHTTPAddressIsRefused(base: String) {
        let error = #expect(throws: StarbucksAPIError.self) {
            try StarbucksServers(eventPopupBase: "https://a.b", homeBase: base, starbucksBase: "https://a.b")
        }

        #expect(error?.kind == .invalidURL)
    }

    @Test func formValuesArePercentEncodedAndReadBack() throws {
        let fields = [FormField(name: "q", value: "a b&c=d/é*"), FormField(name: "MENU_CD", value: "all")]

        let body = FormField.body(fields)

        #expect(String(data: body, encoding: .utf8) == "q=a+b%26c%3Dd%2F%C3%A9*&MENU_CD=all")
        #expect(FormField.fields(in: body) == fields)
    }
}
