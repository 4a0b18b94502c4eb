/// A world exposition: the facts the app's first screen shows on its poster.
///
/// Read from `exposition_universelle_1900.json` with the original app's keys, so
/// the original file decodes unchanged:
///
/// ```swift
/// let exposition = Exposition(
///     title: "파리 만국박람회 1900(L'Exposition de Paris 1900)", visitors: 48_130_300,
///     location: "프랑스 파리", duration: "1900. 04. 14 - 1900. 11. 12",
///     description: "…")
/// exposition.period?.start  // 1900-04-14 00:00 UTC
/// ```
public struct Exposition: Sendable, Hashable, Codable {
    /// The title, like `파리 만국박람회 1900(L'Exposition de Paris 1900)`.
    public var title: String
    /// How many people visited.
    public var visitors: Int
    /// Where it was held, like `프랑스 파리`.
    public var location: String
    /// When it was held, as the file writes it: `1900. 04. 14 - 1900. 11. 12`.
    public var duration: String
    /// A few paragraphs about the exposition, separated by blank lines.
    public var description: String

    /// An exposition with these facts.
    public init(title: String, visitors: Int, location: String, duration: String, description: String) {
        self.title = title
        self.visitors = visitors
        self.location = location
        self.duration = duration
        self.description = description
    }

    /// The original file's keys.
    private enum CodingKeys: String, CodingKey {
        case title, visitors, location, duration, description
    }

    /// Decodes the original file's object; a visitor count that is not a whole number fitting an
    /// `Int` (`4.5`, `1e30`) is reported at `visitors`, not as unreadable JSON.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decode(String.self, forKey: .title)
        do {
            visitors = try container.decode(Int.self, forKey: .visitors)
        } catch let error as DecodingError {
            throw error
        } catch {
            let number = (try? container.decode(Double.self, forKey: .visitors)).map { "\($0)" }
            throw DecodingError.dataCorruptedError(
                forKey: .visitors, in: container,
                debugDescription: number ?? "not a whole number")
        }
        location = try container.decode(String.self, forKey: .location)
        duration = try container.decode(String.self, forKey: .duration)
        description = try container.decode(String.self, forKey: .description)
    }
}
