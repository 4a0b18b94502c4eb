import Foundation
import OpenMarketKit
import OpenMarketKitReports
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

// Every ```swift block of the README, the DocC articles and the symbol documentation is copied
// here (or, for the README quick start, into ReadmeQuickStartTests.swift) verbatim, so it is
// proven to compile; `everyDocumentedSampleIsCompiledByATest` fails when one drifts. Blocks
// that declare types or tests sit at file scope; the others sit in functions whose parameters
// are the values the documentation assumes (`client`, `product`, `jpegData`…), and most run.

// MARK: - TestingWithAStubTransport.md (file scope)

actor RecordingTransport: HTTPTransport {
    private(set) var requests: [URLRequest] = []
    let status: Int
    let body: Data

    init(status: Int = 200, json: String) {
        self.status = status
        self.body = Data(json.utf8)
    }

    func send(_ request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        requests.append(request)
        guard let url = request.url,
            let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: nil, headerFields: nil)
        else { throw URLError(.badURL) }
        return (body, response)
    }
}

@Test func showsTheFirstPage() async throws {
    let transport = RecordingTransport(json: pageFixture)
    let client = OpenMarketClient(server: .marketTraining, transport: transport)

    let page = try await client.products(page: 1, itemsPerPage: 20)

    #expect(page.items.count == 20)
    #expect(await transport.requests.first?.url?.query == "page_no=1&items_per_page=20")
}

/// The page answer the article's test reads: 20 products, page 1 of 1.
let pageFixture: String = {
    let items = (1...20).map { id in
        #"{"id":\#(id),"vendor_id":2,"name":"Item \#(id)","currency":"KRW","price":1000,"#
            + #""created_at":"2022-01-04T00:00:00","issued_at":"2022-01-04T00:00:00"}"#
    }
    return #"{"page_no":1,"items_per_page":20,"total_count":20,"last_page":1,"pages":["#
        + items.joined(separator: ",") + "]}"
}()

@Test func aRefusalIsReportedWithTheServersMessage() async throws {
    let transport = RecordingTransport(status: 403, json: #"{"code":403,"message":"Wrong secret."}"#)
    let client = OpenMarketClient(server: .marketTraining, transport: transport)

    let error = await #expect(throws: OpenMarketError.self) { try await client.product(id: 16) }

    #expect(error?.kind == .httpStatus)
    #expect(error?.status == 403)
    #expect(error?.serverMessage == "Wrong secret.")
}

// MARK: - Symbol documentation (file scope)

// HTTPTransport, URLSessionTransport: SharedTransportTests.swift

// OpenMarketError
func describe(_ error: OpenMarketError) -> String {
    switch error.kind {
    case .httpStatus where error.status == 404:
        return "That product is gone."
    case .timedOut, .transportFailed:
        return "You seem to be offline."
    default:
        return error.message(locale: Locale(identifier: "ko"))
    }
}

// OpenMarketRequest
func serverStatus(of client: OpenMarketClient) async throws -> String {
    try await client.send(client.api.healthCheck())
}

@Suite("Documentation samples")
struct DocSampleTests {
    /// A client whose stub answers like a small `marketTraining` server.
    private static func stubClient() -> OpenMarketClient {
        let transport = StubTransport { request in
            switch (request.httpMethod ?? "", request.url?.path ?? "") {
            case ("GET", "/healthChecker"):
                return .json(#""OK""#)
            case ("GET", "/api/products"):
                let first = request.url?.query?.hasPrefix("page_no=1&") == true
                return first ? try .fixture("page-marketTraining") : .text("", status: 204)
            case ("POST", let path) where path.hasSuffix("/secret"):
                return .text("e68a07c6-6fd7-11ec-abfa-8fdc4e022780")
            default:
                return try .fixture("detail-marketTraining")
            }
        }
        return Sample.client(.marketTraining, transport: transport)
    }

    private static let product = ProductListing(
        id: 16, vendorID: 2, name: "팥빙수", thumbnail: nil, currency: .krw, price: 2_000, stock: 0,
        createdAt: Date(timeIntervalSince1970: 0), issuedAt: Date(timeIntervalSince1970: 0))

    // MARK: GettingStarted.md

    /// The first block makes the client only (no request).
    private func gettingStartedClient() -> OpenMarketClient {
        // swift-format-ignore: NeverForceUnwrap
        let serverURL = URL(string: "http://127.0.0.1:8080")!  // your server: here, the workspace's local one
        let server = ServerDescription(baseURL: serverURL, generation: .marketTraining)
        let vendor = VendorCredentials(
            identifier: "cd706a3e-66db-11ec-9626-796401f2341a", password: "pa55word")
        let client = OpenMarketClient(server: server, credentials: vendor)
        return client
    }

    @Test func theGettingStartedClientNamesItsServer() {
        let client = gettingStartedClient()
        #expect(client.server.baseURL.absoluteString == "http://127.0.0.1:8080")
        #expect(client.server.generation == .marketTraining)
        #expect(client.credentials?.password == "pa55word")
    }

    @Test func gettingStartedRunsAgainstAStubServer() async throws {
        let client = Self.stubClient()
        let jpegData = Sample.jpeg(count: 2_048)
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
        _ = gettingStartedClient()

        let page = try await client.products(page: 1, itemsPerPage: 20)
        for product in page.items {
            let row = ProductPresentation(product: product, locale: Locale(identifier: "en_US"))
            print(row.name, row.priceText, row.stockText)
        }
        if let total = page.totalCount {
            print("\(total) products in all")
        }

        let pager = ProductPager(client: client, itemsPerPage: 20)
        for try await page in pager.pages() {
            print(page.items.map(\.name))
        }

        let draft = ProductDraft(
            name: "Red bean shaved ice", description: "Finely shaved ice under sweet red beans.",
            price: "2000", currency: .krw, discountedPrice: "200", stock: 10)
        let photo = try ImageUpload(data: jpegData)
        let created = try await client.createProduct(draft, images: [photo])

        let product = try await client.createProduct(draft, images: [photo], retry: .once)

        try await client.updateProduct(id: created.id, ProductChanges(price: "1800", stock: 5))

        let detail = try await client.product(id: created.id)
        for image in detail.images where !image.hasValidURL {
            print("image \(image.id) has the unusable address \(image.address)")
        }

        try await client.deleteProduct(id: created.id)

        do {
            try await client.deleteProduct(id: created.id)
        } catch let error as OpenMarketError where error.kind == .httpStatus && !error.isServerFailure {
            print("Refused:", error.message(locale: Locale(identifier: "ko")))
        } catch let error as OpenMarketError {
            print(error.kind, error.message(locale: Locale(identifier: "en")))
        }

        #expect(printed.first == "Shaved ice with red beans ₩2,000 Sold out")
        #expect(printed.contains("7 products in all"))
        #expect(printed.contains(#"["Shaved ice with red beans", "Walnut cookies", "Barley tea"]"#))
        #expect(created.id == 16)
        #expect(product.id == created.id)
    }

    // MARK: Price.fits(_:) and Product's JSON

    @Test func amountsFitTheirCurrencyAsDocumented() {
        let price: Price = "19.99"
        let dollars = price.fits(.usd)  // true
        let won = price.fits(.krw)  // false: won have no fraction
        let wholeWon = Price(2_000).fits(.krw)  // true

        #expect(dollars)
        #expect(!won)
        #expect(wholeWon)
    }

    @Test func aProductEncodesAsDocumented() throws {
        let product = Self.product

        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let json = try encoder.encode(product)  // {"id":16,"vendorId":2,"price":2000,"currency":"KRW",…}

        #expect(String(decoding: json, as: UTF8.self).contains(#""price":2000"#))
    }

    // MARK: ChoosingAServerGeneration.md

    @Test func choosingAServerGenerationMakesALocalClient() {
        let credentials = Sample.vendor
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

        if let address = URL(string: "http://127.0.0.1:8080") {
            let local = ServerDescription(baseURL: address, generation: .marketTraining)
            let client = OpenMarketClient(server: local, credentials: credentials)
            print(client.server.supportsSearch)  // false
        }

        #expect(printed == ["false"])
    }

    // MARK: TestingWithAStubTransport.md (in functions)

    @Test func testingWithAStubTransportKeepsURLSession() async throws {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [CannedURLProtocol.self]
        let transport = URLSessionTransport(session: URLSession(configuration: configuration))

        let client = OpenMarketClient(server: Sample.server(.openMarket), transport: transport)
        try await client.healthCheck()
    }

    @Test func testingWithAStubTransportDrivesThePagerAndCacheWithClosures() async throws {
        let pager = ProductPager(itemsPerPage: 2) { number, size in
            Page(
                pageNumber: number, itemsPerPage: size, totalCount: 0, lastPage: 1, hasNext: false,
                hasPrevious: number > 1, items: [])
        }
        let cache = ImageCache(costLimit: 1_024) { _ in Data([0xFF, 0xD8, 0xFF]) }

        #expect(try await pager.loadNextPage()?.lastPage == 1)
        let url = try #require(URL(string: "https://images.example.test/a.jpeg"))
        #expect(try await cache.data(for: url) == Data([0xFF, 0xD8, 0xFF]))
    }

    // MARK: Symbol documentation (in functions)

    /// `OpenMarketClient`'s sample, compiled; its requests need a server at `serverURL`.
    private func openMarketClientSample(serverURL: URL) async throws {
        let server = ServerDescription(baseURL: serverURL, generation: .marketTraining)
        let vendor = VendorCredentials(
            identifier: "cd706a3e-66db-11ec-9626-796401f2341a", password: "pa55word")
        let client = OpenMarketClient(server: server, credentials: vendor)
        let page = try await client.products(page: 1, itemsPerPage: 20)
        print(page.items.map(\.name))
    }

    @Test func symbolSamplesForRequestsAndServersRun() async throws {
        let client = Self.stubClient()
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

        // ServerDescription
        if let address = URL(string: "http://127.0.0.1:8080") {
            let local = ServerDescription(baseURL: address, generation: .marketTraining)
            print(local.supportsSearch)  // false
        }

        // OpenMarketAPI
        let request = try OpenMarketAPI(server: .openMarket).products(page: 2, itemsPerPage: 10)
        print(request.method, request.path, request.query)

        // ProductPager
        let pager = ProductPager(client: client, itemsPerPage: 20)
        for try await page in pager.pages() {
            print(page.items.map(\.name))
        }

        #expect(printed.first == "false")
        #expect(printed.count == 4)
        #expect(try await serverStatus(of: client) == "OK")
        #expect(describe(.httpStatus(404)) == "That product is gone.")
        #expect(describe(.timedOut) == "You seem to be offline.")
        try await OpenMarketClient(server: Sample.server(.openMarket), transport: AlwaysOK()).healthCheck()
    }

    @Test func symbolSamplesForModelsRun() async throws {
        let product = Self.product
        let detail = try OpenMarketAPI(server: .marketTraining).product(id: 16)
            .decode(try Fixture.data("detail-marketTraining"), response: try Sample.response())
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

        // Price
        let listPrice: Price = "19.99"
        let discount: Price = 2
        let input = "1500.50"  // what a person typed
        let typed = Price(input)  // nil unless the text is a plain decimal number
        let fromServer = Price(Decimal(string: "12.5") ?? 0)

        // ProductDraft
        let draft = ProductDraft(
            name: "Honey citron tea", description: "A jar of citron preserved in honey, for hot tea.",
            price: "19.99", currency: .usd, discountedPrice: "1.50", stock: 7)

        // ProductChanges
        let changes = ProductChanges(price: "1800", stock: 5)

        // ProductImage
        for image in detail.images {
            if let url = image.url {
                print("image \(image.id): \(url)")
            } else {
                print("image \(image.id) has an unusable address")
            }
        }

        // ImageUpload
        let pngData = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00])
        let upload = try ImageUpload(data: pngData, filename: "tea.jpeg")
        // upload.format == .png, upload.mimeType == "image/png", upload.filename == "tea.png"

        // ProductPresentation
        let row = ProductPresentation(product: product, locale: Locale(identifier: "ko_KR"))
        print(row.name, row.priceText, row.stockText)  // 팥빙수 ₩2,000 품절

        // OpenMarketText
        let text = OpenMarketText(locale: Locale(identifier: "ko_KR"))
        print(text.label(.price))  // 가격

        // ImageCache (the product has no thumbnail, so nothing is downloaded)
        let cache = ImageCache(costLimit: 20 * 1_024 * 1_024, transport: URLSessionTransport())
        if let thumbnail = product.thumbnailURL {
            let bytes = try await cache.data(for: thumbnail)
            print(bytes.count)
        }

        #expect(listPrice.decimal == Decimal(string: "19.99"))
        #expect(discount.decimal == 2)
        #expect(typed?.decimal == Decimal(string: "1500.5"))
        #expect(fromServer.decimal == Decimal(string: "12.5"))
        #expect(draft.discountedPrice.description == "1.5")
        #expect(changes.price?.description == "1800")
        #expect(upload.format == .png)
        #expect(upload.mimeType == "image/png")
        #expect(upload.filename == "tea.png")
        #expect(printed.first?.hasPrefix("image 7: https://") == true)
        #expect(printed.dropLast().last == "팥빙수 ₩2,000 품절")
        #expect(printed.last == "가격")
    }

    @Test func symbolSamplesForErrorsRun() throws {
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

        // ImageUploadError
        do {
            _ = try ImageUpload(data: Data("%PDF-1.7".utf8))
        } catch let error as ImageUploadError {
            print(error.kind, error.message(locale: Locale(identifier: "ko")))
        }

        // ProductFormError
        let problems = ProductFormValidator().problems(in: ProductChanges(name: "ab"))
        for problem in problems where problem.kind == .nameLength {
            print(problem.message(locale: Locale(identifier: "en")))
        }

        // ProductFormValidator
        let validator = ProductFormValidator()
        let changes = ProductChanges(price: "10", discountedPrice: "12.50")
        if let problem = validator.problems(in: changes).first {
            print(problem.message(locale: Locale(identifier: "en")))
        }

        #expect(printed.count == 3)
        #expect(printed[0].hasPrefix("unsupportedFormat "))
        #expect(printed[1].hasPrefix("The name must be 3 to 100 characters long"))
        #expect(printed[2].hasPrefix("The discount cannot be larger than the price"))
    }

    // MARK: - The check

    /// The package's root folder, found from this file's path.
    private static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every documented sample of the package: the README's, the articles' and the symbol
    /// documentation's, of every target (the app's, the reports', the testing product's).
    static func documentedSamples() throws -> [DocSamples.Block] {
        var samples = try DocSamples.swiftBlocks(
            inFile: packageRoot.appendingPathComponent("README.md"), place: "README.md")
        let sources = packageRoot.appendingPathComponent("Sources")
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard ["md", "swift"].contains(file.pathExtension) else { continue }
            let place = String(file.path.dropFirst(packageRoot.path.count + 1))
            samples += try DocSamples.swiftBlocks(inFile: file, place: place)
        }
        return samples
    }

    /// The test target's sources, its subfolders (the shared copies) included.
    private static func testSources() throws -> [String] {
        try DocSamples.testSources(under: URL(fileURLWithPath: #filePath).deletingLastPathComponent())
    }

    @Test func everyDocumentedSampleIsCompiledByATest() throws {
        // The install snippet is a manifest, checked by its own test.
        let samples = try Self.documentedSamples().filter { !$0.code.hasPrefix("// Package.swift") }
        #expect(samples.count >= 30, "only \(samples.count) samples found; is the extraction broken?")
        for sample in DocSamples.missing(blocks: samples, from: try Self.testSources()) {
            Issue.record("this sample is not copied verbatim into a test: \(sample)")
        }
    }

    /// The kit's own test files (not the shared copies, whose tests quote imports in strings).
    @Test func swiftUIIsImportedOnlyWhereItExists() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let files = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "swift" }
        let sources = try files.map { try String(contentsOf: $0, encoding: .utf8) }
        #expect(sources.contains { DocSamples.imports(in: $0).contains("SwiftUI") })
        for source in sources where DocSamples.imports(in: source).contains("SwiftUI") {
            let lines = DocSamples.normalized(source)
            for index in lines.indices where lines[index] == "import SwiftUI" {
                #expect(
                    index > 0 && lines[index - 1] == "#if canImport(SwiftUI)",
                    "import SwiftUI outside #if canImport(SwiftUI) would break the build on Linux")
            }
        }
    }

    @Test func samplesThatUseURLTypesImportFoundationNetworkingOnLinux() throws {
        // Per document: a Markdown article, or a source file's symbol documentation.
        let byDocument = Dictionary(grouping: try Self.documentedSamples()) {
            String($0.place.prefix { $0 != ":" })
        }
        for (document, samples) in byDocument {
            let lines = samples.flatMap { DocSamples.normalized($0.code) }
            let usesURLTypes = lines.contains { line in
                ["URLRequest", "HTTPURLResponse", "URLSession"].contains { line.contains($0) }
                    && !line.contains("URLSessionTransport()")
            }
            guard usesURLTypes else { continue }
            let guarded = lines.indices.contains { index in
                lines[index] == "#if canImport(FoundationNetworking)"
                    && lines.dropFirst(index + 1).first == "import FoundationNetworking"
                    && lines.dropFirst(index + 2).first == "#endif"
            }
            #expect(
                guarded, "\(document) uses URL loading types without importing FoundationNetworking on Linux")
        }
    }

    @Test func theInstallSnippetDeclaresThePlatformsThePackageRequires() throws {
        let manifest = try String(
            contentsOf: Self.packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        let platforms = try #require(
            manifest.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
                .first { $0.hasPrefix("platforms:") })
        let readme = try String(
            contentsOf: Self.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let install = try #require(
            DocSamples.swiftBlocks(inMarkdown: readme).first { $0.code.hasPrefix("// Package.swift") })

        #expect(DocSamples.normalized(install.code).contains(platforms))
        #expect(platforms == "platforms: [.iOS(.v16), .macOS(.v13)],")
        #expect(
            DocSamples.normalized(install.code).contains(
                #".package(url: "https://<host>/<owner>/OpenMarketKit", from: "1.0.0"),"#))
    }
}
