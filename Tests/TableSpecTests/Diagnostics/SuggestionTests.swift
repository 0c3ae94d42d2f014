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

    @Test func formatsTheHint() {
        #expect(Suggestion.didYouMean("titel", in: ["title"]) == "; did you mean 'title'?")
    }

    @Test func editDistanceCountsTranspositionsOnce() {
        #expect(Suggestion.editDistance(Array("ab"), Array("ba")) == 1)
        #expect(Suggestion.editDistance(Array(""), Array("abc")) == 3)
        #expect(Suggestion.editDistance(Array("kitten"), Array("sitting")) == 3)
    }
}
