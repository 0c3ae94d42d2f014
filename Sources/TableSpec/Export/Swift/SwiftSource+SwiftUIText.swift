/// How the generated SwiftUI code shows a string of the table: `text(_:at:in:)` of the
/// generated enum, the one place that decides, used by the `ListView` (titles, details,
/// headers, footers, delete, swipe and menu titles) and the preview's navigation title.
///
/// ```swift
/// static func text(_ value: String, at place: TableSpecRuntime.TextPlace, in table: Table) -> Text {
///     guard let (key, tableName) = table.localizedKey(at: place) else { return Text(verbatim: value) }
///     return Text(LocalizedStringKey(key), tableName: tableName, bundle: .module)
/// }
/// ```
///
/// A string the spec wrote is looked up as SwiftUI looks up a literal: by its key, in the
/// strings table, with the environment's `\.locale` (so a preview's
/// `.environment(\.locale, Locale(identifier: "de"))` shows German), through
/// `Text(_:tableName:bundle:comment:)`, which iOS 13 has (`LocalizedStringResource` needs
/// iOS 16). The key comes from the model (``Table/localizedKey(at:)``, the generated
/// model lists every written string's); a place without a key, text that came from data
/// (a template's rows) or any string of a table without `localization:`, is shown
/// verbatim, never looked up. `bundle: .module` only with `localization.bundle: module`
/// (else the main bundle, SwiftUI's default). O(1).
extension SwiftSource {
    func swiftUIText() -> String {
        let bundle = localization?.bundle == .module ? ", bundle: .module" : ""
        let summary = localization.map {
            """
            /// The text at `place` of `table`: a string the spec wrote is looked up by its key, in the
                /// environment's locale, as SwiftUI looks up a literal (strings table "\($0.tableName)" of
                /// \($0.bundle == .module ? "`Bundle.module`" : "the main bundle")); text from data (a template's rows) is shown verbatim. O(1).
            """
        } ?? """
            /// The text at `place` of `table`, verbatim: the spec has no `localization:` (with one, a
                /// string the spec wrote is looked up by its key in the environment's locale). O(1).
            """
        return """
            \(summary)
                \(access)static func text(_ value: String, at place: TableSpecRuntime.TextPlace, in table: Table) -> Text {
                    guard let (key, tableName) = table.localizedKey(at: place) else { return Text(verbatim: value) }
                    return Text(LocalizedStringKey(key), tableName: tableName\(bundle))
                }

            """
    }
}
