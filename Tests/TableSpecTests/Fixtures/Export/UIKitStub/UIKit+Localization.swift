// Stand-in for Foundation's String Catalog lookup (`String(localized:…)`, iOS 15+), which
// Foundation on Linux does not have: the declarations as Foundation's, answering as
// Foundation does for a bundle without the table (no catalog is compiled on Linux): the
// default value, else the key. Real UIKit re-exports Foundation, so generated code that
// imports UIKit sees it there; the SwiftUI stand-in's users import UIKit too.

extension String {
    /// A localized string's key and source-language value (Foundation's
    /// `String.LocalizationValue`); literal only here: generated code passes literals.
    public struct LocalizationValue: Equatable, Sendable, ExpressibleByStringLiteral {
        /// The literal's text.
        public let key: String

        public init(stringLiteral value: String) { key = value }
    }

    /// The translation of `keyAndValue` in `table` of `bundle`, else `keyAndValue` itself.
    public init(
        localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = keyAndValue.key
    }

    /// The translation of `key` in `table` of `bundle`, else `defaultValue`.
    public init(
        localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
        bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = defaultValue.key
    }
}
