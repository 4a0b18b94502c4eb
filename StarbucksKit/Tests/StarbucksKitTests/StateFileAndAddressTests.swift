import Foundation
import StarbucksKitReports
import Testing

@testable import StarbucksKit

@Suite("State files, fixture folders and addresses a person gets wrong")
struct StateFileAndAddressTests {
    private let english = Locale(identifier: "en")
    private let korean = Locale(identifier: "ko")

    // MARK: - State files

    @Test func aReadOnlyStateFileIsNeitherReplacedNorRemoved() async throws {
        // Given a signed-in session whose file was made read-only (0444)
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let signIn = LocalSignIn(directory: folder.url)
        _ = try await signIn.signIn(name: "Minji")
        let file = folder.url.appendingPathComponent(LocalSignIn.fileName).path
        chmod(file, 0o444)
        let before = try Data(contentsOf: URL(fileURLWithPath: file))

        // When another sign-in and a sign-out are tried
        let errors: [PersistenceError?] = [
            await #expect(throws: PersistenceError.self) { try await signIn.signIn(name: "Bob") },
            await #expect(throws: PersistenceError.self) { try await signIn.signOut() },
        ]

        // Then each is refused, naming the file as read-only, and the file is as it was
        for error in errors {
            #expect(error?.kind == .unwritable)
            #expect(
                error?.message(locale: english).contains("read-only") == true, "\(String(describing: error))")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == before)
        var status = stat()
        #expect(stat(file, &status) == 0 && status.st_mode & 0o777 == 0o444)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == [LocalSignIn.fileName])
    }

    @Test func aFolderNoOneMayWriteKeepsItsStateFilesAlsoForRoot() async throws {
        // Given a signed-in session in a folder made read-only (0555), and an empty one
        let folder = try TemporaryFolder()
        defer {
            chmod(folder.url.path, 0o755)
            folder.cleanUp()
        }
        let data = folder.url.appendingPathComponent("data")
        let empty = folder.url.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: false)
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: false)
        let signIn = LocalSignIn(directory: data)
        _ = try await signIn.signIn(name: "Minji")
        let file = data.appendingPathComponent(LocalSignIn.fileName).path
        let before = try Data(contentsOf: URL(fileURLWithPath: file))
        #expect(chmod(data.path, 0o555) == 0 && chmod(empty.path, 0o555) == 0)
        defer { _ = chmod(data.path, 0o755) }

        // When another sign-in, a sign-out and a first sign-in are tried
        let errors: [PersistenceError?] = [
            await #expect(throws: PersistenceError.self) { try await signIn.signIn(name: "Bob") },
            await #expect(throws: PersistenceError.self) { try await signIn.signOut() },
            await #expect(throws: PersistenceError.self) {
                try await LocalSignIn(directory: empty).signIn(name: "Bob")
            },
            await #expect(throws: PersistenceError.self) {
                try await LocalSignIn(directory: empty.appendingPathComponent("below")).signIn(name: "Bob")
            },
        ]

        // Then each is refused as read-only, and both folders hold what they held
        for error in errors {
            #expect(error?.kind == .unwritable)
            #expect(
                error?.message(locale: english).contains("may not be written to") == true,
                "\(String(describing: error))")
        }
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == before)
        #expect(try FileManager.default.contentsOfDirectory(atPath: data.path) == [LocalSignIn.fileName])
        #expect(try FileManager.default.contentsOfDirectory(atPath: empty.path).isEmpty)
    }

    @Test func aReplacedStateFileKeepsItsModeAndALinkStaysALink() async throws {
        // Given a private (0600) session file reached through a symbolic link
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let data = folder.url.appendingPathComponent("data")
        let elsewhere = folder.url.appendingPathComponent("elsewhere.json")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: false)
        let signIn = LocalSignIn(directory: data)
        _ = try await signIn.signIn(name: "Minji")
        let link = data.appendingPathComponent(LocalSignIn.fileName)
        try FileManager.default.moveItem(at: link, to: elsewhere)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: elsewhere)
        chmod(elsewhere.path, 0o600)

        // When someone else signs in
        _ = try await signIn.signIn(name: "Bob")

        // Then the linked file holds the new session, still 0600, and the link is still a link
        #expect(try await signIn.currentSession()?.name == "Bob")
        #expect(try String(contentsOf: elsewhere, encoding: .utf8).contains("Bob"))
        var status = stat()
        #expect(stat(elsewhere.path, &status) == 0 && status.st_mode & 0o777 == 0o600)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == elsewhere.path)
    }

    @Test func signingOutAndResettingThePopupThroughLinksClearTheirFilesAndKeepTheLinks() async throws {
        // Given a session and a popup dismissal, each file reached through a symbolic link
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let data = folder.url.appendingPathComponent("data")
        let real = folder.url.appendingPathComponent("real")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: false)
        let signIn = LocalSignIn(directory: data)
        _ = try await signIn.signIn(name: "Minji")
        let popup = PopupDismissalFile(directory: data)
        try await popup.save(PopupDismissalRecord(dismissal: .forever, dismissedAt: Date().wholeSeconds))
        for name in [LocalSignIn.fileName, PopupDismissalFile.fileName] {
            let link = data.appendingPathComponent(name)
            try FileManager.default.moveItem(at: link, to: real.appendingPathComponent(name))
            // A relative link, as `ln -s real/…` makes.
            try FileManager.default.createSymbolicLink(
                atPath: link.path, withDestinationPath: "../real/\(name)")
        }

        // When the person signs out and resets the popup
        #expect(try await signIn.signOut()?.name == "Minji")
        try await popup.clear()

        // Then the files the links name are gone, the links stay, and nothing is signed in
        for name in [LocalSignIn.fileName, PopupDismissalFile.fileName] {
            #expect(
                !FileManager.default.fileExists(atPath: real.appendingPathComponent(name).path), "\(name)")
            #expect(
                try FileManager.default.destinationOfSymbolicLink(
                    atPath: data.appendingPathComponent(name).path)
                    == "../real/\(name)")
        }
        #expect(try await signIn.currentSession() == nil)

        // And the next sign-in writes through the link again, for the owner alone
        _ = try await signIn.signIn(name: "Bob")
        let file = real.appendingPathComponent(LocalSignIn.fileName).path
        #expect(try String(contentsOfFile: file, encoding: .utf8).contains("Bob"))
        var status = stat()
        #expect(stat(file, &status) == 0 && status.st_mode & 0o777 == 0o600)
    }

    @Test func aLinkThatLeadsBackToItselfIsRefusedAndStays() async throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let link = folder.url.appendingPathComponent(LocalSignIn.fileName).path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: LocalSignIn.fileName)
        let signIn = LocalSignIn(directory: folder.url)
        let writing = await #expect(throws: PersistenceError.self) { try await signIn.signIn(name: "Minji") }
        #expect(writing?.kind == .unwritable)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == LocalSignIn.fileName)
    }

    @Test func aNewSessionFileAndTheFolderItMakesAreTheOwnersAlone() async throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        let data = folder.url.appendingPathComponent("new-folder")
        _ = try await LocalSignIn(directory: data).signIn(name: "Minji")
        var status = stat()
        #expect(stat(data.appendingPathComponent(LocalSignIn.fileName).path, &status) == 0)
        #expect(status.st_mode & 0o777 == 0o600)
        #expect(stat(data.path, &status) == 0 && status.st_mode & 0o777 == 0o700)
    }

    @Test func aFolderWhereAStateFileBelongsIsNamedAndNeverRemoved() async throws {
        // Given a data folder whose session.json and event-popup.json are folders
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        for name in [LocalSignIn.fileName, PopupDismissalFile.fileName] {
            try FileManager.default.createDirectory(
                at: folder.url.appendingPathComponent(name), withIntermediateDirectories: false)
        }
        let signIn = LocalSignIn(directory: folder.url)
        let policy = EventPopupPolicy.stored(in: folder.url)

        // When the state is read, written and removed
        let errors: [PersistenceError?] = [
            await #expect(throws: PersistenceError.self) { try await signIn.currentSession() },
            await #expect(throws: PersistenceError.self) { try await signIn.signIn(name: "Minji") },
            await #expect(throws: PersistenceError.self) { try await signIn.signOut() },
            await #expect(throws: PersistenceError.self) { try await policy.status() },
            await #expect(throws: PersistenceError.self) { try await policy.dismiss(.forever) },
            await #expect(throws: PersistenceError.self) { try await policy.reset() },
        ]

        // Then each says the file is a folder, in words, and the folders are still there
        for error in errors {
            #expect(error?.kind == .notAFile)
            let message = error?.message(locale: english) ?? ""
            #expect(message.contains("is a folder, not a file"), "\(message)")
            #expect(!message.contains("NSCocoaErrorDomain"), "\(message)")
            #expect(error?.message(locale: korean).contains("파일이 아니라 폴더라서") == true)
        }
        for name in [LocalSignIn.fileName, PopupDismissalFile.fileName] {
            var isFolder: ObjCBool = false
            #expect(
                FileManager.default.fileExists(
                    atPath: folder.url.appendingPathComponent(name).path, isDirectory: &isFolder))
            #expect(isFolder.boolValue)
        }
    }

    @Test func aDismissalThatIsNoChoiceListsTheChoices() async throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write(
            #"{"dismissal": "later", "dismissedAt": "2022-05-09T00:00:00Z"}"#, to: PopupDismissalFile.fileName
        )

        let error = await #expect(throws: PersistenceError.self) {
            try await EventPopupPolicy.stored(in: folder.url).status()
        }

        #expect(error?.kind == .corrupt)
        let message = error?.message(locale: english) ?? ""
        #expect(
            message.contains("dismissal is “later”, which is not one of close, today, forever"), "\(message)")
        #expect(!message.contains("Cannot initialize"), "\(message)")
        let koreanMessage = error?.message(locale: korean) ?? ""
        #expect(
            koreanMessage.contains("dismissal 값 “later”는 close, today, forever 중 하나가 아니에요"),
            "\(koreanMessage)")
    }

    @Test func aMomentThatIsNoDateIsSaidInTheUsersLanguage() async throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write(
            #"{"dismissal": "today", "dismissedAt": "yesterday"}"#, to: PopupDismissalFile.fileName)

        let error = await #expect(throws: PersistenceError.self) {
            try await EventPopupPolicy.stored(in: folder.url).status()
        }

        #expect(error?.kind == .corrupt)
        #expect(
            error?.message(locale: english).contains(
                "dismissedAt is “yesterday”, which is not a date and time")
                == true)
        let koreanMessage = error?.message(locale: korean) ?? ""
        #expect(koreanMessage.contains("dismissedAt 값 “yesterday”는 날짜와 시각"), "\(koreanMessage)")
        #expect(!koreanMessage.contains("is not"), "\(koreanMessage)")
    }

    @Test func aDamagedPopupFileAdvisesResettingThePopupAndASessionFileSigningOut() async throws {
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write("{not json", to: PopupDismissalFile.fileName)
        try folder.write("{not json", to: LocalSignIn.fileName)

        let popup = await #expect(throws: PersistenceError.self) {
            try await EventPopupPolicy.stored(in: folder.url).status()
        }
        let session = await #expect(throws: PersistenceError.self) {
            try await LocalSignIn(directory: folder.url).currentSession()
        }

        let popupMessage = popup?.message(locale: english) ?? ""
        #expect(popupMessage.contains("reset the event popup or delete the file"), "\(popupMessage)")
        #expect(!popupMessage.contains("sign out"), "\(popupMessage)")
        let koreanPopup = popup?.message(locale: korean) ?? ""
        #expect(koreanPopup.contains("이벤트 팝업을 초기화하거나"), "\(koreanPopup)")
        let sessionMessage = session?.message(locale: english) ?? ""
        #expect(sessionMessage.contains("sign out or delete the file"), "\(sessionMessage)")
        // An app shows these messages too: they name no command of the starbucks tool.
        for message in [popupMessage, koreanPopup, sessionMessage, session?.message(locale: korean) ?? ""] {
            #expect(!message.contains("starbucks "), "\(message)")
        }
        // And the advice works: a reset removes the damaged popup file without reading it
        try await EventPopupPolicy.stored(in: folder.url).reset()
        #expect(try await EventPopupPolicy.stored(in: folder.url).status() == .due)
    }

    // MARK: - Fixture folders

    @Test func aFolderWithAnUnusableFileLeavesItOutAndSaysWhy() async throws {
        // Given a folder whose home.json is broken and whose whats-new.json is fine
        let folder = try TemporaryFolder()
        defer { folder.cleanUp() }
        try folder.write(#"{"your-recommand": 3"#, to: "home.json")
        try folder.write(#"{"list": []}"#, to: "whats-new.json")

        // When it is read keeping going
        let result = try FixtureSet.bundled.overrides(from: folder.url)

        // Then the broken file is a problem, its fixture is missing, the good file is used
        #expect(result.problems.map { URL(fileURLWithPath: $0.path).lastPathComponent } == ["home.json"])
        #expect(result.problems.first?.kind == .malformedFile)
        #expect(result.fixtures.data(for: .home) == nil)
        #expect(result.fixtures.data(for: .whatsNew) == Data(#"{"list": []}"#.utf8))
        #expect(result.fixtures.data(for: .eventPopup) == FixtureSet.bundled.data(for: .eventPopup))
        // And a launch still runs on it, while the strict reading refuses the folder
        let flow = StarbucksDependencies.fixtures(result.fixtures).launchFlow(
            signIn: InMemorySignIn(session: Sample.session),
            popupPolicy: EventPopupPolicy(store: InMemoryPopupDismissalStore()))
        #expect(StarbucksText(locale: english).launch(try await flow.next()).next == .eventPopup)
        #expect(throws: FixtureError.self) { try FixtureSet.bundled.overridden(by: folder.url) }
        // And the launch summary carries the problem as a notice
        let summary = StarbucksText(locale: english).launch(.signIn, fixtureProblems: result.problems)
        #expect(summary.notices.count == 1)
        #expect(summary.notices.first?.contains("home.json is not a valid home answer") == true)
    }

    // MARK: - Addresses

    @Test(arguments: ["not a url", "ftp://example.com", "http://", "example.com", "http://host/?q=1"])
    func anAddressThatCannotBeUsedIsQuotedAsTyped(text: String) throws {
        let error = #expect(throws: StarbucksAPIError.self) { try StarbucksServers.base(text) }
        #expect(error?.kind == .invalidURL)
        #expect(error?.message(locale: english).hasPrefix("“\(text)” is not a usable address") == true)
        let servers = #expect(throws: StarbucksAPIError.self) {
            try StarbucksServers(
                eventPopupBase: "http://127.0.0.1:1", homeBase: text, starbucksBase: "http://a")
        }
        #expect(servers?.message(locale: english).contains("“\(text)”") == true)
        #expect(servers?.message(locale: english).contains("%20") == false)
    }

    @Test func aUsableAddressKeepsItsPathPrefix() throws {
        #expect(
            try StarbucksServers.base(" http://127.0.0.1:8080/prefix ").absoluteString
                == "http://127.0.0.1:8080/prefix")
    }

    // MARK: - Days

    @Test func daysMoveAcrossMonthsAndYearsAndPeriodsContainTheirEnds() throws {
        let day = try #require(CalendarDay(year: 2021, month: 12, day: 30))
        #expect(day.adding(days: 3).description == "2022-01-02")
        #expect(day.adding(days: -30).description == "2021-11-30")
        let period = try #require(EventPeriod(start: day, end: day.adding(days: 2)))
        #expect(period.contains(day))
        #expect(period.contains(day.adding(days: 2)))
        #expect(!period.contains(day.adding(days: 3)))
        #expect(!period.contains(day.adding(days: -1)))
        let seoul = Sample.calendar("Asia/Seoul")
        #expect(
            CalendarDay(date: Sample.moment("2022-05-09T23:30", in: "Asia/Seoul"), calendar: seoul)
                .description == "2022-05-09")
    }
}
