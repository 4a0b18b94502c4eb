import Foundation

/// Reads entries from a file: the kit's own JSON export, or the original project's sample format
/// (a JSON array of `title`, `body` and `created_at` in Unix seconds). The format is recognized
/// from the data.
///
/// Importing is idempotent: exported entries keep their identifiers, and sample items get
/// identifiers computed from their content, so ``DiaryStore/importEntries(_:)`` adds nothing the
/// second time a file is imported.
///
/// ```swift
/// let store = InMemoryDiaryStore()
/// let samples = try DiaryImporter().bundledSamples()
/// try await store.importEntries(samples)
/// let again = try await store.importEntries(samples)
/// print(again.insertedCount, again.skippedCount)  // 0 15
/// ```
public struct DiaryImporter: Sendable {
    /// The largest file read, in bytes (64 MiB).
    public static let maximumFileSize = 64 << 20

    /// An importer.
    public init() {}

    /// The entries in `data`, in the order they appear.
    ///
    /// - Throws: ``DiaryTransferError`` (malformed data with the place of the problem, invalid
    ///   values, unsupported version).
    public func entries(from data: Data) throws -> [DiaryEntry] {
        var bytes = data.drop { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            bytes = bytes.dropFirst(3).drop { [0x20, 0x09, 0x0A, 0x0D].contains($0) }
        }
        switch bytes.first {
        case UInt8(ascii: "["): return try SampleFormat.decode(Data(bytes))
        case UInt8(ascii: "{"): return try DiaryArchive.decode(Data(bytes))
        default: throw DiaryTransferError.malformedData(DecodingProblem(path: "", kind: .notJSON))
        }
    }

    /// The text in `data`, which must be UTF-8: what a tool read from its standard input or from
    /// the file an editor saved, before it becomes an entry. A leading byte-order mark is dropped.
    ///
    /// ```swift
    /// let typedText = try DiaryImporter().text(from: Data("Picnic\nBy the river.".utf8))
    /// print(DiaryEntry.split(typedText)?.title ?? "")  // Picnic
    /// ```
    ///
    /// - Throws: ``DiaryTransferError`` of kind ``DiaryTransferError/Kind/invalidEncoding`` when
    ///   the bytes are not UTF-8.
    public func text(from data: Data) throws -> String {
        var bytes = data[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            throw DiaryTransferError.invalidEncoding
        }
        return text
    }

    /// The entries in the file at `url`.
    ///
    /// - Throws: ``DiaryTransferError`` (unreadable file, or what ``entries(from:)`` throws).
    public func entries(contentsOf url: URL) throws -> [DiaryEntry] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw DiaryTransferError.unreadableFile(url.path, .missing)
        }
        guard !isDirectory.boolValue else {
            throw DiaryTransferError.unreadableFile(url.path, .folder)
        }
        let data: Data
        do {
            let handle = try FileHandle(forReadingFrom: url)
            defer { try? handle.close() }
            data = try handle.read(upToCount: Self.maximumFileSize + 1) ?? Data()
        } catch {
            throw DiaryTransferError.unreadableFile(url.path, .system(SystemReason(error, path: url.path)))
        }
        guard data.count <= Self.maximumFileSize else {
            throw DiaryTransferError.unreadableFile(url.path, .tooLarge)
        }
        return try entries(from: data)
    }

    /// The fifteen sample entries the kit ships, in the original project's sample format.
    ///
    /// - Throws: ``DiaryTransferError`` when the bundled file cannot be read.
    public func bundledSamples() throws -> [DiaryEntry] {
        guard let url = Bundle.module.url(forResource: "SampleEntries", withExtension: "json") else {
            throw DiaryTransferError.unreadableFile("SampleEntries.json", .missing)
        }
        return try entries(contentsOf: url)
    }
}
