// The SwiftUI sample of DrivingAScreen.md, copied verbatim; it compiles only where SwiftUI
// exists (Apple platforms), and `everyDocumentedSampleIsCompiledByATest` checks the copy.

import DiaryKit

#if canImport(SwiftUI)
    import SwiftUI

    @available(iOS 17, macOS 14, *)
    struct DiaryListView: View {
        @State var model: DiaryListScreenModel

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
                    case .loaded:
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
                    isPresented: Binding(
                        get: { model.destination.deleteConfirmation != nil },
                        set: { shown in if !shown { model.destination.deleteConfirmation = nil } }),
                    presenting: model.destination.deleteConfirmation
                ) { question in
                    Button(question.delete, role: .destructive) {
                        Task { await model.confirmDelete(question) }
                    }
                    Button(question.cancel, role: .cancel) { model.cancelDelete() }
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
        @State var model: DiaryEditorScreenModel

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
                isPresented: Binding(
                    get: { model.destination.deleteConfirmation != nil },
                    set: { shown in if !shown { model.destination.deleteConfirmation = nil } }),
                presenting: model.destination.deleteConfirmation
            ) { question in
                Button(question.delete, role: .destructive) { Task { await model.confirmDelete(question) } }
                Button(question.cancel, role: .cancel) { model.cancelDelete() }
            } message: { question in
                Text(question.message)
            }
        }
    }
#endif
