import Foundation
import StarbucksKitTesting
import Testing

@testable import StarbucksKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("Live repositories over a transport")
struct RepositoryTests {
    @Test func aProductIsItsDetailsJoinedWithItsPicture() async throws {
        let product = try await StarbucksDependencies.fixtures().productLoader().load(code: "106509")

        #expect(product.code.rawValue == "106509")
        #expect(product.name == "아이스 커피")
        #expect(product.englishName == "Iced Coffee")
        #expect(product.imageURL?.lastPathComponent == "[106509]_20210430111852999.png")
        #expect(product.nutrition.amount(of: .sodium) == 10)
    }

    @Test func theEventPopupAndTheEventsAreRead() async throws {
        let dependencies = StarbucksDependencies.fixtures()

        let popup = try await dependencies.eventPopups.eventPopup()
        let events = try await dependencies.whatsNew.events()

        #expect(popup?.title == "딜리버리로 주문하고 별 더 받기")
        #expect(events.count == 10)
    }

    @Test(arguments: [" 106509 "])
    func aCodeWithSurroundingSpacesIsTrimmed(code: String) async throws {
        #expect(
            try await StarbucksDependencies.fixtures().productLoader().load(code: code).code.rawValue
                == "106509")
    }

    @Test(arguments: ["", "abc", "10 65", "-1", "106509;rm", String(repeating: "1", count: 21)])
    func textThatIsNotACodeIsRefusedBeforeAnyRequest(code: String) async throws {
        let monitor = RequestMonitor()
        let loader = StarbucksDependencies.fixtures(monitor: monitor).productLoader()

        let error = await #expect(throws: StarbucksAPIError.self) { try await loader.load(code: code) }

        #expect(error?.kind == .invalidProductCode)
        #expect(await monitor.started == 0)
    }

    @Test func anUnknownCodeIsNotFound() async throws {
        let error = await #expect(throws: StarbucksAPIError.self) {
            try await StarbucksDependencies.fixtures().productLoader().load(code: "999999")
        }

        #expect(error?.kind == .productNotFound)
        #expect(error?.productCode?.rawValue == "999999")
    }

    struct Failure: Sendable, CustomTestStringConvertible {
        let fault: FixtureFault
        let kind: StarbucksAPIError.Kind
        var testDescription: String { "\(fault)" }
    }

    @Test(arguments: [
        Failure(fault: .status(500), kind: .httpStatus), Failure(fault: .status(404), kind: .httpStatus),
        Failure(fault: .malformedBody, kind: .decodingFailed),
        Failure(fault: .transportFailure, kind: .transportFailed),
        Failure(fault: .timeout, kind: .timedOut),
    ])
    func everyFailureOfTheHomeBecomesAnAPIError(failure: Failure) async throws {
        let repository = StarbucksDependencies.fixtures(faults: [.home: failure.fault]).home

        let error = await #expect(throws: StarbucksAPIError.self) { try await repository.home() }

        #expect(error?.kind == failure.kind)
        #expect(error?.endpoint == .home)
    }

    @Test func aStatusErrorKeepsItsStatusAndAnUnreadableAnswerItsPath() async throws {
        let broken = FixtureSet.bundled.replacing(
            .whatsNew, with: Data(#"{"list": [{"title": 5}, {"title": []}]}"#.utf8))
        let dependencies = StarbucksDependencies.fixtures(broken, faults: [.home: .status(503)])

        let status = await #expect(throws: StarbucksAPIError.self) { try await dependencies.home.home() }
        let decoding = await #expect(throws: StarbucksAPIError.self) {
            try await dependencies.whatsNew.events()
        }

        #expect(status?.status == 503)
        #expect(decoding?.codingPath == "list[1].title")
    }

    @Test func anImageIsDownloadedByItsAddress() async throws {
        let url = try #require(
            URL(string: "https://image.istarbucks.co.kr/upload/promotion/WN_20220322_beans.png"))

        let data = try await StarbucksDependencies.fixtures().images.image(at: url)

        #expect(data == FixtureSet.bundled.data(for: .image("WN_20220322_beans.png")))
    }

    @Test func anErrorThatIsNotTheKitsIsWrappedWithItsText() {
        struct Odd: Error, CustomStringConvertible { var description: String { "odd thing" } }

        let error = StarbucksAPIError.wrapping(Odd(), .productInfo)

        #expect(error.kind == .transportFailed)
        #expect(error.message(locale: Locale(identifier: "en")).contains("odd thing"))
    }
}
