import ExpoKit
import ToolSupport

extension CatalogError: ReportableError {
    /// 74 for a folder or file that cannot be read, 65 for a file not in the original format.
    public var exitStatus: ExitStatus {
        switch kind {
        case .missingDirectory, .notADirectory, .missingFile, .unreadableFile: .ioError
        default: .dataError
        }
    }
}

extension LookupError: ReportableError {
    /// 64 for an empty query or search, 1 when no single exhibit answers.
    public var exitStatus: ExitStatus {
        switch kind {
        case .emptyQuery, .emptySearch: .usage
        default: .refused
        }
    }
}

extension ExportError: ReportableError {
    /// 64 for a format that is none, 74 for a folder or file that cannot be read or written.
    public var exitStatus: ExitStatus {
        kind == .unknownFormat ? .usage : .ioError
    }
}
