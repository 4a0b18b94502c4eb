import Foundation

/// The sentences and words the screens use, looked up once per language and kept.
struct Phrases: Sendable {
    /// "Visitors: %1$@".
    let visitors: Template
    /// "Location: %1$@".
    let location: Template
    /// "Duration: %1$@".
    let duration: Template
    /// The poster's spoken label: title, visitors, location, duration.
    let posterAccessibility: Template
    /// A row's spoken label: name, short description.
    let rowAccessibility: Template
    /// A picture's spoken label: name.
    let detailImage: Template
    /// The poster picture's spoken label: the title's first line.
    let posterImage: Template
    /// Each flag's spoken label.
    let flagImage: String
    /// "Exhibit %1$@ of %2$@".
    let detailPosition: Template
    /// "Exhibits: %1$@".
    let listCount: Template
    /// The poster's button.
    let exhibitsButton: String
    /// A row's spoken hint.
    let rowHint: String
    /// The list's title.
    let listTitle: String
    /// Headings and navigation words.
    let labels: ExpoLabels

    /// The phrases of `text`'s language.
    init(_ text: Localizer) {
        visitors = Template(text.string("poster.visitors"))
        location = Template(text.string("poster.location"))
        duration = Template(text.string("poster.duration"))
        posterAccessibility = Template(text.string("poster.accessibility"))
        rowAccessibility = Template(text.string("row.accessibility"))
        detailImage = Template(text.string("detail.image"))
        posterImage = Template(text.string("poster.image"))
        flagImage = text.string("poster.flagImage")
        detailPosition = Template(text.string("detail.position"))
        listCount = Template(text.string("list.count"))
        exhibitsButton = text.string("poster.exhibitsButton")
        rowHint = text.string("row.accessibilityHint")
        listTitle = text.string("list.title")
        labels = ExpoLabels(
            exposition: text.string("label.exposition"), exhibits: listTitle,
            number: text.string("label.number"), exhibit: text.string("label.exhibit"),
            summary: text.string("label.summary"), previous: text.string("label.previous"),
            next: text.string("label.next"), allExhibits: text.string("label.allExhibits"),
            aboutExposition: text.string("label.aboutExposition"))
    }

    /// The phrases of `text`'s language (every shipped language's are built together, once).
    static func forLanguage(of text: Localizer) -> Phrases {
        cache[text.language] ?? Phrases(text)
    }

    /// The phrases of every shipped language.
    private static let cache: [String: Phrases] = {
        var phrases: [String: Phrases] = [:]
        for language in Localizer.languages {
            phrases[language] = Phrases(Localizer(locale: Locale(identifier: language)))
        }
        return phrases
    }()
}
