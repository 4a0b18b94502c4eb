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
}
