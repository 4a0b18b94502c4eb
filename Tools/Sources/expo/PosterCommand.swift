import ArgumentParser
import ToolSupport

extension ExpoCommand {
    /// `expo poster`: the exposition's title, facts and story.
    struct PosterCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "poster",
            abstract: "Show the exposition's poster: its title, visitors, place, dates and story.")

        @OptionGroup var options: ExpoOptions

        func run() async throws {
            let session = Session(options)
            let poster = session.text.poster(for: try await session.catalog().exposition)
            let console = session.console
            if console.json {
                try console.printJSON(poster)
                return
            }
            for line in poster.titleLines { session.printWrapped(line, style: .bold) }
            console.line()
            for fact in [poster.visitorsText, poster.locationText, poster.durationText] {
                session.printWrapped(fact)
            }
            if !poster.paragraphs.isEmpty {
                console.line()
                session.printParagraphs(poster.paragraphs)
            }
            console.line()
            session.printWrapped("\(poster.exhibitsButtonTitle) → expo items", style: .dim)
        }
    }
}
