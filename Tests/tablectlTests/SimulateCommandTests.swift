import Foundation
import Testing
import TableSpecTestSupport

/// `tablectl simulate` as a user runs it: the example script's text and JSON (goldens), exit
/// statuses (0 all accepted, 1 one refused, 2 usage, spec or script errors), located script
/// errors, `--final` writing a spec that validates, `-o`, and a spec with errors refused.
@Suite struct SimulateCommandTests {
    static let spec = "specs/onboarding.yaml"
    static let example = "specs/onboarding.actions.yaml"
    static let fixtures = TestPaths.fixtures + "/simulate"

    static func golden(_ name: String) -> URL { TestPaths.golden("simulate/" + name) }

    @Test func theExampleIsAcceptedInTextAndJSON() throws {
        let text = try BinaryRunner.run(["simulate", Self.spec, "--actions", Self.example])
        #expect(text.status == 0 && text.stderr.isEmpty, "\(text.stderr)")
        Golden.expectMatches(text.stdout, golden: Self.golden("onboarding.txt"))
        let json = try BinaryRunner.run(["simulate", Self.spec, "--actions", Self.example, "--format", "json"])
        #expect(json.status == 0)
        Golden.expectMatches(json.stdout, golden: Self.golden("onboarding.json"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let steps = try #require(object["steps"] as? [[String: Any]])
        #expect(steps.count == 11)
        #expect(steps.allSatisfy { Set($0.keys) == ["line", "action", "accepted", "reason", "proposed", "destination", "changes", "effects", "selected", "deselected"] })
        #expect(object["selection"] as? [String] == ["add-first-task"])
        // `final` is exactly what export --format json writes for the final table.
        let final = try #require(object["final"] as? [String: Any])
        #expect(final["id"] as? String == "onboarding.checklist")
    }

    @Test func aRefusedActionExitsOneAndSaysWhy() throws {
        let out = try BinaryRunner.run(["simulate", Self.spec, "--actions", Self.fixtures + "/refused.actions.yaml"])
        #expect(out.status == 1)
        #expect(out.stdout.contains("2 delete create-account: refused: row 'create-account' was deleted by step 1\n"))
        #expect(out.stdout.contains("3 select welcome: refused: row 'welcome' is not selectable\n"))
        #expect(out.stdout.hasSuffix("3 actions: 1 accepted, 2 refused\n"))
    }

    @Test func scriptErrorsAreLocatedAndPlayNothing() throws {
        let script = Self.fixtures + "/broken.actions.yaml"
        let out = try BinaryRunner.run(["simulate", Self.spec, "--actions", script])
        #expect(out.status == 2 && out.stdout.isEmpty)
        #expect(out.stderr.contains("\(script):1:3: error: unknown key 'selct' in an action; did you mean 'select'? [unknown-key]"))
        #expect(out.stderr.contains("\(script):2:42: error: no section 'nowhere' in the spec [invalid-value]"))
        #expect(out.stderr.contains("\(script):3:44: error: duplicate row id 'welcome': the spec has a row with this id [duplicate-row-id]"))
        #expect(out.stderr.hasSuffix("tablectl: error: cannot simulate: '\(script)' has 3 errors; fix it first\n"))
    }

    /// An inserted row is checked by the row rules where it goes (before a row the script
    /// inserted too), its findings located in the script.
    @Test func anInsertedRowIsCheckedByTheRowRules() throws {
        let script = Self.fixtures + "/bad-row.actions.yaml"
        let out = try BinaryRunner.run(["simulate", Self.spec, "--actions", script])
        #expect(out.status == 2 && out.stdout.isEmpty)
        #expect(out.stderr.contains("\(script):2:45: error: a headerLead row belongs in the header section, not in the body section 'optional'; use 'standard' or move it [header-lead-position]"), "\(out.stderr)")
        #expect(out.stderr.contains("\(script):2:71: error: a headerLead row does not show a detail text"), "\(out.stderr)")
        #expect(out.stderr.contains("has 2 errors"))
    }

    @Test func aScriptWarningIsShownAndTheScriptPlays() throws {
        let out = try BinaryRunner.run(["simulate", Self.spec, "--actions", Self.fixtures + "/warning.actions.yaml"])
        #expect(out.status == 0)
        #expect(out.stderr.contains("[ambiguous-scalar]"))
        #expect(out.stdout.contains("1 insert later before enable-reminders: accepted"))
    }

    @Test func aSpecWithErrorsIsNotSimulated() throws {
        let out = try BinaryRunner.run(["simulate", TestPaths.broken + "/settings-typos.yaml", "--actions", Self.example])
        #expect(out.status == 2 && out.stdout.isEmpty)
        #expect(out.stderr.contains("tablectl: error: cannot simulate"))
    }

    @Test func missingFilesAndBadOptionsExitTwo() throws {
        let missing = try BinaryRunner.run(["simulate", Self.spec, "--actions", "no-such.yaml"])
        #expect(missing.status == 2 && missing.stderr.contains("cannot read 'no-such.yaml'"))
        let format = try BinaryRunner.run(["simulate", Self.spec, "--actions", Self.example, "--format", "xml"])
        #expect(format.status == 2)
        let final = try BinaryRunner.run(["simulate", Self.spec, "--actions", Self.example, "--final", "out.txt"])
        #expect(final.status == 2 && final.stderr.contains("--final writes a spec"))
        let noScript = try BinaryRunner.run(["simulate", Self.spec])
        #expect(noScript.status == 2)
        // A script over the size limit is the spec's limit-exceeded, located at its start.
        let padded = Data(("- endSwipe\n" + String(repeating: "# a note\n", count: 400)).utf8)
        let large = try BinaryRunner.run(["simulate", Self.spec, "--actions", "-", "--max-file-size", "3000"], stdin: padded)
        #expect(large.status == 2 && large.stderr.contains("<stdin>:1:1: error: input is larger than 3000 bytes [limit-exceeded]"),
                "\(large.stderr)")
    }

    @Test func finalWritesASpecThatValidatesAndOutputGoesToO() throws {
        let directory = try TemporaryDirectory()
        for name in ["final.yaml", "final.json"] {
            let final = directory.path(name)
            let out = try BinaryRunner.run([
                "simulate", Self.spec, "--actions", Self.example, "--final", final, "-o", directory.path("steps.txt"),
            ])
            #expect(out.status == 0 && out.stdout.isEmpty, "\(out.stderr)")
            let steps = try String(contentsOfFile: directory.path("steps.txt"), encoding: .utf8)
            #expect(steps.hasSuffix("11 actions: 11 accepted, 0 refused\n"))
            let check = try BinaryRunner.run(["validate", final])
            #expect(check.status == 0, "\(check.stdout)")
            let exported = try BinaryRunner.run(["export", final, "--format", "json"])
            let json = try BinaryRunner.run(["simulate", Self.spec, "--actions", Self.example, "--format", "json"])
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
            let finalTable = try JSONSerialization.data(withJSONObject: try #require(object["final"]), options: [.sortedKeys])
            let exportedTable = try JSONSerialization.data(
                withJSONObject: try JSONSerialization.jsonObject(with: Data(exported.stdout.utf8)), options: [.sortedKeys])
            #expect(finalTable == exportedTable, "\(name): --final reads back as the final table")
        }
    }

    /// A composite keeps a drag within the component the row is written in, unless it says
    /// `rowMoves: anywhere`; positions are the composed table's.
    @Test func aCompositeKeepsMovesInTheirComponent() throws {
        let dir = try TemporaryDirectory()
        let screen = """
            tablespec: 1
            id: screen
            sections:
              - id: mine
                rows:
                  - {id: a, title: A, editing: {canMove: true}}
                  - {id: b, title: B}
              - {include: part.yaml}
            """
        try dir.write("screen.yaml", screen)
        try dir.write("part.yaml", "tablespec: 1\nid: part\nsections:\n  - id: theirs\n    rows: [{id: c, title: C}]\n")
        try dir.write("move.actions.yaml", "- move: {row: a, to: {section: theirs, index: 0}}\n")
        let within = try BinaryRunner.run(["simulate", "screen.yaml", "--actions", "move.actions.yaml"], in: dir.url)
        #expect(within.status == 0, "\(within.stderr)")
        #expect(within.stdout.contains("1 move a to theirs 0: accepted (retargeted from theirs 0 to mine 1)"), "\(within.stdout)")
        try dir.write("screen.yaml", screen.replacingOccurrences(of: "id: screen\n", with: "id: screen\nrowMoves: anywhere\n"))
        let anywhere = try BinaryRunner.run(["simulate", "screen.yaml", "--actions", "move.actions.yaml"], in: dir.url)
        #expect(anywhere.stdout.contains("1 move a to theirs 0: accepted\n    moved a from 0.0 (mine) to 1.0 (theirs)"), "\(anywhere.stdout)")
    }

    /// A row inserted where the rules allow it can end where they do not, when the row it
    /// went before moved first: `--final` then writes nothing and says why (exit 2).
    @Test func aFinalTableThatWouldNotValidateIsNotWritten() throws {
        let dir = try TemporaryDirectory()
        try dir.write("screen.yaml", """
            tablespec: 1
            id: screen
            sections:
              - id: top
                kind: header
                rows: [{id: x, title: X, editing: {canEdit: true, style: insert, canMove: true}}]
              - id: body
                rows: [{id: b, title: B}]
            """)
        try dir.write("s.actions.yaml", """
            - move: {row: x, to: {section: body, index: 0}}
            - insert: {at: x, row: {id: lead, kind: headerLead, title: Hello}}
            """)
        let out = try BinaryRunner.run(["simulate", "screen.yaml", "--actions", "s.actions.yaml", "--final", "final.yaml"], in: dir.url)
        #expect(out.status == 2, "\(out)")
        #expect(out.stdout.hasSuffix("2 actions: 2 accepted, 0 refused\n"), "the steps are still printed")
        #expect(out.stderr.contains("final.yaml:") && out.stderr.contains("[header-lead-position]"), "\(out.stderr)")
        #expect(out.stderr.contains("tablectl: error: --final: the final table does not validate"))
        #expect(!FileManager.default.fileExists(atPath: dir.path("final.yaml")))
    }

    @Test func notesAndBareVerbsAndStandardInput() throws {
        let script = "- endSwipe\n- {select: invite-team, x-why: a note}\n"
        let out = try BinaryRunner.run(["simulate", Self.spec, "--actions", "-"], stdin: Data(script.utf8))
        #expect(out.status == 0, "\(out.stderr)")
        #expect(out.stdout.hasPrefix("1 endSwipe: accepted\n2 select invite-team: accepted\n"), "\(out.stdout)")
        let note = try BinaryRunner.run(["simulate", Self.spec, "--actions", "-"], stdin: Data("- x-note: hello\n".utf8))
        #expect(note.status == 2 && note.stderr.contains("<stdin>:1:3: error: an action has exactly one key (its verb); this one has only notes (x- keys)"))
        let both = try BinaryRunner.run(["simulate", "-", "--actions", "-"])
        #expect(both.status == 2 && both.stderr.contains("cannot both be standard input"))
        let typo = try BinaryRunner.run(["simulate", Self.spec, "--actions", "-"], stdin: Data("- swipe: {row: invite-team, action: pn}\n".utf8))
        #expect(typo.stderr.contains("error: no swipe action 'pn' on row 'invite-team'; did you mean 'pin'? [invalid-value]"))
    }

    @Test func standardInputNamesTheSpec() throws {
        let spec = try Data(contentsOf: BinaryRunner.packageRoot.appendingPathComponent(Self.spec))
        let out = try BinaryRunner.run(["simulate", "-", "--stdin-name", "screen.yaml", "--actions", Self.example], stdin: spec)
        #expect(out.status == 0, "\(out.stderr)")
    }
}
