import Foundation
import Testing

@testable import StarbucksKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Several programs (the `starbucks` tool run many times at once, an app and its extension) read,
/// write and remove the same state files. What another one does between two of a store's steps
/// is played here at that step, through `JSONFile.onStep`.
@Suite("State files several programs use at once")
struct ConcurrentStateFileTests {
    private typealias Session = JSONFile<UserSession>

    private static let session = UserSession(
        name: "Minji", token: "token", signedInAt: Date(timeIntervalSince1970: 1_700_000_000))

    /// A session file in a fresh folder, holding ``session``, and the folder to clean up.
    private func storedSession(mode: mode_t = 0o600) throws -> (TemporaryFolder, Session) {
        let folder = try TemporaryFolder()
        let file = Session(url: folder.url.appendingPathComponent(LocalSignIn.fileName), ownerOnly: true)
        try file.write(Self.session)
        chmod(file.url.path, mode)
        return (folder, file)
    }

    // MARK: - Many writers at once

    @Test func signingInAndOutAndDismissingAtOnceOnAFreshFolderNeverFails() async throws {
        let root = try TemporaryFolder()
        defer { root.cleanUp() }
        for round in 1...10 {
            // Given a data folder no one has made yet
            let folder = root.url.appendingPathComponent("round-\(round)/data")
            let session = Session(url: folder.appendingPathComponent(LocalSignIn.fileName), ownerOnly: true)
            let popup = JSONFile<PopupDismissalRecord>(
                url: folder.appendingPathComponent(PopupDismissalFile.fileName))
            let dismissal = PopupDismissalRecord(dismissal: .forever, dismissedAt: Self.session.signedInAt)

            // When fifteen sign-ins, fifteen sign-outs and fifteen dismissals run at once, each on
            // a thread of its own (as many programs would)
            let failures = Steps.Failures()
            let group = DispatchGroup()
            let work: [@Sendable () throws -> Void] = [
                { try session.write(Self.session) }, { try session.remove() }, { try popup.write(dismissal) },
            ]
            for _ in 1...15 {
                for task in work {
                    group.enter()
                    Thread {
                        do { try task() } catch { failures.append("\(error)") }
                        group.leave()
                    }.start()
                }
            }
            group.wait()

            // Then none fails, and the folder holds the state files alone, no temporary file
            #expect(failures.all.isEmpty, "round \(round): \(failures.all)")
            let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            #expect(
                Set(names).isSubset(of: [LocalSignIn.fileName, PopupDismissalFile.fileName]),
                "round \(round): \(names)")
            #expect(try await EventPopupPolicy.stored(in: folder).status() == .hiddenForever)
        }
    }

    // MARK: - Another program acting between two steps

    @Test func aFileRemovedByAnotherProgramWhileBeingRemovedCountsAsGone() throws {
        // Given a session file that another sign-out removes just after this one found it
        let (folder, file) = try storedSession()
        defer { folder.cleanUp() }
        var racing = file
        racing.onStep = { step in
            if step == .found { unlink(file.url.path) }
        }

        // When this sign-out removes it, then it finds nothing was left to remove
        #expect(try racing.remove() == false)
        #expect(!FileManager.default.fileExists(atPath: file.url.path))
    }

    @Test func aFileRemovedByAnotherProgramWhileBeingReadCountsAsNone() throws {
        let (folder, file) = try storedSession()
        defer { folder.cleanUp() }
        var racing = file
        racing.onStep = { step in
            if step == .found { unlink(file.url.path) }
        }
        #expect(try racing.read() == nil)
    }

    @Test func aFileGoneWhileJudgedReadOnlyIsNoReadOnlyFile() throws {
        // Given a read-only session file that another program removes just after this one found
        // it, before its permission is judged
        for removing in [false, true] {
            let (folder, file) = try storedSession(mode: 0o444)
            defer { folder.cleanUp() }
            var racing = file
            racing.onStep = { step in
                if step == .found { unlink(file.url.path) }
            }

            if removing {
                // When a sign-out removes it, then nothing was left to remove
                #expect(try racing.remove() == false)
            } else {
                // When a sign-in writes it, then it writes a new file, for its owner alone
                let other = UserSession(name: "Bob", token: "other", signedInAt: Self.session.signedInAt)
                try racing.write(other)
                #expect(try file.read() == other)
                var status = stat()
                #expect(stat(file.url.path, &status) == 0 && status.st_mode & 0o777 == 0o600)
            }
        }
    }

    @Test func aReadOnlyFileStillThereIsStillRefused() throws {
        let (folder, file) = try storedSession(mode: 0o444)
        defer { folder.cleanUp() }
        let before = try Data(contentsOf: file.url)
        var seen = file
        let steps = Steps()
        seen.onStep = { steps.append($0) }

        for error in [
            #expect(throws: PersistenceError.self) { try seen.write(Self.session) },
            #expect(throws: PersistenceError.self) { try seen.remove() },
        ] {
            #expect(error?.kind == .unwritable)
            #expect(error?.message(locale: Locale(identifier: "en")).contains("read-only") == true)
        }
        #expect(try Data(contentsOf: file.url) == before)
        #expect(steps.all.contains(.found))
    }

    @Test func foldersAnotherProgramMakesAtTheSameMomentCountAsMade() throws {
        // Given a state file two folders below one that exists, and another program that makes
        // those folders just before this one does
        let root = try TemporaryFolder()
        defer { root.cleanUp() }
        let folder = root.url.appendingPathComponent("a/b")
        var file = Session(url: folder.appendingPathComponent(LocalSignIn.fileName), ownerOnly: true)
        let made = Steps()
        file.onStep = { step in
            guard case .makingFolder(let path) = step else { return }
            made.append(step)
            try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }

        // When this one writes, then the write goes on into the folders the other made
        try file.write(Self.session)
        #expect(try file.read() == Self.session)
        #expect(!made.all.isEmpty)
    }

    @Test func aFileMadeWhereTheFolderBelongsIsStillRefusedByName() throws {
        // Given another program that makes a file where the state file's folder was to be made
        let root = try TemporaryFolder()
        defer { root.cleanUp() }
        let folder = root.url.appendingPathComponent("data")
        var file = Session(url: folder.appendingPathComponent(LocalSignIn.fileName), ownerOnly: true)
        file.onStep = { step in
            if step == .makingFolder(folder.path) {
                _ = FileManager.default.createFile(atPath: folder.path, contents: Data("x".utf8))
            }
        }

        // When this one writes, then it is refused, and the message says it is no folder
        let error = #expect(throws: PersistenceError.self) { try file.write(Self.session) }
        #expect(error?.kind == .unwritable)
        let message = error?.message(locale: Locale(identifier: "en")) ?? ""
        #expect(message.contains("not a folder"), "\(message)")
        #expect(try String(contentsOfFile: folder.path, encoding: .utf8) == "x")
    }

    @Test func eachWriteChoosesItsOwnTemporaryName() throws {
        let (folder, file) = try storedSession()
        defer { folder.cleanUp() }
        var watched = file
        let names = Steps()
        watched.onStep = { step in
            if case .openingTemporary = step { names.append(step) }
        }
        for _ in 1...20 { try watched.write(Self.session) }
        #expect(names.all.count == 20)
        #expect(Set(names.all).count == 20)
    }
}

/// The steps a store went through, kept from whichever thread reports them (guarded by a lock).
private final class Steps: @unchecked Sendable {
    private let lock = NSLock()
    private var steps: [JSONFile<UserSession>.Step] = []

    var all: [JSONFile<UserSession>.Step] { lock.withLock { steps } }

    func append(_ step: JSONFile<UserSession>.Step) { lock.withLock { steps.append(step) } }

    /// What failed, kept from whichever thread reports it (guarded by a lock).
    final class Failures: @unchecked Sendable {
        private let lock = NSLock()
        private var failures: [String] = []

        var all: [String] { lock.withLock { failures } }

        func append(_ failure: String) { lock.withLock { failures.append(failure) } }
    }
}
