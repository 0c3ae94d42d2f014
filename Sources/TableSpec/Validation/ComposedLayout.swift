/// Where each section of a composed table was written: which file, and which item of that
/// file's `sections:` list. A ``RuleContext`` over a composed table locates findings
/// through it, and ``localized(_:)`` turns a finding about the composed table (pointer
/// `/sections/<global>/…`) into one about the file it is in (`/sections/<written>/…`).
package struct ComposedLayout: Sendable {
    /// Each file's path as reports show it; file 0 is the top file (the composite itself).
    package let paths: [String]
    /// Per composed section: the index into ``paths`` of the file it was written in.
    package let sectionFiles: [Int]
    /// Per composed section: its item index in that file's `sections:` list.
    package let sectionPositions: [Int]

    /// A layout of `paths`, with the file and written position of each composed section.
    package init(paths: [String], sectionFiles: [Int], sectionPositions: [Int]) {
        self.paths = paths
        self.sectionFiles = sectionFiles
        self.sectionPositions = sectionPositions
    }

    /// The file (index into ``paths``) holding the value at `pointer` of the composed
    /// table: the file of the section it goes through, else the top file. O(1).
    package func file(of pointer: Pointer) -> Int {
        let c = pointer.components
        guard c.count >= 2, c[0] == .key("sections"), case .index(let s) = c[1], sectionFiles.indices.contains(s)
        else { return 0 }
        return sectionFiles[s]
    }

    /// The path of the file holding the value at `pointer`.
    package func path(of pointer: Pointer) -> String {
        paths[file(of: pointer)]
    }

    /// `diagnostic`, found on the composed table, as a finding of the file it is in: that
    /// file's index, the composed section it is about (nil for the table itself), the
    /// pointer rewritten to the file's own `sections:` item, and related locations in that
    /// same file without a path. O(pointer length + related).
    package func localized(_ diagnostic: Diagnostic) -> (file: Int, section: Int?, diagnostic: Diagnostic) {
        var local = diagnostic
        var file = 0
        var section: Int?
        let tokens = diagnostic.pointer.split(separator: "/", maxSplits: 3, omittingEmptySubsequences: false)
        if tokens.count >= 3, tokens[1] == "sections", let s = Int(tokens[2]), sectionFiles.indices.contains(s) {
            file = sectionFiles[s]
            section = s
            local.pointer = "/sections/\(sectionPositions[s])" + (tokens.count > 3 ? "/" + tokens[3] : "")
        }
        for index in local.related.indices where local.related[index].path == paths[file] {
            local.related[index].path = nil
        }
        return (file, section, local)
    }
}
