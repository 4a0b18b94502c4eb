import Foundation
import OpenMarketKit
import Testing

// The samples of the screen models' documentation (DrivingAScreen.md and the symbol comments of
// Screens/ and Presentation/), copied verbatim; `everyDocumentedSampleIsCompiledByATest` in
// DocSampleTests.swift checks they stay copied.

@Suite("Screen documentation samples")
struct ScreenDocSampleTests {
    @Test func aDetailsPresentationSpeaksAsDocumented() {
        let detail = ProductDetail(
            product: Product(
                id: 1, vendorID: 2, name: "Barley tea", thumbnail: nil, currency: .krw, price: 2_000,
                stock: 0, createdAt: Date(timeIntervalSince1970: 0), issuedAt: Date(timeIntervalSince1970: 0)),
            vendor: Vendor(id: 2, name: "dacodaco"))
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

        // ProductDetailPresentation
        let screen = ProductDetailPresentation(detail: detail, locale: Locale(identifier: "en_US"))
        print(screen.accessibilityLabel)  // Barley tea. Price ₩2,000. Sold out. Sold by dacodaco.

        #expect(printed == ["Barley tea. Price ₩2,000. Sold out. Sold by dacodaco."])
    }
}
