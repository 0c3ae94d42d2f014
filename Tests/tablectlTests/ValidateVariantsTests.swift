import Foundation
import TableSpecTestSupport
import Testing

/// `tablectl validate` on specs with flags and sources, from the built binary: every
/// variant checked with sample data, findings located in the spec and named by the
/// variants that have them, the variant rules, the count in the summary, and the cap
/// (`max-variants` in `.tablectl.yml`, `--max-variants`).
@Suite struct ValidateVariantsTests {
    static let profile = """
        tablespec: 1
        id: profile
        flags:
          loggedIn: {default: true}
          premium: {default: false, description: Paid plan}
          debug: {default: false}
        sections:
          - id: intro
            kind: header
            rows:
              - {id: lead, kind: headerLead, title: Welcome, when: loggedIn}
              - {id: name, title: Your name}
          - id: account
            rows: [{id: profile, title: Profile}]
          - id: guest
            when: {not: loggedIn}
            rows: [{id: profile, title: Sign In}]
          - id: upgrade
            when: {all: [loggedIn, {not: premium}]}
            rows:
              - {id: go, title: Go Premium}
              - {id: thanks, title: Thanks, when: premium}

        """

    static let contacts = """
        tablespec: 1
        id: contacts
        sources:
          contacts:
            fields: {id: string, name: string, phone: string?, favorite: bool}
            sample:
              - {id: "1", name: Ann, phone: "555-0100", favorite: true}
              - {id: "2", name: Bo, favorite: false}
        sections:
          - id: people
            rows: [{id: add, title: Add Contact, kind: button}]
            source: contacts
            template: {id: "contact-{id}", title: "{name}", detail: "{phone}", selectable: false, action: {navigate: "contact-{id}"}}

        """

    @Test func everyVariantIsCheckedAndEachFindingSaysWhichHaveIt() throws {
        let dir = try TemporaryDirectory(files: ["profile.yaml": Self.profile, "contacts.yaml": Self.contacts])
        let out = try BinaryRunner.run(["validate", "profile.yaml", "contacts.yaml"], in: dir.url)
        #expect(out.status == 1, "\(out.stdout)\(out.stderr)")
        #expect(out.stderr.isEmpty)
        let lines = out.stdout.split(separator: "\n").filter { $0.hasPrefix("profile.yaml:") || $0.hasPrefix("contacts.yaml:") }
        #expect(lines == [
            "contacts.yaml:13:91: warning: row 'contact-1' has an action but is not selectable, so it never fires [unreachable-action]",
            "profile.yaml:6:3: warning: flag 'debug' changes nothing: no `when` names it; use it in a section's or row's `when`, or remove it [unused-flag]",
            "profile.yaml:11:60: warning: with loggedIn=false: the header section 'intro' is shown without its headerLead row 'lead', which this `when` hides; give the section the same `when`, or show the row always [header-without-lead]",
            "profile.yaml:17:17: error: with loggedIn=false: duplicate row id 'profile'; row ids must be unique across the table [duplicate-row-id]",
            "profile.yaml:14:17: note: 'profile' is first used here",
            "profile.yaml:22:43: warning: row 'thanks' is never shown: its `when` is false in every variant that shows section 'upgrade'; fix the condition, or remove the row [when-never-true]",
        ])
        #expect(out.stdout.hasSuffix("1 error, 4 warnings in 2 files (9 variants of 2 dynamic specs checked)\n"))
    }

    @Test func theCapComesFromTheConfigurationAndTheCommandLineWins() throws {
        let dir = try TemporaryDirectory(files: ["profile.yaml": Self.profile, ".tablectl.yml": "max-variants: 3\n"])
        let capped = try BinaryRunner.run(["validate", "profile.yaml"], in: dir.url)
        #expect(capped.stdout.contains(
            "profile.yaml:3:1: warning: 3 flags make 8 variants, more than max-variants (3); checked 3: the defaults, and 2 of the 3 that change 1 flag [too-many-variants]\n"),
            "\(capped.stdout)")
        #expect(capped.stdout.contains("  help: raise max-variants in .tablectl.yml, or pass --max-variants 8\n"))
        #expect(capped.stdout.hasSuffix("(3 variants of 1 dynamic spec checked)\n"))
        let every = try BinaryRunner.run(["validate", "--max-variants", "8", "profile.yaml"], in: dir.url)
        #expect(!every.stdout.contains("too-many-variants"))
        #expect(every.stdout.hasSuffix("(8 variants of 1 dynamic spec checked)\n"))
        let bad = try BinaryRunner.run(["validate", "--max-variants", "0", "profile.yaml"], in: dir.url)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("tablectl: error: --max-variants must be 1 or more, not 0"))
    }

    @Test func theCountSurvivesTheResultCache() throws {
        let dir = try TemporaryDirectory(files: ["profile.yaml": Self.profile])
        let cold = try BinaryRunner.run(["validate", "--cache-dir", "cache", "profile.yaml"], in: dir.url)
        let warm = try BinaryRunner.run(["validate", "--cache-dir", "cache", "profile.yaml"], in: dir.url)
        #expect(cold.stdout.hasSuffix("(8 variants of 1 dynamic spec checked)\n"), "\(cold.stdout)\(cold.stderr)")
        #expect(warm.stdout == cold.stdout)
    }

    @Test func aStaticSpecSaysNothingOfVariants() throws {
        let dir = try TemporaryDirectory(files: ["a.yaml": "tablespec: 1\nid: a\nsections:\n  - id: s\n    rows: [{id: r, title: R}]\n"])
        let out = try BinaryRunner.run(["validate", "a.yaml"], in: dir.url)
        #expect(out.stdout == "no problems in 1 file\n")
    }
}
