import Foundation

/// Text with bold stretches, read from the `**bold**` markers the event popup's description uses.
///
/// ```swift
/// let text = RichText(markup: "Order **2–6 pm** for **an extra star**")
/// text.runs.map(\.isBold)   // [false, true, false, true]
/// text.plainText            // "Order 2–6 pm for an extra star"
/// ```
public struct RichText: Hashable, Sendable, Codable {
    /// One stretch of text in one style.
    public struct Run: Hashable, Sendable, Codable {
        /// The text of the run, never empty.
        public let text: String
        /// Whether the run is bold.
        public let isBold: Bool

        /// A run of `text`, bold or not.
        public init(text: String, isBold: Bool) {
            self.text = text
            self.isBold = isBold
        }
    }

    /// The runs in order; neighbours never share a style.
    public let runs: [Run]

    /// Text made of `runs`; empty runs are dropped and neighbours of one style are joined.
    public init(runs: [Run]) {
        var merged: [Run] = []
        for run in runs where !run.text.isEmpty {
            if let last = merged.last, last.isBold == run.isBold {
                merged[merged.count - 1] = Run(text: last.text + run.text, isBold: last.isBold)
            } else {
                merged.append(run)
            }
        }
        self.runs = merged
    }

    /// Reads `markup`, where each pair of `**` markers encloses bold text. A last `**` without
    /// its pair is kept as it is, as plain text.
    public init(markup: String) {
        let marker = "**"
        var pieces = markup.components(separatedBy: marker)
        var runs: [Run] = []
        // An even number of pieces means an odd number of markers: the last one has no pair.
        var unpairedTail: String?
        if pieces.count.isMultiple(of: 2), let last = pieces.popLast() {
            unpairedTail = marker + last
        }
        for (index, piece) in pieces.enumerated() {
            runs.append(Run(text: piece, isBold: !index.isMultiple(of: 2)))
        }
        if let unpairedTail { runs.append(Run(text: unpairedTail, isBold: false)) }
        self.init(runs: runs)
    }

    /// The text without styles.
    public var plainText: String { runs.map(\.text).joined() }

    /// Whether there is no text at all.
    public var isEmpty: Bool { runs.isEmpty }
}
