import Foundation
import TableSpecTestSupport
import Testing

/// `--data NAME=FILE` and `--set FLAG=true|false` through the binary (issue 30): render
/// with samples by default, data files checked as data with located findings, undeclared
/// sources and flags refused with "did you mean", export of the expanded table, diff of one
/// spec between two data sets or flag settings, render --variants, simulate and
/// validate --data.
@Suite struct DynamicCommandTests {
    static let people = "specs/dynamic/people.yaml"
    static let account = "specs/dynamic/account.yaml"
    static let before = "contacts=specs/dynamic/people-before.data.json"
    static let after = "contacts=specs/dynamic/people-after.data.json"

    @Test func renderUsesTheSampleByDefaultAndTheDataWhenGiven() throws {
        let sample = try BinaryRunner.run(["render", "--width", "60", "--show-ids", Self.people])
        #expect(sample.status == 0, "\(sample.stderr)")
        #expect(sample.stderr.isEmpty)
        #expect(sample.stdout.contains("Ann Lee") && sample.stdout.contains("contact-2") && !sample.stdout.contains("Cy Diaz"))
        let data = try BinaryRunner.run(["render", "--width", "60", "--show-ids", Self.people, "--data", Self.before])
        #expect(data.status == 0, "\(data.stderr)")
        #expect(data.stdout.contains("Cy Diaz") && data.stdout.contains("contact-3") && data.stdout.contains("fav-1"))
        #expect(!data.stdout.contains("{name}"))
    }

    @Test func dataFromStandardInput() throws {
        let items = Data(#"[{"id": "9", "name": "Stdin Person", "favorite": false, "unread": 0}]"#.utf8)
        let out = try BinaryRunner.run(["render", "--width", "60", Self.people, "--data", "contacts=-", "--stdin-name", "in.json"], stdin: items)
        #expect(out.status == 0, "\(out.stderr)")
        #expect(out.stdout.contains("Stdin Person"))
        let both = try BinaryRunner.run(["render", "-", "--data", "contacts=-"])
        #expect(both.status == 2)
        #expect(both.stderr.contains("the spec and a --data file cannot both be standard input"))
    }

    @Test func badItemsAreLocatedInTheDataFileAndStopTheCommand() throws {
        let directory = try TemporaryDirectory(files: ["bad.json": """
            [
              {"id": "1", "name": "Ann", "favorite": true, "unread": 2},
              {"id": "2", "favorite": "yes", "unread": 1},
              {"id": "1", "name": "Again", "favorite": false, "unread": 0}
            ]

            """])
        let bad = directory.path("bad.json")
        for command in ["render", "export", "simulate"] {
            var arguments = [command, Self.people, "--data", "contacts=\(bad)"]
            if command == "export" { arguments += ["--format", "json"] }
            if command == "simulate" { arguments += ["--actions", directory.path("none.yaml")] }
            let out = try BinaryRunner.run(arguments)
            #expect(out.status == 2, "\(command)")
            #expect(out.stdout.isEmpty, "\(command)")
            #expect(out.stderr.contains("\(bad):3:4: error: missing required key 'name' in an item of 'contacts'"), "\(out.stderr)")
            #expect(out.stderr.contains("\(bad):3:27: error: expected true or false, found the quoted string 'yes' [wrong-type]"), "\(out.stderr)")
            #expect(out.stderr.contains("\(bad):4:10: error: duplicate id '1' in 'contacts'; each item's id must be unique [duplicate-item-key]"), "\(out.stderr)")
            #expect(out.stderr.contains("tablectl: error: cannot \(command) '\(Self.people)': its data has 3 errors; fix them first"), "\(out.stderr)")
        }
    }

    @Test(arguments: [
        (["--data", "contcts=x.json"], "tablectl: error: --data contcts: 'specs/dynamic/people.yaml' declares no source 'contcts'; did you mean 'contacts'? (its sources: contacts)"),
        (["--set", "favorite=true"], "tablectl: error: --set favorite: 'specs/dynamic/people.yaml' declares no flags"),
        (["--data", "contacts=no/such.json"], "tablectl: error: cannot read 'no/such.json'"),
        (["--data", "contacts"], "tablectl: error: --data takes NAME=FILE"),
        (["--set", "premium=yes"], "tablectl: error: --set takes FLAG=true or FLAG=false, not 'premium=yes'"),
    ])
    func inputsThatCannotBeUsedExitTwo(options: [String], message: String) throws {
        let out = try BinaryRunner.run(["render", Self.people] + options)
        #expect(out.status == 2)
        #expect(out.stdout.isEmpty)
        #expect(out.stderr.contains(message), "\(out.stderr)")
    }

    @Test func setChoosesTheVariantAndAnUnknownFlagIsSuggested() throws {
        let premium = try BinaryRunner.run(["render", "--show-ids", "--width", "60", Self.account, "--set", "premium=true"])
        #expect(premium.status == 0, "\(premium.stderr)")
        #expect(premium.stdout.contains("plan-premium") && !premium.stdout.contains("go-premium"))
        let typo = try BinaryRunner.run(["render", Self.account, "--set", "premum=true"])
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("--set premum: 'specs/dynamic/account.yaml' declares no flag 'premum'; did you mean 'premium'? (its flags: signedIn, premium)"), "\(typo.stderr)")
    }

    @Test func exportWritesTheExpandedTableWithInputsAndTheSpecWithout() throws {
        let expanded = try BinaryRunner.run(["export", "--format", "json", Self.people, "--data", Self.before])
        #expect(expanded.status == 0, "\(expanded.stderr)")
        #expect(expanded.stdout.contains("\"contact-3\"") && !expanded.stdout.contains("\"sources\"") && !expanded.stdout.contains("\"template\""))
        // The expanded table is a static spec any tool can read: it validates.
        let directory = try TemporaryDirectory()
        try expanded.stdout.write(toFile: directory.path("expanded.json"), atomically: true, encoding: .utf8)
        #expect(try BinaryRunner.run(["validate", directory.path("expanded.json")]).status == 0)
        let written = try BinaryRunner.run(["export", "--format", "yaml", Self.people])
        #expect(written.status == 0, "\(written.stderr)")
        #expect(written.stdout.contains("sources:") && written.stdout.contains("template:"))
        let swift = try BinaryRunner.run(["export", "--format", "swift", Self.people, "--set", "x=true"])
        #expect(swift.status == 2)
        #expect(swift.stderr.contains("--data and --set apply to json, yaml and markdown; the generated Swift takes items and flags at run time"))
    }

    @Test func diffOfOneSpecBetweenTwoDataSets() throws {
        let out = try BinaryRunner.run(["diff", "--format", "json", Self.people, "--old-data", Self.before, "--new-data", Self.after])
        #expect(out.status == 1, "\(out.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [String: Any])
        let rows = try #require(json["rows"] as? [String: [[String: Any]]])
        #expect(Set((rows["inserted"] ?? []).compactMap { $0["id"] as? String }) == ["fav-3", "contact-4"], "\(rows)")
        #expect((rows["deleted"] ?? []).compactMap { $0["id"] as? String } == ["contact-2"], "\(rows)")
        #expect((rows["updated"] ?? []).compactMap { $0["id"] as? String } == ["contact-1"], "\(rows)")
        let same = try BinaryRunner.run(["diff", Self.people, "--old-data", Self.before, "--new-data", Self.before])
        #expect(same.status == 0, "\(same.stderr)")
        let text = try BinaryRunner.run(["diff", "--color", "never", Self.people, "--old-data", Self.before, "--new-data", Self.after])
        #expect(text.stdout.contains("people.yaml (old inputs)") && text.stdout.contains("people.yaml (new inputs)"), "\(text.stdout)")
    }

    @Test func diffOfOneSpecBetweenTwoFlagSettings() throws {
        let out = try BinaryRunner.run(["diff", "--color", "never", Self.account, "--old-set", "premium=false", "--new-set", "premium=true"])
        #expect(out.status == 1, "\(out.stderr)")
        #expect(out.stdout.contains("upgrade") && out.stdout.contains("plan-premium"), "\(out.stdout)")
        let oneSide = try BinaryRunner.run(["diff", Self.account])
        #expect(oneSide.status == 2)
    }

    @Test func variantsAreDrawnSideBySide() throws {
        let out = try BinaryRunner.run(["render", "--format", "html", "--variants", Self.account])
        #expect(out.status == 0, "\(out.stderr)")
        for label in ["signedIn=true, premium=false", "signedIn=true, premium=true", "signedIn=false, premium=false", "signedIn=false, premium=true"] {
            #expect(out.stdout.contains("<p class=\"side\">\(label)</p>"), "\(label)")
        }
        #expect(out.stdout.contains("4 variants"))
        let fixed = try BinaryRunner.run(["render", "--format", "html", "--variants", Self.account, "--set", "signedIn=false"])
        #expect(fixed.stdout.contains("2 variants") && fixed.stdout.contains("<p class=\"side\">premium=true</p>"))
        let text = try BinaryRunner.run(["render", "--variants", Self.account])
        #expect(text.status == 2)
        #expect(text.stderr.contains("--variants draws a web page: add --format html"))
    }

    @Test func simulatePlaysOnTheExpandedTableAndNeverWritesOverTheData() throws {
        let directory = try TemporaryDirectory(files: ["steps.yaml": "- select: contact-3\n", "data.json": try String(contentsOfFile: BinaryRunner.packageRoot.appendingPathComponent("specs/dynamic/people-before.data.json").path, encoding: .utf8)])
        let out = try BinaryRunner.run(["simulate", Self.people, "--data", "contacts=\(directory.path("data.json"))", "--actions", directory.path("steps.yaml")])
        #expect(out.status == 0, "\(out.stderr)")
        #expect(out.stdout.contains("contact-3"))
        let clash = try BinaryRunner.run([
            "simulate", Self.people, "--data", "contacts=\(directory.path("data.json"))", "--actions", directory.path("steps.yaml"),
            "-o", directory.path("data.json"),
        ])
        #expect(clash.status == 2)
        #expect(try String(contentsOfFile: directory.path("data.json"), encoding: .utf8).contains("Cy Diaz"))
    }

    @Test func validateChecksDataFilesAgainstTheirSpec() throws {
        let good = try BinaryRunner.run(["validate", Self.people, "--data", Self.before])
        #expect(good.status == 0, "\(good.stdout)\(good.stderr)")
        let directory = try TemporaryDirectory(files: ["bad.yaml": "- {id: \"1\", name: Ann, favorite: true, unread: two}\n"])
        let bad = try BinaryRunner.run(["validate", Self.people, "--data", "contacts=\(directory.path("bad.yaml"))"])
        #expect(bad.status == 1)
        #expect(bad.stdout.contains("\(directory.path("bad.yaml")):1:"), "\(bad.stdout)")
        #expect(bad.stdout.contains("expected an integer, found 'two'"), "\(bad.stdout)")
        let unknown = try BinaryRunner.run(["validate", Self.account, "--data", Self.before])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("declares no sources"), "\(unknown.stderr)")
    }

    /// A composite of a contacts list and an account screen: the parts' source and flags are the composite's
    /// (`--data`, `--set`), and validate finds an item whose row takes a written row's id
    /// of the composite, though the part alone has no such row.
    @Test func aCompositeTakesThePartsDataAndFlags() throws {
        let directory = try TemporaryDirectory(files: [
            "screen.yaml": """
                tablespec: 1
                id: screen
                sections:
                  - id: top
                    rows: [{id: contact-9, title: Static}]
                  - {include: people.yaml}
                  - {include: account.yaml}

                """,
            "people.yaml": try String(contentsOfFile: Self.people, encoding: .utf8),
            "account.yaml": try String(contentsOfFile: Self.account, encoding: .utf8),
            "clash.json": #"[{"id": "9", "name": "Nine", "favorite": false, "unread": 0}]"# + "\n",
        ])
        let screen = directory.path("screen.yaml")
        let clash = directory.path("clash.json")
        let checked = try BinaryRunner.run(["validate", screen, "--data", "contacts=\(clash)"])
        #expect(checked.status == 1, "\(checked.stdout)\(checked.stderr)")
        #expect(checked.stdout.contains("\(clash):1:9: error: this item's row id 'contact-9' is also the written row 'contact-9' of section 'top'"), "\(checked.stdout)")
        let data = try BinaryRunner.run(["render", "--width", "60", "--show-ids", screen, "--data", Self.before, "--set", "signedIn=false"])
        #expect(data.status == 0, "\(data.stderr)")
        #expect(data.stdout.contains("contact-3") && data.stdout.contains("Cy Diaz"), "\(data.stdout)")
        #expect(data.stdout.contains("sign-in") && !data.stdout.contains("plan-free"), "\(data.stdout)")
        let unknown = try BinaryRunner.run(["render", screen, "--set", "signedin=false"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("declares no flag 'signedin'; did you mean 'signedIn'?"), "\(unknown.stderr)")
    }
}
