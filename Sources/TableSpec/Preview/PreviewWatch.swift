#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The files a spec's page depends on, and a stamp of them that changes when any of
/// them is edited, replaced, created or removed: the spec, every file its composition
/// looked at (``FileReport/dependencies``), the String Catalogs its tables name (for a
/// `.strings` catalog, the folder holding its `.lproj` folders, two levels deep), the
/// `.tablectl.yml` in force, the `--data` files, and the files git writes when HEAD moves
/// (``GitRevision/headFiles(in:)``: a commit changes the diff page).
///
/// Polled (portable, no inotify): a stamp is one `stat(2)` per file (device, inode, size,
/// modification time in nanoseconds) and one directory read per watched folder level.
///
/// ```swift
/// let watch = PreviewWatch(spec, path: "specs/a.yaml", inputs: SpecInputs())
/// let before = watch.stamp()
/// // … an editor saves specs/a.yaml …
/// watch.stamp() != before   // true
/// ```
struct PreviewWatch: Sendable {
    /// Absolute files, stamped by `stat`.
    var files: [String]
    /// Absolute folders, stamped by their entries' names and stats, two levels deep.
    var folders: [String]

    /// What `spec` (loaded from `path`, with `inputs`) depends on. O(files it names).
    init(_ spec: LoadedSpec, path: String, inputs: SpecInputs) {
        let here = FilePath.workingDirectory
        let absolute = FilePath.absolute(path, from: here)
        var files = [absolute] + (spec.report?.dependencies ?? []) + inputs.paths.map { FilePath.absolute($0, from: here) }
        var folders: [String] = []
        // 1. The catalogs, named by the spec's own table and by each file it includes.
        var named: [(Table, String)] = []
        if let table = spec.unexpanded ?? spec.report?.table { named.append((table, absolute)) }
        for component in spec.components {
            if let table = component.table { named.append((table, FilePath.absolute(component.source.path, from: here))) }
        }
        for (table, file) in named {
            guard let catalog = table.localization?.catalog else { continue }
            let path = FilePath.absolute(catalog, from: FilePath.parent(file))
            files.append(path)
            if catalog.hasSuffix(".strings") { folders.append(FilePath.parent(FilePath.parent(path))) }
        }
        // 2. The configuration in force.
        if case .success(let configuration?) = ConfigurationResolver().configuration(forFile: absolute) {
            files.append(FilePath.absolute(configuration.path, from: here))
        }
        // 3. git's HEAD, which the diff page compares with.
        files += GitRevision.headFiles(in: FilePath.parent(absolute))
        var seen: Set<String> = []
        self.files = files.filter { seen.insert($0).inserted }
        self.folders = folders.filter { seen.insert($0).inserted }
    }

    /// The stamp: one entry per file and folder entry. O(files + folder entries).
    func stamp() -> [String] {
        var out = files.map(Self.stamp(of:))
        for folder in folders { Self.stampEntries(of: folder, depth: 2, into: &out) }
        return out
    }

    /// `path`'s device, inode, size and modification time, or `-` when it is not there.
    static func stamp(of path: String) -> String {
        var info = stat()
        guard stat(path, &info) == 0 else { return "-" }
        #if canImport(Darwin)
        let modified = (Int(info.st_mtimespec.tv_sec), Int(info.st_mtimespec.tv_nsec))
        #else
        let modified = (Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec))
        #endif
        return "\(info.st_dev):\(info.st_ino):\(info.st_size):\(modified.0).\(modified.1)"
    }

    /// Each entry of `folder`, sorted by name, with its stamp, and the entries of its
    /// subfolders down to `depth` levels. At most 1,000 entries a folder.
    static func stampEntries(of folder: String, depth: Int, into out: inout [String]) {
        guard depth > 0, let directory = opendir(folder) else { return }
        var names: [String] = []
        while names.count < 1_000, let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        closedir(directory)
        for name in names.sorted() {
            let path = folder + "/" + name
            let stamp = stamp(of: path)
            out.append(name + "=" + stamp)
            if FileKind(path: path) == .directory { stampEntries(of: path, depth: depth - 1, into: &out) }
        }
    }
}
