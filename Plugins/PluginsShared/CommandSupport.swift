import Foundation

/// A target as the command plugins see it, whether it comes from a package (SwiftPM) or
/// an Xcode project: its name and its files.
struct TargetFiles {
    /// The target's name (an Xcode target's display name).
    var name: String
    /// Every file of the target, specs or not.
    var files: [URL]
}

/// What `lint-specs` and `generate-specs` share, for SwiftPM and Xcode alike: choosing
/// targets with `--target`, collecting their specs and running tablectl.
enum CommandSupport {
    /// Why a command plugin stops before running tablectl.
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// `--target NAME` (or `--target=NAME`) options taken out of `arguments`, and the
    /// arguments left, in order. O(arguments).
    static func extractTargets(_ arguments: [String]) -> (names: [String], rest: [String]) {
        var names: [String] = []
        var rest: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--target", index + 1 < arguments.count {
                names.append(arguments[index + 1])
                index += 2
                continue
            }
            if argument.hasPrefix("--target=") {
                names.append(String(argument.dropFirst("--target=".count)))
            } else {
                rest.append(argument)
            }
            index += 1
        }
        return (names, rest)
    }

    /// The specs of the targets named (every target when `names` is empty), each target's
    /// sorted by path, targets in the order given. Throws for a name no target has, or two
    /// specs of one target that would generate the same file.
    static func specs(
        of targets: [TargetFiles], named names: [String], within directory: URL
    ) throws -> [(target: String, specs: [SpecSelection.Spec])] {
        let unknown = names.filter { name in !targets.contains { $0.name == name } }
        if let name = unknown.first {
            let known = targets.map(\.name).sorted().joined(separator: ", ")
            throw Failure(description: "no target named '\(escaped(name))' (targets: \(escaped(known)))")
        }
        let chosen = names.isEmpty ? targets : names.compactMap { name in targets.first { $0.name == name } }
        return try chosen.map { target in
            do {
                return (target.name, try SpecSelection.select(target.files, within: directory))
            } catch {
                throw Failure(description: "target '\(escaped(target.name))': \(error)")
            }
        }
    }

    /// Runs `tool` with `arguments` in `directory`; its output is the plugin's. Returns its
    /// exit status.
    static func run(_ tool: URL, _ arguments: [String], in directory: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = directory
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Says that `command` found no spec in the targets named (every target, when none is).
    static func sayNoSpecs(_ command: String, in names: [String]) {
        say("\(command): no table specs in \(names.isEmpty ? "the package's targets" : names.joined(separator: ", "))")
    }

    /// A message on standard error, as `swift package` shows a plugin's, with what a spec's
    /// path could hide from the terminal ``escaped(_:)``.
    static func say(_ text: String) {
        FileHandle.standardError.write(Data((escaped(text) + "\n").utf8))
    }

    /// `text` safe to write to a terminal, as tablectl shows a path (TableSpec's
    /// `TerminalText.escaped`, which a plugin cannot link; `PluginTextTests` checks that the
    /// two agree on every scalar): C0 and C1 controls, DEL, the bidirectional marks and
    /// the line and paragraph separators become `\t`, `\n`, `\r` or `\u{…}`, so a file
    /// named `a\u{1b}[2J.yaml` cannot clear the screen. O(length).
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x2028, 0x2029:
                switch scalar {
                case "\t": out += "\\t"
                case "\n": out += "\\n"
                case "\r": out += "\\r"
                default: out += "\\u{" + String(scalar.value, radix: 16) + "}"
                }
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
