import Foundation
import Testing

// The one kit this copy is compiled in.
#if canImport(DiaryKit)
    @testable import DiaryKit
#elseif canImport(OpenMarketKit)
    @testable import OpenMarketKit
#elseif canImport(StarbucksKit)
    @testable import StarbucksKit
#endif

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// This file is a copy of the workspace's `Shared/NetworkTests`: edit it there and run
// `make share`. Each kit's own tests check its errors' words; this one checks the shared reasons.

@Suite("NetworkReason: why a request got no answer, in the kit's words")
struct NetworkReasonContractTests {
    @Test(arguments: [
        (URLError.Code.notConnectedToInternet, NetworkReason.notConnected),
        (.cannotFindHost, .cannotFindHost),
        (.dnsLookupFailed, .cannotFindHost), (.cannotConnectToHost, .cannotConnect), (.timedOut, .timedOut),
        (.networkConnectionLost, .connectionLost), (.secureConnectionFailed, .secureConnectionFailed),
        (.serverCertificateUntrusted, .secureConnectionFailed), (.badServerResponse, .badServerResponse),
        (.cannotParseResponse, .badServerResponse), (.badURL, .badURL), (.unsupportedURL, .badURL),
        (.httpTooManyRedirects, .tooManyRedirects), (.unknown, .other),
    ])
    func urlErrorCodesMapToReasons(_ code: URLError.Code, _ reason: NetworkReason) {
        #expect(NetworkReason(URLError(code)) == reason)
        #expect(NetworkReason(NSError(domain: NSURLErrorDomain, code: code.rawValue)) == reason)
    }

    @Test(arguments: NetworkReason.allCases)
    func everyNetworkReasonIsWordedInBothLanguages(_ reason: NetworkReason) {
        let translations = Localizer.translations(of: reason.key)
        #expect(Set(translations.keys) == ["en", "ko"], "\(reason.key)")
        SystemTextCheck.expectClean(translations["en"] ?? "", korean: false)
        SystemTextCheck.expectClean(translations["ko"] ?? "", korean: true, allowing: ["HTTPS", "HTTP"])
    }

    @Test func anyOtherTransportErrorIsTheGenericReason() {
        struct Odd: Error {}
        #expect(NetworkReason(Odd()) == .other)
        #expect(!NetworkReason.isFoundationError(Odd()))
        #expect(NetworkReason.isFoundationError(URLError(.timedOut)))
    }
}
