import Testing
@testable import TableSpec

/// Never-crash checks over many broken inputs, and an independent recount of every mark.
@Suite("JSON parser: robustness")
struct JSONRobustnessTests {
    /// A realistic spec with a byte order mark, CRLF, multi-byte text and escapes.
    static let document = Array("""
        \u{FEFF}{
          "tablespec": 1, "id": "caf\u{E9}-settings",
          "sections": [
            {"id": "intro", "kind": "header", "header": "日本 \\u00e9 \\ud83d\\ude00",\r
             "rows": [{"id": "lead", "kind": "headerLead", "title": "Hi 😀", "height": -1.5e2}]},
            {"id": "body", "rows": [{"id": "a", "selectable": false, "meta": {"x": null, "y": [0, 1E+3]}}]}
          ]
        }

        """.utf8)

    /// The mark of `offset`, counted from scratch: lines after each line feed, columns in
    /// non-continuation bytes, the byte order mark not counted.
    static func recount(_ bytes: [UInt8], _ offset: Int) -> Mark {
        var line = 1
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        for i in 0..<offset where bytes[i] == 0x0A {
            line += 1
            start = i + 1
        }
        let column = 1 + (start < offset ? bytes[start..<offset].filter { $0 & 0xC0 != 0x80 }.count : 0)
        return Mark(line: line, column: column, offset: offset)
    }

    /// Checks every node's marks against ``recount(_:_:)``; returns the number checked.
    static func checkMarks(_ node: Node, in bytes: [UInt8]) -> Int {
        #expect(node.start == recount(bytes, node.start.offset))
        #expect(node.end == recount(bytes, node.end.offset))
        switch node.content {
        case .scalar: return 1
        case .sequence(let items): return 1 + items.reduce(0) { $0 + checkMarks($1, in: bytes) }
        case .mapping(let pairs):
            return 1 + pairs.reduce(0) { $0 + checkMarks($1.key, in: bytes) + checkMarks($1.value, in: bytes) }
        }
    }

    /// Parses `bytes`; a failure must be located inside the file, at a recounted mark.
    static func parseOrLocate(_ bytes: [UInt8]) {
        do {
            let node = try JSONParser.parse(bytes, limits: .default)
            _ = checkMarks(node, in: bytes)
        } catch {
            let diagnostic = error.diagnostic
            #expect(diagnostic.start.offset <= bytes.count && diagnostic.end.offset <= bytes.count)
            #expect(diagnostic.start <= diagnostic.end)
            #expect(diagnostic.start == recount(bytes, diagnostic.start.offset))
            // Lower-case messages; only the names NaN and Infinity keep their capital.
            let lowerCase = diagnostic.message.first?.isUppercase == false
                || diagnostic.message.hasPrefix("NaN") || diagnostic.message.hasPrefix("Infinity")
            #expect(lowerCase, "\(diagnostic.message)")
        }
    }

    @Test("the realistic document parses and every mark agrees with a recount")
    func documentMarks() throws {
        let node = try JSONParser.parse(Self.document, limits: .default)
        #expect(Self.checkMarks(node, in: Self.document) == 43)
        #expect(node["sections"]?.sequence?.first?["header"]?.scalar?.text == "日本 é 😀")
    }

    @Test("every prefix of the document cut before its last brace fails with a located error")
    func prefixes() {
        let closing = Self.document.lastIndex(of: UInt8(ascii: "}")) ?? 0
        for length in 0...closing {
            let prefix = Array(Self.document[..<length])
            #expect(JSONTesting.error(prefix) != nil, "prefix of \(length) bytes parsed")
            Self.parseOrLocate(prefix)
        }
    }

    @Test("thousands of seeded mutations never crash, and errors land where they say")
    func mutations() {
        var generator = SplitMix(seed: 8259)
        let alphabet = Array(#"{}[]:,"\/ubfnrt0123456789-+.eE'x "#.utf8) + [0x0A, 0x0D, 0x09, 0x00, 0x80, 0xC3, 0xED, 0xF0, 0xFF]
        for _ in 0..<3_000 {
            var bytes = Self.document
            for _ in 0...generator.next(below: 3) {
                let at = generator.next(below: bytes.count)
                switch generator.next(below: 3) {
                case 0: bytes[at] = alphabet[generator.next(below: alphabet.count)]
                case 1: bytes.insert(alphabet[generator.next(below: alphabet.count)], at: at)
                default: bytes.remove(at: at)
                }
            }
            Self.parseOrLocate(bytes)
        }
    }

    /// A small deterministic random number generator (SplitMix64) for reproducible mutations.
    struct SplitMix {
        var state: UInt64

        init(seed: UInt64) { state = seed }

        mutating func next(below bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            z ^= z >> 31
            return Int(z % UInt64(bound))
        }
    }
}
