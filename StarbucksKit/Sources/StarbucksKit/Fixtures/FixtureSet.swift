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
    init(answers: [FixtureKey: Data]) {
        self.answers = answers
    }

    /// The fixtures that ship with the kit, the event popup's period around today (see
    /// ``bundled(today:)``), today being the day the set is first used on in the current calendar.
    public static let bundled: FixtureSet = bundled(today: CalendarDay(date: Date(), calendar: .current))

    /// The fixtures that ship with the kit, with the event popup running around `today`: from
    /// three days before it to eight days after it, so that the bundled event is always current.
    ///
    /// The bundled `event-popup.json` writes its days relative to `today` (`{{day-3}}`,
    /// `{{day+8}}`); they are written as the real answer writes them (`2026년 11월 21일`).
    ///
    /// ```swift
    /// let today = CalendarDay(year: 2022, month: 5, day: 9) ?? CalendarDay(date: Date(), calendar: .current)
    /// let fixtures = FixtureSet.bundled(today: today)
    /// let popup = try await StarbucksDependencies.fixtures(fixtures).eventPopups.eventPopup()
    /// print(popup?.periodText ?? "")  // 2022년 5월 6일 ~ 2022년 5월 17일
    /// ```
    public static func bundled(today: CalendarDay) -> FixtureSet {
        var answers: [FixtureKey: Data] = [:]
        for (key, data) in files {
            answers[key] = key == .eventPopup ? relativeDays(in: data, today: today) : data
        }
        return FixtureSet(answers: answers)
    }

    /// The bundled fixture files as they are stored.
    private static let files: [FixtureKey: Data] = {
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
        return answers
    }()

    /// `data` with every `{{day+N}}` or `{{day-N}}` replaced by the day `N` days after or before
    /// `today`, written `2022년 5월 9일`.
    static func relativeDays(in data: Data, today: CalendarDay) -> Data {
        var text = String(decoding: data, as: UTF8.self)
        while let open = text.range(of: "{{day"),
            let close = text.range(of: "}}", range: open.upperBound..<text.endIndex)
        {
            let offset =
                Int(text[open.upperBound..<close.lowerBound].replacingOccurrences(of: "+", with: "")) ?? 0
            let day = today.adding(days: offset)
            text.replaceSubrange(
                open.lowerBound..<close.upperBound, with: "\(day.year)년 \(day.month)월 \(day.day)일")
        }
        return Data(text.utf8)
    }

    /// Every fixture the set has.
    var keys: Set<FixtureKey> { Set(answers.keys) }

    /// The bytes of the fixture `key`, or `nil` when the set lacks it.
    func data(for key: FixtureKey) -> Data? {
        answers[key]
    }

    /// The codes of the products the set has details for, in order.
    var productCodes: [ProductCode] {
        answers.keys.compactMap { key in
            if case .productInfo(let code) = key { return code }
            return nil
        }
        .sorted()
    }

    /// This set with `key` answering `data`.
    func replacing(_ key: FixtureKey, with data: Data) -> FixtureSet {
        var copy = self
        copy.answers[key] = data
        return copy
    }

    /// This set without `key`.
    func removing(_ key: FixtureKey) -> FixtureSet {
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
        let result = try overrides(from: folder)
        if let problem = result.problems.first { throw problem }
        return result.fixtures
    }

    /// This set with every usable file of `folder` replacing the fixture of the same name, and
    /// why each other file could not be used: what a command that can do without some answers
    /// (the launch, which skips a popup it cannot fetch) shows before going on.
    ///
    /// A file that is not a usable answer (JSON that does not decode as its endpoint's answer, an
    /// image that is not a picture) is left out, and its fixture answers as a missing one does
    /// (`404`), never with the bundled answer it was meant to replace.
    ///
    /// ```swift
    /// let folder = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    /// try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    /// try Data("{".utf8).write(to: folder.appendingPathComponent("home.json"))
    /// let result = try FixtureSet.bundled.overrides(from: folder)
    /// print(result.problems.map { URL(fileURLWithPath: $0.path).lastPathComponent })  // ["home.json"]
    /// ```
    ///
    /// - Throws: ``FixtureError`` when the folder is missing, is a file or cannot be read, or
    ///   holds a file or folder whose name is no fixture's.
    public func overrides(from folder: URL) throws -> FixtureOverride {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) else {
            throw FixtureError.missingFolder(folder.path)
        }
        guard isFolder.boolValue else { throw FixtureError.notAFolder(folder.path) }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        } catch {
            throw FixtureError.unreadable(folder.path, SystemReason(error, path: folder.path))
        }
        var copy = self
        var problems: [FixtureError] = []
        for name in names where !name.hasPrefix(".") {
            let file = folder.appendingPathComponent(name)
            guard let key = FixtureKey(fileName: name) else { throw FixtureError.unexpectedFile(file.path) }
            var isSubfolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: file.path, isDirectory: &isSubfolder),
                isSubfolder.boolValue
            {
                // Named as a fixture is: what is wrong is that it is a folder.
                throw FixtureError.unreadable(file.path, SystemReason(errno: EISDIR))
            }
            let data: Data
            do {
                data = try Data(contentsOf: file)
            } catch {
                throw FixtureError.unreadable(file.path, SystemReason(error, path: file.path))
            }
            do {
                try Self.validate(data, as: key, path: file.path)
                copy.answers[key] = data
            } catch let problem as FixtureError {
                problems.append(problem)
                copy.answers[key] = nil
            }
        }
        return FixtureOverride(fixtures: copy, problems: problems)
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
