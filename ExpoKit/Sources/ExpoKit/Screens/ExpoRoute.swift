/// Where a screen's button or row leads: the exhibit list, or one exhibit's page.
///
/// A model sets its `route` when the user asks to go on; a view navigates there (in SwiftUI, a
/// `navigationDestination(item:)` bound to the model's `route`) and a CLI follows it as it likes.
public enum ExpoRoute: Sendable, Hashable {
    /// The list of exhibits, from the poster's button.
    case exhibitList
    /// The exhibit numbered `number` (counting from 1, as the list does), from a row of the list.
    case exhibit(number: Int)
}
