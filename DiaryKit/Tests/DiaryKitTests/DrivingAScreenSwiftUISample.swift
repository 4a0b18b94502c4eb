// The SwiftUI sample of DrivingAScreen.md, copied verbatim. It compiles everywhere: against
// SwiftUI on Apple platforms, against the compile-only surface (Shared/SwiftUISurface.swift) on
// Linux, so the sample's names, its exhaustive switch over `phase` and its bindings are checked
// by every test run. `everyDocumentedSampleIsCompiledByATest` checks the copy.

import DiaryKit
import Foundation
import Testing

#if canImport(SwiftUI)
    import SwiftUI
#endif

@available(iOS 17, macOS 14, *)
struct DiaryListView: View {
    @Bindable var model: DiaryListScreenModel

    var body: some View {
        NavigationStack {
            List(model.items) { item in
                Button {
                    model.open(item.id)
                } label: {
                    VStack(alignment: .leading) {
                        Text(item.title).font(.headline)
                        Text(item.day).font(.caption)
                        Text(item.preview).lineLimit(1)
                    }
                }
                .accessibilityElement(children: .ignore)
                .accessibilityAddTraits(.isButton)
                .accessibilityLabel(item.accessibilityLabel)
                .accessibilityHint(item.accessibilityHint)
                .task { await model.itemAppeared(item.id) }
                .swipeActions {
                    if model.canDelete {
                        Button(model.deleteActionTitle, role: .destructive) {
                            model.requestDelete(item.id)
                        }
                    }
                    if let text = model.shareText(for: item.id) {
                        ShareLink(model.shareActionTitle, item: text)
                    }
                }
            }
            .overlay {
                switch model.phase {
                case .idle, .loading:
                    ProgressView()
                case .failed(let failure):
                    VStack {
                        Text(failure.message)
                        Button(failure.retryTitle) { Task { await model.retry() } }
                    }
                case .loaded, .refreshing:
                    if let empty = model.emptyMessage { Text(empty) }
                }
            }
            .toolbar {
                if model.canAddEntry {
                    Button(model.newEntryActionTitle) { model.addEntry() }
                }
            }
            .navigationDestination(item: $model.destination.editor) { editor in
                DiaryEditorView(model: editor)
            }
            .alert(
                model.destination.deleteConfirmation?.title ?? "",
                isPresented: $model.destination.isDeleteConfirmationPresented,
                presenting: model.destination.deleteConfirmation
            ) { question in
                Button(question.confirmTitle, role: .destructive) {
                    Task { await model.confirmDelete(question) }
                }
                Button(question.cancelTitle, role: .cancel) { model.cancelDelete() }
            } message: { question in
                Text(question.message)
            }
            .navigationTitle(model.title)
            .task { await model.load() }
        }
    }
}

@available(iOS 17, macOS 14, *)
struct DiaryEditorView: View {
    @Bindable var model: DiaryEditorScreenModel

    var body: some View {
        VStack(alignment: .leading) {
            TextField(model.titlePlaceholder, text: $model.titleField)
                .font(.title2)
                .accessibilityLabel(model.titleAccessibilityLabel)
            TextEditor(text: $model.bodyField)
                .accessibilityLabel(model.bodyAccessibilityLabel)
            if let status = model.saveStatus { Text(status).font(.footnote) }
        }
        .padding()
        .navigationTitle(model.title)
        .toolbar {
            Button(model.shareActionTitle) { model.share() }
                .disabled(!model.canShare)
            if model.canDelete {
                Button(model.deleteActionTitle, role: .destructive) { model.requestDelete() }
            }
        }
        .sheet(item: $model.destination.share) { shared in
            VStack {
                Text(shared.text)
                ShareLink(item: shared.text, subject: Text(shared.subject))
            }
            .padding()
        }
        .alert(
            model.destination.deleteConfirmation?.title ?? "",
            isPresented: $model.destination.isDeleteConfirmationPresented,
            presenting: model.destination.deleteConfirmation
        ) { question in
            Button(question.confirmTitle, role: .destructive) { Task { await model.confirmDelete(question) } }
            Button(question.cancelTitle, role: .cancel) { model.cancelDelete() }
        } message: { question in
            Text(question.message)
        }
    }
}

// The article's `#Preview`, as the function the doc-sample matcher takes for it.
@available(iOS 17, macOS 14, *)
@MainActor @ViewBuilder func previewDiaryList() -> some View {
    DiaryListView(
        model: DiaryListScreenModel(
            store: InMemoryDiaryStore(entries: [
                DiaryEntry(title: "Picnic", body: "Sandwiches by the river.", createdAt: Date()),
                DiaryEntry(title: "비 오는 화요일", body: "우산 없이 정류장까지 뛰었다.", createdAt: Date()),
            ]),
            locale: Locale(identifier: "en")))
}

@Suite("The SwiftUI sample's preview")
struct DrivingAScreenSwiftUISampleTests {
    @available(iOS 17, macOS 14, *)
    @MainActor
    @Test func thePreviewsStoreHasItsTwoEntries() async throws {
        let store = InMemoryDiaryStore(entries: [
            DiaryEntry(title: "Picnic", body: "Sandwiches by the river.", createdAt: Date()),
            DiaryEntry(title: "비 오는 화요일", body: "우산 없이 정류장까지 뛰었다.", createdAt: Date()),
        ])
        let model = DiaryListScreenModel(store: store, locale: Locale(identifier: "en"))
        await model.load()
        #expect(model.items.count == 2)
        model.stop()
    }
}
