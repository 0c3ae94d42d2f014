import Testing
@testable import TableSpec

/// `TemplateText.match(_:)`: the field values that render a string, what the generated
/// `Route` and `Event` read a templated target with. Every match renders back exactly.
@Suite struct TemplateMatchingTests {
    static func match(_ template: String, _ string: String) throws -> [String: String]? {
        try TemplateText(parsing: template).match(string)
    }

    @Test func namedScenarios() throws {
        #expect(try Self.match("contact-{id}", "contact-7") == ["id": "7"])
        #expect(try Self.match("contact-{id}", "contact-") == ["id": ""])
        #expect(try Self.match("contact-{id}", "settings") == nil)
        #expect(try Self.match("contact-{id}", "contact") == nil)
        #expect(try Self.match("{id}", "anything at all") == ["id": "anything at all"])
        #expect(try Self.match("call-{id}-{unread}", "call-7-3") == ["id": "7", "unread": "3"])
        // The first field takes the shortest value the rest still matches after.
        #expect(try Self.match("call-{id}-{unread}", "call-a-b-3") == ["id": "a", "unread": "b-3"])
        #expect(try Self.match("{a}/{b}.json", "x/y/z.json") == ["a": "x", "b": "y/z"])
        // A field written twice takes one value.
        #expect(try Self.match("{id}:{id}", "4:4") == ["id": "4"])
        #expect(try Self.match("{id}:{id}", "4:5") == nil)
        // Literal braces.
        #expect(try Self.match("{{{id}}}", "{9}") == ["id": "9"])
        #expect(try Self.match("plain", "plain") == [:])
        #expect(try Self.match("plain", "plainer") == nil)
        // Multi-byte text is split at scalar boundaries.
        #expect(try Self.match("café-{name}", "café-Zoë") == ["name": "Zoë"])
        // Values set by a failed deeper try do not stick: {b} must not keep "x".
        #expect(try Self.match("{a}-{b}+{b}", "p-x-y+x-y") == ["a": "p", "b": "x-y"])
        #expect(try Self.match("{a}-{b}+{b}", "p-q-r+r") == ["a": "p-q", "b": "r"])
    }

    /// Brute force over short strings of a small alphabet: whenever a match is found, the
    /// template renders it back to the string; whenever the string is some rendering, a
    /// match is found.
    @Test func matchesExactlyTheRenderings() throws {
        let templates = ["{a}-{b}", "x{a}", "{a}{b}", "{a}-{a}", "-{a}-"]
        let alphabet = ["x", "-", "y"]
        var strings = [""]
        for _ in 0..<4 { strings += strings.flatMap { s in alphabet.map { s + $0 } } }
        for template in templates {
            let text = try TemplateText(parsing: template)
            var renderings: Set<String> = []
            for a in strings.prefix(40) {
                for b in strings.prefix(40) {
                    if let rendered = text.rendered({ ["a": .string(a), "b": .string(b)][$0] }) { renderings.insert(rendered) }
                }
            }
            for string in Set(strings) {
                let values = text.match(string)
                if let values {
                    #expect(text.rendered { values[$0].map(DataValue.string) } == string, "\(template) on \(string): \(values)")
                }
                if renderings.contains(string) { #expect(values != nil, "\(template) does not match its rendering \(string)") }
            }
        }
    }
}
