import ArgumentParser
import TableSpec

extension TableCtl {
    /// `tablectl render`: draw a table spec as it will look.
    struct Render: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "render",
            abstract: "Draw a table spec the way an iPhone shows it.",
            discussion: """
                The spec is read and checked as validate does. Errors stop the drawing (they \
                are printed on standard error, exit 2); warnings are printed on standard error \
                and the drawing goes on. Text from the spec is neutralised: control characters, \
                escape sequences and bidirectional overrides are shown as \\u{…} escapes, never \
                sent to the terminal. See docs/render.md.

                Exit status: 0 drawn, 2 tablectl could not do what was asked (the spec does not \
                load or has errors, a bad option, -o cannot be written).

                Examples:
                  tablectl render specs/settings.yaml
                  tablectl render --width 60 --editing --show-ids specs/onboarding.yaml
                  tablectl render --ascii --color never specs/contacts.json -o contacts.txt
                  cat specs/profile.yaml | tablectl render - --stdin-name profile.yaml
                  tablectl render specs/dynamic/people.yaml --format html --variants --data contacts=specs/dynamic/people-after.data.json -o people.html
                """
        )

        @Argument(help: ArgumentHelp("The spec file to draw; '-' reads standard input.", valueName: "file"))
        var file: String

        @Option(help: ArgumentHelp("Output format: \(RendererList.helpText).", valueName: "format"))
        var format = TextRenderer.identifier

        @Option(help: ArgumentHelp(
            "Columns to fit, \(TextRenderer.widthRange.lowerBound)–\(TextRenderer.widthRange.upperBound) (default: the terminal's width, else $COLUMNS, else 80).",
            valueName: "n"))
        var width: Int?

        @Option(help: ArgumentHelp(
            "Light or dark colours, for formats that draw colours (default: the viewer's); text does not use it.",
            valueName: "appearance"))
        var appearance: RenderOptions.Appearance?

        @Option(help: ArgumentHelp(
            "Bold and dim text: auto (when standard output is a terminal and NO_COLOR is not set), always or never.",
            valueName: "when"))
        var color: ColorMode = .auto

        @Flag(help: "Use only ASCII characters.")
        var ascii = false

        @Flag(help: "Show editing controls (delete, insert, reorder) and list swipe actions.")
        var editing = false

        @Flag(name: .customLong("show-ids"), help: "Show table, section and row ids.")
        var showIDs = false

        @Flag(help: "html: draw every variant (each combination of the flags --set leaves free) side by side.")
        var variants = false

        @Option(help: ArgumentHelp("Draw the strings in this language from the spec's String Catalog (de, de-CH, fr…).", valueName: "locale"))
        var locale: String?

        @OptionGroup
        var io: SpecIOOptions

        func validate() throws {
            try UnknownFormat.require(format, among: RendererList.all.map { $0.identifier })
            if variants, format != HTMLRenderer.identifier { throw ValidationError("--variants draws a web page: add --format html") }
            if let width, !TextRenderer.widthRange.contains(width) {
                throw ValidationError(
                    "--width must be between \(TextRenderer.widthRange.lowerBound) and \(TextRenderer.widthRange.upperBound), not \(width)")
            }
        }

        func run() throws {
            // 1. Load and check the spec; stop on errors.
            let input = io.input(file)
            var (table, sectionMap, spec) = try SpecUse.table(input, for: .render, io: io)
            if let locale { table = try SpecTranslation.translated(table, of: spec, locale: locale, limits: io.limits.limits).get() }
            // 2. Draw, and write atomically to -o or to standard output.
            let renderer = RendererList.renderer(named: format) ?? TextRenderer.self
            let options = RenderOptions(
                width: width ?? StandardStreams.terminalColumns(within: TextRenderer.widthRange), appearance: appearance, color: io.useColor(color), ascii: ascii,
                editing: editing, showIDs: showIDs, sourceName: input.displayPath, sectionMap: sectionMap)
            if variants { return try io.write(HTMLVariantsRenderer.render(SpecUse.variants(of: spec), options: options)) }
            try io.write(renderer.render(table, options: options))
        }
    }
}

extension RenderOptions.Appearance: ExpressibleByArgument {}
