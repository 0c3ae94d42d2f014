@testable import TableSpec
import TableSpecTestSupport
import Testing

/// A large file's parse on its own thread (``YAMLEventStream``) gives the tree, and every
/// error, that the parse on the caller's thread gives.
@Suite struct YAMLEventStreamTests {
    /// A spec of `rows` rows with anchors, aliases, merge keys, tags, long and quoted
    /// scalars and comments: every kind of event, in many chunks.
    static func spec(rows: Int) -> String {
        var text = "tablespec: 1\nid: big\nx-base: &base {accessory: disclosureIndicator, title: !!str 'Base'}\nsections:\n  - id: all\n    rows:\n"
        for r in 0..<rows {
            text += "      - <<: *base\n        id: r\(r)  # row \(r)\n        detail: \"line \(r)\\nwith é and 😀\"\n"
            if r % 997 == 0 { text += "        meta: {note: \(String(repeating: "x", count: 70_000))}\n" }
        }
        return text
    }

    private func both(_ text: String, limits: Limits = .default) -> (Result<Node, LoadError>, Result<Node, LoadError>) {
        let bytes = Array(text.utf8)
        func load(_ streaming: Bool) -> Result<Node, LoadError> {
            do throws(LoadError) { return .success(try YAMLLoader.load(bytes, limits: limits, streaming: streaming)) }
            catch { return .failure(error) }
        }
        return (load(false), load(true))
    }

    @Test func theSameTree() throws {
        let (alone, streamed) = both(Self.spec(rows: 12_000))
        let a = try alone.get(), b = try streamed.get()
        #expect(a == b)
        #expect(a["sections"]?.sequence?.first?["rows"]?.sequence?.count == 12_000)
    }

    @Test func theSameErrorsAndAStopInTheMiddle() {
        let big = Self.spec(rows: 6_000)
        let broken = big + "      - {id: [unclosed\n"
        let cases: [(String, Limits)] = [
            (broken, .default),                                  // libyaml's error, at the end
            (big, Limits(maxNodes: 10_000)),                     // the builder stops early
            (big.replacingOccurrences(of: "r5000  #", with: "r5000\n        id: again  #"), .default),   // a duplicate key
            ("", .default), ("# only a comment\n", .default), ("a: 1\n---\nb: 2\n", .default),
        ]
        for (text, limits) in cases {
            let (alone, streamed) = both(text, limits: limits)
            switch (alone, streamed) {
            case (.failure(let a), .failure(let b)): #expect(a == b)
            case (.success(let a), .success(let b)): #expect(a == b)
            default: Issue.record("one load failed, the other did not: \(alone) / \(streamed)")
            }
        }
    }
}
