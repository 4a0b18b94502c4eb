import Foundation
import Testing

// The one kit this copy is compiled in.
#if canImport(DiaryKit)
    @testable import DiaryKit
#elseif canImport(ExpoKit)
    @testable import ExpoKit
#elseif canImport(JuiceMakerKit)
    @testable import JuiceMakerKit
#elseif canImport(OpenMarketKit)
    @testable import OpenMarketKit
#elseif canImport(StarbucksKit)
    @testable import StarbucksKit
#endif

// This file is a copy of the workspace's `Shared/KitTests`, the same in every kit: edit it there
// and run `make share`.

/// What every platform has of a picture: its bytes and its word. (The platform image,
/// `image()`, exists only where UIKit or AppKit does.)
@Suite("PictureState's bytes and words")
struct PictureStateTests {
    @Test func onlyALoadedPictureHasBytes() {
        let bytes = Data([0x89, 0x50, 0x4E, 0x47])
        #expect(PictureState.loaded(bytes).data == bytes)
        for state in [PictureState.none, .pending, .failed] {
            #expect(state.data == nil)
        }
    }

    @Test func eachStateEncodesAsItsWordWithoutTheBytes() throws {
        let states: [PictureState] = [.none, .pending, .loaded(Data("bytes".utf8)), .failed]
        let json = try String(decoding: JSONEncoder().encode(states), as: UTF8.self)
        #expect(json == #"["none","pending","loaded","failed"]"#)
        #expect(states.map(\.word) == [.none, .pending, .loaded, .failed])
    }
}
