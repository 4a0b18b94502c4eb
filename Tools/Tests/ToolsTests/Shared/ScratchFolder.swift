import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

// This file is a copy of the workspace's `Shared/KitTests`, the same in every kit and in Tools'
// test targets: edit it there and run `make share`.

/// This test process's own folder under the system's temporary folder, made on first use: the
/// tests put every file and folder of theirs below it, and it is removed with all it holds when
/// the process exits, so a run leaves nothing behind. Writable by all, like `/tmp`, since a test
/// may run a tool as another user.
let scratchRoot: URL = {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
        "tests-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString)", isDirectory: true)
    try? FileManager.default.createDirectory(
        at: root, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o1777])
    atexit { removeScratchRoot() }
    return root
}()

/// Removes ``scratchRoot`` and everything in it, first making each folder writable again (a test
/// may have left one read-only).
private func removeScratchRoot() {
    let manager = FileManager.default
    if let folders = manager.enumerator(at: scratchRoot, includingPropertiesForKeys: [.isDirectoryKey]) {
        for case let url as URL in folders
        where (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
            chmod(url.path, 0o700)
        }
    }
    try? manager.removeItem(at: scratchRoot)
}
