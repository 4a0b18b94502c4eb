// The samples of UsingInAnIOSApp.md, copied verbatim. They compile everywhere: against SwiftUI
// on Apple platforms, against the compile-only surface (Shared/SwiftUISurface.swift) on Linux.
// None of them runs here: they would open the user's or an App Group's diary.
// `everyDocumentedSampleIsCompiledByATest` checks the copies.

import DiaryKit
import Foundation
import GRDB

#if canImport(SwiftUI)
    import SwiftUI
#endif

// MARK: - Where the diary lives

func openTheAppsDiary() throws -> SQLiteDiaryStore {
    try SQLiteDiaryStore.openDefault()
}

func openADiary(in folder: URL) throws -> SQLiteDiaryStore {
    try SQLiteDiaryStore(path: folder.appendingPathComponent("diary.sqlite").path)
}

// MARK: - Sharing the diary with a widget

/// The diary in the App Group container the app and its widget share.
func openSharedDiary() throws -> SQLiteDiaryStore {
    guard
        let container = FileManager.default.containerURL(
            forSecurityApplicationGroupIdentifier: "group.com.example.diary")
    else {
        throw CocoaError(.fileNoSuchFile)  // the App Groups capability is missing
    }
    var configuration = Configuration()
    configuration.observesSuspensionNotifications = true
    let file = container.appendingPathComponent("DiaryKit/diary.sqlite")
    return try SQLiteDiaryStore(path: file.path, configuration: configuration)
}

@available(iOS 17, macOS 14, *)
struct DiaryApp: App {
    @Environment(\.scenePhase) private var scenePhase
    @State private var list: DiaryListScreenModel?
    @State private var problem = ""

    var body: some Scene {
        WindowGroup {
            if let list {
                DiaryListView(model: list)
            } else {
                Text(problem).task { open() }
            }
        }
        .onChange(of: scenePhase) { _, phase in
            let name = phase == .background ? Database.suspendNotification : Database.resumeNotification
            NotificationCenter.default.post(name: name, object: nil)
        }
    }

    private func open() {
        do {
            list = DiaryListScreenModel(store: try openSharedDiary())
        } catch {
            problem = (error as? DiaryStoreError)?.message(locale: .current) ?? error.localizedDescription
        }
    }
}

// MARK: - Previews

@available(iOS 17, macOS 14, *)
@MainActor @ViewBuilder func previewDiaryEditor() -> some View {
    NavigationStack {
        DiaryEditorView(
            model: DiaryEditorScreenModel(
                store: InMemoryDiaryStore(),
                entry: DiaryEntry(title: "Picnic", body: "Sandwiches by the river.", createdAt: Date())))
    }
}
