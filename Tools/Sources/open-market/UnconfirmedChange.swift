import OpenMarketKit
import ToolSupport

/// A create or delete that got no answer, told with the commands that show whether it happened
/// (never "try again", which could make a duplicate).
enum UnconfirmedChange {
    /// `error` with `open-market list` named, when it is a create that got no answer.
    static func creation(_ error: OpenMarketError) -> any Error {
        guard error.kind == .creationUnconfirmed else { return error }
        return ToolError(
            "the server did not answer in time, so the product may or may not have been created. "
                + "Look with 'open-market list' before creating it again, or it may exist twice.",
            ko: "서버가 제시간에 응답하지 않아서 상품이 등록되었는지 알 수 없어요. 같은 상품이 두 번 생기지 않도록, "
                + "다시 등록하기 전에 'open-market list'로 확인하세요.",
            status: .unavailable)
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
}
