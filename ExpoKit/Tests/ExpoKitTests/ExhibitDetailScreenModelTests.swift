import ExpoKit
import Foundation
import Testing

@MainActor
@Suite("The exhibit detail screen model", .timeLimit(.minutes(1)))
struct ExhibitDetailScreenModelTests {
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func theScreenShowsASpinnerThenTheExhibit() async throws {
        // Given the detail screen of exhibit 3, whose catalog arrives when the test says
        let gate = CatalogGate()
        let model = ExhibitDetailScreenModel(number: 3, source: gate.source(), locale: Fixture.english)
        var seen: [ScreenPhase] = [model.phase]

        // When it loads, and the catalog arrives
        let loading = Task { await model.load() }
        await gate.waitForArrivals(1)
        seen.append(model.phase)
        #expect(model.title.isEmpty)
        await gate.answer(.success(try await ExpoCatalog.bundled(locale: Fixture.english)))
        await loading.value
        seen.append(model.phase)

        // Then it went idle → loading → loaded, and shows the exhibit
        #expect(seen == [.idle, .loading, .loaded])
        #expect(model.title == "Tripitaka Koreana")
        let detail = try #require(model.detail)
        #expect(detail.positionText == "Exhibit 3 of 13")
        #expect(detail.paragraphs.count == 3)
        #expect(detail.imageAccessibilityLabel == "Picture of Tripitaka Koreana")
        #expect(model.picture == nil)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func thePictureIsShownWhenTheFolderHasIt() async throws {
        let pictures = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: pictures) }
        try Data("gat".utf8).write(to: pictures.appendingPathComponent("god.jpg"))
        let model = ExhibitDetailScreenModel(
            number: 11, source: .bundled(imageDirectory: pictures), locale: Fixture.korean)

        await model.load()

        #expect(model.picture?.file.lastPathComponent == "god.jpg")
        #expect(model.picture?.accessibilityLabel == "갓 사진")
        #expect(model.picture?.imageName == "god")
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func aNumberTheCatalogLacksFailsWithTheRangeAndRetryStillFails() async throws {
        let gate = CatalogGate()
        let model = ExhibitDetailScreenModel(number: 99, source: gate.source(), locale: Fixture.korean)
        let catalog = try await ExpoCatalog.bundled(locale: Fixture.korean)
        await gate.answer(.success(catalog))
        await gate.answer(.success(catalog))

        await model.load()
        let first = model.phase
        await model.retry()

        let message = "99번 출품작은 없어요. 1부터 13 사이의 번호를 고르세요."
        #expect(first == .failed(ScreenFailure(message: message, retryTitle: "다시 시도")))
        #expect(model.phase == first)
        #expect(await gate.arrivals == 2)
        #expect(model.detail == nil)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func aFailureThenRetryShowsTheExhibit() async throws {
        let gate = CatalogGate()
        let model = ExhibitDetailScreenModel(number: 1, source: gate.source(), locale: Fixture.english)
        var seen: [ScreenPhase] = [model.phase]
        await gate.answer(.failure(CatalogError.missingFile(path: "/x/items.json")))
        await model.load()
        seen.append(model.phase)

        await gate.answer(.success(try await ExpoCatalog.bundled(locale: Fixture.english)))
        await model.retry()
        seen.append(model.phase)

        #expect(seen.count == 3)
        #expect(seen[1].failure?.message.contains("items.json") == true)
        #expect(seen.last == .loaded)
        #expect(model.title == "Jikji")
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func theScreenIsToldOfEveryChangeItShows() async throws {
        // Given a view reading each property the detail screen shows
        let pictures = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: pictures) }
        try Data("palman".utf8).write(to: pictures.appendingPathComponent("palman.png"))
        let model = ExhibitDetailScreenModel(
            number: 3, source: .bundled(imageDirectory: pictures), locale: Fixture.english)
        let changes = ObservedChanges([
            "phase": { _ = model.phase }, "detail": { _ = model.detail }, "title": { _ = model.title },
            "picture": { _ = model.picture },
        ])

        // When it loads
        await model.load()

        // Then the view was told of each change
        #expect(changes.names == ["phase", "detail", "title", "picture"])
    }
}
