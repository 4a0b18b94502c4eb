import ArgumentParser
import Foundation
import StarbucksKit
import StarbucksKitReports
import ToolSupport

extension StarbucksCommand {
    /// `starbucks popup`: the launch event popup's "don't show again".
    struct PopupCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "popup",
            abstract: localized(
                "Dismiss the launch event popup, or see or reset whether it shows.",
                ko: "시작할 때 뜨는 이벤트 팝업을 닫거나, 나올지 보거나, 다시 나오게 해요."),
            discussion: localized(
                "JSON (every subcommand): {state: due|hiddenUntil|hiddenForever, hiddenUntil? (ISO 8601, UTC), message}.",
                ko:
                    "JSON(모든 하위 명령): {state: due|hiddenUntil|hiddenForever, hiddenUntil?(UTC ISO 8601), message}."
            ),
            subcommands: [PopupDismissCommand.self, PopupStatusCommand.self, PopupResetCommand.self],
            defaultSubcommand: PopupStatusCommand.self)

        /// `--lang` and `--json`, also accepted between `popup` and its subcommand.
        @OptionGroup var output: OutputOptions
        /// `--data-dir`, also accepted between `popup` and its subcommand.
        @OptionGroup var data: DataDirectoryOption
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
            case .forever: ArgumentHelp(localized("Don't show it again, ever.", ko: "다시는 보지 않아요."))
            case .today:
                ArgumentHelp(
                    localized(
                        "Don't show it again until the next local midnight.",
                        ko: "오늘 자정까지 보지 않아요."))
            case .close:
                ArgumentHelp(
                    localized(
                        "Just close it: it shows again at the next launch.",
                        ko: "그냥 닫아요. 다음에 시작하면 다시 나와요."))
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
            abstract: localized(
                "Dismiss the event popup: for today (the default), for good, or just close it.",
                ko: "이벤트 팝업을 닫아요. 오늘 하루만 안 보이게(기본값), 다시는 안 보이게, 또는 이번에만 닫을 수 있어요."))

        @Flag var choice: DismissalChoice = .today

        @OptionGroup var output: OutputOptions
        @OptionGroup var data: DataDirectoryOption

        func run() async throws {
            let context = RunContext(output, data)
            let summary = context.text.popupStatus(try await context.popupPolicy.dismiss(choice.dismissal))
            try context.console.emit(summary) { context.console.line(summary.message) }
        }
    }

    /// `starbucks popup status`: whether the popup shows at the next launch.
    struct PopupStatusCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "status",
            abstract: localized(
                "Say whether the event popup shows at the next launch (the default).",
                ko: "다음에 시작할 때 이벤트 팝업이 나올지 알려 줘요 (기본 하위 명령)."))

        @OptionGroup var output: OutputOptions
        @OptionGroup var data: DataDirectoryOption

        func run() async throws {
            let context = RunContext(output, data)
            let summary = context.text.popupStatus(try await context.popupPolicy.status())
            try context.console.emit(summary) { context.console.line(summary.message) }
        }
    }

    /// `starbucks popup reset`: forgets any "don't show again".
    struct PopupResetCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "reset",
            abstract: localized(
                "Forget any \"don't show again\": the popup shows at the next launch.",
                ko: "'다시 보지 않기'를 잊어요. 다음에 시작하면 팝업이 나와요."),
            discussion: localized(
                "Also starts over from a damaged event-popup.json.",
                ko: "손상된 event-popup.json도 지우고 새로 시작해요."))

        @OptionGroup var output: OutputOptions
        @OptionGroup var data: DataDirectoryOption

        func run() async throws {
            let context = RunContext(output, data)
            let policy = context.popupPolicy
            try await policy.reset()
            let summary = context.text.popupStatus(try await policy.status())
            try context.console.emit(summary) { context.console.line(summary.message) }
        }
    }
}
