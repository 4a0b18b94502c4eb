import ArgumentParser
import Foundation
import Logging
import OpenMarketServer
import ToolSupport

extension OpenMarketCommand {
    /// `open-market serve`: runs the local Open Market server until SIGINT or SIGTERM.
    struct ServeCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "serve",
            abstract: "Run the local Open Market server on 127.0.0.1 until Ctrl-C (SIGINT) or SIGTERM.",
            discussion: """
                The first line on standard output is 'Listening on http://127.0.0.1:<port>'. \
                Products and images live under the data directory (--data-dir, \
                $OPEN_MARKET_DATA_DIR, $XDG_DATA_HOME/open-market or ~/.local/share/open-market); \
                vendors in its vendors.json, an array of {"identifier", "name", "password"} you \
                may write before starting (without it, one demo vendor is created and its \
                identifier printed). One line per request goes to standard error. \
                GET /openapi.json describes the API.

                Exit codes: 0 stopped by a signal, 64 usage error, 65 malformed vendors.json or \
                products.json, 69 the port cannot be had, 74 the data directory cannot be used.
                """)

        @Option(help: "The port on 127.0.0.1; 0 picks a free one.")
        var port = 8080

        @Option(
            name: .customLong("data-dir"),
            help: ArgumentHelp(
                "Directory for vendors, products and images (default: $OPEN_MARKET_DATA_DIR, else "
                    + "$XDG_DATA_HOME/open-market).",
                valueName: "dir"))
        var dataDirectory: String?

        @Flag(help: "On a first run (no products yet), load a dozen sample products.")
        var sample = false

        @OptionGroup var generation: GenerationOption
        /// The client options the root command accepts; refused here, where they mean nothing.
        @OptionGroup(visibility: .hidden) var clientOptions: ClientOptions

        func validate() throws {
            if clientOptions.server != nil || clientOptions.json || clientOptions.language != nil {
                throw ValidationError(
                    "serve takes no --server, --json or --lang; its address is 127.0.0.1 and --port.")
            }
            guard (0...65_535).contains(port) else {
                throw ValidationError("--port must be from 0 to 65535, not \(port).")
            }
            if let dataDirectory, dataDirectory.trimmingCharacters(in: .whitespaces).isEmpty {
                throw ValidationError("--data-dir needs a directory path; give one, or leave the option out.")
            }
        }

        func run() async throws {
            let generation =
                try MarketGeneration(rawValue: self.generation.resolved().rawValue) ?? .marketTraining
            let directory = DataDirectory.resolve(
                flag: dataDirectory, variable: "OPEN_MARKET_DATA_DIR", tool: "open-market")
            LoggingSystem.bootstrap(StreamLogHandler.standardError)
            var logger = Logger(label: "open-market")
            logger.logLevel = .info
            let server: MarketServer
            do {
                server = try MarketServer(
                    configuration: MarketServerConfiguration(
                        dataDirectory: directory, port: port, generation: generation, loadSample: sample,
                        requestLogger: logger))
            } catch {
                throw Self.failure(error)
            }
            let notes = Self.notes(server, directory: directory, sampleAsked: sample)
            do {
                try await server.run { port in
                    StandardStream.output.write("Listening on http://127.0.0.1:\(port)\n")
                    for note in notes { StandardStream.output.write(note + "\n") }
                }
            } catch {
                throw Self.failure(error)
            }
        }

        /// The lines printed after the first: the vendor created, the samples loaded, the API.
        private static func notes(_ server: MarketServer, directory: URL, sampleAsked: Bool) -> [String] {
            var notes = [
                "Serving the \(server.configuration.generation.rawValue) API from \(directory.path)."
            ]
            if let vendor = server.createdVendor {
                notes.append(
                    "Created the demo vendor \(vendor.identifier); its password is in \(server.vendorsFile.path)."
                )
            }
            if let count = server.loadedSampleCount {
                notes.append("Loaded \(count) sample products.")
            } else if sampleAsked {
                notes.append("--sample ignored: the data directory already holds a catalogue.")
            }
            notes.append("The OpenAPI document is at /openapi.json. Stop with Ctrl-C.")
            return notes
        }

        /// A server error as a CLI failure: 65 bad data, 69 no port, 74 the data directory.
        private static func failure(_ error: MarketServerError) -> ToolError {
            switch error.kind {
            case .invalidData: ToolError(error.message, status: .dataError)
            case .cannotListen: ToolError(error.message, status: .unavailable)
            default: ToolError(error.message, status: .ioError)
            }
        }
    }
}
