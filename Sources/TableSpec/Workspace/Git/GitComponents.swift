/// The files a composite includes, as of a git revision (`tablectl diff --git REV FILE`):
/// each read with ``GitRevision/show(_:file:)``, so the old side of a diff is the table
/// composed from every file as it was at REV. Git holds a symbolic link as the text of its
/// target, which is not a spec, so a link is never followed. O(file size) a file.
package struct GitComponents: ComponentSource {
    /// The revision every file is read at.
    package let revision: String

    package init(revision: String) {
        self.revision = revision
    }

    package func read(_ path: String, root: String, limit: Int) throws(ComponentReadError) -> [UInt8] {
        let bytes: [UInt8]
        do {
            bytes = try GitRevision.show(revision, file: path)
        } catch {
            throw .missing("not in \(revision) (\(error.message))")
        }
        guard bytes.count <= limit else { throw .tooLarge(limit: limit) }
        return bytes
    }
}
