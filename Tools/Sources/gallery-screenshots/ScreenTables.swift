/// The README tables of the screens: a row per screen, the English and the Korean picture side
/// by side, each with alt text naming the screen.
enum ScreenTables {
    /// The width the tables show a picture at (half the phone's 390 points).
    static let width = 195

    /// The table of every app (`apps` nil) or of the apps named, pictures under `prefix`
    /// (`docs/screens` from the root README, `../docs/screens` from a kit's).
    static func markdown(apps slugs: [String]? = nil, prefix: String) -> String {
        let apps = ScreenPlan.apps.filter { slugs?.contains($0.slug) ?? true }
        let withAppColumn = apps.count > 1
        var lines =
            withAppColumn
            ? ["| App | Screen | English | 한국어 |", "|---|---|---|---|"]
            : ["| Screen | English | 한국어 |", "|---|---|---|"]
        for app in apps {
            let shots = ScreenPlan.all.filter { $0.app == app.slug }
            for (index, shot) in shots.enumerated() {
                let pictures = ScreenPlan.languages.map { language in
                    picture(shot, app: app, language: language, prefix: prefix)
                }
                let appCell = withAppColumn ? (index == 0 ? "| \(app.name) " : "| ") : ""
                lines.append(appCell + "| \(shot.caption) | " + pictures.joined(separator: " | ") + " |")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One picture's `<img>`, its alt text naming the app, the screen and the language.
    static func picture(_ shot: ScreenShot, app: ScreenApp, language: String, prefix: String) -> String {
        let languageName = language == "ko" ? "Korean" : "English"
        let alt = "\(app.name) — \(shot.caption) (\(languageName))"
            .replacingOccurrences(of: "\"", with: "&quot;")
        return
            "<img src=\"\(prefix)/\(shot.fileName(language: language))\" width=\"\(width)\" alt=\"\(alt)\">"
    }
}
