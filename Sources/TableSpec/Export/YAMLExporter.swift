/// The canonical model as YAML, written through libyaml's emitter with every string that a
/// YAML 1.1 reader would misread quoted (see ``YAMLEmitter``); anchors and merge keys of
/// the source are expanded. Reading it back — with tablectl, PyYAML or Yams — gives the
/// same values.
///
/// Numbers under `meta` keep their text when YAML 1.1 and 1.2 readers read it as the same
/// number (`44`, `1.10`, `-2.5e+3`, `.inf`); others are written in a form both read alike,
/// the value unchanged: `0o17` → `15`, `0x1F` → `31`, `0755` → `755` (YAML 1.2's
/// decimal, which a YAML 1.1 reader would take for octal), `1e3` → `1000.0`, `.5` → `0.5`.
public enum YAMLExporter: Exporter {
    public static let identifier = "yaml"
    /// `--format yml` too.
    public static let aliases = ["yml"]
    public static let summary = "the model as canonical YAML"

    public static func export(_ table: Table?, options: ExportOptions) throws(ExportError) -> String {
        let table = try spec(table)
        let value = portableNumbers(table.canonicalValue(explicitDefaults: options.explicitDefaults))
        do {
            return try YAMLEmitter.document(value)
        } catch {
            throw ExportError(error.description)
        }
    }

    /// `value` with every number in a spelling YAML 1.1 and 1.2 readers agree on. O(size).
    static func portableNumbers(_ value: SpecValue) -> SpecValue {
        switch value {
        case .number(let text): return .number(portableNumber(text))
        case .list(let items): return .list(items.map(portableNumbers))
        case .object(let pairs): return .object(pairs.map { ($0.key, portableNumbers($0.value)) })
        case .null, .bool, .string: return value
        }
    }

    /// `text` when both kinds of reader take it for the same number, else the number in
    /// decimal (`15`, `1000.0`, `1.0e+300`). O(length).
    static func portableNumber(_ text: String) -> String {
        if ["inf", "Inf", "INF", "nan", "NaN", "NAN"].contains(where: { text.hasSuffix("." + $0) }) { return text }
        if SpecJSON.isJSONNumber(text) {
            let exponent = text.firstIndex { $0 == "e" || $0 == "E" }
            guard let exponent else { return text }
            let sign = text.index(after: exponent)
            if text.contains("."), sign < text.endIndex, text[sign] == "+" || text[sign] == "-" { return text }
        }
        if case .value(let integer) = CoreNumber.integer(text) { return String(integer) }
        guard let double = CoreNumber.double(text), double.isFinite else { return text }
        let decimal = String(double)
        guard let exponent = decimal.firstIndex(of: "e"), !decimal.contains(".") else { return decimal }
        return decimal[..<exponent] + ".0" + decimal[exponent...]
    }
}
