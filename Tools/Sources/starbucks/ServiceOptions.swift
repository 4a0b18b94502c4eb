import ArgumentParser

/// Where the commands that read the services (`launch`, `home`, `whats-new`, `product`) get
/// their answers: the bundled fixtures (the default), a folder overriding some of them, the real
/// hosts, or servers of your own.
struct ServiceOptions: ParsableArguments {
    @Flag(help: "Answer from the fixtures bundled with StarbucksKit, without a network (the default).")
    var offline = false

    @Option(
        name: .customLong("fixtures"),
        help: ArgumentHelp(
            "A folder of fixture files (home.json, product-info-<code>.json, …) replacing the bundled ones of the same name.",
            valueName: "dir"))
    var fixturesFolder: String?

    @Flag(help: "Read from the real hosts (public.codesquad.kr, api.codesquad.kr, www.starbucks.co.kr).")
    var live = false

    @Option(
        name: .customLong("base-url"),
        help: ArgumentHelp(
            "Read every service from servers at this address instead (http:// or https://, e.g. http://127.0.0.1:8080).",
            valueName: "url"))
    var baseURL: String?

    @Option(
        name: .customLong("popup-base-url"),
        help: ArgumentHelp(
            "The event popup's server (default: --base-url, else https://public.codesquad.kr).",
            valueName: "url"))
    var popupBaseURL: String?

    @Option(
        name: .customLong("home-base-url"),
        help: ArgumentHelp(
            "The home document's server (default: --base-url, else https://api.codesquad.kr).",
            valueName: "url"))
    var homeBaseURL: String?

    @Option(
        name: .customLong("starbucks-base-url"),
        help: ArgumentHelp(
            "The products' and events' server (default: --base-url, else https://www.starbucks.co.kr).",
            valueName: "url"))
    var starbucksBaseURL: String?

    /// Whether any option asks for live servers.
    var readsLiveServers: Bool {
        live || [baseURL, popupBaseURL, homeBaseURL, starbucksBaseURL].contains { $0 != nil }
    }

    func validate() throws {
        let urlOptions: [(String, String?)] = [
            ("--base-url", baseURL), ("--popup-base-url", popupBaseURL), ("--home-base-url", homeBaseURL),
            ("--starbucks-base-url", starbucksBaseURL),
        ]
        for (name, value) in urlOptions where value?.trimmingCharacters(in: .whitespaces).isEmpty == true {
            throw ValidationError(
                "\(name) needs an address like http://127.0.0.1:8080; give one, or leave it out.")
        }
        if let fixturesFolder, fixturesFolder.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ValidationError("--fixtures needs a folder path; give one, or leave the option out.")
        }
        guard readsLiveServers else { return }
        let live = urlOptions.first { $0.1 != nil }?.0 ?? "--live"
        if offline {
            throw ValidationError(
                "--offline and \(live) contradict each other; choose fixtures or live servers.")
        }
        if fixturesFolder != nil {
            throw ValidationError(
                "--fixtures and \(live) contradict each other; fixtures are only read offline.")
        }
    }
}
