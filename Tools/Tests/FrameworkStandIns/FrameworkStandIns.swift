// Generated from Tools/Scripts/framework-type-names.txt by Tools/Scripts/check-framework-names.sh --write.
// A stand-in for every public type name of the frameworks an app imports beside a kit.

/// A stand-in for the frameworks' `AccessibilityActionKind`.
public enum AccessibilityActionKind {}
/// A stand-in for the frameworks' `AccessibilityAdjustmentDirection`.
public enum AccessibilityAdjustmentDirection {}
/// A stand-in for the frameworks' `AccessibilityChildBehavior`.
public enum AccessibilityChildBehavior {}
/// A stand-in for the frameworks' `AccessibilityTraits`.
public enum AccessibilityTraits {}
/// A stand-in for the frameworks' `AffineTransform`.
public enum AffineTransform {}
/// A stand-in for the frameworks' `Alert`.
public enum Alert {}
/// A stand-in for the frameworks' `Alignment`.
public enum Alignment {}
/// A stand-in for the frameworks' `AlignmentID`.
public enum AlignmentID {}
/// A stand-in for the frameworks' `Anchor`.
public enum Anchor {}
/// A stand-in for the frameworks' `Angle`.
public enum Angle {}
/// A stand-in for the frameworks' `AngularGradient`.
public enum AngularGradient {}
/// A stand-in for the frameworks' `Animatable`.
public enum Animatable {}
/// A stand-in for the frameworks' `AnimatableModifier`.
public enum AnimatableModifier {}
/// A stand-in for the frameworks' `Animation`.
public enum Animation {}
/// A stand-in for the frameworks' `AnyGesture`.
public enum AnyGesture {}
/// A stand-in for the frameworks' `AnyLayout`.
public enum AnyLayout {}
/// A stand-in for the frameworks' `AnyShape`.
public enum AnyShape {}
/// A stand-in for the frameworks' `AnyShapeStyle`.
public enum AnyShapeStyle {}
/// A stand-in for the frameworks' `AnyTransition`.
public enum AnyTransition {}
/// A stand-in for the frameworks' `AnyView`.
public enum AnyView {}
/// A stand-in for the frameworks' `App`.
public enum App {}
/// A stand-in for the frameworks' `AppStorage`.
public enum AppStorage {}
/// A stand-in for the frameworks' `AppStore`.
public enum AppStore {}
/// A stand-in for the frameworks' `AppTransaction`.
public enum AppTransaction {}
/// A stand-in for the frameworks' `AreaMark`.
public enum AreaMark {}
/// A stand-in for the frameworks' `AsyncImage`.
public enum AsyncImage {}
/// A stand-in for the frameworks' `AsyncImagePhase`.
public enum AsyncImagePhase {}
/// A stand-in for the frameworks' `Attribute`.
public enum Attribute {}
/// A stand-in for the frameworks' `AttributeContainer`.
public enum AttributeContainer {}
/// A stand-in for the frameworks' `AttributedString`.
public enum AttributedString {}
/// A stand-in for the frameworks' `Axis`.
public enum Axis {}
/// A stand-in for the frameworks' `AxisMarks`.
public enum AxisMarks {}
/// A stand-in for the frameworks' `AxisValue`.
public enum AxisValue {}
/// A stand-in for the frameworks' `BackgroundStyle`.
public enum BackgroundStyle {}
/// A stand-in for the frameworks' `BarMark`.
public enum BarMark {}
/// A stand-in for the frameworks' `Bindable`.
public enum Bindable {}
/// A stand-in for the frameworks' `Binding`.
public enum Binding {}
/// A stand-in for the frameworks' `BlendMode`.
public enum BlendMode {}
/// A stand-in for the frameworks' `BorderedButtonStyle`.
public enum BorderedButtonStyle {}
/// A stand-in for the frameworks' `BorderlessButtonStyle`.
public enum BorderlessButtonStyle {}
/// A stand-in for the frameworks' `Bundle`.
public enum Bundle {}
/// A stand-in for the frameworks' `Button`.
public enum Button {}
/// A stand-in for the frameworks' `ButtonRole`.
public enum ButtonRole {}
/// A stand-in for the frameworks' `ButtonStyle`.
public enum ButtonStyle {}
/// A stand-in for the frameworks' `ButtonStyleConfiguration`.
public enum ButtonStyleConfiguration {}
/// A stand-in for the frameworks' `ByteCountFormatter`.
public enum ByteCountFormatter {}
/// A stand-in for the frameworks' `Calendar`.
public enum Calendar {}
/// A stand-in for the frameworks' `Canvas`.
public enum Canvas {}
/// A stand-in for the frameworks' `Capsule`.
public enum Capsule {}
/// A stand-in for the frameworks' `CharacterSet`.
public enum CharacterSet {}
/// A stand-in for the frameworks' `Chart`.
public enum Chart {}
/// A stand-in for the frameworks' `ChartContent`.
public enum ChartContent {}
/// A stand-in for the frameworks' `ChartProxy`.
public enum ChartProxy {}
/// A stand-in for the frameworks' `Circle`.
public enum Circle {}
/// A stand-in for the frameworks' `Color`.
public enum Color {}
/// A stand-in for the frameworks' `ColorPicker`.
public enum ColorPicker {}
/// A stand-in for the frameworks' `ColorScheme`.
public enum ColorScheme {}
/// A stand-in for the frameworks' `CommandGroup`.
public enum CommandGroup {}
/// A stand-in for the frameworks' `CommandMenu`.
public enum CommandMenu {}
/// A stand-in for the frameworks' `Commands`.
public enum Commands {}
/// A stand-in for the frameworks' `ContainerRelativeShape`.
public enum ContainerRelativeShape {}
/// A stand-in for the frameworks' `ContentMode`.
public enum ContentMode {}
/// A stand-in for the frameworks' `ContentShapeKinds`.
public enum ContentShapeKinds {}
/// A stand-in for the frameworks' `ContentUnavailableView`.
public enum ContentUnavailableView {}
/// A stand-in for the frameworks' `ContextMenu`.
public enum ContextMenu {}
/// A stand-in for the frameworks' `ControlGroup`.
public enum ControlGroup {}
/// A stand-in for the frameworks' `ControlSize`.
public enum ControlSize {}
/// A stand-in for the frameworks' `CoordinateSpace`.
public enum CoordinateSpace {}
/// A stand-in for the frameworks' `CurrentWeather`.
public enum CurrentWeather {}
/// A stand-in for the frameworks' `Data`.
public enum Data {}
/// A stand-in for the frameworks' `Date`.
public enum Date {}
/// A stand-in for the frameworks' `DateComponents`.
public enum DateComponents {}
/// A stand-in for the frameworks' `DateFormatter`.
public enum DateFormatter {}
/// A stand-in for the frameworks' `DateInterval`.
public enum DateInterval {}
/// A stand-in for the frameworks' `DatePicker`.
public enum DatePicker {}
/// A stand-in for the frameworks' `DatePickerComponents`.
public enum DatePickerComponents {}
/// A stand-in for the frameworks' `DayPrecipitationSummary`.
public enum DayPrecipitationSummary {}
/// A stand-in for the frameworks' `DayWeather`.
public enum DayWeather {}
/// A stand-in for the frameworks' `Decimal`.
public enum Decimal {}
/// A stand-in for the frameworks' `DefaultButtonStyle`.
public enum DefaultButtonStyle {}
/// A stand-in for the frameworks' `DeleteRule`.
public enum DeleteRule {}
/// A stand-in for the frameworks' `DisclosureGroup`.
public enum DisclosureGroup {}
/// A stand-in for the frameworks' `Divider`.
public enum Divider {}
/// A stand-in for the frameworks' `DocumentGroup`.
public enum DocumentGroup {}
/// A stand-in for the frameworks' `DragGesture`.
public enum DragGesture {}
/// A stand-in for the frameworks' `DynamicProperty`.
public enum DynamicProperty {}
/// A stand-in for the frameworks' `DynamicTypeSize`.
public enum DynamicTypeSize {}
/// A stand-in for the frameworks' `Edge`.
public enum Edge {}
/// A stand-in for the frameworks' `EdgeInsets`.
public enum EdgeInsets {}
/// A stand-in for the frameworks' `EditButton`.
public enum EditButton {}
/// A stand-in for the frameworks' `EditMode`.
public enum EditMode {}
/// A stand-in for the frameworks' `Ellipse`.
public enum Ellipse {}
/// A stand-in for the frameworks' `EmptyCommands`.
public enum EmptyCommands {}
/// A stand-in for the frameworks' `EmptyView`.
public enum EmptyView {}
/// A stand-in for the frameworks' `Environment`.
public enum Environment {}
/// A stand-in for the frameworks' `EnvironmentKey`.
public enum EnvironmentKey {}
/// A stand-in for the frameworks' `EnvironmentObject`.
public enum EnvironmentObject {}
/// A stand-in for the frameworks' `EnvironmentValues`.
public enum EnvironmentValues {}
/// A stand-in for the frameworks' `EquatableView`.
public enum EquatableView {}
/// A stand-in for the frameworks' `Expression`.
public enum Expression {}
/// A stand-in for the frameworks' `FetchDescriptor`.
public enum FetchDescriptor {}
/// A stand-in for the frameworks' `FetchRequest`.
public enum FetchRequest {}
/// A stand-in for the frameworks' `FetchedResults`.
public enum FetchedResults {}
/// A stand-in for the frameworks' `FileDocument`.
public enum FileDocument {}
/// A stand-in for the frameworks' `FileHandle`.
public enum FileHandle {}
/// A stand-in for the frameworks' `FileManager`.
public enum FileManager {}
/// A stand-in for the frameworks' `FocusState`.
public enum FocusState {}
/// A stand-in for the frameworks' `FocusedBinding`.
public enum FocusedBinding {}
/// A stand-in for the frameworks' `FocusedValue`.
public enum FocusedValue {}
/// A stand-in for the frameworks' `Font`.
public enum Font {}
/// A stand-in for the frameworks' `ForEach`.
public enum ForEach {}
/// A stand-in for the frameworks' `Forecast`.
public enum Forecast {}
/// A stand-in for the frameworks' `Form`.
public enum Form {}
/// A stand-in for the frameworks' `FormStyle`.
public enum FormStyle {}
/// A stand-in for the frameworks' `FormatStyle`.
public enum FormatStyle {}
/// A stand-in for the frameworks' `Gauge`.
public enum Gauge {}
/// A stand-in for the frameworks' `GeometryProxy`.
public enum GeometryProxy {}
/// A stand-in for the frameworks' `GeometryReader`.
public enum GeometryReader {}
/// A stand-in for the frameworks' `Gesture`.
public enum Gesture {}
/// A stand-in for the frameworks' `GestureState`.
public enum GestureState {}
/// A stand-in for the frameworks' `Gradient`.
public enum Gradient {}
/// A stand-in for the frameworks' `Grid`.
public enum Grid {}
/// A stand-in for the frameworks' `GridItem`.
public enum GridItem {}
/// A stand-in for the frameworks' `GridRow`.
public enum GridRow {}
/// A stand-in for the frameworks' `Group`.
public enum Group {}
/// A stand-in for the frameworks' `GroupBox`.
public enum GroupBox {}
/// A stand-in for the frameworks' `HStack`.
public enum HStack {}
/// A stand-in for the frameworks' `HistoryDescriptor`.
public enum HistoryDescriptor {}
/// A stand-in for the frameworks' `HorizontalAlignment`.
public enum HorizontalAlignment {}
/// A stand-in for the frameworks' `Host`.
public enum Host {}
/// A stand-in for the frameworks' `HourWeather`.
public enum HourWeather {}
/// A stand-in for the frameworks' `Image`.
public enum Image {}
/// A stand-in for the frameworks' `ImagePaint`.
public enum ImagePaint {}
/// A stand-in for the frameworks' `ImageRenderer`.
public enum ImageRenderer {}
/// A stand-in for the frameworks' `ImageResource`.
public enum ImageResource {}
/// A stand-in for the frameworks' `IndexPath`.
public enum IndexPath {}
/// A stand-in for the frameworks' `IndexSet`.
public enum IndexSet {}
/// A stand-in for the frameworks' `JSONDecoder`.
public enum JSONDecoder {}
/// A stand-in for the frameworks' `JSONEncoder`.
public enum JSONEncoder {}
/// A stand-in for the frameworks' `Label`.
public enum Label {}
/// A stand-in for the frameworks' `LabelStyle`.
public enum LabelStyle {}
/// A stand-in for the frameworks' `LabeledContent`.
public enum LabeledContent {}
/// A stand-in for the frameworks' `Layout`.
public enum Layout {}
/// A stand-in for the frameworks' `LayoutSubviews`.
public enum LayoutSubviews {}
/// A stand-in for the frameworks' `LazyHGrid`.
public enum LazyHGrid {}
/// A stand-in for the frameworks' `LazyHStack`.
public enum LazyHStack {}
/// A stand-in for the frameworks' `LazyVGrid`.
public enum LazyVGrid {}
/// A stand-in for the frameworks' `LazyVStack`.
public enum LazyVStack {}
/// A stand-in for the frameworks' `LineMark`.
public enum LineMark {}
/// A stand-in for the frameworks' `LinearGradient`.
public enum LinearGradient {}
/// A stand-in for the frameworks' `Link`.
public enum Link {}
/// A stand-in for the frameworks' `List`.
public enum List {}
/// A stand-in for the frameworks' `ListStyle`.
public enum ListStyle {}
/// A stand-in for the frameworks' `Locale`.
public enum Locale {}
/// A stand-in for the frameworks' `LocalizedStringKey`.
public enum LocalizedStringKey {}
/// A stand-in for the frameworks' `LocalizedStringResource`.
public enum LocalizedStringResource {}
/// A stand-in for the frameworks' `LongPressGesture`.
public enum LongPressGesture {}
/// A stand-in for the frameworks' `MagnifyGesture`.
public enum MagnifyGesture {}
/// A stand-in for the frameworks' `Material`.
public enum Material {}
/// A stand-in for the frameworks' `Measurement`.
public enum Measurement {}
/// A stand-in for the frameworks' `Menu`.
public enum Menu {}
/// A stand-in for the frameworks' `MenuStyle`.
public enum MenuStyle {}
/// A stand-in for the frameworks' `MinuteWeather`.
public enum MinuteWeather {}
/// A stand-in for the frameworks' `Model`.
public enum Model {}
/// A stand-in for the frameworks' `ModelActor`.
public enum ModelActor {}
/// A stand-in for the frameworks' `ModelConfiguration`.
public enum ModelConfiguration {}
/// A stand-in for the frameworks' `ModelContainer`.
public enum ModelContainer {}
/// A stand-in for the frameworks' `ModelContext`.
public enum ModelContext {}
/// A stand-in for the frameworks' `ModifiedContent`.
public enum ModifiedContent {}
/// A stand-in for the frameworks' `MoonEvents`.
public enum MoonEvents {}
/// A stand-in for the frameworks' `MultiDatePicker`.
public enum MultiDatePicker {}
/// A stand-in for the frameworks' `NSLayoutConstraint`.
public enum NSLayoutConstraint {}
/// A stand-in for the frameworks' `NSTextAttachment`.
public enum NSTextAttachment {}
/// A stand-in for the frameworks' `Namespace`.
public enum Namespace {}
/// A stand-in for the frameworks' `NavigationLink`.
public enum NavigationLink {}
/// A stand-in for the frameworks' `NavigationPath`.
public enum NavigationPath {}
/// A stand-in for the frameworks' `NavigationSplitView`.
public enum NavigationSplitView {}
/// A stand-in for the frameworks' `NavigationStack`.
public enum NavigationStack {}
/// A stand-in for the frameworks' `NavigationView`.
public enum NavigationView {}
/// A stand-in for the frameworks' `Notification`.
public enum Notification {}
/// A stand-in for the frameworks' `NotificationCenter`.
public enum NotificationCenter {}
/// A stand-in for the frameworks' `NumberFormatter`.
public enum NumberFormatter {}
/// A stand-in for the frameworks' `Observable`.
public enum Observable {}
/// A stand-in for the frameworks' `ObservationIgnored`.
public enum ObservationIgnored {}
/// A stand-in for the frameworks' `ObservationRegistrar`.
public enum ObservationRegistrar {}
/// A stand-in for the frameworks' `ObservationTracked`.
public enum ObservationTracked {}
/// A stand-in for the frameworks' `Observations`.
public enum Observations {}
/// A stand-in for the frameworks' `ObservedObject`.
public enum ObservedObject {}
/// A stand-in for the frameworks' `OpenURLAction`.
public enum OpenURLAction {}
/// A stand-in for the frameworks' `Operation`.
public enum Operation {}
/// A stand-in for the frameworks' `OperationQueue`.
public enum OperationQueue {}
/// A stand-in for the frameworks' `OutlineGroup`.
public enum OutlineGroup {}
/// A stand-in for the frameworks' `PasteButton`.
public enum PasteButton {}
/// A stand-in for the frameworks' `Path`.
public enum Path {}
/// A stand-in for the frameworks' `PersistentIdentifier`.
public enum PersistentIdentifier {}
/// A stand-in for the frameworks' `PersistentModel`.
public enum PersistentModel {}
/// A stand-in for the frameworks' `Picker`.
public enum Picker {}
/// A stand-in for the frameworks' `PickerStyle`.
public enum PickerStyle {}
/// A stand-in for the frameworks' `Pipe`.
public enum Pipe {}
/// A stand-in for the frameworks' `PlottableValue`.
public enum PlottableValue {}
/// A stand-in for the frameworks' `PointMark`.
public enum PointMark {}
/// A stand-in for the frameworks' `Port`.
public enum Port {}
/// A stand-in for the frameworks' `Precipitation`.
public enum Precipitation {}
/// A stand-in for the frameworks' `Predicate`.
public enum Predicate {}
/// A stand-in for the frameworks' `PreferenceKey`.
public enum PreferenceKey {}
/// A stand-in for the frameworks' `PresentationDetent`.
public enum PresentationDetent {}
/// A stand-in for the frameworks' `PresentationMode`.
public enum PresentationMode {}
/// A stand-in for the frameworks' `PressureTrend`.
public enum PressureTrend {}
/// A stand-in for the frameworks' `PrimitiveButtonStyle`.
public enum PrimitiveButtonStyle {}
/// A stand-in for the frameworks' `Process`.
public enum Process {}
/// A stand-in for the frameworks' `ProcessInfo`.
public enum ProcessInfo {}
/// A stand-in for the frameworks' `Product`.
public enum Product {}
/// A stand-in for the frameworks' `ProductView`.
public enum ProductView {}
/// A stand-in for the frameworks' `Progress`.
public enum Progress {}
/// A stand-in for the frameworks' `ProgressView`.
public enum ProgressView {}
/// A stand-in for the frameworks' `PropertyListDecoder`.
public enum PropertyListDecoder {}
/// A stand-in for the frameworks' `PropertyListEncoder`.
public enum PropertyListEncoder {}
/// A stand-in for the frameworks' `ProposedViewSize`.
public enum ProposedViewSize {}
/// A stand-in for the frameworks' `Query`.
public enum Query {}
/// A stand-in for the frameworks' `RadialGradient`.
public enum RadialGradient {}
/// A stand-in for the frameworks' `Rectangle`.
public enum Rectangle {}
/// A stand-in for the frameworks' `RectangleMark`.
public enum RectangleMark {}
/// A stand-in for the frameworks' `Relationship`.
public enum Relationship {}
/// A stand-in for the frameworks' `RenameButton`.
public enum RenameButton {}
/// A stand-in for the frameworks' `RequestReviewAction`.
public enum RequestReviewAction {}
/// A stand-in for the frameworks' `RotateGesture`.
public enum RotateGesture {}
/// A stand-in for the frameworks' `RoundedCornerStyle`.
public enum RoundedCornerStyle {}
/// A stand-in for the frameworks' `RoundedRectangle`.
public enum RoundedRectangle {}
/// A stand-in for the frameworks' `RuleMark`.
public enum RuleMark {}
/// A stand-in for the frameworks' `RunLoop`.
public enum RunLoop {}
/// A stand-in for the frameworks' `SKPaymentQueue`.
public enum SKPaymentQueue {}
/// A stand-in for the frameworks' `SKProduct`.
public enum SKProduct {}
/// A stand-in for the frameworks' `SKStoreReviewController`.
public enum SKStoreReviewController {}
/// A stand-in for the frameworks' `SafeAreaRegions`.
public enum SafeAreaRegions {}
/// A stand-in for the frameworks' `ScaledMetric`.
public enum ScaledMetric {}
/// A stand-in for the frameworks' `Scanner`.
public enum Scanner {}
/// A stand-in for the frameworks' `Scene`.
public enum Scene {}
/// A stand-in for the frameworks' `ScenePhase`.
public enum ScenePhase {}
/// A stand-in for the frameworks' `SceneStorage`.
public enum SceneStorage {}
/// A stand-in for the frameworks' `Schema`.
public enum Schema {}
/// A stand-in for the frameworks' `SchemaMigrationPlan`.
public enum SchemaMigrationPlan {}
/// A stand-in for the frameworks' `ScrollPosition`.
public enum ScrollPosition {}
/// A stand-in for the frameworks' `ScrollView`.
public enum ScrollView {}
/// A stand-in for the frameworks' `ScrollViewProxy`.
public enum ScrollViewProxy {}
/// A stand-in for the frameworks' `ScrollViewReader`.
public enum ScrollViewReader {}
/// A stand-in for the frameworks' `SearchFieldPlacement`.
public enum SearchFieldPlacement {}
/// A stand-in for the frameworks' `Section`.
public enum Section {}
/// A stand-in for the frameworks' `SectorMark`.
public enum SectorMark {}
/// A stand-in for the frameworks' `SecureField`.
public enum SecureField {}
/// A stand-in for the frameworks' `Settings`.
public enum Settings {}
/// A stand-in for the frameworks' `Shape`.
public enum Shape {}
/// A stand-in for the frameworks' `ShapeStyle`.
public enum ShapeStyle {}
/// A stand-in for the frameworks' `ShareLink`.
public enum ShareLink {}
/// A stand-in for the frameworks' `Slider`.
public enum Slider {}
/// A stand-in for the frameworks' `SortComparator`.
public enum SortComparator {}
/// A stand-in for the frameworks' `SortDescriptor`.
public enum SortDescriptor {}
/// A stand-in for the frameworks' `Spacer`.
public enum Spacer {}
/// A stand-in for the frameworks' `State`.
public enum State {}
/// A stand-in for the frameworks' `StateObject`.
public enum StateObject {}
/// A stand-in for the frameworks' `Stepper`.
public enum Stepper {}
/// A stand-in for the frameworks' `StoreKitError`.
public enum StoreKitError {}
/// A stand-in for the frameworks' `StoreView`.
public enum StoreView {}
/// A stand-in for the frameworks' `Stream`.
public enum Stream {}
/// A stand-in for the frameworks' `StrokeStyle`.
public enum StrokeStyle {}
/// A stand-in for the frameworks' `SubmitLabel`.
public enum SubmitLabel {}
/// A stand-in for the frameworks' `SubscriptionStoreView`.
public enum SubscriptionStoreView {}
/// A stand-in for the frameworks' `Subview`.
public enum Subview {}
/// A stand-in for the frameworks' `SunEvents`.
public enum SunEvents {}
/// A stand-in for the frameworks' `Symbol`.
public enum Symbol {}
/// A stand-in for the frameworks' `Tab`.
public enum Tab {}
/// A stand-in for the frameworks' `TabView`.
public enum TabView {}
/// A stand-in for the frameworks' `Table`.
public enum Table {}
/// A stand-in for the frameworks' `TableColumn`.
public enum TableColumn {}
/// A stand-in for the frameworks' `TapGesture`.
public enum TapGesture {}
/// A stand-in for the frameworks' `Text`.
public enum Text {}
/// A stand-in for the frameworks' `TextAlignment`.
public enum TextAlignment {}
/// A stand-in for the frameworks' `TextEditor`.
public enum TextEditor {}
/// A stand-in for the frameworks' `TextField`.
public enum TextField {}
/// A stand-in for the frameworks' `TextFieldStyle`.
public enum TextFieldStyle {}
/// A stand-in for the frameworks' `Thread`.
public enum Thread {}
/// A stand-in for the frameworks' `TimeZone`.
public enum TimeZone {}
/// A stand-in for the frameworks' `TimelineView`.
public enum TimelineView {}
/// A stand-in for the frameworks' `Timer`.
public enum Timer {}
/// A stand-in for the frameworks' `Toggle`.
public enum Toggle {}
/// A stand-in for the frameworks' `ToggleStyle`.
public enum ToggleStyle {}
/// A stand-in for the frameworks' `ToolbarContent`.
public enum ToolbarContent {}
/// A stand-in for the frameworks' `ToolbarItem`.
public enum ToolbarItem {}
/// A stand-in for the frameworks' `ToolbarItemGroup`.
public enum ToolbarItemGroup {}
/// A stand-in for the frameworks' `ToolbarItemPlacement`.
public enum ToolbarItemPlacement {}
/// A stand-in for the frameworks' `Transaction`.
public enum Transaction {}
/// A stand-in for the frameworks' `Transition`.
public enum Transition {}
/// A stand-in for the frameworks' `TupleView`.
public enum TupleView {}
/// A stand-in for the frameworks' `UIAction`.
public enum UIAction {}
/// A stand-in for the frameworks' `UIActivityViewController`.
public enum UIActivityViewController {}
/// A stand-in for the frameworks' `UIAlertAction`.
public enum UIAlertAction {}
/// A stand-in for the frameworks' `UIAlertController`.
public enum UIAlertController {}
/// A stand-in for the frameworks' `UIApplication`.
public enum UIApplication {}
/// A stand-in for the frameworks' `UIApplicationDelegate`.
public enum UIApplicationDelegate {}
/// A stand-in for the frameworks' `UIBarButtonItem`.
public enum UIBarButtonItem {}
/// A stand-in for the frameworks' `UIButton`.
public enum UIButton {}
/// A stand-in for the frameworks' `UICollectionView`.
public enum UICollectionView {}
/// A stand-in for the frameworks' `UICollectionViewCell`.
public enum UICollectionViewCell {}
/// A stand-in for the frameworks' `UIColor`.
public enum UIColor {}
/// A stand-in for the frameworks' `UIDevice`.
public enum UIDevice {}
/// A stand-in for the frameworks' `UIFont`.
public enum UIFont {}
/// A stand-in for the frameworks' `UIGraphicsImageRenderer`.
public enum UIGraphicsImageRenderer {}
/// A stand-in for the frameworks' `UIImage`.
public enum UIImage {}
/// A stand-in for the frameworks' `UIImageView`.
public enum UIImageView {}
/// A stand-in for the frameworks' `UILabel`.
public enum UILabel {}
/// A stand-in for the frameworks' `UIMenu`.
public enum UIMenu {}
/// A stand-in for the frameworks' `UINavigationController`.
public enum UINavigationController {}
/// A stand-in for the frameworks' `UIScene`.
public enum UIScene {}
/// A stand-in for the frameworks' `UIScreen`.
public enum UIScreen {}
/// A stand-in for the frameworks' `UIScrollView`.
public enum UIScrollView {}
/// A stand-in for the frameworks' `UIStackView`.
public enum UIStackView {}
/// A stand-in for the frameworks' `UITableView`.
public enum UITableView {}
/// A stand-in for the frameworks' `UITableViewCell`.
public enum UITableViewCell {}
/// A stand-in for the frameworks' `UITextField`.
public enum UITextField {}
/// A stand-in for the frameworks' `UITextView`.
public enum UITextView {}
/// A stand-in for the frameworks' `UIView`.
public enum UIView {}
/// A stand-in for the frameworks' `UIViewController`.
public enum UIViewController {}
/// A stand-in for the frameworks' `UIWindow`.
public enum UIWindow {}
/// A stand-in for the frameworks' `UIWindowScene`.
public enum UIWindowScene {}
/// A stand-in for the frameworks' `URL`.
public enum URL {}
/// A stand-in for the frameworks' `URLComponents`.
public enum URLComponents {}
/// A stand-in for the frameworks' `URLCredential`.
public enum URLCredential {}
/// A stand-in for the frameworks' `URLProtectionSpace`.
public enum URLProtectionSpace {}
/// A stand-in for the frameworks' `URLQueryItem`.
public enum URLQueryItem {}
/// A stand-in for the frameworks' `URLRequest`.
public enum URLRequest {}
/// A stand-in for the frameworks' `URLResponse`.
public enum URLResponse {}
/// A stand-in for the frameworks' `URLSession`.
public enum URLSession {}
/// A stand-in for the frameworks' `UUID`.
public enum UUID {}
/// A stand-in for the frameworks' `UVIndex`.
public enum UVIndex {}
/// A stand-in for the frameworks' `UnevenRoundedRectangle`.
public enum UnevenRoundedRectangle {}
/// A stand-in for the frameworks' `Unit`.
public enum Unit {}
/// A stand-in for the frameworks' `UnitLength`.
public enum UnitLength {}
/// A stand-in for the frameworks' `UnitMass`.
public enum UnitMass {}
/// A stand-in for the frameworks' `UnitPoint`.
public enum UnitPoint {}
/// A stand-in for the frameworks' `UnitVolume`.
public enum UnitVolume {}
/// A stand-in for the frameworks' `UserDefaults`.
public enum UserDefaults {}
/// A stand-in for the frameworks' `VStack`.
public enum VStack {}
/// A stand-in for the frameworks' `VerificationResult`.
public enum VerificationResult {}
/// A stand-in for the frameworks' `VersionedSchema`.
public enum VersionedSchema {}
/// A stand-in for the frameworks' `VerticalAlignment`.
public enum VerticalAlignment {}
/// A stand-in for the frameworks' `View`.
public enum View {}
/// A stand-in for the frameworks' `ViewBuilder`.
public enum ViewBuilder {}
/// A stand-in for the frameworks' `ViewDimensions`.
public enum ViewDimensions {}
/// A stand-in for the frameworks' `ViewModifier`.
public enum ViewModifier {}
/// A stand-in for the frameworks' `ViewThatFits`.
public enum ViewThatFits {}
/// A stand-in for the frameworks' `Visibility`.
public enum Visibility {}
/// A stand-in for the frameworks' `Weather`.
public enum Weather {}
/// A stand-in for the frameworks' `WeatherAlert`.
public enum WeatherAlert {}
/// A stand-in for the frameworks' `WeatherAttribution`.
public enum WeatherAttribution {}
/// A stand-in for the frameworks' `WeatherAvailability`.
public enum WeatherAvailability {}
/// A stand-in for the frameworks' `WeatherCondition`.
public enum WeatherCondition {}
/// A stand-in for the frameworks' `WeatherError`.
public enum WeatherError {}
/// A stand-in for the frameworks' `WeatherQuery`.
public enum WeatherQuery {}
/// A stand-in for the frameworks' `WeatherService`.
public enum WeatherService {}
/// A stand-in for the frameworks' `WeatherSeverity`.
public enum WeatherSeverity {}
/// A stand-in for the frameworks' `Wind`.
public enum Wind {}
/// A stand-in for the frameworks' `Window`.
public enum Window {}
/// A stand-in for the frameworks' `WindowGroup`.
public enum WindowGroup {}
/// A stand-in for the frameworks' `WindowResizability`.
public enum WindowResizability {}
/// A stand-in for the frameworks' `ZStack`.
public enum ZStack {}
