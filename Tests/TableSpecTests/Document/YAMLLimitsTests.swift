import Testing
@testable import TableSpec

@Suite("YAML loader: limits")
struct YAMLLimitsTests {
    @Test func depthAtAndPastTheLimit() throws {
        let limits = Limits(maxDepth: 3)
        #expect(yamlError("a: {b: {c: 1}}\n", limits: limits) == nil)
        let error = try #require(yamlError("a: {b: {c: {d: 1}}}\n", limits: limits))
        #expect(error.rule == .limitExceeded)
        #expect(error.message == "nesting is deeper than the limit of 3 levels")
        #expect(error.start == m(1, 12, 11))
        #expect(error.pointer == "/a/b/c")
    }

    @Test func aliasCountsItsAnchorsDepth() throws {
        let limits = Limits(maxDepth: 3)
        #expect(yamlError("x: &a {b: 1}\ny: {z: *a}\n", limits: limits) == nil)
        let error = try #require(yamlError("x: &a {b: {c: 1}}\ny: {z: *a}\n", limits: limits))
        #expect(error.rule == .limitExceeded)
        #expect(error.start == m(2, 8, 25))
    }

    @Test func nodesAtAndPastTheLimit() throws {
        // A sequence and its three items: four nodes.
        #expect(yamlError("[1, 2, 3]", limits: Limits(maxNodes: 4)) == nil)
        let error = try #require(yamlError("[1, 2, 3]", limits: Limits(maxNodes: 3)))
        #expect(error.rule == .limitExceeded)
        #expect(error.message == "the document has more than 3 nodes")
        #expect(error.start == m(1, 8, 7))
    }

    @Test func aliasCountsItsAnchorsNodesBeforeExpanding() throws {
        // mapping, key a, list of 2 (3 nodes), key b, then *x adds 3: 9 nodes.
        let text = "a: &x [1, 2]\nb: *x\n"
        #expect(yamlError(text, limits: Limits(maxNodes: 9)) == nil)
        let error = try #require(yamlError(text, limits: Limits(maxNodes: 8)))
        #expect(error.rule == .limitExceeded)
        #expect(error.message == "alias '*x' expands to 3 nodes, taking the document past the limit of 8 nodes")
        #expect(error.span == Span(start: m(2, 4, 16), end: m(2, 6, 18)))
    }

    @Test func aliasesAtAndPastTheLimit() throws {
        let limits = Limits(maxAliases: 2)
        #expect(yamlError("a: &x 1\nb: *x\nc: *x\n", limits: limits) == nil)
        let error = try #require(yamlError("a: &x 1\nb: *x\nc: *x\nd: *x\n", limits: limits))
        #expect(error.rule == .limitExceeded)
        #expect(error.message == "more than 2 aliases in the file")
        #expect(error.start == m(4, 4, 23))
    }

    @Test func billionLaughsIsRejectedQuickly() throws {
        let bytes = try yamlFixture("billion-laughs.yaml")
        let clock = ContinuousClock()
        var error: Diagnostic?
        let elapsed = clock.measure { error = yamlError(bytes) }
        let found = try #require(error)
        #expect(found.rule == .limitExceeded)
        #expect(found.message.hasPrefix("alias '*f' expands to 1111111 nodes"))
        #expect(found.start.line == 7)
        // A hang guard, not a speed target (timings: docs/robustness.md, `make bench`).
        #expect(elapsed < .seconds(30))
    }

    @Test func tenThousandNestedBrackets() throws {
        let open = String(repeating: "[", count: 10_000)
        let clock = ContinuousClock()
        var deep: Diagnostic?
        var unclosed: Diagnostic?
        let elapsed = clock.measure {
            deep = yamlError(open)
            // With the depth limit out of the way, libyaml itself reports the missing
            // brackets; still no recursion anywhere.
            unclosed = yamlError(open, limits: Limits(maxDepth: 20_000))
        }
        let depthError = try #require(deep)
        #expect(depthError.rule == .limitExceeded)
        #expect(depthError.start == m(1, 257, 256))
        #expect(try #require(unclosed).rule == .syntax)
        // A hang guard, not a speed target (timings: docs/robustness.md, `make bench`).
        #expect(elapsed < .seconds(30))
    }

    @Test func deepButBalancedNestingWithinTheLimitLoads() throws {
        let text = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        var node = try loadYAML(text)
        var depth = 1
        while let inner = node.sequence?.first {
            node = inner
            depth += 1
        }
        #expect(depth == 200)
    }
}
