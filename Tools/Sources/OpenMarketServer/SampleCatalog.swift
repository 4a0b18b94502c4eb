import Foundation

/// One product of the sample catalogue a first run loads with `--sample`.
struct SampleProduct: Sendable {
    var name: String
    var description: String
    var currency: String
    var price: Decimal
    var discountedPrice: Decimal
    var stock: Int
    /// PNG files, drawn by ``SamplePNG``.
    var images: [[UInt8]]
}

/// The sample catalogue: a dozen small-shop products, in won and dollars, some discounted,
/// some sold out, with names in English and Korean.
enum SampleCatalog {
    /// The products, oldest first.
    static var products: [SampleProduct] {
        entries.enumerated().map { index, entry in
            SampleProduct(
                name: entry.name, description: entry.description, currency: entry.currency,
                price: decimal(entry.price), discountedPrice: decimal(entry.discount), stock: entry.stock,
                images: (0..<entry.imageCount).map { SamplePNG.swatch(hue: (index * 5 + $0 * 2) % 12) })
        }
    }

    private struct Entry {
        let name: String
        let description: String
        let currency: String
        let price: String
        let discount: String
        let stock: Int
        let imageCount: Int
    }

    private static let entries: [Entry] = [
        Entry(
            name: "Citron honey tea",
            description:
                "Thin slices of citron steeped in wildflower honey. Stir two spoonfuls into hot water.",
            currency: "KRW", price: "12000", discount: "1500", stock: 24, imageCount: 2),
        Entry(
            name: "수제 팥앙금",
            description: "약불에서 오래 졸여 단맛을 줄인 팥앙금이에요. 빙수나 토스트에 올려 드세요.",
            currency: "KRW", price: "8500", discount: "0", stock: 40, imageCount: 1),
        Entry(
            name: "Ceramic pour-over dripper",
            description:
                "A glazed stoneware cone with spiral ribs; fits most mugs and takes size 02 filters.",
            currency: "USD", price: "28.50", discount: "3.50", stock: 7, imageCount: 3),
        Entry(
            name: "Linen tea towel set",
            description:
                "Three washed-linen towels in undyed, rust and slate. They dry glasses without lint.",
            currency: "USD", price: "19.99", discount: "0", stock: 15, imageCount: 1),
        Entry(
            name: "Roasted barley tea",
            description:
                "Whole barley roasted until nutty. Simmer a handful in a litre of water, hot or cold.",
            currency: "KRW", price: "4500", discount: "500", stock: 120, imageCount: 1),
        Entry(
            name: "Bamboo steamer basket",
            description: "Two stacking tiers and a lid, 20 cm across, for dumplings, buns and vegetables.",
            currency: "USD", price: "24", discount: "0", stock: 0, imageCount: 2),
        Entry(
            name: "Hand-drawn city map print",
            description: "An ink map of old alleys and markets, printed on heavy cotton paper, 30 × 40 cm.",
            currency: "USD", price: "35", discount: "5", stock: 3, imageCount: 1),
        Entry(
            name: "Brass chopsticks, pair",
            description: "Weighted brass chopsticks with a brushed finish that warms in the hand.",
            currency: "KRW", price: "15000", discount: "0", stock: 30, imageCount: 1),
        Entry(
            name: "유자 마멀레이드",
            description: "껍질을 곱게 채 썰어 넣은 유자 마멀레이드. 요거트나 빵과 잘 어울려요.",
            currency: "KRW", price: "9800", discount: "800", stock: 18, imageCount: 2),
        Entry(
            name: "Cold brew bottle",
            description: "A one-litre glass bottle with a fine mesh filter: add coffee, water and a night.",
            currency: "USD", price: "16.75", discount: "0", stock: 11, imageCount: 1),
        Entry(
            name: "Wool felt coasters",
            description: "Six thick coasters of pressed wool felt in warm greys; they soak up drips quietly.",
            currency: "KRW", price: "7000", discount: "0", stock: 0, imageCount: 1),
        Entry(
            name: "Seasonal fruit box",
            description: "Whatever the orchard picked this week, about three kilograms, packed in straw.",
            currency: "KRW", price: "39000", discount: "4000", stock: 5, imageCount: 2),
    ]

    private static func decimal(_ text: String) -> Decimal {
        Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? 0
    }
}
