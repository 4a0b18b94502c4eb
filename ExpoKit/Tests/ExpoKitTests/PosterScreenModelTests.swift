import ExpoKit
import Foundation
import Testing

@MainActor
@Suite("The poster screen model", .timeLimit(.minutes(1)))
struct PosterScreenModelTests {
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func theScreenShowsASpinnerThenThePoster() async throws {
        // Given a poster screen whose catalog arrives when the test says
        let gate = CatalogGate()
        let model = PosterScreenModel(source: gate.source(), locale: Fixture.english)
        var seen: [ScreenPhase] = [model.phase]

        // When it loads, and the catalog arrives
        let loading = Task { await model.load() }
        await gate.waitForArrivals(1)
        seen.append(model.phase)
        #expect(model.page == nil)
        #expect(model.navigationTitle == "Exposition")
        await gate.answer(.success(try await ExpoCatalog.bundled(locale: Fixture.english)))
        await loading.value
        seen.append(model.phase)

        // Then it went idle → loading → loaded, and shows the poster's texts
        #expect(seen == [.idle, .loading, .loaded])
        let page = try #require(model.page)
        #expect(page.titleLines == ["Paris World Exposition 1900", "(L'Exposition de Paris 1900)"])
        #expect(page.visitorsText == "Visitors: 48,130,300")
        #expect(page.locationText == "Location: Paris, France")
        #expect(page.paragraphs.count > 1)
        #expect(
            page.accessibilityLabel.hasPrefix("Paris World Exposition 1900 (L'Exposition de Paris 1900). "))
        #expect(page.exhibitsButtonTitle == "See the Korean exhibits")
        #expect(model.exhibitsButtonHint == "Opens the list of the exhibits.")
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func aFailureShowsItsMessageAndRetryLoads() async throws {
        // Given a poster screen whose first load fails
        let gate = CatalogGate()
        let model = PosterScreenModel(source: gate.source(), locale: Fixture.korean)
        let error = CatalogError.missingDirectory(path: "/nowhere")
        var seen: [ScreenPhase] = [model.phase]
        let first = Task { await model.load() }
        await gate.waitForArrivals(1)
        seen.append(model.phase)
        await gate.answer(.failure(error))
        await first.value
        seen.append(model.phase)

        // When the user taps the retry button and the catalog arrives
        let retry = Task { await model.retry() }
        await gate.waitForArrivals(2)
        seen.append(model.phase)
        await gate.answer(.success(try await ExpoCatalog.bundled(locale: Fixture.korean)))
        await retry.value
        seen.append(model.phase)

        // Then the failure said what was wrong, in Korean, and the retry loaded the poster
        let failure = ScreenFailure(message: error.message(locale: Fixture.korean), retryTitle: "다시 시도")
        #expect(seen == [.idle, .loading, .failed(failure), .loading, .loaded])
        #expect(model.page?.visitorsText == "방문객: 48,130,300명")
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func aFailureOfAnotherKindIsToldInGeneralTerms() async throws {
        struct Offline: Error {}
        let model = PosterScreenModel(
            source: ExpoSource { _ in throw Offline() }, locale: Fixture.english)

        await model.load()

        #expect(model.phase.failure?.message == "The exposition could not be loaded; try again.")
        #expect(model.phase.failure?.retryTitle == "Try again")
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func aCancelledLoadLeavesTheScreenIdleSoTheNextLoadStartsAfresh() async throws {
        // Given a source whose first load is cancelled (the view went away while it loaded)
        let gate = CatalogGate()
        let model = PosterScreenModel(source: gate.source(), locale: Fixture.english)
        await gate.answer(.failure(CancellationError()))
        await gate.answer(.success(try await ExpoCatalog.bundled(locale: Fixture.english)))

        // When it loads, then loads again
        await model.load()
        let afterCancel = model.phase
        await model.load()

        // Then no failure was shown, and the second load showed the poster
        #expect(afterCancel == .idle)
        #expect(model.phase == .loaded)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func loadingTwiceOrAfterLoadingReadsTheCatalogOnce() async throws {
        let gate = CatalogGate()
        let model = PosterScreenModel(source: gate.source(), locale: Fixture.english)

        let first = Task { await model.load() }
        await gate.waitForArrivals(1)
        await model.load()  // while loading: ignored
        await gate.answer(.success(try await ExpoCatalog.bundled(locale: Fixture.english)))
        await first.value
        await model.load()  // loaded: nothing to do
        await model.retry()  // no failure: nothing to do

        #expect(await gate.arrivals == 1)
        #expect(model.phase == .loaded)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func aCatalogFolderWithThePicturesShowsThePosterAndBothFlags() async throws {
        // Given the original app's files with the poster and the flag beside them
        let folder = try Fixture.catalogFolder(
            exposition: Fixture.expositionJSON(), items: Fixture.itemsJSON())
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["poster.png", "flag.png"] {
            try Data(name.utf8).write(to: folder.appendingPathComponent(name))
        }
        let model = PosterScreenModel(source: .folder(folder), locale: Fixture.korean)

        // When the screen loads
        await model.load()

        // Then it shows the poster and a flag on each side of the button, with spoken labels
        let poster = try #require(model.posterPicture)
        #expect(poster.imageName == "poster")
        #expect(poster.file.lastPathComponent == "poster.png")
        #expect(poster.accessibilityLabel == "T 포스터")
        #expect(model.flags.map(\.file.lastPathComponent) == ["flag.png", "flag.png"])
        #expect(model.flags.map(\.accessibilityLabel) == ["태극기", "태극기"])
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func withoutThePicturesTheScreenShowsNone() async throws {
        // Given the bundled catalog, which ships no pictures, and a folder with the poster only
        let pictures = try Fixture.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: pictures) }
        try Data("poster".utf8).write(to: pictures.appendingPathComponent("poster.jpg"))
        let bundled = PosterScreenModel(source: .bundled(), locale: Fixture.english)
        let posterOnly = PosterScreenModel(
            source: .bundled(imageDirectory: pictures), locale: Fixture.english)

        // When both load
        await bundled.load()
        await posterOnly.load()

        // Then a picture the folder lacks is not there at all: no broken picture
        #expect(bundled.phase == .loaded)
        #expect(bundled.posterPicture == nil)
        #expect(bundled.flags.isEmpty)
        #expect(posterOnly.posterPicture?.file.lastPathComponent == "poster.jpg")
        #expect(posterOnly.posterPicture?.accessibilityLabel == "Poster of Paris World Exposition 1900")
        #expect(posterOnly.flags.isEmpty)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func aPictureFolderThatDoesNotExistIsAFailureThatSaysSo() async throws {
        let missing = URL(fileURLWithPath: "/nonexistent-expo-pictures")
        let model = PosterScreenModel(source: .bundled(imageDirectory: missing), locale: Fixture.english)

        await model.load()

        let expected = ExportError.missingImageDirectory(path: missing.path).message(locale: Fixture.english)
        #expect(model.phase.failure?.message == expected)
        #expect(model.page == nil)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func theButtonShowsTheExhibitListOfTheSameSourceAndLanguage() async throws {
        let folder = try Fixture.catalogFolder(
            exposition: Fixture.expositionJSON(), items: Fixture.itemsJSON(count: 2))
        defer { try? FileManager.default.removeItem(at: folder) }
        let model = PosterScreenModel(source: .folder(folder), locale: Fixture.korean)
        await model.load()
        #expect(model.destination == nil)

        model.openExhibits()

        let list = try #require(model.destination.exhibitList)
        #expect(list.id == ObjectIdentifier(list))
        #expect(list.locale == Fixture.korean)
        #expect(list.source.imageDirectory == folder)
        #expect(list.navigationTitle == "한국의 출품작")
        await list.load()
        #expect(list.entries.map(\.row.name) == ["N0", "N1"])  // the folder's catalog, not the bundled one
        model.openExhibits()  // tapped again while it is shown: the same list
        #expect(model.destination.exhibitList === list)
        model.destination.exhibitList = nil  // the view came back
        #expect(model.destination == nil)
        model.openExhibits()  // and a new list next time
        #expect(model.destination.exhibitList.map { $0 !== list } == true)
    }

    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @Test func theScreenIsToldOfEveryChangeItShows() async throws {
        // Given a view reading each property the poster screen shows
        let folder = try Fixture.catalogFolder(
            exposition: Fixture.expositionJSON(), items: Fixture.itemsJSON())
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["poster.png", "flag.png"] {
            try Data(name.utf8).write(to: folder.appendingPathComponent(name))
        }
        let model = PosterScreenModel(source: .folder(folder), locale: Fixture.english)
        func tracked() -> ObservedChanges {
            ObservedChanges([
                "phase": { _ = model.phase }, "page": { _ = model.page },
                "posterPicture": { _ = model.posterPicture }, "flags": { _ = model.flags },
                "destination": { _ = model.destination },
            ])
        }

        // When it loads, then the button is tapped
        let loading = tracked()
        await model.load()
        let toldOfLoading = loading.names
        let tapping = tracked()
        model.openExhibits()

        // Then the view was told of each change, and only of those
        #expect(toldOfLoading == ["phase", "page", "posterPicture", "flags"])
        #expect(tapping.names == ["destination"])
    }
}
