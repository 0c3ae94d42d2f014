import ArgumentParser
import TableSpec

extension TableCtl {
    /// `tablectl export`: a spec as JSON, YAML, Swift source or Markdown, or the format's
    /// JSON Schema.
    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "export",
            abstract: "Write a spec as JSON, YAML, Swift (UIKit or SwiftUI) or Markdown, or the format's JSON Schema.",
            discussion: """
                The spec is read and checked as validate does: a spec with errors is not \
                exported (its findings are printed, exit 2); warnings are printed and the \
                export goes on. json and yaml are canonical (keys in the order of \
                docs/format.md, defaults left out unless --explicit-defaults, anchors and \
                merge keys expanded); swift is the spec as TableSpecRuntime values with typed \
                ids and a UIKit data source, swiftui the same with a SwiftUI List view; \
                markdown describes the table for reviews; schema is the JSON Schema of the \
                format and needs no FILE. See docs/export.md.

                With --check, nothing is written: the exit status says whether the -o \
                file already holds exactly what would be written (for CI, when generated \
                files are committed).

                Exit status: 0 exported (--check: up to date), 1 --check: the -o file \
                differs or is missing, 2 tablectl could not do what was asked (a missing \
                or unreadable file, a spec with errors, a bad option, -o not writable).

                Examples:
                  tablectl export specs/settings.yaml --format json
                  tablectl export specs/settings.yaml --format yaml --explicit-defaults
                  tablectl export specs/settings.yaml --format swift --type-name SettingsScreen --access public -o Sources/App/SettingsScreen.swift
                  tablectl export specs/settings.yaml --format swift -o Sources/App/Settings.swift --check
                  tablectl export specs/profile.yaml --format markdown -o docs/profile.md
                  tablectl export --format schema -o tablespec-1.schema.json
                  cat specs/profile.yaml | tablectl export - --stdin-name profile.yaml --format json
                """
        )

        @Argument(help: ArgumentHelp(
            "The spec file ('-' reads standard input); not given with --format schema.", valueName: "file"))
        var spec: String?

        @Option(help: ArgumentHelp("What to write: \(ExporterList.helpText).", valueName: "format"))
        var format: String

        @Flag(name: .customLong("explicit-defaults"), help: "json, yaml: also write keys whose value is the default.")
        var explicitDefaults = false

        @Option(name: .customLong("type-name"), help: ArgumentHelp(
            "swift, swiftui: the generated enum's name (default: the table id in UpperCamelCase + Table).", valueName: "name"))
        var typeName: String?

        @Option(help: ArgumentHelp("swift, swiftui: declarations' access level, public or internal (default).", valueName: "level"))
        var access: ExportAccess?

        @Flag(help: "Write nothing; exit 0 when the -o file holds exactly what would be written, else 1.")
        var check = false

        @OptionGroup
        var io: SpecIOOptions

        func validate() throws {
            guard let exporter = ExporterList.exporter(named: format) else {
                let exporters = ExporterList.all
                throw UnknownFormat.error(
                    format, among: exporters.map { $0.identifier }, aliases: exporters.flatMap { $0.aliases })
            }
            if exporter.needsSpec, spec == nil {
                throw ValidationError("--format \(format) needs a spec file (or '-' for standard input)")
            }
            if !exporter.needsSpec, let spec {
                throw ValidationError("--format \(format) describes the format and takes no spec file, not '\(spec)'")
            }
            if check, io.toStandardOutput {
                throw ValidationError("--check compares with the -o file: give -o FILE")
            }
            if exporter != SwiftExporter.self, exporter != SwiftUIExporter.self, typeName != nil || access != nil {
                throw ValidationError("--type-name and --access apply only to --format swift and swiftui")
            }
            if !io.inputs.data.isEmpty || !io.inputs.set.isEmpty, !exporter.needsSpec || exporter == SwiftExporter.self || exporter == SwiftUIExporter.self {
                throw ValidationError("--data and --set apply to json, yaml and markdown; the generated Swift takes items and flags at run time")
            }
            if explicitDefaults, exporter != JSONExporter.self, exporter != YAMLExporter.self {
                throw ValidationError("--explicit-defaults applies only to --format json and yaml")
            }
        }

        func run() throws {
            guard let exporter = ExporterList.exporter(named: format) else { throw ExitCode(ExitStatus.usage) }
            // 1. The spec, loaded and checked as validate does (exit 2 when it has errors).
            var (table, sectionMap): (Table?, SectionMap?)
            if exporter.needsSpec, let spec { (table, sectionMap, _) = try SpecUse.table(io.input(spec), for: .export, io: io) }
            // 2. Export, then write to -o (atomically) or standard output.
            var options = ExportOptions(
                explicitDefaults: explicitDefaults, sourceName: spec.map { io.input($0).displayPath },
                toolVersion: ToolVersion.current, typeName: typeName, publicAccess: access == .public)
            options.sectionMap = sectionMap
            let text = try exporter.export(table, options: options)
            if check {
                let verdict = OutputCheck.verdict(text, path: io.outputFile ?? "-")
                verdict.messages.forEach(ErrorOutput.write)
                if verdict.status != ExitStatus.success { throw ExitCode(verdict.status) }
                return
            }
            try io.write(text)
        }
    }
}

/// `--access`: the access level of the generated Swift declarations.
enum ExportAccess: String, CaseIterable, ExpressibleByArgument {
    case `public`, `internal`
}
