import Foundation
import OpenMarketKit
import OpenMarketKitTesting
import Testing

#if canImport(Security)
    import Security
#endif

// The samples of UsingInAnIOSApp.md, copied verbatim; `everyDocumentedSampleIsCompiledByATest`
// in DocSampleTests.swift checks they stay copied. (Its preview sits with the other SwiftUI
// samples in ScreenDocSampleTests.swift.)

/// The app's client, for the server its Info.plist names (`OpenMarketServer`, an address, and
/// `OpenMarketGeneration`, `marketTraining` or `openMarket`), acting for `vendor`; `nil` when
/// the configuration names no usable server.
func makeClient(info: [String: Any], vendor: VendorCredentials?) -> OpenMarketClient? {
    guard let address = info["OpenMarketServer"] as? String,
        let baseURL = URL(string: address), baseURL.scheme == "https" || baseURL.scheme == "http",
        let name = info["OpenMarketGeneration"] as? String,
        let generation = ServerGeneration(rawValue: name)
    else { return nil }
    let server = ServerDescription(baseURL: baseURL, generation: generation)
    return OpenMarketClient(server: server, credentials: vendor)
}

// The Keychain exists on Apple platforms only.
#if canImport(Security)
    /// The vendor the app stored in the Keychain (a generic password: its account is the vendor's
    /// identifier, its data the password), or `nil` when none is stored.
    func storedVendor(service: String = "OpenMarket vendor") -> VendorCredentials? {
        let query: [String: Any] = [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecReturnAttributes as String: true,
            kSecReturnData as String: true,
        ]
        var item: CFTypeRef?
        guard SecItemCopyMatching(query as CFDictionary, &item) == errSecSuccess,
            let found = item as? [String: Any],
            let identifier = found[kSecAttrAccount as String] as? String,
            let data = found[kSecValueData as String] as? Data,
            let password = String(data: data, encoding: .utf8)
        else { return nil }
        return VendorCredentials(identifier: identifier, password: password)
    }
#endif

/// Starts loading `model`, then leaves before the answer, as a view that goes does.
@available(iOS 17.0, macOS 14.0, *)
@MainActor
func leaveWhileLoading(_ model: ProductDetailScreenModel) async -> ScreenPhase {
    let loading = Task { await model.load() }
    loading.cancel()
    await loading.value
    return model.phase
}

@Suite("Using the kit in an iOS app: the article's samples")
struct IOSAppDocSampleTests {
    @Test func theClientIsMadeFromTheAppsConfiguration() throws {
        let vendor = VendorCredentials(identifier: "vendor", password: "secret")
        let info: [String: Any] = [
            "OpenMarketServer": "http://127.0.0.1:8080", "OpenMarketGeneration": "openMarket",
        ]

        let client = try #require(makeClient(info: info, vendor: vendor))

        #expect(client.server.baseURL.absoluteString == "http://127.0.0.1:8080")
        #expect(client.server.generation == .openMarket)
        #expect(client.credentials == vendor)
    }

    @Test func aConfigurationWithoutAUsableServerMakesNoClient() {
        #expect(makeClient(info: [:], vendor: nil) == nil)
        #expect(makeClient(info: ["OpenMarketServer": "http://127.0.0.1:8080"], vendor: nil) == nil)
        let unknown: [String: Any] = [
            "OpenMarketServer": "http://127.0.0.1:8080", "OpenMarketGeneration": "third",
        ]
        #expect(makeClient(info: unknown, vendor: nil) == nil)
        let notWeb: [String: Any] = [
            "OpenMarketServer": "ftp://127.0.0.1", "OpenMarketGeneration": "openMarket",
        ]
        #expect(makeClient(info: notWeb, vendor: nil) == nil)
    }

    /// Leaving before the page arrives is no failure, and the screen loads when it comes back.
    @available(iOS 17.0, macOS 14.0, *)
    @Test @MainActor func leavingWhileLoadingLeavesTheScreenReadyToLoadAgain() async {
        let transport = ScriptedTransport(catalogue: StubCatalogue(productCount: 45))
        let model = ProductDetailScreenModel(
            productID: 3, client: Screens.client(transport), images: ImageCache(transport: transport))

        let phase = await leaveWhileLoading(model)

        #expect(phase == .idle)
        #expect(model.detail == nil)
        #expect(model.phase.failure == nil)
        await model.load()
        #expect(model.phase == .loaded)
        #expect(model.detail?.id == 3)
    }
}
