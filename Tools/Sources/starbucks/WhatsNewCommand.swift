import ArgumentParser
import StarbucksKit
import StarbucksKitReports
import ToolSupport

extension StarbucksCommand {
    /// `starbucks whats-new`: the running events, newest first, with their thumbnails.
    struct WhatsNewCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "whats-new",
            abstract: localized(
                "List the running events newest first, downloading their thumbnails a few at a time.",
                ko: "진행 중인 이벤트를 최신순으로 보여 주고, 썸네일을 몇 개씩 나눠 내려받아요."),
            discussion: localized(
                """
                JSON: {title, emptyText?, items: [{position, id? (Starbucks' number for the \
                event), title, subtitle?, registered?, start?, end? (YYYY-MM-DD), periodText, \
                thumbnailURL?, pictureState: pending|loaded|failed|none, pictureBytes?, display: \
                the row shown}]}.
                """,
                ko: """
                    JSON: {title, emptyText?, items: [{position, id?(스타벅스의 이벤트 번호), title, \
                    subtitle?, registered?, start?, end?(YYYY-MM-DD), periodText, thumbnailURL?, \
                    pictureState: pending|loaded|failed|none, pictureBytes?, display: 화면에 보이는 \
                    줄}]}.
                    """))

        @Option(
            name: .customLong("downloads"), parsing: .unconditional,
            help: ArgumentHelp(
                localized(
                    "How many thumbnails to download at the same time, from 1 to 100.",
                    ko: "동시에 내려받을 썸네일 수 (1부터 100까지)."),
                valueName: "n"))
        var downloads = 10

        @OptionGroup var output: OutputOptions
        @OptionGroup var data: DataDirectoryOption
        @OptionGroup var service: ServiceOptions

        func validate() throws {
            guard (1...100).contains(downloads) else {
                throw ValidationError(
                    localized(
                        "--downloads must be a whole number from 1 to 100, not \(downloads).",
                        ko: "--downloads는 1부터 100까지의 정수여야 해요. \(downloads)은(는) 쓸 수 없어요."))
            }
        }

        func run() async throws {
            let context = RunContext(output, data)
            let loader = try context.dependencies(service).whatsNewLoader(
                maximumConcurrentDownloads: downloads)
            let items = try await loader.load()
            let page = context.text.whatsNew(items)
            try context.console.emit(WhatsNewReport(items, page: page)) { context.printWhatsNew(page) }
        }
    }
}
