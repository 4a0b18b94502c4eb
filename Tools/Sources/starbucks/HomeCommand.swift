import ArgumentParser
import StarbucksKit
import ToolSupport

extension StarbucksCommand {
    /// `starbucks home`: the home screen, assembled from every service at once.
    struct HomeCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "home",
            abstract: "Show the home screen: greeting, recommendations and the main event.",
            discussion: """
                Needs someone signed in (starbucks signin <name>). The home document comes first, then \
                every product's details and picture at once; a product that cannot be loaded is left \
                out and named below the screen.
                """)

        @OptionGroup var options: StarbucksOptions
        @OptionGroup var service: ServiceOptions

        func run() async throws {
            let session = Session(options)
            let loader = try session.dependencies(service).homeLoader()
            let user = try await session.run { try await session.signIn.requireSession() }
            let screen = try await session.run { try await loader.load(greetingName: user.name) }
            try session.showHome(session.text.home(screen))
        }
    }
}
