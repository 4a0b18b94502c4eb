import ArgumentParser
import StarbucksKit
import ToolSupport

extension StarbucksCommand {
    /// `starbucks signin <name>`: signs a user in on this device.
    struct SignInCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "signin",
            abstract: "Sign in with your name (up to 20 characters), replacing whoever was signed in.")

        @Argument(help: "Your name, as the home screen should greet you (\"Minji\", \"민지\").")
        var name: [String]

        @OptionGroup var options: StarbucksOptions

        func run() async throws {
            let session = Session(options)
            let name = self.name.joined(separator: " ")
            let user = try await session.run { try await session.signIn.signIn(name: name) }
            let summary = session.text.signedIn(user)
            try session.showMessage(summary, summary.message)
        }
    }

    /// `starbucks signout`: forgets who is signed in.
    struct SignOutCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "signout", abstract: "Sign out; the next launch starts at the sign-in screen.")

        @OptionGroup var options: StarbucksOptions

        func run() async throws {
            let session = Session(options)
            let user = try await session.run { try await session.signIn.signOut() }
            let summary = session.text.signedOut(user)
            try session.showMessage(summary, summary.message)
        }
    }
}
