import Foundation
import OpenMarketKit
import Testing

@Suite("Values cross tasks")
struct SendableTests {
    @Test func modelsAndErrorsCanBeSentToAnotherTask() async throws {
        let page = try OpenMarketAPI(server: .marketTraining).products(page: 1, itemsPerPage: 3)
            .decode(try Fixture.data("page-marketTraining"), response: try Sample.response())
        let error = OpenMarketError.invalidProduct(.noImages)
        let draft = Sample.draft

        let echoed = await Task.detached { (page, error, draft) }.value

        #expect(echoed.0 == page)
        #expect(echoed.1 == error)
        #expect(echoed.2 == draft)
    }
}
