/// One variant of a dynamic spec: its table with one value for each flag the command line
/// did not set (`render --format html --variants` draws them side by side).
public struct SpecVariant: Sendable {
    /// The flags that vary and their values, as `loggedIn=true, premium=false`; empty
    /// when none varies.
    public var label: String
    /// Every declared flag's value in this variant.
    public var flags: [String: Bool]
    /// The static table.
    public var table: Table
    /// For a composite, where each section of ``table`` was written.
    public var sectionMap: SectionMap?
}

extension LoadedSpec {
    /// The most variants ``variants()`` gives: 6 flags' worth.
    public static let maxVariants = 64

    /// Every combination of the flags `--set` left free, each expanded with the spec's
    /// data: the first flag (in declared order) varies slowest, each starting at its
    /// default, so the first variant is the defaults'. A spec that is not dynamic, or whose
    /// flags are all set, is one variant. Throws when there would be more than
    /// ``maxVariants``. O(variants × expanded rows).
    public func variants() throws(SpecInputsError) -> [SpecVariant] {
        guard let table else { return [] }
        guard let spec = unexpanded, let resolved = inputs?.inputs else {
            return [SpecVariant(label: "", flags: [:], table: table, sectionMap: sectionMap)]
        }
        let free = spec.flags.filter { resolved.flags[$0.name] == nil }
        guard free.count <= 6 else {
            throw SpecInputsError(message: "'\(name)' has \(free.count) flags not set, \(1 << free.count) variants; at most \(Self.maxVariants) are drawn: fix some with --set FLAG=true|false")
        }
        var variants: [SpecVariant] = []
        variants.reserveCapacity(1 << free.count)
        for combination in 0..<(1 << free.count) {
            var inputs = resolved
            var label: [String] = []
            for (position, flag) in free.enumerated() {
                // Bit (count - 1 - position): the first flag varies slowest.
                let flipped = combination >> (free.count - 1 - position) & 1 == 1
                let value = flipped ? !flag.defaultValue : flag.defaultValue
                inputs.flags[flag.name] = value
                label.append("\(flag.name)=\(value)")
            }
            let expanded = spec.expanded(with: inputs)
            variants.append(SpecVariant(
                label: label.joined(separator: ", "), flags: spec.flagValues(with: inputs), table: expanded,
                sectionMap: report?.sectionMap?.following(from: spec.sections, to: expanded.sections)))
        }
        return variants
    }
}
