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
                Needs someone signed in (starbucks signin <name>). The home document comes first, then \
                every product's details and picture at once; a product that cannot be loaded is left \
                out and named below the screen.

                JSON: {greeting, yourRecommendations and nowRecommendations: {shelf, title, items: \
                [{code, name, englishName, imageURL?}], emptyText?}, mainEvent: {title, imageURL?, \
                emptyText?}, whatsNew: {title, linkTitle}, notices: [text]}.
                """,
                ko: """
                    로그인한 사람이 있어야 해요(starbucks signin <이름>). 홈 문서를 먼저 읽고, 모든 상품의 \
                    정보와 사진을 한꺼번에 가져와요. 가져오지 못한 상품은 빼고 화면 아래에 알려 줘요.

                    JSON: {greeting, yourRecommendations와 nowRecommendations: {shelf, title, items: \
                    [{code, name, englishName, imageURL?}], emptyText?}, mainEvent: {title, imageURL?, \
                    emptyText?}, whatsNew: {title, linkTitle}, notices: [글]}.
                    """))

        @OptionGroup var output: OutputOptions
        @OptionGroup var data: DataDirectoryOption
        @OptionGroup var service: ServiceOptions

        func run() async throws {
            let context = RunContext(output, data)
            let loader = try context.dependencies(service).homeLoader()
            let user = try await context.signIn.requireSession()
            let page = context.text.home(try await loader.load(greetingName: user.name))
            try context.console.emit(page) { context.printHome(page) }
        }
    }
}
