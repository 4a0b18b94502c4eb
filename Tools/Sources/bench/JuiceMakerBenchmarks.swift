enum JuiceMakerBenchmarks { static func run() async throws {} }
