/// Reads a String Catalog's bytes into a ``StringCatalog``: strict JSON (tablectl's own
/// parser, within ``Limits``), then Xcode's shape — `sourceLanguage`, `strings` → key →
/// `comment`, `extractionState`, `shouldTranslate`, `localizations` → locale →
/// `stringUnit {state, value}` or `variations` → kind → case → `stringUnit`.
///
/// Throws one ``LoadError`` located in the catalog (line and column) for the first
/// problem; keys it does not know are left alone. O(bytes).
public enum StringCatalogReader {
    /// The catalog in `source` (read as JSON whatever its extension), and its tree.
    public static func read(_ source: SourceFile, limits: Limits = .default) throws(LoadError) -> (StringCatalog, Node) {
        guard source.bytes.count <= limits.maxFileSize else {
            throw LoadError(
                rule: .limitExceeded,
                message: "string catalog is \(source.bytes.count) bytes, more than the limit of \(limits.maxFileSize)",
                span: Span(at: .start), hint: "raise the limit with --max-file-size")
        }
        let root = try JSONParser.parse(source.bytes, limits: limits)
        return (try catalog(root, path: source.path), root)
    }

    private static func catalog(_ root: Node, path: String) throws(LoadError) -> StringCatalog {
        _ = try object(root, "the catalog", pointer: "")
        var catalog = StringCatalog(path: path, sourceLanguage: "", entries: [:], keys: [])
        guard let language = root["sourceLanguage"] else {
            throw LoadError(rule: .missingKey, message: "the catalog has no sourceLanguage", span: root.span, hint: "add \"sourceLanguage\" : \"en\"")
        }
        catalog.sourceLanguage = try string(language, "sourceLanguage", pointer: "/sourceLanguage")
        guard let strings = root["strings"] else { return catalog }
        for pair in try object(strings, "strings", pointer: "/strings") {
            guard let key = pair.keyText else { continue }
            let pointer = Pointer([.key("strings"), .key(key)]).description
            let fields = try object(pair.value, "the entry of '\(key)'", pointer: pointer)
            var entry = StringCatalog.Entry(comment: nil, shouldTranslate: true, localizations: [:], span: pair.key.span)
            for field in fields {
                switch field.keyText {
                case "comment": entry.comment = try string(field.value, "comment", pointer: pointer + "/comment")
                case "shouldTranslate": entry.shouldTranslate = field.value.scalar?.text != "false"
                case "localizations":
                    for locale in try object(field.value, "localizations", pointer: pointer + "/localizations") {
                        guard let name = locale.keyText else { continue }
                        entry.localizations[name] = try translation(locale.value, pointer: pointer + "/localizations/" + name)
                    }
                default: continue
                }
            }
            if catalog.entries.updateValue(entry, forKey: key) == nil { catalog.keys.append(key) }
        }
        return catalog
    }

    /// One locale's value: its `stringUnit` and every `variations` case's.
    private static func translation(_ node: Node, pointer: String) throws(LoadError) -> StringCatalog.Translation {
        var result = StringCatalog.Translation(forms: [:], isTranslated: true)
        func unit(_ node: Node, form: String, pointer: String) throws(LoadError) {
            for field in try object(node, "a stringUnit", pointer: pointer) {
                switch field.keyText {
                case "value": result.forms[form] = try string(field.value, "value", pointer: pointer + "/value")
                case "state":
                    let state = try string(field.value, "state", pointer: pointer + "/state")
                    if state == "new" || state == "needs_review" { result.isTranslated = false }
                default: continue
                }
            }
        }
        func walk(_ node: Node, prefix: String, pointer: String) throws(LoadError) {
            for field in try object(node, "a localization", pointer: pointer) {
                guard let name = field.keyText else { continue }
                switch name {
                case "stringUnit": try unit(field.value, form: prefix, pointer: pointer + "/stringUnit")
                case "variations":
                    for kind in try object(field.value, "variations", pointer: pointer + "/variations") {
                        guard let kindName = kind.keyText else { continue }
                        for form in try object(kind.value, "a variation", pointer: pointer + "/variations/" + kindName) {
                            guard let formName = form.keyText else { continue }
                            let path = (prefix.isEmpty ? "" : prefix + ".") + kindName + "." + formName
                            try walk(form.value, prefix: path, pointer: pointer + "/variations/\(kindName)/\(formName)")
                        }
                    }
                default: continue
                }
            }
        }
        try walk(node, prefix: "", pointer: pointer)
        return result
    }

    private static func object(_ node: Node, _ what: String, pointer: String) throws(LoadError) -> [Pair] {
        guard let pairs = node.mapping else {
            throw LoadError(rule: .wrongType, message: "\(what) must be an object, not \(node.kindDescription)", span: node.span, pointer: pointer)
        }
        return pairs
    }

    private static func string(_ node: Node, _ what: String, pointer: String) throws(LoadError) -> String {
        guard let scalar = node.scalar, scalar.style == .doubleQuoted else {
            let found = node.scalar.map { "\($0.text)" } ?? node.kindDescription
            throw LoadError(rule: .wrongType, message: "\(what) must be a string, not \(found)", span: node.span, pointer: pointer)
        }
        return scalar.text
    }
}
