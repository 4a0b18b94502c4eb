import Foundation

/// Times pieces of work and prints them as ratios against a baseline.
///
/// Every figure is the best of several samples (the least disturbed run), in
/// nanoseconds per iteration; kit and baseline samples are interleaved so that
/// both see the same machine.
enum Harness {
    /// Whether any bar was missed so far; `main` turns this into the exit code.
    nonisolated(unsafe) static var missedBars: [String] = []

    /// Prints a section heading.
    static func section(_ title: String) {
        print("\n== \(title)")
    }

    /// Nanoseconds per iteration of `body`, best of `samples`.
    static func measure(iterations: Int, samples: Int = 7, _ body: () throws -> Void) rethrows -> Double {
        var best = Double.infinity
        for _ in 0..<samples {
            let start = ContinuousClock.now
            for _ in 0..<iterations { try body() }
            best = min(best, nanoseconds(since: start) / Double(iterations))
        }
        return best
    }

    /// Nanoseconds per iteration of an async `body`, best of `samples`; runs where its caller
    /// runs (on the main actor for a screen model), so timing adds no hop.
    nonisolated(nonsending) static func measure(
        iterations: Int, samples: Int = 7, _ body: () async throws -> Void
    ) async rethrows -> Double {
        var best = Double.infinity
        for _ in 0..<samples {
            let start = ContinuousClock.now
            for _ in 0..<iterations { try await body() }
            best = min(best, nanoseconds(since: start) / Double(iterations))
        }
        return best
    }

    /// Nanoseconds elapsed since `start`.
    static func nanoseconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    }

    /// Compares two synchronous bodies doing the same work; samples alternate.
    @discardableResult
    static func compare(
        _ title: String, iterations: Int, samples: Int = 7, bar: Double?,
        baseline: () throws -> Void, kit: () throws -> Void
    ) rethrows -> Double {
        var bestKit = Double.infinity
        var bestBaseline = Double.infinity
        for _ in 0..<samples {
            bestBaseline = min(bestBaseline, try measure(iterations: iterations, samples: 1, baseline))
            bestKit = min(bestKit, try measure(iterations: iterations, samples: 1, kit))
        }
        return report(title, kit: bestKit, baseline: bestBaseline, bar: bar)
    }

    /// Compares two async bodies doing the same work; samples alternate; runs where its caller
    /// runs.
    @discardableResult
    nonisolated(nonsending) static func compare(
        _ title: String, iterations: Int, samples: Int = 7, bar: Double?,
        baseline: () async throws -> Void, kit: () async throws -> Void
    ) async rethrows -> Double {
        var bestKit = Double.infinity
        var bestBaseline = Double.infinity
        for _ in 0..<samples {
            bestBaseline = min(bestBaseline, try await measure(iterations: iterations, samples: 1, baseline))
            bestKit = min(bestKit, try await measure(iterations: iterations, samples: 1, kit))
        }
        return report(title, kit: bestKit, baseline: bestBaseline, bar: bar)
    }

    /// Prints one figure: both costs, their ratio and the bar it must meet.
    @discardableResult
    static func report(_ title: String, kit: Double, baseline: Double, bar: Double?) -> Double {
        let ratio = kit / baseline
        var line =
            "  \(title.padding(toLength: 44, withPad: " ", startingAt: 0))"
            + " kit \(format(kit)) · baseline \(format(baseline)) · ratio \(String(format: "%.2f", ratio))×"
        if let bar {
            let met = ratio <= bar
            line += "  (bar ≤ \(String(format: "%g", bar))×: \(met ? "met" : "MISSED"))"
            if !met { missedBars.append(title) }
        }
        print(line)
        return ratio
    }

    /// Prints a fact that is not a ratio (a count, a check).
    static func fact(_ title: String, _ value: String, ok: Bool = true) {
        print(
            "  \(title.padding(toLength: 44, withPad: " ", startingAt: 0)) \(value)\(ok ? "" : "  (MISSED)")")
        if !ok { missedBars.append(title) }
    }

    /// A duration in the most readable unit.
    static func format(_ nanoseconds: Double) -> String {
        switch nanoseconds {
        case ..<1_000: String(format: "%.1f ns", nanoseconds)
        case ..<1_000_000: String(format: "%.2f µs", nanoseconds / 1_000)
        default: String(format: "%.2f ms", nanoseconds / 1_000_000)
        }
    }
}
