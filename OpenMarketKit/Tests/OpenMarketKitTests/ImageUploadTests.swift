import Foundation
import OpenMarketKit
import Testing

@Suite("Image uploads are typed from their bytes")
struct ImageUploadTests {
    static let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D])
    static let jpeg = Data([0xFF, 0xD8, 0xFF, 0xDB, 0x00, 0x43])
    static let gif = Data("GIF89a".utf8) + Data([0x01, 0x00])
    static let gif87 = Data("GIF87a".utf8) + Data([0x01, 0x00])
    static let webP = Data("RIFF".utf8) + Data([0x24, 0x00, 0x00, 0x00]) + Data("WEBPVP8 ".utf8)

    @Test(arguments: [
        (png, "PNG", "image/png", "image.png"),
        (jpeg, "JPEG", "image/jpeg", "image.jpeg"),
        (gif, "GIF", "image/gif", "image.gif"),
        (gif87, "GIF", "image/gif", "image.gif"),
        (webP, "WebP", "image/webp", "image.webp"),
    ])
    func theFormatComesFromTheBytes(data: Data, format: String, mimeType: String, filename: String) throws {
        let upload = try ImageUpload(data: data)

        #expect(upload.format.name == format)
        #expect(upload.mimeType == mimeType)
        #expect(upload.filename == filename)
        #expect(upload.data == data)
    }

    @Test func pngBytesNamedJPEGAreSentAsPNG() throws {
        let upload = try ImageUpload(data: Self.png, filename: "tea.jpeg")

        #expect(upload.format == .png)
        #expect(upload.mimeType == "image/png")
        #expect(upload.filename == "tea.png")
    }

    @Test(arguments: [
        ("tea.jpg", "tea.jpg"), ("tea.JPEG", "tea.JPEG"), ("tea", "tea.jpeg"), ("tea.png", "tea.jpeg"),
        (".hidden", ".hidden.jpeg"), ("", "image.jpeg"), ("a\r\nb.jpeg", "a  b.jpeg"),
    ])
    func aFileNameKeepsAMatchingExtensionAndGetsTheFormatsOtherwise(name: String, sent: String) throws {
        #expect(try ImageUpload(data: Self.jpeg, filename: name).filename == sent)
    }

    @Test(arguments: [
        Data("%PDF-1.7".utf8), Data("<svg xmlns=".utf8), Data([0x89, 0x50, 0x4E, 0x47]), Data([0xFF, 0xD8]),
        Data("RIFF\u{0}\u{0}\u{0}\u{0}WAVE".utf8), Data("GIF90a".utf8), Data(count: 64),
    ])
    func anythingElseIsRefusedNamingItsFirstBytes(data: Data) {
        let error = #expect(throws: ImageUploadError.self) { try ImageUpload(data: data) }

        #expect(error?.kind == .unsupportedFormat)
        #expect(error?.leadingBytes == data.prefix(12))
        let message = error?.message(locale: Locale(identifier: "en")) ?? ""
        #expect(message.contains("PNG, JPEG, GIF or WebP"))
        let first = data.first.map { String(format: "%02X", $0) } ?? ""
        #expect(message.contains(first))
    }

    @Test func emptyDataIsRefused() {
        #expect(throws: ImageUploadError.empty) { try ImageUpload(data: Data()) }
    }

    @Test func theCreateRequestLabelsEachPartWithItsDetectedType() async throws {
        // Given a PNG and a JPEG upload
        let transport = StubTransport(always: try .fixture("detail-marketTraining"))
        let client = Sample.client(.marketTraining, transport: transport)
        let images = [try ImageUpload(data: Self.png, filename: "a.jpeg"), try ImageUpload(data: Self.jpeg)]

        // When the product is created
        try await client.createProduct(Sample.draft, images: images)

        // Then each part is labelled with its own type and extension
        let request = try #require(await transport.requests.first)
        let contentType = try #require(request.header("Content-Type"))
        let boundary = String(contentType.dropFirst("multipart/form-data; boundary=".count))
        let parts = try MultipartParser.parse(try #require(request.httpBody), boundary: boundary)
        #expect(parts.dropFirst().map(\.contentType) == ["image/png", "image/jpeg"])
        #expect(
            parts.dropFirst().map(\.disposition) == [
                #"form-data; name="images"; filename="a.png""#,
                #"form-data; name="images"; filename="image.jpeg""#,
            ])
    }
}
