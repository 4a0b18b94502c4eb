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

    /// The best of repeated samples, and whether another sample is still worth taking.
    ///
    /// A figure is the least disturbed run, so it can only improve with more samples; it has
    /// settled once `minimum` samples are in and the last ``settlingRun`` samples improved it by
    /// less than ``tolerance``, so that two runs of `make bench` agree within a few per cent.
    /// Sampling stops at 4 × `minimum` (at least 20) whatever happens.
    struct Best {
        /// How much better a sample must be to count as an improvement.
        static let tolerance = 0.01
        /// How many samples in a row without an improvement settle a figure.
        static let settlingRun = 6

        /// The fewest samples taken.
        let minimum: Int
        /// The most samples taken.
        let maximum: Int
        /// The best sample so far (infinity before the first).
        private(set) var value = Double.infinity
        /// How many samples were taken.
        private(set) var count = 0
        private var sinceImprovement = 0

        init(minimum: Int) {
            self.minimum = max(1, minimum)
            self.maximum = max(4 * self.minimum, 20)
        }

        /// Takes one more sample.
        mutating func add(_ sample: Double) {
            count += 1
            sinceImprovement = sample < value * (1 - Self.tolerance) ? 0 : sinceImprovement + 1
            value = min(value, sample)
        }

        /// Whether the figure has settled (or the most samples were taken).
        var settled: Bool {
            count >= maximum || (count >= minimum && sinceImprovement >= Self.settlingRun)
        }
    }

    /// Nanoseconds per iteration of `body`, best of at least `samples` until the best settles
    /// (see ``Best``).
    static func measure(iterations: Int, samples: Int = 7, _ body: () throws -> Void) rethrows -> Double {
        try sampled(iterations: iterations, samples: samples, body).value
    }

    /// The settled best of at least `samples` samples of `iterations` runs of `body`, with how
    /// many samples it took (see ``Best``).
    static func sampled(iterations: Int, samples: Int, _ body: () throws -> Void) rethrows -> Best {
        var best = Best(minimum: samples)
        while !best.settled { best.add(try once(iterations: iterations, body)) }
        return best
    }

    /// Nanoseconds per iteration of an async `body`, best of at least `samples` until the best
    /// settles (see ``Best``); runs where its caller runs (on the main actor for a screen model),
    /// so timing adds no hop.
    nonisolated(nonsending) static func measure(
        iterations: Int, samples: Int = 7, _ body: () async throws -> Void
    ) async rethrows -> Double {
        try await sampled(iterations: iterations, samples: samples, body).value
    }

    /// The settled best of at least `samples` samples of `iterations` runs of an async `body`,
    /// with how many samples it took (see ``Best``); runs where its caller runs.
    nonisolated(nonsending) static func sampled(
        iterations: Int, samples: Int, _ body: () async throws -> Void
    ) async rethrows -> Best {
        var best = Best(minimum: samples)
        while !best.settled { best.add(try await once(iterations: iterations, body)) }
        return best
    }

    /// Nanoseconds per iteration of one sample of `iterations` runs of `body`.
    static func once(iterations: Int, _ body: () throws -> Void) rethrows -> Double {
        let start = ContinuousClock.now
        for _ in 0..<iterations { try body() }
        return nanoseconds(since: start) / Double(iterations)
    }

    /// Nanoseconds per iteration of one sample of `iterations` runs of an async `body`.
    nonisolated(nonsending) static func once(
        iterations: Int, _ body: () async throws -> Void
    ) async rethrows -> Double {
        let start = ContinuousClock.now
        for _ in 0..<iterations { try await body() }
        return nanoseconds(since: start) / Double(iterations)
    }

    /// Nanoseconds elapsed since `start`.
    static func nanoseconds(since start: ContinuousClock.Instant) -> Double {
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    }

    /// Compares two synchronous bodies doing the same work; samples alternate until both
    /// figures settle (see ``Best``).
    @discardableResult
    static func compare(
        _ title: String, iterations: Int, samples: Int = 7, bar: Double?,
        baseline: () throws -> Void, kit: () throws -> Void
    ) rethrows -> Double {
        var bestKit = Best(minimum: samples)
        var bestBaseline = Best(minimum: samples)
        while !(bestKit.settled && bestBaseline.settled) {
            bestBaseline.add(try once(iterations: iterations, baseline))
            bestKit.add(try once(iterations: iterations, kit))
        }
        return report(title, kit: bestKit, baseline: bestBaseline, bar: bar)
    }

    /// Compares two async bodies doing the same work; samples alternate until both figures
    /// settle (see ``Best``); runs where its caller runs.
    @discardableResult
    nonisolated(nonsending) static func compare(
        _ title: String, iterations: Int, samples: Int = 7, bar: Double?,
        baseline: () async throws -> Void, kit: () async throws -> Void
    ) async rethrows -> Double {
        var bestKit = Best(minimum: samples)
        var bestBaseline = Best(minimum: samples)
        while !(bestKit.settled && bestBaseline.settled) {
            bestBaseline.add(try await once(iterations: iterations, baseline))
            bestKit.add(try await once(iterations: iterations, kit))
        }
        return report(title, kit: bestKit, baseline: bestBaseline, bar: bar)
    }

    /// Prints one figure from two settled bests, with how many samples each took.
    @discardableResult
    static func report(_ title: String, kit: Best, baseline: Best, bar: Double?) -> Double {
        report(
            title, kit: kit.value, baseline: baseline.value, bar: bar,
            samples: "best of \(kit.count)" + (baseline.count == kit.count ? "" : " / \(baseline.count)"))
    }

    /// Prints one figure: both costs, their ratio, how many samples were taken (`samples`, as
    /// `best of 14`; a single run says so) and the bar it must meet.
    @discardableResult
    static func report(
        _ title: String, kit: Double, baseline: Double, bar: Double?, samples: String
    ) -> Double {
        let ratio = kit / baseline
        var line =
            "  \(title.padding(toLength: 44, withPad: " ", startingAt: 0))"
            + " kit \(format(kit)) · baseline \(format(baseline)) · ratio \(String(format: "%.2f", ratio))×"
            + " · \(samples)"
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
