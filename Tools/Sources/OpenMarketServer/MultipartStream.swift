import MultipartKit
import NIOCore

extension MultipartForm {
    /// What a part's headers say: its field's name, and its file name when it is a file.
    package struct PartHeader: Sendable, Hashable {
        /// The field's name.
        package let name: String
        /// The file name the sender gave, for a file.
        package let filename: String?
    }

    /// Reads a `multipart/form-data` body as it arrives, with the same rules as
    /// ``MultipartForm``: each part needs one `Content-Disposition: form-data` with a name. It
    /// keeps nothing itself: ``onPart`` gets each part's header, ``onBytes`` its bytes as they
    /// come, ``onPartEnd`` its end, so the reader decides what to keep (a gallery's upload counts
    /// a picture too large rather than holding it). Parts after `maximumParts` are skipped.
    package final class StreamReader {
        /// A part begins: its header.
        package var onPart: (PartHeader) -> Void = { _ in }
        /// The next bytes of the part under way.
        package var onBytes: (ByteBufferView) -> Void = { _ in }
        /// The part under way ended.
        package var onPartEnd: () -> Void = {}

        private let parser: MultipartParser
        private let maximumParts: Int
        private var headers: [(String, String)] = []
        private var begun = false
        private var skipping = false
        private var parts = 0
        private var failed = false

        /// A reader of a body whose parts are separated by `boundary` (a valid one: see
        /// ``MultipartForm/isValidBoundary(_:)``), telling at most `maximumParts` parts.
        package init(boundary: String, maximumParts: Int) {
            self.parser = MultipartParser(boundary: boundary)
            self.maximumParts = maximumParts
            parser.onHeader = { [unowned self] name, value in headers.append((name, value)) }
            parser.onBody = { [unowned self] chunk in
                begin()
                if !skipping { onBytes(chunk.readableBytesView) }
            }
            parser.onPartComplete = { [unowned self] in
                begin()
                if !skipping { onPartEnd() }
                headers = []
                begun = false
                skipping = false
            }
        }

        /// Reads the next bytes of the body; `false` once it is not well formed (a header line
        /// without CRLF, a part without a `form-data` disposition and a name), after which
        /// nothing more is told.
        package func feed(_ chunk: ByteBuffer) -> Bool {
            guard !failed else { return false }
            do {
                try parser.execute(chunk)
            } catch {
                failed = true
            }
            return !failed
        }

        /// Tells the part's header once, before its first bytes (or its end, for an empty part).
        private func begin() {
            guard !begun else { return }
            begun = true
            parts += 1
            guard !failed, parts <= maximumParts else {
                skipping = true
                return
            }
            switch MultipartForm.disposition(headers) {
            case .success(let (name, filename)):
                onPart(PartHeader(name: name, filename: filename))
            case .failure:
                failed = true
                skipping = true
            }
        }
    }
}
