import OpenMarketKit
import ToolSupport

/// A create or delete that got no answer (for a create, also an answer that does not tell: a
/// gateway's 502 or 504, the server's 500, a success that could not be read), told with what is
/// safe to do next: for a create, the same command with its idempotency key (which the server
/// never turns into a second product), else the commands that show whether it happened (never a
/// bare "try again", which could make a duplicate).
enum UnconfirmedChange {
    /// `error` told with its idempotency key, when it is a create that got no answer that confirms
    /// it, or one the server is still working on.
    static func creation(_ error: OpenMarketError) -> any Error {
        let key = error.idempotencyKey.map(Self.shown)
        if error.isIdempotencyKeyInUse, let key {
            return ToolError(
                "the server is still working on an earlier create with idempotency key \(key), so the product "
                    + "may or may not be created yet. Wait a moment, then run this same command with "
                    + "--idempotency-key \(key): the server will not create it twice.",
                ko: "서버가 멱등 키 \(key)의 앞선 등록 요청을 아직 처리하고 있어서 상품이 등록되었는지 아직 알 수 없어요. "
                    + "잠시 기다린 뒤 같은 명령을 --idempotency-key \(key) 옵션을 붙여 실행하세요. 두 번 등록되지 않아요.",
                status: .unavailable)
        }
        guard error.kind == .creationUnconfirmed else { return error }
        guard let key else {
            return ToolError(
                "no answer from the server confirmed the create, so the product may or may not have been created. "
                    + "Look with 'open-market list' before creating it again, or it may exist twice.",
                ko: "서버에서 등록을 확인하는 응답을 받지 못해서 상품이 등록되었는지 알 수 없어요. 같은 상품이 두 번 생기지 않도록, "
                    + "다시 등록하기 전에 'open-market list'로 확인하세요.",
                status: .unavailable)
        }
        return ToolError(
            "no answer from the server confirmed the create, even when it was sent again, so the product may or "
                + "may not have been created (idempotency key \(key)). Run this same command with --idempotency-key \(key) "
                + "within 24 hours to finish it safely: the server will not create it twice. Without that key, "
                + "look with 'open-market list' first, or it may exist twice.",
            ko: "다시 보낸 요청에도 서버에서 등록을 확인하는 응답을 받지 못해서 상품이 등록되었는지 알 수 없어요 (멱등 키 \(key)). "
                + "24시간 안에 같은 명령을 --idempotency-key \(key) 옵션을 붙여 실행하면 두 번 등록되지 않고 안전하게 "
                + "마무리돼요. 그 키 없이 다시 등록하려면 같은 상품이 두 번 생기지 않도록 먼저 'open-market list'로 확인하세요.",
            status: .unavailable)
    }

    /// The line that tells the user a create that got no answer confirming it is being sent again
    /// with `key`.
    static func retrying(key: String) -> String {
        let key = shown(key)
        return localized(
            "no answer from the server confirmed the create; sending it once more with the same idempotency "
                + "key \(key), so it cannot be created twice.",
            ko: "서버에서 등록을 확인하는 응답을 받지 못해서, 두 번 등록되지 않도록 같은 멱등 키 \(key) 그대로 등록 요청을 한 번 "
                + "더 보내요.")
    }

    /// `error` with `open-market show <id>` named, when it is a delete that got no answer.
    static func deletion(_ error: OpenMarketError, id: Int) -> any Error {
        guard error.kind == .deletionUnconfirmed else { return error }
        return ToolError(
            "the server did not answer in time, so product \(id) may or may not have been deleted. "
                + "Look with 'open-market show \(id)' before deleting it again.",
            ko: "서버가 제시간에 응답하지 않아서 상품 \(id)이(가) 삭제되었는지 알 수 없어요. "
                + "다시 삭제하기 전에 'open-market show \(id)'(으)로 확인하세요.",
            status: .unavailable)
    }

    /// `key` as a shell reads it back: as it is when it holds only letters, digits and `-_.:@%+=,/`,
    /// else in single quotes (a `'` inside written `'\''`). Keys are visible ASCII, so nothing in
    /// them can drive a terminal.
    static func shown(_ key: String) -> String {
        let plain = key.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isASCIIHexDigit || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || "-_.:@%+=,/".unicodeScalars.contains(scalar)
        }
        if plain && !key.isEmpty { return key }
        return "'" + key.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }
}
