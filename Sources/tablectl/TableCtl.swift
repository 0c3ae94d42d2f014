import ArgumentParser
import TableSpec

/// The `tablectl` command: the list of subcommands, and exit statuses that are the same
/// for every one of them (0 success, 1 findings, 2 could not do what was asked).
@main
struct TableCtl: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tablectl",
        abstract: "Validate, diff, render, export and generate iOS table specs.",
        discussion: """
            A table spec describes one UITableView screen (sections, rows, cell kinds, \
            editing and swipe actions) in YAML or JSON. Exit status: 0 success, 1 the \
            specs have errors (diff: the tables differ), 2 tablectl could not do what was \
            asked.

            Examples:
              tablectl validate specs/
              tablectl validate --format json specs/settings.yaml
              tablectl diff specs/settings.yaml specs/composition/settings.yaml
              tablectl render specs/settings.yaml
              tablectl preview specs/
              tablectl export specs/settings.yaml --format swift
              tablectl simulate specs/settings.yaml --actions specs/settings.actions.yaml
              tablectl generate specs/settings.yaml -o settings.tablespec.swift
              tablectl rules
              tablectl explain ambiguous-scalar
              cat specs/profile.yaml | tablectl validate - --stdin-name specs/profile.yaml
            """,
        version: ToolVersion.current,
        // Each subcommand gives its `commandName`: without it argument-parser derives the
        // name from the type name (`String(describing:)`, ~4 M instructions of runtime
        // conformance look-ups) every time it matches an argument against subcommands.
        subcommands: [Diff.self, Explain.self, Export.self, Generate.self, LSP.self, Preview.self, Render.self, Rules.self, Simulate.self, Strings.self, Validate.self]
    )

    /// Runs the command, mapping argument errors to exit status 2 (argument-parser's own
    /// default is 64) with a `tablectl: error:` message on standard error.
    static func main() {
        StandardStreams.checkStandardOutputAtExit()
        let arguments = Array(CommandLine.arguments.dropFirst())
        do {
            var command = try subcommandParsedAlone(arguments) ?? parseAsRoot()
            try command.run()
        } catch let failure as any CommandFailure {
            ErrorOutput.error(failure.message)
            terminate(ExitStatus.usage)
        } catch let code as ExitCode {
            // A run that finished with a status has no message: exit without
            // argument-parser's `exit(withError:)`, which builds one (~0.2 ms).
            terminate(code.rawValue)
        } catch {
            let code = exitCode(for: error)
            guard code == .validationFailure else { exit(withError: error) }
            let (shown, shownError) = escapedArgumentsError(arguments, error: error)
            StandardStreams.writeError(unknownOptionMessage(shown, error: shownError) ?? usageMessage(for: shownError))
            Self.exit(withError: ExitCode(ExitStatus.usage))
        }
    }

    /// The command line with every unsafe scalar escaped (`\n`, `\u{1b}`), and the error
    /// parsing that gives, so an error message never echoes a line break or an escape
    /// sequence typed on the command line. The original error when nothing needed escaping
    /// or the escaped line parses (the message is then escaped line by line). Runs on the
    /// error path only: one more parse.
    static func escapedArgumentsError(_ arguments: [String], error: any Error) -> ([String], any Error) {
        let shown = arguments.map(TerminalText.escaped)
        guard shown != arguments else { return (arguments, error) }
        do {
            _ = try subcommandParsedAlone(shown) ?? parseAsRoot(shown)
        } catch let again where exitCode(for: again) == .validationFailure {
            return (shown, again)
        } catch {}
        return (arguments, error)
    }

    /// `tablectl <subcommand> <arguments>` parsed by the subcommand alone, or nil when
    /// that does not give the subcommand (an error, `--help`, a completion script, an
    /// option only `tablectl` has): then ``main()`` parses the whole command line as
    /// usual, and prints what argument-parser prints there.
    ///
    /// The same options, values and validation; only argument-parser's work at the root
    /// is skipped. From the root, `tablectl validate …` builds `validate`'s argument set
    /// three times by reflection (twice to ask whether it takes the rest of the command
    /// line unparsed, once to parse); alone, once. That is 2.4 M of the 30.9 M
    /// instructions of a warm run over 2,000 files, and about 1 ms of a run on one file
    /// (docs/performance-corpus.md).
    static func subcommandParsedAlone(_ arguments: [String]) -> (any ParsableCommand)? {
        guard let name = arguments.first,
              let subcommand = configuration.subcommands.first(where: { $0.configuration.commandName == name }),
              let parsed = try? subcommand.parseAsRoot(Array(arguments.dropFirst())),
              type(of: parsed) == subcommand
        else { return nil }
        return parsed
    }

    /// Ends the process with `status` (``StandardStreams/terminate(_:)``).
    static func terminate(_ status: Int32) -> Never { StandardStreams.terminate(status) }

    /// argument-parser's full message, with its `Error: ` line in tablectl's form; every
    /// line escaped for the terminal (``TerminalText``): values from the command line
    /// are echoed in these messages, and an ESC typed there must not reach the terminal.
    static func usageMessage(for error: any Error) -> String {
        var lines = fullMessage(for: error).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if let first = lines.first {
            let text = first.hasPrefix("Error: ") ? String(first.dropFirst("Error: ".count)) : first
            lines[0] = "tablectl: error: " + text.prefix(1).lowercased() + text.dropFirst()
        }
        return lines.map(TerminalText.escaped).joined(separator: "\n") + "\n"
    }

    /// "unknown option '--width'" with the subcommand's usage, when the command line gives
    /// a subcommand an option it does not take and argument-parser reported another error
    /// first (a count `validate()` checks, a missing required option; see
    /// ``UnknownOption``). Nil when there is no such option, or when argument-parser's
    /// error is already about an option (unknown, or missing its value).
    static func unknownOptionMessage(_ arguments: [String], error: any Error) -> String? {
        // argument-parser's own word on an option (with its "did you mean") stands.
        let message = self.message(for: error)
        guard !message.hasPrefix("Unknown option"), !message.hasPrefix("Missing value"),
              let name = arguments.first,
              let subcommand = configuration.subcommands.first(where: { $0.configuration.commandName == name }),
              let option = UnknownOption.first(in: arguments, helpJSON: subcommand._dumpHelp())
        else { return nil }
        return """
            tablectl: error: unknown option '\(TerminalText.escaped(option))'
            Usage: \(TerminalText.escaped(usageString(for: subcommand)))
              See 'tablectl \(name) --help' for more information.

            """
    }
}
