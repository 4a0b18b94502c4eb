import Foundation
import OpenMarketKit
import OpenMarketServer
import ToolSupport

/// The kit's client errors, as the runner reports them: the kit's message in the user's
/// language, and the exit status for what happened.
extension OpenMarketError: ReportableError {
    /// 1 when the server refused (401, 403, 404, 409, 410), 65 for invalid input (the form, or a
    /// 400, 405, 413, 415 or 422, such as an idempotency key reused for another create), 64 for
    /// what the options cannot ask, 69 when the server cannot be reached, fails, answers only at
    /// another address (421), or did not say whether a change happened (no answer, or a 409 saying it is still working on a create with
    /// the same idempotency key).
    public var exitStatus: ExitStatus {
        if isIdempotencyKeyInUse { return .unavailable }
        return switch kind {
        case .httpStatus:
            switch status ?? 0 {
            case 400, 405, 413, 415, 422: .dataError
            case 401, 403, 404, 409, 410: .refused
            default: .unavailable
            }
        case .invalidProduct, .invalidRequest: .dataError
        case .missingCredentials, .invalidURL, .unsupported: .usage
        default: .unavailable
        }
    }
}

/// A broken rule of the product form: invalid input (65), with the kit's message.
extension ProductFormError: ReportableError {
    /// Always 65: the form's data is invalid.
    public var exitStatus: ExitStatus { .dataError }
}

/// A file that is not an image the kit can upload: invalid input (65).
extension ImageUploadError: ReportableError {
    /// Always 65: the bytes are not an image the server takes.
    public var exitStatus: ExitStatus { .dataError }
}

/// Why `open-market serve` could not start, as one sentence in the user's language: 65 for a
/// malformed data file, 69 for a port that cannot be had, 74 for the data directory.
extension MarketServerError: ReportableError {
    /// 65 bad data, 69 no port, 74 the data directory.
    public var exitStatus: ExitStatus {
        switch kind {
        case .invalidData: .dataError
        case .cannotListen: .unavailable
        default: .ioError
        }
    }

    /// The sentence for the facts the error carries (port, folder, process, system error).
    public func message(locale: Locale) -> String {
        let place = path.map(TerminalText.safe) ?? ""
        switch kind {
        case .cannotListen:
            return ListenRefusal.message(port: self.port ?? 0, code: systemErrorCode)
        case .dataDirectoryInUse:
            if let processID {
                return localized(
                    "another server (process \(processID)) is using the data directory \(place): stop it, or choose another --data-dir.",
                    ko:
                        "다른 서버(프로세스 \(processID))가 데이터 폴더 \(place)을(를) 쓰고 있어요. 그 서버를 멈추거나 --data-dir로 다른 폴더를 고르세요."
                )
            }
            return localized(
                "another server is using the data directory \(place): stop it, or choose another --data-dir.",
                ko: "다른 서버가 데이터 폴더 \(place)을(를) 쓰고 있어요. 그 서버를 멈추거나 --data-dir로 다른 폴더를 고르세요.")
        case .dataDirectoryReadOnly:
            return localized(
                "the data directory \(place) is read-only, and the server keeps every change there: make it writable, or choose another --data-dir.",
                ko: "데이터 폴더 \(place)은(는) 읽기 전용인데, 서버는 모든 변경을 그곳에 저장해요. 쓸 수 있게 바꾸거나 --data-dir로 다른 폴더를 고르세요.")
        case .fileSystem:
            guard let code = systemErrorCode, path != nil else { return message }
            if code == ENOTDIR {
                return localized(
                    "the data directory \(place) is a file, not a folder: choose another --data-dir.",
                    ko: "데이터 폴더 \(place)은(는) 폴더가 아니라 파일이에요. --data-dir로 다른 폴더를 고르세요.")
            }
            return SystemErrorText.sentence(errno: code, path: place, writing: writing)
        default:
            return localized(message, ko: "데이터 파일에 문제가 있어요: \(message)")
        }
    }
}
