import Foundation

/// The command line every process benchmark takes (`corpus`, `diff`, `composition`):
/// counts by option name (`--files 2000`), `--tablectl PATH` and `--keep`; and running one
/// to an exit status. One home, so the benches differ only in what they measure.
struct BenchCommand {
    /// Each count option's value: its default unless given.
    var counts: [String: Int]
    /// `--tablectl PATH`, when given.
    var tablectl: String?
    /// `--keep`: leave the generated files.
    var keep = false

    /// Parses `arguments`; `counts` are the count options with their defaults, in the order
    /// the error message lists them. Throws on an unknown option or a count that is not a
    /// positive number.
    init(_ arguments: [String], counts defaults: KeyValuePairs<String, Int>) throws {
        counts = Dictionary(defaults.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        var it = arguments.makeIterator()
        while let arg = it.next() {
            switch arg {
            case "--tablectl": tablectl = it.next()
            case "--keep": keep = true
            case _ where counts[arg] != nil:
                guard let n = it.next().flatMap(Int.init), n > 0 else { throw BenchError("\(arg) needs a positive number") }
                counts[arg] = n
            default:
                let names = defaults.map { "\($0.key) N" } + ["--tablectl PATH", "--keep"]
                throw BenchError("unknown argument '\(arg)'; use " + names.dropLast().joined(separator: ", ") + " or --keep")
            }
        }
    }

    /// The value of count option `name` (its default unless given).
    subscript(_ name: String) -> Int { counts[name] ?? 0 }

    /// Runs `body` and exits: status 0, or 2 with `tablectl-bench NAME: error: …`.
    static func exit(_ name: String, after body: () throws -> Void) -> Never {
        do {
            try body()
            Foundation.exit(0)
        } catch {
            FileHandle.standardError.write(Data("tablectl-bench \(name): error: \(error)\n".utf8))
            Foundation.exit(2)
        }
    }
}
