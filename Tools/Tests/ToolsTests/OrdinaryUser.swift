import Foundation

/// The user the tests run a CLI as where permission bits must count: `nobody` when the tests run
/// as root (for whom permission bits stop nothing), the tests' own user otherwise.
let nobody: uid_t = 65534
/// `nobody`'s group.
let nogroup: gid_t = 65534

/// Why the CLIs cannot run as another user here, or `nil` when they can: every folder on the way
/// to the built executables must be open to others.
let cannotRunAsAnotherUser: String? = {
    guard getuid() == 0 else { return nil }
    guard let binary = try? CLI.binaryDirectory(containing: "diary").appendingPathComponent("diary") else {
        return "the built executables were not found"
    }
    var path = binary
    while path.path != "/" {
        var status = stat()
        guard stat(path.path, &status) == 0, status.st_mode & 0o001 != 0 else {
            return "\(path.path) may not be entered or run by other users"
        }
        path.deleteLastPathComponent()
    }
    return nil
}()

/// The ordinary user: the one a test runs a CLI as, and gives its files to.
enum OrdinaryUser {
    /// The user's id: `nobody` under root, else the tests' own.
    static var id: uid_t { getuid() == 0 ? nobody : getuid() }
    /// The user's group.
    static var group: gid_t { getuid() == 0 ? nogroup : getgid() }

    /// Gives each of `paths` (not following links) to the user, so that a CLI run as the user
    /// owns what a person would own.
    static func own(_ paths: String...) {
        for path in paths { _ = lchown(path, id, group) }
    }

    /// A fresh temporary folder owned by the user.
    static func folder(_ label: String) throws -> URL {
        let folder = try temporaryDirectory(label)
        own(folder.path)
        return folder
    }
}

extension CLI {
    /// This CLI, run as the ordinary user (see ``OrdinaryUser``).
    var asOrdinaryUser: CLI {
        var cli = self
        if getuid() == 0 {
            cli.userID = nobody
            cli.groupID = nogroup
        }
        return cli
    }
}
