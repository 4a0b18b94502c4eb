import Foundation
import Hummingbird
import Logging
import OpenMarketKit
import Testing
import ToolSupport

/// `open-market create` against a server that is slow to answer, or answers with a gateway's
/// error or a body that cannot be read: the CLI sends the create once more with the same
/// idempotency key, says so on stderr, and, when even that gets no answer that confirms it,
/// reports the key that repeats the create safely.
@Suite("open-market create: one retry with the same idempotency key")
struct OpenMarketCreateRetryTests {
    /// The CLI, selling as a vendor on `market`, waiting `timeout` seconds for each answer.
    private func cli(_ market: StallingMarket) -> CLI {
        CLI(
            name: "open-market",
            environment: [
                "OPEN_MARKET_SERVER": market.baseURL, "OPEN_MARKET_GENERATION": "marketTraining",
                "OPEN_MARKET_VENDOR": "cd706a3e-66db-11ec-9626-796401f2341a",
                "OPEN_MARKET_PASSWORD": "pa55word",
            ])
    }

    /// `create` with a valid form, then `extra` arguments.
    private func create(_ extra: String...) throws -> [String] {
        let image = try temporaryDirectory("open-market-retry").appendingPathComponent("photo.png")
        try fakeImage(size: 2_000).write(to: image)
        return [
            "create", "--name", "Kettle", "--price", "1000", "--description", "A kettle for slow pours.",
            "--image", image.path,
        ] + extra
    }

    @Test func aCreateThatTimesOutIsSentOnceMoreWithTheSameKeyAndSucceeds() async throws {
        // Given a server whose first answer comes after the CLI stopped waiting
        try await withStallingMarket(delays: [.seconds(4)]) { market in
            // When a product is created, waiting one second for each answer
            let run = try await cli(market).run(try create("--timeout", "1"))

            // Then the create went twice with one well-formed key, the user heard of the retry,
            // and the product the second answer carried is shown
            #expect(run.status == 0, "\(run.stderr)")
            let creates = await market.creates
            #expect(creates.count == 2)
            let key = try #require(creates.first?.key)
            #expect(UUID(uuidString: key) != nil, "\(key)")
            #expect(creates.map(\.key) == [key, key])
            #expect(creates[0].body == creates[1].body)
            #expect(creates.allSatisfy { $0.vendor == "cd706a3e-66db-11ec-9626-796401f2341a" })
            #expect(run.errorLines.count == 1, "\(run.stderr)")
            #expect(
                run.stderr.hasPrefix(
                    "open-market: no answer from the server confirmed the create; sending it once more with "
                        + "the same idempotency key \(key)"),
                "\(run.stderr)")
            #expect(run.stdout.contains("Shaved ice with red beans"), "\(run.stdout)")
        }
    }

    @Test func twoSilencesEndInOneLineNamingTheKey() async throws {
        // Given a server that answers neither the create nor its retry in time
        try await withStallingMarket(delays: [.seconds(4), .seconds(4)]) { market in
            // When a product is created, waiting one second for each answer
            let run = try await cli(market).run(try create("--timeout", "1"))

            // Then the run says the product may exist, names the key and how to repeat it safely
            #expect(run.status == 69)
            let creates = await market.creates
            #expect(creates.count == 2)
            let key = try #require(creates.first?.key)
            #expect(creates.map(\.key) == [key, key])
            #expect(run.errorLines.count == 2, "\(run.stderr)")
            let last = String(run.errorLines.last ?? "")
            #expect(
                last.hasPrefix(
                    "open-market: no answer from the server confirmed the create, even when it was sent again"
                ),
                "\(last)")
            #expect(last.contains("may or may not have been created"))
            #expect(last.contains("(idempotency key \(key))"))
            #expect(last.contains("Run this same command with --idempotency-key \(key) within 24 hours"))
            #expect(!run.stderr.localizedCaseInsensitiveContains("try again"))
            #expect(run.stdout.isEmpty)
        }
    }

    @Test func twoSilencesAreToldInKorean() async throws {
        try await withStallingMarket(delays: [.seconds(4), .seconds(4)]) { market in
            let run = try await cli(market).run(try create("--timeout", "1", "--lang", "ko"))

            #expect(run.status == 69)
            let key = try #require(await market.creates.first?.key)
            #expect(run.errorLines.count == 2, "\(run.stderr)")
            #expect(run.errorLines.first?.contains("같은 멱등 키 \(key) 그대로") == true, "\(run.stderr)")
            let last = String(run.errorLines.last ?? "")
            #expect(last.contains("(멱등 키 \(key))"), "\(last)")
            #expect(last.contains("24시간 안에 같은 명령을 --idempotency-key \(key) 옵션을 붙여"), "\(last)")
            #expect(!last.contains("(으)"))
        }
    }

    /// A gateway's 502 or 504, or the server's 500, may hide a product made behind it: the create
    /// is sent once more with the same key, as after a silence.
    @Test(arguments: [500, 502, 504])
    func aCreateAnsweredWithAGatewayErrorIsSentOnceMoreWithTheSameKey(status: Int) async throws {
        try await withStallingMarket(answers: [.status(status)]) { market in
            let run = try await cli(market).run(try create())

            #expect(run.status == 0, "\(run.stderr)")
            let creates = await market.creates
            let key = try #require(creates.first?.key)
            #expect(creates.map(\.key) == [key, key])
            #expect(run.errorLines.count == 1, "\(run.stderr)")
            #expect(
                run.stderr.hasPrefix(
                    "open-market: no answer from the server confirmed the create; sending it once more with "
                        + "the same idempotency key \(key)"),
                "\(run.stderr)")
            #expect(run.stdout.contains("Shaved ice with red beans"), "\(run.stdout)")
        }
    }

    @Test func twoGatewayErrorsEndInOneLineNamingTheKey() async throws {
        try await withStallingMarket(answers: [.status(504), .status(502)]) { market in
            let run = try await cli(market).run(try create())

            #expect(run.status == 69)
            let key = try #require(await market.creates.first?.key)
            #expect(await market.creates.map(\.key) == [key, key])
            #expect(run.errorLines.count == 2, "\(run.stderr)")
            let last = String(run.errorLines.last ?? "")
            #expect(last.contains("may or may not have been created (idempotency key \(key))"), "\(last)")
            #expect(last.contains("Run this same command with --idempotency-key \(key) within 24 hours"))
            #expect(!run.stderr.contains("failed with status"))
            #expect(!run.stderr.localizedCaseInsensitiveContains("try again"))
            #expect(run.stdout.isEmpty)
        }
    }

    /// A 201 whose body is no product: the product was most likely made, and the same key brings
    /// it back rather than a second one.
    @Test func aCreatedAnswerThatCannotBeReadIsSentOnceMoreAndTheProductShown() async throws {
        try await withStallingMarket(answers: [.unreadable]) { market in
            let run = try await cli(market).run(try create("--lang", "ko"))

            #expect(run.status == 0, "\(run.stderr)")
            let key = try #require(await market.creates.first?.key)
            #expect(await market.creates.map(\.key) == [key, key])
            #expect(run.errorLines.first?.contains("같은 멱등 키 \(key) 그대로") == true, "\(run.stderr)")
            #expect(!run.stderr.contains("업데이트"))
            #expect(run.stdout.contains("Shaved ice with red beans"), "\(run.stdout)")
        }
    }

    @Test func twoUnreadableAnswersNameTheKeyNotAnUpdate() async throws {
        try await withStallingMarket(answers: [.unreadable, .unreadable]) { market in
            let run = try await cli(market).run(try create())

            #expect(run.status == 69)
            let key = try #require(await market.creates.first?.key)
            let last = String(run.errorLines.last ?? "")
            #expect(
                last.contains("Run this same command with --idempotency-key \(key) within 24 hours"),
                "\(last)")
            #expect(!run.stderr.contains("Update the app"))
        }
    }

    /// A 503 says the server is not taking requests: nothing was made, so the create is not sent
    /// again and the message says to try later.
    @Test func aCreateAnswered503IsNotSentAgain() async throws {
        try await withStallingMarket(answers: [.status(503)]) { market in
            let run = try await cli(market).run(try create())

            #expect(run.status == 69, "\(run.stderr)")
            #expect(await market.creates.count == 1)
            #expect(run.errorLines.count == 1, "\(run.stderr)")
            #expect(run.stderr.contains("status 503"), "\(run.stderr)")
            #expect(run.stderr.contains("Try again later"), "\(run.stderr)")
        }
    }

    @Test func aKeyTheUserGivesIsSentAsGivenAndReusedOnTheRetry() async throws {
        try await withStallingMarket(delays: [.seconds(4)]) { market in
            let run = try await cli(market).run(
                try create("--timeout", "1", "--idempotency-key", "order-7:blue~1"))

            #expect(run.status == 0, "\(run.stderr)")
            #expect(await market.creates.map(\.key) == ["order-7:blue~1", "order-7:blue~1"])
            // Quoted as a shell reads it back, since `~` means something to a shell
            #expect(run.stderr.contains("same idempotency key 'order-7:blue~1',"), "\(run.stderr)")
        }
    }

    @Test func aKeyIsSentWithAnAnsweredCreateAndTheJSONKeepsItsShape() async throws {
        try await withStallingMarket(delays: []) { market in
            let run = try await cli(market).run(try create("--json", "--idempotency-key", "K-1"))

            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stderr.isEmpty)
            #expect(await market.creates.map(\.key) == ["K-1"])
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
            #expect(object["id"] as? Int == 16)
            #expect(object["name"] as? String == "Shaved ice with red beans")
        }
    }

    @Test(arguments: ["", "has space", "tab\tkey", "키", String(repeating: "k", count: 256)])
    func anUnusableKeyIsAUsageErrorAndNothingIsSent(key: String) async throws {
        try await withStallingMarket(delays: []) { market in
            let run = try await cli(market).run(try create("--idempotency-key", key))

            #expect(run.status == 64)
            #expect(run.errorLines.count == 1, "\(run.stderr)")
            #expect(
                run.stderr.contains("--idempotency-key must be 1 to 255 visible ASCII characters"),
                "\(run.stderr)")
            #expect(await market.creates.isEmpty)
        }
    }

    @Test func theHelpNamesTheKeyInBothLanguages() async throws {
        let english = try await CLI(name: "open-market")("create", "--help")
        #expect(english.status == 0)
        #expect(english.stdout.contains("--idempotency-key <key>"))
        #expect(english.stdout.contains("--idempotency-key KEY within 24 hours"))
        let korean = try await CLI(name: "open-market", environment: ["COLUMNS": "80"])(
            "create", "--help", "--lang", "ko")
        #expect(korean.stdout.contains("--idempotency-key <key> 이 등록을 안전하게 되풀이하게 하는 키."))
        #expect(korean.stdout.contains("24시간"))
        for line in korean.stdout.split(separator: "\n") where !line.hasPrefix("사용법:") {
            #expect(TerminalText.displayWidth(line) <= 80, "\(line)")
        }
    }
}

/// One create the stand-in received.
struct ReceivedCreate: Sendable {
    /// The `Idempotency-Key` header, when there was one.
    let key: String?
    /// The `identifier` header.
    let vendor: String?
    /// The body's bytes.
    let body: Data
}

/// Numbers and keeps the creates a ``StallingMarket`` receives.
private actor CreateLog {
    private(set) var creates: [ReceivedCreate] = []

    /// Keeps `create`; its number, from 1.
    func record(_ create: ReceivedCreate) -> Int {
        creates.append(create)
        return creates.count
    }
}

/// How a ``StallingMarket`` answers one create.
enum StallingAnswer: Sendable {
    /// 201 and the product, after `delay`.
    case created(after: Duration)
    /// `status` with an error body, as a gateway or the server would say it failed.
    case status(Int)
    /// 201 with a body that is no product.
    case unreadable
}

/// A stand-in for the market server, on 127.0.0.1 and a free port, written with Hummingbird: it
/// answers `POST /api/products` with 201 and a `marketTraining` product after a delay of its
/// own for each create (the first waits `delays[0]`, and so on; later ones, none), or as
/// `answers` say, and keeps what every create sent. Start one with
/// ``withStallingMarket(delays:isolation:_:)`` or ``withStallingMarket(answers:isolation:_:)``,
/// which stop it on every path.
final class StallingMarket: Sendable {
    /// `http://127.0.0.1:<port>`.
    let baseURL: String
    private let log: CreateLog
    private let task: Task<Void, any Error>

    private init(baseURL: String, log: CreateLog, task: Task<Void, any Error>) {
        self.baseURL = baseURL
        self.log = log
        self.task = task
    }

    /// The creates received so far, in order.
    var creates: [ReceivedCreate] {
        get async { await log.creates }
    }

    /// The product every create is answered with.
    static let product = Data(
        #"""
        {"id":16,"vendor_id":2,"name":"Shaved ice with red beans","description":"Finely shaved ice.",
         "thumbnail":"http://127.0.0.1:1/thumb.png","currency":"KRW","price":1000,"bargain_price":1000,
         "discounted_price":0,"stock":0,"created_at":"2022-01-03T00:00:00.00","issued_at":"2022-01-03T00:00:00.00",
         "images":[],"vendors":{"name":"dacodaco","id":2,"created_at":"2021-12-26T00:00:00.00",
         "issued_at":"2021-12-26T00:00:00.00"}}
        """#.utf8)

    /// Starts a stand-in whose n-th create is answered as `answers[n - 1]` says (later ones at
    /// once). Prefer ``withStallingMarket(answers:isolation:_:)``; whoever calls this must
    /// ``stop()`` it.
    static func start(answers: [StallingAnswer]) async throws -> StallingMarket {
        let log = CreateLog()
        let router = Router()
        router.post("/api/products") { request, _ -> Response in
            let body = try await request.body.collect(upTo: 16 << 20)
            let header = { (name: String) in
                request.headers.first { $0.name.canonicalName == name }?.value
            }
            let number = await log.record(
                ReceivedCreate(
                    key: header("idempotency-key"), vendor: header("identifier"),
                    body: Data(body.readableBytesView)))
            switch number <= answers.count ? answers[number - 1] : .created(after: .zero) {
            case .created(let delay):
                // The client gave up long before; a stopping server cuts the wait short.
                try? await Task.sleep(for: delay)
            case .status(let status):
                return Response(
                    status: HTTPResponse.Status(code: status), headers: [.contentType: "application/json"],
                    body: ResponseBody(byteBuffer: ByteBuffer(string: #"{"code":"X","message":"boom"}"#)))
            case .unreadable:
                return Response(
                    status: .created, headers: [.contentType: "text/html"],
                    body: ResponseBody(byteBuffer: ByteBuffer(string: "<html>Created</html>")))
            }
            return Response(
                status: .created, headers: [.contentType: "application/json"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: StallingMarket.product)))
        }
        var logger = Logger(label: "stalling-market")
        logger.logLevel = .critical
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        let application = Application(
            router: router, configuration: ApplicationConfiguration(address: .hostname("127.0.0.1", port: 0)),
            onServerRunning: { channel in
                continuation.yield(channel.localAddress?.port ?? 0)
                continuation.finish()
            }, logger: logger)
        let task = Task {
            defer { continuation.finish() }
            try await application.runService(gracefulShutdownSignals: [])
        }
        var iterator = ports.makeAsyncIterator()
        guard let port = await iterator.next(), port > 0 else {
            task.cancel()
            _ = await task.result
            throw POSIXError(.EADDRNOTAVAIL)
        }
        return StallingMarket(baseURL: "http://127.0.0.1:\(port)", log: log, task: task)
    }

    /// Stops serving and waits until the server has stopped.
    func stop() async {
        task.cancel()
        _ = await task.result
    }
}

/// Starts a ``StallingMarket`` whose n-th create waits `delays[n - 1]`, runs `body` with it, then
/// stops it and waits until it has stopped, whether `body` threw or not.
func withStallingMarket<Value>(
    delays: [Duration], isolation: isolated (any Actor)? = #isolation,
    _ body: (StallingMarket) async throws -> Value
) async throws -> Value {
    try await withStallingMarket(answers: delays.map { .created(after: $0) }, body)
}

/// Starts a ``StallingMarket`` that answers as `answers` say, runs `body` with it, then stops it
/// and waits until it has stopped, whether `body` threw or not.
func withStallingMarket<Value>(
    answers: [StallingAnswer], isolation: isolated (any Actor)? = #isolation,
    _ body: (StallingMarket) async throws -> Value
) async throws -> Value {
    let market = try await StallingMarket.start(answers: answers)
    do {
        let result = try await body(market)
        await market.stop()
        return result
    } catch {
        await market.stop()
        throw error
    }
}
