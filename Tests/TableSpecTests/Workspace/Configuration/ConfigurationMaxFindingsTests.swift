import Testing
import TableSpecTestSupport
@testable import TableSpec

/// `max-findings` in `.tablectl.yml`, and `too-many-findings`, which cannot be turned off.
@Suite struct ConfigurationMaxFindingsTests {
    let loader = ConfigurationLoaderTests()

    @Test func readsMaxFindingsIntoEachFilesSettings() throws {
        let configuration = try loader.load("max-findings: 25\nrules: {empty-section: off}\n").get()
        #expect(configuration.maxFindings == 25)
        #expect(configuration.settings(forFile: "/repo/a.yaml").maxFindings == 25)
        #expect(try loader.load("max-findings: 0\n").get().maxFindings == 0)
        #expect(try loader.load("rules: {}\n").get().maxFindings == nil)
    }

    @Test func badValuesAreLocated() {
        #expect(loader.problems("max-findings: -1\n") == [
            "invalid-value@1:15 max-findings must be a whole number, 0 or more, not '-1'",
        ])
        #expect(loader.problems("max-findings: lots\n") == [
            "invalid-value@1:15 max-findings must be a whole number, 0 or more, not 'lots'",
        ])
        #expect(loader.problems("max-findings: [1]\n").first?.hasPrefix("wrong-type@1:15 ") == true)
        #expect(loader.problems("max-findings: '5'\n").first?.hasPrefix("wrong-type@1:15 ") == true)
    }

    @Test func tooManyFindingsCannotBeTurnedOffOrRegraded() throws {
        #expect(loader.problems("rules: {too-many-findings: off}\n") == [
            "invalid-value@1:28 rule 'too-many-findings' cannot be turned off",
        ])
        #expect(loader.problems("rules: {too-many-findings: error}\n") == [
            "invalid-value@1:28 rule 'too-many-findings' cannot be turned into an error",
        ])
        #expect(try loader.load("rules: {too-many-findings: on}\n").get().rules == [.tooManyFindings: .on])
    }
}
