import NavSceneDiagnostics

/// The report formats, one reporter file each.
public enum OutputFormat: String, CaseIterable, Sendable {
    case text, json, sarif, github, junit

    /// Renders a whole report. `color` only matters for text.
    public func render(_ report: Report, color: Bool) -> String {
        switch self {
        case .text: return TextReporter(color: color).render(report)
        case .json: return JSONReporter.render(report)
        case .sarif: return SARIFReporter.render(report)
        case .github: return GitHubReporter.render(report)
        case .junit: return JUnitReporter.render(report)
        }
    }
}

/// `--format FORMAT[:PATH]`: where one report goes (standard output when `path` is nil).
public struct ReportTarget: Equatable, Sendable {
    public var format: OutputFormat
    public var path: String?

    public init(format: OutputFormat, path: String? = nil) {
        self.format = format
        self.path = path
    }

    /// Parses `sarif:out.sarif`; nil with a message for an unknown format.
    public static func parse(_ text: String) -> Result<ReportTarget, FormatError> {
        let name: Substring, path: String?
        if let colon = text.firstIndex(of: ":") {
            name = text[..<colon]
            path = String(text[text.index(after: colon)...])
        } else {
            name = Substring(text)
            path = nil
        }
        guard let format = OutputFormat(rawValue: String(name)) else {
            let names = OutputFormat.allCases.map(\.rawValue)
            return .failure(FormatError(description: "unknown format '\(name)'"
                + Suggestions.didYouMean(String(name), in: names) + "; formats: " + names.joined(separator: ", ")))
        }
        if path?.isEmpty == true { return .failure(FormatError(description: "'\(text)' names no file after ':'")) }
        return .success(ReportTarget(format: format, path: path))
    }

    public struct FormatError: Error, CustomStringConvertible {
        public var description: String
    }
}


/// The tool's name and version: the one place the version is written (`--version`, every reporter, the plugins' help).
public enum ToolInfo {
    public static let name = "navlint"
    public static let version = "0.5.0"
    public static let informationURI = "https://github.com/navscene/navscene"
}
