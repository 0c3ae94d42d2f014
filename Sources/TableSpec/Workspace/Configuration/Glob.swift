/// A path pattern of `.tablectl.yml` (`exclude`, `overrides.files`), matched against a
/// path relative to the configuration file's directory, with `/` between components.
///
/// - `*` matches any run of characters within one path component (not `/`);
/// - `?` matches one character (not `/`);
/// - `[abc]`, `[a-z]`, `[!abc]` (or `[^abc]`) match one character of (or not of) a set;
/// - `**` as a whole component matches zero or more components (`a/**/b`, `**/x.yaml`,
///   `generated/**`);
/// - `\` makes the next character literal.
///
/// Like `.gitignore`: a pattern without `/` (other than a trailing one) matches a name at
/// any depth (`*.draft.yaml` is `**/*.draft.yaml`); a pattern that matches a directory
/// matches everything under it (`generated` and `generated/` are `generated/**`); a
/// leading `/` anchors to the configuration's directory and is dropped.
///
/// ```swift
/// let glob = try Glob("legacy/**/*.yaml")
/// glob.matches("legacy/a/b.yaml")   // true
/// glob.matches("legacy.yaml")       // false
/// ```
public struct Glob: Hashable, Sendable, CustomStringConvertible {
    /// Why a pattern cannot be used.
    public struct SyntaxError: Error, Hashable, Sendable {
        /// Lower-case, specific: "unclosed '[' in pattern 'a[bc'".
        public var message: String
    }

    /// The pattern as written.
    public let pattern: String
    /// The pattern's components; `**` components are `nil`.
    private let components: [[Token]?]

    /// One matching unit of a component.
    private enum Token: Hashable, Sendable {
        case literal(Character)
        case any            // ?
        case star           // *
        case set([ClosedRange<Character>], negated: Bool)
    }

    /// Parses `pattern`. Throws for an empty pattern or an unclosed `[`. O(pattern length).
    public init(_ pattern: String) throws(SyntaxError) {
        self.pattern = pattern
        var body = Substring(pattern)
        let anchored = body.hasPrefix("/")
        if anchored { body = body.dropFirst() }
        while body.hasSuffix("/") { body = body.dropLast() }
        guard !body.isEmpty else {
            throw SyntaxError(message: "pattern '\(pattern)' matches nothing; write a path pattern such as 'generated/**'")
        }
        var parts = body.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        if parts.count == 1, !anchored { parts.insert("**", at: 0) }
        var components: [[Token]?] = []
        for part in parts {
            if part == "**" {
                if components.last.map({ $0 == nil }) != true { components.append(nil) }
            } else {
                components.append(try Self.tokens(part, pattern: pattern))
            }
        }
        self.components = components
    }

    public var description: String { pattern }

    /// Whether `path` (relative, `/`-separated) or one of its parent directories matches.
    /// A path starting with `../` (outside the configuration's directory) never matches an
    /// anchored pattern.
    ///
    /// - Complexity: polynomial, never exponential, whatever the pattern: one component is
    ///   matched in O(tokens × characters) and a path in O(components × parts) component
    ///   matches (greedy wildcard matching: on a mismatch, only the last `*` or `**` takes
    ///   one more character or part), tried for each of the path's prefixes. A pattern
    ///   such as `*a*a*a*a*a*a*a*a*a*a*b` costs microseconds, not hours.
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).map { Array($0) }
        guard !parts.isEmpty else { return false }
        // A directory match covers everything under it: try every prefix of the path.
        for count in 1...parts.count where Self.match(components, parts[..<count]) {
            return true
        }
        return false
    }

    // MARK: Matching

    /// Components against path parts; `nil` (`**`) takes zero or more parts.
    ///
    /// 1. A component matches one part; `**` first takes none, and its position is kept.
    /// 2. On a mismatch, the last `**` takes one more part and matching resumes after it
    ///    (an earlier `**` never needs to: the last one can take whatever it would have).
    private static func match(_ pattern: [[Token]?], _ path: ArraySlice<[Character]>) -> Bool {
        var p = 0, t = path.startIndex
        var lastStar: Int?, resume = t
        while t < path.endIndex {
            if p < pattern.count {
                if let tokens = pattern[p] {
                    if matchComponent(tokens, path[t]) { p += 1; t += 1; continue }
                } else {
                    lastStar = p; resume = t; p += 1; continue
                }
            }
            guard let star = lastStar else { return false }
            p = star + 1; resume += 1; t = resume
        }
        while p < pattern.count, pattern[p] == nil { p += 1 }
        return p == pattern.count
    }

    /// One component's tokens against one path part, the same way: `*` first takes no
    /// character, and on a mismatch the last `*` takes one more.
    private static func matchComponent(_ tokens: [Token], _ text: [Character]) -> Bool {
        var p = 0, t = 0
        var lastStar: Int?, resume = 0
        while t < text.count {
            if p < tokens.count {
                switch tokens[p] {
                case .star:
                    lastStar = p; resume = t; p += 1; continue
                case .any:
                    p += 1; t += 1; continue
                case .literal(let c) where c == text[t]:
                    p += 1; t += 1; continue
                case .set(let ranges, let negated) where ranges.contains(where: { $0.contains(text[t]) }) != negated:
                    p += 1; t += 1; continue
                case .literal, .set:
                    break
                }
            }
            guard let star = lastStar else { return false }
            p = star + 1; resume += 1; t = resume
        }
        while p < tokens.count, tokens[p] == .star { p += 1 }
        return p == tokens.count
    }

    // MARK: Parsing

    /// The tokens of one component (no `/` in it).
    private static func tokens(_ part: String, pattern: String) throws(SyntaxError) -> [Token] {
        var tokens: [Token] = []
        let chars = Array(part)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            switch c {
            case "*":
                if tokens.last != .star { tokens.append(.star) }
            case "?":
                tokens.append(.any)
            case "\\" where i + 1 < chars.count:
                i += 1
                tokens.append(.literal(chars[i]))
            case "[":
                let (token, end) = try set(chars, from: i, pattern: pattern)
                tokens.append(token)
                i = end
            default:
                tokens.append(.literal(c))
            }
            i += 1
        }
        return tokens
    }

    /// The set starting at `chars[start] == "["`, and the index of its `]`.
    private static func set(_ chars: [Character], from start: Int, pattern: String) throws(SyntaxError) -> (Token, Int) {
        var i = start + 1
        var negated = false
        if i < chars.count, chars[i] == "!" || chars[i] == "^" {
            negated = true
            i += 1
        }
        var ranges: [ClosedRange<Character>] = []
        var first = true
        while i < chars.count {
            let c = chars[i]
            if c == "]", !first { return (.set(ranges, negated: negated), i) }
            first = false
            if i + 2 < chars.count, chars[i + 1] == "-", chars[i + 2] != "]" {
                let upper = chars[i + 2]
                guard c <= upper else {
                    throw SyntaxError(message: "range '\(c)-\(upper)' in pattern '\(pattern)' is reversed; write '\(upper)-\(c)'")
                }
                ranges.append(c...upper)
                i += 3
            } else {
                ranges.append(c...c)
                i += 1
            }
        }
        throw SyntaxError(message: "unclosed '[' in pattern '\(pattern)'; close it with ']' or write '\\[' for a literal '['")
    }
}
