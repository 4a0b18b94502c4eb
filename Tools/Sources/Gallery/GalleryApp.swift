import Foundation

/// One row of the start page: an app, its name in both languages, and whether its pages exist.
public struct AppEntry: Sendable {
    /// The app's tool name (`juice-maker`): the first part of its URLs and its data folder's name.
    public let slug: String
    /// The app's name in English.
    public let english: String
    /// The app's name in Korean.
    public let korean: String
    /// The emoji the start page shows beside the name.
    public let emoji: String
    /// Whether the app's pages are built; an app that is not shows "coming" and links nowhere.
    public let available: Bool

    /// An entry of an app whose pages are built (or not yet, with `available: false`).
    public init(slug: String, english: String, korean: String, emoji: String, available: Bool = true) {
        self.slug = slug
        self.english = english
        self.korean = korean
        self.emoji = emoji
        self.available = available
    }

    /// The entry of an app whose pages are not built yet.
    public static func coming(_ slug: String, english: String, korean: String, emoji: String) -> Self {
        Self(slug: slug, english: english, korean: korean, emoji: emoji, available: false)
    }
}

/// An app of the gallery: its start-page entry and its routes. See the notes at the top of
/// `Gallery.swift` for adding one.
public protocol GalleryApp: Sendable {
    /// The app's row on the start page.
    var entry: AppEntry { get }
    /// Declares the app's screens and intents.
    func register(on routes: GalleryRoutes)
    /// Stops what the app started (a server in process); the gallery is stopping.
    func stop() async
}

extension GalleryApp {
    /// Nothing to stop.
    public func stop() async {}
}

/// The apps the start page lists, in the seeds' order.
public enum GalleryApps {
    /// Every app: those whose pages are built, and the others as "coming" rows.
    public static func all(_ configuration: GalleryConfiguration) -> [any GalleryApp] {
        [
            JuiceMakerPages(configuration: configuration),
            OpenMarketPages(configuration: configuration),
            ExpoPages(configuration: configuration),
            DiaryPages(configuration: configuration),
            StarbucksPages(configuration: configuration),
        ]
    }
}

/// An app whose pages are not built yet: a row on the start page, no routes.
public struct ComingApp: GalleryApp {
    /// The app's row.
    public let entry: AppEntry

    /// The row of an app still to come.
    public init(entry: AppEntry) {
        self.entry = entry
    }

    /// Nothing to declare yet.
    public func register(on routes: GalleryRoutes) {}
}
