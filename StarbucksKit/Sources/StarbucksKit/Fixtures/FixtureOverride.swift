/// What a folder of fixture files made of a ``FixtureSet``: the set with every usable file in
/// place, and why each other file could not be used (see ``FixtureSet/overrides(from:)``).
public struct FixtureOverride: Sendable {
    /// The set, with the usable files in place and the unusable files' fixtures missing.
    public let fixtures: FixtureSet
    /// Why each file left out could not be used, in the order of the files' names.
    public let problems: [FixtureError]

    /// An override with these values.
    public init(fixtures: FixtureSet, problems: [FixtureError]) {
        self.fixtures = fixtures
        self.problems = problems
    }
}
