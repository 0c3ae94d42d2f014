import Foundation

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

    /// Whether a file name has one of the searched ``extensions``.
    public static func isSpecFileName(_ name: String) -> Bool {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        return extensions.contains(name[name.index(after: dot)...].lowercased())
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
        var seen: Set<String> = []
        let fileManager = FileManager.default

        mutating func visit(_ path: String) {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else {
                failures.append(BatchFailure(path: path, message: "no such file or directory: '\(path)'"))
                return
            }
            if isDirectory.boolValue {
                walkDirectory(path)
            } else {
                add(path)
            }
        }

        mutating func add(_ path: String) {
            if seen.insert(path).inserted { files.append(path) }
        }

        /// Depth-first, entries sorted by the bytes of their names.
        mutating func walkDirectory(_ directory: String) {
            let names: [String]
            do {
                names = try fileManager.contentsOfDirectory(atPath: directory)
            } catch {
                failures.append(BatchFailure(
                    path: directory,
                    message: "cannot list directory '\(directory)': \(SpecFileReader.reason(for: directory))"))
                return
            }
            let sorted = names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            for name in sorted where !name.hasPrefix(".") {
                let child = SpecFileFinder.join(directory, name)
                switch entryType(child) {
                case .directory:
                    walkDirectory(child)
                case .file where SpecFileFinder.isSpecFileName(name):
                    add(child)
                case .file, .directoryLink, .other:
                    continue
                }
            }
        }

        enum EntryType { case file, directory, directoryLink, other }

        /// The entry's type without following a final symbolic link to a directory.
        func entryType(_ path: String) -> EntryType {
            let attributes = try? fileManager.attributesOfItem(atPath: path)
            switch attributes?[.type] as? FileAttributeType {
            case .typeDirectory?:
                return .directory
            case .typeRegular?:
                return .file
            case .typeSymbolicLink?:
                var isDirectory: ObjCBool = false
                guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else { return .other }
                return isDirectory.boolValue ? .directoryLink : .file
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
        for path in searched {
            if path == "-" {
                if seen.insert("\u{0}-").inserted { inputs.append(.standardInput(name: stdinName)) }
                continue
            }
            let found = find([path])
            for file in found.files where seen.insert(file).inserted {
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
