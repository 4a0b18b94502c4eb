import Foundation
import OpenMarketKit
import OpenMarketServer
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Who may do what, and every limit, straight over HTTP: each refusal is a 4xx with a
/// `{"code", "message"}` body, and changes nothing.
@Suite("open-market server: authorization and limits")
struct OpenMarketLimitTests {
    private static let validParams =
        #"{"name":"Pour-over kettle","descriptions":"A gooseneck kettle for slow pours.","price":30000,"currency":"KRW","discounted_price":1000,"stock":2,"secret":"alice-pass-1"}"#

    private func createBody(params: String = validParams, images: [Data] = [fakeImage()]) -> HandMadeMultipart
    {
        var form = HandMadeMultipart()
        form.params(params)
        for image in images { form.image(image) }
        return form
    }

    private func post(
        _ market: MarketFixture, _ form: HandMadeMultipart,
        identifier: String? = MarketFixture.alice.identifier
    )
        async throws -> RawAnswer
    {
        var headers = ["Content-Type": form.contentType]
        if let identifier { headers["identifier"] = identifier }
        return try await market.send("POST", "/api/products", headers: headers, body: form.closed)
    }

    /// Checks that `answer` is the refusal expected, with a code and a message.
    private func expectRefusal(_ answer: RawAnswer, _ status: Int, _ code: String? = nil, _ note: String = "")
    {
        #expect(
            answer.status == status,
            "\(note): \(answer.status) \(String(decoding: answer.body, as: UTF8.self))")
        #expect(answer.code != nil, "\(note): no code or message")
        #expect(!(answer.message ?? "").isEmpty, "\(note): no code or message")
        #expect(answer.header("Content-Type")?.hasPrefix("application/json") == true, "\(note)")
        if let code { #expect(answer.code == code, "\(note)") }
    }

    @Test func aWellFormedCreateIsAccepted() async throws {
        try await withMarket { market in
            let answer = try await post(market, createBody())
            #expect(answer.status == 201, "\(String(decoding: answer.body, as: UTF8.self))")
        }
    }

    @Test func aDescriptionKeepsItsTabsAndLineBreaksExactly() async throws {
        try await withMarket { market in
            let description = "Two lines:\n\tfirst, indented\r\nsecond 주전자 ☕️\u{202E}"
            let params = try JSONSerialization.data(withJSONObject: [
                "name": "Kettle 주전자", "descriptions": description, "price": 30000, "currency": "KRW",
                "secret": "alice-pass-1",
            ])
            let answer = try await post(market, createBody(params: String(decoding: params, as: UTF8.self)))
            #expect(answer.status == 201, "\(String(decoding: answer.body, as: UTF8.self))")
            let id = try #require(answer.object?["id"] as? Int)
            let stored = try await market.send("GET", "/api/products/\(id)").object
            #expect(stored?["description"] as? String == description)
            #expect(stored?["name"] as? String == "Kettle 주전자")
        }
    }

    @Test func aBodyAnnouncedAsTooLargeIs413AtOnceAndTheConnectionEnds() async throws {
        try await withMarket { market in
            let port = try #require(market.baseURL.port)
            let before = try await market.catalogue()
            // A body announced as a terabyte, of which a few bytes come: the answer does not wait
            // for the rest, and the connection ends after it.
            let answer = try await Self.exchange(
                port: port,
                "POST /api/products HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
                    + "identifier: \(MarketFixture.alice.identifier)\r\n"
                    + "Content-Type: multipart/form-data; boundary=x\r\nContent-Length: 1000000000000\r\n\r\n--x"
            )
            #expect(answer.text.hasPrefix("HTTP/1.1 413"), "\(answer.text.prefix(200))")
            #expect(answer.text.contains("BODY_TOO_LARGE"))
            #expect(answer.closed, "the connection stayed open")
            #expect(try await market.catalogue() == before)
        }
    }

    /// Sends `request` over a new connection to 127.0.0.1:`port` and reads until the server closes
    /// it (`closed`) or 10 seconds pass without a byte. The blocking reads run on a thread of
    /// their own: on a thread of the cooperative pool (two on a machine of two cores), two
    /// exchanges at once would leave none for the server's handlers, which would answer nothing.
    private static func exchange(port: Int, _ request: String) async throws -> (text: String, closed: Bool) {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try blockingExchange(port: port, request) }) }.start()
        }
    }

    /// ``exchange(port:_:)``, blocking the calling thread.
    private static func blockingExchange(port: Int, _ request: String) throws -> (text: String, closed: Bool)
    {
        do {  // one scope for the socket, closed on every way out
            #if canImport(Glibc)
                let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            #else
                let socket = Darwin.socket(AF_INET, SOCK_STREAM, 0)
            #endif
            defer { close(socket) }
            var timeout = timeval(tv_sec: 10, tv_usec: 0)
            setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = UInt16(port).bigEndian
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
            let bytes = Array(request.utf8)
            guard bytes.withUnsafeBytes({ write(socket, $0.baseAddress, $0.count) }) == bytes.count else {
                throw POSIXError(.EPIPE)
            }
            var received: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 16 * 1024)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(socket, $0.baseAddress, $0.count) }
                guard count > 0 else { return (String(decoding: received, as: UTF8.self), count == 0) }
                received += buffer[0..<count]
            }
        }
    }

    @Test func clientFileNamesNeverDecidePathsOnDisk() async throws {
        try await withMarket { market in
            let vendorsFile = market.directory.appendingPathComponent("vendors.json")
            let vendors = try Data(contentsOf: vendorsFile)
            var form = HandMadeMultipart()
            form.params(Self.validParams)
            form.image(fakeImage(seed: 4), filename: "../../vendors.json")
            form.image(fakeImage(seed: 5), filename: "/etc/passwd")

            let answer = try await post(market, form)

            #expect(answer.status == 201)
            #expect(try Data(contentsOf: vendorsFile) == vendors)
            let stored = try FileManager.default.contentsOfDirectory(
                atPath: market.directory.appendingPathComponent("images").path)
            #expect(stored.count == 2)
            for name in stored {
                #expect(
                    name.range(of: #"^[0-9a-f]{32}\.png$"#, options: .regularExpression) != nil, "\(name)")
            }
        }
    }

    @Test func theAuthorizationMatrix() async throws {
        try await withMarket { market in
            let product = try await market.client(MarketFixture.alice).createProduct(
                ProductDraft(
                    name: "Alice's mug", description: "A mug thrown on a wheel.", price: 9_000, currency: .krw
                ),
                images: [try ImageUpload(data: fakeImage())])
            let id = product.id
            let before = try await market.catalogue()
            let patch = { (secret: String) in Data(#"{"stock":1,"secret":"\#(secret)"}"#.utf8) }
            let json = ["Content-Type": "application/json"]
            let alice = MarketFixture.alice
            let bob = MarketFixture.bob
            let secret = try await market.client(alice).productSecret(id: id)

            // No identifier, or an unknown one: 401
            expectRefusal(
                try await post(market, createBody(), identifier: nil), 401, "UNAUTHORIZED", "create, none")
            expectRefusal(
                try await post(market, createBody(), identifier: "nobody"), 401, "UNAUTHORIZED",
                "create, unknown"
            )
            expectRefusal(
                try await market.send(
                    "PATCH", "/api/products/\(id)", headers: json, body: patch(alice.password)),
                401)
            expectRefusal(
                try await market.send(
                    "POST", "/api/products/\(id)/secret",
                    headers: json.merging(["identifier": "nobody"]) { $1 },
                    body: Data(#"{"secret":"alice-pass-1"}"#.utf8)), 401)
            expectRefusal(try await market.send("DELETE", "/api/products/\(id)/\(secret)"), 401)

            // Another vendor's product, or a wrong password or secret: 403
            let asBob = json.merging(["identifier": bob.identifier]) { $1 }
            let asAlice = json.merging(["identifier": alice.identifier]) { $1 }
            expectRefusal(
                try await market.send(
                    "PATCH", "/api/products/\(id)", headers: asBob, body: patch(bob.password)),
                403,
                "PRODUCT_OF_ANOTHER_VENDOR", "bob edits alice's")
            expectRefusal(
                try await market.send("PATCH", "/api/products/\(id)", headers: asAlice, body: patch("wrong")),
                403,
                "FORBIDDEN", "wrong password")
            expectRefusal(
                try await market.send(
                    "POST", "/api/products/\(id)/secret", headers: asBob,
                    body: Data(#"{"secret":"bob-pass-22"}"#.utf8)),
                403)
            expectRefusal(
                try await market.send(
                    "POST", "/api/products/\(id)/secret", headers: asAlice,
                    body: Data(#"{"secret":"alice-pass-2"}"#.utf8)),
                403)
            expectRefusal(
                try await market.send(
                    "DELETE", "/api/products/\(id)/\(secret)", headers: ["identifier": bob.identifier]),
                403)
            expectRefusal(
                try await market.send(
                    "DELETE", "/api/products/\(id)/\(UUID().uuidString.lowercased())",
                    headers: ["identifier": alice.identifier]), 403)
            var wrongPassword = createBody(
                params: Self.validParams.replacingOccurrences(of: "alice-pass-1", with: "nope"))
            expectRefusal(try await post(market, wrongPassword), 403, "FORBIDDEN", "create, wrong password")
            wrongPassword = createBody()
            expectRefusal(
                try await post(market, wrongPassword, identifier: bob.identifier), 403, "FORBIDDEN",
                "bob with alice's password")

            // Unknown product: 404
            expectRefusal(try await market.send("GET", "/api/products/999"), 404, "PRODUCT_NOT_FOUND")
            expectRefusal(
                try await market.send(
                    "PATCH", "/api/products/999", headers: asAlice, body: patch(alice.password)), 404)
            expectRefusal(
                try await market.send(
                    "POST", "/api/products/999/secret", headers: asAlice,
                    body: Data(#"{"secret":"alice-pass-1"}"#.utf8)),
                404)
            expectRefusal(
                try await market.send("DELETE", "/api/products/999/\(secret)", headers: asAlice), 404)

            #expect(try await market.catalogue() == before)
        }
    }

    @Test(
        "Every limit of create is a clear 400 or 413",
        arguments: [
            ("no images", 0, 400, "NO_IMAGES"),
            ("six images", 6, 400, "TOO_MANY_IMAGES"),
            ("an image of 300 KB and one byte", -1, 413, "IMAGE_TOO_LARGE"),
            ("a body over 2 MB", -2, 413, "BODY_TOO_LARGE"),
            ("bytes that are no image", -3, 400, "INVALID_IMAGE"),
        ])
    func imageLimits(label: String, images: Int, status: Int, code: String) async throws {
        try await withMarket { market in
            let photos: [Data] =
                switch images {
                case -1: [fakeImage(size: 300 * 1_024 + 1)]
                case -2: [fakeImage(size: 2 * 1_024 * 1_024 + 10)]
                case -3: [Data("%PDF-1.7 not an image".utf8)]
                default: (0..<images).map { fakeImage(seed: UInt8($0)) }
                }
            let before = try await market.catalogue()
            expectRefusal(try await post(market, createBody(images: photos)), status, code, label)
            #expect(try await market.catalogue() == before)
        }
    }

    @Test(
        "Every field limit of the params is a 400",
        arguments: [
            (#""name":"ab""#, "INVALID_FIELD"),
            (#""name":"\#(String(repeating: "x", count: 101))""#, "INVALID_FIELD"),
            (#""descriptions":"too short""#, "INVALID_FIELD"),
            (#""descriptions":"\#(String(repeating: "d", count: 1_001))""#, "INVALID_FIELD"),
            // SQLite would keep the text cut at the NUL while the answer showed it whole.
            (#""name":"Kettle\u0000 with a hidden tail""#, "INVALID_FIELD"),
            (#""descriptions":"Good kettle\u0000 with a hidden tail""#, "INVALID_FIELD"),
            (#""name":"Kettle\u001b[31m red""#, "INVALID_FIELD"),
            (#""name":"Kettle\nTwo lines""#, "INVALID_FIELD"),
            (#""descriptions":"A C1 control \u0085 here""#, "INVALID_FIELD"),
            // A name that shows as "exe.jpg" while it is "gpj.exe" backwards.
            (#""name":"\u202Egpj.exe""#, "INVALID_FIELD"),
            (#""name":"Kettle \u2067isolated\u2069""#, "INVALID_FIELD"),
            (#""price":-1"#, "INVALID_FIELD"),
            (#""price":1e308"#, "INVALID_FIELD"),
            (#""price":9223372036854775807"#, "INVALID_FIELD"),
            (#""price":"1000""#, "INVALID_FIELD"),
            (#""price":null"#, "INVALID_FIELD"),
            (#""discounted_price":30001"#, "DISCOUNT_ABOVE_PRICE"),
            (#""discounted_price":-5"#, "INVALID_FIELD"),
            (#""stock":-1"#, "INVALID_FIELD"),
            (#""stock":9223372036854775807"#, "INVALID_FIELD"),
            (#""stock":1.5"#, "INVALID_FIELD"),
            (#""currency":"EUR""#, "INVALID_FIELD"),
            (#""secret":"""#, "INVALID_FIELD"),
            (#""secret":42"#, "INVALID_FIELD"),
        ])
    func fieldLimits(field: String, code: String) async throws {
        try await withMarket { market in
            let key = String(field.prefix { $0 != ":" })
            // Replace the field in the valid params (or add it).
            var object = try #require(
                try JSONSerialization.jsonObject(with: Data(Self.validParams.utf8)) as? [String: Any])
            object.removeValue(forKey: key.trimmingCharacters(in: CharacterSet(charactersIn: "\"")))
            let rest = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
            let params = "{" + field + "," + rest.dropFirst()
            let before = try await market.catalogue()
            expectRefusal(try await post(market, createBody(params: params)), 400, code, field)
            #expect(try await market.catalogue() == before)
        }
    }

    /// One rule for the kit and the server: for each character around the refused ranges, in a
    /// name and in a description, the server takes an edit exactly when OpenMarketKit's
    /// validator passes it, so a form the kit accepts is never refused with 400 for it.
    @Test func theKitAndTheServerRefuseTheSameCharacters() async throws {
        try await withMarket { market in
            let created = try await market.client(MarketFixture.alice).createProduct(
                MarketFixture.draft("Pour-over kettle"), images: [try ImageUpload(data: fakeImage())])
            let headers = ["identifier": MarketFixture.alice.identifier, "Content-Type": "application/json"]
            let values: [UInt32] =
                Array(0x00...0xA0) + Array(0x2026...0x2030) + Array(0x2064...0x206A) + [
                    0x200E, 0x200F, 0x061C, 0xFEFF,
                ]
            let validator = ProductFormValidator()
            for value in values {
                let scalar = try #require(Unicode.Scalar(value))
                let text = "Kettle " + String(Character(scalar)) + " for slow pours"
                for (key, changes) in [
                    ("name", ProductChanges(name: text)), ("descriptions", ProductChanges(description: text)),
                ] {
                    let body = try JSONSerialization.data(withJSONObject: [
                        key: text, "secret": "alice-pass-1",
                    ])
                    let answer = try await market.send(
                        "PATCH", "/api/products/\(created.id)", headers: headers, body: body)
                    let kitTakes = validator.problems(in: changes).isEmpty
                    #expect(
                        (answer.status == 202) == kitTakes,
                        "U+\(String(value, radix: 16)) in \(key): the server answered \(answer.status), the kit \(kitTakes ? "takes" : "refuses") it"
                    )
                    if !kitTakes { #expect(answer.code == "INVALID_FIELD") }
                }
            }
        }
    }

    @Test func missingAndMalformedParamsAre400() async throws {
        try await withMarket { market in
            let cases: [(String, String)] = [
                ("{", "INVALID_JSON"), ("[1,2]", "INVALID_JSON"), ("\"text\"", "INVALID_JSON"),
                (#"{"name":"Kettle"}"#, "MISSING_FIELD"),
                (
                    Self.validParams.replacingOccurrences(of: "descriptions", with: "description"),
                    "MISSING_FIELD"
                ),
            ]
            for (params, code) in cases {
                expectRefusal(try await post(market, createBody(params: params)), 400, code, params)
            }
            var nonUTF8 = HandMadeMultipart()
            nonUTF8.part(
                name: "params", type: "application/json", Data([0x7B, 0x22, 0xFF, 0xFE, 0x22, 0x7D]))
            nonUTF8.image(fakeImage())
            expectRefusal(try await post(market, nonUTF8), 400, "INVALID_JSON", "non-UTF-8 params")
        }
    }

    @Test func malformedMultipartIs400AndTheWrongContentTypeIs415() async throws {
        try await withMarket { market in
            let alice = ["identifier": MarketFixture.alice.identifier]
            let good = createBody()

            // No closing boundary
            let open = try await market.send(
                "POST", "/api/products", headers: alice.merging(["Content-Type": good.contentType]) { $1 },
                body: good.body)
            expectRefusal(open, 400, "INVALID_MULTIPART", "no closing boundary")
            // Header lines without CRLF
            let bare = Data(
                "--\(good.boundary)\nContent-Disposition: form-data; name=\"params\"\n\n{}\n--\(good.boundary)--\r\n"
                    .utf8)
            expectRefusal(
                try await market.send(
                    "POST", "/api/products",
                    headers: alice.merging(["Content-Type": good.contentType]) { $1 },
                    body: bare),
                400, "INVALID_MULTIPART", "bare LF")
            // No boundary parameter, an empty one, an overlong one
            for type in [
                "multipart/form-data", "multipart/form-data; boundary=",
                "multipart/form-data; boundary=" + String(repeating: "b", count: 71),
            ] {
                expectRefusal(
                    try await market.send(
                        "POST", "/api/products", headers: alice.merging(["Content-Type": type]) { $1 },
                        body: good.closed),
                    400, "INVALID_MULTIPART", type)
            }
            // Not multipart at all
            expectRefusal(
                try await market.send(
                    "POST", "/api/products",
                    headers: alice.merging(["Content-Type": "application/json"]) { $1 },
                    body: Data(Self.validParams.utf8)),
                415, "UNSUPPORTED_MEDIA_TYPE")
            // Missing, duplicate and stray parts
            var noParams = HandMadeMultipart()
            noParams.image(fakeImage())
            expectRefusal(try await post(market, noParams), 400, "MISSING_PART")
            var twice = createBody()
            twice.params(Self.validParams)
            expectRefusal(try await post(market, twice), 400, "DUPLICATE_PART")
            var stray = createBody()
            stray.part(name: "extra", Data("x".utf8))
            expectRefusal(try await post(market, stray), 400, "UNEXPECTED_PART")
            var nameless = createBody()
            nameless.part(name: "", Data("x".utf8))
            expectRefusal(try await post(market, nameless), 400, "INVALID_MULTIPART")
        }
    }

    @Test func updateChecksEveryFieldAndTheResultingDiscount() async throws {
        try await withMarket { market in
            let created = try await market.client(MarketFixture.alice).createProduct(
                ProductDraft(
                    name: "Tea bowl", description: "A wide bowl for whisked tea.", price: 10_000,
                    currency: .krw,
                    discountedPrice: 4_000),
                images: [try ImageUpload(data: fakeImage())])
            let headers = ["identifier": MarketFixture.alice.identifier, "Content-Type": "application/json"]
            let before = try await market.catalogue()
            let bodies: [(String, Int, String)] = [
                (#"{"price":3000,"secret":"alice-pass-1"}"#, 400, "DISCOUNT_ABOVE_PRICE"),
                (#"{"name":"no","secret":"alice-pass-1"}"#, 400, "INVALID_FIELD"),
                (#"{"stock":-1,"secret":"alice-pass-1"}"#, 400, "INVALID_FIELD"),
                (#"{"thumbnail_id":0,"secret":"alice-pass-1"}"#, 400, "INVALID_FIELD"),
                (#"{"thumbnail_id":99999,"secret":"alice-pass-1"}"#, 400, "INVALID_THUMBNAIL"),
                (#"{"stock":3}"#, 400, "MISSING_FIELD"),
                (#"{"stock":3,"secret":null}"#, 400, "INVALID_FIELD"),
                ("not json", 400, "INVALID_JSON"),
            ]
            for (body, status, code) in bodies {
                expectRefusal(
                    try await market.send(
                        "PATCH", "/api/products/\(created.id)", headers: headers, body: Data(body.utf8)),
                    status, code, body)
            }
            let big = Data(
                ("{\"secret\":\"alice-pass-1\",\"pad\":\"" + String(repeating: "p", count: 70_000) + "\"}")
                    .utf8)
            expectRefusal(
                try await market.send("PATCH", "/api/products/\(created.id)", headers: headers, body: big),
                413,
                "BODY_TOO_LARGE")
            expectRefusal(
                try await market.send(
                    "PATCH", "/api/products/\(created.id)",
                    headers: headers.merging(["Content-Type": "text/plain"]) { $1 },
                    body: Data(#"{"secret":"alice-pass-1"}"#.utf8)), 415)
            #expect(try await market.catalogue() == before)
        }
    }

    @Test(
        "Path ids and query values that are not in bounds are 400",
        arguments: [
            "/api/products/abc", "/api/products/0", "/api/products/-1", "/api/products/1.5",
            "/api/products/99999999999999999999999", "/api/products/%FF", "/api/products/%20",
            "/api/products?page_no=0", "/api/products?page_no=-3", "/api/products?page_no=x",
            "/api/products?page_no=9223372036854775808", "/api/products?items_per_page=0",
            "/api/products?items_per_page=501", "/api/products?page_no=1&page_no=2",
            "/api/products?items_per_page=1e3",
        ])
    func outOfBoundsPathsAndQueries(path: String) async throws {
        try await withMarket(sample: true) { market in
            let answer = try await market.send("GET", path)
            expectRefusal(answer, 400, nil, path)
        }
    }

    @Test func unknownRoutesAre404AndOtherMethods405WithAllow() async throws {
        try await withMarket { market in

            expectRefusal(try await market.send("GET", "/nowhere"), 404, "NOT_FOUND")
            expectRefusal(try await market.send("GET", "/images/../../vendors.json"), 404)
            expectRefusal(try await market.send("GET", "/images/vendors.json"), 404, "IMAGE_NOT_FOUND")
            let put = try await market.send("PUT", "/api/products")
            expectRefusal(put, 405, "METHOD_NOT_ALLOWED")
            #expect(put.header("Allow") == "GET, HEAD, POST")
            let options = try await market.send("OPTIONS", "/api/products/1")
            expectRefusal(options, 405)
            #expect(options.header("Allow") == "GET, HEAD, PATCH")
            expectRefusal(try await market.send("GET", "/api/products/1/secret"), 405)
        }
    }

    /// HTTP/1.0 keeps a connection only when the request asks with `Connection: keep-alive`:
    /// without it every answer, a 421 for another host as well as a 200, ends the connection
    /// (a client of HTTP/1.0 may read the answer until the server closes).
    @Test func anHTTP10RequestWithoutKeepAliveIsAnsweredAndTheConnectionCloses() async throws {
        try await withMarket { market in
            let port = market.running.port
            for (host, status) in [("evil.example", "421"), ("127.0.0.1:\(port)", "404")] {
                let answer = try await Self.exchange(
                    port: port, "GET /api/products/999 HTTP/1.0\r\nHost: \(host)\r\n\r\n")
                #expect(answer.text.hasPrefix("HTTP/1.1 \(status)"), "\(host): \(answer.text.prefix(200))")
                #expect(answer.closed, "\(host): the connection stayed open")
            }
            let asked = try await Self.exchange(
                port: port,
                "GET /healthChecker HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
            #expect(asked.text.hasPrefix("HTTP/1.1 200"), "\(asked.text.prefix(200))")
            #expect(asked.closed, "Connection: close: the connection stayed open")
        }
    }

    /// Requests sent one after another before any answer (pipelining) are each answered, in
    /// order, when a later one says `Connection: close`: the connection ends after its answer,
    /// not after the first one's.
    @Test func pipelinedRequestsAreEachAnsweredBeforeALaterCloseEndsTheConnection() async throws {
        try await withMarket { market in
            let port = market.running.port
            let answer = try await Self.exchange(
                port: port,
                "GET /healthChecker HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"
                    + "GET /api/products/999 HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n"
            )
            #expect(answer.text.components(separatedBy: "HTTP/1.1 ").count == 3, "\(answer.text.prefix(400))")
            #expect(answer.text.contains("HTTP/1.1 404"), "\(answer.text.prefix(400))")
            #expect(answer.closed, "the connection stayed open")
        }
    }

    /// A request target in absolute form names its host itself (RFC 9112 §3.2.2): another host
    /// there is refused as in `Host`.
    @Test func anAbsoluteTargetNamingAnotherHostIs421() async throws {
        try await withMarket(sample: true) { market in
            let port = market.running.port
            for target in [
                "http://evil.example:\(port)/api/products/1", "http://evil.example/api/products/1",
                "http://127.0.0.1:\(port + 1)/api/products/1", "https://127.0.0.1:\(port)/api/products/1",
                "http://user@127.0.0.1:\(port)/api/products/1",
            ] {
                let answer = try await Self.exchange(
                    port: port,
                    "GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
                #expect(answer.text.hasPrefix("HTTP/1.1 421"), "\(target): \(answer.text.prefix(200))")
            }
            let own = try await Self.exchange(
                port: port,
                "GET http://127.0.0.1:\(port)/api/products/1 HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n"
                    + "Connection: close\r\n\r\n")
            #expect(own.text.hasPrefix("HTTP/1.1 200"), "\(own.text.prefix(200))")
        }
    }

    @Test func aRequestAddressedToAnotherHostIs421AndChangesNothing() async throws {
        try await withMarket(sample: true) { market in
            let before = try await market.catalogue()
            let port = market.running.port
            let alice = MarketFixture.alice
            for host in [
                "evil.example", "evil.example:\(port)", "127.0.0.1", "127.0.0.1:\(port + 1)", "[::1]",
            ] {
                for (method, path) in [
                    ("GET", "/api/products?page_no=1&items_per_page=5"), ("GET", "/api/products/1"),
                    ("GET", "/openapi.json"), ("DELETE", "/api/products/1"), ("GET", "/nowhere"),
                ] {
                    let answer = try await market.send(
                        method, path, headers: ["Host": host, "identifier": alice.identifier])
                    expectRefusal(answer, 421, "MISDIRECTED_REQUEST", "\(method) \(path) for \(host)")
                    #expect(answer.message?.contains("http://127.0.0.1:\(port)") == true)
                }
                let form = createBody()
                let created = try await market.send(
                    "POST", "/api/products",
                    headers: [
                        "Host": host, "identifier": alice.identifier, "Content-Type": form.contentType,
                    ],
                    body: form.closed)
                expectRefusal(created, 421, "MISDIRECTED_REQUEST", "POST for \(host)")
            }
            #expect(try await market.catalogue() == before)
            // The server's own names at its port are answered.
            for host in ["127.0.0.1:\(port)", "localhost:\(port)", "LocalHost:\(port)", "[::1]:\(port)"] {
                let answer = try await market.send("GET", "/api/products/1", headers: ["Host": host])
                #expect(answer.status == 200, "\(host)")
            }
        }
    }

    @Test func aSearchTooLongIs400AndMarketTrainingIgnoresSearch() async throws {
        try await withMarket(generation: .openMarket, sample: true) { open in
            let long = String(repeating: "a", count: 101)
            expectRefusal(
                try await open.send("GET", "/api/products?search_value=\(long)"), 400, "INVALID_QUERY")
        }

        try await withMarket(generation: .marketTraining, sample: true) { training in
            let answer = try await training.send("GET", "/api/products?search_value=tea")
            #expect(answer.status == 200)
            #expect((answer.object?["total_count"] as? Int) == 12)
        }
    }
}
