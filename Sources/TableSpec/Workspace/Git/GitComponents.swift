/// The files a composite includes, as of a git revision (`tablectl diff --git REV FILE`), so
/// the old side of a diff is the table composed from every file as it was at REV.
///
/// Each path is taken relative to the top file's directory (lexically, as the composer
/// resolved it), placed in the repository with that directory's prefix, and read with
/// `git show REV:PATH` run in the top file's directory: git walks its own tree, so the
/// working copy's links and missing directories play no part, and a path that would climb
/// out of the repository is refused. Git keeps a link as the text of its target, which is
/// not a spec, so a link is never followed, and a file's path in the repository is its
/// identity. O(file size) a file, plus one `git rev-parse`.
package struct GitComponents: ComponentSource {
    /// The revision every file is read at.
    package let revision: String
    /// The top file's directory (absolute) and its path in the repository ("" at the top),
    /// or why it is not known.
    private let place: Result<(directory: String, prefix: String), GitRevision.Failure>

    /// The files of the composite at absolute `topFile`, as of `revision`.
    package init(revision: String, topFile: String) {
        self.revision = revision
        let directory = FilePath.parent(topFile)
        place = Result { () throws(GitRevision.Failure) in (directory, try GitRevision.prefix(of: directory)) }
    }

    /// The file at `path`, named by its path in the repository (git keeps no links to
    /// follow, so that path is its identity). Runs nothing.
    package func locate(_ path: String, root: String) throws(ComponentReadError) -> ComponentLocation {
        let (directory, prefix): (String, String)
        switch place {
        case .success(let found): (directory, prefix) = found
        case .failure(let error): throw .missing(error.message)
        }
        guard let inRepository = Self.repositoryPath(of: path, directory: directory, prefix: prefix), inRepository != "." else { throw .outside }
        return ComponentLocation(identity: .path(inRepository), path: inRepository)
    }

    /// The file at `location` as of ``revision``: one `git show`.
    package func read(_ location: ComponentLocation, limit: Int) throws(ComponentReadError) -> [UInt8] {
        let directory: String
        switch place {
        case .success(let found): directory = found.directory
        case .failure(let error): throw .missing(error.message)
        }
        let bytes: [UInt8]
        do {
            bytes = try GitRevision.show(revision, repositoryPath: location.path, in: directory)
        } catch {
            throw .missing("not in \(revision) (\(error.message))")
        }
        guard bytes.count <= limit else { throw .tooLarge(limit: limit) }
        return bytes
    }

    /// The names in directory `path` as of ``revision`` (a `.strings` catalog's sibling
    /// `.lproj` folders and files), sorted; none when git has no such directory. One
    /// `git ls-tree`, O(entries).
    package func entries(of path: String) -> [String] {
        guard case .success(let found) = place,
              let inRepository = Self.repositoryPath(of: path, directory: found.directory, prefix: found.prefix) else { return [] }
        return (try? GitRevision.entries(revision, repositoryPath: inRepository == "." ? "" : inRepository, in: found.directory))?.sorted() ?? []
    }

    /// `path`'s place in the repository ("." at its top), taken lexically relative to
    /// `directory`, whose place is `prefix`; nil when it would climb out. O(path).
    private static func repositoryPath(of path: String, directory: String, prefix: String) -> String? {
        let inRepository = FilePath.joined(prefix.isEmpty ? "." : String(prefix.dropLast()), FilePath.relative(path, to: directory))
        return inRepository == ".." || inRepository.hasPrefix("../") ? nil : inRepository
    }
}
