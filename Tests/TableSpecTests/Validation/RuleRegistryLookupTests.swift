@testable import TableSpec
import Testing

/// ``RuleRegistry/description(of:)`` is a hash look-up that agrees with the list.
@Suite struct RuleRegistryLookupTests {
    @Test func everyIdFindsItsOwnDescriptionAndOthersNone() {
        for description in RuleRegistry.descriptions {
            #expect(RuleRegistry.description(of: description.id)?.id == description.id)
        }
        #expect(RuleRegistry.description(of: "too-many-findings")?.severity == .warning)
        for unknown: RuleID in ["", "x", "empty-sectio", "Empty-Section", "empty-section "] {
            #expect(RuleRegistry.description(of: unknown) == nil)
        }
    }
}
