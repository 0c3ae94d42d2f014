import ArgumentParser
import TableSpec

extension TableCtl {
    /// `tablectl diff`: what changed between two versions of a table spec, matched by id.
    struct Diff: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "diff",
            abstract: "Show what changed between two versions of a table spec.",
            discussion: """
                Sections and rows are matched by id, so a moved row is one move, not a delete \
                and an insert. Positions are section.row: deletes and updates at their place \
                in OLD, inserts in NEW, moves OLD → NEW. Both specs are read and checked as \
                validate does; a spec that does not load or uses a section or row id twice \
                stops the diff (exit 2), any other finding is printed as a warning.

                With --git REV FILE, FILE as of REV is compared with the working copy. git can \
                also run tablectl as an external diff driver (it passes seven arguments); see \
                docs/git.md. The JSON document is described in docs/diff.md.

                Exit status: 0 the tables are the same, 1 they differ (0 with --exit-zero, and \
                always 0 when run by git), 2 tablectl could not do what was asked.

                Examples:
                  tablectl diff specs/settings.yaml specs/composition/settings.yaml
                  tablectl diff --format json specs/settings.yaml specs/composition/settings.yaml > changes.json
                  tablectl diff --format markdown -o comment.md specs/settings.yaml specs/composition/settings.yaml
                  tablectl diff --git HEAD specs/settings.yaml
                  tablectl diff --locale de --git main specs/settings.yaml
                  tablectl diff specs/dynamic/people.yaml --old-data contacts=specs/dynamic/people-before.data.json --new-data contacts=specs/dynamic/people-after.data.json
                  git show main:specs/settings.yaml | tablectl diff - specs/settings.yaml --stdin-name main:specs/settings.yaml
                  git config diff.tablespec.command 'tablectl diff --'
                """
        )

        @Argument(help: ArgumentHelp(
            "OLD and NEW spec files ('-' reads standard input for one of them); with --git, one FILE.",
            valueName: "spec"))
        var specs: [String] = []

        @Option(name: .customLong("git"), help: ArgumentHelp(
            "Compare FILE as of this git revision (HEAD, main, a commit) with the working copy.",
            valueName: "rev"))
        var revision: String?

        @Option(help: ArgumentHelp("Output format: \(DiffFormatList.helpText).", valueName: "format"))
        var format = DiffTextFormat.identifier

        @Option(help: ArgumentHelp(
            "Colour text output: auto (when standard output is a terminal, or git's pager, and NO_COLOR is not set), always or never.",
            valueName: "when"))
        var color: ColorMode = .auto

        @Option(help: ArgumentHelp("Compare the strings in this language, each side through its own String Catalog (de, de-CH…).", valueName: "locale"))
        var locale: String?

        @Flag(name: .customLong("exit-zero"), help: "Exit with 0 when the tables differ, as when they are the same.")
        var exitZero = false

        @OptionGroup(title: "Data and flags of one side")
        var sides: DiffInputOptions

        @OptionGroup
        var io: SpecIOOptions

        func validate() throws {
            try UnknownFormat.require(format, among: DiffFormatList.all.map { $0.identifier })
            do {
                try DiffInvocation.check(specs, revision: revision, environment: StandardStreams.environment, comparesInputs: !sides.isEmpty)
            } catch {
                throw ValidationError(error.message)
            }
        }

        func run() throws {
            // 1. What to compare; git's unmerged-path call has nothing to diff.
            let invocation = try DiffInvocation.resolve(specs, revision: revision, stdinName: io.stdinName, comparesInputs: !sides.isEmpty)
            let (old, new, gitPath): (DiffSide, DiffSide, String?)
            switch invocation {
            case .files(let a, let b): (old, new, gitPath) = (a, b, nil)
            case .gitDriver(let a, let b, let path): (old, new, gitPath) = (a, b, path)
            case .gitUnmerged(let path):
                return try io.write("* Unmerged path \(TerminalText.escaped(path))\n")
            }
            // 2. Load and check both sides (exit 2 when one cannot be diffed), then diff.
            let tables = try SpecUse.tables(old, new, limits: io.limits.limits, inputs: sides.sides(io.inputs, stdinName: io.stdinName), locale: locale)
            let changes = try TableDiff.diff(from: tables.old, to: tables.new)
            // 3. Print, and map the outcome to the exit status.
            var report = DiffReport(oldName: old.name, newName: new.name, old: tables.old, new: tables.new, changes: changes)
            (report.gitPath, report.oldMissing, report.newMissing) = (gitPath, old.isMissing, new.isMissing)
            (report.oldSections, report.newSections) = tables.maps
            let formatter = DiffFormatList.format(named: format) ?? DiffTextFormat.self
            let pager = gitPath != nil && StandardStreams.environment("GIT_PAGER_IN_USE") == "true"
            try io.write(formatter.format(report, color: io.useColor(color, pager: pager), width: StandardStreams.terminalColumns(within: TextRenderer.widthRange)))
            let status = invocation.exitStatus(identical: changes.isIdentical, exitZero: exitZero)
            if status != ExitStatus.success { throw ExitCode(status) }
        }
    }
}
