/// `tablectl strings SPEC… --catalog PATH`: adds every key the specs use to a String
/// Catalog, with its comment, keeping every translation and the file's formatting
/// (``StringCatalogWriter``), written atomically; a catalog that gains nothing is not
/// written at all. O(specs' sizes + catalog size + new keys × log new keys).
public enum CatalogUpdate {
    /// What an update did.
    public struct Outcome: Sendable {
        /// The keys added, in the order the specs use them.
        public var added: [String]
        /// The line to print: how many keys were added to which catalog.
        public var summary: String
    }

    /// The keys of `tables` (each as written, before any expansion) as additions: the
    /// first comment written for a key wins; the source text is kept when it differs
    /// from the key. O(strings).
    public static func additions(of tables: [Table]) -> [StringCatalogWriter.Addition] {
        var result: [StringCatalogWriter.Addition] = []
        var index: [String: Int] = [:]
        for table in tables {
            for text in table.localizableTexts() {
                if let known = index[text.key] {
                    if result[known].comment == nil { result[known].comment = text.comment }
                    continue
                }
                index[text.key] = result.count
                result.append(.init(key: text.key, comment: text.comment, sourceText: text.text == text.key ? nil : text.text))
            }
        }
        return result
    }

    /// Adds the keys of `tables` to the catalog at `path` (created in `sourceLanguage` when
    /// there is none). Throws a message located in the catalog when it cannot be read.
    public static func update(
        catalog path: String, with tables: [Table], limits: Limits = .default, sourceLanguage: String = "en"
    ) throws(TranslationError) -> Outcome {
        var bytes: [UInt8]?
        if FileKind(path: path) != nil {
            let contents: SpecFileReader.Contents
            do { contents = try SpecFileReader.readFile(path: path, limit: limits.maxFileSize).contents } catch {
                throw TranslationError(message: error.message)
            }
            guard case .bytes(let read) = contents else {
                throw TranslationError(message: "\(path) is larger than the limit of \(limits.maxFileSize) bytes; raise it with --max-file-size")
            }
            bytes = read
        }
        var tree: Node?
        if let bytes {
            do {
                tree = try StringCatalogReader.read(SourceFile(path: path, bytes: bytes), limits: limits).1
            } catch {
                let found = error.diagnostic
                throw TranslationError(message: "\(path):\(found.span.start.line):\(found.span.start.column): \(found.message)")
            }
        }
        let additions = additions(of: tables)
        let (text, added) = StringCatalogWriter.text(adding: additions, to: tree, original: bytes ?? [], sourceLanguage: sourceLanguage)
        let existing = Set(tree?["strings"]?.mapping?.compactMap(\.keyText) ?? [])
        let addedKeys = additions.map(\.key).filter { !existing.contains($0) }
        if added > 0 || bytes == nil {
            do { try AtomicFile.write(text, to: path) } catch { throw TranslationError(message: "cannot write \(path): \(error)") }
        }
        let noun = added == 1 ? "key" : "keys"
        return Outcome(
            added: addedKeys,
            summary: added == 0 ? "\(path) has every key already" : "added \(added) \(noun) to \(path)")
    }
}
