import TableSpec

/// `--format html|svg|side`: the diff drawn by the library's ``DiffRenderer``s, the old
/// and new tables side by side with the changes marked. The sides are named
/// `OLD → NEW` (the repository path when run by git).
enum DiffDrawing {
    static func options(_ report: DiffReport, color: Bool, width: Int = 80) -> RenderOptions {
        let name = report.gitPath ?? (report.oldName + " → " + report.newName)
        return RenderOptions(width: width, color: color, sourceName: name)
    }

    static func draw(_ renderer: any DiffRenderer.Type, _ report: DiffReport, options: RenderOptions) -> String {
        renderer.render(old: report.old, new: report.new, changes: report.changes, options: options)
    }
}

/// `--format html`: a self-contained web page (see `HTMLDiffRenderer`).
enum DiffHTMLFormat: DiffFormat {
    static let identifier = HTMLDiffRenderer.identifier
    static let summary = HTMLDiffRenderer.summary

    static func format(_ report: DiffReport, color: Bool) -> String {
        DiffDrawing.draw(HTMLDiffRenderer.self, report, options: DiffDrawing.options(report, color: false))
    }
}

/// `--format svg`: a standalone picture (see `SVGDiffRenderer`).
enum DiffSVGFormat: DiffFormat {
    static let identifier = SVGDiffRenderer.identifier
    static let summary = SVGDiffRenderer.summary

    static func format(_ report: DiffReport, color: Bool) -> String {
        DiffDrawing.draw(SVGDiffRenderer.self, report, options: DiffDrawing.options(report, color: false))
    }
}

/// `--format side`: two columns in the terminal (see `SideDiffRenderer`), as wide as the
/// terminal (else `$COLUMNS`, else 80): the one format whose output depends on where it
/// is printed.
enum DiffSideFormat: DiffFormat {
    static let identifier = SideDiffRenderer.identifier
    static let summary = SideDiffRenderer.summary

    static func format(_ report: DiffReport, color: Bool) -> String {
        DiffDrawing.draw(SideDiffRenderer.self, report,
                         options: DiffDrawing.options(report, color: color, width: TerminalSize.columns()))
    }
}
