#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Composites in the result cache: a spec that includes others is keyed by its own content
/// and options *and* by every file its composition looked at (the include closure), so a
/// change to any included file, a file that appears where one was missing, or a link that
/// now points elsewhere is a miss.
///
/// Two entries per composite:
/// - the closure record, under the top file's key (its content, options, real path and the
///   path reports show) with seed 3: the paths its last check looked at (components
///   first, in report order, then missing ones);
/// - the reports, under the hash of that key, the options of every file of the closure and
///   each file's real path, content and which earlier file it is the same file as (seed
///   4): the top file's findings, then each component's path as reports show it and its
///   findings.
///
/// "The same file as" is there because the composer takes two paths to one file as one
/// file (``ComponentIdentity``: device and inode), which real paths alone do not show for
/// a hard link: a link replaced by a copy changes the composition with every path and byte
/// the same. The key holds which files are one, not device and inode numbers, so a fresh
/// clone (new inodes everywhere) still finds its results by content.
///
/// Paths inside the working directory are written from it (``portable(_:)``), so the cache
/// moves with a checkout: keys are contents and relative paths.
///
/// A look-up reads the recorded files again (O(their bytes), no parsing) to build the second
/// key; a hit rebuilds the reports with those bytes, for the excerpts under findings.
extension ResultCache {
    /// The cached reports of composite `source` (at absolute `path`) checked with `options`
    /// (its components with `componentOptions(path)`, nil when excluded), or nil. O(bytes
    /// of the closure).
    package func compositeReport(
        for source: SourceFile, at path: String, options: CheckOptions, componentOptions: (String) -> CheckOptions?
    ) -> FileReport? {
        let top = located(key(contentKey(of: source), options: options), source: source, path: path)
        guard let record = entry(for: closureKey(top)), let paths = decodePaths(record) else { return nil }
        let closure = Self.read(paths, top: path, limit: options.limits.maxFileSize)
        let key = reportsKey(top, closure: closure, options: options, componentOptions: componentOptions)
        guard let payload = entry(for: key) else { return nil }
        var reader = ByteReader(payload)
        guard let count = reader.varint(), count >= 1, count <= paths.count + 1 else { return nil }
        var reports: [FileReport] = []
        for index in 0..<count {
            guard let shown = reader.string(), let length = reader.varint(), length <= reader.remaining,
                  let slice = reader.bytes(length), let findings = decoded(slice)
            else { return nil }
            let bytes = index == 0 ? source.bytes : closure[index - 1].bytes ?? []
            let file = index == 0 ? source : SourceFile(path: shown, bytes: bytes)
            reports.append(FileReport(
                source: file, diagnostics: findings.diagnostics, table: nil, omitted: findings.omitted, variants: findings.variants))
        }
        guard reader.remaining == 0 else { return nil }
        var report = reports.removeFirst()
        report.composite = FileReport.Composite(components: reports, dependencies: paths)
        return report
    }

    /// Stores `report`, the result of checking composite `source` with `options`. O(bytes
    /// of the closure + findings).
    package func storeComposite(
        _ report: FileReport, for source: SourceFile, at path: String, options: CheckOptions,
        componentOptions: (String) -> CheckOptions?
    ) {
        guard report.isComposite, report.components.count <= report.dependencies.count else { return }
        let top = located(key(contentKey(of: source), options: options), source: source, path: path)
        var paths = ByteWriter()
        paths.varint(report.dependencies.count)
        for path in report.dependencies { paths.string(portable(path)) }
        let closure = Self.read(report.dependencies, top: path, limit: options.limits.maxFileSize)
        var reports = ByteWriter()
        reports.varint(1 + report.components.count)
        for file in [report] + report.components {
            let encoded = DiagnosticCodec.encode(file)
            reports.string(file.path)
            reports.varint(encoded.count)
            reports.bytes += encoded
        }
        storeEntry(paths.bytes, key: closureKey(top))
        storeEntry(reports.bytes, key: reportsKey(top, closure: closure, options: options, componentOptions: componentOptions))
    }

    /// One file of a closure as read now: its real path, its bytes (nil: missing,
    /// unreadable, not a regular file or too large), and the file it is the same file as
    /// (device and inode): -1 the top file, else the index of the first such file of the
    /// closure, itself when none is before it.
    typealias ClosureFile = (path: String, real: String, bytes: [UInt8]?, sameAs: Int)

    /// Each of `paths` read now (only regular files are read: ``SpecFileReader``), with
    /// the composite at absolute `top`. O(bytes of the files).
    private static func read(_ paths: [String], top: String, limit: Int) -> [ClosureFile] {
        var first: [ComponentIdentity: Int] = [:]
        if let identity = FileMetadata(path: top)?.identity { first[identity] = -1 }
        return paths.enumerated().map { index, path in
            let read = try? SpecFileReader.readFile(path: path, limit: limit)
            var bytes: [UInt8]?
            if case .bytes(let found)? = read?.contents { bytes = found }
            var sameAs = index
            if let identity = read?.metadata?.identity {
                if let earlier = first[identity] { sameAs = earlier } else { first[identity] = index }
            }
            return (path, FilePath.resolved(path, from: "/"), bytes, sameAs)
        }
    }

    /// `key` made particular to the file at absolute `path` shown as `source.path`: where a
    /// composite is decides what its includes name, and its findings show both paths.
    private func located(_ key: ContentHash, source: SourceFile, path: String) -> ContentHash {
        let text = "\(key.low) \(key.high)\u{0}\(portable(FilePath.resolved(path, from: "/")))\u{0}\(source.path)"
        return ContentHash(Array(text.utf8), seed: 5)
    }

    /// The key of a composite's closure record.
    private func closureKey(_ top: ContentHash) -> ContentHash {
        withUnsafeBytes(of: (top.low.littleEndian, top.high.littleEndian)) { ContentHash(raw: $0, seed: 3) }
    }

    /// The key of a composite's reports: its own key, its root, and per file of the
    /// closure its path, real path, the file it is the same as, content and options.
    private func reportsKey(
        _ top: ContentHash, closure: [ClosureFile], options: CheckOptions, componentOptions: (String) -> CheckOptions?
    ) -> ContentHash {
        var text = "\(top.low) \(top.high) root[\(options.compositionRoot.map(portable) ?? "")]"
        for file in closure {
            let content = file.bytes.map { ContentHash($0) }
            text += "\n\(portable(file.path))\u{0}\(portable(file.real))\u{0}=\(file.sameAs)\u{0}" + (content.map { "\($0.low) \($0.high) \(file.bytes?.count ?? 0)" } ?? "missing")
            text += "\u{0}" + (componentOptions(file.path)?.fingerprint ?? "excluded")
        }
        return ContentHash(Array(text.utf8), seed: 4)
    }

    /// Absolute `path` as keys and records hold it: from the working directory (`./x`,
    /// ``base``) when it is inside, so a cache made in one checkout is used in another at
    /// another path (the CI runner's, a teammate's) as long as each runs from its
    /// checkout's top; as it is otherwise. O(path length).
    func portable(_ path: String) -> String {
        if path == base { return "." }
        guard path.hasPrefix(base == "/" ? "/" : base + "/") else { return path }
        return "./" + FilePath.relative(path, within: base)
    }

    /// A path of a record made absolute again (``portable(_:)`` undone).
    func absolute(_ stored: String) -> String {
        if stored == "." { return base }
        return stored.hasPrefix("./") ? FilePath.joined(base, String(stored.dropFirst(2))) : stored
    }

    /// The absolute paths of a closure record, or nil when it is damaged.
    private func decodePaths(_ payload: ArraySlice<UInt8>) -> [String]? {
        var reader = ByteReader(payload)
        guard let count = reader.varint(), count <= reader.remaining else { return nil }
        var paths: [String] = []
        for _ in 0..<count {
            guard let path = reader.string() else { return nil }
            paths.append(absolute(path))
        }
        return reader.remaining == 0 ? paths : nil
    }
}
