import Foundation
import OpenMarketKit
import Testing

@Suite("Spoken labels")
struct SpokenLabelTests {
    private static let english = Locale(identifier: "en_US")
    private static let korean = Locale(identifier: "ko_KR")

    private func product(
        name: String = "Barley tea", price: Decimal, discount: Decimal = 0, stock: Int,
        currency: Currency = .krw
    ) -> ProductListing {
        ProductListing(
            id: 1, vendorID: 2, name: name, thumbnail: nil, currency: currency, price: price,
            discountedPrice: discount, stock: stock, createdAt: Date(timeIntervalSince1970: 0),
            issuedAt: Date(timeIntervalSince1970: 0))
    }

    @Test func aRowSaysItsNamePriceAndStockInEnglish() {
        let row = ProductPresentation(product: product(price: 2_000, stock: 3), locale: Self.english)

        #expect(row.accessibilityLabel == "Barley tea. Price ₩2,000. 3 in stock.")
        #expect(row.accessibilityHint == "Opens the product's details.")
    }

    @Test func aSoldOutRowSaysSoInKorean() {
        let row = ProductPresentation(
            product: product(name: "보리차", price: 2_000, stock: 0), locale: Self.korean)

        #expect(row.accessibilityLabel == "보리차. 가격 ₩2,000. 품절.")
        #expect(row.accessibilityHint == "상품의 자세한 정보를 열어요.")
    }

    @Test func aDiscountedRowSaysTheSalePriceBeforeTheListPrice() throws {
        let price = try #require(Decimal(string: "12.5"))
        let english = ProductPresentation(
            product: product(price: price, discount: 2, stock: 1, currency: .usd), locale: Self.english)
        let korean = ProductPresentation(
            product: product(name: "호두과자", price: 12_000, discount: 2_000, stock: 1), locale: Self.korean)

        #expect(english.accessibilityLabel == "Barley tea. On sale for $10.50, down from $12.50. 1 in stock.")
        #expect(korean.accessibilityLabel == "호두과자. 할인가 ₩10,000, 정가 ₩12,000. 잔여수량 1.")
    }

    @Test func aLabelCarriesNoControlCharactersFromTheServer() {
        let row = ProductPresentation(
            product: product(name: "Tea\u{1B}[31m\u{7}", price: 1, stock: 1), locale: Self.english)

        #expect(!row.accessibilityLabel.contains("\u{1B}"))
        #expect(row.accessibilityLabel.hasPrefix("Tea[31m. "))
    }

    @Test func aDetailSaysTheVendorAndCountsItsPictures() throws {
        let detail = ProductDetail(
            product: product(price: 2_000, stock: 0),
            images: [
                ProductImage(id: 1, address: "https://images.example.test/1.png"),
                ProductImage(id: 2, address: "https://images.example.test/2.png"),
            ],
            vendor: Vendor(id: 2, name: "dacodaco"))

        let english = ProductDetailPresentation(detail: detail, locale: Self.english)
        let korean = ProductDetailPresentation(detail: detail, locale: Self.korean)

        #expect(english.accessibilityLabel == "Barley tea. Price ₩2,000. Sold out. Sold by dacodaco.")
        #expect(korean.accessibilityLabel == "Barley tea. 가격 ₩2,000. 품절. 판매자 dacodaco.")
        #expect(english.pictureLabels == ["Picture 1 of 2 of Barley tea", "Picture 2 of 2 of Barley tea"])
        #expect(korean.pictureLabels == ["Barley tea 사진 2장 중 1번째", "Barley tea 사진 2장 중 2번째"])
        #expect(english.summary.name == "Barley tea")
    }

    @Test func aDetailWithoutAVendorLeavesItOut() {
        let detail = ProductDetail(product: product(price: 2_000, stock: 4))

        let presentation = ProductDetailPresentation(detail: detail, locale: Self.english)

        #expect(presentation.accessibilityLabel == "Barley tea. Price ₩2,000. 4 in stock.")
        #expect(presentation.pictureLabels.isEmpty)
    }

    @Test func everyScreenAndSpokenStringIsKoreanInKoreanAndEnglishInEnglish() throws {
        let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/OpenMarketKit/Resources")
        func table(_ language: String) throws -> [String: String] {
            let url = resources.appendingPathComponent("\(language).lproj/Localizable.strings")
            let list = try PropertyListSerialization.propertyList(from: Data(contentsOf: url), format: nil)
            return try #require(list as? [String: String])
        }
        let hangul = { (text: String) in text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
        }
        let english = try table("en")
        let korean = try table("ko")
        let keys = english.keys.filter { $0.hasPrefix("screen.") || $0.hasPrefix("spoken.") }

        #expect(keys.count >= 35)
        for key in keys where key != "spoken.row" {
            #expect(hangul(korean[key] ?? ""), "\(key) is not Korean in Korean")
            #expect(!hangul(english[key] ?? ""), "\(key) is not English in English")
        }
    }
}
