import ArgumentParser
import StarbucksKit
import ToolSupport

extension StarbucksCommand {
    /// `starbucks launch`: which screen the app shows first, and the event popup when it is due.
    struct LaunchCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "launch",
            abstract:
                "Say which screen comes first (sign-in, the event popup or home) and show the popup if due.",
            discussion: """
                With --json, prints an object whose "next" is "signIn", "eventPopup" or "home". \
                A popup that cannot be fetched is skipped: the launch goes home.
                """)

        @OptionGroup var options: StarbucksOptions
        @OptionGroup var service: ServiceOptions

        func run() async throws {
            let session = Session(options)
            let flow = try session.dependencies(service).launchFlow(directory: session.directory)
            let step = try await session.run { try await flow.next() }
            try session.showLaunch(session.text.launch(step))
        }
    }
}
