import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The type bits of a `stat` mode.
enum FileType: Hashable, Sendable {
    /// A directory.
    case directory
    /// A regular file.
    case regular
    /// A symbolic link (only `lstat` reports one).
    case symbolicLink
    /// A device, a pipe or a socket.
    case other

    /// The type `mode` encodes.
    init(_ mode: mode_t) {
        switch Int(mode) & 0o170000 {
        case 0o040000: self = .directory
        case 0o100000: self = .regular
        case 0o120000: self = .symbolicLink
        default: self = .other
        }
    }
}
