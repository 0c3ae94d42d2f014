/// A count with its noun, for messages and summaries: the one place English plurals are
/// made (every noun tablectl counts takes an `s`).
///
/// ```swift
/// Plural.count(1, "error")     // "1 error"
/// Plural.count(3, "section")   // "3 sections"
/// ```
package enum Plural {
    /// `count` and `noun`, with an `s` unless the count is one. O(1).
    package static func count(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
