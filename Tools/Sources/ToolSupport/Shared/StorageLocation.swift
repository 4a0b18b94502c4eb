import Foundation

/// Where a kit keeps its files when the app names no location: the platform's convention.
///
/// - On Apple platforms, data goes in the app's Application Support folder and caches in its
///   Caches folder, each in a folder named for the kit (`Application Support/DiaryKit/`).
///   Inside an app's sandbox that is the app's own container.
/// - Elsewhere (Linux), the XDG base directories, in the folder the kit's command-line tool
///   uses: `$XDG_DATA_HOME/<tool>` (else `~/.local/share/<tool>`) for data and
///   `$XDG_CACHE_HOME/<tool>` (else `~/.cache/<tool>`) for caches. An XDG variable counts only
///   when it is an absolute path, as the XDG specification says.
///
/// Every store also takes an explicit location; these are only the defaults. A Mac app outside
/// the sandbox shares Application Support with every other app, so it passes a folder of its
/// own (under its bundle identifier) rather than rely on the default.
///
/// This file is a copy of the workspace's `Shared/Kit`, the same in every kit: edit it there and
/// run `make share` (`make lint` fails on a copy that differs).
struct StorageLocation: Sendable, Hashable {
    /// The two conventions a default location follows.
    enum Convention: Sendable, Hashable, CaseIterable {
        /// Application Support and Caches (iOS, macOS, and the other Apple platforms).
        case apple
        /// The XDG base directories (Linux and the other platforms).
        case xdg

        /// The convention of the platform this code was built for.
        static var current: Convention {
            #if canImport(Darwin)
                .apple
            #else
                .xdg
            #endif
        }
    }

    /// The folder's name on Apple platforms: the kit's name (`DiaryKit`).
    let appleFolder: String
    /// The folder's name under the XDG directories: the command-line tool's (`diary`).
    let xdgFolder: String

    /// The default folder for the kit's data (not caches).
    ///
    /// - Parameters:
    ///   - convention: The convention to follow; the platform's by default. (Tests pass the other
    ///     one to check both.)
    ///   - environment: Where the XDG variables and `HOME` are read.
    ///   - fileManager: Where the Application Support folder is asked for.
    func dataDirectory(
        convention: Convention = .current,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        fileManager: FileManager = .default
    ) -> URL {
        switch convention {
        case .apple:
            return Self.appleBase(.applicationSupportDirectory, fileManager: fileManager)
                .appendingPathComponent(appleFolder, isDirectory: true)
        case .xdg:
            return Self.xdgBase("XDG_DATA_HOME", fallback: ".local/share", environment: environment)
                .appendingPathComponent(xdgFolder, isDirectory: true)
        }
    }

    /// The default folder for the kit's caches: what can be fetched or computed again.
    ///
    /// - Parameters: As ``dataDirectory(convention:environment:fileManager:)``'s.
    func cachesDirectory(
        convention: Convention = .current,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        fileManager: FileManager = .default
    ) -> URL {
        switch convention {
        case .apple:
            return Self.appleBase(.cachesDirectory, fileManager: fileManager)
                .appendingPathComponent(appleFolder, isDirectory: true)
        case .xdg:
            return Self.xdgBase("XDG_CACHE_HOME", fallback: ".cache", environment: environment)
                .appendingPathComponent(xdgFolder, isDirectory: true)
        }
    }

    /// The user-domain folder `directory` as the file manager names it; the home folder's
    /// `Library/…` when it names none.
    private static func appleBase(_ directory: FileManager.SearchPathDirectory, fileManager: FileManager)
        -> URL
    {
        if let url = fileManager.urls(for: directory, in: .userDomainMask).first { return url }
        let name = directory == .cachesDirectory ? "Library/Caches" : "Library/Application Support"
        return URL(fileURLWithPath: NSHomeDirectory(), isDirectory: true).appendingPathComponent(
            name, isDirectory: true)
    }

    /// The XDG base folder named by `variable` when it is absolute, else `fallback` under the home
    /// folder (`$HOME` when absolute, else the account's).
    private static func xdgBase(_ variable: String, fallback: String, environment: [String: String]) -> URL {
        if let base = environment[variable], base.hasPrefix("/") {
            return URL(fileURLWithPath: base, isDirectory: true)
        }
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(
            fallback, isDirectory: true)
    }
}
