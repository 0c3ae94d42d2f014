import Foundation

/// Formatting for the benchmarks' tables (the stage bench and the corpus bench).
enum Report {
    static func seconds(_ d: Duration) -> Double {
        Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }

    static func ms(_ d: Duration, digits: Int = 1) -> String { String(format: "%.\(digits)f ms", seconds(d) * 1000) }
    static func ratio(_ a: Duration, _ b: Duration) -> String { String(format: "%.2f×", seconds(a) / seconds(b)) }
    static func percent(_ a: Duration, _ b: Duration) -> String { String(format: "%.1f%%", 100 * seconds(a) / seconds(b)) }
    static func met(_ yes: Bool) -> String { yes ? "yes" : "no" }

    static func bytes(_ n: Int) -> String {
        n >= 1 << 20 ? String(format: "%.1f MiB", Double(n) / 1_048_576) : String(format: "%.1f KiB", Double(n) / 1024)
    }

    /// "2 cores, <CPU model>, Linux <release>".
    static func machine() -> String {
        var parts = ["\(ProcessInfo.processInfo.activeProcessorCount) cores"]
        if let cpuinfo = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8),
           let line = cpuinfo.split(separator: "\n").first(where: { $0.hasPrefix("model name") }),
           let colon = line.firstIndex(of: ":")
        {
            parts.append(line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        parts.append(ProcessInfo.processInfo.operatingSystemVersionString)
        return parts.joined(separator: ", ")
    }

    /// A Markdown table: the first column left-aligned, the others right-aligned.
    static func printTable(_ rows: [[String]]) {
        let widths = rows[0].indices.map { c in rows.map { $0[c].count }.max() ?? 0 }
        for (i, row) in rows.enumerated() {
            let cells = row.enumerated().map { c, cell in
                c == 0 ? cell.padding(toLength: widths[c], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[c] - cell.count) + cell
            }
            print("| " + cells.joined(separator: " | ") + " |")
            if i == 0 { print("|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|") }
        }
    }
}
