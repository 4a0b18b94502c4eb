import Foundation
import StarbucksKit
import ToolSupport

/// What one `starbucks` run works with: the kit's text in the run's language, the console and
/// the state folder.
struct RunContext {
    /// Text in the run's language.
    let text: StarbucksText
    /// Where output goes.
    let console: Console
    /// The folder holding `session.json` and `event-popup.json`.
    let directory: URL

    /// Reads the options; touches no file yet.
    init(_ output: OutputOptions, _ data: DataDirectoryOption) {
        self.text = StarbucksText(locale: output.locale)
        self.console = output.console
        self.directory = data.resolve(tool: "starbucks")
    }

    /// The sign-in kept in the data folder.
    var signIn: LocalSignIn { LocalSignIn(directory: directory) }

    /// The popup's "don't show again", kept in the data folder, counting days in the local time zone.
    var popupPolicy: EventPopupPolicy { .stored(in: directory) }

    /// The kit's dependencies for the source `service` names: the bundled fixtures (overridden
    /// from `--fixtures` when given, every file of which must be usable), or live servers.
    func dependencies(_ service: ServiceOptions) throws -> StarbucksDependencies {
        let source = try services(service)
        if let problem = source.problems.first { throw problem }
        return source.dependencies
    }

    /// The kit's dependencies for the source `service` names, and the fixture files of
    /// `--fixtures` that could not be used and were left out: for a command that shows what it
    /// can and says what failed.
    func services(_ service: ServiceOptions) throws -> (
        dependencies: StarbucksDependencies, problems: [FixtureError]
    ) {
        guard service.readsLiveServers else {
            guard let folder = service.fixturesFolder else { return (.fixtures(.bundled), []) }
            let override = try FixtureSet.bundled.overrides(from: UserPath.url(folder))
            return (.fixtures(override.fixtures), override.problems)
        }
        let production = StarbucksServers.production
        func base(_ specific: String?, _ fallback: URL) -> String {
            specific ?? service.baseURL ?? fallback.absoluteString
        }
        let servers = try StarbucksServers(
            eventPopupBase: base(service.popupBaseURL, production.eventPopupBase),
            homeBase: base(service.homeBaseURL, production.homeBase),
            starbucksBase: base(service.starbucksBaseURL, production.starbucksBase))
        return (.live(servers: servers), [])
    }
}
