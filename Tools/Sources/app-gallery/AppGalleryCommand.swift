import ArgumentParser
import Foundation
import Gallery
import Hummingbird
import Logging
import NIOCore
import ToolSupport

/// `app-gallery`: the five apps' screens as web pages on 127.0.0.1, until SIGINT or SIGTERM.
@main
struct AppGalleryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "app-gallery",
        abstract: localized(
            "Show the five apps' screens as web pages on 127.0.0.1, until Ctrl-C (SIGINT) or SIGTERM.",
            ko: "앱 다섯 개의 화면을 127.0.0.1의 웹 페이지로 보여 줘요. Ctrl-C(SIGINT)나 SIGTERM을 받으면 멈춰요."),
        discussion: localized(
            """
            The first line on standard output is 'Listening on http://127.0.0.1:<port>' (in every \
            language, for scripts; a reader that takes it and goes, | head -n 1, stops nothing); open \
            that address in a browser. A later line gives the address \
            of the gallery's own Open Market server, for OPEN_MARKET_SERVER. Every app keeps its state where \
            its CLI keeps it ($<TOOL>_DATA_DIR, else $XDG_DATA_HOME/<tool>, else \
            ~/.local/share/<tool>), so an order made with juice-maker shows in an open page; with \
            --data-dir DIR, under DIR/<tool> instead. The pages work without JavaScript; with it, \
            they follow their models live. The page's language is --lang, else the page's switch, \
            else the browser's Accept-Language. With an OpenWeather key in OPENWEATHER_API_KEY (and \
            OPENWEATHER_URL for another endpoint, such as weather-stand-in's), a new diary entry can \
            record the weather where you are.

            Exit codes: 0 stopped by a signal, 64 usage error, 69 the port cannot be had, \
            74 the gallery's files cannot be read.
            """,
            ko: """
                표준 출력의 첫 줄은 'Listening on http://127.0.0.1:<포트>'예요 (스크립트를 위해 \
                어느 언어에서나 같음. 그 줄만 읽고 떠나는 쪽(| head -n 1)이 있어도 멈추지 않음). 브라우저로 \
                그 주소를 여세요. 그 뒤의 한 줄은 갤러리가 띄운 \
                오픈 마켓 서버의 주소로, OPEN_MARKET_SERVER에 쓸 수 있어요. 앱마다 상태는 그 CLI가 두는 \
                곳($<TOOL>_DATA_DIR, 없으면 $XDG_DATA_HOME/<tool>, 없으면 ~/.local/share/<tool>)에 \
                두므로 juice-maker로 한 주문이 열린 페이지에 보여요. --data-dir DIR을 주면 대신 \
                DIR/<tool>에 둬요. 페이지는 자바스크립트 없이도 동작하고, 있으면 모델을 실시간으로 \
                따라가요. 페이지 언어는 --lang, 없으면 페이지의 전환 버튼, 없으면 브라우저의 \
                Accept-Language를 따라요. OPENWEATHER_API_KEY에 OpenWeather 키가 있으면(다른 \
                엔드포인트는 OPENWEATHER_URL, 예: weather-stand-in의 주소) 새 일기에 지금 있는 곳의 \
                날씨를 기록할 수 있어요.

                종료 코드: 0 신호를 받아 멈춤, 64 사용법 오류, 69 포트를 쓸 수 없음, 74 갤러리 파일을 읽을 수 없음.
                """),
        version: WorkspaceVersion.current)

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            localized("The port on 127.0.0.1; 0 picks a free one.", ko: "127.0.0.1의 포트. 0이면 빈 포트를 골라요.")))
    var port = 8080

    @Option(
        name: .customLong("data-dir"), parsing: .unconditional,
        help: ArgumentHelp(
            localized(
                "Keep every app's state under DIR/<tool> (default: where each app's CLI keeps it).",
                ko: "모든 앱의 상태를 DIR/<tool>에 둬요 (기본값: 앱마다 그 CLI가 두는 곳)."),
            valueName: "dir"))
    var dataDirectory: String?

    @Option(
        name: .customLong("expo-images"), parsing: .unconditional,
        help: ArgumentHelp(
            localized(
                "Show the Expo's pictures from DIR (poster.png, flag.png, jikji.png…); without it, a placeholder names each picture.",
                ko: "만국박람회 사진을 DIR에서 보여 줘요 (poster.png, flag.png, jikji.png…). 없으면 사진마다 이름을 적은 자리표시를 보여 줘요."),
            valueName: "dir"))
    var expoImages: String?

    @Option(
        name: .customLong("now"), parsing: .unconditional,
        help: ArgumentHelp(
            localized(
                "Start the apps' clock at this moment (ISO 8601 with its zone, like 2022-05-20T09:00:00Z) and let it run on from there, so the days the pages show (Starbucks' event popup, a new diary entry's day) stay the same whenever they are opened; 'make screenshots' uses it (default: the real time).",
                ko:
                    "앱의 시계를 이 시각(시간대를 붙인 ISO 8601, 예: 2022-05-20T09:00:00Z)에서 시작해 흘러가게 해요. 페이지가 보여 주는 날짜(스타벅스 이벤트 팝업, 새 일기의 날짜)가 언제 열어도 같아요. 'make screenshots'가 써요 (기본값: 실제 시각)."
            ),
            valueName: "moment"))
    var now: String?

    @Option(
        name: .customLong("latency"), parsing: .unconditional,
        help: ArgumentHelp(
            localized(
                "Hold back every answer of Starbucks' bundled data and of the gallery's own Open Market server (but for its pictures) by this many seconds (0 to 60), as on a slow network: a page waits 2 seconds at most for what it loads, then shows it loading (placeholders, \"Loading more…\") and follows it live; 'make screenshots' uses it (default: 0).",
                ko:
                    "스타벅스의 내장 데이터와 갤러리가 띄운 오픈 마켓 서버의 모든 응답(오픈 마켓의 사진은 빼고)을 이 초만큼(0부터 60까지) 늦춰요. 느린 네트워크처럼요. 페이지는 불러오는 것을 2초까지만 기다린 뒤 불러오는 중인 모습(자리표시, \"더 불러오는 중…\")을 보여 주고 실시간으로 따라가요. 'make screenshots'가 써요 (기본값: 0)."
            ),
            valueName: "seconds"))
    var latency: Double = 0

    @OptionGroup var language: LanguageOption

    func validate() throws {
        guard (0...65_535).contains(port) else {
            throw ValidationError(
                localized(
                    "--port must be from 0 to 65535, not \(port).",
                    ko: "--port는 0부터 65535까지여야 해요. \(port)은(는) 쓸 수 없어요."))
        }
        if let expoImages, expoImages.isEmpty {
            throw ValidationError(
                localized(
                    "--expo-images needs a folder; give one, or leave the option out.",
                    ko: "--expo-images에는 폴더가 필요해요. 폴더를 주거나 옵션을 빼세요."))
        }
        if let now, GalleryConfiguration.moment(now) == nil {
            throw ValidationError(
                localized(
                    "--now takes a moment in ISO 8601 with its zone, like 2022-05-20T09:00:00Z or 2022-05-20T18:00:00+09:00, not '\(now)'.",
                    ko:
                        "--now에는 시간대를 붙인 ISO 8601 시각을 주세요. 예: 2022-05-20T09:00:00Z, 2022-05-20T18:00:00+09:00. '\(now)'은(는) 쓸 수 없어요."
                ))
        }
        guard latency.isFinite, (0...60).contains(latency) else {
            throw ValidationError(
                localized(
                    "--latency must be a number of seconds from 0 to 60, not \(latency).",
                    ko: "--latency는 0부터 60까지의 초여야 해요. \(latency)은(는) 쓸 수 없어요."))
        }
        if let dataDirectory, dataDirectory.isEmpty {
            throw ValidationError(
                localized(
                    "--data-dir needs a folder; give one, or leave the option out.",
                    ko: "--data-dir에는 폴더가 필요해요. 폴더를 주거나 옵션을 빼세요."))
        }
    }

    func run() async throws {
        let root = dataDirectory.map { UserPath.url($0) }
        if let root, Self.exists(root, asFolder: false) {
            throw ToolError(
                localized(
                    "\(root.path) is not a folder, so the apps' state can't be kept under it; give --data-dir a folder, or move that file away.",
                    ko: "\(root.path)은(는) 폴더가 아니라서 앱의 상태를 그 아래에 둘 수 없어요. --data-dir에 폴더를 주거나 그 파일을 옮기세요."),
                status: .ioError)
        }
        if let expoImages, !Self.exists(UserPath.url(expoImages), asFolder: true) {
            throw ToolError(
                localized(
                    "--expo-images: \(UserPath.url(expoImages).path) is not a folder; give the folder holding the Expo's pictures (poster.png, flag.png…), or leave the option out for placeholders.",
                    ko:
                        "--expo-images: \(UserPath.url(expoImages).path)은(는) 폴더가 아니에요. 엑스포 그림(poster.png, flag.png…)이 있는 폴더를 주거나, 자리 표시로 보려면 옵션을 빼세요."
                ),
                status: .ioError)
        }
        // The real time, or (--now) a clock that starts at the moment given and runs on.
        var clock: @Sendable () -> Date = { Date() }
        if let start = now.flatMap(GalleryConfiguration.moment) {
            clock = GalleryConfiguration.clock(startingAt: start)
        }
        var configuration = GalleryConfiguration(
            port: port, language: language.language,
            dataDirectory: { tool in
                root?.appendingPathComponent(tool)
                    ?? DataDirectory.resolve(
                        flag: nil, variable: DataDirectory.variable(for: tool), tool: tool)
            }, now: clock, expoImages: expoImages.map { UserPath.url($0) })
        configuration.latency = .milliseconds(Int((latency * 1000).rounded()))
        LoggingSystem.bootstrap(StreamLogHandler.standardError)
        var logger = Logger(label: "app-gallery")
        logger.logLevel = .notice
        let application: any ApplicationProtocol
        do {
            application = try await Gallery.application(
                configuration, logger: logger,
                onRunning: { port in
                    StandardStream.output.writeWhileServing("Listening on http://127.0.0.1:\(port)\n")
                    StandardStream.output.writeWhileServing(
                        localized("Open it in a browser; stop with Ctrl-C.", ko: "브라우저로 여세요. Ctrl-C로 멈춰요.")
                            + "\n")
                },
                onOpenMarket: { address in
                    guard let address else { return }
                    let shown = TerminalText.safe(address.absoluteString)
                    StandardStream.output.writeWhileServing(
                        localized(
                            "Open Market's server: \(shown) (for the CLI: OPEN_MARKET_SERVER=\(shown) open-market list)",
                            ko: "오픈 마켓 서버: \(shown) (CLI에서는 OPEN_MARKET_SERVER=\(shown) open-market list)")
                            + "\n")
                })
        } catch let error as GalleryError {
            throw ToolError(error.description, status: .ioError)
        }
        do {
            try await application.runService()
        } catch let error as IOError {
            // Binding the port is the only socket call before serving.
            throw ListenRefusal.error(port: port, code: error.errnoCode)
        } catch {
            throw ListenRefusal.error(port: port, code: SystemErrorText.errnoCode(of: error))
        }
    }

    /// Whether `url` names something that exists and is a folder (`asFolder`), or is not one.
    private static func exists(_ url: URL, asFolder: Bool) -> Bool {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return false }
        return isFolder.boolValue == asFolder
    }

    static func main() async {
        await ToolRunner.main(Self.self)
    }
}
