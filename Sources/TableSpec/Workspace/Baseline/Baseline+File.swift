/// Why a baseline file cannot be used: it is missing, unreadable, not JSON or not a
/// baseline. `tablectl validate` reports it on standard error and exits with status 2.
public struct BaselineError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Lower-case and specific, naming the file and, when it is malformed, the place:
    /// "invalid baseline 'b.json': 4:7: expected a string, found 3".
    public var message: String
    public var description: String { message }
}

/// The baseline file format: one JSON document, sorted, one entry per line.
///
/// ```json
/// {
///   "version": 1,
///   "entries": [
///     {"path": "specs/a.yaml", "rule": "empty-section", "pointer": "/sections/2", "message": "…", "count": 1}
///   ]
/// }
/// ```
extension Baseline {
    /// The version written and the only one read.
    public static let version = 1

    /// The file's text. Deterministic: the same findings always give the same bytes.
    /// O(entries).
    public func json() -> String {
        var out = "{\n  \"version\": \(Self.version),\n  \"entries\": ["
        for (index, entry) in entries.enumerated() {
            out += index == 0 ? "\n" : ",\n"
            out += "    {\"path\": \(JSONText.quoted(entry.path)), \"rule\": \(JSONText.quoted(entry.rule.rawValue)), "
            out += "\"pointer\": \(JSONText.quoted(entry.pointer)), \"message\": \(JSONText.quoted(entry.message)), "
            out += "\"count\": \(entry.count)}"
        }
        out += entries.isEmpty ? "]\n}\n" : "\n  ]\n}\n"
        return out
    }

    /// Writes ``json()`` to `path`, atomically.
    public func write(to path: String) throws(BaselineError) {
        do {
            try AtomicFile.write(json(), to: path)
        } catch {
            throw BaselineError(message: error.message.replacing("cannot write", with: "cannot write baseline"))
        }
    }

    /// Reads the baseline file at `path` (named so in messages). O(file size).
    public static func read(path: String) throws(BaselineError) -> Baseline {
        let contents: SpecFileReader.Contents
        do {
            contents = try SpecFileReader.read(path: path, limit: 256 << 20)
        } catch {
            throw BaselineError(message: error.message.replacing("cannot read", with: "cannot read baseline"))
        }
        guard case .bytes(let bytes) = contents else {
            throw BaselineError(message: "baseline '\(path)' is larger than 256 MiB")
        }
        return try parse(SourceFile(path: path.hasSuffix(".json") ? path : path + ".json", bytes: bytes), name: path)
    }

    /// Parses a baseline document (always as JSON) named `name` in messages.
    static func parse(_ source: SourceFile, name: String) throws(BaselineError) -> Baseline {
        func invalid(_ mark: Mark, _ message: String) -> BaselineError {
            BaselineError(message: "invalid baseline '\(name)': \(mark): \(message)")
        }
        let root: Node
        do {
            root = try Loader.load(source, limits: Limits(maxFileSize: .max, maxDepth: 8, maxNodes: .max, maxAliases: 0))
        } catch {
            throw invalid(error.diagnostic.start, error.diagnostic.message)
        }
        guard case .mapping = root.content else { throw invalid(root.start, "expected an object with version and entries") }
        guard let version = root["version"] else { throw invalid(root.start, "missing key 'version'") }
        guard version.scalar?.text == String(Self.version), version.scalar?.style == .plain else {
            throw invalid(version.start, "unsupported version \(WrongTypeRule.describe(version)); this tablectl reads version \(Self.version)")
        }
        guard let list = root["entries"] else { throw invalid(root.start, "missing key 'entries'") }
        guard case .sequence(let items) = list.content else { throw invalid(list.start, "expected a list of entries") }
        var entries: [Entry] = []
        entries.reserveCapacity(items.count)
        for item in items {
            guard case .mapping = item.content else { throw invalid(item.start, "expected an entry object") }
            func string(_ key: String) throws(BaselineError) -> String {
                guard let node = item[key] else { throw invalid(item.start, "missing key '\(key)' in an entry") }
                guard let scalar = node.scalar, scalar.style == .doubleQuoted else {
                    throw invalid(node.start, "expected a string for '\(key)', found \(WrongTypeRule.describe(node))")
                }
                return scalar.text
            }
            let path = try string("path"), rule = try string("rule"), pointer = try string("pointer")
            let message = try string("message")
            guard let countNode = item["count"] else { throw invalid(item.start, "missing key 'count' in an entry") }
            guard case .value(let count)? = countNode.scalar.map({ CoreNumber.integer($0.text) }), count >= 1,
                countNode.scalar?.style == .plain
            else {
                throw invalid(countNode.start, "expected a count of 1 or more, found \(WrongTypeRule.describe(countNode))")
            }
            entries.append(Entry(path: path, rule: RuleID(rule), pointer: pointer, message: message, count: count))
        }
        return Baseline(entries: entries)
    }
}
