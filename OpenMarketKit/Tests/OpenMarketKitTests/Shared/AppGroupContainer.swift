import Foundation

// This file is a copy of the workspace's `Shared/KitTests`, the same in every kit: edit it there
// and run `make share`.

#if !canImport(Darwin)
    extension FileManager {
        /// A stand-in for Apple's `containerURL(forSecurityApplicationGroupIdentifier:)`, which
        /// Foundation has only on Apple platforms, so that the "Using <Kit> in an iOS app"
        /// samples of an App Group compile and run here: a folder of this process's own under the
        /// temporary folder, one a group (a test writes nowhere real, and two runs never share).
        func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
            scratchRoot.appendingPathComponent(
                "app-group-\(groupIdentifier)-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true
            )
        }
    }
#endif
