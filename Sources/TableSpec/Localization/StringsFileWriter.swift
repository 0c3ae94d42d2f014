/// Adds keys to a `.strings` file as `genstrings` writes them, keeping every byte already
/// there: each missing key is appended, in the order given, as
///
/// ```
/// /* Row title. */
/// "bt.title" = "Bluetooth";
/// ```
///
/// with a blank line before it (a line break first when the file's last line has none),
/// `No comment provided by engineer.` for a key without a comment (as `genstrings`), in the
/// file's encoding (UTF-8 for a new file). A key the file has keeps its value and comment.
/// O(file size + additions).
public enum StringsFileWriter {
    /// The bytes of `original` (nil for a new file) with the keys of `additions` it (and
    /// `known`: a `.stringsdict`'s) lacks appended, and those keys. Throws the file's
    /// located `syntax` error when it cannot be read.
    public static func appending(
        _ additions: [StringCatalogWriter.Addition], to original: [UInt8]?, path: String, known: Set<String> = []
    ) throws(LoadError) -> (bytes: [UInt8], added: [String]) {
        var file: StringsFile?
        if let original { file = try StringsFileReader.read(SourceFile(path: path, bytes: original)) }
        var known = known.union(file?.pairs.map(\.key) ?? [])
        var text = ""
        var added: [String] = []
        for addition in additions where known.insert(addition.key).inserted {
            if added.isEmpty, let file, !file.isEmpty {
                text += file.endsWithLineBreak ? "\n" : "\n\n"
            } else if !added.isEmpty {
                text += "\n"
            }
            let comment = (addition.comment ?? "No comment provided by engineer.").replacing("*/", with: "* /")
            text += "/* \(comment) */\n\(quoted(addition.key)) = \(quoted(addition.sourceText ?? addition.key));\n"
            added.append(addition.key)
        }
        return ((original ?? []) + StringsText.encode(text, as: file?.encoding ?? .utf8), added)
    }

    /// `text` in double quotes, with `"`, `\`, line breaks, tabs and other control
    /// characters escaped (`\U001B`), as `StringsFileReader` reads them back. O(text).
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\U" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
