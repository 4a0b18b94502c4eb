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
            abstract: localized(
                "Run the local Open Market server on 127.0.0.1 until Ctrl-C (SIGINT) or SIGTERM.",
                ko: "로컬 오픈 마켓 서버를 127.0.0.1에서 Ctrl-C(SIGINT)나 SIGTERM을 받을 때까지 실행해요."),
            discussion: localized(
                """
                The first line on standard output is 'Listening on http://127.0.0.1:<port>' (in every \
                language, for scripts); a reader that takes it and goes (| head -n 1) stops nothing. \
                Products and images live under the data directory (--data-dir, \
                $OPEN_MARKET_DATA_DIR, $XDG_DATA_HOME/open-market or ~/.local/share/open-market), which \
                must be writable; vendors in its vendors.json, an array of {"identifier", "name", \
                "password"} you may write before starting (without it, one demo vendor is created and \
                its identifier printed whenever one is made). Standard error stays quiet but for \
                problems (a vendors.json that cannot be read again, say); --log-requests adds one \
                line per request there. GET /openapi.json describes the API. It answers only requests \
                addressed to 127.0.0.1, localhost or [::1] at its port; another Host gets 421, so a \
                web page cannot reach it through a name of its own.

                The server takes its port and reads vendors.json before it touches the data \
                directory, and a start refused for any reason leaves the directory as it was (what \
                it made there is removed again). Products are kept in market.sqlite in the \
                data directory; a products.json written by earlier versions is imported on the first \
                start and kept as products.json.bak. Every clean stop (SIGINT, SIGTERM) writes all \
                changes into market.sqlite itself, so that file alone is a complete copy. \
                vendors.json is read again whenever it changes. What the server makes is its \
                owner's alone (folders 0700, market.sqlite and vendors.json 0600; a market.sqlite \
                an earlier version left readable by others is made so too): they hold the \
                passwords and each product's deletion secret.

                Exit codes: 0 stopped by a signal, 64 usage error, 65 malformed vendors.json, \
                products.json or market.sqlite (or one written by a newer version, or another \
                program's SQLite database), 69 the port cannot be had, 74 the data directory cannot \
                be used (read-only, or held by another server).
                """,
                ko: """
                    표준 출력의 첫 줄은 'Listening on http://127.0.0.1:<포트>'예요 (스크립트를 위해 \
                    어느 언어에서나 같음). 그 줄만 읽고 떠나는 쪽(| head -n 1)이 있어도 서버는 멈추지 \
                    않아요. 상품과 이미지는 데이터 폴더(--data-dir, $OPEN_MARKET_DATA_DIR, \
                    $XDG_DATA_HOME/open-market 또는 ~/.local/share/open-market)에 두며, 이 폴더는 쓸 수 \
                    있어야 해요. 판매자는 그 안의 vendors.json에 {"identifier", "name", "password"} \
                    배열로 두고, 시작 전에 직접 써도 돼요 (없으면 데모 판매자를 하나 만들고, 만들 때마다 그 \
                    식별자를 출력해요). 표준 오류에는 문제(다시 읽지 못한 vendors.json 등)만 남기고, \
                    --log-requests를 주면 요청마다 한 줄을 더 남겨요. GET /openapi.json이 API를 \
                    설명해요. 포트가 같은 127.0.0.1, localhost, [::1]로 보낸 요청에만 답하고, 다른 \
                    Host에는 421로 답하므로 웹 페이지가 자기 도메인 이름으로 이 서버에 닿을 수 없어요.

                    서버는 포트를 얻고 vendors.json을 읽은 뒤에야 데이터 폴더를 건드리고, 어떤 이유로든 \
                    시작하지 못하면 폴더는 그대로 남아요 (그 안에 만든 것은 다시 지워요). 상품은 데이터 폴더의 market.sqlite에 둬요. 이전 버전이 쓴 \
                    products.json은 처음 시작할 때 가져오고 products.json.bak으로 남겨 둬요. 정상적으로 \
                    멈출 때마다(SIGINT, SIGTERM) 모든 변경을 market.sqlite 자체에 써 두므로 그 파일 \
                    하나만으로 완전한 사본이 돼요. vendors.json은 바뀔 때마다 다시 읽어요. 서버가 \
                    만드는 것은 주인만 읽고 쓸 수 있어요 (폴더 0700, market.sqlite와 vendors.json \
                    0600. 이전 버전이 남에게도 읽히게 둔 market.sqlite도 그렇게 바꿔요). 비밀번호와 \
                    상품마다의 삭제 비밀값이 들어 있기 때문이에요.

                    종료 코드: 0 신호를 받아 멈춤, 64 사용법 오류, 65 vendors.json, products.json, \
                    market.sqlite 중 하나가 잘못됨 (더 새 버전이 쓴 것이거나 다른 프로그램의 SQLite \
                    데이터베이스인 경우도), 69 포트를 쓸 수 없음, 74 데이터 폴더를 쓸 수 없음 (읽기 전용이거나 다른 서버가 \
                    쓰는 중).
                    """))

        @Option(
            parsing: .unconditional,
            help: ArgumentHelp(
                localized("The port on 127.0.0.1; 0 picks a free one.", ko: "127.0.0.1의 포트. 0이면 빈 포트를 골라요."))
        )
        var port = 8080

        @OptionGroup var dataDirectory: DataDirectoryOption

        @Flag(
            help: ArgumentHelp(
                localized(
                    "On a first run (no products yet), load a dozen sample products.",
                    ko: "처음 실행할 때(상품이 아직 없을 때) 예시 상품 12개를 넣어요.")))
        var sample = false

        @Flag(
            name: .customLong("log-requests"),
            help: ArgumentHelp(
                localized(
                    "Log one line per request (method, path, status, time) on standard error.",
                    ko: "요청마다 한 줄(메서드, 경로, 상태, 시간)을 표준 오류에 남겨요.")))
        var logRequests = false

        @OptionGroup var language: LanguageOption
        /// `--json`, which the root command accepts for every other command; refused here.
        @Flag(name: .customLong("json"), help: .hidden) var json = false
        /// The root command, whose options (`open-market --json serve`) are refused here too.
        @ParentCommand var root: OpenMarketCommand
        @OptionGroup var generation: GenerationOption
        /// The client options the root command accepts; refused here, where they mean nothing.
        @OptionGroup(visibility: .hidden) var client: ClientOptions

        func validate() throws {
            if client.server != nil || client.timeout != nil || json || root.output.json {
                throw ValidationError(
                    localized(
                        "serve takes no --server, --timeout or --json; its address is 127.0.0.1 and --port.",
                        ko: "serve에는 --server, --timeout, --json을 쓸 수 없어요. 주소는 127.0.0.1과 --port예요."))
            }
            guard (0...65_535).contains(port) else {
                throw ValidationError(
                    localized(
                        "--port must be from 0 to 65535, not \(port).",
                        ko: "--port는 0부터 65535까지여야 해요. \(port)은(는) 쓸 수 없어요."))
            }
        }

        func run() async throws {
            let generation =
                try MarketGeneration(rawValue: self.generation.resolved().rawValue) ?? .marketTraining
            let directory = dataDirectory.resolve(tool: "open-market")
            LoggingSystem.bootstrap(StreamLogHandler.standardError)
            var logger = Logger(label: "open-market")
            // Requests are logged at `info`; without --log-requests only notices and problems are.
            logger.logLevel = logRequests ? .info : .notice
            let server = MarketServer(
                configuration: MarketServerConfiguration(
                    dataDirectory: directory, port: port, generation: generation, loadSample: sample,
                    requestLogger: logger))
            let sampleAsked = sample
            try await server.run { running in
                StandardStream.output.writeWhileServing("Listening on http://127.0.0.1:\(running.port)\n")
                let notes = Self.notes(
                    running, server: server, directory: directory, sampleAsked: sampleAsked)
                for note in notes { StandardStream.output.writeWhileServing(note + "\n") }
            }
        }

        /// The lines printed after the first: the vendor created, the samples loaded, the API.
        private static func notes(
            _ running: RunningMarketServer, server: MarketServer, directory: URL, sampleAsked: Bool
        ) -> [String] {
            let folder = TerminalText.safe(directory.path)
            let generation = server.configuration.generation.rawValue
            var notes = [
                localized(
                    "Serving the \(generation) API from \(folder).",
                    ko: "\(folder)에서 \(generation) API를 제공해요.")
            ]
            if let vendor = running.createdVendor {
                let file = TerminalText.safe(server.vendorsFile.path)
                let identifier = TerminalText.safe(vendor.identifier)
                notes.append(
                    localized(
                        "Created the demo vendor \(identifier); its password is in \(file).",
                        ko: "데모 판매자 \(identifier)을(를) 만들었어요. 비밀번호는 \(file)에 있어요."))
            }
            if let count = running.loadedSampleCount {
                notes.append(
                    count == 1
                        ? localized("Loaded 1 sample product.", ko: "예시 상품 1개를 넣었어요.")
                        : localized("Loaded \(count) sample products.", ko: "예시 상품 \(count)개를 넣었어요."))
            } else if sampleAsked {
                notes.append(
                    localized(
                        "--sample ignored: the data directory already holds a catalogue.",
                        ko: "--sample은 무시했어요: 데이터 폴더에 이미 상품 목록이 있어요."))
            }
            notes.append(
                localized(
                    "The OpenAPI document is at /openapi.json. Stop with Ctrl-C.",
                    ko: "OpenAPI 문서는 /openapi.json에 있어요. Ctrl-C로 멈춰요."))
            return notes
        }
    }
}
