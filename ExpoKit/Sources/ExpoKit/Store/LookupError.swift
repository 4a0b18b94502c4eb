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
    /// What kind of problem it is; new kinds may be added, so a `switch` needs a `default`.
    public struct Kind: Hashable, Sendable, CustomStringConvertible {
        /// The kind's name, like `notFound`.
        public let description: String

        /// A kind called `description`.
        private init(_ description: String) {
            self.description = description
        }

        /// The query is empty or only spaces.
        public static let emptyQuery = Kind("emptyQuery")
        /// A search was given nothing to look for.
        public static let emptySearch = Kind("emptySearch")
        /// The query is a number, but no exhibit has it.
        public static let numberOutOfRange = Kind("numberOutOfRange")
        /// No exhibit's name or image name holds the query.
        public static let notFound = Kind("notFound")
        /// Several exhibits match equally well.
        public static let ambiguous = Kind("ambiguous")
    }

    /// What went wrong, with what the message needs.
    private enum Reason: Hashable, Sendable {
        case emptyQuery
        case emptySearch
        case numberOutOfRange(query: String, count: Int)
        case notFound(query: String, count: Int)
        case ambiguous(query: String, candidates: [String])
    }

    /// What went wrong.
    private let reason: Reason

    /// An error for `reason`.
    private init(_ reason: Reason) {
        self.reason = reason
    }

    /// The query was empty.
    public static let emptyQuery = LookupError(.emptyQuery)

    /// A search was empty: there is nothing to look for.
    public static let emptySearch = LookupError(.emptySearch)

    /// `query` is a number outside `1...count`.
    public static func numberOutOfRange(_ query: String, count: Int) -> LookupError {
        LookupError(.numberOutOfRange(query: query, count: count))
    }

    /// Nothing among `count` exhibits matches `query`.
    public static func notFound(_ query: String, count: Int) -> LookupError {
        LookupError(.notFound(query: query, count: count))
    }

    /// `query` matches every exhibit in `candidates` (their names) equally well.
    public static func ambiguous(_ query: String, candidates: [String]) -> LookupError {
        LookupError(.ambiguous(query: query, candidates: candidates))
    }

    /// What kind of problem it is.
    public var kind: Kind {
        switch reason {
        case .emptyQuery: .emptyQuery
        case .emptySearch: .emptySearch
        case .numberOutOfRange: .numberOutOfRange
        case .notFound: .notFound
        case .ambiguous: .ambiguous
        }
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
    public func message(locale: Locale = .current) -> String {
        let text = Localizer(locale: locale)
        let query = query.removingControlCharacters()
        switch reason {
        case .emptyQuery:
            return text.string("error.lookup.emptyQuery")
        case .emptySearch:
            return text.string("error.lookup.emptySearch")
        case .numberOutOfRange(_, let count), .notFound(_, let count):
            if count == 0 { return text.format("error.lookup.noExhibits", query) }
            let key = kind == .notFound ? "error.lookup.notFound" : "error.lookup.numberOutOfRange"
            return text.format(key, query, text.number(count))
        case .ambiguous(_, let candidates):
            return text.format(
                "error.lookup.ambiguous", query,
                candidates.map { $0.removingControlCharacters() }.joined(separator: ", "))
        }
    }
}

extension LookupError: LocalizedError {
    /// The message in the current locale.
    public var errorDescription: String? { message() }
}
