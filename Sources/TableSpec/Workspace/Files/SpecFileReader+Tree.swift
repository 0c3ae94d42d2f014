extension SpecFileReader {
    /// What reading a file as a spec is read gave: its located tree, or the one finding
    /// that stops it (larger than the file-size limit: `limit-exceeded` at its start; not
    /// YAML or JSON, or past the node and depth limits: that load error).
    enum Tree {
        case tree(SourceFile, Node)
        case unusable(SourceFile, Diagnostic)
    }

    /// `input` (a file or standard input) read as a spec is, for the files that come with
    /// one: `simulate`'s action scripts and `--data` files. Throws only when it cannot be
    /// read at all. O(file size, capped at the limit).
    static func tree(_ input: BatchInput, limits: Limits) throws(BatchFailure) -> Tree {
        let bytes: [UInt8]
        switch try read(input, limit: limits.maxFileSize) {
        case .bytes(let read): bytes = read
        case .tooLarge(let size):
            return .unusable(
                SourceFile(path: input.displayPath, bytes: []), BatchChecker.tooLarge(size: size, limit: limits.maxFileSize))
        }
        let file = SourceFile(path: input.displayPath, bytes: bytes)
        do throws(LoadError) {
            return .tree(file, try Loader.load(file, limits: limits))
        } catch {
            return .unusable(file, error.diagnostic)
        }
    }
}
