import Foundation

/// The OpenAPI 3.1 document of one generation's operations as this server implements them,
/// written by hand as a Swift value: paths, parameters with their bounds, request bodies (JSON
/// and multipart), every status each operation can answer, and the error body.
///
/// A test checks its paths and methods against the routes the server registers.
struct OpenAPIDocument {
    /// The generation described.
    let generation: MarketGeneration
    /// The limits stated as bounds.
    let limits: MarketLimits

    /// The document as JSON bytes, its keys sorted.
    var encoded: Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // A tree of strings, integers and Booleans always encodes.
        return (try? encoder.encode(value)) ?? Data()
    }

    /// The document.
    var value: JSONValue {
        [
            "openapi": "3.1.0",
            "info": [
                "title": .string("Open Market API (\(generation.rawValue)), local server"),
                "version": "1.0.0",
                "description": .string(
                    "The Open Market teaching API as the workspace's local server implements it, "
                        + "generation \(generation.rawValue). Mutations need the vendor's identifier "
                        + "in the identifier header and the vendor's password as secret. Errors answer "
                        + "a JSON body with code and message. Lengths count Unicode code points, but a "
                        + "name's and a description's least length counts the characters that show, as "
                        + "OpenMarketKit does: blanks at either end (white space, zero-width characters, "
                        + "fillers such as U+3164) count for none, an emoji or a letter with its accents "
                        + "once. A JSON body gives each key once. "
                        + "Only requests whose Host is 127.0.0.1, localhost or [::1] at the server's "
                        + "port are answered; any other Host gets 421 (MISDIRECTED_REQUEST)."),
            ],
            "paths": paths,
            "components": components,
        ]
    }

    // MARK: - Paths

    private var paths: JSONValue {
        .object([
            (
                "/healthChecker",
                [
                    "get": operation(
                        "healthCheck", "Checks that the server is up; answers the JSON string \"OK\".",
                        responses: [
                            ("200", jsonResponse("The server is up.", ["type": "string", "const": "OK"]))
                        ])
                ]
            ),
            (
                "/api/products",
                [
                    "get": operation(
                        "listProducts",
                        "One page of products, newest first. A page past the last one answers 204 with no body.",
                        parameters: pageParameters,
                        responses: [
                            ("200", jsonResponse("The page.", ref("Page"))),
                            ("204", ["description": "The page is past the last one; no body."]),
                            ("400", errorRef("BadRequest")),
                        ]),
                    "post": operation(
                        "createProduct",
                        "Registers a product with 1 to \(limits.imageCount.upperBound) images. The discount "
                            + "may not exceed the price; images must be PNG, JPEG, GIF or WebP of at most "
                            + "\(limits.maximumImageBytes) bytes each; the body at most "
                            + "\(limits.maximumMultipartBytes) bytes.",
                        parameters: [
                            ref("Identifier", in: "parameters"), ref("IdempotencyKey", in: "parameters"),
                        ],
                        requestBody: createBody,
                        responses: [
                            ("201", jsonResponse("The new product.", ref("Product"))),
                            ("400", errorRef("BadRequest")), ("401", errorRef("Unauthorized")),
                            ("403", errorRef("Forbidden")),
                            (
                                "409",
                                errorRef(
                                    "KeyInUse",
                                    description:
                                        "A request with this Idempotency-Key is still being processed; "
                                        + "send it again with the same key once that one has answered.")
                            ),
                            ("413", errorRef("TooLarge")), ("415", errorRef("UnsupportedMediaType")),
                            (
                                "422",
                                errorRef(
                                    "KeyReused",
                                    description:
                                        "This vendor used the Idempotency-Key in the last 24 hours for a "
                                        + "different product; use a fresh key for a new product.")
                            ),
                            ("500", errorRef("StorageFailed")),
                        ]),
                ]
            ),
            (
                "/api/products/{id}",
                [
                    "get": operation(
                        "getProduct", "A product's detail, with its images and vendor.",
                        parameters: [ref("ProductID", in: "parameters")],
                        responses: [
                            ("200", jsonResponse("The product.", ref("Product"))),
                            ("400", errorRef("BadRequest")), ("404", errorRef("NotFound")),
                        ]),
                    "patch": operation(
                        "updateProduct",
                        "Changes the fields the body gives; secret is required. The discount may not "
                            + "exceed the resulting price; thumbnail_id must be one of the product's images.",
                        parameters: [
                            ref("Identifier", in: "parameters"), ref("ProductID", in: "parameters"),
                        ],
                        requestBody: jsonBody(ref("ProductChanges")),
                        responses: [
                            ("202", jsonResponse("The changed product.", ref("Product"))),
                            ("400", errorRef("BadRequest")), ("401", errorRef("Unauthorized")),
                            ("403", errorRef("Forbidden")), ("404", errorRef("NotFound")),
                            ("413", errorRef("TooLarge")), ("415", errorRef("UnsupportedMediaType")),
                            ("500", errorRef("StorageFailed")),
                        ]),
                ]
            ),
            (
                "/api/products/{id}/\(generation.secretStep)",
                [
                    "post": operation(
                        generation == .marketTraining ? "getProductSecret" : "archiveProduct",
                        generation == .marketTraining
                            ? "Step 1 of delete: the product's secret, as plain text, for the vendor's password."
                            : "Step 1 of delete: the path to send DELETE to, as plain text, for the vendor's "
                                + "password.",
                        parameters: [
                            ref("Identifier", in: "parameters"), ref("ProductID", in: "parameters"),
                        ],
                        requestBody: jsonBody(ref("SecretBody")),
                        responses: [
                            (
                                "200",
                                [
                                    "description": "The product's secret (or the path to delete).",
                                    "content": [
                                        "text/plain": ["schema": ["type": "string", "minLength": 1]]
                                    ],
                                ]
                            ),
                            ("400", errorRef("BadRequest")), ("401", errorRef("Unauthorized")),
                            ("403", errorRef("Forbidden")), ("404", errorRef("NotFound")),
                            ("413", errorRef("TooLarge")), ("415", errorRef("UnsupportedMediaType")),
                        ])
                ]
            ),
            (
                "/api/products/{id}/{product_secret}",
                [
                    "delete": operation(
                        "deleteProduct",
                        "Step 2 of delete: deletes the product; answers its last detail.",
                        parameters: [
                            ref("Identifier", in: "parameters"), ref("ProductID", in: "parameters"),
                            [
                                "name": "product_secret", "in": "path", "required": true,
                                "description": "The secret step 1 answered.",
                                "schema": [
                                    "type": "string", "minLength": 1,
                                    "maxLength": .integer(limits.maximumSecretLength),
                                ],
                            ],
                        ],
                        responses: [
                            ("200", jsonResponse("The deleted product.", ref("Product"))),
                            ("400", errorRef("BadRequest")), ("401", errorRef("Unauthorized")),
                            ("403", errorRef("Forbidden")), ("404", errorRef("NotFound")),
                            ("500", errorRef("StorageFailed")),
                        ])
                ]
            ),
            (
                "/openapi.json",
                [
                    "get": operation(
                        "openAPIDocument", "This document.",
                        responses: [("200", jsonResponse("The OpenAPI document.", ["type": "object"]))])
                ]
            ),
            ("/images/{name}", ["get": imageOperation("getImage", "A product image, as uploaded.")]),
            (
                "/thumbnails/{name}",
                [
                    "get": imageOperation(
                        "getThumbnail",
                        "A product image's thumbnail (the local server does not resize: the image itself).")
                ]
            ),
        ])
    }

    private var pageParameters: [JSONValue] {
        var parameters: [JSONValue] = [
            queryParameter("page_no", "The page, from 1.", range: limits.pageNumber, default: 1),
            queryParameter("items_per_page", "Products per page.", range: limits.itemsPerPage, default: 20),
        ]
        if generation.searches {
            parameters.append([
                "name": "search_value", "in": "query", "required": false,
                "description":
                    "Shows only products whose name or vendor's name contains this text (any case).",
                "schema": ["type": "string", "maxLength": .integer(limits.maximumSearchLength)],
            ])
        }
        return parameters
    }

    private var createBody: JSONValue {
        let imageTypes = ImageKind.allCases.map(\.mimeType).joined(separator: ", ")
        return [
            "required": true,
            "content": [
                "multipart/form-data": [
                    "schema": [
                        "type": "object",
                        "required": ["params", "images"],
                        "additionalProperties": false,
                        "properties": [
                            "params": ref("ProductParams"),
                            "images": [
                                "type": "array",
                                "minItems": .integer(limits.imageCount.lowerBound),
                                "maxItems": .integer(limits.imageCount.upperBound),
                                "items": ["type": "string", "format": "binary"],
                            ],
                        ],
                    ],
                    "encoding": [
                        "params": ["contentType": "application/json"],
                        "images": ["contentType": .string(imageTypes)],
                    ],
                ]
            ],
        ]
    }

    // MARK: - Components

    private var components: JSONValue {
        [
            "schemas": .object([
                ("Error", errorSchema), ("Page", pageSchema), ("PageItem", productSchema(inPage: true)),
                ("Product", productSchema(inPage: false)), ("Image", imageSchema), ("Vendor", vendorSchema),
                (
                    "ProductParams",
                    paramsSchema(required: [
                        "name", .string(generation.descriptionKey), "price", "currency", "secret",
                    ])
                ),
                ("ProductChanges", paramsSchema(required: ["secret"], forUpdate: true)),
                (
                    "SecretBody",
                    [
                        "type": "object", "required": ["secret"],
                        "properties": ["secret": secretSchema],
                    ]
                ),
            ]),
            "parameters": [
                "Identifier": [
                    "name": "identifier", "in": "header", "required": true,
                    "description": "The vendor's identifier, as in vendors.json.",
                    "schema": [
                        "type": "string", "minLength": 1,
                        "maxLength": .integer(limits.maximumIdentifierLength),
                    ],
                ],
                "IdempotencyKey": [
                    "name": "Idempotency-Key", "in": "header", "required": false,
                    "description": .string(
                        "Makes a create safe to repeat: the same key from the same vendor within 24 hours "
                            + "answers the first create's status and body again without creating another "
                            + "product. A fresh random key (a UUID) per product; the same key when repeating."
                    ),
                    "schema": [
                        "type": "string", "minLength": 1,
                        "maxLength": .integer(IdempotencyKey.maximumLength), "pattern": "^[!-~]+$",
                    ],
                ],
                "ProductID": [
                    "name": "id", "in": "path", "required": true, "description": "The product's id.",
                    "schema": [
                        "type": "integer", "format": "int64", "minimum": 1, "maximum": .integer(Int.max),
                    ],
                ],
            ],
            "responses": [
                "BadRequest": errorResponse(
                    "The request is malformed or breaks a limit; code and message say how. An amount "
                        + "finer than its currency's unit (a fraction of a won, of a cent), also one a "
                        + "currency change would leave, answers code FRACTIONAL_AMOUNT; a JSON body (an "
                        + "update's, create's params) that gives a key twice, code DUPLICATE_KEY."),
                "Unauthorized": errorResponse("The identifier header is missing or names no vendor."),
                "Forbidden": errorResponse(
                    "Another vendor's product (code PRODUCT_OF_ANOTHER_VENDOR), or the secret is not "
                        + "the vendor's password or not the product's secret (code FORBIDDEN)."),
                "NotFound": errorResponse("There is no such product."),
                "TooLarge": errorResponse("The body, or one image, is larger than allowed."),
                "UnsupportedMediaType": errorResponse(
                    "The body is not of the content type the operation reads."),
                "StorageFailed": errorResponse("The change could not be stored; nothing was changed."),
            ],
        ]
    }

    private var errorSchema: JSONValue {
        [
            "type": "object",
            "required": ["code", "message", "status"],
            "properties": [
                "code": ["type": "string", "description": "A stable code, like PRODUCT_NOT_FOUND."],
                "message": ["type": "string", "description": "What went wrong and what to do."],
                "status": ["type": "integer", "description": "The HTTP status."],
            ],
        ]
    }

    private var pageSchema: JSONValue {
        let snake = generation == .marketTraining
        let keys: [(String, JSONValue)] = [
            (snake ? "page_no" : "pageNo", ["type": "integer", "minimum": 1]),
            (snake ? "items_per_page" : "itemsPerPage", ["type": "integer", "minimum": 1]),
            (snake ? "total_count" : "totalCount", ["type": "integer", "minimum": 0]),
            ("offset", ["type": "integer", "minimum": 0]),
            ("limit", ["type": "integer", "minimum": 1]),
            (snake ? "last_page" : "lastPage", ["type": "integer", "minimum": 1]),
            (snake ? "has_next" : "hasNext", ["type": "boolean"]),
            (snake ? "has_prev" : "hasPrev", ["type": "boolean"]),
            ("pages", ["type": "array", "items": ref("PageItem")]),
        ]
        return [
            "type": "object",
            "required": .array(keys.map { .string($0.0) }),
            "properties": .object(keys),
        ]
    }

    private func productSchema(inPage: Bool) -> JSONValue {
        let money: JSONValue = ["type": "number", "minimum": 0]
        let date: JSONValue = ["type": "string", "description": "UTC, without a zone."]
        var keys: [(String, JSONValue)] = [
            ("id", ["type": "integer", "minimum": 1]),
            ("vendor_id", ["type": "integer", "minimum": 0]),
        ]
        if inPage && generation == .openMarket { keys.append(("vendorName", ["type": "string"])) }
        keys.append(("name", ["type": "string"]))
        if !inPage || generation == .openMarket { keys.append(("description", ["type": "string"])) }
        keys += [
            ("thumbnail", ["type": ["string", "null"], "description": "The thumbnail's address."]),
            ("currency", ["type": "string", "enum": ["KRW", "USD"]]),
            ("price", money), ("bargain_price", money), ("discounted_price", money),
            ("stock", ["type": "integer", "minimum": 0]),
            ("created_at", date), ("issued_at", date),
        ]
        if !inPage {
            keys += [
                ("images", ["type": "array", "items": ref("Image")]),
                ("vendors", ref("Vendor")),
            ]
        }
        return [
            "type": "object",
            "required": .array(keys.map { .string($0.0) }),
            "properties": .object(keys),
        ]
    }

    private var imageSchema: JSONValue {
        var keys: [(String, JSONValue)] = [
            ("id", ["type": "integer", "minimum": 1]),
            ("url", ["type": "string"]),
            ("thumbnail_url", ["type": "string"]),
        ]
        if generation == .marketTraining { keys.append(("succeed", ["type": "boolean"])) }
        keys.append(("issued_at", ["type": "string"]))
        return [
            "type": "object", "required": .array(keys.map { .string($0.0) }), "properties": .object(keys),
        ]
    }

    private var vendorSchema: JSONValue {
        var keys: [(String, JSONValue)] = [
            ("id", ["type": "integer", "minimum": 0]), ("name", ["type": "string"]),
        ]
        if generation == .marketTraining {
            keys += [("created_at", ["type": "string"]), ("issued_at", ["type": "string"])]
        }
        return [
            "type": "object", "required": .array(keys.map { .string($0.0) }), "properties": .object(keys),
        ]
    }

    private func paramsSchema(required: [JSONValue], forUpdate: Bool = false) -> JSONValue {
        let unit = "Whole won for KRW; at most two decimal places for USD."
        let money: JSONValue = [
            "type": "number", "minimum": 0, "maximum": .integer(limits.maximumPrice),
            "description": .string(unit),
        ]
        let discount: JSONValue = [
            "type": "number", "minimum": 0, "maximum": .integer(limits.maximumPrice),
            "description": .string("At most the price. " + unit),
        ]
        var keys: [(String, JSONValue)] = [
            ("name", textSchema(limits.nameLength, lineBreaks: false)),
            (generation.descriptionKey, textSchema(limits.descriptionLength, lineBreaks: true)),
        ]
        if forUpdate {
            keys.append(
                (
                    "thumbnail_id",
                    ["type": "integer", "minimum": 1, "description": "One of the product's image ids."]
                ))
        }
        keys += [
            ("price", money),
            ("currency", ["type": "string", "enum": ["KRW", "USD"]]),
            ("discounted_price", discount),
            ("stock", ["type": "integer", "minimum": 0, "maximum": .integer(limits.maximumStock)]),
            ("secret", secretSchema.adding([("description", "The vendor's password.")])),
        ]
        return ["type": "object", "required": .array(required), "properties": .object(keys)]
    }

    private var secretSchema: JSONValue {
        ["type": "string", "minLength": 1, "maxLength": .integer(limits.maximumSecretLength)]
    }

    // MARK: - Building blocks

    /// A text of `length` characters without control characters (but tabs and line breaks when
    /// `lineBreaks`, a description's), as `ParamsReader` takes it; a name has no bidirectional
    /// override or isolate either. Its least length counts the characters that show, which a
    /// schema's `minLength` (code points) cannot say: the description says it.
    private func textSchema(_ length: ClosedRange<Int>, lineBreaks: Bool) -> JSONValue {
        let controls =
            lineBreaks
            ? "\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F" : "\\u0000-\\u001F\\u202A-\\u202E\\u2066-\\u2069"
        return [
            "type": "string", "minLength": .integer(length.lowerBound),
            "maxLength": .integer(length.upperBound), "pattern": .string("^[^\(controls)\\u007F-\\u009F]*$"),
            "description": .string(
                "At least \(length.lowerBound) characters that show (blanks at either end count for none; "
                    + "an emoji or a letter with its accents counts once), at most \(length.upperBound) "
                    + "Unicode code points."),
        ]
    }

    private func operation(
        _ id: String, _ summary: String, parameters: [JSONValue] = [], requestBody: JSONValue? = nil,
        responses: [(String, JSONValue)]
    ) -> JSONValue {
        var members: [(String, JSONValue)] = [("operationId", .string(id)), ("summary", .string(summary))]
        if !parameters.isEmpty { members.append(("parameters", .array(parameters))) }
        if let requestBody { members.append(("requestBody", requestBody)) }
        members.append(("responses", .object(responses)))
        return .object(members)
    }

    private func imageOperation(_ id: String, _ summary: String) -> JSONValue {
        let content = JSONValue.object(
            ImageKind.allCases.map { ($0.mimeType, ["schema": ["type": "string", "format": "binary"]]) })
        return operation(
            id, summary,
            parameters: [
                [
                    "name": "name", "in": "path", "required": true,
                    "description": "The stored file's name, from a product's detail.",
                    "schema": ["type": "string", "minLength": 1, "maxLength": 100],
                ]
            ],
            responses: [
                ("200", ["description": "The image's bytes.", "content": content]),
                ("404", errorRef("NotFound", description: "There is no such image.")),
            ])
    }

    private func queryParameter(
        _ name: String, _ description: String, range: ClosedRange<Int>, default value: Int
    ) -> JSONValue {
        [
            "name": .string(name), "in": "query", "required": false, "description": .string(description),
            "schema": [
                "type": "integer", "minimum": .integer(range.lowerBound),
                "maximum": .integer(range.upperBound),
                "default": .integer(value),
            ],
        ]
    }

    private func jsonBody(_ schema: JSONValue) -> JSONValue {
        ["required": true, "content": ["application/json": ["schema": schema]]]
    }

    private func jsonResponse(_ description: String, _ schema: JSONValue) -> JSONValue {
        ["description": .string(description), "content": ["application/json": ["schema": schema]]]
    }

    private func errorResponse(_ description: String) -> JSONValue {
        jsonResponse(description, ref("Error"))
    }

    private func errorRef(_ name: String, description: String? = nil) -> JSONValue {
        guard let description else { return ref(name, in: "responses") }
        return errorResponse(description)
    }

    private func ref(_ name: String, in section: String = "schemas") -> JSONValue {
        ["$ref": .string("#/components/\(section)/\(name)")]
    }
}
