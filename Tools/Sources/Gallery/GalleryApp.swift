import Foundation

/// One row of the start page: an app and its name in both languages.
public struct AppEntry: Sendable {
    /// The app's tool name (`juice-maker`): the first part of its URLs and its data folder's name.
    public let slug: String
    /// The app's name in English.
    public let english: String
    /// The app's name in Korean.
    public let korean: String
    /// The emoji the start page shows beside the name.
    public let emoji: String

    /// An app's entry.
    public init(slug: String, english: String, korean: String, emoji: String) {
        self.slug = slug
        self.english = english
        self.korean = korean
        self.emoji = emoji
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
    /// Every app, each with its pages.
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
