import Foundation

/// A ```` ```console ```` block of a Markdown file, read as CONTRIBUTING.md says a block is
/// written: `$ ` lines are commands, the lines after one (up to the next) are what it
/// prints, standard output and standard error together; a line `…` stands for lines left
/// out; a last line `^C` means the command runs until interrupted.
struct ConsoleBlock {
    /// One command of a block and what the block shows it printing.
    struct Command {
        /// The command line, without the `$ `.
        var text: String
        /// The lines shown after it.
        var shown: [String]
        /// The 0-based index in the file's lines of its first shown line.
        var outputStart: Int
    }

    /// The file, relative to the repository, and the 1-based line of the opening fence.
    var file: String
    var line: Int
    var commands: [Command]

    /// The lines that stand for lines left out, and the interruption.
    static let elision = "…"
    static let interrupt = "^C"

    /// Every console block of `text` (the Markdown of `file`).
    static func blocks(in text: String, file: String) -> [ConsoleBlock] {
        let lines = text.components(separatedBy: "\n")
        var blocks: [ConsoleBlock] = []
        var index = 0
        while index < lines.count {
            guard lines[index].trimmingCharacters(in: .whitespaces) == "```console" else { index += 1; continue }
            var block = ConsoleBlock(file: file, line: index + 1, commands: [])
            index += 1
            while index < lines.count, !lines[index].hasPrefix("```") {
                if lines[index].hasPrefix("$ ") {
                    block.commands.append(Command(text: String(lines[index].dropFirst(2)), shown: [], outputStart: index + 1))
                } else if !block.commands.isEmpty {
                    block.commands[block.commands.count - 1].shown.append(lines[index])
                }
                index += 1
            }
            blocks.append(block)
            index += 1
        }
        return blocks
    }

    /// Whether `actual` is what `shown` shows: the same lines, except that each `…` line
    /// stands for any number of lines (the shown runs between them appear in order, each
    /// contiguous). A trailing `^C` is not output.
    static func matches(_ shown: [String], _ actual: [String]) -> Bool {
        var shown = shown
        if shown.last == interrupt { shown.removeLast() }
        guard shown.contains(elision) else { return shown == actual }
        let runs = shown.split(separator: elision, omittingEmptySubsequences: false).map(Array.init)
        var position = 0
        for (number, run) in runs.enumerated() {
            if run.isEmpty { continue }
            let anchoredStart = number == 0, anchoredEnd = number == runs.count - 1
            if anchoredEnd {
                guard actual.count - run.count >= position, Array(actual.suffix(run.count)) == run else { return false }
                position = actual.count
                continue
            }
            if anchoredStart {
                guard actual.count >= run.count, Array(actual.prefix(run.count)) == run else { return false }
                position = run.count
                continue
            }
            var found: Int?
            var start = position
            while start + run.count <= actual.count {
                if Array(actual[start..<(start + run.count)]) == run { found = start; break }
                start += 1
            }
            guard let found else { return false }
            position = found + run.count
        }
        return true
    }
}
