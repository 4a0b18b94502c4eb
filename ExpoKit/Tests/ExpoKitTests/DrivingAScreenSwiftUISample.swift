// The SwiftUI samples of DrivingAScreen.md and UsingInAnIOSApp.md, verbatim, and their previews.
// On Linux they compile against the compile-only SwiftUI surface (Shared/SwiftUISurface.swift),
// and against SwiftUI itself where it exists. `DocSampleTests` checks that they match the articles.

import ExpoKit
import Foundation

#if canImport(SwiftUI)
    import SwiftUI
#endif

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
struct PosterScreen: View {
    @Bindable var model: PosterScreenModel

    var body: some View {
        NavigationStack {
            ScrollView {
                if let page = model.page {
                    VStack(spacing: 16) {
                        Text(page.titleLines.joined(separator: "\n")).font(.title)
                        if let poster = model.posterPicture { PictureView(picture: poster) }
                        VStack(alignment: .leading) {
                            Text(page.visitorsText)
                            Text(page.locationText)
                            Text(page.durationText)
                        }
                        .accessibilityElement(children: .ignore)
                        .accessibilityLabel(page.accessibilityLabel)
                        ForEach(Array(page.paragraphs.enumerated()), id: \.offset) { paragraph in
                            Text(paragraph.element)
                        }
                        HStack {
                            if let flag = model.flags.first {
                                PictureView(picture: flag).frame(width: 48)
                            }
                            Button(page.exhibitsButtonTitle) { model.openExhibits() }
                                .accessibilityHint(model.exhibitsButtonHint)
                            if let flag = model.flags.last {
                                PictureView(picture: flag).frame(width: 48)
                            }
                        }
                    }
                    .padding()
                } else if let failure = model.phase.failure {
                    Text(failure.message)
                    Button(failure.retryTitle) { Task { await model.retry() } }
                } else {
                    ProgressView().accessibilityLabel(model.loadingAccessibilityLabel)
                }
            }
            .navigationTitle(model.navigationTitle)
            .navigationDestination(item: $model.destination.exhibitList) { list in
                ExhibitListScreen(model: list)
            }
        }
        .task { await model.load() }
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
struct ExhibitListScreen: View {
    @Bindable var model: ExhibitListScreenModel

    var body: some View {
        List(model.entries) { entry in
            Button {
                model.open(entry.row.number)
            } label: {
                HStack {
                    if let picture = entry.picture { PictureView(picture: picture).frame(width: 64) }
                    VStack(alignment: .leading) {
                        Text(entry.row.name).font(.headline)
                        Text(entry.row.shortDescription).font(.subheadline)
                    }
                }
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(entry.row.accessibilityLabel)
            .accessibilityHint(entry.row.accessibilityHint)
            .accessibilityAddTraits(.isButton)
        }
        .overlay {
            if let failure = model.phase.failure {
                VStack {
                    Text(failure.message)
                    Button(failure.retryTitle) { Task { await model.retry() } }
                }
            } else if model.phase.isLoading {
                ProgressView().accessibilityLabel(model.loadingAccessibilityLabel)
            }
        }
        .navigationTitle(model.navigationTitle)
        .navigationDestination(item: $model.destination.exhibit) { detail in
            ExhibitDetailScreen(model: detail)
        }
        .task { await model.load() }
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
struct ExhibitDetailScreen: View {
    @Bindable var model: ExhibitDetailScreenModel

    var body: some View {
        ScrollView {
            if let detail = model.detail {
                VStack(alignment: .leading, spacing: 12) {
                    if let picture = model.picture { PictureView(picture: picture) }
                    Text(detail.positionText).font(.caption)
                    ForEach(Array(detail.paragraphs.enumerated()), id: \.offset) { paragraph in
                        Text(paragraph.element)
                    }
                }
                .padding()
            } else if let failure = model.phase.failure {
                Text(failure.message)
                Button(failure.retryTitle) { Task { await model.retry() } }
            } else {
                ProgressView().accessibilityLabel(model.loadingAccessibilityLabel)
            }
        }
        .navigationTitle(model.title)
        .task { await model.load() }
    }
}

struct PictureView: View {
    let picture: ExpoPicture

    var body: some View {
        AsyncImage(url: picture.file) { image in
            image.resizable().scaledToFit()
        } placeholder: {
            Color.clear
        }
        .accessibilityLabel(picture.accessibilityLabel)
    }
}

// The preview of DrivingAScreen.md.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor func previewExhibitList() -> some View {
    NavigationStack {
        ExhibitListScreen(
            model: ExhibitListScreenModel(source: .bundled(), locale: Locale(identifier: "ko")))
    }
}

// UsingInAnIOSApp.md: the screens follow the person's language.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
struct ExpositionRoot: View {
    @State private var model = PosterScreenModel(source: .bundled(), locale: .current)
    @Environment(\.locale) private var locale

    var body: some View {
        PosterScreen(model: model)
            .onAppear { model.locale = locale }
            .onChange(of: locale) { _, newLocale in model.locale = newLocale }
    }
}
