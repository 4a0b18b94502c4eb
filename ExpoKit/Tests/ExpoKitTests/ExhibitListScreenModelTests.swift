import ExpoKit
import Foundation
import Testing

@MainActor
@Suite("The exhibit list screen model", .timeLimit(.minutes(1)))
struct ExhibitListScreenModelTests {
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func theScreenShowsASpinnerThenTheRows() async throws {
        // Given a list screen whose catalog arrives when the test says
        let gate = CatalogGate()
        let model = ExhibitListScreenModel(source: gate.source(), locale: Fixture.korean)
        var seen: [ScreenPhase] = [model.phase]

        // When it loads, and the catalog arrives
        let loading = Task { await model.load() }
        await gate.waitForArrivals(1)
        seen.append(model.phase)
        #expect(model.entries.isEmpty)
        #expect(model.navigationTitle == "한국의 출품작")
        await gate.answer(.success(try await ExpoCatalog.bundled(locale: Fixture.korean)))
        await loading.value
        seen.append(model.phase)

        // Then it went idle → loading → loaded, and shows thirteen rows ready to show and to speak
        #expect(seen == [.idle, .loading, .loaded])
        #expect(model.countText == "출품작 13점")
        #expect(model.entries.map(\.id) == Array(1...13))
        let gat = model.entries[10].row
        #expect(gat.numberText == "11")
        #expect(gat.name == "갓")
        #expect(gat.imageName == "god")
        #expect(gat.accessibilityLabel.hasPrefix("갓. "))
        #expect(gat.accessibilityHint == "출품작의 자세한 설명을 열어요.")
        #expect(model.entries.allSatisfy { $0.picture == nil })  // the kit ships no pictures
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func eachRowShowsItsPictureWhenTheFolderHasIt() async throws {
        let pictures = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: pictures) }
        try Data("jikji".utf8).write(to: pictures.appendingPathComponent("jikji.png"))
        let model = ExhibitListScreenModel(source: .bundled(imageDirectory: pictures), locale: Fixture.korean)

        await model.load()

        let jikji = try #require(model.entries.first?.picture)
        #expect(jikji.file.lastPathComponent == "jikji.png")
        #expect(jikji.accessibilityLabel == "직지심체요절 사진")
        #expect(model.entries.dropFirst().allSatisfy { $0.picture == nil })
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func aFailureShowsItsMessageAndRetryLoads() async throws {
        // Given a list screen whose first load fails on a broken file
        let gate = CatalogGate()
        let model = ExhibitListScreenModel(source: gate.source(), locale: Fixture.english)
        let error = CatalogError.malformedJSON(path: "items.json")
        var seen: [ScreenPhase] = [model.phase]
        let first = Task { await model.load() }
        await gate.waitForArrivals(1)
        seen.append(model.phase)
        await gate.answer(.failure(error))
        await first.value
        seen.append(model.phase)

        // When the user retries and the catalog arrives
        let retry = Task { await model.retry() }
        await gate.waitForArrivals(2)
        seen.append(model.phase)
        await gate.answer(.success(try await ExpoCatalog.bundled(locale: Fixture.english)))
        await retry.value
        seen.append(model.phase)

        // Then the failure named the file, and the retry showed the rows
        let failure = ScreenFailure(message: error.message(locale: Fixture.english), retryTitle: "Try again")
        #expect(seen == [.idle, .loading, .failed(failure), .loading, .loaded])
        #expect(failure.message.contains("items.json"))
        #expect(model.entries.count == 13)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func choosingARowShowsItsExhibit() async throws {
        let model = ExhibitListScreenModel(source: .bundled(), locale: Fixture.english)
        model.open(3)  // nothing is shown yet
        #expect(model.destination == nil)
        await model.load()

        model.open(99)  // no such row
        #expect(model.destination == nil)
        model.open(0)
        #expect(model.destination == nil)
        model.open(11)

        let detail = try #require(model.destination.exhibit)
        #expect(detail.number == 11)
        #expect(detail.locale == Fixture.english)
        #expect(detail.id == ObjectIdentifier(detail))
        await detail.load()
        #expect(detail.title == "Gat")
        model.open(11)  // tapped again: the same screen
        #expect(model.destination.exhibit === detail)
        model.open(99)  // a number the list lacks changes nothing
        #expect(model.destination.exhibit === detail)
        model.destination.exhibit = nil  // the view came back
        #expect(model.destination == nil)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func theScreenIsToldOfEveryChangeItShows() async throws {
        // Given a view reading each property the list screen shows
        let model = ExhibitListScreenModel(source: .bundled(), locale: Fixture.english)
        func tracked() -> ObservedChanges {
            ObservedChanges([
                "phase": { _ = model.phase }, "entries": { _ = model.entries },
                "countText": { _ = model.countText },
                "destination": { _ = model.destination },
            ])
        }

        // When it loads, then a row is chosen
        let loading = tracked()
        await model.load()
        let toldOfLoading = loading.names
        let choosing = tracked()
        model.open(1)

        // Then the view was told of each change, and only of those
        #expect(toldOfLoading == ["phase", "entries", "countText"])
        #expect(choosing.names == ["destination"])
    }
}
