// A small screen written the way the kits' samples are, compiled against SwiftUISurface.swift on
// Linux and against SwiftUI on Apple platforms: a switch over a phase in a `@ViewBuilder`, a
// model held with `@Bindable`, `sheet(item:)` and `navigationDestination(item:)` bound to case
// accessors of an optional destination, an alert bound to its `is…Presented` accessor.

import Foundation
import Observation
import Testing

#if canImport(SwiftUI)
    import SwiftUI
#endif

/// The screen model of the sample screen.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor @Observable
final class SurfaceSampleModel {
    /// A row of the list.
    struct Row: Identifiable, Hashable {
        let id: Int
        let title: String
    }

    /// The question the delete alert asks.
    struct DeleteConfirmation: Identifiable, Equatable {
        let id: Int
        let title: String
        let message: String
        let confirmTitle: String
        let cancelTitle: String
    }

    /// An editor shown in a sheet.
    @Observable
    final class Editor: Identifiable {
        var name = ""
    }

    /// What the screen shows.
    enum Phase: Equatable {
        case loading
        case loaded([Row])
        case failed(String)
    }

    /// What the screen shows over itself.
    enum Destination {
        case detail(Row)
        case editor(Editor)
        case deleteConfirmation(DeleteConfirmation)
    }

    private(set) var phase = Phase.loading
    var destination: Destination?
    var count = 0
    private(set) var deleted: [Int] = []

    func load() async { phase = .loaded([Row(id: 1, title: "First")]) }
    func open(_ row: Row) { destination = .detail(row) }
    func addRow() { destination = .editor(Editor()) }

    func requestDelete(_ row: Row) {
        destination = .deleteConfirmation(
            DeleteConfirmation(
                id: row.id, title: "Delete?", message: row.title, confirmTitle: "Delete",
                cancelTitle: "Cancel"))
    }

    func confirmDelete(_ confirmation: DeleteConfirmation) { deleted.append(confirmation.id) }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
extension SurfaceSampleModel.Destination? {
    /// The pushed row, if that is what is shown.
    var detail: SurfaceSampleModel.Row? {
        get {
            if case .detail(let row) = self { return row }
            return nil
        }
        set { self = newValue.map { .detail($0) } ?? (detail == nil ? self : nil) }
    }

    /// The editor, if that is what is shown.
    var editor: SurfaceSampleModel.Editor? {
        get {
            if case .editor(let editor) = self { return editor }
            return nil
        }
        set { self = newValue.map { .editor($0) } ?? (editor == nil ? self : nil) }
    }

    /// The delete confirmation, if that is what is shown.
    var deleteConfirmation: SurfaceSampleModel.DeleteConfirmation? {
        if case .deleteConfirmation(let confirmation) = self { return confirmation }
        return nil
    }

    /// Whether the delete confirmation is up; setting `false` dismisses it and nothing else.
    var isDeleteConfirmationPresented: Bool {
        get { deleteConfirmation != nil }
        set { if !newValue, deleteConfirmation != nil { self = nil } }
    }
}

/// The sample screen.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
struct SurfaceSampleScreen: View {
    @Bindable var model: SurfaceSampleModel
    @Environment(\.dismiss) private var dismiss
    @State private var query = ""

    var body: some View {
        NavigationStack {
            content
                .navigationTitle("Sample")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button("Add", systemImage: "plus") { model.addRow() }
                    }
                    if model.count > 0 {
                        ToolbarItem(placement: .cancellationAction) { Button("Reset") { model.count = 0 } }
                    } else {
                        ToolbarItem(placement: .status) { Text(verbatim: "0") }
                    }
                }
                .searchable(text: $query)
                .navigationDestination(item: $model.destination.detail) { row in
                    Text(row.title).font(.title)
                }
        }
        .task { await model.load() }
        .sheet(item: $model.destination.editor) { editor in
            EditorSheet(editor: editor) { dismiss() }
        }
        .alert(
            model.destination.deleteConfirmation?.title ?? "",
            isPresented: $model.destination.isDeleteConfirmationPresented,
            presenting: model.destination.deleteConfirmation
        ) { confirmation in
            Button(confirmation.confirmTitle, role: .destructive) { model.confirmDelete(confirmation) }
            Button(confirmation.cancelTitle, role: .cancel) {}
        } message: { confirmation in
            Text(confirmation.message)
        }
    }

    @ViewBuilder private var content: some View {
        switch model.phase {
        case .loading:
            ProgressView()
        case .failed(let message):
            ContentUnavailableView(message, systemImage: "exclamationmark.triangle")
        case .loaded(let rows):
            List {
                ForEach(rows) { row in
                    HStack {
                        Button(row.title) { model.open(row) }
                        Spacer()
                        if row.id == 1 { Image(systemName: "star") } else { EmptyView() }
                    }
                    .accessibilityElement(children: .combine)
                    .accessibilityLabel(row.title)
                    .swipeActions {
                        Button("Delete", role: .destructive) { model.requestDelete(row) }
                    }
                }
                .onDelete { offsets in
                    if let first = offsets.first { model.requestDelete(rows[first]) }
                }
                Section("Count") {
                    Stepper(value: $model.count, in: 0...10) { Text(verbatim: "\(model.count)") }
                }
            }
            .refreshable { await model.load() }
        }
    }
}

/// The sheet of the sample screen, editing through a `@Bindable` child model.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
struct EditorSheet: View {
    @Bindable var editor: SurfaceSampleModel.Editor
    let done: @MainActor () -> Void

    var body: some View {
        Form {
            TextField("Name", text: $editor.name)
            Button("Done", action: done).disabled(editor.name.isEmpty)
        }
        .padding()
    }
}

/// The way a doc's `#Preview { … }` is copied into a test (see DocSamples.swift).
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
@MainActor @ViewBuilder func previewSurfaceSample() -> some View {
    let model = SurfaceSampleModel()
    SurfaceSampleScreen(model: model)
}

@Suite("SwiftUI surface")
struct SwiftUISurfaceTests {
    @available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)
    @MainActor
    @Test func theScreensBindingsReadAndWriteTheModel() {
        let model = SurfaceSampleModel()
        let screen = SurfaceSampleScreen(model: model)
        let row = SurfaceSampleModel.Row(id: 7, title: "Seventh")

        model.requestDelete(row)
        let presented = screen.$model.destination.isDeleteConfirmationPresented
        #expect(presented.wrappedValue)
        // SwiftUI clears the alert's binding before it runs the button's action.
        let confirmation = model.destination.deleteConfirmation
        presented.wrappedValue = false
        #expect(model.destination == nil)
        if let confirmation { model.confirmDelete(confirmation) }
        #expect(model.deleted == [7])

        // Clearing the alert leaves another destination alone.
        model.addRow()
        screen.$model.destination.isDeleteConfirmationPresented.wrappedValue = false
        #expect(model.destination.editor != nil)
        screen.$model.destination.editor.wrappedValue = nil
        #expect(model.destination == nil)

        screen.$model.destination.detail.wrappedValue = row
        #expect(model.destination.detail == row)
        screen.$model.count.wrappedValue = 3
        #expect(model.count == 3)
    }
}
