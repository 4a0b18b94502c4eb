import Foundation
import OpenMarketKit
import OpenMarketServer
import Testing

/// What the server reads of a product's fields: a name and a description counted as
/// OpenMarketKit counts them (what shows nothing does not count), and a JSON body that gives each
/// key once.
@Suite("open-market server: the kit's length rule and one value per key")
struct OpenMarketFieldRuleTests {
    private static let headers = [
        "identifier": MarketFixture.alice.identifier, "Content-Type": "application/json",
    ]

    /// A product of Alice's to edit.
    private func kettle(_ market: MarketFixture) async throws -> ProductDetail {
        try await market.client(MarketFixture.alice).createProduct(
            MarketFixture.draft("Pour-over kettle"), images: [try ImageUpload(data: fakeImage())])
    }

    /// One rule for the kit and the server: for each text, as a name and as a description, the
    /// server takes an edit exactly when OpenMarketKit's validator passes it. Blanks (spaces,
    /// fillers such as U+3164, zero-width characters, the blank Braille pattern) are no
    /// characters, and a character is what a person sees (a flag of two scalars, a letter with
    /// its accent), as the kit counts; a refusal is a 400 INVALID_FIELD that names the field and
    /// what to send.
    @Test func theKitAndTheServerCountTheSameCharacters() async throws {
        try await withMarket { market in
            let created = try await kettle(market)
            let texts = [
                "   ", "\u{3164}\u{3164}\u{3164}", "\u{3164}ab\u{3164}", "\u{200B}\u{200B}\u{200B}ab",
                "\u{2800}\u{2800}\u{2800}", "ab\u{FEFF}", "e\u{301}e\u{301}", "🇰🇷🇰🇷", "abc", " abc ", "a b",
                String(repeating: " ", count: 12), String(repeating: "\u{3164}", count: 12),
                "Short" + String(repeating: "\u{200B}", count: 6), "A kettle for slow pours",
                "\n\n  A long description  \n\n",
                String(repeating: "\u{1160}", count: 11),
            ]
            let validator = ProductFormValidator()
            for text in texts {
                for (key, changes) in [
                    ("name", ProductChanges(name: text)), ("descriptions", ProductChanges(description: text)),
                ] {
                    let before = try await market.catalogue()
                    let body = try JSONSerialization.data(withJSONObject: [
                        key: text, "secret": "alice-pass-1",
                    ])
                    let answer = try await market.send(
                        "PATCH", "/api/products/\(created.id)", headers: Self.headers, body: body)
                    let kitTakes = validator.problems(in: changes).isEmpty
                    let shown = text.unicodeScalars.map { "U+" + String($0.value, radix: 16) }.joined(
                        separator: " ")
                    #expect(
                        (answer.status == 202) == kitTakes,
                        "\(shown) as \(key): the server answered \(answer.status), the kit \(kitTakes ? "takes" : "refuses") it"
                    )
                    if !kitTakes {
                        #expect(answer.code == "INVALID_FIELD", "\(shown) as \(key)")
                        // The problem, then what to send.
                        let message = answer.message ?? ""
                        #expect(message.hasPrefix(key), "\(message)")
                        #expect(message.lowercased().contains("send"), "\(message)")
                        #expect(
                            try await market.catalogue() == before, "\(shown) as \(key) changed the product")
                    }
                }
            }
        }
    }

    /// The reviewer's requests: a name of three spaces, or of three Hangul fillers, is refused on
    /// create and on an edit, saying it has no character that shows, and the product keeps its name.
    @Test func aBlankNameIsRefusedOnCreateAndEdit() async throws {
        try await withMarket { market in
            let created = try await kettle(market)
            for name in ["   ", "\u{3164}\u{3164}\u{3164}"] {
                let before = try await market.catalogue()
                let edit = try await market.send(
                    "PATCH", "/api/products/\(created.id)", headers: Self.headers,
                    body: try JSONSerialization.data(withJSONObject: ["name": name, "secret": "alice-pass-1"])
                )
                #expect(edit.status == 400, "\(String(decoding: edit.body, as: UTF8.self))")
                #expect(edit.code == "INVALID_FIELD")
                #expect(edit.message?.contains("it has 0") == true, "\(edit.message ?? "")")
                #expect(edit.object?["status"] as? Int == 400)

                let params = try JSONSerialization.data(withJSONObject: [
                    "name": name, "descriptions": "A gooseneck kettle for slow pours.", "price": 30000,
                    "currency": "KRW", "secret": "alice-pass-1",
                ])
                var form = HandMadeMultipart()
                form.params(String(decoding: params, as: UTF8.self))
                form.image(fakeImage())
                let create = try await market.send(
                    "POST", "/api/products",
                    headers: [
                        "identifier": MarketFixture.alice.identifier, "Content-Type": form.contentType,
                    ],
                    body: form.closed)
                #expect(create.status == 400, "\(String(decoding: create.body, as: UTF8.self))")
                #expect(create.code == "INVALID_FIELD")
                #expect(try await market.catalogue() == before)
            }
            let stored = try await market.send("GET", "/api/products/\(created.id)").object
            #expect(stored?["name"] as? String == "Pour-over kettle")
        }
    }

    /// A key given twice (`{"stock":1,"stock":2}`) is ambiguous: JSON leaves its meaning open
    /// (RFC 8259 §4), and Foundation's decoder would take the first value silently. The server
    /// refuses it with 400 DUPLICATE_KEY naming the key, however the key is spelled (an escape
    /// is the same key), in an edit, in create's params and in the secret's body; nothing changes.
    @Test func aKeyGivenTwiceIs400NamingIt() async throws {
        try await withMarket { market in
            let created = try await kettle(market)
            let before = try await market.catalogue()
            let edits = [
                (#"{"stock":1,"stock":2,"secret":"alice-pass-1"}"#, "stock"),
                (#"{"price":100,"price":200,"secret":"alice-pass-1"}"#, "price"),
                (#"{"name":"Kettle one","\u006eame":"Kettle two","secret":"alice-pass-1"}"#, "name"),
                (#"{"stock":1,"secret":"alice-pass-1","secret":"bob-pass-22"}"#, "secret"),
                (#"{"stock":1,"note":"a","note":"b","secret":"alice-pass-1"}"#, "note"),
            ]
            for (body, key) in edits {
                let answer = try await market.send(
                    "PATCH", "/api/products/\(created.id)", headers: Self.headers, body: Data(body.utf8))
                #expect(answer.status == 400, "\(body): \(String(decoding: answer.body, as: UTF8.self))")
                #expect(answer.code == "DUPLICATE_KEY", "\(body)")
                #expect(answer.message?.contains("\"\(key)\"") == true, "\(answer.message ?? "")")
                #expect(answer.object?["status"] as? Int == 400)
            }
            let secret = try await market.send(
                "POST", "/api/products/\(created.id)/secret", headers: Self.headers,
                body: Data(#"{"secret":"alice-pass-1","secret":"alice-pass-1"}"#.utf8))
            #expect(secret.status == 400, "\(String(decoding: secret.body, as: UTF8.self))")
            #expect(secret.code == "DUPLICATE_KEY")

            var form = HandMadeMultipart()
            form.params(
                #"{"name":"Kettle","name":"Pot","descriptions":"A gooseneck kettle for slow pours.","price":30000,"currency":"KRW","secret":"alice-pass-1"}"#
            )
            form.image(fakeImage())
            let create = try await market.send(
                "POST", "/api/products",
                headers: ["identifier": MarketFixture.alice.identifier, "Content-Type": form.contentType],
                body: form.closed)
            #expect(create.status == 400, "\(String(decoding: create.body, as: UTF8.self))")
            #expect(create.code == "DUPLICATE_KEY")
            #expect(try await market.catalogue() == before)

            // The same key in two objects is no repetition.
            let nested = try await market.send(
                "PATCH", "/api/products/\(created.id)", headers: Self.headers,
                body: Data(#"{"stock":4,"extra":{"stock":5},"secret":"alice-pass-1"}"#.utf8))
            #expect(nested.status == 202, "\(String(decoding: nested.body, as: UTF8.self))")
            #expect(nested.object?["stock"] as? Int == 4)
        }
    }
}
