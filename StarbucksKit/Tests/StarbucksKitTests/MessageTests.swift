import Foundation
import Testing

@testable import StarbucksKit

@Suite("Error messages: one line, English and Korean")
struct MessageTests {
    private static let apiErrors: [StarbucksAPIError] =
        [
            .transportFailed(.home, detail: "offline"), .timedOut(.whatsNew),
            .httpStatus(.productInfo, status: 500),
            .httpStatus(.productImage, status: 404),
            .decodingFailed(.eventPopup, codingPath: "title", reason: "bad"),
            .invalidProductCode("x"), .invalidURL("ftp://x"), .unreachable(.home, .cannotConnect),
        ] + ProductCode(rawValue: "999").map { [.productNotFound($0)] }.orEmpty
    private static let fixtureErrors: [FixtureError] = [
        .missingFolder("/a"), .notAFolder("/b"), .unreadable("/c", reason: "denied"),
        .unreadable("/c", .isFolder),
        .malformedImage("/d.png"),
        .unexpectedFile("/e.txt"),
        .malformedJSON("/f.json", .home, DecodingProblem(path: "x", kind: .notJSON)),
    ]
    private static let stateErrors: [PersistenceError] = [
        .corrupt("/s.json", reason: "bad"), .unreadable("/s.json", reason: "denied"),
        .unwritable("/s.json", reason: "full"), .notADirectory("/t"),
        .unreadable("/s.json", .permissionDenied),
        .unwritable("/s.json", .noSpace), .unstorableTime("/s.json"),
    ]
    private static let signInErrors: [SignInError] = [
        .emptyName, .nameTooLong(length: 30), .controlCharacters, .notSignedIn,
    ]

    private static var all: [any Error & Sendable] { apiErrors + fixtureErrors + stateErrors + signInErrors }

    private static func message(_ error: any Error, _ language: String) -> String {
        let locale = Locale(identifier: language)
        return switch error {
        case let error as StarbucksAPIError: error.message(locale: locale)
        case let error as FixtureError: error.message(locale: locale)
        case let error as PersistenceError: error.message(locale: locale)
        case let error as SignInError: error.message(locale: locale)
        default: ""
        }
    }

    private static func hasHangul(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
    }

    @Test func everyErrorHasAnEnglishAndAKoreanLine() {
        for error in Self.all {
            let english = Self.message(error, "en")
            let korean = Self.message(error, "ko")
            #expect(!english.isEmpty, "\(error)")
            #expect(!english.contains("\n"), "\(error)")
            #expect(!english.hasPrefix("error."), "\(error)")
            #expect(!Self.hasHangul(english), "\(english)")
            #expect(Self.hasHangul(korean), "\(korean)")
            #expect(!korean.contains("\n"), "\(korean)")
        }
    }

    @Test func messagesAreDistinctWithinEachArea() {
        for group in [Self.apiErrors as [any Error], Self.fixtureErrors, Self.stateErrors, Self.signInErrors]
        {
            let messages = Set(group.map { Self.message($0, "en") })
            #expect(messages.count == group.count)
        }
    }

    @Test func messagesNameWhatWasWrongAndTheFix() throws {
        #expect(Self.apiErrors.count == 9)
        #expect(
            StarbucksAPIError.productNotFound(try Sample.code("999")).message(
                locale: Locale(identifier: "en"))
                == "There is no product with code 999; check the code and try again.")
        #expect(
            SignInError.nameTooLong(length: 30).message(locale: Locale(identifier: "ko"))
                == "이름이 30자예요. 20자 이하로 입력하세요.")
        #expect(
            StarbucksAPIError.httpStatus(.home, status: 503).message(locale: Locale(identifier: "en"))
                == "The home service failed with HTTP 503; try again later.")
    }

    /// The Korean refusal's particle follows how the status is read: 400 (사백) and 403 (사백삼)
    /// end in a consonant, 401 (사백일) in ㄹ, 404 (사백사) in a vowel.
    @Test(arguments: [(400, "400으로"), (403, "403으로"), (401, "401로"), (404, "404로")])
    func theKoreanRefusalsParticleFollowsTheStatus(status: Int, particle: String) {
        let message = StarbucksAPIError.httpStatus(.home, status: status).message(
            locale: Locale(identifier: "ko"))

        #expect(message == "홈 서비스가 HTTP \(particle) 요청을 거절했어요. 기본 주소를 확인하세요.")
        #expect(!message.contains("(으)"))
    }

    @Test func textFromOutsideIsShownWithoutControlCharacters() {
        let message = StarbucksAPIError.invalidProductCode("12\u{1B}[31m3\n").message(
            locale: Locale(identifier: "en"))

        #expect(message == "“12[31m3” is not a product code; give its digits, like 106509.")
    }

    @Test func localizedDescriptionIsTheMessage() {
        let error: any Error = SignInError.notSignedIn

        #expect(error.localizedDescription == SignInError.notSignedIn.message())
    }

    @Test func kindsNameThemselves() {
        #expect(StarbucksAPIError.Kind.productNotFound.description == "productNotFound")
        #expect(FixtureError.Kind.malformedFile.description == "malformedFile")
        #expect(PersistenceError.Kind.corrupt.description == "corrupt")
        #expect(SignInError.Kind.notSignedIn.description == "notSignedIn")
    }

    @Test func bothTablesHaveTheSameKeysAndShipInTheBundle() throws {
        func keys(_ language: String) throws -> Set<String> {
            let table = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent(
                    "../../Sources/StarbucksKit/Resources/\(language).lproj/Localizable.strings")
            let text = try String(contentsOf: table.standardizedFileURL, encoding: .utf8)
            return Set(
                text.split(separator: "\n").compactMap { line in
                    line.hasPrefix("\"") ? line.split(separator: "\"").first.map(String.init) : nil
                })
        }

        let english = try keys("en")

        #expect(english.count > 100)
        #expect(english == (try keys("ko")))
        for key in english {
            #expect(Set(Localizer.translations(of: key).keys) == ["en", "ko"], "\(key)")
        }
    }
}

extension Optional where Wrapped == [StarbucksAPIError] {
    /// The list, or an empty one.
    fileprivate var orEmpty: [StarbucksAPIError] { self ?? [] }
}
