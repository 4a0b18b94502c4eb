import Foundation
import StarbucksKitTesting
import Testing

@testable import StarbucksKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Fixture transport")
struct FixtureTransportTests {
    private func post(
        _ path: String, body: String, type: String? = StarbucksRequest<WireHome>.formContentType
    )
        -> URLRequest
    {
        var request = URLRequest(url: StarbucksServers.production.starbucksBase.appending(path: path))
        request.httpMethod = "POST"
        request.httpBody = Data(body.utf8)
        if let type { request.setValue(type, forHTTPHeaderField: "Content-Type") }
        return request
    }

    private func get(_ url: String) throws -> URLRequest {
        URLRequest(url: try #require(URL(string: url)))
    }

    @Test func theBundleHoldsEveryFixtureTheHomeAndEventsName() throws {
        let set = FixtureSet.bundled
        let home = try JSONDecoder().decode(WireHome.self, from: try #require(set.data(for: .home))).document
        let events = try JSONDecoder().decode(
            WireEventList.self, from: try #require(set.data(for: .whatsNew))
        )
        .events.compactMap(\.event)

        #expect(set.productCodes.count == 10)
        for code in home.allProductCodes {
            #expect(set.data(for: .productInfo(code)) != nil, "details of \(code)")
            #expect(set.data(for: .productImage(code)) != nil, "picture of \(code)")
        }
        let pictures = events.compactMap(\.thumbnailURL) + [home.mainEventBannerURL].compactMap { $0 }
        #expect(events.count >= 10)
        for url in pictures {
            #expect(set.data(for: .image(url.lastPathComponent)).map(FixtureSet.isPicture) == true, "\(url)")
        }
    }

    @Test func everyEndpointIsServedByAddressMethodAndForm() async throws {
        let transport = FixtureTransport()
        let code = try Sample.code("110563")
        let cases: [(URLRequest, FixtureKey)] = [
            (StarbucksAPI.eventPopup(.production).urlRequest, .eventPopup),
            (StarbucksAPI.home(.production).urlRequest, .home),
            (StarbucksAPI.productInfo(code, .production).urlRequest, .productInfo(code)),
            (StarbucksAPI.productImage(code, .production).urlRequest, .productImage(code)),
            (StarbucksAPI.whatsNew(.production).urlRequest, .whatsNew),
        ]

        for (request, key) in cases {
            let (data, response) = try await transport.send(request)
            #expect(response.statusCode == 200, "\(key)")
            #expect(data == FixtureSet.bundled.data(for: key), "\(key)")
        }
    }

    @Test(arguments: [
        ("menu/productViewAjax.do", "PRODUCT_CD=106509", 400),
        ("menu/productFileAjax.do", "product_cd=106509", 400),
        ("menu/productViewAjax.do", "product_cd=abc", 400),
        ("whats_new/getIngList.do", "", 400),
        ("whats_new/getIngList.do", "MENU_CD=", 400),
    ])
    func aFormWithoutItsExactKeyIsRefused(path: String, body: String, status: Int) async throws {
        let (_, response) = try await FixtureTransport().send(post(path, body: body))

        #expect(response.statusCode == status)
    }

    @Test func aFormSentAsJSONIsRefused() async throws {
        let request = post("menu/productViewAjax.do", body: "product_cd=106509", type: "application/json")

        #expect(try await FixtureTransport().send(request).1.statusCode == 415)
    }

    @Test func theWrongMethodIsRefused() async throws {
        var request = StarbucksAPI.home(.production).urlRequest
        request.httpMethod = "POST"
        var form = StarbucksAPI.whatsNew(.production).urlRequest
        form.httpMethod = "GET"

        #expect(try await FixtureTransport().send(request).1.statusCode == 405)
        #expect(try await FixtureTransport().send(form).1.statusCode == 405)
    }

    @Test func anUnknownProductGetsStarbucksEmptyAnswers() async throws {
        let code = try Sample.code("123")

        let (info, _) = try await FixtureTransport().send(
            StarbucksAPI.productInfo(code, .production).urlRequest)
        let (files, _) = try await FixtureTransport().send(
            StarbucksAPI.productImage(code, .production).urlRequest)

        #expect(String(data: info, encoding: .utf8) == #"{"view":null}"#)
        #expect(String(data: files, encoding: .utf8) == #"{"file":[]}"#)
    }

    @Test func imagesAreServedByNameAndUnknownOnesAreNotFound() async throws {
        let known = try get("https://image.istarbucks.co.kr/upload/promotion/WN_20220510_frequency.png")
        let unknown = try get("https://image.istarbucks.co.kr/upload/promotion/nothing.png")

        let (data, response) = try await FixtureTransport().send(known)

        #expect(response.statusCode == 200)
        #expect(response.value(forHTTPHeaderField: "Content-Type") == "image/png")
        #expect(FixtureSet.isPicture(data))
        #expect(try await FixtureTransport().send(unknown).1.statusCode == 404)
    }

    @Test func faultsArePlayedInsteadOfAnswers() async throws {
        let transport = FixtureTransport(
            faults: [.home: .status(503), .eventPopup: .malformedBody, .whatsNew: .transportFailure])

        #expect(try await transport.send(StarbucksAPI.home(.production).urlRequest).1.statusCode == 503)
        #expect(
            try await transport.send(StarbucksAPI.eventPopup(.production).urlRequest).0
                == Data("<html>busy</html>".utf8))
        await #expect(throws: URLError.self) {
            try await transport.send(StarbucksAPI.whatsNew(.production).urlRequest)
        }
    }

    @Test func latencyIsWaitedThroughTheInjectedSleep() async throws {
        // Given a transport whose sleep is a manual clock
        let clock = ManualClock()
        let monitor = RequestMonitor()
        let transport = FixtureTransport(latency: .milliseconds(10), monitor: monitor, sleep: clock.sleep)

        // When a request is sent
        let answer = Task { try await transport.send(StarbucksAPI.home(.production).urlRequest) }

        // Then it waits in flight until the clock passes the latency
        #expect(await clock.waitForSleepers(1))
        #expect(await monitor.inFlight == 1)
        clock.advance(by: .milliseconds(10))
        #expect(try await answer.value.1.statusCode == 200)
        #expect(await monitor.inFlight == 0)
        #expect(await monitor.finished == 1)
        #expect(await monitor.keys == [.home])
    }

    @Test func aCancelledRequestEndsWithoutAnAnswer() async throws {
        let clock = ManualClock()
        let monitor = RequestMonitor()
        let transport = FixtureTransport(latency: .seconds(1), monitor: monitor, sleep: clock.sleep)
        let answer = Task { try await transport.send(StarbucksAPI.home(.production).urlRequest) }
        #expect(await clock.waitForSleepers(1))

        answer.cancel()

        await #expect(throws: CancellationError.self) { try await answer.value }
        #expect(await monitor.cancelled == 1)
        #expect(await monitor.inFlight == 0)
    }
}
