import Foundation

/// Reads the image addresses a server sends.
enum WebAddress {
    /// The URL `text` names when it is an absolute `http` or `https` address with a host;
    /// otherwise `nil`.
    static func url(_ text: String) -> URL? {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty
        else { return nil }
        return url
    }
}
