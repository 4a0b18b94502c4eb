import StarbucksKit
import StarbucksKitReports
import ToolSupport

/// `starbucks home --progressive`: the home screen model's sections printed as they arrive.
extension RunContext {
    /// Loads `model` and prints each section as soon as it is filled (or fails), and each picture
    /// as it lands in its slot; with `--json`, one JSON object per line for each of these.
    ///
    /// What is printed does not depend on the order the sections arrive in: the greeting comes
    /// first (what arrives before it waits for it), a picture line always stands under its own
    /// section (a section printed further up gets its title again, marked as continued), and
    /// every picture is told once: in its section's content when it had landed by then, else by
    /// its own line when it lands.
    @MainActor func printHomeProgressively(_ model: HomeScreenModel) async throws {
        let updates = model.updates()
        async let loading: Void = model.load()
        var printer = ProgressiveHomePrinter(context: self, model: model)
        reading: for await update in updates {
            try printer.receive(update)
            if update == .finished { break reading }
        }
        await loading
        if !console.json { printNotices(model.notices) }
    }
}

/// Turns the home screen model's updates into lines, in an order that depends on nothing but
/// the updates themselves (see ``RunContext/printHomeProgressively(_:)``).
@MainActor private struct ProgressiveHomePrinter {
    /// One picture's place on the screen.
    private struct Slot: Hashable {
        let section: HomeScreenModel.Section
        let index: Int
    }

    let context: RunContext
    let model: HomeScreenModel
    /// Whether the greeting was printed (or its failure): nothing else is printed before it.
    private var greetingResolved = false
    /// What arrived before the greeting, in order.
    private var waiting: [HomeScreenModel.Update] = []
    /// The section the last printed lines belong to.
    private var currentSection: HomeScreenModel.Section?
    /// The pictures already told, in their section's content or on a line of their own.
    private var told: Set<Slot> = []
    /// The failures already printed: the sections one request fills fail together, with one
    /// message, printed once.
    private var failuresShown: Set<String> = []

    init(context: RunContext, model: HomeScreenModel) {
        self.context = context
        self.model = model
    }

    /// Prints `update`, or keeps it until the greeting has been printed.
    mutating func receive(_ update: HomeScreenModel.Update) throws {
        switch update {
        case .filled(.greeting), .failed(.greeting, _):
            try print(update)
            try printWaiting()
        case .finished:
            // What waited for the greeting is told before the end, whatever happened.
            try printWaiting()
            try print(update)
        default:
            if greetingResolved {
                try print(update)
            } else {
                waiting.append(update)
            }
        }
    }

    /// Prints what waited for the greeting, in the order it came; from now on nothing waits.
    private mutating func printWaiting() throws {
        greetingResolved = true
        let earlier = waiting
        waiting = []
        for update in earlier { try print(update) }
    }

    private mutating func print(_ update: HomeScreenModel.Update) throws {
        let console = context.console
        switch update {
        case .filled(let section):
            if console.json {
                try console.printJSONLine(HomeUpdateReport(update, of: model))
            } else {
                printSection(section)
            }
            currentSection = section
            // The pictures that had landed by now are told by the section's content.
            for (index, state) in model.pictureStates(of: section).enumerated() where state.isFinal {
                if told.insert(Slot(section: section, index: index)).inserted, !console.json {
                    printPicture(index, of: section)
                }
            }
        case .failed(let section, let failure):
            if console.json {
                try console.printJSONLine(HomeUpdateReport(update, of: model))
            } else if failuresShown.insert(failure.message).inserted {
                console.line(console.styled(failure.message, .yellow))
            }
            currentSection = section
        case .pictureLoaded(let section, let index), .pictureFailed(let section, let index):
            guard told.insert(Slot(section: section, index: index)).inserted else { return }
            if console.json {
                try console.printJSONLine(HomeUpdateReport(update, of: model))
            } else {
                printPicture(index, of: section)
            }
        case .finished:
            if console.json { try console.printJSONLine(HomeUpdateReport(update, of: model)) }
        }
    }

    /// One section of the home screen as it shows once filled; the rows without their pictures,
    /// which are printed on lines of their own.
    private func printSection(_ section: HomeScreenModel.Section) {
        switch section {
        case .greeting: model.greeting.content.map(context.printGreeting)
        case .yourRecommendations:
            model.yourRecommendations.content.map { context.printShelf($0, pictures: false) }
        case .mainEvent: model.mainEvent.content.map(context.printBanner)
        case .whatsNew: model.whatsNew.content.map { context.printWhatsNewStrip($0, pictures: false) }
        case .nowRecommendations:
            model.nowRecommendations.content.map { context.printShelf($0, pictures: false) }
        }
    }

    /// The line for a picture that landed in (or failed to reach) its slot: the item's name and
    /// where its picture stands, under its section's title (printed again, marked as continued,
    /// when other lines came since). The banner's picture has no line: its address is printed.
    private mutating func printPicture(_ index: Int, of section: HomeScreenModel.Section) {
        let item: (name: String, picture: String)? =
            switch section {
            case .yourRecommendations:
                model.yourRecommendations.content?.items.element(at: index).map { ($0.name, $0.picture) }
            case .nowRecommendations:
                model.nowRecommendations.content?.items.element(at: index).map { ($0.name, $0.picture) }
            case .whatsNew: model.whatsNew.content?.items.element(at: index).map { ($0.title, $0.picture) }
            case .greeting, .mainEvent: nil
            }
        guard let item else { return }
        let console = context.console
        if currentSection != section, let title = model.title(of: section) {
            console.line()
            console.line(console.styled(localized("\(title) (continued)", ko: "\(title) (이어서)"), .bold))
            currentSection = section
        }
        console.line(console.styled("  · \(item.name): \(item.picture)", .dim))
    }
}

extension HomeScreenModel {
    /// The title `section` shows, once filled.
    @MainActor fileprivate func title(of section: Section) -> String? {
        switch section {
        case .greeting: nil
        case .yourRecommendations: yourRecommendations.content?.title
        case .mainEvent: mainEvent.content?.title
        case .whatsNew: whatsNew.content?.title
        case .nowRecommendations: nowRecommendations.content?.title
        }
    }
}

extension PictureState.Word {
    /// Whether the picture has its last state (downloaded, or failed).
    fileprivate var isFinal: Bool { self == .loaded || self == .failed }
}

extension Array {
    /// The element at `index`, or `nil` when the array has none there.
    fileprivate func element(at index: Int) -> Element? {
        indices.contains(index) ? self[index] : nil
    }
}
