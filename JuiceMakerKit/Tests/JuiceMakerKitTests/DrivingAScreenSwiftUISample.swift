// The SwiftUI sample and the preview of the "Driving a screen" article, verbatim. On Linux they
// compile against the compile-only SwiftUI surface (Shared/SwiftUISurface.swift), where SwiftUI
// exists, against SwiftUI itself. `DocumentationTests` checks that they match the article.

import Foundation
import JuiceMakerKit

#if canImport(SwiftUI)
    import SwiftUI
#endif

@available(iOS 17, macOS 14, *)
struct JuiceMakerView: View {
    @Bindable var model: JuiceMakerScreenModel

    var body: some View {
        NavigationStack {
            content
                .navigationTitle(model.title)
                .toolbar {
                    Button(model.editStockButton.title) { model.openStockEditor() }
                        .accessibilityHint(model.editStockButton.accessibilityHint)
                }
        }
        .task { await model.load() }
        .alert(
            model.destination.alert?.title ?? "", isPresented: $model.destination.isAlertPresented,
            presenting: model.destination.alert
        ) { alert in
            ForEach(alert.actions, id: \.self) { action in
                Button(action.title, role: action.role == .cancel ? .cancel : nil) {
                    model.choose(action)
                }
            }
        } message: { alert in
            Text(alert.message)
        }
        .sheet(item: $model.destination.stockEditor) { editor in
            StockEditorView(model: editor) { model.closeStockEditor() }
        }
    }

    @ViewBuilder private var content: some View {
        switch model.phase {
        case .idle, .loading:
            ProgressView()
        case .failed(let failure):
            VStack {
                Text(failure.message)
                Button(failure.retryTitle) { Task { await model.retry() } }
            }
        case .loaded, .refreshing:
            ScrollView {
                HStack {
                    ForEach(model.stockLabels) { label in
                        VStack {
                            Text(verbatim: label.emoji)
                            Text(verbatim: label.countText)
                        }
                        .accessibilityElement(children: .ignore)
                        .accessibilityLabel(label.accessibilityLabel)
                    }
                }
                ForEach(model.orderButtons) { button in
                    Button(button.title) { Task { await model.order(button.juice) } }
                        .accessibilityLabel(button.accessibilityLabel)
                        .accessibilityHint(button.accessibilityHint)
                }
            }
            .refreshable { await model.refresh() }
        }
    }
}

@available(iOS 17, macOS 14, *)
struct StockEditorView: View {
    @Bindable var model: StockEditorScreenModel
    let done: @MainActor () -> Void

    var body: some View {
        NavigationStack {
            List {
                if let message = model.message {
                    Text(message)
                        .onTapGesture { model.dismissNotice() }
                }
                ForEach(model.steppers) { stepper in
                    Stepper(value: count(of: stepper), in: stepper.bounds) {
                        Text(verbatim: "\(stepper.emoji) \(stepper.name) \(stepper.valueText)")
                    }
                    .accessibilityLabel(stepper.accessibilityLabel)
                    .accessibilityValue(stepper.accessibilityValue)
                    .accessibilityHint(stepper.accessibilityHint)
                }
            }
            .navigationTitle(model.title)
            .toolbar {
                Button(model.doneButton.title, action: done)
                    .accessibilityHint(model.doneButton.accessibilityHint)
            }
        }
        .task { await model.load() }
        .onDisappear { model.stop() }
    }

    /// The stepper's value: the store's count, changed through the model.
    private func count(of stepper: StockStepper) -> Binding<Int> {
        Binding(
            get: { stepper.value },
            set: { count in Task { await model.set(count, of: stepper.fruit) } })
    }
}

// The article's `#Preview`.
@available(iOS 17, macOS 14, *)
@MainActor func previewJuiceMakerView() -> some View {
    JuiceMakerView(
        model: JuiceMakerScreenModel(locale: Locale(identifier: "ko")) {
            try FruitStore(persistence: InMemoryInventoryPersistence(Inventory(uniformStock: 20)))
        })
}
