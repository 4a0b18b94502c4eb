import Foundation
import JuiceMakerKit
import ToolSupport

extension StockError: ReportableError {
    /// 65 for a stored count out of bounds (the file is bad data), 64 for a name or an amount
    /// that is not one, 1 when the domain says no (an unknown fruit, a count out of bounds).
    public var exitStatus: ExitStatus {
        switch kind {
        case .storedOutOfBounds: .dataError
        case .invalidName, .invalidQuantity: .usage
        default: .refused
        }
    }

    /// The kit's message; for a stored count out of bounds, then the command that repairs it.
    public func toolMessage(locale: Locale) -> String {
        let message = message(locale: locale)
        guard kind == .storedOutOfBounds, let fruit else { return message }
        let korean = locale.language.languageCode?.identifier == Language.ko.rawValue
        let typed = korean ? JuiceMakerText(locale: locale).name(of: fruit) : fruit.rawValue
        return message + " "
            + (korean
                ? "'juice-maker stock set \(typed) <수량>'으로 바꿀 수 있어요."
                : "Run 'juice-maker stock set \(typed) <count>' to do so.")
    }
}

extension JuiceMenuError: ReportableError {
    /// 1 for a juice the menu lacks, 64 for a name that is not one, 74 for a menu file that
    /// cannot be read, 65 for a menu file that is not a valid menu.
    public var exitStatus: ExitStatus {
        switch kind {
        case .unknownJuice: .refused
        case .invalidName: .usage
        case _ where isFileProblem: .ioError
        default: .dataError
        }
    }
}

extension PersistenceError: ReportableError {
    /// 65 for an inventory file that is damaged or of a newer format, 74 when the file system
    /// refuses.
    public var exitStatus: ExitStatus {
        switch kind {
        case .corrupt, .newerFormat: .dataError
        default: .ioError
        }
    }

    /// The kit's message; for a file of a newer format, then what to update.
    public func toolMessage(locale: Locale) -> String {
        let message = message(locale: locale)
        guard kind == .newerFormat else { return message }
        let korean = locale.language.languageCode?.identifier == Language.ko.rawValue
        return message + " " + (korean ? "juice-maker를 업데이트하세요." : "Update juice-maker.")
    }
}
