import ArgumentParser
import Foundation
import StarbucksKit
import ToolSupport

/// Where the commands that read the services (`launch`, `home`, `whats-new`, `product`) get
/// their answers: the bundled fixtures (the default), a folder overriding some of them, the real
/// hosts, or servers of your own.
struct ServiceOptions: ParsableArguments {
    /// `--offline`: the bundled fixtures.
    @Flag(
        help: ArgumentHelp(
            localized(
                "Answer from the fixtures bundled with StarbucksKit, without a network (the default).",
                ko: "네트워크 없이 StarbucksKit에 들어 있는 픽스처로 답해요 (기본값).")))
    var offline = false

    /// `--fixtures`: a folder of fixture files.
    @Option(
        name: .customLong("fixtures"), parsing: .unconditional,
        help: ArgumentHelp(
            localized(
                "A folder of fixture files (home.json, product-info-<code>.json, …) replacing the bundled ones of the same name.",
                ko: "이름이 같은 내장 픽스처를 대신할 픽스처 파일 폴더 (home.json, product-info-<코드>.json 등)."),
            valueName: "dir"))
    var fixturesFolder: String?

    /// `--live`: the real hosts.
    @Flag(
        help: ArgumentHelp(
            localized(
                "Read from the real hosts (public.codesquad.kr, api.codesquad.kr, www.starbucks.co.kr).",
                ko: "실제 호스트(public.codesquad.kr, api.codesquad.kr, www.starbucks.co.kr)에서 읽어요.")))
    var live = false

    /// `--base-url`: one server for every service.
    @Option(
        name: .customLong("base-url"), parsing: .unconditional,
        help: ArgumentHelp(
            localized(
                "Read every service from servers at this address instead (http:// or https://, e.g. http://127.0.0.1:8080).",
                ko: "모든 서비스를 이 주소의 서버에서 읽어요 (http:// 또는 https://, 예: http://127.0.0.1:8080)."),
            valueName: "url"))
    var baseURL: String?

    /// `--popup-base-url`.
    @Option(
        name: .customLong("popup-base-url"), parsing: .unconditional,
        help: ArgumentHelp(
            localized(
                "The event popup's server (default: --base-url, else https://public.codesquad.kr).",
                ko: "이벤트 팝업 서버 (기본값: --base-url, 없으면 https://public.codesquad.kr)."),
            valueName: "url"))
    var popupBaseURL: String?

    /// `--home-base-url`.
    @Option(
        name: .customLong("home-base-url"), parsing: .unconditional,
        help: ArgumentHelp(
            localized(
                "The home document's server (default: --base-url, else https://api.codesquad.kr).",
                ko: "홈 문서 서버 (기본값: --base-url, 없으면 https://api.codesquad.kr)."),
            valueName: "url"))
    var homeBaseURL: String?

    /// `--starbucks-base-url`.
    @Option(
        name: .customLong("starbucks-base-url"), parsing: .unconditional,
        help: ArgumentHelp(
            localized(
                "The products' and events' server (default: --base-url, else https://www.starbucks.co.kr).",
                ko: "상품과 이벤트 서버 (기본값: --base-url, 없으면 https://www.starbucks.co.kr)."),
            valueName: "url"))
    var starbucksBaseURL: String?

    /// Whether any option asks for live servers.
    var readsLiveServers: Bool {
        live || [baseURL, popupBaseURL, homeBaseURL, starbucksBaseURL].contains { $0 != nil }
    }

    /// Refuses empty values, addresses the kit cannot use (quoting them as typed), and options
    /// that contradict each other.
    func validate() throws {
        let urlOptions: [(String, String?)] = [
            ("--base-url", baseURL), ("--popup-base-url", popupBaseURL), ("--home-base-url", homeBaseURL),
            ("--starbucks-base-url", starbucksBaseURL),
        ]
        for (name, value) in urlOptions {
            guard let value else { continue }
            if value.trimmingCharacters(in: .whitespaces).isEmpty {
                throw ValidationError(
                    localized(
                        "\(name) needs an address like http://127.0.0.1:8080; give one, or leave it out.",
                        ko: "\(name)에는 http://127.0.0.1:8080 같은 주소가 필요해요. 주소를 주거나 옵션을 빼세요."))
            }
            do {
                _ = try StarbucksServers.base(value)
            } catch let error as StarbucksAPIError {
                throw ValidationError("\(name): " + error.message(locale: Language.currentLocale))
            }
        }
        if let fixturesFolder, fixturesFolder.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError(
                localized(
                    "--fixtures needs a folder path; give one, or leave the option out.",
                    ko: "--fixtures에는 폴더 경로가 필요해요. 경로를 주거나 옵션을 빼세요."))
        }
        guard readsLiveServers else { return }
        let live = urlOptions.first { $0.1 != nil }?.0 ?? "--live"
        if offline {
            throw ValidationError(
                localized(
                    "--offline and \(live) contradict each other; choose fixtures or live servers.",
                    ko: "--offline과(와) \(live)은(는) 함께 쓸 수 없어요. 픽스처나 실제 서버 중 하나를 고르세요."))
        }
        if fixturesFolder != nil {
            throw ValidationError(
                localized(
                    "--fixtures and \(live) contradict each other; fixtures are only read offline.",
                    ko: "--fixtures과(와) \(live)은(는) 함께 쓸 수 없어요. 픽스처는 오프라인에서만 읽어요."))
        }
    }
}
