import Testing
@testable import TableSpec

@Suite("YAML loader: anchors, aliases and merge keys")
struct YAMLAnchorTests {
    @Test func aliasExpandsToTheAnchoredNodeWithItsMarks() throws {
        let root = try loadYAML("a: &v hello\nb: *v\nc: &list [1, 2]\nd: *list\n")
        #expect(root["b"]?.scalar == Scalar("hello"))
        #expect(root["b"]?.span == root["a"]?.span)
        #expect(root["d"] == root["c"])
        #expect(root["d"]?.sequence?.map(\.text) == ["1", "2"])
    }

    @Test func anchorsCanBeRedefined() throws {
        let root = try loadYAML("a: &x 1\nb: *x\nc: &x 2\nd: *x\n")
        #expect(root["b"]?.text == "1")
        #expect(root["d"]?.text == "2")
    }

    @Test func mergeSingleMapping() throws {
        let root = try loadYAML("""
            x-templates:
              nav: &nav
                accessory: disclosureIndicator
                height: 44
            rows:
              - id: a
                <<: *nav
                height: 50
            """)
        let row = try #require(root["rows"]?.sequence?.first)
        // Merged pairs stand where `<<` stood; the explicit height wins.
        #expect(row.keys == ["id", "accessory", "height"])
        #expect(row["height"]?.text == "50")
        #expect(row["accessory"]?.text == "disclosureIndicator")
        // A merged pair keeps the marks of where it was written, in the anchor.
        let accessory = try #require(row.mapping?[1])
        #expect(accessory.key.start == m(3, 5, 29))
        #expect(accessory.value.start == m(3, 16, 40))
    }

    @Test func mergeListEarlierWins() throws {
        let root = try loadYAML("""
            a: &a {x: 1}
            b: &b {x: 2, y: 2}
            c:
              <<: [*a, *b]
              z: 3
            """)
        let c = try #require(root["c"])
        #expect(c.keys == ["x", "y", "z"])
        #expect(c["x"]?.text == "1")
        // The value came from *a, so its mark is in a's anchor.
        #expect(c["x"]?.start == m(1, 11, 10))
        #expect(c["y"]?.text == "2")
    }

    @Test func mergeOfInlineMappingAndExplicitKeysBefore() throws {
        let root = try loadYAML("m:\n  k: mine\n  <<: {k: theirs, j: 1}\n")
        #expect(root["m"]?.keys == ["k", "j"])
        #expect(root["m"]?["k"]?.text == "mine")
    }

    @Test func mergedKeysAreNeverDuplicates() throws {
        let root = try loadYAML("a: &a {x: 1, y: 1}\nb: &b {y: 2}\nc: {x: 0, <<: [*a, *b]}\n")
        #expect(root["c"]?.keys == ["x", "y"])
        #expect(root["c"]?["y"]?.text == "1")
    }

    @Test func quotedMergeKeyIsAnOrdinaryKey() throws {
        let root = try loadYAML("a: &a {x: 1}\nb: {'<<': *a}\n")
        #expect(root["b"]?.keys == ["<<"])
        let tagged = try loadYAML("a: &a {x: 1}\nb: {!!str <<: *a}\n")
        #expect(tagged["b"]?.keys == ["<<"])
    }

    @Test func mergeOfNonMappingIsBadAlias() throws {
        let scalar = try #require(yamlError("a: &s text\nb:\n  <<: *s\n"))
        #expect(scalar.rule == .badAlias)
        #expect(scalar.message == "'<<' is given a scalar; a merge key takes a mapping or a list of mappings")
        #expect(scalar.start == m(3, 7, 20))

        let item = try #require(yamlError("a: &a {x: 1}\nb:\n  <<: [*a, 3]\n"))
        #expect(item.rule == .badAlias)
        #expect(item.message.hasPrefix("item 2 of the '<<' list is a scalar"))
        #expect(item.start == m(3, 12, 27))
    }

    @Test func twoMergeKeysAreDuplicates() throws {
        let error = try #require(yamlError("a: &a {x: 1}\nb: &b {y: 1}\nc:\n  <<: *a\n  <<: *b\n"))
        #expect(error.rule == .duplicateKey)
        #expect(error.start == m(5, 3, 40))
        #expect(error.related.first?.span.start == m(4, 3, 31))
        #expect(error.hint?.contains("<<: [*a, *b]") == true)
    }

    @Test func undefinedAlias() throws {
        let error = try #require(yamlError("nav: &nav {a: 1}\nrow:\n  <<: *nva\n"))
        #expect(error.rule == .badAlias)
        #expect(error.message == "undefined alias '*nva'; did you mean 'nav'?")
        #expect(error.span == Span(start: m(3, 7, 28), end: m(3, 11, 32)))

        let later = try #require(yamlError("a: *x\nb: &x 1\n"))
        #expect(later.rule == .badAlias)
        #expect(later.start == m(1, 4, 3))
    }

    @Test func recursiveAliasIsBadAlias() throws {
        let error = try #require(yamlError("a: &a [1, *a]\n"))
        #expect(error.rule == .badAlias)
        #expect(error.message.contains("recursive"))
        #expect(error.start == m(1, 11, 10))
    }

    @Test func fixtureWithTemplates() throws {
        let root = try YAMLLoader.load(try yamlFixture("templates.yaml"), limits: .default)
        let rows = try #require(root["sections"]?.sequence?.first?["rows"]?.sequence)
        #expect(rows.map { $0["accessory"]?.text } == ["disclosureIndicator", "disclosureIndicator", "checkmark"])
        #expect(rows[1]["editing"]?["canEdit"]?.text == "true")
        #expect(rows[1].keys == ["id", "title", "accessory", "editing"])
    }
}
