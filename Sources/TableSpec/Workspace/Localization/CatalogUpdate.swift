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
    /// there is none). A `.strings` file (`en.lproj/Settings.strings`) gains the keys it
    /// and the `.stringsdict` beside it lack, at its end (``StringsFileWriter``); the other
    /// languages' files are left to translators, as Xcode's export leaves them. Throws a
    /// message located in the catalog when it cannot be read.
    public static func update(
        catalog path: String, with tables: [Table], limits: Limits = .default, sourceLanguage: String = "en"
    ) throws(TranslationError) -> Outcome {
        /// The bytes of the file at `path`, nil when there is none.
        func existing(_ path: String) throws(TranslationError) -> [UInt8]? {
            guard FileKind(path: path) != nil else { return nil }
            let contents: SpecFileReader.Contents
            do { contents = try SpecFileReader.readFile(path: path, limit: limits.maxFileSize).contents } catch {
                throw TranslationError(message: error.message)
            }
            guard case .bytes(let read) = contents else {
                throw TranslationError(message: "\(path) is larger than the limit of \(limits.maxFileSize) bytes; raise it with --max-file-size")
            }
            return read
        }
        func located(_ error: LoadError, in path: String) -> TranslationError {
            let found = error.diagnostic
            return TranslationError(message: "\(path):\(found.span.start.line):\(found.span.start.column): \(found.message)")
        }
        let bytes = try existing(path)
        let additions = additions(of: tables)
        let output: [UInt8]
        let addedKeys: [String]
        if StringsLayout.isStrings(path) {
            guard StringsLayout(path: path) != nil else {
                throw TranslationError(message: "\(path) is not in a folder named after its language; write it as en.lproj/NAME.strings")
            }
            // The plural keys of the .stringsdict beside it are there already.
            let plurals = StringsLayout.pluralsPath(of: path)
            var known: [String] = []
            if let pluralBytes = try existing(plurals) {
                do { known = try StringsDictReader.read(SourceFile(path: plurals, bytes: pluralBytes)).map(\.key) } catch {
                    throw located(error, in: plurals)
                }
            }
            do { (output, addedKeys) = try StringsFileWriter.appending(additions, to: bytes, path: path, known: Set(known)) } catch {
                throw located(error, in: path)
            }
        } else {
            var tree: Node?
            if let bytes {
                do { tree = try StringCatalogReader.read(SourceFile(path: path, bytes: bytes), limits: limits).1 } catch {
                    throw located(error, in: path)
                }
            }
            let (text, _) = StringCatalogWriter.text(adding: additions, to: tree, original: bytes ?? [], sourceLanguage: sourceLanguage)
            let present = Set(tree?["strings"]?.mapping?.compactMap(\.keyText) ?? [])
            (output, addedKeys) = (Array(text.utf8), additions.map(\.key).filter { !present.contains($0) })
        }
        if !addedKeys.isEmpty || bytes == nil {
            do { try AtomicFile.write(output, to: path) } catch { throw TranslationError(message: "cannot write \(path): \(error)") }
        }
        let noun = addedKeys.count == 1 ? "key" : "keys"
        return Outcome(
            added: addedKeys,
            summary: addedKeys.isEmpty ? "\(path) has every key already" : "added \(addedKeys.count) \(noun) to \(path)")
    }
}
