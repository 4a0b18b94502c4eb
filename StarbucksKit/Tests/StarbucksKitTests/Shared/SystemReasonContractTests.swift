import Foundation
import Testing

// The one kit this copy is compiled in.
#if canImport(DiaryKit)
    @testable import DiaryKit
#elseif canImport(ExpoKit)
    @testable import ExpoKit
#elseif canImport(JuiceMakerKit)
    @testable import JuiceMakerKit
#elseif canImport(OpenMarketKit)
    @testable import OpenMarketKit
#elseif canImport(StarbucksKit)
    @testable import StarbucksKit
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// This file is a copy of the workspace's `Shared/KitTests`, the same in every kit: edit it there
// and run `make share`. Each kit's own SystemReasonTests check its errors' words; this one checks
// the shared reasons themselves.

@Suite("SystemReason: what the system refused, in the kit's words")
struct SystemReasonContractTests {
    @Test(arguments: [
        (EACCES, SystemReason.permissionDenied), (EPERM, .permissionDenied), (ENOENT, .missing),
        (EISDIR, .isFolder), (ENOTDIR, .notAFolder), (ENOSPC, .noSpace), (EDQUOT, .noSpace),
        (EROFS, .readOnlyFileSystem), (ELOOP, .linkLoop), (ENAMETOOLONG, .nameTooLong),
        (EMFILE, .tooManyOpenFiles), (ENFILE, .tooManyOpenFiles), (EEXIST, .alreadyExists),
        (EFBIG, .tooLarge), (EBUSY, .busy), (EIO, .inputOutput), (EINVAL, .other),
    ])
    func errnoValuesMapToReasons(_ code: Int32, _ reason: SystemReason) {
        #expect(SystemReason(errno: code) == reason)
        #expect(SystemReason(POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)) == reason)
        for cocoaCode in [CocoaError.Code.fileReadUnknown, .fileWriteUnknown] {
            let wrapped = NSError(
                domain: NSCocoaErrorDomain, code: cocoaCode.rawValue,
                userInfo: [NSUnderlyingErrorKey: POSIXError(POSIXErrorCode(rawValue: code) ?? .EIO)])
            #expect(SystemReason(wrapped) == reason)
        }
        let wrapped = NSError(
            domain: NSCocoaErrorDomain, code: CocoaError.Code.fileWriteUnknown.rawValue,
            userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(code))])
        #expect(SystemReason(wrapped) == reason)
    }

    @Test func cocoaFileErrorsMapToReasons() {
        #expect(SystemReason(CocoaError(.fileReadNoPermission)) == .permissionDenied)
        #expect(SystemReason(CocoaError(.fileWriteNoPermission)) == .permissionDenied)
        #expect(SystemReason(CocoaError(.fileReadNoSuchFile)) == .missing)
        #expect(SystemReason(CocoaError(.fileWriteOutOfSpace)) == .noSpace)
        #expect(SystemReason(CocoaError(.fileWriteVolumeReadOnly)) == .readOnlyFileSystem)
        #expect(SystemReason(CocoaError(.fileWriteFileExists)) == .alreadyExists)
        #expect(SystemReason(CocoaError(.fileReadUnknown)) == .other)
        #expect(SystemReason(CocoaError(.fileWriteUnknown)) == .other)
        #expect(SystemReason(URLError(.timedOut)) == .other)
    }

    @Test func aPipeRefusedAsIfByItsPermissionsIsNamedAsNoRegularFile() throws {
        let folder = scratchRoot.appendingPathComponent(
            "system-reason-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pipe = folder.appendingPathComponent("items.json").path
        #expect(mkfifo(pipe, 0o600) == 0)
        #expect(SystemReason(CocoaError(.fileReadNoPermission), path: pipe) == .notRegularFile)
        #expect(SystemReason(CocoaError(.fileReadUnknown), path: pipe) == .notRegularFile)
        // A device keeps a reason of its own (a full disk), and a regular file its permissions.
        #expect(SystemReason(POSIXError(.ENOSPC), path: "/dev/full") == .noSpace)
        let file = folder.appendingPathComponent("plain.json").path
        #expect(FileManager.default.createFile(atPath: file, contents: Data("{}".utf8)))
        #expect(SystemReason(CocoaError(.fileReadNoPermission), path: file) == .permissionDenied)
    }

    /// A folder whose permission bits let no one write it is read-only, for root too, and so is
    /// a folder not made yet below it; a writable folder, a missing path under a writable one and
    /// a path through a file are not (their writes fail with their own reasons).
    @Test func aFolderNoOneMayWriteIsReadOnlyAlsoForRoot() throws {
        let folder = scratchRoot.appendingPathComponent("system-reason-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        defer {
            chmod(folder.path, 0o700)
            try? FileManager.default.removeItem(at: folder)
        }
        let file = folder.appendingPathComponent("plain.json").path
        #expect(FileManager.default.createFile(atPath: file, contents: Data("{}".utf8)))
        #expect(SystemReason(readOnlyFolderAt: folder.path) == nil)
        #expect(SystemReason(readOnlyFolderAt: folder.path + "/new/deeper") == nil)
        #expect(SystemReason(readOnlyFolderAt: file + "/below") == nil)
        #expect(SystemReason(readOnlyFolderAt: file) == nil)
        #expect(chmod(folder.path, 0o555) == 0)
        #expect(SystemReason(readOnlyFolderAt: folder.path) == .readOnly)
        #expect(SystemReason(readOnlyFolderAt: folder.path + "/new/deeper") == .readOnly)
        // The file in it may still be written: the file's own bits decide that.
        #expect(SystemReason(readOnlyFileAt: file) == nil)
    }

    @Test(arguments: SystemReason.allCases)
    func everyReasonIsWordedInBothLanguagesWithoutEnglishInKorean(_ reason: SystemReason) {
        for key in reason.keys {
            let translations = Localizer.translations(of: key)
            #expect(Set(translations.keys) == ["en", "ko"], "\(key)")
            SystemTextCheck.expectClean(translations["en"] ?? "", korean: false)
            SystemTextCheck.expectClean(translations["ko"] ?? "", korean: true)
        }
    }
}
