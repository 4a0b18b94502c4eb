import ArgumentParser
import StarbucksKit
import StarbucksKitReports
import ToolSupport

extension StarbucksCommand {
    /// `starbucks signin <name>`: signs a user in on this device.
    struct SignInCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "signin",
            abstract: localized(
                "Sign in with your name (up to 20 characters), replacing whoever was signed in.",
                ko: "이름(20자까지)으로 로그인해요. 이미 로그인한 사람이 있으면 바뀌어요."),
            discussion: localized(
                "JSON: {signedIn, userName, message}.", ko: "JSON: {signedIn, userName, message}."))

        @Argument(
            help: ArgumentHelp(
                localized(
                    "Your name, as the home screen should greet you (\"Minji\", \"민지\").",
                    ko: "홈 화면이 불러 줄 이름 (\"Minji\", \"민지\")."),
                valueName: "name"))
        var name: [String]

        @OptionGroup var output: OutputOptions
        @OptionGroup var data: DataDirectoryOption

        func run() async throws {
            let context = RunContext(output, data)
            let user = try await context.signIn.signIn(name: name.joined(separator: " "))
            let summary = context.text.signedIn(user)
            try context.console.emit(summary) { context.console.line(summary.message) }
        }
    }

    /// `starbucks signout`: forgets who is signed in.
    struct SignOutCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "signout",
            abstract: localized(
                "Sign out; the next launch starts at the sign-in screen.",
                ko: "로그아웃해요. 다음에 시작하면 로그인 화면부터 나와요."),
            discussion: localized(
                "JSON: {signedIn, userName, message}.", ko: "JSON: {signedIn, userName, message}."))

        @OptionGroup var output: OutputOptions
        @OptionGroup var data: DataDirectoryOption

        func run() async throws {
            let context = RunContext(output, data)
            // A damaged session file is removed all the same; the line says so.
            let damaged: Bool
            do {
                _ = try await context.signIn.currentSession()
                damaged = false
            } catch let error as PersistenceError where error.kind == .corrupt {
                damaged = true
            }
            let session = try await context.signIn.signOut()
            let summary = damaged ? context.text.signedOutOfDamagedSession() : context.text.signedOut(session)
            try context.console.emit(summary) { context.console.line(summary.message) }
        }
    }
}
