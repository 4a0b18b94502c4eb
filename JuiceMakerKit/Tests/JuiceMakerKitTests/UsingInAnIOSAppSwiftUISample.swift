// The SwiftUI sample of the "Using JuiceMakerKit in an iOS app" article, verbatim, compiled
// only where SwiftUI exists. `DocumentationTests` checks that it matches the article.

#if canImport(SwiftUI)
    import JuiceMakerKit
    import SwiftUI

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
#endif
