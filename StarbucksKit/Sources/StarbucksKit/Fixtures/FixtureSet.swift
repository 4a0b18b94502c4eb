import Foundation

/// The answers a ``FixtureTransport`` serves, by ``FixtureKey``: the kit's bundled fixtures, with
/// any of them replaced from a folder of your own.
///
/// The bundled set has the event popup, a home document, ten products (details and picture
/// answers), ten What's New events and a small image for every picture they name.
///
/// ```swift
/// let fixtures = try FixtureSet.bundled.overridden(by: URL(fileURLWithPath: "my-fixtures"))
/// let transport = FixtureTransport(fixtures: fixtures)
/// ```
public struct FixtureSet: Sendable {
    private var answers: [FixtureKey: Data]

    /// A set with exactly `answers`.
    public init(answers: [FixtureKey: Data]) {
        self.answers = answers
    }

    /// The fixtures that ship with the kit.
    public static let bundled: FixtureSet = {
        var answers: [FixtureKey: Data] = [:]
        let root = Bundle.module.resourceURL ?? Bundle.module.bundleURL
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            guard !file.pathComponents.contains(where: { $0.hasSuffix(".lproj") }),
                let key = FixtureKey(fileName: file.lastPathComponent),
                let data = try? Data(contentsOf: file)
            else { continue }
            answers[key] = data
        }
        return FixtureSet(answers: answers)
    }()

    /// Every fixture the set has.
    public var keys: Set<FixtureKey> { Set(answers.keys) }

    /// The bytes of the fixture `key`, or `nil` when the set lacks it.
    public func data(for key: FixtureKey) -> Data? {
        answers[key]
    }

    /// The codes of the products the set has details for, in order.
    public var productCodes: [ProductCode] {
        answers.keys.compactMap { key in
            if case .productInfo(let code) = key { return code }
            return nil
        }
        .sorted()
    }

    /// This set with `key` answering `data`.
    public func replacing(_ key: FixtureKey, with data: Data) -> FixtureSet {
        var copy = self
        copy.answers[key] = data
        return copy
    }

    /// This set without `key`.
    public func removing(_ key: FixtureKey) -> FixtureSet {
        var copy = self
        copy.answers[key] = nil
        return copy
    }

    /// This set with every file of `folder` replacing the fixture of the same name.
    ///
    /// Each file is checked before anything is used: a JSON fixture must decode as its endpoint's
    /// answer, an image must be a PNG, JPEG, GIF or WebP picture, and every name must be a
    /// fixture's (hidden files such as `.DS_Store` are ignored).
    ///
    /// - Throws: ``FixtureError`` naming the first file or folder at fault.
    public func overridden(by folder: URL) throws -> FixtureSet {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) else {
            throw FixtureError.missingFolder(folder.path)
        }
        guard isFolder.boolValue else { throw FixtureError.notAFolder(folder.path) }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        } catch {
            throw FixtureError.unreadable(folder.path, reason: error.localizedDescription)
        }
        var copy = self
        for name in names where !name.hasPrefix(".") {
            let file = folder.appendingPathComponent(name)
            guard let key = FixtureKey(fileName: name) else { throw FixtureError.unexpectedFile(file.path) }
            var isSubfolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: file.path, isDirectory: &isSubfolder),
                isSubfolder.boolValue
            {
                throw FixtureError.unexpectedFile(file.path)
            }
            let data: Data
            do {
                data = try Data(contentsOf: file)
            } catch {
                throw FixtureError.unreadable(file.path, reason: error.localizedDescription)
            }
            try Self.validate(data, as: key, path: file.path)
            copy.answers[key] = data
        }
        return copy
    }

    /// Throws unless `data` is a usable answer for `key`.
    static func validate(_ data: Data, as key: FixtureKey, path: String) throws {
        let decoder = JSONDecoder()
        do {
            switch key {
            case .eventPopup: _ = try decoder.decode(WireEventPopup.self, from: data)
            case .home: _ = try decoder.decode(WireHome.self, from: data)
            case .whatsNew: _ = try decoder.decode(WireEventList.self, from: data)
            case .productInfo: _ = try decoder.decode(WireProductInfo.self, from: data)
            case .productImage: _ = try decoder.decode(WireProductFiles.self, from: data)
            case .image:
                guard isPicture(data) else { throw FixtureError.malformedImage(path) }
            }
        } catch let error as FixtureError {
            throw error
        } catch {
            throw FixtureError.malformedJSON(path, key.endpoint, DecodingProblem(error))
        }
    }

    /// Whether `data` starts like a PNG, JPEG, GIF or WebP file.
    static func isPicture(_ data: Data) -> Bool {
        let bytes = [UInt8](data.prefix(12))
        let signatures: [[UInt8]] = [
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],  // PNG
            [0xFF, 0xD8, 0xFF],  // JPEG
            Array("GIF8".utf8),  // GIF
        ]
        if signatures.contains(where: { bytes.starts(with: $0) }) { return true }
        return bytes.count == 12 && bytes.starts(with: Array("RIFF".utf8))
            && Array(bytes[8..<12]) == Array("WEBP".utf8)
    }
}
