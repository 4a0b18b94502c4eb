// The SwiftUI sample of the "Using JuiceMakerKit in an iOS app" article, verbatim. On Linux it
// compiles against the compile-only SwiftUI surface (Shared/SwiftUISurface.swift), where SwiftUI
// exists, against SwiftUI itself. `DocumentationTests` checks that it matches the article.

import Foundation
import JuiceMakerKit

#if canImport(SwiftUI)
    import SwiftUI
#endif

@available(iOS 17, macOS 14, *)
struct JuiceBarRoot: View {
    @State private var model = JuiceMakerScreenModel(locale: .current) {
        try FruitStore(persistence: InventoryFile())
    }
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        JuiceMakerView(model: model)
            .onChange(of: scenePhase) { _, phase in
                if phase == .active { Task { await model.refresh() } }
            }
    }
}
