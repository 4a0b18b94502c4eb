import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a server (`open-market serve`, `app-gallery`, `weather-stand-in`) could not listen on
/// 127.0.0.1 at the port it was given, in one line naming the fix: the one wording every server
/// uses, never the system's own text.
public enum ListenRefusal {
    /// The line for `port`, refused with the system's error number `code` (`nil`: none known).
    public static func message(port: Int, code: Int32?) -> String {
        switch code {
        case EADDRINUSE:
            localized(
                "port \(port) is already in use: choose another with --port, or 0 for any free port.",
                ko: "포트 \(port)은(는) 이미 쓰이고 있어요. --port로 다른 포트를 고르거나, 0을 주면 빈 포트를 골라요.")
        case EACCES, EPERM:
            localized(
                "port \(port) is reserved for the administrator: choose one from 1024 up with --port, or 0 for any free port.",
                ko: "포트 \(port)은(는) 관리자만 쓸 수 있어요. --port로 1024 이상을 고르거나, 0을 주면 빈 포트를 골라요.")
        default:
            localized(
                "can't listen on 127.0.0.1 port \(port): choose another with --port, or 0 for any free port.",
                ko: "127.0.0.1의 포트 \(port)에서 연결을 받을 수 없어요. --port로 다른 포트를 고르거나, 0을 주면 빈 포트를 골라요.")
        }
    }

    /// The refusal as the error a command throws: the line, and the exit status of a service
    /// that is unavailable (69).
    public static func error(port: Int, code: Int32?) -> ToolError {
        ToolError(message(port: port, code: code), status: .unavailable)
    }
}
