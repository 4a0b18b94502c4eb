// The SwiftUI sample of DrivingAScreen.md and the previews of DrivingAScreen.md and
// UsingInAnIOSApp.md, verbatim. On Linux they compile against the compile-only SwiftUI surface
// (Shared/SwiftUISurface.swift); `DocSampleTests` checks that they match the articles.

import Foundation
import StarbucksKit

#if canImport(SwiftUI)
    import SwiftUI
#endif

@available(iOS 17, macOS 14, *)
struct LaunchView: View {
    @Bindable var model: LaunchScreenModel

    var body: some View {
        Group {
            switch model.destination {
            case nil: ProgressView()
            case .signIn: SignInView(model: model)
            case .home(let home): NavigationStack { HomeView(model: home, launch: model) }
            }
        }
        .task { await model.load() }
    }
}

@available(iOS 17, macOS 14, *)
struct SignInView: View {
    @Bindable var model: LaunchScreenModel

    var body: some View {
        Form {
            TextField(model.namePrompt, text: $model.name)
            if let message = model.nameMessage { Text(message) }
            Button(model.signInTitle) { Task { await model.signIn() } }
                .accessibilityHint(model.signInHint)
            Button(model.skipTitle) { Task { await model.skip() } }
        }
    }
}

@available(iOS 17, macOS 14, *)
struct HomeView: View {
    @Bindable var model: HomeScreenModel
    @Bindable var launch: LaunchScreenModel

    var body: some View {
        List {
            switch model.greeting {
            case .placeholder: Text(model.placeholderText).redacted(reason: .placeholder)
            case .loaded(let greeting): Text(greeting).font(.headline)
            case .failed(let failure):
                Button(failure.retryTitle) { Task { await model.retry() } }
            }
            if let shelf = model.yourRecommendations.content {
                Section(shelf.title) {
                    ForEach(shelf.items, id: \.code) { tile in
                        Button(tile.name) {
                            if let code = ProductCode(rawValue: tile.code) { model.open(code) }
                        }
                        .accessibilityLabel(tile.accessibilityLabel)
                    }
                }
            }
            if let strip = model.whatsNew.content {
                Section {
                    ForEach(strip.items, id: \.position) { row in
                        Text(row.title).accessibilityLabel(row.accessibilityLabel)
                    }
                } header: {
                    HStack {
                        Text(strip.title)
                        Spacer()
                        Button(strip.linkTitle) { model.openWhatsNew() }
                    }
                }
            }
        }
        .toolbar {
            Button(launch.signOutTitle) { Task { await launch.signOut() } }
                .accessibilityHint(launch.signOutHint)
        }
        .task { await model.load() }
        .sheet(item: $model.destination.eventPopup) { EventPopupView(model: $0) }
        .navigationDestination(item: $model.destination.whatsNew) { WhatsNewView(model: $0) }
        .navigationDestination(item: $model.destination.product) { ProductDetailView(model: $0) }
    }
}

@available(iOS 17, macOS 14, *)
struct EventPopupView: View {
    @Bindable var model: EventPopupScreenModel

    var body: some View {
        VStack {
            Text(model.card.title).font(.headline)
            ForEach(model.card.actions, id: \.dismissal) { action in
                Button(action.title) { Task { await model.dismiss(action.dismissal) } }
            }
        }
    }
}

@available(iOS 17, macOS 14, *)
struct WhatsNewView: View {
    @Bindable var model: WhatsNewScreenModel

    var body: some View {
        List(model.rows, id: \.position) { row in
            Text(row.title).accessibilityLabel(row.accessibilityLabel)
        }
        .navigationTitle(model.title)
        .task { await model.load() }
        .refreshable { await model.refresh() }
    }
}

@available(iOS 17, macOS 14, *)
struct ProductDetailView: View {
    @Bindable var model: ProductDetailScreenModel

    var body: some View {
        List {
            if let page = model.page {
                Text(model.pictureText).accessibilityLabel(model.pictureAccessibilityLabel)
                ForEach(page.details, id: \.kind) { row in LabeledContent(row.label, value: row.value) }
                Section(page.nutritionTitle) {
                    ForEach(page.nutrition, id: \.nutrient) { row in
                        LabeledContent(row.label, value: row.amountText)
                    }
                }
            } else if let failure = model.phase.failure {
                Text(failure.message)
                Button(failure.retryTitle) { Task { await model.retry() } }
            } else {
                ProgressView(model.placeholderText)
            }
        }
        .navigationTitle(model.page?.name ?? "")
        .task { await model.load() }
    }
}

// The previews of DrivingAScreen.md and UsingInAnIOSApp.md: a doc's `#Preview { body }` is
// copied here as a function returning `body`.

@available(iOS 17, macOS 14, *)
@MainActor func previewLaunch() -> some View {
    LaunchView(
        model: LaunchScreenModel(
            signIn: InMemorySignIn(), popupPolicy: EventPopupPolicy(store: InMemoryPopupDismissalStore()),
            dependencies: .fixtures(), locale: Locale(identifier: "en")))
}

@available(iOS 17, macOS 14, *)
@MainActor func previewWhatsNew() -> some View {
    NavigationStack {
        WhatsNewView(model: WhatsNewScreenModel(dependencies: .fixtures(), locale: .current))
    }
}
