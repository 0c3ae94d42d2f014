import Testing
@testable import TableSpec

/// The fixes findings carry (``Fix``): each one's file, applied (``FixPlan``), is the file
/// the author meant, byte for byte, and decodes to the intended table.
@Suite struct FixTests {
    /// The file after `rounds` rounds of check-then-fix, as `validate --fix` runs them.
    static func fixed(_ text: String, path: String = "s.yaml", rounds: Int = 1) -> String {
        var bytes = Array(text.utf8)
        for _ in 0..<rounds {
            let report = SpecChecker.check(SourceFile(path: path, bytes: bytes))
            bytes = FixPlan(report.diagnostics, byteCount: bytes.count).apply(to: bytes)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Checks that `typo` fixed is `intended` exactly, decodes to the same table, and has
    /// no findings left.
    static func expectFixes(_ typo: String, to intended: String, path: String = "s.yaml", rounds: Int = 1) {
        let result = fixed(typo, path: path, rounds: rounds)
        #expect(result == intended)
        let after = SpecChecker.check(SourceFile(path: path, text: result))
        #expect(after.diagnostics.isEmpty, "\(after.diagnostics.map(\.message))")
        let meant = SpecChecker.check(SourceFile(path: path, text: intended))
        #expect(after.table != nil && after.table == meant.table)
    }

    /// Keys, enumerated values, kinds, tints and YAML 1.1 booleans, in one round; quotes,
    /// comments, anchors and layout elsewhere stay as written.
    @Test func fixesEveryKindOfTypoKeepingTheRest() {
        let typo = """
            # settings, with typos
            tablespec: 1
            id: typos
            style: insetGroupd   # the table's style
            sections:
              - id: main
                rows:
                  - id: wifi
                    title: &wifi Wi-Fi
                    "acessory": checkmark
                    selectable: yes
                  - {id: about, kind: standrad, title: *wifi, tint: 'blu'}
                  - id: more
                    title: More
                    accessory: chekmark
                    selectable: "false"

            """
        let intended = """
            # settings, with typos
            tablespec: 1
            id: typos
            style: insetGrouped   # the table's style
            sections:
              - id: main
                rows:
                  - id: wifi
                    title: &wifi Wi-Fi
                    "accessory": checkmark
                    selectable: true
                  - {id: about, kind: standard, title: *wifi, tint: 'blue'}
                  - id: more
                    title: More
                    accessory: checkmark
                    selectable: false

            """
        Self.expectFixes(typo, to: intended)
    }

    /// Each finding's fix is titled after what it does.
    @Test func fixTitlesSayWhatChanges() {
        let report = SpecChecker.check(SourceFile(path: "s.yaml", text: """
            tablespec: 1
            id: t
            sections:
              - id: s
                rows: [{id: r, title: R, acessory: checkmark, selectable: On}]
            """))
        #expect(report.diagnostics.compactMap(\.fix?.title) == ["replace 'acessory' with 'accessory'", "replace 'On' with true"])
    }

    /// JSON: a trailing comma is removed (the parser stops there, so the key typo behind
    /// it is fixed in the next round), keys keep their double quotes.
    @Test func fixesJSONTrailingCommaThenTheKey() {
        let typo = """
            {"tablespec": 1, "id": "j", "sections": [
              {"id": "s", "rows": [{"id": "r", "title": "R", "acessory": "chekmark"},
              ]}
            ]}

            """
        let first = SpecChecker.check(SourceFile(path: "j.json", text: typo)).diagnostics
        #expect(first.map(\.rule) == [.syntax])
        #expect(first.first?.fix?.title == "remove the trailing comma")
        let intended = """
            {"tablespec": 1, "id": "j", "sections": [
              {"id": "s", "rows": [{"id": "r", "title": "R", "accessory": "checkmark"}
              ]}
            ]}

            """
        Self.expectFixes(typo, to: intended, path: "j.json", rounds: 3)
    }

    /// What needs judgement has no fix: a duplicate id, two equally close suggestions, a
    /// boolean written as a word that is not one, a value with an escape in it.
    @Test func judgementGetsNoFix() {
        let text = #"""
            tablespec: 1
            id: t
            sections:
              - id: s
                rows:
                  - {id: r, title: R, in: x}
                  - {id: r, title: Q, selectable: maybe}
                  - {id: q, title: Q, accessory: "chek\x6dark"}
                  - {id: p, title: P, accessory: detail}
            """#
        let report = SpecChecker.check(SourceFile(path: "s.yaml", text: text))
        #expect(report.diagnostics.count == 5, "\(report.diagnostics.map(\.message))")
        #expect(report.diagnostics.allSatisfy { $0.fix == nil }, "\(report.diagnostics.compactMap(\.fix))")
    }

    /// A misspelt key whose suggestion its mapping already has gets no fix: renaming it
    /// would write the key twice, and the file would no longer load (`duplicate-key`).
    @Test func aKeyTheMappingHasIsNeverWrittenTwice() {
        let text = """
            tablespec: 1
            id: t
            title: Settings
            titel: Other
            sections:
              - id: s
                rows:
                  - {id: r, title: A, titel: B}
                  - {id: q, titel: Q}
            """
        let report = SpecChecker.check(SourceFile(path: "s.yaml", text: text))
        let misspelt = report.diagnostics.filter { $0.rule == .unknownKey }
        #expect(misspelt.count == 3, "\(report.diagnostics.map(\.message))")
        #expect(misspelt.map { $0.fix != nil } == [false, false, true], "only the row without a title is fixed")
    }

    /// A did-you-mean for a key only when one candidate is closest.
    @Test func uniqueSuggestion() {
        #expect(Suggestion.unique(to: "ab", in: ["ac", "ad"]) == nil)
        #expect(Suggestion.closest(to: "ab", in: ["ac", "ad"]) == "ac")
        #expect(Suggestion.unique(to: "chekmark", in: ["checkmark", "none"]) == "checkmark")
        #expect(Suggestion.unique(to: "disclosure", in: ["disclosureIndicator", "checkmark"]) == "disclosureIndicator")
        #expect(Suggestion.unique(to: "detial", in: ["detail", "detials"]) == nil)   // one edit from both
        #expect(Suggestion.unique(to: "detial", in: ["detail", "title"]) == "detail")
    }

    /// Overlapping fixes: the first (in source order) wins, the other is left for a later
    /// round; the same fix twice is applied once.
    @Test func overlappingFixesFirstWins() {
        func finding(_ start: Int, _ end: Int, _ text: String) -> Diagnostic {
            Diagnostic(
                rule: .unknownKey, message: "m", span: Span(at: Mark(line: 1, column: start + 1, offset: start)),
                fix: Fix(title: text, edits: [TextEdit(start: start, end: end, replacement: text)]))
        }
        let bytes = Array("abcdefgh".utf8)
        let plan = FixPlan([finding(2, 4, "XY"), finding(3, 5, "Z"), finding(6, 6, "+"), finding(2, 4, "XY"), finding(7, 9, "!")], byteCount: bytes.count)
        #expect(plan.fixed.map(\.fix?.title) == ["XY", "+"])
        #expect(String(decoding: plan.apply(to: bytes), as: UTF8.self) == "abXYef+gh")
    }

    /// The diff has diff -u's shape: headers, hunks with three lines of context, joined
    /// when close, line numbers shifted by earlier hunks, and the end-of-file marker.
    @Test func unifiedDiff() {
        let old = Array((1...20).map { "line \($0)" }.joined(separator: "\n").utf8)
        func offset(ofLine number: Int) -> Int { (1..<number).reduce(0) { $0 + "line \($1)\n".utf8.count } }
        let edits = [
            TextEdit(start: offset(ofLine: 2), end: offset(ofLine: 2) + 4, replacement: "LINE\nnew"),
            TextEdit(start: offset(ofLine: 20), end: offset(ofLine: 20) + 4, replacement: "last"),
        ]
        let expected = """
            --- a/specs/a.yaml
            +++ b/specs/a.yaml
            @@ -1,5 +1,6 @@
             line 1
            -line 2
            +LINE
            +new 2
             line 3
             line 4
             line 5
            @@ -17,4 +18,4 @@
             line 17
             line 18
             line 19
            -line 20
            \\ No newline at end of file
            +last 20
            \\ No newline at end of file

            """
        #expect(UnifiedDiff.text(path: "specs/a.yaml", old: old, edits: edits) == expected)
    }

    /// explain and the catalogue say which rules fix, and how.
    @Test func rulesDeclareTheirFixes() {
        #expect(RuleCatalogue.text(for: UnknownKeyRule.description).contains("\nFix: renames the key"))
        #expect(RuleCatalogue.markdown().contains("**Fix** (`validate --fix`): a trailing comma in JSON is removed"))
        // A duplicate id needs judgement: its rule declares no fix.
        #expect(RuleRegistry.descriptions.first { $0.id.rawValue == "duplicate-row-id" }?.fix == nil)
    }
}
