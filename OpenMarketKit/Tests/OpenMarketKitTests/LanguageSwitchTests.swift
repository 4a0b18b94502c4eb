import Foundation
import OpenMarketKit
import OpenMarketKitTesting
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Switching a screen model's `locale`: every word follows, and nothing the screen holds is lost
/// (rows and paging, the open form with what was typed and its pictures, an open confirmation),
/// with nothing asked of the server again.
@Suite("Switching language") @MainActor
struct LanguageSwitchTests {
    private let korean = Locale(identifier: "ko_KR")

    @available(iOS 17.0, macOS 14.0, *)
    @Test func theListKeepsItsPagesAndTheRegisterFormWithWhatWasTyped() async throws {
        // Given a list that read two pages, with the register form open, filled and with pictures
        let transport = ScriptedTransport(catalogue: StubCatalogue(productCount: 25))
        let list = ProductListScreenModel(
            client: Screens.client(transport), itemsPerPage: 10, images: Screens.cache(),
            locale: Screens.english)
        await list.load()
        await list.itemAppeared(10)
        #expect(list.rows.count == 20)
        list.addProduct()
        let form = try #require(list.destination.register)
        await form.load()
        form.name = "Barley tea"
        form.description = "Short"
        form.price = "2000"
        form.addPicture(Sample.jpegBytes, filename: "first")
        form.addPicture(Sample.jpegBytes, filename: "second")
        let requests = await transport.requests.count

        // When the language changes to Korean
        list.locale = korean

        // Then the list speaks Korean and keeps its rows and its place
        #expect(list.title == "상품 목록")
        #expect(list.rows.count == 20)
        #expect(list.rows[3].accessibilityLabel == "Product 4. 가격 ₩1,400. 품절.")
        #expect(list.layoutToggleAccessibilityLabel == "격자로 보기")
        #expect(list.hasMorePages)
        // And the same form is open, in Korean, with everything typed and both pictures
        #expect(list.destination.register === form)
        #expect(form.locale == korean)
        #expect(form.title == "상품 등록")
        #expect(form.label(for: .price) == "가격")
        #expect(form.name == "Barley tea")
        #expect(form.description == "Short")
        #expect(form.price == "2000")
        #expect(form.pictures.map(\.upload.filename) == ["first.jpeg", "second.jpeg"])
        #expect(form.pictures.map(\.accessibilityLabel) == ["사진 2장 중 1번째", "사진 2장 중 2번째"])
        let message = try #require(form.message(for: .description))
        #expect(!message.hasPrefix("The description"), "\(message)")
        // And nothing was asked of the server again
        #expect(await transport.requests.count == requests)

        // And the next page still follows the rows shown
        await list.itemAppeared(20)
        #expect(list.rows.map(\.id) == Array(1...25))
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func aPagingFailureIsWordedAgain() async {
        let requests = Counter()
        let catalogue = StubCatalogue(productCount: 25)
        let transport = ScriptedTransport { request in
            if await requests.increment() == 2 { throw URLError(.notConnectedToInternet) }
            return catalogue.reply(to: request)
        }
        let list = ProductListScreenModel(
            client: Screens.client(transport), itemsPerPage: 10, images: Screens.cache(),
            locale: Screens.english)
        await list.load()
        await list.itemAppeared(10)
        #expect(list.pagingFailure?.title == "More products could not be loaded.")

        list.locale = korean

        #expect(list.pagingFailure?.title == "상품을 더 불러오지 못했어요.")
        #expect(list.pagingFailure?.retryTitle == "다시 시도")
        #expect(list.pagingFailure?.error != nil)
        await list.retry()
        #expect(list.rows.count == 20)
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func theDetailKeepsItsOpenDeleteConfirmationAndItsPictures() async throws {
        // Given a product's detail, loaded with its pictures, the delete question open
        let transport = ScriptedTransport(catalogue: StubCatalogue(productCount: 20))
        let detail = ProductDetailScreenModel(
            productID: 3, client: Screens.client(transport), images: ImageCache(transport: transport),
            locale: Screens.english)
        await detail.load()
        detail.requestDelete()
        let states = detail.pictures.map(\.state)
        let requests = await transport.requests.count

        // When the language changes to Korean
        detail.locale = korean

        // Then the question is still open, about the same product, in Korean
        let confirmation = try #require(detail.destination.deleteConfirmation)
        #expect(confirmation.id == 3)
        #expect(confirmation.title == "이 상품을 삭제할까요?")
        #expect(confirmation.message == "“Product 3” 상품이 마켓에서 사라지고, 되돌릴 수 없어요.")
        #expect(confirmation.confirmTitle == "삭제")
        // And the product's words and the pictures' labels are Korean, the pictures kept
        #expect(detail.editTitle == "수정")
        #expect(
            detail.pictures.map(\.accessibilityLabel) == ["Product 3 사진 2장 중 1번째", "Product 3 사진 2장 중 2번째"])
        #expect(detail.pictures.map(\.state) == states)
        #expect(detail.presentation?.summary.name == "Product 3")
        #expect(detail.presentation?.accessibilityLabel.contains("Sold by") == false)
        #expect(await transport.requests.count == requests)
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func theDetailsEditFormFollowsWithItsChanges() async throws {
        let transport = ScriptedTransport(catalogue: StubCatalogue(productCount: 20))
        let detail = ProductDetailScreenModel(
            productID: 3, client: Screens.client(transport), images: ImageCache(transport: transport),
            locale: Screens.english)
        await detail.load()
        detail.edit()
        let form = try #require(detail.destination.edit)
        await form.load()
        form.name = "Roasted barley tea"

        detail.locale = korean

        #expect(detail.destination.edit === form)
        #expect(form.title == "상품 수정")
        #expect(form.name == "Roasted barley tea")
        #expect(form.currentPictures.map(\.accessibilityLabel).first == "Product 3 사진 2장 중 1번째")
        #expect(form.canSubmit)
    }

    @available(iOS 17.0, macOS 14.0, *)
    @Test func theFormsPictureMessageAndSubmitFailureAreWordedAgain() async throws {
        let transport = ScriptedTransport { _ in throw URLError(.timedOut) }
        let form = ProductFormScreenModel(
            mode: .register, client: Screens.client(transport), locale: Screens.english)
        await form.load()
        form.name = "Barley tea"
        form.description = "Roasted barley for a nutty tea."
        form.price = "2000"
        for _ in 1...5 { form.addPicture(Sample.jpegBytes) }
        form.addPicture(Sample.jpegBytes)
        #expect(form.pictureMessage?.hasPrefix("A product can have at most 5") == true)
        await form.submit()
        guard case .failed(let english) = form.submission else {
            Issue.record("expected a failed submission, got \(form.submission)")
            return
        }

        form.locale = korean

        #expect(form.pictureMessage == "사진은 5장까지 넣을 수 있어요. 하나를 지운 뒤 추가하세요.")
        guard case .failed(let failure) = form.submission else {
            Issue.record("expected the failure kept, got \(form.submission)")
            return
        }
        #expect(failure.title == "상품을 등록하지 못했어요.")
        #expect(failure.message != english.message)
        #expect(form.pictures.count == 5)
        #expect(form.name == "Barley tea")
    }
}
