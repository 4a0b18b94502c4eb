import ArgumentParser
import StarbucksKit
import StarbucksKitReports
import ToolSupport

extension StarbucksCommand {
    /// `starbucks launch`: which screen the app shows first, and the event popup when it is due.
    struct LaunchCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "launch",
            abstract: localized(
                "Say which screen comes first (sign-in, the event popup or home) and show the popup if due.",
                ko: "처음 나올 화면(로그인, 이벤트 팝업, 홈)을 알려 주고, 팝업이 나올 때면 보여 줘요."),
            discussion: localized(
                """
                The popup shows only while its event runs. A popup that cannot be fetched is \
                skipped: the launch goes home. A fixture file of --fixtures whose contents cannot be \
                used is left out and named below, and the launch goes on without it; one that cannot \
                be read at all (a pipe, no permission) stops the launch with exit 74.

                JSON: {next: signIn|eventPopup|home, message, userName?, notices: [text], popup?: \
                {title, start, end (YYYY-MM-DD), periodText, target, eventProducts?, display: the \
                card shown}}.
                """,
                ko: """
                    팝업은 이벤트 기간에만 나와요. 팝업을 가져오지 못하면 건너뛰고 홈으로 가요. \
                    --fixtures 폴더의 픽스처 파일 내용을 쓸 수 없으면 그 파일은 빼고 아래에 알려 준 뒤 계속해요. \
                    아예 읽을 수 없는 파일(파이프, 권한 없음)이면 종료 코드 74로 멈춰요.

                    JSON: {next: signIn|eventPopup|home, message, userName?, notices: [글], popup?: \
                    {title, start, end (YYYY-MM-DD), periodText, target, eventProducts?, display: \
                    화면에 보이는 카드}}.
                    """))

        @OptionGroup var output: OutputOptions
        @OptionGroup var data: DataDirectoryOption
        @OptionGroup var service: ServiceOptions

        @MainActor func run() async throws {
            let context = RunContext(output, data)
            let source = try context.services(service)
            let model = LaunchScreenModel(
                signIn: context.signIn, popupPolicy: context.popupPolicy, dependencies: source.dependencies,
                locale: context.text.locale)
            // Only decides: the home it leads to is built, never loaded.
            await model.load()
            if case .failed(let failure) = model.phase {
                throw failure.error ?? ToolError(failure.message, status: .ioError)
            }
            guard let step = model.step else { return }
            let summary = context.text.launch(step, fixtureProblems: source.problems)
            try context.console.emit(LaunchReport(step, summary: summary)) { context.printLaunch(summary) }
        }
    }
}
