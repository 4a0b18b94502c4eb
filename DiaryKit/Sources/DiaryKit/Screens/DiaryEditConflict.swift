import Foundation

/// What a writing screen shows when a save found the entry changed elsewhere in a field the person
/// changed too (``DiaryEditorScreenModel/conflict``): the person's text was saved, and the other
/// text is kept here, ready to show, to copy, or to take with
/// ``DiaryEditorScreenModel/takeOtherVersion()``. Nothing either side wrote is lost.
public struct DiaryEditConflict: Sendable, Hashable {
    /// The entry both wrote to.
    public let entryID: UUID
    /// The title saved elsewhere that the person's title replaced; `nil` when the titles did not
    /// clash.
    public let otherTitle: String?
    /// The text saved elsewhere that the person's body replaced; `nil` when the bodies did not
    /// clash.
    public let otherBody: String?
    /// What happened, in a sentence ("This entry was changed elsewhere while you were writing…").
    public let message: String
    /// The label over ``otherTitle`` ("Title saved elsewhere").
    public let otherTitleLabel: String
    /// The label over ``otherBody`` ("Text saved elsewhere").
    public let otherBodyLabel: String
    /// The label of the button that takes the other text ("Use the Other Text").
    public let takeOtherTitle: String
    /// The label of the button that keeps the person's text ("Keep Mine").
    public let keepMineTitle: String

    /// The conflict `saved` reports, worded by `texts`.
    init(_ saved: DiarySavedDraft, entryID: UUID, texts: DiaryText) {
        self.init(entryID: entryID, otherTitle: saved.otherTitle, otherBody: saved.otherBody, texts: texts)
    }

    /// The same conflict, its other texts kept, worded by `texts` (another language's).
    func reworded(by texts: DiaryText) -> DiaryEditConflict {
        DiaryEditConflict(entryID: entryID, otherTitle: otherTitle, otherBody: otherBody, texts: texts)
    }

    /// A conflict over the entry `entryID` keeping these other texts, worded by `texts`.
    private init(entryID: UUID, otherTitle: String?, otherBody: String?, texts: DiaryText) {
        self.entryID = entryID
        self.otherTitle = otherTitle
        self.otherBody = otherBody
        self.message = texts.editorConflict()
        self.otherTitleLabel = texts.editorConflictOtherTitle()
        self.otherBodyLabel = texts.editorConflictOtherBody()
        self.takeOtherTitle = texts.editorConflictTakeOther()
        self.keepMineTitle = texts.editorConflictKeepMine()
    }

    /// Whether the titles clashed.
    public var clashesTitle: Bool { otherTitle != nil }

    /// Whether the bodies clashed.
    public var clashesBody: Bool { otherBody != nil }
}
