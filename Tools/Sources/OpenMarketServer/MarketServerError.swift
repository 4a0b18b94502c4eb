#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Why a ``MarketServer`` could not start: its data directory, its files, or its port.
///
/// Match on ``kind``; new kinds may be added later without breaking a `switch` that has a
/// `default`. ``message`` is one English sentence naming the problem and what to do; ``path``,
/// ``port``, ``systemErrorCode`` and ``processID`` hold the facts behind it, so a front end can
/// say the same in its user's language.
public struct MarketServerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem stopped the server.
    public struct Kind: Sendable, Hashable, CustomStringConvertible {
        private let name: String

        /// A file in the data directory (`vendors.json`, `market.sqlite`, an earlier
        /// version's `products.json`) is not valid.
        public static let invalidData = Kind(name: "invalidData")
        /// The data directory or a file in it could not be created, read or written.
        public static let fileSystem = Kind(name: "fileSystem")
        /// Another server already uses the data directory (``processID`` names it when known).
        public static let dataDirectoryInUse = Kind(name: "dataDirectoryInUse")
        /// The data directory can be read but not written (read-only), so no change could be
        /// stored; the server does not start.
        public static let dataDirectoryReadOnly = Kind(name: "dataDirectoryReadOnly")
        /// The server could not listen on the address it was given.
        public static let cannotListen = Kind(name: "cannotListen")

        /// The kind's name (`invalidData`).
        public var description: String { name }
    }

    /// What kind of problem stopped the server.
    public let kind: Kind
    /// One sentence naming the problem and what to do.
    public let message: String
    /// The file or folder at fault, when there is one.
    public private(set) var path: String?
    /// The port that could not be had, for ``Kind-swift.struct/cannotListen``.
    public private(set) var port: Int?
    /// The system's error number behind the failure (`EADDRINUSE`, `EACCES`…), when there is one.
    public private(set) var systemErrorCode: Int32?
    /// The process that holds the data directory, for ``Kind-swift.struct/dataDirectoryInUse``,
    /// when its lock file names it.
    public private(set) var processID: Int32?
    /// Whether the failure happened while writing (as opposed to reading) ``path``.
    public private(set) var writing = false
    /// What is wrong with the data file, for ``Kind-swift.struct/invalidData``, when the server
    /// can name it (a front end words it in its user's language).
    public private(set) var dataProblem: DataProblem?

    /// What is wrong with a file in the data directory.
    public enum DataProblem: Sendable, Hashable {
        /// `market.sqlite` was written by a newer version of the server.
        case newerCatalogue
        /// `market.sqlite` is an SQLite database, but not a catalogue.
        case notACatalogue
        /// The catalogue (`market.sqlite`, or an earlier version's `products.json`) is damaged.
        case damagedCatalogue
        /// An earlier version's `products.json` is in a format this server does not read.
        case unknownCatalogueFormat(String)
        /// `vendors.json` is not a JSON array of vendors.
        case vendorsNotAList
        /// `vendors.json` lists no vendor.
        case noVendor
        /// Vendor `vendor` (counted from 1) of `vendors.json` is not an object.
        case vendorNotAnObject(vendor: Int)
        /// Vendor `vendor` lacks the text `key`.
        case vendorLacks(vendor: Int, key: String)
        /// Vendor `vendor`'s `key` is empty, longer than `limit` characters, or holds a control
        /// character.
        case vendorBadText(vendor: Int, key: String, limit: Int)
        /// Vendor `vendor` repeats the identifier of an earlier one.
        case vendorRepeated(vendor: Int, identifier: String)
    }

    /// An `invalidData` error about the file at `path`: `problem`, said in English by `message`.
    static func invalidData(_ problem: DataProblem, path: String, _ message: String) -> MarketServerError {
        var error = MarketServerError(.invalidData, message)
        error.path = path
        error.dataProblem = problem
        return error
    }

    /// An error of `kind` with its `message`.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message.
    public var description: String { message }

    // MARK: - Errors with their facts

    /// A system call on `path` failed with `code` (an `errno` value).
    static func fileSystem(_ code: Int32, path: String, writing: Bool) -> MarketServerError {
        let action = writing ? "write" : "read"
        var error = MarketServerError(
            .fileSystem,
            "Can't \(action) \(path) (\(reason(code))); check the data directory, or choose another --data-dir."
        )
        error.path = path
        error.systemErrorCode = code
        error.writing = writing
        return error
    }

    /// The data directory at `path` cannot be written (`code`).
    static func readOnly(_ path: String, code: Int32) -> MarketServerError {
        var error = MarketServerError(
            .dataDirectoryReadOnly,
            "The data directory \(path) can't be written (\(reason(code))); the server keeps every change "
                + "there: make it writable, or choose another --data-dir.")
        error.path = path
        error.systemErrorCode = code
        error.writing = true
        return error
    }

    /// The catalogue database at `path` was written by a newer version of the server: its
    /// migrations table lists a change this version does not know, so it is neither read nor
    /// changed.
    static func newerCatalogue(_ path: String) -> MarketServerError {
        invalidData(
            .newerCatalogue, path: path,
            "\(path) was written by a newer version of open-market, which this version can't read "
                + "or change; use that newer version, or move the file aside to start a new catalogue.")
    }

    /// The file at `path` is an SQLite database but not a catalogue (none of the server's
    /// tables, or another program's), so it is left alone.
    static func notACatalogue(_ path: String) -> MarketServerError {
        invalidData(
            .notACatalogue, path: path,
            "\(path) is an SQLite database but not an Open Market catalogue; move it aside to start "
                + "a new catalogue there, or choose another --data-dir.")
    }

    /// Another server, process `processID` when known, holds the data directory at `path`.
    static func inUse(_ path: String, by processID: Int32?) -> MarketServerError {
        let holder = processID.map { "Another server (process \($0))" } ?? "Another server"
        var error = MarketServerError(
            .dataDirectoryInUse,
            "\(holder) is using the data directory \(path); stop it, or choose another --data-dir.")
        error.path = path
        error.processID = processID
        return error
    }

    /// Listening on `port` failed with `code` (`nil` when the system gave no number).
    static func cannotListen(port: Int, code: Int32?) -> MarketServerError {
        let message: String
        switch code {
        case EADDRINUSE:
            message = "port \(port) is already in use: choose another with --port, or 0 for any free port."
        case EACCES:
            message =
                "port \(port) is reserved for the administrator: choose one from 1024 up with --port, "
                + "or 0 for any free port."
        case let code?:
            message =
                "can't listen on 127.0.0.1 port \(port) (\(reason(code))): choose another with --port, "
                + "or 0 for any free port."
        case nil:
            message =
                "can't listen on 127.0.0.1 port \(port): choose another with --port, or 0 for any free port."
        }
        var error = MarketServerError(.cannotListen, message)
        error.port = port
        error.systemErrorCode = code
        return error
    }

    /// The system's description of `code`, in lower case (`permission denied`), without its number.
    static func reason(_ code: Int32) -> String {
        String(cString: strerror(code)).lowercased()
    }
}
