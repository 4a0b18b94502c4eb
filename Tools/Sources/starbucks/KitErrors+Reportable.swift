import Foundation
import StarbucksKit
import ToolSupport

/// Sign-in errors end a run with 1 when nobody is signed in, 64 for a name that cannot be one.
extension SignInError: ReportableError {
    /// The exit status for the error's kind.
    public var exitStatus: ExitStatus { kind == .notSignedIn ? .refused : .usage }
}

/// Service errors end a run with 1 for an unknown product, 64 for a code or an address that
/// cannot be one, 65 for an answer that cannot be read, 69 when a service cannot be reached.
extension StarbucksAPIError: ReportableError {
    /// The exit status for the error's kind.
    public var exitStatus: ExitStatus {
        switch kind {
        case .productNotFound: .refused
        case .invalidProductCode, .invalidURL: .usage
        case .decodingFailed: .dataError
        default: .unavailable
        }
    }
}

/// Fixture folder errors end a run with 74 for a folder or file that cannot be read, 65 for a
/// file that is not a fixture's answer.
extension FixtureError: ReportableError {
    /// The exit status for the error's kind.
    public var exitStatus: ExitStatus {
        switch kind {
        case .missingFolder, .notAFolder, .unreadable: .ioError
        default: .dataError
        }
    }
}

/// State file errors end a run with 65 for a damaged file, 74 for one that cannot be read,
/// written or kept where it should be.
extension PersistenceError: ReportableError {
    /// The exit status for the error's kind.
    public var exitStatus: ExitStatus { kind == .corrupt ? .dataError : .ioError }

    /// The kit's message; for a damaged file, then the command that starts over.
    public func toolMessage(locale: Locale) -> String {
        let message = message(locale: locale)
        guard kind == .corrupt else { return message }
        let korean = locale.language.languageCode?.identifier == Language.ko.rawValue
        let session = URL(fileURLWithPath: path).lastPathComponent == LocalSignIn.fileName
        return switch (session, korean) {
        case (true, false): message + " Run “starbucks signout” to sign out."
        case (true, true): message + " “starbucks signout”으로 로그아웃할 수 있어요."
        case (false, false): message + " Run “starbucks popup reset” to reset the popup."
        case (false, true): message + " “starbucks popup reset”으로 팝업을 초기화할 수 있어요."
        }
    }
}
