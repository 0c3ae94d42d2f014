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
    /// Extensions searched for inside directories, lower-case, without the dot: the ones
    /// that name a ``SpecFormat``.
    public static var extensions: Set<String> { SpecFormat.extensions }

    /// The spec files under `paths`, in argument order, each directory's files sorted,
    /// without duplicates (the first occurrence is kept); and a failure for each path
    /// that does not exist or cannot be listed. O(entries under the directories); with
    /// `listings`, directories unchanged since it recorded them are not read again
    /// (``ListingCache``), the same files found. With `limit`, the search stops once it has
    /// found more than `limit` files (the caller asked for at most that many).
    package static func find(
        _ paths: [String], listings: ListingCache? = nil, limit: Int = .max
    ) -> (files: [String], failures: [BatchFailure]) {
        var walk = Walk(listings: listings, limit: limit)
        for path in paths {
            walk.visit(path)
        }
        return (walk.files, walk.failures)
    }

    /// Whether a file name has one of the searched ``extensions``, in any case.
    /// O(1), without allocating: see ``hasSpecExtension(_:)``.
    public static func isSpecFileName(_ name: String) -> Bool {
        var name = name
        return name.withUTF8 { hasSpecExtension($0) }
    }

    /// Whether the UTF-8 bytes of a file name end in an extension that names a
    /// ``SpecFormat`` (`.json`, `.yaml`, `.yml`, any ASCII case, something before the dot).
    /// O(1), without allocating.
    static func hasSpecExtension(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        SpecFormat(nameBytes: name) != nil
    }

    /// `directory/name`, without doubling a slash and without a leading `./`.
    static func join(_ directory: String, _ name: String) -> String {
        if directory == "." || directory == "./" { return name }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// The state of one search: what was found so far.
    private struct Walk {
        let listings: ListingCache?
        /// The most files wanted: the walk stops once it has one more.
        var limit = Int.max
        var files: [String] = []
        var failures: [BatchFailure] = []
        /// The files found, once a second path is visited: one walk never meets a file
        /// twice (names in a directory are unique and links to directories are not
        /// followed), so only later paths need the check.
        var seen: Set<String> = []
        var visited = 0

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
        /// once with `readdir` (``DirectoryListing``), whose entry types spare a `stat` per
        /// file (only entries of unknown type and symbolic links are looked up); builds the
        /// path of an entry only when it is kept.
        mutating func walkDirectory(_ directory: String) {
            guard let listing = listings.map({ $0.listing(directory) }) ?? DirectoryListing(directory) else {
                failures.append(BatchFailure(
                    path: directory,
                    message: "cannot list directory '\(directory)': \(SpecFileReader.reason(for: directory))"))
                return
            }
            // `join(directory, name)` is this prefix and the name, for any name.
            let prefix = Array(SpecFileFinder.join(directory, "").utf8)
            for entry in listing.entries where files.count <= limit {
                switch entry.type {
                case .directory:
                    walkDirectory(listing.path(prefix, entry))
                case .file:
                    if entry.hasSpecExtension { add(listing.path(prefix, entry)) }
                case .unknown:
                    let child = listing.path(prefix, entry)
                    switch entryType(child) {
                    case .directory: walkDirectory(child)
                    case .file where entry.hasSpecExtension: add(child)
                    case .file, .directoryLink, .other: continue
                    }
                case .other:
                    continue
                }
            }
        }

        enum EntryType { case file, directory, directoryLink, other }

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
    /// other path is searched with ``find(_:listings:)``. No paths means the current directory.
    /// Inputs keep argument order without duplicates. When nothing at all is found and no
    /// path failed, the result has one failure saying so.
    ///
    /// ```swift
    /// SpecFileFinder.inputs(for: ["-", "specs"], stdinName: "<stdin>").inputs
    /// // [.standardInput(name: "<stdin>"), .file("specs/contacts.json"), …]
    /// ```
    /// O(entries under the directories); `listings` as for ``find(_:listings:)``.
    package static func inputs(
        for paths: [String], stdinName: String, listings: ListingCache? = nil
    ) -> (inputs: [BatchInput], failures: [BatchFailure]) {
        let searched = paths.isEmpty ? ["."] : paths
        var inputs: [BatchInput] = []
        var failures: [BatchFailure] = []
        var seen: Set<String> = []
        // One path cannot give a file twice (``find(_:listings:)`` drops duplicates), so the
        // check (a hash per file) is only needed with more.
        let single = searched.count == 1
        for path in searched {
            if path == "-" {
                if seen.insert("\u{0}-").inserted { inputs.append(.standardInput(name: stdinName)) }
                continue
            }
            let found = find([path], listings: listings)
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
