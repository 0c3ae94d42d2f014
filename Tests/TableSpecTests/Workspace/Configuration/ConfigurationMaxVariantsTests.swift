import Testing
import TableSpecTestSupport
@testable import TableSpec

/// `max-variants` in `.tablectl.yml`: the cap on the flag combinations validate checks
/// per dynamic spec, which `--max-variants` overrides.
@Suite struct ConfigurationMaxVariantsTests {
    let loader = ConfigurationLoaderTests()

    @Test func readsMaxVariantsIntoEachFilesSettingsAndTheCheckOptions() throws {
        let configuration = try loader.load("max-variants: 256\n").get()
        #expect(configuration.maxVariants == 256)
        let settings = configuration.settings(forFile: "/repo/a.yaml")
        #expect(settings.maxVariants == 256)
        var options = CheckOptions(rules: settings)
        #expect(options.variantCap == 256)
        options.maxVariants = 8
        #expect(options.variantCap == 8)
        #expect(options.fingerprint.hasSuffix(" max-variants[8]"))
        #expect(CheckOptions().variantCap == CheckOptions.defaultMaxVariants)
        #expect(!CheckOptions().fingerprint.contains("max-variants"))
    }

    @Test func badValuesAreLocated() {
        #expect(loader.problems("max-variants: 0\n") == [
            "invalid-value@1:15 max-variants must be a whole number, 1 or more, not '0'",
        ])
        #expect(loader.problems("max-variants: [1]\n").first?.hasPrefix("wrong-type@1:15 ") == true)
    }
}
