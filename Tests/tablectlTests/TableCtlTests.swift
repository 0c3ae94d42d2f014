import ArgumentParser
@testable import tablectl
import Testing

/// ``TableCtl/subcommandParsedAlone(_:)``, the start-up shortcut of ``TableCtl/main()``:
/// a subcommand parsed alone is the subcommand parsed from the root, value for value, and
/// anything else is left to the root. (What a user sees for help, versions and argument
/// errors is held word for word by `CommandLineTests`.)
@Suite struct TableCtlTests {
    @Test(arguments: [
        ["validate"],
        ["validate", "specs/", "other/one.yaml"],
        ["validate", "--jobs", "3", "--format", "json", "--format", "sarif:out.sarif", "a.yaml", "-"],
        ["validate", "-", "--stdin-name", "screen.yaml", "--quiet", "--color", "never"],
        ["validate", "--strict", "--max-warnings", "0", "--baseline", "b.json", "--cache-dir", "c", "x"],
        ["validate", "--", "--help"],
        ["validate", "diff"],
        ["validate", "help"],
        ["diff", "old.yaml", "new.yaml", "--format", "json"],
        ["render", "a.yaml", "--format", "html"],
        ["export", "--format", "swift", "a.yaml"],
        ["rules"],
        ["explain", "ambiguous-scalar"],
    ])
    func aloneIsWhatTheRootParses(arguments: [String]) throws {
        let alone = try #require(TableCtl.subcommandParsedAlone(arguments), "\(arguments)")
        let fromRoot = try TableCtl.parseAsRoot(arguments)
        #expect(type(of: alone) == type(of: fromRoot))
        #expect(Self.dumped(alone) == Self.dumped(fromRoot))
    }

    /// Help, versions, completion scripts, errors, unknown names and the root itself.
    @Test(arguments: [
        [], ["--help"], ["--version"], ["help", "validate"], ["bogus"], ["Validate"],
        ["validate", "--help"], ["validate", "-h"], ["validate", "--version"],
        ["validate", "--generate-completion-script", "bash"], ["validate", "--experimental-dump-help"],
        ["validate", "--jobs", "0"], ["validate", "--bogus"], ["validate", "-", "-"], ["explain"],
        ["rules", "extra"],
    ])
    func everythingElseIsLeftToTheRoot(arguments: [String]) {
        #expect(TableCtl.subcommandParsedAlone(arguments) == nil, "\(arguments)")
    }

    /// Every stored value of a parsed command, nested option groups included.
    private static func dumped(_ command: any ParsableCommand) -> String {
        var text = ""
        dump(command, to: &text)
        return text
    }
}
