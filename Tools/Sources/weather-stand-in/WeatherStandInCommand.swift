import ArgumentParser
import Foundation
import Hummingbird
import Logging
import NIOCore
import ToolSupport

/// `weather-stand-in`: a local stand-in for OpenWeather's current-weather endpoint, for tests and
/// the demo. Not a product: it answers every request with the weather it was started with.
@main
struct WeatherStandInCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "weather-stand-in",
        abstract: localized(
            "A local stand-in for OpenWeather's current-weather endpoint, for tests and the demo (not a product).",
            ko: "테스트와 데모를 위한 OpenWeather 현재 날씨 엔드포인트의 로컬 대역이에요 (제품이 아니에요)."),
        discussion: localized(
            """
            Serves GET /data/2.5/weather on 127.0.0.1 in OpenWeather's documented shape: \
            {"coord", "weather": [{"id", "main", "description", "icon"}], "main", "name", "cod": 200}, \
            for the lat, lon and appid in the query. A missing or refused appid gets 401 \
            {"cod": 401, "message"}; a missing or out-of-range lat or lon gets 400 {"cod": "400", \
            "message"}. The first line on standard output is 'Listening on http://127.0.0.1:<port>', \
            the second the endpoint's full address (give it to OPENWEATHER_URL). One line per \
            request goes to standard error, without the key. It stops at once on SIGINT or SIGTERM.
            """,
            ko: """
                127.0.0.1에서 GET /data/2.5/weather를 OpenWeather 문서의 모양대로 응답해요: \
                질의의 lat, lon, appid에 대해 {"coord", "weather": [{"id", "main", "description", \
                "icon"}], "main", "name", "cod": 200}. appid가 없거나 거절되면 401 {"cod": 401, \
                "message"}, lat이나 lon이 없거나 범위를 벗어나면 400 {"cod": "400", "message"}이에요. \
                표준 출력의 첫 줄은 'Listening on http://127.0.0.1:<포트>', 둘째 줄은 엔드포인트의 전체 \
                주소예요(OPENWEATHER_URL에 주세요). 요청마다 키를 뺀 한 줄을 표준 오류에 남겨요. \
                SIGINT나 SIGTERM을 받으면 바로 멈춰요.
                """),
        version: WorkspaceVersion.current)

    static func main() async {
        await ToolRunner.main(Self.self)
    }

    @Option(
        help: ArgumentHelp(
            localized("The port on 127.0.0.1; 0 picks a free one.", ko: "127.0.0.1의 포트. 0이면 빈 포트를 골라요.")))
    var port = 0

    @Option(
        help: ArgumentHelp(
            localized(
                "The only API key accepted (default: any key that is not empty).",
                ko: "받아 주는 유일한 API 키 (기본값: 비어 있지 않은 아무 키).")))
    var key: String?

    @Option(help: ArgumentHelp(localized("The condition group answered.", ko: "응답할 날씨 그룹.")))
    var condition = "Rain"

    @Option(help: ArgumentHelp(localized("The icon code answered.", ko: "응답할 아이콘 코드.")))
    var icon = "10d"

    @Option(help: ArgumentHelp(localized("The description answered.", ko: "응답할 설명.")))
    var description = "light rain"

    @Option(help: ArgumentHelp(localized("The condition id answered.", ko: "응답할 날씨 ID.")))
    var conditionID = 500

    @Option(
        help: ArgumentHelp(
            localized(
                "Seconds to wait before each answer, to make clients time out.",
                ko: "응답마다 기다릴 초. 클라이언트의 시간 초과를 일으킬 때 써요.")))
    var delay: Double = 0

    @Option(
        help: ArgumentHelp(
            localized(
                "Answer every request with this error status (400-599) instead of the weather.",
                ko: "날씨 대신 모든 요청에 이 오류 상태 코드(400-599)로 응답해요.")))
    var failWith: Int?

    func validate() throws {
        guard (0...65_535).contains(port) else {
            throw ValidationError(
                localized("--port must be from 0 to 65535, not \(port).", ko: "--port는 0부터 65535까지여야 해요."))
        }
        guard delay.isFinite, (0...3600).contains(delay) else {
            throw ValidationError(
                localized("--delay must be from 0 to 3600 seconds.", ko: "--delay는 0부터 3600초까지여야 해요."))
        }
        if let failWith, !(400...599).contains(failWith) {
            throw ValidationError(
                localized("--fail-with must be from 400 to 599.", ko: "--fail-with는 400부터 599까지여야 해요."))
        }
    }

    func run() async throws {
        Self.stopAtOnceOnSignals()
        var logger = Logger(label: "weather-stand-in") { _ in
            StreamLogHandler.standardError(label: "weather-stand-in")
        }
        logger.logLevel = .warning
        let answers = StandInAnswers(
            key: key, weather: .init(id: conditionID, main: condition, description: description, icon: icon),
            delay: delay, failureStatus: failWith)
        let application = Application(
            router: answers.router(),
            configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: port)),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                StandardStream.output.writeWhileServing("Listening on http://127.0.0.1:\(port)\n")
                StandardStream.output.writeWhileServing("http://127.0.0.1:\(port)\(StandInAnswers.path)\n")
            },
            logger: logger)
        do {
            try await application.runService(gracefulShutdownSignals: [])
        } catch let error as IOError {
            throw ListenRefusal.error(port: port, code: error.errnoCode)
        }
    }

    /// Ends the process at once on SIGINT or SIGTERM: a stand-in has nothing to save, and an
    /// answer held back by `--delay` must not keep it running.
    private static func stopAtOnceOnSignals() {
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler { Foundation.exit(0) }
            source.resume()
            SignalSources.keep(source)
        }
    }

    /// Keeps the signal sources alive for the whole run. `@unchecked Sendable`: `sources` is only
    /// touched under `lock`.
    private final class SignalSources: @unchecked Sendable {
        private static let shared = SignalSources()
        private let lock = NSLock()
        private var sources: [any DispatchSourceSignal] = []

        static func keep(_ source: any DispatchSourceSignal) {
            shared.lock.withLock { shared.sources.append(source) }
        }
    }
}
