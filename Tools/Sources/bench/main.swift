import Foundation

// `make bench`: every kit's benchmarks, each figure a ratio against a plain baseline.
// Pass section names (`bench juice`, `bench openmarket`, `bench openmarket-screens`,
// `bench expo`, `bench diary`, `bench starbucks`, `bench gallery`) to run only some;
// `bench openmarket-multipart` runs the multipart figure alone, `bench gallery-memory` the
// gallery's memory figures alone (on an `app-gallery` built beside `bench`).
let selected = Set(CommandLine.arguments.dropFirst().map { $0.lowercased() })
func wanted(_ name: String) -> Bool { selected.isEmpty || selected.contains(name) }

// `bench gallery-idle`: the idle sessions' figure alone, its lines only: what `bench gallery`
// runs in a fresh process.
if selected == ["gallery-idle"] {
    try await GalleryBenchmarks.withConfiguration(GalleryBenchmarks.idleSessions)
    exit(Harness.missedBars.isEmpty ? 0 : 1)
}

print(
    """
    Benchmarks (release build; ratio = kit cost ÷ baseline cost). Each figure is the best of its \
    samples, taken until six in a row improve it by less than 1 %; "best of N" says how many.
    """)
if wanted("juice") { try await JuiceMakerBenchmarks.run() }
if wanted("openmarket") {
    try await OpenMarketBenchmarks.run()
}
if wanted("openmarket-multipart") && !wanted("openmarket") { try OpenMarketBenchmarks.runMultipart() }
// `bench openmarket-screens`: the list model's figure alone.
if wanted("openmarket") || wanted("openmarket-screens") { try await OpenMarketScreenBenchmarks.run() }
if wanted("openmarket") {
    try await OpenMarketServerBenchmarks.run()
    try await OpenMarketStoreBenchmarks.run()
}
if wanted("expo") { try await ExpoBenchmarks.run() }
if wanted("diary") { try await DiaryBenchmarks.run() }
if wanted("diary") || wanted("diary-screens") { try await DiaryScreenBenchmarks.run() }
if wanted("starbucks") { try await StarbucksBenchmarks.run() }
if wanted("gallery") { try await GalleryBenchmarks.run() }
if wanted("gallery") || wanted("gallery-memory") { try await GalleryMemoryBenchmarks.run() }
if Harness.missedBars.isEmpty {
    print("\nEvery bar met.")
} else {
    print("\nBars missed: \(Harness.missedBars.joined(separator: ", "))")
    exit(1)
}
