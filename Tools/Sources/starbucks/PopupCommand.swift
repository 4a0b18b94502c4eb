import ArgumentParser
import Foundation
import StarbucksKit
import ToolSupport

extension StarbucksCommand {
    /// `starbucks popup`: the launch event popup's "don't show again".
    struct PopupCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "popup",
            abstract: "Dismiss the launch event popup, or see or reset whether it shows.",
            subcommands: [PopupDismissCommand.self, PopupStatusCommand.self, PopupResetCommand.self],
            defaultSubcommand: PopupStatusCommand.self)

        /// The global options, also accepted between `popup` and its subcommand.
        @OptionGroup var options: StarbucksOptions
    }
}

extension StarbucksCommand.PopupCommand {
    /// How the popup is dismissed: the popup's buttons.
    enum DismissalChoice: String, EnumerableFlag {
        case forever
        case today
        case close

        static func help(for value: DismissalChoice) -> ArgumentHelp? {
            switch value {
            case .forever: "Don't show it again, ever."
            case .today: "Don't show it again until the next local midnight (the default)."
            case .close: "Just close it: it shows again at the next launch."
            }
        }

        /// The kit's dismissal.
        var dismissal: PopupDismissal {
            switch self {
            case .forever: .forever
            case .today: .today
            case .close: .close
            }
        }
    }

    /// `starbucks popup dismiss [--forever|--today|--close]`.
    struct PopupDismissCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "dismiss",
            abstract: "Dismiss the event popup: for today (the default), for good, or just close it.")

        @Flag var choice: DismissalChoice = .today

        @OptionGroup var options: StarbucksOptions

        func run() async throws {
            let session = Session(options)
            let status = try await session.run { try await session.popupPolicy.dismiss(choice.dismissal) }
            let summary = session.text.popupStatus(status)
            try session.showMessage(summary, summary.message)
        }
    }

    /// `starbucks popup status`: whether the popup shows at the next launch.
    struct PopupStatusCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "status",
            abstract: "Say whether the event popup shows at the next launch (the default).")

        @OptionGroup var options: StarbucksOptions

        func run() async throws {
            let session = Session(options)
            let status = try await session.run { try await session.popupPolicy.status() }
            let summary = session.text.popupStatus(status)
            try session.showMessage(summary, summary.message)
        }
    }

    /// `starbucks popup reset`: forgets any "don't show again".
    struct PopupResetCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "reset",
            abstract: "Forget any \"don't show again\": the popup shows at the next launch.")

        @OptionGroup var options: StarbucksOptions

        func run() async throws {
            let session = Session(options)
            let policy = session.popupPolicy
            let status = try await session.run {
                try await policy.reset()
                return try await policy.status()
            }
            let summary = session.text.popupStatus(status)
            try session.showMessage(summary, summary.message)
        }
    }
}
