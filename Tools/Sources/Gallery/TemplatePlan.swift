import Foundation
import Mustache

/// The gallery's templates as swift-mustache parsed them, turned once into a plan that renders
/// the same bytes without swift-mustache's per-tag work.
///
/// swift-mustache reads the templates (its parser decides every standalone line, partial and
/// block), and remains the reference: in debug builds ``PageRenderer`` renders every page both
/// ways and stops on the first byte that differs. What the plan saves is the interpreter's cost
/// per tag (a name split into new strings, eight or so dynamic casts to protocols, a `String`
/// per template and per value), which made a page 3 to 27 times slower than writing it by hand.
/// Here each template is a range of ``Step``s in one flat program whose payloads are numbers
/// (so stepping copies no reference), the text is one byte table, the output is ``PageBytes``,
/// and the values the pages give (``PageValues``, lists of them, `String`, `Int`, `Bool`) are
/// tried first by their concrete types; everything else goes the way swift-mustache goes.
///
/// The plan covers what the gallery's templates use: text, escaped and unescaped variables
/// (dotted names, `.`), sections, inverted sections, partials, and parents with blocks, each
/// template beginning with the `GALLERY_HTML` content type. A template using anything else
/// (transforms, lambdas' dynamic partials, indented partials, another content type) is not
/// planned: ``init(_:names:)`` throws, and ``PageRenderer`` then renders with swift-mustache.
struct TemplatePlan: Sendable {
    /// One piece of a template as swift-mustache parsed it (a tree, flattened into ``Step``s).
    enum Node: Sendable {
        /// Text written as it is.
        case text([UInt8])
        /// A variable, escaped (`{{name}}`) or not (`{{&name}}`).
        case variable(Name, escaped: Bool)
        /// `{{#name}}…{{/name}}`.
        case section(Name, [Node])
        /// `{{^name}}…{{/name}}`.
        case inverted(Name, [Node])
        /// `{{>name}}`, or `{{<name}}…{{/name}}` with the blocks it overrides.
        case partial(String, overriding: [String: [Node]]?)
        /// `{{$name}}…{{/name}}` in a parent: the override of the block, or its default.
        case block(String, default: [Node])
    }

    /// A tag's name: `.` (the current value), `.a.b` (from the current value only) or `a.b`
    /// (the first value on the stack that has `a`, then its `b`).
    struct Name: Sendable {
        /// The first dot-separated part (`nil` for `.`).
        let first: String?
        /// The parts after the first (`nil` when there are none, so that copying a name copies
        /// no array).
        let rest: [String]?
        /// Whether the name is looked up on the current value only.
        let anchored: Bool

        init(_ name: String) {
            let parts = name.split(separator: ".").map(String.init)
            first = parts.first
            rest = parts.count > 1 ? Array(parts.dropFirst()) : nil
            anchored = name.first == "."
        }
    }

    /// One step of the plan's program. Every payload is a number, so stepping through a
    /// template copies no reference.
    enum Step: Sendable {
        /// The bytes of ``TemplatePlan/text`` in `start..<end`.
        case text(start: Int, end: Int)
        /// The variable ``TemplatePlan/names``[`name`], escaped or not.
        case variable(name: Int, escaped: Bool)
        /// A section of ``TemplatePlan/names``[`name`], whose body is the steps up to `end`.
        case section(name: Int, end: Int)
        /// An inverted section, whose body is the steps up to `end`.
        case inverted(name: Int, end: Int)
        /// The template ``TemplatePlan/entries``[`template`], with the blocks of
        /// ``TemplatePlan/overrideSets``[`overrides`] (none when `-1`), whose bodies are the
        /// steps up to `end`.
        case partial(template: Int, overrides: Int, end: Int)
        /// The block ``TemplatePlan/blockNames``[`name`]: its override, or its default, the
        /// steps up to `end`.
        case block(name: Int, end: Int)
    }

    /// Why a template could not be planned.
    struct Unplanned: Error, CustomStringConvertible {
        let description: String
    }

    /// Every template's steps, one after another.
    private(set) var steps: [Step] = []
    /// The text steps' bytes, one after another.
    private(set) var text: [UInt8] = []
    /// The tags' names.
    private(set) var names: [Name] = []
    /// The blocks' names.
    private(set) var blockNames: [String] = []
    /// The blocks each parent overrides: the steps of each block's body.
    private(set) var overrideSets: [[String: Range<Int>]] = []
    /// Each template's steps, by its position in ``templates``.
    private(set) var entries: [Range<Int>] = []
    /// The planned templates' positions in ``entries``, by name.
    private(set) var templates: [String: Int] = [:]

    /// Plans the templates `names` of `library`.
    ///
    /// - Throws: ``Unplanned`` naming the template and what it uses that the plan does not cover,
    ///   or that swift-mustache's parse did not have the shape this plan reads.
    init(_ library: MustacheLibrary, names: [String]) throws {
        var trees: [(String, [Node])] = []
        for name in names {
            guard let template = library.getTemplate(named: name) else {
                throw Unplanned(description: "no template \(name)")
            }
            do {
                var tokens = try Self.tokens(of: template)
                guard let first = tokens.first, Self.isGalleryContentType(first) else {
                    throw Unplanned(
                        description: "it does not begin with the \(GalleryHTML.name) content type")
                }
                tokens.removeFirst()
                trees.append((name, Self.joiningText(try tokens.map(Self.node))))
            } catch let error as Unplanned {
                throw Unplanned(description: "template \(name): \(error.description)")
            }
        }
        for (index, (name, _)) in trees.enumerated() { templates[name] = index }
        for (name, nodes) in trees {
            let start = steps.count
            do {
                try emit(nodes, library)
            } catch let error as Unplanned {
                throw Unplanned(description: "template \(name): \(error.description)")
            }
            entries.append(start..<steps.count)
        }
    }

    /// Appends the steps of `nodes`.
    private mutating func emit(_ nodes: [Node], _ library: MustacheLibrary) throws {
        for node in nodes {
            switch node {
            case .text(let bytes):
                let start = text.count
                text.append(contentsOf: bytes)
                steps.append(.text(start: start, end: text.count))
            case .variable(let name, let escaped):
                names.append(name)
                steps.append(.variable(name: names.count - 1, escaped: escaped))
            case .section(let name, let body), .inverted(let name, let body):
                names.append(name)
                let named = names.count - 1
                let at = steps.count
                steps.append(.text(start: 0, end: 0))
                try emit(body, library)
                if case .section = node {
                    steps[at] = .section(name: named, end: steps.count)
                } else {
                    steps[at] = .inverted(name: named, end: steps.count)
                }
            case .partial(let name, let overriding):
                guard let template = templates[name] else {
                    // swift-mustache writes nothing for a partial it does not have.
                    if library.getTemplate(named: name) == nil { continue }
                    throw Unplanned(description: "the partial \(name) is not among the templates planned")
                }
                let at = steps.count
                steps.append(.text(start: 0, end: 0))
                var overrides = -1
                if let overriding {
                    var set: [String: Range<Int>] = [:]
                    for (block, body) in overriding.sorted(by: { $0.key < $1.key }) {
                        let start = steps.count
                        try emit(body, library)
                        set[block] = start..<steps.count
                    }
                    overrideSets.append(set)
                    overrides = overrideSets.count - 1
                }
                steps[at] = .partial(template: template, overrides: overrides, end: steps.count)
            case .block(let name, let fallback):
                blockNames.append(name)
                let named = blockNames.count - 1
                let at = steps.count
                steps.append(.text(start: 0, end: 0))
                try emit(fallback, library)
                steps[at] = .block(name: named, end: steps.count)
            }
        }
    }

    /// Renders the template `name` with `values` (any value, read as swift-mustache reads it);
    /// `nil` when there is no such template.
    func render(_ name: String, _ values: Any) -> String? {
        run(name, from: Frame(values)).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The UTF-8 of the template `name` rendered with `values`, and `page` as `values["page"]`
    /// (the layout's values, read there rather than copied into each screen's), as a response
    /// sends it (valid by construction: the templates' text and the values are strings, and the
    /// escaping removes whole characters); `nil` when there is no such template.
    func bytes(_ name: String, _ values: PageValues, page: PageValues? = nil) -> [UInt8]? {
        run(name, from: page.map { .root(values, page: $0) } ?? .row(values))
    }

    /// Runs the template `name` with `root` at the bottom of the stack.
    private func run(_ name: String, from root: Frame) -> [UInt8]? {
        guard let template = templates[name] else { return nil }
        var output = PageBytes(capacity: 8_192)
        var stack: [Frame] = []
        stack.reserveCapacity(8)
        stack.append(root)
        steps.withUnsafeBufferPointer { steps in
            text.withUnsafeBufferPointer { text in
                names.withUnsafeBufferPointer { names in
                    let program = Program(plan: self, steps: steps, text: text, names: names)
                    program.run(entries[template], &stack, nil, into: &output)
                }
            }
        }
        return output.bytes()
    }

    // MARK: - Rendering

    /// A value on the rendering stack: a row of named values (what the pages give, looked up
    /// without a cast), or any other value (boxed, so that a frame is one reference to copy).
    private enum Frame {
        case row(PageValues)
        case other(Boxed)
        /// A string, a number or a flag: a value with no named values (swift-mustache finds
        /// none in them either), which a lookup passes by.
        case leaf(Boxed)
        /// The values a page renders with, and the layout's values, named `page` in them.
        case root(PageValues, page: PageValues)

        init(_ value: Any) {
            if let row = value as? PageValues {
                self = .row(row)
            } else if TemplatePlan.isLeaf(value) {
                self = .leaf(Boxed(value))
            } else {
                self = .other(Boxed(value))
            }
        }

        var value: Any {
            switch self {
            case .row(let row):
                return row
            case .other(let boxed), .leaf(let boxed):
                return boxed.value
            case .root(var values, let page):
                values["page"] = page
                return values
            }
        }
    }

    /// A value other than ``PageValues`` on the stack.
    private final class Boxed {
        let value: Any

        init(_ value: Any) {
            self.value = value
        }
    }

    /// The plan's tables as seen while rendering (its arrays' storage, read in place).
    private struct Program {
        let plan: TemplatePlan
        let steps: UnsafeBufferPointer<Step>
        let text: UnsafeBufferPointer<UInt8>
        let names: UnsafeBufferPointer<Name>

        /// Runs the steps in `range`.
        func run(
            _ range: Range<Int>, _ stack: inout [Frame], _ overrides: [String: Range<Int>]?,
            into output: inout PageBytes
        ) {
            var index = range.lowerBound
            while index < range.upperBound {
                switch steps[index] {
                case .text(let start, let end):
                    output.write(UnsafeBufferPointer(rebasing: text[start..<end]))
                    index += 1
                case .variable(let name, let escaped):
                    index += 1
                    let text: String
                    switch TemplatePlan.text(named: names[name], in: &stack) {
                    case .text(let found):
                        text = found
                    case .missing:
                        continue
                    case .other:
                        guard let value = lookUp(names[name], in: &stack) else { continue }
                        text = TemplatePlan.text(of: value)
                    }
                    if escaped {
                        SafeText.appendEscapedHTML(text, to: &output)
                    } else {
                        var text = text
                        text.withUTF8 { output.write($0) }
                    }
                case .section(let name, let end):
                    let value = lookUp(names[name], in: &stack)
                    section(value, index + 1..<end, &stack, overrides, into: &output)
                    index = end
                case .inverted(let name, let end):
                    inverted(
                        lookUp(names[name], in: &stack), index + 1..<end, &stack, overrides, into: &output)
                    index = end
                case .partial(let template, let set, let end):
                    var merged = overrides
                    if set >= 0 {
                        // As swift-mustache: a block already overridden keeps the outer override.
                        let own = plan.overrideSets[set]
                        merged = overrides?.merging(own) { outer, _ in outer } ?? own
                    }
                    run(plan.entries[template], &stack, merged, into: &output)
                    index = end
                case .block(let name, let end):
                    let body = overrides?[plan.blockNames[name]] ?? (index + 1..<end)
                    run(body, &stack, overrides, into: &output)
                    index = end
                }
            }
        }

        /// `{{#name}}`: once per element of a list, once if `true`, never if absent, `false` or
        /// null; otherwise once with the value on the stack.
        func section(
            _ value: Any?, _ body: Range<Int>, _ stack: inout [Frame], _ overrides: [String: Range<Int>]?,
            into output: inout PageBytes
        ) {
            guard var value else { return }
            if let flag = value as? Bool {
                if flag { run(body, &stack, overrides, into: &output) }
                return
            }
            if let rows = value as? [PageValues] {
                for row in rows {
                    stack.append(.row(row))
                    run(body, &stack, overrides, into: &output)
                    stack.removeLast()
                }
                return
            }
            if let row = value as? PageValues {
                stack.append(.row(row))
                run(body, &stack, overrides, into: &output)
                stack.removeLast()
                return
            }
            if value is String || value is Int {
                pushing(value, body, &stack, overrides, into: &output)
                return
            }
            if let lines = value as? [String] {
                for line in lines { pushing(line, body, &stack, overrides, into: &output) }
                return
            }
            if let custom = value as? MustacheCustomRepresentation {
                guard let represented = custom.representation else { return }
                value = represented
            }
            if let list = value as? any MustacheSequence {
                for element in TemplatePlan.elements(of: list) {
                    pushing(element, body, &stack, overrides, into: &output)
                }
            } else if let flag = value as? Bool {
                if flag { run(body, &stack, overrides, into: &output) }
            } else if let renderable = value as? MustacheCustomRenderable, renderable.isNull {
                return
            } else {
                pushing(value, body, &stack, overrides, into: &output)
            }
        }

        /// `{{^name}}`: once if absent, `false`, null or an empty list (which is then on the stack).
        func inverted(
            _ value: Any?, _ body: Range<Int>, _ stack: inout [Frame], _ overrides: [String: Range<Int>]?,
            into output: inout PageBytes
        ) {
            guard var value else { return run(body, &stack, overrides, into: &output) }
            if let flag = value as? Bool {
                if !flag { run(body, &stack, overrides, into: &output) }
                return
            }
            if value is String || value is Int || value is PageValues { return }
            if let custom = value as? MustacheCustomRepresentation {
                guard let represented = custom.representation else {
                    return run(body, &stack, overrides, into: &output)
                }
                value = represented
            }
            if let list = value as? any MustacheSequence {
                if TemplatePlan.isEmpty(list) { pushing(list, body, &stack, overrides, into: &output) }
            } else if let flag = value as? Bool {
                if !flag { run(body, &stack, overrides, into: &output) }
            } else if let renderable = value as? MustacheCustomRenderable, renderable.isNull {
                run(body, &stack, overrides, into: &output)
            }
        }

        func pushing(
            _ value: Any, _ body: Range<Int>, _ stack: inout [Frame], _ overrides: [String: Range<Int>]?,
            into output: inout PageBytes
        ) {
            stack.append(Frame(value))
            run(body, &stack, overrides, into: &output)
            stack.removeLast()
        }
    }

    private static func elements<List: Sequence>(of list: List) -> [Any] {
        list.map { $0 }
    }

    private static func isEmpty<List: Sequence>(_ list: List) -> Bool {
        var iterator = list.makeIterator()
        return iterator.next() == nil
    }

    // MARK: - Values

    /// The text of a one-part name whose value is a string in a row of ``PageValues`` (most
    /// variables), read where it lies; `.other` for every other case, which ``lookUp(_:in:)``
    /// and ``text(of:)`` then take the general way (to the same result).
    private static func text(named name: Name, in stack: inout [Frame]) -> PageValues.Text {
        guard let first = name.first, name.rest == nil, !name.anchored else { return .other }
        var index = stack.count - 1
        while index >= 0 {
            let found: PageValues.Text
            switch stack[index] {
            case .row(let row): found = row.text(named: first)
            case .leaf: found = .missing
            case .other: return .other
            case .root(let values, _): found = first == "page" ? .other : values.text(named: first)
            }
            if case .missing = found {
                index -= 1
                continue
            }
            return found
        }
        return .missing
    }

    /// The value `name` names on `stack`, found as swift-mustache finds it.
    private static func lookUp(_ name: Name, in stack: inout [Frame]) -> Any? {
        // (`inout` only so that the stack is read where it is, not retained for the call.)
        guard let first = name.first, let top = stack.last else { return stack.last?.value }
        if name.anchored {
            guard let found = child(first, of: top.value) else { return nil }
            return walk(name.rest, from: found)
        }
        var index = stack.count - 1
        while index >= 0 {
            let found: Any?
            switch stack[index] {
            case .row(let row): found = row[first]
            case .other(let boxed): found = child(first, of: boxed.value)
            case .leaf: found = nil
            case .root(let values, let page):
                // The layout's values, read without going through `Any` (the most asked).
                if first == "page" {
                    guard let rest = name.rest else { return page }
                    guard let next = page[rest[0]] else { return nil }
                    return rest.count == 1 ? next : walk(Array(rest.dropFirst()), from: next)
                }
                found = values[first]
            }
            if let found { return walk(name.rest, from: found) }
            index -= 1
        }
        return nil
    }

    private static func walk(_ parts: [String]?, from object: Any) -> Any? {
        guard let parts else { return object }
        var object = object
        for part in parts {
            guard let found = child(part, of: object) else { return nil }
            object = found
        }
        return object
    }

    /// Whether `value` is a string, a number or a flag (exactly: not an optional one, whose
    /// mirror has a child named `some`).
    private static func isLeaf(_ value: Any) -> Bool {
        let type = type(of: value)
        return type == String.self || type == Int.self || type == Bool.self
    }

    /// `object`'s value named `name`: a dictionary's entry, a ``MustacheParent``'s child, or a
    /// stored property of the same label (an optional one unwrapped), as swift-mustache reads them.
    private static func child(_ name: String, of object: Any) -> Any? {
        if let row = object as? PageValues { return row[name] }
        if isLeaf(object) { return nil }
        // A literal nested in a page's values without a type of its own is a dictionary.
        if let row = object as? [String: Any] { return row[name] }
        var object = object
        if let custom = object as? MustacheCustomRepresentation {
            guard let represented = custom.representation else { return nil }
            object = represented
        }
        if let parent = object as? MustacheParent { return parent.child(named: name) }
        guard let value = Mirror(reflecting: object).children.first(where: { $0.label == name })?.value else {
            return nil
        }
        let optional = Mirror(reflecting: value)
        guard optional.displayStyle == .optional else { return value }
        return optional.children.first?.value
    }

    /// The text a variable writes for `value` (before escaping), as swift-mustache writes it.
    private static func text(of value: Any) -> String {
        if let text = value as? String { return text }
        if let number = value as? Int { return String(number) }
        var value = value
        if let custom = value as? MustacheCustomRepresentation {
            guard let represented = custom.representation else { return "" }
            value = represented
        }
        if let renderable = value as? MustacheCustomRenderable { return renderable.renderText }
        if let optional = value as? OptionalValue, let wrapped = optional.wrappedValue {
            return String(describing: wrapped)
        }
        return String(describing: value)
    }

    // MARK: - Reading swift-mustache's parse

    /// The tokens of `template` (`MustacheTemplate.tokens`, read by reflection).
    private static func tokens(of template: MustacheTemplate) throws -> [Any] {
        guard let tokens = Mirror(reflecting: template).descendant("tokens") as? [Any] else {
            throw Unplanned(description: "swift-mustache's template has no tokens to read")
        }
        return tokens
    }

    /// `nodes` with each run of text (swift-mustache keeps a token per line) as one text.
    private static func joiningText(_ nodes: [Node]) -> [Node] {
        var joined: [Node] = []
        for node in nodes {
            switch node {
            case .text(let text) where text.isEmpty:
                continue
            case .text(let text):
                if case .text(let before) = joined.last {
                    joined[joined.count - 1] = .text(before + text)
                } else {
                    joined.append(node)
                }
            default:
                joined.append(node)
            }
        }
        return joined
    }

    /// A token's case name and its payload's values in order.
    private static func parts(of token: Any) throws -> (String, [Any]) {
        guard let payload = Mirror(reflecting: token).children.first, let label = payload.label else {
            throw Unplanned(description: "a token without a payload (\(token))")
        }
        let fields = Mirror(reflecting: payload.value)
        if fields.displayStyle == .tuple { return (label, fields.children.map(\.value)) }
        return (label, [payload.value])
    }

    private static func isGalleryContentType(_ token: Any) -> Bool {
        guard let (label, values) = try? parts(of: token), label == "contentType" else { return false }
        return values.first is GalleryHTML
    }

    private static func node(_ token: Any) throws -> Node {
        let (kind, values) = try parts(of: token)
        func string(_ index: Int) throws -> String {
            guard values.indices.contains(index), let value = values[index] as? String else {
                throw Unplanned(description: "a \(kind) token without the text expected")
            }
            return value
        }
        func untransformed() throws -> Name {
            guard values.count >= 2, let transforms = values[1] as? [String], transforms.isEmpty else {
                throw Unplanned(
                    description: "a transform, {{\(try string(0))}}, which the plan does not cover")
            }
            return Name(try string(0))
        }
        func body(_ index: Int) throws -> [Node] {
            guard values.indices.contains(index), let template = values[index] as? MustacheTemplate else {
                throw Unplanned(description: "a \(kind) token without its template")
            }
            return joiningText(try tokens(of: template).map(node))
        }
        func unindented(_ index: Int) throws {
            if values.indices.contains(index), let indentation = values[index] as? String,
                !indentation.isEmpty
            {
                throw Unplanned(description: "an indented \(kind), which the plan does not cover")
            }
        }
        switch kind {
        case "text":
            return .text(Array(try string(0).utf8))
        case "variable":
            return .variable(try untransformed(), escaped: true)
        case "unescapedVariable":
            return .variable(try untransformed(), escaped: false)
        case "section":
            return .section(try untransformed(), try body(2))
        case "invertedSection":
            return .inverted(try untransformed(), try body(2))
        case "blockExpansion":
            try unindented(2)
            return .block(try string(0), default: try body(1))
        case "partial":
            try unindented(1)
            guard values.count == 3 else { throw Unplanned(description: "a partial of an unknown shape") }
            var overriding: [String: [Node]]?
            if let blocks = values[2] as? [String: MustacheTemplate] {
                overriding = try blocks.mapValues { joiningText(try tokens(of: $0).map(node)) }
            }
            return .partial(try string(0), overriding: overriding)
        default:
            throw Unplanned(description: "a \(kind) token, which the plan does not cover")
        }
    }
}

/// An optional seen through `Any`, for writing the value it wraps.
private protocol OptionalValue {
    var wrappedValue: Any? { get }
}

extension Optional: OptionalValue {
    fileprivate var wrappedValue: Any? { self.map { $0 as Any } }
}
