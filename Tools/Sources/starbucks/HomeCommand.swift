import ArgumentParser
import StarbucksKit
import ToolSupport

extension StarbucksCommand {
    /// `starbucks home`: the home screen, assembled from every service at once.
    struct HomeCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "home",
            abstract: localized(
                "Show the home screen: greeting, recommendations and the main event.",
                ko: "홈 화면을 보여 줘요: 인사, 추천 메뉴, 메인 이벤트."),
            discussion: localized(
                """
                Needs someone signed in (starbucks signin <name>). The home document and the What's \
                New list are asked for at once, then every product's details, then the pictures \
                (four at a time); the screen is printed when all have come. With --progressive, each \
                section is printed as soon as it arrives (the greeting always first), and each picture \
                as it lands, under its own section (whose title is repeated, marked continued, when \
                other lines came between). A product that cannot be loaded is left out and named below \
                the screen.

                JSON: {greeting, yourRecommendations and nowRecommendations: {shelf, title, items: \
                [{code, name, englishName, imageURL?, pictureState, pictureBytes?, \
                accessibilityLabel}], emptyText?}, mainEvent: {title, imageURL?, pictureState, \
                emptyText?}, whatsNew: {title, linkTitle, items: [{position, id?, start?, end? \
                (YYYY-MM-DD), title, subtitle?, period?, thumbnailURL?, pictureState, pictureBytes?, \
                accessibilityLabel}], emptyText?}, notices: [text]}. pictureState is pending, loaded, \
                failed or none (no picture to load). With --progressive, \
                one JSON object per line as things arrive: {event: filled, section, content}, {event: \
                failed, section, message}, {event: picture, section, index, pictureState}, and last \
                {event: finished}; the greeting's line comes first, and each picture is told once: in \
                its section's content when it had landed by then, else by a picture line after it.
                """,
                ko: """
                    로그인한 사람이 있어야 해요(starbucks signin <이름>). 홈 문서와 What's New 목록을 \
                    한꺼번에 요청하고, 이어서 모든 상품의 정보를, 그다음 사진을(네 장씩) 가져와요. 모두 \
                    오면 화면을 출력해요. --progressive를 주면 구역마다 오는 대로 바로 출력하고(인사는 \
                    언제나 맨 먼저), 사진도 도착하는 대로 그 구역 아래에 알려 줘요(사이에 다른 줄이 \
                    끼었으면 구역 제목을 "이어서"라고 붙여 다시 보여 줘요). 가져오지 못한 상품은 빼고 \
                    화면 아래에 알려 줘요.

                    JSON: {greeting, yourRecommendations와 nowRecommendations: {shelf, title, items: \
                    [{code, name, englishName, imageURL?, pictureState, pictureBytes?, \
                    accessibilityLabel}], emptyText?}, mainEvent: {title, imageURL?, pictureState, \
                    emptyText?}, whatsNew: {title, linkTitle, items: [{position, id?, start?, \
                    end?(YYYY-MM-DD), title, subtitle?, period?, thumbnailURL?, pictureState, \
                    pictureBytes?, accessibilityLabel}], emptyText?}, notices: [글]}. pictureState는 \
                    pending, loaded, failed, none(불러올 사진이 없음) 중 하나예요. \
                    --progressive를 주면 도착하는 대로 한 줄에 JSON 객체 하나씩: {event: filled, section, \
                    content}, {event: failed, section, message}, {event: picture, section, index, \
                    pictureState}, 마지막에 {event: finished}. 인사 줄이 맨 먼저 오고, 사진은 한 번만 \
                    알려요: 구역 내용이 올 때 이미 도착했으면 그 내용에서, 아니면 그 뒤의 picture 줄에서요.
                    """))

        @Flag(
            name: .customLong("progressive"),
            help: ArgumentHelp(
                localized(
                    "Print each section as soon as it arrives, as an app's screen fills in.",
                    ko: "앱 화면이 채워지듯, 구역마다 오는 대로 바로 출력해요.")))
        var progressive = false

        @OptionGroup var output: OutputOptions
        @OptionGroup var data: DataDirectoryOption
        @OptionGroup var service: ServiceOptions

        @MainActor func run() async throws {
            let context = RunContext(output, data)
            let dependencies = try context.dependencies(service)
            let user = try await context.signIn.requireSession()
            let model = HomeScreenModel(
                dependencies: dependencies, greetingName: user.name, locale: context.text.locale)
            if progressive {
                try await context.printHomeProgressively(model)
            } else {
                await model.load()
            }
            if let failure = model.failure {
                throw failure.error ?? ToolError(failure.message, status: .unavailable)
            }
            guard !progressive, let page = model.page else { return }
            try context.console.emit(page) { context.printHome(page) }
        }
    }
}
