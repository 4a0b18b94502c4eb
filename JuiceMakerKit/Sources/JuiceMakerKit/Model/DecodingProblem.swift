/// Turns a decoding failure into one line naming where the data went wrong
/// (`juices[0].recipe`), for menu files and inventory files alike.
enum DecodingProblem {
    /// A one-line account of `error`, with the coding path.
    static func describe(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context):
            return context.codingPath.isEmpty
                ? "the file is not valid JSON" : "\(path(context.codingPath)): \(context.debugDescription)"
        case DecodingError.keyNotFound(let key, let context):
            return "missing key “\(key.stringValue)” at \(path(context.codingPath + [key]))"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "wrong type at \(path(context.codingPath))"
        default:
            return "\(error)"
        }
    }

    /// A coding path as `juices[2].recipe`.
    static func path(_ keys: [any CodingKey]) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += text.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return text.isEmpty ? "top level" : text
    }
}
