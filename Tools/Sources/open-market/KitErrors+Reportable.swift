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
                // The data directory itself, or a part of its path.
                return localized(
                    "\(place) is a file, not a folder, so the data directory can't be there: choose another --data-dir.",
                    ko: "\(place)은(는) 폴더가 아니라 파일이라 그곳에 데이터 폴더를 둘 수 없어요. --data-dir로 다른 폴더를 고르세요.")
            }
            return SystemErrorText.sentence(errno: code, path: place, writing: writing)
        case .invalidData:
            guard let problem = dataProblem else {
                return localized(message, ko: "데이터 파일에 문제가 있어요: \(message)")
            }
            return localized(message, ko: Self.korean(problem, place: place))
        default:
            return localized(message, ko: "데이터 파일에 문제가 있어요: \(message)")
        }
    }

    /// The Korean sentence for a data file's `problem` at `place`.
    static func korean(_ problem: DataProblem, place: String) -> String {
        let vendors = "{\"identifier\", \"name\", \"password\"} 객체의 배열로 쓰거나, 파일을 옮겨 두세요"
        switch problem {
        case .newerCatalogue:
            return "\(place)은(는) 더 새 버전의 open-market이 쓴 파일이라 이 버전은 읽지도 바꾸지도 못해요. "
                + "그 새 버전을 쓰거나, 파일을 옮겨 두고 새 카탈로그를 시작하세요."
        case .notACatalogue:
            return "\(place)은(는) SQLite 데이터베이스이지만 오픈 마켓 카탈로그가 아니에요. "
                + "옮겨 두고 그 자리에 새 카탈로그를 시작하거나, --data-dir로 다른 폴더를 고르세요."
        case .damagedCatalogue:
            return "\(place)은(는) 망가진 카탈로그예요. 백업에서 되살리거나, 옮겨 두고 빈 카탈로그로 시작하세요."
        case .unknownCatalogueFormat(let format):
            return "\(place)은(는) 이 서버가 읽지 못하는 형식 \(TerminalText.safe(format))이에요."
        case .vendorsNotAList:
            return "\(place)은(는) 판매자 목록(JSON 배열)이 아니에요. \(vendors)."
        case .noVendor:
            return "\(place)에 판매자가 없어 아무도 팔 수 없어요. 판매자를 더하거나 파일을 지우세요."
        case .vendorNotAnObject(let vendor):
            return "\(place)의 \(vendor)번째 판매자가 객체가 아니에요. \(vendors)."
        case .vendorLacks(let vendor, let key):
            return "\(place)의 \(vendor)번째 판매자에 \"\(key)\" 글이 없어요. \(vendors)."
        case .vendorBadText(let vendor, let key, let limit):
            return "\(place)의 \(vendor)번째 판매자의 \"\(key)\"이(가) 비었거나, \(limit)자를 넘거나, "
                + "제어 문자를 담고 있어요. 고쳐 주세요."
        case .vendorRepeated(let vendor, let identifier):
            return "\(place)의 \(vendor)번째 판매자가 식별자 \(TerminalText.safe(identifier))을(를) 되풀이해요. "
                + "판매자마다 다른 식별자를 주세요."
        }
    }
}
