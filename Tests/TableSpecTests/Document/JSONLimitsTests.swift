import Testing
@testable import TableSpec

@Suite("JSON parser: duplicate keys and limits")
struct JSONLimitsTests {
    // MARK: Duplicate keys

    @Test("a duplicate key points at the second key, with the first as related location")
    func duplicateKey() throws {
        let error = try #require(JSONTesting.error("{\"a\": 1,\n \"b\": 2,\n \"a\": 3}"))
        let diagnostic = error.diagnostic
        #expect(diagnostic.rule == .duplicateKey)
        #expect(diagnostic.message == #"duplicate key "a" in this object"#)
        #expect(diagnostic.span.description == "3:2-3:5")
        #expect(diagnostic.pointer == "/a")
        #expect(diagnostic.related == [
            RelatedLocation(span: Span(start: Mark(line: 1, column: 2, offset: 1), end: Mark(line: 1, column: 5, offset: 4)),
                            message: "first defined here"),
        ])
    }

    @Test("the pointer of a nested duplicate key names its whole path", arguments: [
        (#"{"x": [{"k": 1, "k": 2}]}"#, "/x/0/k"),
        (#"[1, [2, {"a": {}, "b": {"c": 1, "c": 2}}]]"#, "/1/1/b/c"),
        (#"{"a/b": {"~": 1, "~": 2}}"#, "/a~1b/~0"),
        (#"{"a": {"b": 1}, "c": [{}, {"d": [], "d": 1}]}"#, "/c/1/d"),
    ])
    func nestedPointer(input: String, pointer: String) throws {
        let error = try #require(JSONTesting.error(input))
        #expect(error.diagnostic.rule == .duplicateKey)
        #expect(error.diagnostic.pointer == pointer)
    }

    @Test("keys are compared after escapes are decoded")
    func duplicateThroughEscape() throws {
        let error = try #require(JSONTesting.error(#"{"ab": 1, "\u0061b": 2}"#))
        #expect(error.diagnostic.rule == .duplicateKey)
        #expect(error.diagnostic.start.column == 11)
    }

    @Test("keys are compared scalar by scalar: other normalization forms are other keys")
    func normalizationFormsDiffer() throws {
        let node = try JSONTesting.parse("{\"caf\u{E9}\": 1, \"cafe\u{301}\": 2}")
        #expect(node.mapping?.count == 2)
        let many = (0..<20).map { "\"k\($0)\": 0" }.joined(separator: ", ")
        let large = try JSONTesting.parse("{\(many), \"caf\u{E9}\": 1, \"cafe\u{301}\": 2}")
        #expect(large.mapping?.count == 22)
        let error = JSONTesting.error("{\(many), \"caf\u{E9}\": 1, \"caf\\u00e9\": 2}")
        #expect(error?.diagnostic.rule == .duplicateKey)
        #expect(error?.diagnostic.pointer == "/caf\u{E9}")
    }

    @Test("the same key in different objects is fine")
    func sameKeyInSiblings() throws {
        let node = try JSONTesting.parse(#"[{"id": 1}, {"id": 2, "x": {"id": 3}}]"#)
        #expect(node.sequence?.count == 2)
    }

    @Test("duplicates are found in small and large objects alike", arguments: [2, 15, 16, 17, 40, 500])
    func duplicateInLargeObject(keys: Int) throws {
        let members = (0..<keys).map { #""key\#($0)": \#($0)"# }
        // Valid with unique keys.
        let node = try JSONTesting.parse("{" + members.joined(separator: ", ") + "}")
        #expect(node.mapping?.count == keys)
        // Each earlier key repeated at the end is caught, pointing back at the first use.
        for repeated in [0, keys / 2, keys - 1] {
            let text = "{" + members.joined(separator: ", ") + #", "key\#(repeated)": true}"#
            let error = try #require(JSONTesting.error(text))
            #expect(error.diagnostic.rule == .duplicateKey)
            #expect(error.diagnostic.pointer == "/key\(repeated)")
            let first = try #require(error.diagnostic.related.first)
            let expectedOffset = 1 + members[..<repeated].reduce(0) { $0 + $1.utf8.count + 2 }
            #expect(first.span.start.offset == expectedOffset)
        }
    }

    // MARK: Nesting depth

    @Test("nesting up to maxDepth parses; one more level is limit-exceeded at that bracket")
    func depthLimit() throws {
        let limits = Limits(maxDepth: 3)
        _ = try JSONTesting.parse("[[[1]]]", limits: limits)
        _ = try JSONTesting.parse(#"{"a": [{}]}"#, limits: limits)
        let error = try #require(JSONTesting.error(#"{"a": [{"b": [1]}]}"#, limits: limits))
        #expect(error.diagnostic.rule == .limitExceeded)
        #expect(error.diagnostic.start == Mark(line: 1, column: 14, offset: 13))
        #expect(error.diagnostic.message == "nesting is deeper than the limit of 3 levels")
        #expect(error.diagnostic.pointer == "/a/0/b")
        #expect(error.diagnostic.hint?.contains("--max-depth") == true)
    }

    @Test("a scalar at the top level has depth 0; the outermost container has depth 1")
    func scalarDepth() throws {
        for scalar in ["1", #""x""#, "null"] {
            _ = try JSONTesting.parse(scalar, limits: Limits(maxDepth: 0))
        }
        _ = try JSONTesting.parse("[]", limits: Limits(maxDepth: 1))
        #expect(JSONTesting.error("[]", limits: Limits(maxDepth: 0))?.diagnostic.rule == .limitExceeded)
    }

    @Test("deep nesting ends with a clean error, quickly", arguments: [10_000, 100_000])
    func deepNesting(levels: Int) throws {
        let clock = ContinuousClock()
        for bracket in ["[", #"{"a":"#] {
            let text = String(repeating: bracket, count: levels)
            var error: LoadError?
            let elapsed = clock.measure { error = JSONTesting.error(text) }
            let diagnostic = try #require(error?.diagnostic)
            #expect(diagnostic.rule == .limitExceeded)
            #expect(diagnostic.start.column == 256 * bracket.utf8.count + 1)
            // A hang guard, not a speed target (timings: docs/robustness.md).
            #expect(elapsed < .seconds(30))
        }
        // Closed brackets too, and a mix of both kinds.
        let closed = String(repeating: "[", count: levels) + String(repeating: "]", count: levels)
        #expect(JSONTesting.error(closed)?.diagnostic.rule == .limitExceeded)
        let mixed = String(repeating: #"[{"k":"#, count: levels / 2)
        #expect(JSONTesting.error(mixed)?.diagnostic.rule == .limitExceeded)
    }

    @Test("with a raised limit, deep nesting parses without recursion")
    func raisedDepth() throws {
        let levels = 500
        let text = String(repeating: "[", count: levels) + "1" + String(repeating: "]", count: levels)
        var node = try JSONTesting.parse(text, limits: Limits(maxDepth: levels))
        for _ in 0..<(levels - 1) { node = try #require(node.sequence?.first) }
        #expect(node.sequence?.first?.scalar?.text == "1")
        #expect(JSONTesting.error(text, limits: Limits(maxDepth: levels - 1))?.diagnostic.rule == .limitExceeded)
    }

    // MARK: Node count

    @Test("the node limit counts every value and key", arguments: [
        ("[1,2]", 3, true), ("[1,2,3]", 3, false),
        (#"{"a":1}"#, 3, true), (#"{"a":1,"b":2}"#, 4, false),
        ("[[],{}]", 3, true), ("[[],{},null]", 3, false),
    ])
    func nodeLimit(input: String, maxNodes: Int, passes: Bool) {
        let error = JSONTesting.error(input, limits: Limits(maxNodes: maxNodes))
        if passes {
            #expect(error == nil)
        } else {
            #expect(error?.diagnostic.rule == .limitExceeded)
            #expect(error?.diagnostic.message == "the document has more than \(maxNodes) nodes, the limit")
        }
    }

    @Test("the node limit error points at the first node over the limit")
    func nodeLimitLocation() throws {
        let error = try #require(JSONTesting.error("[1,\n 2,\n 3]", limits: Limits(maxNodes: 3)))
        #expect(error.diagnostic.start == Mark(line: 3, column: 2, offset: 9))
        #expect(error.diagnostic.pointer == "/2")
    }
}
