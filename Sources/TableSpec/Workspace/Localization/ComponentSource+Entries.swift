#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension ComponentSource {
    /// Lists nothing: a `.strings` catalog read from this source has no other languages.
    package func entries(of path: String) -> [String] { [] }
}

extension FileSystemComponents {
    /// The names in directory `path` (`opendir(3)`), without `.` and `..`, sorted; none
    /// when it cannot be opened. Reads no file. O(entries × log entries).
    package func entries(of path: String) -> [String] {
        guard let directory = opendir(path) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != ".", name != ".." { names.append(name) }
        }
        return names.sorted()
    }
}

extension MemoryComponents {
    /// The first components under `path` of the files held, sorted. O(files).
    package func entries(of path: String) -> [String] {
        let prefix = path == "/" ? "/" : path + "/"
        let names = files.keys.compactMap { file -> String? in
            guard file.hasPrefix(prefix) else { return nil }
            return file.dropFirst(prefix.count).split(separator: "/").first.map(String.init)
        }
        return Set(names).sorted()
    }
}
