import Foundation
import StarbucksKitTesting
import Testing

@testable import StarbucksKit

@Suite("The greeting judges a name as sign-in does")
struct GreetingNameTests {
    private let english = Locale(identifier: "en")
    private let korean = Locale(identifier: "ko")

    /// Names sign-in refuses: ones that show nothing (empty, spaces, a lone byte-order mark, a
    /// zero-width space, Hangul fillers, a mark with no letter, a direction mark between spaces),
    /// one a character over the limit, one of 200,000 characters, and one holding a control
    /// character.
    static let refused: [String] = [
        "", "   ", "\u{FEFF}", " \u{FEFF} ", "\u{200B}", "\u{3164}\u{3164}", "\u{0301}", " \u{200F} ",
        String(repeating: "가", count: SignInError.maximumNameLength + 1),
        String(repeating: "a", count: 200_000), "Min\u{07}ji",
    ]

    @Test(arguments: refused)
    func aNameSignInRefusesIsGreetedWithoutAName(name: String) async throws {
        #expect(throws: SignInError.self) { try SignInError.validated(name) }
        let loader = StarbucksDependencies.fixtures().homeLoader()

        let screen = try await loader.load(greetingName: name)

        #expect(screen.greetingName == "")
        #expect(StarbucksText(locale: korean).home(screen).greeting == "반가워요! 잠깐 쉬어 가세요.")
        #expect(
            StarbucksText(locale: english).home(screen).greeting
                == "Nice to see you! Time for a little break.")
        var sections = loader.sections(greetingName: name).makeAsyncIterator()
        #expect(try await sections.next() == .greeting(name: ""))
    }

    @Test(arguments: [
        ("Minji", "Minji"), ("  Minji \n", "Minji"), ("초록별", "초록별"),
        (String(repeating: "가", count: SignInError.maximumNameLength), String(repeating: "가", count: 20)),
    ])
    func aNameSignInKeepsIsGreetedAsSignInKeepsIt(name: String, kept: String) async throws {
        #expect(try SignInError.validated(name) == kept)

        let screen = try await StarbucksDependencies.fixtures().homeLoader().load(greetingName: name)

        #expect(screen.greetingName == kept)
        #expect(StarbucksText(locale: korean).home(screen).greeting == "\(kept)님, 반가워요! 잠깐 쉬어 가세요.")
    }

    @Test func withoutANameTheHomeDocumentsNameIsGreeted() async throws {
        let screen = try await StarbucksDependencies.fixtures().homeLoader().load()

        #expect(screen.greetingName == "초록별")
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @MainActor @Test func theHomeScreenGreetsAnInvisibleOrOverlongNameWithoutItAndStillLoads() async throws {
        for name in ["\u{FEFF}", String(repeating: "a", count: 200_000)] {
            let model = HomeScreenModel(dependencies: .fixtures(), greetingName: name, locale: korean)

            await model.load()

            #expect(model.greeting.content == "반가워요! 잠깐 쉬어 가세요.")
            #expect(model.yourRecommendations.content != nil)
        }
    }
}
