import Foundation

/// Image addresses, made the way the answers intend: a base and a path written one after the
/// other (`img_UPLOAD_PATH + mob_THUM`).
enum WireURL {
    /// The characters an address may hold as they are; anything else (a bracket, a space, Hangul)
    /// is percent-encoded.
    private static let allowed: CharacterSet = {
        var set = CharacterSet.urlQueryAllowed
        set.insert("%")
        set.insert(charactersIn: "#")
        return set
    }()

    /// `base` and `path` joined (one slash between them where both have one), or `nil` when a part
    /// is missing or the result is not an `http`/`https` address with a host.
    static func join(_ parts: String?...) -> URL? {
        var text = ""
        for part in parts {
            guard let part, !part.isEmpty else { return nil }
            if text.hasSuffix("/"), part.hasPrefix("/") {
                text += part.dropFirst()
            } else {
                text += part
            }
        }
        return url(text)
    }

    /// `text` as an `http`/`https` address with a host, percent-encoding what needs it.
    static func url(_ text: String) -> URL? {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let candidate =
            URL(string: trimmed)
            ?? trimmed.addingPercentEncoding(withAllowedCharacters: allowed).flatMap { URL(string: $0) }
        guard let url = candidate, let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme),
            let host = url.host, !host.isEmpty
        else { return nil }
        return url
    }
}
