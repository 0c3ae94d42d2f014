import Testing
@testable import TableSpec

@Suite struct SuggestionTests {
    @Test(arguments: [
        ("standrad", "standard"),        // transposition
        ("titel", "title"),
        ("Standard", "standard"),        // case only
        ("disclosureIndicater", "disclosureIndicator"),
        ("insetgrouped", "insetGrouped"),
    ])
    func suggestsCloseCandidates(_ word: String, _ expected: String) {
        let candidates = ["standard", "subtitle", "title", "detail", "disclosureIndicator", "insetGrouped", "grouped"]
        #expect(Suggestion.closest(to: word, in: candidates) == expected)
    }

    @Test func staysQuietWhenNothingIsClose() {
        #expect(Suggestion.closest(to: "chevron", in: ["none", "checkmark", "detailButton"]) == nil)
        #expect(Suggestion.didYouMean("zzz", in: ["title"]) == "")
    }

    static let accessories = ["none", "disclosureIndicator", "detailDisclosureButton", "checkmark", "detailButton"]

    @Test(arguments: [
        ("disclosure", "disclosureIndicator"),
        ("Disclosure", "disclosureIndicator"),   // case-insensitive
        ("check", "checkmark"),
        ("detailDisclosure", "detailDisclosureButton"),
    ])
    func suggestsTheOneCandidateAWordBegins(_ word: String, _ expected: String) {
        #expect(Suggestion.closest(to: word, in: Self.accessories) == expected)
        #expect(Suggestion.didYouMean(word, in: Self.accessories) == "; did you mean '\(expected)'?")
    }

    @Test func aPrefixOfSeveralCandidatesOrAVeryShortOneSuggestsNothing() {
        #expect(Suggestion.closest(to: "detail", in: Self.accessories) == nil)   // detailButton, detailDisclosureButton
        #expect(Suggestion.closest(to: "di", in: Self.accessories) == nil)       // too short to mean one name
        #expect(Suggestion.closest(to: "ch", in: Self.accessories) == nil)
        #expect(Suggestion.closest(to: "unknown", in: ["unknown-key", "unknown-kind"]) == nil)
        #expect(Suggestion.closest(to: "editing", in: ["editing-disabled", "empty-section"]) == "editing-disabled")
    }

    @Test func aCloseSpellingWinsOverAPrefix() {
        // "grou" is one edit from "group" and begins "grouped".
        #expect(Suggestion.closest(to: "grou", in: ["grouped", "group"]) == "group")
    }

    @Test func aPrefixNeedsEveryCandidateSeen() {
        // The budget runs out before the second candidate that "disc" begins.
        let candidates = ["disclosureIndicator"] + Array(repeating: "zzzzzzzzzz", count: 100) + ["discard"]
        #expect(Suggestion.closest(to: "disc", in: candidates) == nil)
        #expect(Suggestion.closest(to: "disc", in: candidates, budget: 100) == nil)
        #expect(Suggestion.closest(to: "disc", in: candidates.dropLast()) == "disclosureIndicator")
    }

    @Test func formatsTheHint() {
        #expect(Suggestion.didYouMean("titel", in: ["title"]) == "; did you mean 'title'?")
    }

    @Test func editDistanceCountsTranspositionsOnce() {
        #expect(Suggestion.editDistance(Array("ab"), Array("ba")) == 1)
        #expect(Suggestion.editDistance(Array(""), Array("abc")) == 3)
        #expect(Suggestion.editDistance(Array("kitten"), Array("sitting")) == 3)
    }
}
