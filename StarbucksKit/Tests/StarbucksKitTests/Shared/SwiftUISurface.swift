// A compile-only stand-in for the part of SwiftUI that the kits' documentation samples use.
//
// Why: every SwiftUI sample in a kit's README and DocC articles is copied into the kit's tests
// (DocSamples.swift checks the copies), and the tests run on Linux, where SwiftUI does not exist.
// Declared here, with Apple's documented signatures (names, argument labels, generic shapes,
// `@MainActor` on `View`, `@Sendable` where Apple's closures have it), the samples compile on
// Linux too, so `swift test` checks the kit's side of every sample: the names it calls, the
// exhaustive switches over its phases, the bindings and key paths into its screen models.
// Nothing here runs: view bodies and most accessors stop with `fatalError`; only the property
// wrappers (`State`, `Binding`, `Bindable`, `Environment`) can be built, so that a test can
// create a sample view. The declarations are checked against Apple's documentation by hand:
// when a sample needs something missing, add it here with Apple's exact signature. Where the
// SDKs differ, this follows the current one (Xcode 26): `task(name:priority:file:line:_:)` takes
// a `sending` closure there, an `@isolated(any) @Sendable` one in Xcode 16 (whose `task` has no
// `name:`), so a sample passes neither a name nor a closure that captures non-Sendable state.
//
// Where SwiftUI exists (Apple platforms), this whole file compiles to nothing and the samples
// use the real SwiftUI. A sample's test copy therefore imports SwiftUI like this, and the rest
// of the sample follows unguarded:
//
//     #if canImport(SwiftUI)
//         import SwiftUI
//     #endif
//
// DocSamples.swift matches a documented `import SwiftUI` with that guarded import. `#Preview`
// is a macro and cannot be declared here: the test copy of a documented `#Preview { … }` is a
// function `@MainActor @ViewBuilder func preview…() -> some View { … }` with the same body.

#if !canImport(SwiftUI)
    import Foundation
    import Observation

    /// Stops: nothing calls a view's body on Linux.
    private func compileOnly() -> Never {
        fatalError("compile-only SwiftUI surface: nothing runs a view on Linux")
    }

    // MARK: - Views and their builder

    /// A part of the user interface (Apple's `View`).
    @MainActor @preconcurrency
    protocol View {
        /// The view this view is made of.
        associatedtype Body: View

        /// The content of the view.
        @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
    }

    /// A view with no body of its own: SwiftUI draws it (Text, Button, VStack…).
    @MainActor
    protocol SurfacePrimitiveView: View where Body == Never {}

    extension SurfacePrimitiveView {
        /// Never called: SwiftUI draws a primitive view itself.
        var body: Never { compileOnly() }
    }

    extension Never: View, Scene, ToolbarContent {
        /// A view that has no body.
        typealias Body = Never

        /// Never called. (The builder is named because the three protocols each have one.)
        @ViewBuilder var body: Never { compileOnly() }
    }

    extension Optional: View where Wrapped: View {
        /// An optional view has no body of its own.
        typealias Body = Never

        /// Never called.
        var body: Never { compileOnly() }
    }

    /// What every modifier returns here: a view standing for the modified one.
    // Declared `nonisolated`, so a builder can make one outside the main actor.
    // swift-format-ignore: UseSynthesizedInitializer
    struct SurfaceModifiedView: SurfacePrimitiveView {
        /// A modified view.
        nonisolated init() {}
    }

    /// Builds views from closures (Apple's `ViewBuilder`).
    @resultBuilder
    struct ViewBuilder {
        /// A view as a builder's component.
        static func buildExpression<Content: View>(_ content: Content) -> Content { content }

        /// An empty closure.
        static func buildBlock() -> EmptyView { EmptyView() }

        /// A closure of one view.
        static func buildBlock<Content: View>(_ content: Content) -> Content { content }

        /// A closure of several views.
        static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
            (
                repeat each Content
            )
        > {
            TupleView((repeat each content))
        }

        /// An `if` without `else`.
        static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

        /// The first branch of an `if`/`else` or of a `switch`.
        static func buildEither<TrueContent: View, FalseContent: View>(
            first: TrueContent
        ) -> _ConditionalContent<TrueContent, FalseContent> {
            _ConditionalContent()
        }

        /// The second branch of an `if`/`else` or of a `switch`.
        static func buildEither<TrueContent: View, FalseContent: View>(
            second: FalseContent
        ) -> _ConditionalContent<TrueContent, FalseContent> {
            _ConditionalContent()
        }

        /// An `if #available` branch.
        static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
            AnyView(content)
        }
    }

    /// Several views built by a ``ViewBuilder``.
    struct TupleView<T>: SurfacePrimitiveView {
        /// Views as one.
        nonisolated init(_ value: T) {}
    }

    /// One of two views or toolbar contents, chosen by an `if`/`else` or a `switch`.
    // Declared `nonisolated`, so a builder can make one outside the main actor.
    // swift-format-ignore: UseSynthesizedInitializer
    struct _ConditionalContent<TrueContent, FalseContent> {
        /// One of the two.
        nonisolated init() {}
    }

    extension _ConditionalContent: View, SurfacePrimitiveView where TrueContent: View, FalseContent: View {}

    extension _ConditionalContent: ToolbarContent
    where TrueContent: ToolbarContent, FalseContent: ToolbarContent {
        /// Never called.
        var body: Never { compileOnly() }
    }

    /// A view that shows nothing.
    // Declared `nonisolated`, so a builder can make one outside the main actor.
    // swift-format-ignore: UseSynthesizedInitializer
    struct EmptyView: SurfacePrimitiveView {
        /// A view that shows nothing.
        nonisolated init() {}
    }

    /// A view of any type.
    struct AnyView: SurfacePrimitiveView {
        /// `view`, type-erased.
        nonisolated init<V: View>(_ view: V) {}

        /// `view`, type-erased.
        init<V: View>(erasing view: V) {}
    }

    /// Several views with no layout of their own.
    struct Group<Content> {}

    extension Group: View, SurfacePrimitiveView where Content: View {
        /// The views `content` builds.
        init(@ViewBuilder content: () -> Content) {}
    }

    // MARK: - Property wrappers

    /// A property that SwiftUI updates before it computes a body.
    protocol DynamicProperty {}

    /// Storage shared by the copies of a ``State``.
    private final class StateBox<Value> {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    /// A value a view owns (Apple's `State`).
    @propertyWrapper
    struct State<Value>: DynamicProperty {
        private let box: StateBox<Value>

        /// A state starting at `value`.
        init(wrappedValue value: Value) { box = StateBox(value) }

        /// A state starting at `value`.
        init(initialValue value: Value) { box = StateBox(value) }

        /// The current value.
        var wrappedValue: Value {
            get { box.value }
            nonmutating set { box.value = newValue }
        }

        /// A binding to the value.
        var projectedValue: Binding<Value> {
            let box = box
            return Binding(read: { box.value }, write: { box.value = $0 })
        }
    }

    extension State where Value: ExpressibleByNilLiteral {
        /// A state starting at `nil`.
        init() { self.init(wrappedValue: nil) }
    }

    /// A value read and written somewhere else (Apple's `Binding`).
    @propertyWrapper @dynamicMemberLookup
    struct Binding<Value>: DynamicProperty {
        private let read: () -> Value
        private let write: (Value) -> Void

        /// A binding over `read` and `write`, for the bindings this surface builds itself (`State`,
        /// `Bindable`, key paths).
        fileprivate init(read: @escaping () -> Value, write: @escaping (Value) -> Void) {
            self.read = read
            self.write = write
        }

        /// A binding that reads with `get` and writes with `set`. (Reading it here stops: the
        /// closures' isolation is SwiftUI's to honour.)
        @preconcurrency
        init(
            get: @escaping @isolated(any) @Sendable () -> Value,
            set: @escaping @isolated(any) @Sendable (Value) -> Void
        ) {
            self.init(read: { compileOnly() }, write: { _ in compileOnly() })
        }

        /// The binding `projectedValue`.
        init(projectedValue: Binding<Value>) { self = projectedValue }

        /// A binding to a value that never changes.
        static func constant(_ value: Value) -> Binding<Value> {
            Binding(read: { value }, write: { _ in })
        }

        /// The value.
        var wrappedValue: Value {
            get { read() }
            nonmutating set { write(newValue) }
        }

        /// This binding.
        var projectedValue: Binding<Value> { self }

        /// A binding to a property of the value.
        subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
            Binding<Subject>(
                read: { self.wrappedValue[keyPath: keyPath] },
                write: { self.wrappedValue[keyPath: keyPath] = $0 })
        }

        /// `base`, as a binding to an optional value.
        init<V>(_ base: Binding<V>) where Value == V? {
            self.init(read: { base.wrappedValue }, write: { if let value = $0 { base.wrappedValue = value } })
        }

        /// `base` unwrapped, or `nil` when its value is `nil`.
        init?(_ base: Binding<Value?>) {
            guard let value = base.wrappedValue else { return nil }
            self.init(read: { base.wrappedValue ?? value }, write: { base.wrappedValue = $0 })
        }
    }

    // A binding is sendable when its value is, as Apple's is; nothing here reads it concurrently.
    extension Binding: @unchecked Sendable where Value: Sendable {}

    extension Binding: Identifiable where Value: Identifiable {
        /// The value's identity.
        var id: Value.ID { wrappedValue.id }
    }

    /// Bindings to the properties of an observable object (Apple's `Bindable`).
    @propertyWrapper @dynamicMemberLookup
    struct Bindable<Value>: DynamicProperty {
        /// The object.
        var wrappedValue: Value

        /// This bindable, for `$object.property` bindings.
        var projectedValue: Bindable<Value> { self }

        /// Bindings to `wrappedValue`'s properties.
        init(wrappedValue: Value) where Value: AnyObject, Value: Observable {
            self.wrappedValue = wrappedValue
        }

        /// Bindings to `wrappedValue`'s properties.
        init(_ wrappedValue: Value) where Value: AnyObject, Value: Observable {
            self.wrappedValue = wrappedValue
        }

        /// The bindable `projectedValue`.
        init(projectedValue: Bindable<Value>) { self = projectedValue }

        /// A binding to a property of the object.
        subscript<Subject>(
            dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
        ) -> Binding<Subject> where Value: AnyObject {
            let object = wrappedValue
            return Binding(read: { object[keyPath: keyPath] }, write: { object[keyPath: keyPath] = $0 })
        }
    }

    /// A value of the environment (Apple's `Environment`).
    @propertyWrapper
    struct Environment<Value>: DynamicProperty {
        /// The environment's value at `keyPath`.
        init(_ keyPath: KeyPath<EnvironmentValues, Value>) {}

        /// The observable object of type `objectType` put in the environment.
        init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {}

        /// The observable object of type `objectType` put in the environment, if any.
        init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {}

        /// The value.
        var wrappedValue: Value { compileOnly() }
    }

    /// A key of a custom environment value.
    protocol EnvironmentKey {
        /// The value's type.
        associatedtype Value

        /// The value where none was set.
        static var defaultValue: Value { get }
    }

    /// The values a view's environment holds (Apple's `EnvironmentValues`).
    struct EnvironmentValues {
        /// An empty environment.
        init() {}

        /// A custom value.
        subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
            get { compileOnly() }
            set {}
        }

        /// Dismisses the presentation that shows this view.
        var dismiss: DismissAction { compileOnly() }

        /// Opens a URL.
        var openURL: OpenURLAction {
            get { compileOnly() }
            set {}
        }

        /// Whether the scene is in the foreground and active.
        var scenePhase: ScenePhase {
            get { compileOnly() }
            set {}
        }

        /// The locale views format with.
        var locale: Locale {
            get { compileOnly() }
            set {}
        }

        /// Whether controls respond to the user.
        var isEnabled: Bool {
            get { compileOnly() }
            set {}
        }

        /// Whether the user is searching in a searchable view.
        var isSearching: Bool { compileOnly() }
    }

    /// Dismisses the presentation that shows a view (Apple's `DismissAction`).
    @MainActor @preconcurrency
    struct DismissAction {
        /// Dismisses.
        func callAsFunction() {}
    }

    /// Opens a URL (Apple's `OpenURLAction`).
    @MainActor @preconcurrency
    struct OpenURLAction {
        /// Opens `url`.
        func callAsFunction(_ url: URL) {}
    }

    /// Whether a scene is in the foreground and active (Apple's `ScenePhase`).
    enum ScenePhase: Comparable, Hashable, Sendable {
        /// Not visible.
        case background
        /// Visible, not taking events.
        case inactive
        /// Visible and taking events.
        case active
    }

    // MARK: - Text, images, labels

    /// A key into a localized strings table.
    struct LocalizedStringKey: Equatable, Sendable, ExpressibleByStringInterpolation {
        /// The key `value`.
        init(_ value: String) {}

        /// The key `value`.
        init(stringLiteral value: String) {}

        /// The key an interpolation builds.
        init(stringInterpolation: DefaultStringInterpolation) {}
    }

    /// Read-only text (Apple's `Text`).
    struct Text: Equatable, Sendable {
        /// `content`, not localized.
        init<S: StringProtocol>(_ content: S) {}

        /// `content`, exactly as given.
        init(verbatim content: String) {}

        /// The localized string of `key`.
        init(
            _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
            comment: StaticString? = nil
        ) {}

        /// A date in `style`, which updates as time passes.
        init(_ date: Date, style: Text.DateStyle) {}

        /// `input` formatted by `format`.
        init<F: FormatStyle>(_ input: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {}

        /// The text in `font`.
        func font(_ font: Font?) -> Text { self }

        /// The text in `weight`.
        func fontWeight(_ weight: Font.Weight?) -> Text { self }

        /// The text in bold.
        func bold() -> Text { self }

        /// The text in italics.
        func italic() -> Text { self }

        /// The text drawn with `style`.
        func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }

        /// The two texts, one after the other.
        static func + (lhs: Text, rhs: Text) -> Text { lhs }
    }

    extension Text: SurfacePrimitiveView {}

    extension Text {
        /// How a ``Text`` shows a date.
        struct DateStyle: Equatable, Sendable {
            private let name: String
            /// The time of day.
            static let time = DateStyle(name: "time")
            /// The date.
            static let date = DateStyle(name: "date")
            /// The time from now, counting.
            static let relative = DateStyle(name: "relative")
            /// The offset from now.
            static let offset = DateStyle(name: "offset")
            /// A timer, counting.
            static let timer = DateStyle(name: "timer")
        }
    }

    /// An image (Apple's `Image`).
    struct Image: Equatable, Sendable {
        /// How an image fills a larger space.
        enum ResizingMode: Sendable {
            /// Tiled.
            case tile
            /// Stretched.
            case stretch
        }

        /// The image named `name` in `bundle`'s asset catalog.
        init(_ name: String, bundle: Bundle? = nil) {}

        /// The image named `name`, with `label` for accessibility.
        init(_ name: String, bundle: Bundle? = nil, label: Text) {}

        /// The image named `name`, ignored by accessibility.
        init(decorative name: String, bundle: Bundle? = nil) {}

        /// The SF Symbol named `systemName`.
        init(systemName: String) {}

        /// The image, resizable to fit its frame.
        func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch)
            -> Image
        {
            self
        }
    }

    extension Image: SurfacePrimitiveView {}

    /// A title with an icon (Apple's `Label`).
    struct Label<Title: View, Icon: View>: SurfacePrimitiveView {
        /// A label with the `title` and `icon` views.
        init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {}
    }

    extension Label where Title == Text, Icon == Image {
        /// A label with `title` and the SF Symbol `systemImage`.
        init<S: StringProtocol>(_ title: S, systemImage name: String) {}

        /// A label with the localized `titleKey` and the SF Symbol `systemImage`.
        init(_ titleKey: LocalizedStringKey, systemImage name: String) {}

        /// A label with `title` and the image `image`.
        init<S: StringProtocol>(_ title: S, image name: String) {}
    }

    /// A title with an SF Symbol (the type of `Label(_:systemImage:)`).
    typealias SurfaceTextAndImageLabel = Label<Text, Image>

    /// A view with a label beside a value (Apple's `LabeledContent`).
    struct LabeledContent<Label, Content> {}

    extension LabeledContent: View, SurfacePrimitiveView where Label: View, Content: View {
        /// `content`, labeled by `label`.
        init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {}
    }

    extension LabeledContent where Label == Text, Content: View {
        /// `content`, labeled `title`.
        init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}
    }

    extension LabeledContent where Label == Text, Content == Text {
        /// `value`, labeled `title`.
        init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {}

        /// `value`, labeled with the localized `titleKey`.
        init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {}

        /// `value` formatted by `format`, labeled `title`.
        init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {}
    }

    /// An image loaded from a URL (Apple's `AsyncImage`).
    struct AsyncImage<Content: View>: SurfacePrimitiveView {
        /// The image at `url`.
        init(url: URL?, scale: CGFloat = 1) where Content == Image {}

        /// The image at `url`, shown by `content`, with `placeholder` until it loads.
        init<I: View, P: View>(
            url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
            @ViewBuilder placeholder: @escaping () -> P
        ) where Content == _ConditionalContent<I, P> {}

        /// The image at `url`, shown by `content` for each phase of the load.
        init(url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {}
    }

    /// A phase of an ``AsyncImage``'s load.
    enum AsyncImagePhase: Sendable {
        /// Not loaded yet.
        case empty
        /// Loaded.
        case success(Image)
        /// Failed.
        case failure(any Error)

        /// The image, once loaded.
        var image: Image? {
            if case .success(let image) = self { return image }
            return nil
        }

        /// The error, once failed.
        var error: (any Error)? {
            if case .failure(let error) = self { return error }
            return nil
        }
    }

    // MARK: - Controls

    /// The purpose of a button (Apple's `ButtonRole`).
    struct ButtonRole: Equatable, Sendable {
        private let name: String

        /// Deletes data.
        static let destructive = ButtonRole(name: "destructive")

        /// Cancels.
        static let cancel = ButtonRole(name: "cancel")
    }

    /// A control that runs an action (Apple's `Button`).
    struct Button<Label: View>: SurfacePrimitiveView {
        /// A button showing `label` that runs `action`.
        init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}

        /// A button of `role` showing `label` that runs `action`.
        init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {}
    }

    extension Button where Label == Text {
        /// A button titled with the localized `titleKey`.
        init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {}

        /// A button titled `title`.
        init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {}

        /// A button of `role` titled with the localized `titleKey`.
        init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}

        /// A button of `role` titled `title`.
        init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {}
    }

    extension Button where Label == SurfaceTextAndImageLabel {
        /// A button titled `title` with the SF Symbol `systemImage`.
        init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {}

        /// A button of `role` titled `title` with the SF Symbol `systemImage`.
        init<S: StringProtocol>(
            _ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
        ) {}
    }

    /// A control that opens a link (Apple's `Link`).
    struct Link<Label: View>: SurfacePrimitiveView {
        /// A link to `destination` showing `label`.
        init(destination: URL, @ViewBuilder label: () -> Label) {}
    }

    extension Link where Label == Text {
        /// A link to `destination` titled `title`.
        init<S: StringProtocol>(_ title: S, destination: URL) {}
    }

    /// The label a ``ShareLink`` shows when given none.
    struct DefaultShareLinkLabel: SurfacePrimitiveView {}

    /// A control that shares an item (Apple's `ShareLink`; only its `String` and `URL` forms).
    struct ShareLink<Data: RandomAccessCollection, PreviewImage, PreviewIcon, Label: View>:
        SurfacePrimitiveView
    {}

    extension ShareLink
    where
        Data == CollectionOfOne<String>, PreviewImage == Never, PreviewIcon == Never,
        Label == DefaultShareLinkLabel
    {
        /// Shares `item`.
        init(item: String, subject: Text? = nil, message: Text? = nil) {}
    }

    extension ShareLink
    where
        Data == CollectionOfOne<URL>, PreviewImage == Never, PreviewIcon == Never,
        Label == DefaultShareLinkLabel
    {
        /// Shares `item`.
        init(item: URL, subject: Text? = nil, message: Text? = nil) {}
    }

    extension ShareLink
    where Data == CollectionOfOne<String>, PreviewImage == Never, PreviewIcon == Never, Label == Text {
        /// Shares `item`, titled `title`.
        init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil) {}

        /// Shares `item`, titled with the localized `titleKey`.
        init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil) {}
    }

    extension ShareLink
    where Data == CollectionOfOne<URL>, PreviewImage == Never, PreviewIcon == Never, Label == Text {
        /// Shares `item`, titled `title`.
        init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil) {}
    }

    extension ShareLink where Data == CollectionOfOne<String>, PreviewImage == Never, PreviewIcon == Never {
        /// Shares `item`, showing `label`.
        init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {}
    }

    /// A text field (Apple's `TextField`).
    struct TextField<Label: View>: SurfacePrimitiveView {
        /// A field editing `text`, labeled by `label`.
        init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {}
    }

    extension TextField where Label == Text {
        /// A field titled `title` editing `text`.
        init<S: StringProtocol>(_ title: S, text: Binding<String>) {}

        /// A field titled with the localized `titleKey` editing `text`.
        init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}

        /// A field titled `title`, with `prompt`, editing `text`.
        init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {}

        /// A field titled `title` editing `text`, growing along `axis`.
        init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {}

        /// A field titled `title` editing `value` through `format`.
        init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F)
        where F.FormatOutput == String {}
    }

    /// A field for a secret (Apple's `SecureField`).
    struct SecureField<Label: View>: SurfacePrimitiveView {
        /// A field editing `text`, labeled by `label`.
        init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {}
    }

    extension SecureField where Label == Text {
        /// A field titled `title` editing `text`.
        init<S: StringProtocol>(_ title: S, text: Binding<String>) {}

        /// A field titled with the localized `titleKey` editing `text`.
        init(_ titleKey: LocalizedStringKey, text: Binding<String>) {}
    }

    /// An editor of long text (Apple's `TextEditor`).
    struct TextEditor: SurfacePrimitiveView {
        /// An editor of `text`.
        init(text: Binding<String>) {}
    }

    /// An on/off switch (Apple's `Toggle`).
    struct Toggle<Label: View>: SurfacePrimitiveView {
        /// A toggle of `isOn`, labeled by `label`.
        init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {}
    }

    extension Toggle where Label == Text {
        /// A toggle of `isOn` titled `title`.
        init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {}

        /// A toggle of `isOn` titled with the localized `titleKey`.
        init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {}
    }

    /// A control that steps a value up and down (Apple's `Stepper`).
    struct Stepper<Label: View>: SurfacePrimitiveView {
        /// A stepper of `value` within `bounds`, by `step`, labeled by `label`.
        init<V: Strideable>(
            value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
            @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
        ) {}

        /// A stepper of `value`, by `step`, labeled by `label`.
        init<V: Strideable>(
            value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
            onEditingChanged: @escaping (Bool) -> Void = { _ in }
        ) {}

        /// A stepper that runs `onIncrement` and `onDecrement`, labeled by `label`.
        init(
            @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
            onEditingChanged: @escaping (Bool) -> Void = { _ in }
        ) {}
    }

    extension Stepper where Label == Text {
        /// A stepper of `value` within `bounds`, titled `title`.
        init<S: StringProtocol, V: Strideable>(
            _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
            onEditingChanged: @escaping (Bool) -> Void = { _ in }
        ) {}
    }

    /// A choice among tagged views (Apple's `Picker`).
    struct Picker<Label: View, SelectionValue: Hashable, Content: View>: SurfacePrimitiveView {
        /// A picker of `selection` among `content`'s tagged views, labeled by `label`.
        init(
            selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
            @ViewBuilder label: () -> Label
        ) {}
    }

    extension Picker where Label == Text {
        /// A picker of `selection` titled `title`.
        init<S: StringProtocol>(
            _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
        ) {}

        /// A picker of `selection` titled with the localized `titleKey`.
        init(
            _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>,
            @ViewBuilder content: () -> Content
        ) {}
    }

    /// A progress indicator (Apple's `ProgressView`).
    struct ProgressView<Label: View, CurrentValueLabel: View>: SurfacePrimitiveView {}

    extension ProgressView where CurrentValueLabel == EmptyView {
        /// A spinning indicator.
        init() where Label == EmptyView {}

        /// A spinning indicator titled `title`.
        init<S: StringProtocol>(_ title: S) where Label == Text {}

        /// A spinning indicator titled with the localized `titleKey`.
        init(_ titleKey: LocalizedStringKey) where Label == Text {}

        /// A spinning indicator labeled by `label`.
        init(@ViewBuilder label: () -> Label) {}

        /// A bar at `value` of `total`.
        init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) where Label == EmptyView {}

        /// A bar at `value` of `total`, titled `title`.
        init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0)
        where Label == Text {}
    }

    /// What to show when there is no content (Apple's `ContentUnavailableView`).
    struct ContentUnavailableView<Label: View, Description: View, Actions: View>: SurfacePrimitiveView {
        /// `label`, `description` and `actions`.
        init(
            @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
            @ViewBuilder actions: () -> Actions = { EmptyView() }
        ) {}
    }

    extension ContentUnavailableView
    where Label == SurfaceTextAndImageLabel, Description == Text?, Actions == EmptyView {
        /// `title` with the SF Symbol `systemImage` and an optional `description`.
        init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {}

        /// The localized `titleKey` with the SF Symbol `systemImage` and an optional `description`.
        init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {}
    }

    extension ContentUnavailableView
    where
        Label == SearchUnavailableContent.Label,
        Description == SearchUnavailableContent.Description, Actions == SearchUnavailableContent.Actions
    {
        /// "No results".
        static var search: ContentUnavailableView<Label, Description, Actions> { compileOnly() }

        /// "No results for `text`".
        static func search(text: String) -> ContentUnavailableView<Label, Description, Actions> {
            compileOnly()
        }
    }

    /// The parts of ``ContentUnavailableView/search``.
    enum SearchUnavailableContent {
        /// Its label.
        struct Label: SurfacePrimitiveView {}
        /// Its description.
        struct Description: SurfacePrimitiveView {}
        /// Its actions.
        struct Actions: SurfacePrimitiveView {}
    }

    // MARK: - Layout and containers

    /// How views line up horizontally.
    struct HorizontalAlignment: Equatable, Sendable {
        private let name: String
        /// Leading edges.
        static let leading = HorizontalAlignment(name: "leading")
        /// Centers.
        static let center = HorizontalAlignment(name: "center")
        /// Trailing edges.
        static let trailing = HorizontalAlignment(name: "trailing")
    }

    /// How views line up vertically.
    struct VerticalAlignment: Equatable, Sendable {
        private let name: String
        /// Top edges.
        static let top = VerticalAlignment(name: "top")
        /// Centers.
        static let center = VerticalAlignment(name: "center")
        /// Bottom edges.
        static let bottom = VerticalAlignment(name: "bottom")
        /// First text baselines.
        static let firstTextBaseline = VerticalAlignment(name: "firstTextBaseline")
        /// Last text baselines.
        static let lastTextBaseline = VerticalAlignment(name: "lastTextBaseline")
    }

    /// How views line up in both directions.
    struct Alignment: Equatable, Sendable {
        /// The horizontal part.
        var horizontal: HorizontalAlignment
        /// The vertical part.
        var vertical: VerticalAlignment

        /// The center.
        static let center = Alignment(horizontal: .center, vertical: .center)
        /// The leading edge's center.
        static let leading = Alignment(horizontal: .leading, vertical: .center)
        /// The trailing edge's center.
        static let trailing = Alignment(horizontal: .trailing, vertical: .center)
        /// The top edge's center.
        static let top = Alignment(horizontal: .center, vertical: .top)
        /// The bottom edge's center.
        static let bottom = Alignment(horizontal: .center, vertical: .bottom)
        /// The top leading corner.
        static let topLeading = Alignment(horizontal: .leading, vertical: .top)
        /// The top trailing corner.
        static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
        /// The bottom leading corner.
        static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
        /// The bottom trailing corner.
        static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    }

    /// A text's alignment across its lines.
    enum TextAlignment: Hashable, Sendable, CaseIterable {
        /// Leading.
        case leading
        /// Centered.
        case center
        /// Trailing.
        case trailing
    }

    /// An edge of a rectangle.
    enum Edge: Int8, Hashable, Sendable, CaseIterable {
        /// Top.
        case top
        /// Leading.
        case leading
        /// Bottom.
        case bottom
        /// Trailing.
        case trailing

        /// A set of edges.
        struct Set: OptionSet, Sendable {
            /// The edges as bits.
            let rawValue: Int8

            /// The top edge.
            static let top = Set(rawValue: 1)
            /// The leading edge.
            static let leading = Set(rawValue: 2)
            /// The bottom edge.
            static let bottom = Set(rawValue: 4)
            /// The trailing edge.
            static let trailing = Set(rawValue: 8)
            /// Every edge.
            static let all: Set = [.top, .leading, .bottom, .trailing]
            /// The leading and trailing edges.
            static let horizontal: Set = [.leading, .trailing]
            /// The top and bottom edges.
            static let vertical: Set = [.top, .bottom]
        }
    }

    /// A horizontal edge.
    enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
        /// Leading.
        case leading
        /// Trailing.
        case trailing
    }

    /// Insets on each edge.
    struct EdgeInsets: Equatable, Sendable {
        /// The top inset.
        var top: CGFloat
        /// The leading inset.
        var leading: CGFloat
        /// The bottom inset.
        var bottom: CGFloat
        /// The trailing inset.
        var trailing: CGFloat

        /// Insets of the given lengths.
        init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
            self.top = top
            self.leading = leading
            self.bottom = bottom
            self.trailing = trailing
        }

        /// No insets.
        init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    }

    /// A direction.
    enum Axis: Int8, Hashable, Sendable, CaseIterable {
        /// Across.
        case horizontal
        /// Down.
        case vertical

        /// A set of directions.
        struct Set: OptionSet, Sendable {
            /// The directions as bits.
            let rawValue: Int8

            /// Across.
            static let horizontal = Set(rawValue: 1)
            /// Down.
            static let vertical = Set(rawValue: 2)
        }
    }

    /// How content fills its frame.
    enum ContentMode: Hashable, Sendable, CaseIterable {
        /// Whole, inside the frame.
        case fit
        /// Filling the frame, cropped.
        case fill
    }

    /// Whether something shows.
    enum Visibility: Hashable, Sendable, CaseIterable {
        /// As the platform decides.
        case automatic
        /// Shown.
        case visible
        /// Hidden.
        case hidden
    }

    /// A vertical stack (Apple's `VStack`).
    struct VStack<Content: View>: SurfacePrimitiveView {
        /// `content`, stacked top to bottom.
        init(
            alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
            @ViewBuilder content: () -> Content
        ) {}
    }

    /// A horizontal stack (Apple's `HStack`).
    struct HStack<Content: View>: SurfacePrimitiveView {
        /// `content`, side by side.
        init(
            alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
            @ViewBuilder content: () -> Content
        ) {}
    }

    /// An overlapping stack (Apple's `ZStack`).
    struct ZStack<Content: View>: SurfacePrimitiveView {
        /// `content`, one on top of the other.
        init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {}
    }

    /// Views pinned while a lazy stack or grid scrolls.
    struct PinnedScrollableViews: OptionSet, Sendable {
        /// The views as bits.
        let rawValue: UInt32

        /// Section headers.
        static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
        /// Section footers.
        static let sectionFooters = PinnedScrollableViews(rawValue: 2)
    }

    /// A vertical stack that builds its views as they appear (Apple's `LazyVStack`).
    struct LazyVStack<Content: View>: SurfacePrimitiveView {
        /// `content`, stacked top to bottom.
        init(
            alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
            pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
        ) {}
    }

    /// A column of a lazy grid (Apple's `GridItem`).
    struct GridItem: Sendable {
        /// How wide a column is.
        enum Size: Sendable {
            /// Exactly this wide.
            case fixed(CGFloat)
            /// Sharing the width, within the bounds.
            case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
            /// As many columns as fit, each within the bounds.
            case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
        }

        /// The column's size.
        var size: GridItem.Size
        /// The space after the column.
        var spacing: CGFloat?
        /// The alignment in the column.
        var alignment: Alignment?

        /// A column of `size`.
        init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
            self.size = size
            self.spacing = spacing
            self.alignment = alignment
        }
    }

    /// A vertically growing grid that builds its views as they appear (Apple's `LazyVGrid`).
    struct LazyVGrid<Content: View>: SurfacePrimitiveView {
        /// `content`, laid out in `columns`.
        init(
            columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
            pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
        ) {}
    }

    /// Flexible empty space (Apple's `Spacer`).
    struct Spacer: SurfacePrimitiveView {
        /// A space at least `minLength` long.
        init(minLength: CGFloat? = nil) {}
    }

    /// A line between views (Apple's `Divider`).
    struct Divider: SurfacePrimitiveView {
    }

    /// A scrolling view (Apple's `ScrollView`).
    struct ScrollView<Content: View>: SurfacePrimitiveView {
        /// `content`, scrolling along `axes`.
        init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content)
        {}
    }

    /// A container of grouped controls (Apple's `Form`).
    struct Form<Content: View>: SurfacePrimitiveView {
        /// A form of `content`.
        init(@ViewBuilder content: () -> Content) {}
    }

    /// A view for each element of a collection (Apple's `ForEach`).
    struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
        /// The collection.
        var data: Data

        /// The view of an element.
        var content: (Data.Element) -> Content
    }

    extension ForEach: View, SurfacePrimitiveView where Content: View {}

    /// A view of a collection's elements, which a list can delete and move (Apple's
    /// `DynamicViewContent`).
    @MainActor @preconcurrency
    protocol DynamicViewContent: View {
        /// The collection.
        associatedtype Data: Collection

        /// The collection's elements.
        var data: Data { get }
    }

    extension ForEach: DynamicViewContent where Content: View {}

    extension DynamicViewContent {
        /// Lets the user delete elements; `action` gets their offsets.
        nonisolated func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent { self }

        /// Lets the user move elements; `action` gets their offsets and the destination.
        nonisolated func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
            self
        }
    }

    extension ForEach where ID == Data.Element.ID, Content: View, Data.Element: Identifiable {
        /// A view for each of the identifiable `data`.
        init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
            self.data = data
            self.content = content
        }
    }

    extension ForEach where Content: View {
        /// A view for each of `data`, identified by `id`.
        init(
            _ data: Data, id: KeyPath<Data.Element, ID>,
            @ViewBuilder content: @escaping (Data.Element) -> Content
        ) {
            self.data = data
            self.content = content
        }
    }

    extension ForEach where Data == Range<Int>, ID == Int, Content: View {
        /// A view for each number of `data`.
        init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
            self.data = data
            self.content = content
        }
    }

    /// A scrolling list of rows (Apple's `List`).
    struct List<SelectionValue: Hashable, Content: View>: SurfacePrimitiveView {
        /// A list of `content`, selecting into `selection`.
        init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {}

        /// A list of `content`, selecting into `selection`.
        init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {}
    }

    extension List where SelectionValue == Never {
        /// A list of `content`.
        init(@ViewBuilder content: () -> Content) {}

        /// A row for each of the identifiable `data`.
        init<Data: RandomAccessCollection, RowContent: View>(
            _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
        ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {}

        /// A row for each of `data`, identified by `id`.
        init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
            _ data: Data, id: KeyPath<Data.Element, ID>,
            @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
        ) where Content == ForEach<Data, ID, RowContent> {}

        /// A row for each number of `data`.
        init<RowContent: View>(
            _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
        ) where Content == ForEach<Range<Int>, Int, RowContent> {}
    }

    /// A part of a list or form, with an optional header and footer (Apple's `Section`).
    struct Section<Parent, Content, Footer> {}

    extension Section: View, SurfacePrimitiveView where Parent: View, Content: View, Footer: View {
        /// `content` under `header`, above `footer`.
        init(
            @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent,
            @ViewBuilder footer: () -> Footer
        ) {}
    }

    extension Section where Parent: View, Content: View, Footer == EmptyView {
        /// `content` under `header`.
        init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {}
    }

    extension Section where Parent == EmptyView, Content: View, Footer: View {
        /// `content` above `footer`.
        init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {}
    }

    extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
        /// `content` alone.
        init(@ViewBuilder content: () -> Content) {}
    }

    extension Section where Parent == Text, Content: View, Footer == EmptyView {
        /// `content` under the header `title`.
        init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}

        /// `content` under the localized header `titleKey`.
        init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    }

    // MARK: - Navigation

    /// A type-erased list of pushed values (Apple's `NavigationPath`).
    struct NavigationPath: Equatable {
        /// The number of pushed values.
        private(set) var count = 0

        /// An empty path.
        init() {}

        /// Whether nothing is pushed.
        var isEmpty: Bool { count == 0 }

        /// Pushes `value`.
        mutating func append<V: Hashable>(_ value: V) { count += 1 }

        /// Pops `k` values.
        mutating func removeLast(_ k: Int = 1) { count -= k }
    }

    /// A stack of pushed views (Apple's `NavigationStack`).
    struct NavigationStack<Data, Root: View>: SurfacePrimitiveView {}

    extension NavigationStack where Data == NavigationPath {
        /// A stack with `root` at its bottom.
        init(@ViewBuilder root: () -> Root) {}

        /// A stack with `root` at its bottom and `path` pushed on it.
        init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {}
    }

    extension NavigationStack
    where
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
        Data.Element: Hashable
    {
        /// A stack with `root` at its bottom and `path`'s values pushed on it.
        init(path: Binding<Data>, @ViewBuilder root: () -> Root) {}
    }

    /// A view that pushes a view or a value (Apple's `NavigationLink`).
    struct NavigationLink<Label: View, Destination: View>: SurfacePrimitiveView {
        /// Pushes `destination`, showing `label`.
        init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {}

        /// Pushes `value`, showing `label`.
        init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) where Destination == Never {}
    }

    extension NavigationLink where Label == Text {
        /// Pushes `destination`, titled `title`.
        init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {}

        /// Pushes `value`, titled `title`.
        init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) where Destination == Never {}
    }

    // MARK: - Toolbars

    /// Content of a toolbar (Apple's `ToolbarContent`).
    @MainActor @preconcurrency
    protocol ToolbarContent {
        /// The content this content is made of.
        associatedtype Body: ToolbarContent

        /// The content.
        @ToolbarContentBuilder @MainActor @preconcurrency var body: Self.Body { get }
    }

    extension Optional: ToolbarContent where Wrapped: ToolbarContent {
        /// Optional toolbar content has no body of its own.
        typealias Body = Never

        /// Never called.
        var body: Never { compileOnly() }
    }

    /// Several toolbar items built by a ``ToolbarContentBuilder``.
    struct TupleToolbarContent<T>: ToolbarContent {
        /// The items.
        nonisolated init(_ value: T) {}

        /// Never called.
        var body: Never { compileOnly() }
    }

    /// Builds toolbar content from closures (Apple's `ToolbarContentBuilder`).
    @resultBuilder
    struct ToolbarContentBuilder {
        /// Toolbar content as a builder's component.
        static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }

        /// A closure of one item.
        static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }

        /// A closure of several items.
        static func buildBlock<each Content: ToolbarContent>(
            _ content: repeat each Content
        ) -> TupleToolbarContent<(repeat each Content)> {
            TupleToolbarContent((repeat each content))
        }

        /// An `if` without `else`.
        static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }

        /// The first branch of an `if`/`else` or of a `switch`.
        static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
            first: TrueContent
        ) -> _ConditionalContent<TrueContent, FalseContent> {
            _ConditionalContent()
        }

        /// The second branch of an `if`/`else` or of a `switch`.
        static func buildEither<TrueContent: ToolbarContent, FalseContent: ToolbarContent>(
            second: FalseContent
        ) -> _ConditionalContent<TrueContent, FalseContent> {
            _ConditionalContent()
        }
    }

    /// Where a toolbar item sits (Apple's `ToolbarItemPlacement`).
    struct ToolbarItemPlacement: Sendable {
        private let name: String
        /// As the platform decides.
        static let automatic = ToolbarItemPlacement(name: "automatic")
        /// The most used action.
        static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
        /// A modal's confirming action.
        static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
        /// A modal's cancelling action.
        static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
        /// A modal's destructive action.
        static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
        /// The navigation area.
        static let navigation = ToolbarItemPlacement(name: "navigation")
        /// The center of the bar.
        static let principal = ToolbarItemPlacement(name: "principal")
        /// The leading edge of the top bar (iOS).
        static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
        /// The trailing edge of the top bar (iOS).
        static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
        /// The bottom bar (iOS).
        static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
        /// The status area (iOS bottom bar, macOS window toolbar).
        static let status = ToolbarItemPlacement(name: "status")
    }

    /// One item of a toolbar (Apple's `ToolbarItem`).
    struct ToolbarItem<ID, Content: View>: ToolbarContent {
        /// Never called.
        var body: Never { compileOnly() }
    }

    extension ToolbarItem where ID == () {
        /// `content`, placed at `placement`.
        init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}
    }

    /// Several items of a toolbar at one place (Apple's `ToolbarItemGroup`).
    struct ToolbarItemGroup<Content: View>: ToolbarContent {
        /// `content`, placed at `placement`.
        init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {}

        /// Never called.
        var body: Never { compileOnly() }
    }

    // MARK: - Styles

    /// A color, gradient or material that fills a shape or text (Apple's `ShapeStyle`).
    protocol ShapeStyle: Sendable {}

    /// The foreground's levels: primary, secondary… (Apple's `HierarchicalShapeStyle`).
    struct HierarchicalShapeStyle: ShapeStyle {
        private let level: Int
        /// The first level.
        static let primary = HierarchicalShapeStyle(level: 0)
        /// The second level.
        static let secondary = HierarchicalShapeStyle(level: 1)
        /// The third level.
        static let tertiary = HierarchicalShapeStyle(level: 2)
        /// The fourth level.
        static let quaternary = HierarchicalShapeStyle(level: 3)
    }

    extension ShapeStyle where Self == HierarchicalShapeStyle {
        /// The first level.
        static var primary: HierarchicalShapeStyle { .primary }
        /// The second level.
        static var secondary: HierarchicalShapeStyle { .secondary }
        /// The third level.
        static var tertiary: HierarchicalShapeStyle { .tertiary }
        /// The fourth level.
        static var quaternary: HierarchicalShapeStyle { .quaternary }
    }

    /// A color (Apple's `Color`).
    struct Color: Hashable, Sendable, ShapeStyle {
        private let name: String

        /// The color named `name` in `bundle`'s asset catalog.
        init(_ name: String, bundle: Bundle? = nil) { self.name = name }

        /// A color of these sRGB components.
        init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
            name = "\(red) \(green) \(blue)"
        }

        /// This color at `opacity`.
        func opacity(_ opacity: Double) -> Color { self }

        /// Clear.
        static let clear = Color("clear")
        /// Black.
        static let black = Color("black")
        /// White.
        static let white = Color("white")
        /// Gray.
        static let gray = Color("gray")
        /// Red.
        static let red = Color("red")
        /// Orange.
        static let orange = Color("orange")
        /// Yellow.
        static let yellow = Color("yellow")
        /// Green.
        static let green = Color("green")
        /// Blue.
        static let blue = Color("blue")
        /// Purple.
        static let purple = Color("purple")
        /// Pink.
        static let pink = Color("pink")
        /// Brown.
        static let brown = Color("brown")
        /// The primary content color.
        static let primary = Color("primary")
        /// The secondary content color.
        static let secondary = Color("secondary")
        // swift-format-ignore: DontRepeatTypeInStaticProperties
        /// The app's accent color.
        static let accentColor = Color("accentColor")
    }

    extension Color: SurfacePrimitiveView {}

    extension ShapeStyle where Self == Color {
        /// Clear.
        static var clear: Color { Color.clear }
        /// Black.
        static var black: Color { Color.black }
        /// White.
        static var white: Color { Color.white }
        /// Gray.
        static var gray: Color { Color.gray }
        /// Red.
        static var red: Color { Color.red }
        /// Orange.
        static var orange: Color { Color.orange }
        /// Yellow.
        static var yellow: Color { Color.yellow }
        /// Green.
        static var green: Color { Color.green }
        /// Blue.
        static var blue: Color { Color.blue }
        /// Purple.
        static var purple: Color { Color.purple }
        /// Pink.
        static var pink: Color { Color.pink }
        /// Brown.
        static var brown: Color { Color.brown }
    }

    /// A font (Apple's `Font`).
    struct Font: Hashable, Sendable {
        /// A font's weight.
        struct Weight: Hashable, Sendable {
            private let value: Double
            /// Ultra light.
            static let ultraLight = Weight(value: -0.8)
            /// Thin.
            static let thin = Weight(value: -0.6)
            /// Light.
            static let light = Weight(value: -0.4)
            /// Regular.
            static let regular = Weight(value: 0)
            /// Medium.
            static let medium = Weight(value: 0.23)
            /// Semibold.
            static let semibold = Weight(value: 0.3)
            /// Bold.
            static let bold = Weight(value: 0.4)
            /// Heavy.
            static let heavy = Weight(value: 0.56)
            /// Black.
            static let black = Weight(value: 0.62)
        }

        /// A font's style, which scales with Dynamic Type.
        enum TextStyle: Hashable, Sendable, CaseIterable {
            /// The largest title.
            case largeTitle
            /// A title.
            case title
            /// A second-level title.
            case title2
            /// A third-level title.
            case title3
            /// A headline.
            case headline
            /// A subheadline.
            case subheadline
            /// Body text.
            case body
            /// A callout.
            case callout
            /// A footnote.
            case footnote
            /// A caption.
            case caption
            /// A second-level caption.
            case caption2
        }

        /// A font's design.
        enum Design: Hashable, Sendable {
            /// The system's.
            case `default`
            /// Serif.
            case serif
            /// Rounded.
            case rounded
            /// Monospaced.
            case monospaced
        }

        private let style: TextStyle

        /// The system font of `style`.
        static func system(_ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil)
            -> Font
        {
            Font(style: style)
        }

        /// The system font of `size` points.
        static func system(size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil) -> Font {
            Font(style: .body)
        }

        /// The largest title.
        static let largeTitle = Font(style: .largeTitle)
        /// A title.
        static let title = Font(style: .title)
        /// A second-level title.
        static let title2 = Font(style: .title2)
        /// A third-level title.
        static let title3 = Font(style: .title3)
        /// A headline.
        static let headline = Font(style: .headline)
        /// A subheadline.
        static let subheadline = Font(style: .subheadline)
        /// Body text.
        static let body = Font(style: .body)
        /// A callout.
        static let callout = Font(style: .callout)
        /// A footnote.
        static let footnote = Font(style: .footnote)
        /// A caption.
        static let caption = Font(style: .caption)
        /// A second-level caption.
        static let caption2 = Font(style: .caption2)

        /// This font, bold.
        func bold() -> Font { self }

        /// This font, italic.
        func italic() -> Font { self }

        /// This font at `weight`.
        func weight(_ weight: Font.Weight) -> Font { self }

        /// This font with digits of one width.
        func monospacedDigit() -> Font { self }
    }

    /// What a view means to assistive technologies (Apple's `AccessibilityTraits`).
    struct AccessibilityTraits: SetAlgebra, Sendable {
        private var names: Swift.Set<String>

        /// No traits.
        init() { names = [] }

        private init(_ name: String) { names = [name] }

        /// A button.
        static let isButton = AccessibilityTraits("isButton")
        /// A header.
        static let isHeader = AccessibilityTraits("isHeader")
        /// Selected.
        static let isSelected = AccessibilityTraits("isSelected")
        /// A link.
        static let isLink = AccessibilityTraits("isLink")
        /// A search field.
        static let isSearchField = AccessibilityTraits("isSearchField")
        /// An image.
        static let isImage = AccessibilityTraits("isImage")
        /// Text that does not change.
        static let isStaticText = AccessibilityTraits("isStaticText")
        /// Something that updates often.
        static let updatesFrequently = AccessibilityTraits("updatesFrequently")
        /// A toggle.
        static let isToggle = AccessibilityTraits("isToggle")

        // SetAlgebra, on the trait names.

        /// Whether `member` is among these traits.
        func contains(_ member: AccessibilityTraits) -> Bool { member.names.isSubset(of: names) }
        /// These traits and `other`'s.
        func union(_ other: AccessibilityTraits) -> AccessibilityTraits {
            var union = self
            union.names.formUnion(other.names)
            return union
        }
        /// The traits both have.
        func intersection(_ other: AccessibilityTraits) -> AccessibilityTraits {
            var both = self
            both.names.formIntersection(other.names)
            return both
        }
        /// The traits one has and the other has not.
        func symmetricDifference(_ other: AccessibilityTraits) -> AccessibilityTraits {
            var either = self
            either.names.formSymmetricDifference(other.names)
            return either
        }
        /// Adds `newMember`.
        @discardableResult
        mutating func insert(_ newMember: AccessibilityTraits) -> (
            inserted: Bool, memberAfterInsert: AccessibilityTraits
        ) {
            let inserted = !contains(newMember)
            names.formUnion(newMember.names)
            return (inserted, newMember)
        }
        /// Removes `member`.
        @discardableResult
        mutating func remove(_ member: AccessibilityTraits) -> AccessibilityTraits? {
            guard contains(member) else { return nil }
            names.subtract(member.names)
            return member
        }
        /// Adds `newMember`.
        @discardableResult
        mutating func update(with newMember: AccessibilityTraits) -> AccessibilityTraits? {
            insert(newMember).inserted ? nil : newMember
        }
        /// Adds `other`'s traits.
        mutating func formUnion(_ other: AccessibilityTraits) { names.formUnion(other.names) }
        /// Keeps the traits `other` has.
        mutating func formIntersection(_ other: AccessibilityTraits) { names.formIntersection(other.names) }
        /// Keeps the traits one has and the other has not.
        mutating func formSymmetricDifference(_ other: AccessibilityTraits) {
            names.formSymmetricDifference(other.names)
        }
    }

    /// How an accessibility element treats its children (Apple's `AccessibilityChildBehavior`).
    struct AccessibilityChildBehavior: Hashable, Sendable {
        private let name: String
        /// The children are hidden; the element speaks for them.
        static let ignore = AccessibilityChildBehavior(name: "ignore")
        /// The children stay separate elements inside this one.
        static let contain = AccessibilityChildBehavior(name: "contain")
        /// The children's properties are merged into this element.
        static let combine = AccessibilityChildBehavior(name: "combine")
    }

    /// Why content is shown redacted (Apple's `RedactionReasons`).
    struct RedactionReasons: OptionSet, Sendable {
        /// The reasons as bits.
        let rawValue: Int

        /// A placeholder for content still loading.
        static let placeholder = RedactionReasons(rawValue: 1)
        /// Private content.
        static let privacy = RedactionReasons(rawValue: 2)
        /// Content that is no longer up to date.
        static let invalidated = RedactionReasons(rawValue: 4)
    }

    /// Where a search field sits (Apple's `SearchFieldPlacement`).
    struct SearchFieldPlacement: Sendable {
        private let name: String
        /// As the platform decides.
        static let automatic = SearchFieldPlacement(name: "automatic")
        /// In the toolbar.
        static let toolbar = SearchFieldPlacement(name: "toolbar")
        /// In the sidebar.
        static let sidebar = SearchFieldPlacement(name: "sidebar")
    }

    /// How a list looks (Apple's `ListStyle`).
    protocol ListStyle {}

    /// The platform's list look.
    struct DefaultListStyle: ListStyle {
    }

    /// Rows without insets or grouping.
    struct PlainListStyle: ListStyle {
    }

    /// Grouped rows.
    struct GroupedListStyle: ListStyle {
    }

    /// Inset rows.
    struct InsetListStyle: ListStyle {
    }

    /// Inset, grouped rows (iOS).
    struct InsetGroupedListStyle: ListStyle {
    }

    /// A sidebar.
    struct SidebarListStyle: ListStyle {
    }

    extension ListStyle where Self == DefaultListStyle {
        /// The platform's list look.
        static var automatic: DefaultListStyle { DefaultListStyle() }
    }

    extension ListStyle where Self == PlainListStyle {
        /// Rows without insets or grouping.
        static var plain: PlainListStyle { PlainListStyle() }
    }

    extension ListStyle where Self == GroupedListStyle {
        /// Grouped rows.
        static var grouped: GroupedListStyle { GroupedListStyle() }
    }

    extension ListStyle where Self == InsetListStyle {
        /// Inset rows.
        static var inset: InsetListStyle { InsetListStyle() }
    }

    extension ListStyle where Self == InsetGroupedListStyle {
        /// Inset, grouped rows (iOS).
        static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
    }

    extension ListStyle where Self == SidebarListStyle {
        /// A sidebar.
        static var sidebar: SidebarListStyle { SidebarListStyle() }
    }

    /// How a picker looks (Apple's `PickerStyle`).
    protocol PickerStyle {}

    /// The platform's picker look.
    struct DefaultPickerStyle: PickerStyle {
    }

    /// A segmented control.
    struct SegmentedPickerStyle: PickerStyle {
    }

    /// A menu.
    struct MenuPickerStyle: PickerStyle {
    }

    /// The choices shown inline.
    struct InlinePickerStyle: PickerStyle {
    }

    extension PickerStyle where Self == DefaultPickerStyle {
        /// The platform's picker look.
        static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
    }

    extension PickerStyle where Self == SegmentedPickerStyle {
        /// A segmented control.
        static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
    }

    extension PickerStyle where Self == MenuPickerStyle {
        /// A menu.
        static var menu: MenuPickerStyle { MenuPickerStyle() }
    }

    extension PickerStyle where Self == InlinePickerStyle {
        /// The choices shown inline.
        static var inline: InlinePickerStyle { InlinePickerStyle() }
    }

    /// How a button looks (Apple's `PrimitiveButtonStyle`).
    protocol PrimitiveButtonStyle {}

    /// The platform's button look.
    struct DefaultButtonStyle: PrimitiveButtonStyle {
    }

    /// A bordered button.
    struct BorderedButtonStyle: PrimitiveButtonStyle {
    }

    /// A prominent bordered button.
    struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    }

    /// A button without a border.
    struct BorderlessButtonStyle: PrimitiveButtonStyle {
    }

    /// A button that looks like its label.
    struct PlainButtonStyle: PrimitiveButtonStyle {
    }

    extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
        /// The platform's button look.
        static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
    }

    extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
        /// A bordered button.
        static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
    }

    extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
        /// A prominent bordered button.
        static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
    }

    extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
        /// A button without a border.
        static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
    }

    extension PrimitiveButtonStyle where Self == PlainButtonStyle {
        /// A button that looks like its label.
        static var plain: PlainButtonStyle { PlainButtonStyle() }
    }

    /// How a navigation bar shows its title (iOS; Apple's `NavigationBarItem.TitleDisplayMode`).
    enum NavigationBarItem {
        /// How the title shows.
        enum TitleDisplayMode: Sendable {
            /// As the platform decides.
            case automatic
            /// Small, in the bar.
            case inline
            /// Large, under the bar.
            case large
        }
    }

    // MARK: - Modifiers

    // SwiftUI's two `toolbar(content:)` differ by their builder, so a trailing closure is not ambiguous.
    // swift-format-ignore: AmbiguousTrailingClosureOverload
    extension View {
        // Titles and toolbars

        /// Titles the navigation bar `title`.
        nonisolated func navigationTitle<S: StringProtocol>(_ title: S) -> some View { SurfaceModifiedView() }

        /// Titles the navigation bar with the localized `titleKey`.
        nonisolated func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
            SurfaceModifiedView()
        }

        /// Titles the navigation bar with `title`.
        nonisolated func navigationTitle(_ title: Text) -> some View { SurfaceModifiedView() }

        /// How the navigation bar shows its title (iOS).
        nonisolated func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode)
            -> some View
        {
            SurfaceModifiedView()
        }

        /// Hides the back button.
        nonisolated func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
            SurfaceModifiedView()
        }

        /// Puts the views `content` builds in the toolbar.
        nonisolated func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
            SurfaceModifiedView()
        }

        /// Puts the items `content` builds in the toolbar.
        nonisolated func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content)
            -> some View
        {
            SurfaceModifiedView()
        }

        // Work tied to the view's life

        /// Runs `action` when the view appears; cancels it when the view disappears.
        nonisolated func task(
            name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID,
            line: Int = #line,
            @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
        ) -> some View {
            SurfaceModifiedView()
        }

        /// Runs `action` when the view appears and again, cancelling the last run, when `value` changes.
        nonisolated func task<T: Equatable>(
            id value: T, name: String? = nil, priority: TaskPriority = .userInitiated, file: String = #fileID,
            line: Int = #line,
            @_inheritActorContext _ action: sending @escaping @isolated(any) () async -> Void
        ) -> some View {
            SurfaceModifiedView()
        }

        /// Runs `action` when the user pulls to refresh.
        nonisolated func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
            SurfaceModifiedView()
        }

        /// Runs `action` when the view appears.
        nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View { SurfaceModifiedView() }

        /// Runs `action` when the view disappears.
        nonisolated func onDisappear(perform action: (() -> Void)? = nil) -> some View {
            SurfaceModifiedView()
        }

        /// Runs `action` when the view is tapped `count` times.
        func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
            SurfaceModifiedView()
        }

        /// Runs `action` with the old and new values when `value` changes (and first, if `initial`).
        nonisolated func onChange<V: Equatable>(
            of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
        ) -> some View {
            SurfaceModifiedView()
        }

        /// Runs `action` when `value` changes (and first, if `initial`).
        nonisolated func onChange<V: Equatable>(
            of value: V, initial: Bool = false, _ action: @escaping () -> Void
        )
            -> some View
        {
            SurfaceModifiedView()
        }

        /// Runs `action` when the user submits a text field.
        nonisolated func onSubmit(_ action: @escaping () -> Void) -> some View { SurfaceModifiedView() }

        // Presentations

        /// Shows a sheet while `item` is not `nil`; dismissing it sets `item` to `nil`.
        nonisolated func sheet<Item: Identifiable, Content: View>(
            item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
            @ViewBuilder content: @escaping (Item) -> Content
        ) -> some View {
            SurfaceModifiedView()
        }

        /// Shows a sheet while `isPresented` is `true`.
        nonisolated func sheet<Content: View>(
            isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
            @ViewBuilder content: @escaping () -> Content
        ) -> some View {
            SurfaceModifiedView()
        }

        /// Covers the screen while `item` is not `nil` (iOS).
        nonisolated func fullScreenCover<Item: Identifiable, Content: View>(
            item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
            @ViewBuilder content: @escaping (Item) -> Content
        ) -> some View {
            SurfaceModifiedView()
        }

        /// Covers the screen while `isPresented` is `true` (iOS).
        nonisolated func fullScreenCover<Content: View>(
            isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
            @ViewBuilder content: @escaping () -> Content
        ) -> some View {
            SurfaceModifiedView()
        }

        /// Pushes `destination` while `item` is not `nil`; popping it sets `item` to `nil`.
        nonisolated func navigationDestination<D: Hashable, C: View>(
            item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
        ) -> some View {
            SurfaceModifiedView()
        }

        /// Pushes `destination` for each pushed value of type `data`.
        nonisolated func navigationDestination<D: Hashable, C: View>(
            for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
        ) -> some View {
            SurfaceModifiedView()
        }

        /// Pushes `destination` while `isPresented` is `true`.
        nonisolated func navigationDestination<V: View>(
            isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
        ) -> some View {
            SurfaceModifiedView()
        }

        /// Shows an alert titled `title` while `isPresented` is `true`.
        nonisolated func alert<S: StringProtocol, A: View>(
            _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
        ) -> some View {
            SurfaceModifiedView()
        }

        /// Shows an alert titled `title`, with `message`, while `isPresented` is `true`.
        nonisolated func alert<S: StringProtocol, A: View, M: View>(
            _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
            @ViewBuilder message: () -> M
        ) -> some View {
            SurfaceModifiedView()
        }

        /// Shows an alert titled `title` about `data` while `isPresented` is `true`.
        nonisolated func alert<S: StringProtocol, A: View, T>(
            _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
        ) -> some View {
            SurfaceModifiedView()
        }

        /// Shows an alert titled `title` about `data`, with a message, while `isPresented` is `true`.
        nonisolated func alert<S: StringProtocol, A: View, M: View, T>(
            _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
            @ViewBuilder message: (T) -> M
        ) -> some View {
            SurfaceModifiedView()
        }

        /// Shows an alert titled with the localized `titleKey` while `isPresented` is `true`.
        nonisolated func alert<A: View>(
            _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
        ) -> some View {
            SurfaceModifiedView()
        }

        /// Shows an alert titled with the localized `titleKey`, with `message`, while `isPresented` is `true`.
        nonisolated func alert<A: View, M: View>(
            _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
            @ViewBuilder message: () -> M
        ) -> some View {
            SurfaceModifiedView()
        }

        /// Shows an alert titled `title` while `isPresented` is `true`.
        nonisolated func alert<A: View>(
            _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
        )
            -> some View
        {
            SurfaceModifiedView()
        }

        /// Shows an alert titled `title`, with `message`, while `isPresented` is `true`.
        nonisolated func alert<A: View, M: View>(
            _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
            @ViewBuilder message: () -> M
        ) -> some View {
            SurfaceModifiedView()
        }

        /// Shows a dialog titled `title` while `isPresented` is `true`.
        nonisolated func confirmationDialog<S: StringProtocol, A: View>(
            _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
            @ViewBuilder actions: () -> A
        ) -> some View {
            SurfaceModifiedView()
        }

        /// Shows a dialog titled `title`, with `message`, while `isPresented` is `true`.
        nonisolated func confirmationDialog<S: StringProtocol, A: View, M: View>(
            _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
            @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
        ) -> some View {
            SurfaceModifiedView()
        }

        /// Shows a dialog titled `title` about `data` while `isPresented` is `true`.
        nonisolated func confirmationDialog<S: StringProtocol, A: View, T>(
            _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
            presenting data: T?,
            @ViewBuilder actions: (T) -> A
        ) -> some View {
            SurfaceModifiedView()
        }

        /// Shows a dialog titled `title` about `data`, with a message, while `isPresented` is `true`.
        nonisolated func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
            _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
            presenting data: T?,
            @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
        ) -> some View {
            SurfaceModifiedView()
        }

        /// Shows a dialog titled with the localized `titleKey` about `data` while `isPresented` is `true`.
        nonisolated func confirmationDialog<A: View, T>(
            _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
            titleVisibility: Visibility = .automatic,
            presenting data: T?, @ViewBuilder actions: (T) -> A
        ) -> some View {
            SurfaceModifiedView()
        }

        /// Shows a dialog titled with the localized `titleKey` about `data`, with a message, while
        /// `isPresented` is `true`.
        nonisolated func confirmationDialog<A: View, M: View, T>(
            _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
            titleVisibility: Visibility = .automatic,
            presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
        ) -> some View {
            SurfaceModifiedView()
        }

        /// Stops the user from dismissing a sheet by swiping it down.
        nonisolated func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
            SurfaceModifiedView()
        }

        // Search, state, identity

        /// Adds a search field editing `text`.
        nonisolated func searchable(
            text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
        ) -> some View {
            SurfaceModifiedView()
        }

        /// Adds a search field editing `text`, with the localized prompt `prompt`.
        nonisolated func searchable(
            text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
        ) -> some View {
            SurfaceModifiedView()
        }

        /// Adds a search field editing `text`, with the prompt `prompt`.
        nonisolated func searchable<S: StringProtocol>(
            text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
        ) -> some View {
            SurfaceModifiedView()
        }

        /// Turns the view's controls off while `disabled` is `true`.
        nonisolated func disabled(_ disabled: Bool) -> some View { SurfaceModifiedView() }

        /// Tags the view with `tag`, for a picker or a list selection.
        nonisolated func tag<V: Hashable>(_ tag: V) -> some View { SurfaceModifiedView() }

        /// Gives the view the identity `id`.
        nonisolated func id<ID: Hashable>(_ id: ID) -> some View { SurfaceModifiedView() }

        /// Puts `value` in the environment at `keyPath`.
        nonisolated func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
            -> some View
        {
            SurfaceModifiedView()
        }

        /// Puts the observable `object` in the environment.
        nonisolated func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
            SurfaceModifiedView()
        }

        // Accessibility

        /// Names the view `label` for assistive technologies.
        nonisolated func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
            SurfaceModifiedView()
        }

        /// Names the view `label` for assistive technologies.
        nonisolated func accessibilityLabel(_ label: Text) -> some View { SurfaceModifiedView() }

        /// Names the view with the localized `labelKey` for assistive technologies.
        nonisolated func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
            SurfaceModifiedView()
        }

        /// Tells assistive technologies what activating the view does.
        nonisolated func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
            SurfaceModifiedView()
        }

        /// Tells assistive technologies what activating the view does.
        nonisolated func accessibilityHint(_ hint: Text) -> some View { SurfaceModifiedView() }

        /// Tells assistive technologies what activating the view does, localized.
        nonisolated func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
            SurfaceModifiedView()
        }

        /// Tells assistive technologies the view's value.
        nonisolated func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
            SurfaceModifiedView()
        }

        /// Tells assistive technologies the view's value.
        nonisolated func accessibilityValue(_ value: Text) -> some View { SurfaceModifiedView() }

        /// Tells assistive technologies the view's value, localized.
        nonisolated func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
            SurfaceModifiedView()
        }

        /// Adds `traits` for assistive technologies.
        nonisolated func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
            SurfaceModifiedView()
        }

        /// Removes `traits` for assistive technologies.
        nonisolated func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
            SurfaceModifiedView()
        }

        /// Makes the view one accessibility element that treats its children as `children` says.
        nonisolated func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
            SurfaceModifiedView()
        }

        /// Hides the view from assistive technologies while `hidden` is `true`.
        nonisolated func accessibilityHidden(_ hidden: Bool) -> some View { SurfaceModifiedView() }

        /// Identifies the view to UI tests.
        nonisolated func accessibilityIdentifier(_ identifier: String) -> some View { SurfaceModifiedView() }

        // Text and style

        /// Sets the text's font.
        nonisolated func font(_ font: Font?) -> some View { SurfaceModifiedView() }

        /// Sets the text's weight.
        nonisolated func fontWeight(_ weight: Font.Weight?) -> some View { SurfaceModifiedView() }

        /// Sets the text in bold.
        nonisolated func bold(_ isActive: Bool = true) -> some View { SurfaceModifiedView() }

        /// Draws the foreground with `style`.
        nonisolated func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { SurfaceModifiedView() }

        /// Draws the foreground's first level with `primary` and its second with `secondary`.
        nonisolated func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2)
            -> some View
        {
            SurfaceModifiedView()
        }

        /// Tints controls with `tint`.
        nonisolated func tint(_ tint: Color?) -> some View { SurfaceModifiedView() }

        /// Shows at most `number` lines of text.
        nonisolated func lineLimit(_ number: Int?) -> some View { SurfaceModifiedView() }

        /// Aligns the lines of text.
        nonisolated func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
            SurfaceModifiedView()
        }

        /// Shows the view redacted, for `reason`.
        nonisolated func redacted(reason: RedactionReasons) -> some View { SurfaceModifiedView() }

        /// Sets the look of the lists inside.
        nonisolated func listStyle<S: ListStyle>(_ style: S) -> some View { SurfaceModifiedView() }

        /// Sets the look of the pickers inside.
        nonisolated func pickerStyle<S: PickerStyle>(_ style: S) -> some View { SurfaceModifiedView() }

        /// Sets the look of the buttons inside.
        nonisolated func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
            SurfaceModifiedView()
        }

        // Layout

        /// Pads `edges` by `length` (the platform's default when `nil`).
        nonisolated func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
            SurfaceModifiedView()
        }

        /// Pads every edge by `length`.
        nonisolated func padding(_ length: CGFloat) -> some View { SurfaceModifiedView() }

        /// Pads by `insets`.
        nonisolated func padding(_ insets: EdgeInsets) -> some View { SurfaceModifiedView() }

        /// Puts the view in a frame of fixed size.
        nonisolated func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
            -> some View
        {
            SurfaceModifiedView()
        }

        /// Puts the view in a frame of flexible size.
        nonisolated func frame(
            minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
            minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
            alignment: Alignment = .center
        ) -> some View {
            SurfaceModifiedView()
        }

        /// Scales the view to fit its frame, keeping its aspect ratio.
        nonisolated func scaledToFit() -> some View { SurfaceModifiedView() }

        /// Scales the view to fill its frame, keeping its aspect ratio.
        nonisolated func scaledToFill() -> some View { SurfaceModifiedView() }

        /// Keeps the view at `aspectRatio`, fitting or filling its frame.
        nonisolated func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
            SurfaceModifiedView()
        }

        /// Sets the view's opacity.
        nonisolated func opacity(_ opacity: Double) -> some View { SurfaceModifiedView() }

        /// Puts the views `content` builds over this one.
        nonisolated func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
            -> some View
        {
            SurfaceModifiedView()
        }

        /// Puts the views `content` builds behind this one.
        nonisolated func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
            -> some View
        {
            SurfaceModifiedView()
        }

        /// Fills the view's background with `style`.
        nonisolated func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
            -> some View
        {
            SurfaceModifiedView()
        }

        // Rows

        /// Adds swipe actions to a list row.
        nonisolated func swipeActions<T: View>(
            edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
        ) -> some View {
            SurfaceModifiedView()
        }

        /// Adds a context menu of the views `menuItems` builds.
        nonisolated func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
            SurfaceModifiedView()
        }
    }

    // MARK: - Apps and scenes

    /// An app (Apple's `App`).
    @MainActor @preconcurrency
    protocol App {
        /// The scenes this app is made of.
        associatedtype Body: Scene

        /// The app's scenes.
        @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }

        /// The app, as the system creates it.
        @MainActor @preconcurrency init()
    }

    /// A part of an app's interface with its own life cycle (Apple's `Scene`).
    @MainActor @preconcurrency
    protocol Scene {
        /// The scene this scene is made of.
        associatedtype Body: Scene

        /// The scene's content.
        @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    }

    /// Several scenes built by a ``SceneBuilder``.
    struct TupleScene<T>: Scene {
        /// The scenes.
        nonisolated init(_ value: T) {}

        /// Never called.
        var body: Never { compileOnly() }
    }

    /// Builds scenes from closures (Apple's `SceneBuilder`).
    @resultBuilder
    struct SceneBuilder {
        /// A scene as a builder's component.
        static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }

        /// A closure of one scene.
        static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

        /// A closure of several scenes.
        static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> TupleScene<
            (repeat each Content)
        > {
            TupleScene((repeat each content))
        }
    }

    /// A scene of windows showing the same views (Apple's `WindowGroup`).
    struct WindowGroup<Content: View>: Scene {
        /// Windows showing `content`.
        init(@ViewBuilder content: () -> Content) {}

        /// Windows titled `title` showing `content`.
        init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {}

        /// Windows identified by `id` showing `content`.
        init(id: String, @ViewBuilder content: () -> Content) {}

        /// Never called.
        var body: Never { compileOnly() }
    }

    extension Scene {
        /// Puts the observable `object` in the scene's environment.
        func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene { self }

        /// Runs `action` with the old and new values when `value` changes.
        func onChange<V: Equatable>(
            of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
        ) -> some Scene {
            self
        }
    }
#endif
