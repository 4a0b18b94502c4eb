/// Why a ``MarketServer`` could not start: its data directory, its files, or its port.
///
/// Match on ``kind``; new kinds may be added later without breaking a `switch` that has a
/// `default`. ``message`` is one English sentence naming the problem and what to do.
public struct MarketServerError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem stopped the server.
    public struct Kind: Sendable, Hashable, CustomStringConvertible {
        private let name: String

        /// A file in the data directory (`vendors.json`, `products.json`) is not valid.
        public static let invalidData = Kind(name: "invalidData")
        /// The data directory or a file in it could not be created, read or written.
        public static let fileSystem = Kind(name: "fileSystem")
        /// Another server already uses the data directory.
        public static let dataDirectoryInUse = Kind(name: "dataDirectoryInUse")
        /// The server could not listen on the address it was given.
        public static let cannotListen = Kind(name: "cannotListen")

        /// The kind's name (`invalidData`).
        public var description: String { name }
    }

    /// What kind of problem stopped the server.
    public let kind: Kind
    /// One sentence naming the problem and what to do.
    public let message: String

    /// An error of `kind` with its `message`.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
