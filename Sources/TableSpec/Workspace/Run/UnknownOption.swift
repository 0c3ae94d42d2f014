/// Finds an option a subcommand does not take, so that `tablectl diff --width 120 a b` says
/// "unknown option '--width'" instead of the error argument-parser reaches first.
///
/// argument-parser decodes a command (missing required options) and runs its `validate()`
/// (argument counts) before it checks for unknown options, so a stray option surfaces as a
/// confusing later error. `tablectl` asks this type on the error path only, so
/// a good command line pays nothing.
public enum UnknownOption {
    /// The first argument of `arguments` (the subcommand's name first) that looks like an
    /// option the command does not declare: `--name`, `--name=value`, or `-x…` whose first
    /// letter is not a declared short name. Arguments after `--` are operands, and a lone
    /// `-` (standard input) is not an option. O(arguments + declared options), plus
    /// the JSON description of the command argument-parser gives (`_dumpHelp()`, `helpJSON`).
    public static func first(in arguments: [String], helpJSON: String) -> String? {
        let names = declaredNames(helpJSON: helpJSON)
        for argument in arguments.dropFirst() {
            if argument == "--" { return nil }
            guard argument.hasPrefix("-"), argument != "-" else { continue }
            if argument.hasPrefix("--") {
                let name = argument.dropFirst(2).prefix { $0 != "=" }
                if !names.long.contains(String(name)) { return String(argument.prefix { $0 != "=" }) }
            } else if let letter = argument.dropFirst().first, !names.short.contains(letter),
                      !names.long.contains(String(argument.dropFirst().prefix { $0 != "=" })) {
                return String(argument.prefix(2))
            }
        }
        return nil
    }

    /// The long and short names `command` declares (with `--help`, `-h`, `--version`), read
    /// from argument-parser's own description of it (`--experimental-dump-help`), so the
    /// list cannot drift from the options. Empty when that cannot be read.
    static func declaredNames(helpJSON json: String) -> (long: Set<String>, short: Set<Character>) {
        var long: Set<String> = ["help", "version"]
        var short: Set<Character> = ["h"]
        guard let root = try? Loader.load(SourceFile(path: "help.json", text: json)),
              let arguments = root["command"]?["arguments"]?.sequence else { return (long, short) }
        for argument in arguments {
            for name in argument["names"]?.sequence ?? [] {
                guard let text = name["name"]?.scalar?.text else { continue }
                switch name["kind"]?.scalar?.text {
                case "short": if let letter = text.first { short.insert(letter) }
                case "long", "longWithSingleDash": long.insert(text)
                default: break
                }
            }
        }
        return (long, short)
    }
}
