import Foundation

/// One event of the What's New answer; of its many keys, the ones the list uses.
struct WireEvent: Decodable, Hashable, Sendable {
    var title: String?
    var imageUploadPath: String?
    var mobileThumbnail: String?
    var webThumbnail: String?
    var registered: String?
    var start: String?
    var end: String?
    var subtitle: String?
    var viewDate: String?
    var menuCode: String?
    var sequence: String?

    enum CodingKeys: String, CodingKey {
        case title
        case imageUploadPath = "img_UPLOAD_PATH"
        case mobileThumbnail = "mob_THUM"
        case webThumbnail = "web_THUM"
        case registered = "reg_DT"
        case start = "start_DT"
        case end = "end_DT"
        case subtitle = "sbtitle_NAME"
        case viewDate = "view_DATE"
        case menuCode = "menu_CD"
        case sequence = "pro_SEQ"
    }

    /// The folder of event thumbnails under `img_UPLOAD_PATH`.
    static let promotionFolder = "/upload/promotion/"

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.text(.title)
        imageUploadPath = try container.text(.imageUploadPath)
        mobileThumbnail = try container.text(.mobileThumbnail)
        webThumbnail = try container.text(.webThumbnail)
        registered = try container.text(.registered)
        start = try container.text(.start)
        end = try container.text(.end)
        subtitle = try container.text(.subtitle)
        viewDate = try container.text(.viewDate)
        menuCode = try container.text(.menuCode)
        sequence = try container.text(.sequence)
    }

    /// The event, or `nil` when it has no title to list it by.
    var event: WhatsNewEvent? {
        guard let title else { return nil }
        let startDate = start.flatMap(CalendarDay.init(parsing:))
        let endDate = end.flatMap(CalendarDay.init(parsing:))
        var period: EventPeriod?
        if let startDate, let endDate {
            period = EventPeriod(start: startDate, end: endDate)
        }
        if period == nil, let viewDate {
            period = EventPeriod(parsing: viewDate)
        }
        return WhatsNewEvent(
            title: title, subtitle: subtitle,
            registrationDate: registered.flatMap(CalendarDay.init(parsing:)),
            startDate: startDate ?? period?.start, period: period, periodText: viewDate ?? "",
            thumbnailURL: WireURL.join(
                imageUploadPath, Self.promotionFolder, mobileThumbnail ?? webThumbnail),
            sequence: sequence)
    }
}
