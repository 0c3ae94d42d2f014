import Testing
@testable import TableSpec

@Suite("Configuration: globs")
struct GlobTests {
    @Test(arguments: [
        ("*.yaml", "a.yaml", true), ("*.yaml", "deep/er/a.yaml", true), ("*.yaml", "a.json", false),
        ("generated/**", "generated/a.yaml", true), ("generated/**", "generated/x/y.yaml", true),
        ("generated/**", "other/generated/a.yaml", false), ("generated", "other/generated/a.yaml", true),
        ("/generated", "other/generated/a.yaml", false), ("/generated", "generated/a.yaml", true),
        ("generated/", "generated/a.yaml", true), ("legacy/*.yaml", "legacy/a.yaml", true),
        ("legacy/*.yaml", "legacy/x/a.yaml", false), ("legacy/**/*.yaml", "legacy/a.yaml", true),
        ("legacy/**/*.yaml", "legacy/x/y/a.yaml", true), ("**/*.draft.yaml", "a/b.draft.yaml", true),
        ("**/*.draft.yaml", "b.draft.yaml", true), ("a?c.yaml", "abc.yaml", true), ("a?c.yaml", "ac.yaml", false),
        ("a?c.yaml", "a/c.yaml", false), ("[abc].yaml", "b.yaml", true), ("[abc].yaml", "d.yaml", false),
        ("[a-c]x.yaml", "bx.yaml", true), ("[!a-c]x.yaml", "bx.yaml", false), ("[^a-c]x.yaml", "dx.yaml", true),
        ("[]]x", "]x", true), ("\\*.yaml", "*.yaml", true), ("\\*.yaml", "a.yaml", false),
        ("specs/*", "specs/a/b.yaml", true), ("*", "anything/at/all.yaml", true),
        ("s*s/**/x*.yaml", "specs/a/xy.yaml", true), ("a/**/b/**/c.yaml", "a/b/c.yaml", true),
        ("a/**/b/**/c.yaml", "a/x/b/y/z/c.yaml", true), ("a/**/b/**/c.yaml", "a/x/c.yaml", false),
        ("*.yaml", "../outside.yaml", true), ("specs/**", "../specs/a.yaml", false),
        ("résumé-*.yaml", "résumé-1.yaml", true),
    ])
    func matches(pattern: String, path: String, expected: Bool) throws {
        #expect(try Glob(pattern).matches(path) == expected, "\(pattern) ~ \(path)")
    }

    @Test(arguments: [
        ("", "pattern '' matches nothing; write a path pattern such as 'generated/**'"),
        ("/", "pattern '/' matches nothing; write a path pattern such as 'generated/**'"),
        ("a[bc", "unclosed '[' in pattern 'a[bc'; close it with ']' or write '\\[' for a literal '['"),
        ("[z-a]", "range 'z-a' in pattern '[z-a]' is reversed; write 'a-z'"),
    ])
    func rejectsBadPatterns(pattern: String, message: String) {
        #expect(throws: Glob.SyntaxError(message: message)) { try Glob(pattern) }
    }

    /// Many stars on a long name stay fast (the matcher backtracks, but only per component).
    @Test func manyStarsDoNotExplode() throws {
        let glob = try Glob("*a*a*a*a*a*a*a*b")
        #expect(!glob.matches(String(repeating: "a", count: 30)))
    }
}

@Suite("Configuration: file paths")
struct FilePathTests {
    @Test(arguments: [
        ("specs/a.yaml", "/repo", "/repo/specs/a.yaml"), ("./specs/../a.yaml", "/repo", "/repo/a.yaml"),
        ("/abs//x/./y", "/repo", "/abs/x/y"), ("../../..", "/repo", "/"), (".", "/repo/", "/repo"),
    ])
    func absolute(path: String, directory: String, expected: String) {
        #expect(FilePath.absolute(path, from: directory) == expected)
    }

    @Test(arguments: [
        ("/repo/specs/a.yaml", "/repo", "specs/a.yaml"), ("/repo/a.yaml", "/repo/specs", "../a.yaml"),
        ("/repo", "/repo", "."), ("/other/x", "/repo/specs", "../../other/x"), ("/repo/x", "/", "repo/x"),
    ])
    func relative(path: String, base: String, expected: String) {
        #expect(FilePath.relative(path, to: base) == expected)
    }

    @Test func parent() {
        #expect(FilePath.parent("/repo/a.yaml") == "/repo")
        #expect(FilePath.parent("/a.yaml") == "/")
        #expect(FilePath.parent("/") == "/")
    }
}
