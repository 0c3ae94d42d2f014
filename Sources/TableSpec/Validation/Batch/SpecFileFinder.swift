#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Turns the paths given on the command line into the list of spec files to check.
///
/// A file is taken as given, whatever its extension. A directory is searched recursively
/// for `.yaml`, `.yml` and `.json` files (extension case-insensitive); hidden entries
/// (names starting with `.`, which includes `.build`, `.build-*` and `.git`) are skipped,
/// and symbolic links to directories are not followed (so a link
/// cycle cannot loop). Entries are visited in byte order of their names, so the list is
/// the same on every machine.
///
/// ```swift
/// let found = SpecFileFinder.find(["specs", "extra/one.yaml"])
/// found.files      // ["specs/contacts.json", "specs/settings.yaml", "extra/one.yaml"]
/// ```
public enum SpecFileFinder {
    /// Extensions searched for inside directories, lower-case, without the dot.
    public static let extensions: Set<String> = ["json", "yaml", "yml"]

    /// The spec files under `paths`, in argument order, each directory's files sorted,
    /// without duplicates (the first occurrence is kept); and a failure for each path
    /// that does not exist or cannot be listed. O(entries under the directories).
    public static func find(_ paths: [String]) -> (files: [String], failures: [BatchFailure]) {
        var walk = Walk()
        for path in paths {
            walk.visit(path)
        }
        return (walk.files, walk.failures)
    }

    /// Whether a file name has one of the searched ``extensions``, in any case.
    /// O(name length), without allocating: the dot is searched in the UTF-8 bytes, and the
    /// extension compared ignoring ASCII case (no other character lower-cases to a letter
    /// of the extensions).
    public static func isSpecFileName(_ name: String) -> Bool {
        let utf8 = name.utf8
        guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")), dot != utf8.startIndex else { return false }
        let suffix = utf8[utf8.index(after: dot)...]
        return extensions.contains { known in
            known.utf8.count == suffix.count
                && zip(known.utf8, suffix).allSatisfy { $0 == $1 || ($1 >= 0x41 && $1 <= 0x5A && $0 == $1 | 0x20) }
        }
    }

    /// `directory/name`, without doubling a slash and without a leading `./`.
    static func join(_ directory: String, _ name: String) -> String {
        if directory == "." || directory == "./" { return name }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// The state of one search: what was found so far.
    private struct Walk {
        var files: [String] = []
        var failures: [BatchFailure] = []
        /// The files found, once a second path is visited: one walk never meets a file
        /// twice (names in a directory are unique and links to directories are not
        /// followed), so only later paths need the check.
        var seen: Set<String> = []
        var visited = 0
        let fileManager = FileManager.default

        mutating func visit(_ path: String) {
            visited += 1
            if visited == 2 { seen = Set(files) }
            guard let kind = FileKind(path: path) else {
                failures.append(BatchFailure(path: path, message: "no such file or directory: '\(path)'"))
                return
            }
            if kind == .directory {
                walkDirectory(path)
            } else {
                add(path)
            }
        }

        mutating func add(_ path: String) {
            if visited < 2 || seen.insert(path).inserted { files.append(path) }
        }

        /// Depth-first, entries sorted by the bytes of their names. Reads each directory
        /// once with `readdir`, whose entry types spare a `stat` per file (only entries of
        /// unknown type and symbolic links are looked up).
        mutating func walkDirectory(_ directory: String) {
            guard let entries = Self.list(directory) else {
                failures.append(BatchFailure(
                    path: directory,
                    message: "cannot list directory '\(directory)': \(SpecFileReader.reason(for: directory))"))
                return
            }
            let sorted = entries.sorted { $0.name.utf8Precedes($1.name) }
            for entry in sorted where !entry.name.hasPrefix(".") {
                let child = SpecFileFinder.join(directory, entry.name)
                switch entry.type ?? entryType(child) {
                case .directory:
                    walkDirectory(child)
                case .file where SpecFileFinder.isSpecFileName(entry.name):
                    add(child)
                case .file, .directoryLink, .other:
                    continue
                }
            }
        }

        enum EntryType { case file, directory, directoryLink, other }

        /// The names in `directory` with their types when `readdir` knows them for sure
        /// (nil for links and unknown types); nil when it cannot be opened.
        static func list(_ directory: String) -> [(name: String, type: EntryType?)]? {
            guard let handle = opendir(directory) else { return nil }
            defer { closedir(handle) }
            var entries: [(name: String, type: EntryType?)] = []
            while let entry = readdir(handle) {
                let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                if name == "." || name == ".." { continue }
                let type: EntryType?
                switch Int32(entry.pointee.d_type) {
                case Int32(DT_DIR): type = .directory
                case Int32(DT_REG): type = .file
                case Int32(DT_LNK), Int32(DT_UNKNOWN): type = nil
                default: type = .other
                }
                entries.append((name, type))
            }
            return entries
        }

        /// The entry's type without following a final symbolic link to a directory.
        func entryType(_ path: String) -> EntryType {
            var info = stat()
            guard lstat(path, &info) == 0 else { return .other }
            switch info.st_mode & S_IFMT {
            case S_IFDIR:
                return .directory
            case S_IFREG:
                return .file
            case S_IFLNK:
                guard stat(path, &info) == 0 else { return .other }
                return (info.st_mode & S_IFMT) == S_IFDIR ? .directoryLink : .file
            default:
                return .other
            }
        }
    }
}

extension SpecFileFinder {
    /// The inputs for command-line `paths`: `-` is standard input (named `stdinName`), every
    /// other path is searched with ``find(_:)``. No paths means the current directory.
    /// Inputs keep argument order without duplicates. When nothing at all is found and no
    /// path failed, the result has one failure saying so.
    ///
    /// ```swift
    /// SpecFileFinder.inputs(for: ["-", "specs"], stdinName: "<stdin>").inputs
    /// // [.standardInput(name: "<stdin>"), .file("specs/contacts.json"), …]
    /// ```
    /// O(entries under the directories).
    public static func inputs(
        for paths: [String], stdinName: String
    ) -> (inputs: [BatchInput], failures: [BatchFailure]) {
        let searched = paths.isEmpty ? ["."] : paths
        var inputs: [BatchInput] = []
        var failures: [BatchFailure] = []
        var seen: Set<String> = []
        // One path cannot give a file twice (``find(_:)`` drops duplicates), so the
        // check (a hash per file) is only needed with more.
        let single = searched.count == 1
        for path in searched {
            if path == "-" {
                if seen.insert("\u{0}-").inserted { inputs.append(.standardInput(name: stdinName)) }
                continue
            }
            let found = find([path])
            for file in found.files where single || seen.insert(file).inserted {
                inputs.append(.file(file))
            }
            failures += found.failures
        }
        if inputs.isEmpty, failures.isEmpty {
            let list = searched.map { "'\($0)'" }.joined(separator: ", ")
            failures.append(BatchFailure(path: list, message: "no spec files (.yaml, .yml, .json) found in \(list)"))
        }
        return (inputs, failures)
    }
}
