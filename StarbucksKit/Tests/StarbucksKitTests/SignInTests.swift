import Foundation
import Testing

@testable import StarbucksKit

@Suite("Sign-in kept on this device")
struct SignInTests {
    private let moment = Date(timeIntervalSince1970: 1_652_100_000.25)

    @Test func aSignedInUserIsRememberedByTheNextProcess() async throws {
        // Given a sign-in kept in a folder
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let signIn = LocalSignIn(
            directory: folder.url, now: { [moment] in moment }, makeToken: { "token-42" })

        // When a user signs in
        let session = try await signIn.signIn(name: "  Minji ")

        // Then a new instance over the same folder reads the same session
        let again = try await LocalSignIn(directory: folder.url).currentSession()
        #expect(
            session
                == UserSession(
                    name: "Minji", token: "token-42", signedInAt: Date(timeIntervalSince1970: 1_652_100_000)))
        #expect(again == session)
    }

    @Test func signingOutClearsTheSessionAndSaysWhoItWas() async throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let signIn = LocalSignIn(directory: folder.url)
        let session = try await signIn.signIn(name: "민지")

        let ended = try await signIn.signOut()
        let second = try await signIn.signOut()

        #expect(ended == session)
        #expect(second == nil)
        #expect(try await signIn.currentSession() == nil)
        #expect(!FileManager.default.fileExists(atPath: signIn.url.path))
    }

    @Test func signingInAgainReplacesTheSession() async throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let signIn = LocalSignIn(directory: folder.url)

        _ = try await signIn.signIn(name: "First")
        let second = try await signIn.signIn(name: "Second")

        #expect(try await signIn.currentSession() == second)
    }

    @Test func theMessageForAnInvisibleCharacterSaysWhatToRemoveNotWhichCharactersMayBeUsed() async throws {
        // A bidi override is refused, while "<i>x🍎" is a name: the message names the kind of
        // character to take out, rather than a list of what a name may hold.
        let signIn = InMemorySignIn()
        let error = await #expect(throws: SignInError.self) { try await signIn.signIn(name: "\u{202E}ijniM") }
        let english = error?.message(locale: Locale(identifier: "en")) ?? ""
        #expect(english.contains("text-direction mark"), "\(english)")
        #expect(!english.contains("letters, digits and spaces only"), "\(english)")
        #expect(try await signIn.signIn(name: "김철수 <i>x🍎").name == "김철수 <i>x🍎")
    }

    @Test(arguments: [
        ("", SignInError.Kind.emptyName), ("   ", .emptyName), ("\n\t", .emptyName),
        // Names that show nothing: marks with no letter, zero-width characters, Hangul fillers,
        // the blank Braille pattern, an ideographic space.
        ("\u{301}\u{301}\u{308}", .emptyName), ("\u{200B}\u{200D}\u{FEFF}", .emptyName),
        ("\u{3164}\u{3164}", .emptyName), ("\u{115F}\u{1160}", .emptyName), ("\u{2800}", .emptyName),
        ("\u{3000}\u{200B}", .emptyName), ("\u{200E}", .emptyName),
        ("Min\u{1B}[31mji", .controlCharacters), ("a\u{7}b", .controlCharacters),
        ("\u{202E}ijniM", .controlCharacters),
        (String(repeating: "가", count: 21), .nameTooLong),
    ])
    func anUnusableNameIsRefusedAndTheStoredSessionStays(name: String, kind: SignInError.Kind) async throws {
        // Given someone signed in
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let signIn = LocalSignIn(directory: folder.url)
        let session = try await signIn.signIn(name: "Minji")

        // When a bad name signs in
        let error = await #expect(throws: SignInError.self) { try await signIn.signIn(name: name) }

        // Then it is refused with one line and the stored session is unchanged
        #expect(error?.kind == kind)
        #expect(error.map { !$0.message(locale: Locale(identifier: "en")).contains("\n") } == true)
        #expect(try await signIn.currentSession() == session)
    }

    @Test(arguments: ["👩‍💻", "Zoë", "e\u{301}", "\u{1100}\u{1161}", "민지 \u{3164}", "ㅎ", "٣", "·"])
    func aNameThatShowsSomethingIsTaken(name: String) async throws {
        #expect(try await InMemorySignIn().signIn(name: name).name == name)
    }

    @Test func aNameOfTwentyCharactersIsFine() async throws {
        let name = String(repeating: "가", count: SignInError.maximumNameLength)

        #expect(try await InMemorySignIn().signIn(name: name).name == name)
    }

    @Test func aDamagedSessionFileIsReportedAndLeftAsItWas() async throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write(#"{"name": 3}"#, to: LocalSignIn.fileName)
        let signIn = LocalSignIn(directory: folder.url)

        let error = await #expect(throws: PersistenceError.self) { try await signIn.currentSession() }

        #expect(error?.kind == .corrupt)
        #expect(error?.message(locale: Locale(identifier: "en")).contains("name should be text") == true)
        #expect(try String(contentsOf: signIn.url, encoding: .utf8) == #"{"name": 3}"#)
    }

    @Test func signingOutRemovesEvenADamagedSession() async throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("garbage", to: LocalSignIn.fileName)
        let signIn = LocalSignIn(directory: folder.url)

        #expect(try await signIn.signOut() == nil)
        #expect(try await signIn.currentSession() == nil)
    }

    @Test func aFolderThatCannotBeCreatedIsReported() async throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("a file", to: "blocked")
        let signIn = LocalSignIn(directory: folder.url.appendingPathComponent("blocked"))

        let error = await #expect(throws: PersistenceError.self) { try await signIn.signIn(name: "Minji") }

        #expect(error?.kind == .notADirectory)
        #expect(error?.path == folder.url.appendingPathComponent("blocked").path)
    }

    @Test func aFolderThatIsAFileIsReportedByReadsAndSignOutsToo() async throws {
        // Given a data folder whose path runs through a file
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("a file", to: "blocked")
        let signIn = LocalSignIn(directory: folder.url.appendingPathComponent("blocked/state"))

        // When the session is read or ended, then the file in the way is named, not "nobody"
        let read = await #expect(throws: PersistenceError.self) { try await signIn.currentSession() }
        let signOut = await #expect(throws: PersistenceError.self) { try await signIn.signOut() }
        let policy = EventPopupPolicy.stored(in: folder.url.appendingPathComponent("blocked"))
        let status = await #expect(throws: PersistenceError.self) { try await policy.status() }

        for error in [read, signOut, status] {
            #expect(error?.kind == .notADirectory)
            #expect(error?.path == folder.url.appendingPathComponent("blocked").path)
        }
        #expect(read?.message(locale: Locale(identifier: "en")).contains("is a file, not a folder") == true)
        #expect(
            try String(contentsOf: folder.url.appendingPathComponent("blocked"), encoding: .utf8) == "a file")
    }

    @Test func aDataFolderThatDoesNotExistYetMeansNobodyIsSignedIn() async throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let signIn = LocalSignIn(directory: folder.url.appendingPathComponent("not/yet/there"))

        #expect(try await signIn.currentSession() == nil)
        #expect(try await signIn.signOut() == nil)
        #expect(try await signIn.signIn(name: "Minji").name == "Minji")
    }

    @Test func requireSessionSaysNobodyIsSignedIn() async throws {
        let error = await #expect(throws: SignInError.self) { try await InMemorySignIn().requireSession() }

        #expect(error?.kind == .notSignedIn)
        #expect(try await InMemorySignIn(session: Sample.session).requireSession() == Sample.session)
    }
}
