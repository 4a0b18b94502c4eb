import Foundation

/// Why no single exhibit answers a name or a number.
///
/// ```swift
/// let index = ExhibitIndex(catalog: try await ExpoCatalog.bundled())
/// do {
///     _ = try index.lookup("99")
/// } catch let error as LookupError where error.kind == .numberOutOfRange {
///     print(error.message(locale: Locale(identifier: "en")))
/// }
/// ```
public struct LookupError: Error, Sendable, Hashable {
    /// What went wrong, with what the message needs: the only list of this error's cases.
    private enum Reason: Hashable, Sendable {
        case emptyQuery
        case emptySearch
        case numberOutOfRange(query: String, count: Int)
        case notFound(query: String, count: Int)
        case ambiguous(query: String, candidates: [String])
    }

    /// What went wrong.
    private let reason: Reason

    /// What kind of problem it is: the name of its case.
    public var kind: Kind { Kind(caseName(of: reason)) }

    /// The query was empty.
    public static let emptyQuery = Self(reason: .emptyQuery)

    /// A search was empty: there is nothing to look for.
    public static let emptySearch = Self(reason: .emptySearch)

    /// `query` is a number outside `1...count`.
    public static func numberOutOfRange(_ query: String, count: Int) -> Self {
        Self(reason: .numberOutOfRange(query: query, count: count))
    }

    /// Nothing among `count` exhibits matches `query`.
    public static func notFound(_ query: String, count: Int) -> Self {
        Self(reason: .notFound(query: query, count: count))
    }

    /// `query` matches every exhibit in `candidates` (their names) equally well.
    public static func ambiguous(_ query: String, candidates: [String]) -> Self {
        Self(reason: .ambiguous(query: query, candidates: candidates))
    }

    /// The query as given; empty for ``Kind/emptyQuery`` and ``Kind/emptySearch``.
    public var query: String {
        switch reason {
        case .emptyQuery, .emptySearch: ""
        case .numberOutOfRange(let query, _), .notFound(let query, _), .ambiguous(let query, _): query
        }
    }

    /// The names of the exhibits an ambiguous query matched.
    public var candidates: [String] {
        if case .ambiguous(_, let candidates) = reason { return candidates }
        return []
    }

    /// A one-line message in the language of `locale`, naming the problem and the fix.
    ///
    /// The message's key is `error.lookup.` followed by ``kind``, but `error.lookup.noExhibits`
    /// when there is no exhibit at all.
    public func message(locale: Locale = .current) -> String {
        let text = Localizer(locale: locale)
        let key = "error.lookup.\(kind)"
        let query = query.removingControlCharacters().shortenedForMessage()
        return switch reason {
        case .emptyQuery, .emptySearch: text.string(key)
        case .numberOutOfRange(_, 0), .notFound(_, 0): text.format("error.lookup.noExhibits", query)
        case .numberOutOfRange(_, let count), .notFound(_, let count):
            text.format(key, query, text.number(count))
        case .ambiguous(_, let candidates):
            text.format(key, query, candidates.map { $0.removingControlCharacters() }.joined(separator: ", "))
        }
    }
}

extension LookupError {
    /// What kind of problem a ``LookupError`` is; new kinds may be added, so a `switch` needs a
    /// `default`.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// The kind's name, like `notFound`.
        public let description: String

        /// The kind named `name`; a constant below passes its own name.
        fileprivate init(_ name: String = #function) { description = name }

        /// The query is empty or only spaces.
        public static var emptyQuery: Self { Self() }
        /// A search was given nothing to look for.
        public static var emptySearch: Self { Self() }
        /// The query is a number, but no exhibit has it.
        public static var numberOutOfRange: Self { Self() }
        /// No exhibit's name or image name holds the query.
        public static var notFound: Self { Self() }
        /// Several exhibits match equally well.
        public static var ambiguous: Self { Self() }
    }
}

extension LookupError: LocalizedError {
    /// The message in the current locale.
    public var errorDescription: String? { message() }
}
