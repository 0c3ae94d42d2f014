/// When to colour text output (`--color`), and the one place the environment's say in it
/// is decided.
public enum ColorMode: String, CaseIterable, Sendable {
    /// Colour when the output is a terminal, `NO_COLOR` is unset or empty and `TERM` is
    /// not `dumb`.
    case auto
    /// Always colour (an explicit request wins over `NO_COLOR`, as no-color.org asks).
    case always
    /// Never colour.
    case never

    /// Whether to colour output that goes to a terminal or not (`isTerminal`), given the
    /// environment. O(1).
    public func resolved(isTerminal: Bool, environment: (String) -> String?) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColor = environment("NO_COLOR"), !noColor.isEmpty { return false }
            if environment("TERM") == "dumb" { return false }
            return isTerminal
        }
    }

    /// Whether to colour output written to a file (`-o`): only when colour is asked for
    /// with `always`, whatever the environment; output to standard output is decided by
    /// ``resolved(isTerminal:environment:)``. O(1).
    public func resolved(toFile: Bool, isTerminal: Bool, environment: (String) -> String?) -> Bool {
        toFile ? self == .always : resolved(isTerminal: isTerminal, environment: environment)
    }
}
