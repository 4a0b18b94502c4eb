import StarbucksKit
import ToolSupport

/// `starbucks home --progressive`: the home screen model's sections printed as they arrive.
extension RunContext {
    /// Loads `model` and prints each section as soon as it is filled (or fails), and each picture
    /// as it lands in its slot; with `--json`, one JSON object per line for each of these.
    @MainActor func printHomeProgressively(_ model: HomeScreenModel) async throws {
        let updates = model.updates()
        async let loading: Void = model.load()
        // The sections one request fills fail together with one message: it is printed once.
        var failuresShown: Set<String> = []
        reading: for await update in updates {
            if console.json {
                try console.printJSONLine(HomeUpdateData(update, of: model))
                if update == .finished { break reading }
                continue
            }
            switch update {
            case .filled(let section): printSection(section, of: model)
            case .failed(_, let failure):
                if failuresShown.insert(failure.message).inserted {
                    console.line(console.styled(failure.message, .yellow))
                }
            case .pictureLoaded(let section, let index), .pictureFailed(let section, let index):
                printPicture(index, of: section, in: model)
            case .finished: break reading
            }
        }
        await loading
        if !console.json { printNotices(model.notices) }
    }

    /// One section of the home screen as it shows once filled; the rows without their pictures,
    /// which are printed as they land.
    @MainActor private func printSection(_ section: HomeScreenModel.Section, of model: HomeScreenModel) {
        switch section {
        case .greeting: model.greeting.content.map(printGreeting)
        case .yourRecommendations: model.yourRecommendations.content.map { printShelf($0, pictures: false) }
        case .mainEvent: model.mainEvent.content.map(printBanner)
        case .whatsNew: model.whatsNew.content.map { printWhatsNewStrip($0, pictures: false) }
        case .nowRecommendations: model.nowRecommendations.content.map { printShelf($0, pictures: false) }
        }
    }

    /// The line for a picture that landed in (or failed to reach) its slot: the item's name and
    /// where its picture stands.
    @MainActor private func printPicture(
        _ index: Int, of section: HomeScreenModel.Section, in model: HomeScreenModel
    ) {
        let item: (name: String, picture: String)? =
            switch section {
            case .yourRecommendations:
                model.yourRecommendations.content?.items.element(at: index).map {
                    ($0.name, $0.picture)
                }
            case .nowRecommendations:
                model.nowRecommendations.content?.items.element(at: index).map {
                    ($0.name, $0.picture)
                }
            case .whatsNew: model.whatsNew.content?.items.element(at: index).map { ($0.title, $0.picture) }
            case .greeting, .mainEvent: nil
            }
        guard let item else { return }
        console.line(console.styled("  · \(item.name): \(item.picture)", .dim))
    }
}

extension Array {
    /// The element at `index`, or `nil` when the array has none there.
    fileprivate func element(at index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
