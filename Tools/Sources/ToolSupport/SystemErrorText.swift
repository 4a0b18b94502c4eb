import Foundation

/// Sentences for what the system says went wrong with a file or a socket: never an error
/// domain, an errno number or a function name, always the thing and the fix.
public enum SystemErrorText {
    /// The sentence for `code` (an `errno` value) met while working on `path` (`doing` says
    /// what: reading, writing…).
    public static func sentence(errno code: Int32, path: String, writing: Bool) -> String {
        let shown = TerminalText.safe(path)
        switch code {
        case EACCES, EPERM:
            return writing
                ? localized(
                    "permission denied: \(shown) can't be written; choose a place you may write to, or change its permissions.",
                    ko: "권한이 없어요: \(shown)에 쓸 수 없어요. 쓸 수 있는 곳을 고르거나 권한을 바꾸세요.")
                : localized(
                    "permission denied: \(shown) can't be read; check its permissions.",
                    ko: "권한이 없어요: \(shown)을(를) 읽을 수 없어요. 권한을 확인하세요.")
        case ENOENT:
            return writing
                ? localized(
                    "the folder for \(shown) does not exist; create it first or choose another path.",
                    ko: "\(shown)을(를) 둘 폴더가 없어요. 폴더를 먼저 만들거나 다른 경로를 고르세요.")
                : localized(
                    "\(shown) does not exist; check the path.",
                    ko: "\(shown)이(가) 없어요. 경로를 확인하세요.")
        case EISDIR:
            return localized(
                "\(shown) is a folder, not a file; name a file.",
                ko: "\(shown)은(는) 파일이 아니라 폴더예요. 파일을 지정하세요.")
        case ENOTDIR:
            return localized(
                "a part of \(shown) is a file, not a folder; check the path.",
                ko: "\(shown) 경로 중간에 폴더가 아닌 파일이 있어요. 경로를 확인하세요.")
        case ENOSPC, EDQUOT:
            return localized(
                "no space left to write \(shown); free some space or choose another place.",
                ko: "\(shown)을(를) 쓸 공간이 없어요. 공간을 비우거나 다른 곳을 고르세요.")
        case EROFS:
            return localized(
                "\(shown) is on a read-only file system; choose another place.",
                ko: "\(shown)은(는) 읽기 전용 파일 시스템에 있어요. 다른 곳을 고르세요.")
        case ELOOP:
            return localized(
                "\(shown) is a symbolic link that leads back to itself; fix the link.",
                ko: "\(shown)은(는) 자기 자신을 가리키는 심볼릭 링크예요. 링크를 고치세요.")
        case ENAMETOOLONG:
            return localized(
                "the path \(shown) is too long; choose a shorter one.",
                ko: "경로 \(shown)이(가) 너무 길어요. 더 짧은 경로를 고르세요.")
        case EMFILE, ENFILE:
            return localized(
                "too many files are open to open \(shown); close some programs and run it again.",
                ko: "열린 파일이 너무 많아서 \(shown)을(를) 열 수 없어요. 다른 프로그램을 닫고 다시 실행하세요.")
        default:
            let reason = reason(errno: code)
            return writing
                ? localized(
                    "can't write \(shown) (\(reason)); check the path and the disk, then run it again.",
                    ko: "\(shown)에 쓸 수 없어요 (\(reason)). 경로와 디스크를 확인한 뒤 다시 실행하세요.")
                : localized(
                    "can't read \(shown) (\(reason)); check the path and the disk, then run it again.",
                    ko: "\(shown)을(를) 읽을 수 없어요 (\(reason)). 경로와 디스크를 확인한 뒤 다시 실행하세요.")
        }
    }

    /// What `code` (an `errno` value) means, in a few words in the run's language ("the device
    /// reported an error"): never the C library's English text, never the number.
    public static func reason(errno code: Int32) -> String {
        switch code {
        case EACCES, EPERM: localized("permission denied", ko: "권한이 없어요")
        case ENOENT: localized("there is no such file or folder", ko: "그런 파일이나 폴더가 없어요")
        case EISDIR: localized("it is a folder, not a file", ko: "파일이 아니라 폴더예요")
        case ENOTDIR: localized("a part of the path is a file, not a folder", ko: "경로 중간에 폴더가 아닌 파일이 있어요")
        case ENOSPC, EDQUOT: localized("no space is left on the device", ko: "장치에 남은 공간이 없어요")
        case EROFS: localized("the file system is read-only", ko: "읽기 전용 파일 시스템이에요")
        case ELOOP: localized("a symbolic link leads back to itself", ko: "심볼릭 링크가 자기 자신을 가리켜요")
        case ENAMETOOLONG: localized("the path is too long", ko: "경로가 너무 길어요")
        case EMFILE, ENFILE: localized("too many files are open", ko: "열린 파일이 너무 많아요")
        case EEXIST: localized("something else already has that name", ko: "같은 이름이 이미 있어요")
        case EFBIG: localized("the file is too large", ko: "파일이 너무 커요")
        case EBUSY, ETXTBSY: localized("another program is using it", ko: "다른 프로그램이 쓰고 있어요")
        case EIO: localized("the device reported an error", ko: "장치 오류가 났어요")
        case EPIPE: localized("the reader went away", ko: "읽는 쪽이 닫혔어요")
        case EBADF: localized("it is closed", ko: "닫혀 있어요")
        case EAGAIN: localized("it is not ready; try again", ko: "아직 준비되지 않았어요")
        case ENOMEM: localized("the system is out of memory", ko: "메모리가 부족해요")
        case ECONNREFUSED: localized("the connection was refused", ko: "연결이 거부됐어요")
        case ECONNRESET: localized("the connection was reset", ko: "연결이 끊겼어요")
        case ETIMEDOUT: localized("no answer came in time", ko: "제시간에 응답이 없었어요")
        default: localized("the system refused", ko: "시스템이 거부했어요")
        }
    }

    /// The sentence for any error Foundation threw while working on `path`.
    public static func sentence(for error: any Error, path: String, writing: Bool) -> String {
        if let code = errnoCode(of: error) { return sentence(errno: code, path: path, writing: writing) }
        let nsError = error as NSError
        if nsError.domain == NSCocoaErrorDomain {
            switch nsError.code {
            case NSFileNoSuchFileError, NSFileReadNoSuchFileError:
                return sentence(errno: ENOENT, path: path, writing: writing)
            case NSFileReadNoPermissionError, NSFileWriteNoPermissionError:
                return sentence(errno: EACCES, path: path, writing: writing)
            case NSFileWriteOutOfSpaceError: return sentence(errno: ENOSPC, path: path, writing: true)
            case NSFileWriteVolumeReadOnlyError: return sentence(errno: EROFS, path: path, writing: true)
            default: break
            }
        }
        return sentence(errno: EIO, path: path, writing: writing)
    }

    /// The `errno` value behind `error`, when it carries one.
    public static func errnoCode(of error: any Error) -> Int32? {
        if let posix = error as? POSIXError { return posix.code.rawValue }
        let nsError = error as NSError
        if nsError.domain == NSPOSIXErrorDomain { return Int32(nsError.code) }
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain
        {
            return Int32(underlying.code)
        }
        return nil
    }
}
