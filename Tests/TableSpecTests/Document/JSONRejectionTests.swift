import Testing
@testable import TableSpec

/// One invalid input and the error it must produce.
struct JSONRejection: Sendable, CustomTestStringConvertible {
    var input: String
    var rule: RuleID
    /// `line:column` of the error.
    var at: String
    /// The message, or its beginning when it ends with `…`.
    var message: String

    init(_ input: String, _ rule: RuleID = .syntax, at: String, _ message: String) {
        self.input = input
        self.rule = rule
        self.at = at
        self.message = message
    }

    var testDescription: String { input.debugDescription }

    func check(_ error: LoadError?, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let error else {
            Issue.record("\(input.debugDescription) parsed, but should fail", sourceLocation: sourceLocation)
            return
        }
        let diagnostic = error.diagnostic
        #expect(diagnostic.rule == rule, sourceLocation: sourceLocation)
        #expect(diagnostic.start.description == at, sourceLocation: sourceLocation)
        #expect(diagnostic.severity == .error, sourceLocation: sourceLocation)
        if message.hasSuffix("…") {
            #expect(diagnostic.message.hasPrefix(String(message.dropLast())), sourceLocation: sourceLocation)
        } else {
            #expect(diagnostic.message == message, sourceLocation: sourceLocation)
        }
        #expect(diagnostic.start <= diagnostic.end, sourceLocation: sourceLocation)
    }
}

@Suite("JSON parser: rejections")
struct JSONRejectionTests {
    /// n_ cases: structure and punctuation.
    static let structure: [JSONRejection] = [
        .init("", at: "1:1", "the file is empty; expected a JSON value"),
        .init(" \n\t ", at: "2:3", "the file is empty; expected a JSON value"),
        .init("[1,]", at: "1:3", "trailing comma is not allowed in JSON"),
        .init(#"{"a":1,}"#, at: "1:7", "trailing comma is not allowed in JSON"),
        .init("[1,\n]", at: "1:3", "trailing comma is not allowed in JSON"),
        .init("[1 2]", at: "1:4", "expected ',' or ']' after an array item, found '2'"),
        .init(#"{"a":1]"#, at: "1:7", "expected ',' or '}' after an object member, found ']'"),
        .init(#"["a"}"#, at: "1:5", "expected ',' or ']' after an array item, found '}'"),
        .init(#"{"a" 1}"#, at: "1:6", #"expected ':' after the object key "a", found '1'"#),
        .init(#"{"a"=1}"#, at: "1:5", #"expected ':' after the object key "a", found '='"#),
        .init(#"{"a":1 "b":2}"#, at: "1:8", #"expected ',' or '}' after an object member, found '"'"#),
        .init("{a:1}", at: "1:2", "unquoted key 'a'; object keys must be in double quotes in JSON"),
        .init("{1:1}", at: "1:2", "expected a double-quoted object key, found '1'"),
        .init("{,}", at: "1:2", "expected a double-quoted object key, found ','"),
        .init("{'a':1}", at: "1:2", "single quotes are not allowed in JSON; use double quotes"),
        .init("['a']", at: "1:2", "single quotes are not allowed in JSON; use double quotes"),
        .init("// c\n{}", at: "1:1", "comments are not allowed in JSON"),
        .init("{} /* x */", at: "1:4", "comments are not allowed in JSON"),
        .init("[1, // x\n2]", at: "1:5", "comments are not allowed in JSON"),
        .init("[1] [2]", at: "1:5", "unexpected '[' after the top-level value; a JSON file holds exactly one value"),
        .init("{}}", at: "1:3", "unexpected '}' after the top-level value; a JSON file holds exactly one value"),
        .init("{\"a\":1}\n\n  x", at: "3:3", "unexpected 'x' after the top-level value; a JSON file holds exactly one value"),
        .init("[", at: "1:2", "unexpected end of file; expected an array item or ']'"),
        .init("[1,2", at: "1:5", "unexpected end of file; expected ',' or ']' after an array item"),
        .init(#"{"a":"#, at: "1:6", "unexpected end of file; expected a value after ':'"),
        .init(#"{"a""#, at: "1:5", #"unexpected end of file; expected ':' after the object key "a""#),
        .init("{", at: "1:2", "unexpected end of file; expected a double-quoted object key"),
        .init("[1,,2]", at: "1:4", "expected an array item, found ','"),
        .init("[,1]", at: "1:2", "expected an array item or ']', found ','"),
        .init("[1;2]", at: "1:3", "expected ',' or ']' after an array item, found ';'"),
        .init(#"{"a":}"#, at: "1:6", "expected a value after ':', found '}'"),
        .init("]", at: "1:1", "expected a JSON value, found ']'"),
        .init("[\u{0C}1]", at: "1:2", "expected an array item or ']', found control character U+000C"),
        .init("[\u{A0}1]", at: "1:2", "expected an array item or ']', found character U+00A0"),
        .init("[é]", at: "1:2", "expected an array item or ']', found 'é' (U+00E9)"),
        .init("[1 true]", at: "1:4", "expected ',' or ']' after an array item, found 'true'"),
    ]

    /// n_ cases: numbers and literals.
    static let scalars: [JSONRejection] = [
        .init("[01]", at: "1:2", "invalid number '01': leading zeros are not allowed"),
        .init("[-012]", at: "1:2", "invalid number '-012': leading zeros are not allowed"),
        .init("[+1]", at: "1:2", "invalid number '+1': a leading '+' is not allowed"),
        .init("[.5]", at: "1:2", "invalid number '.5': a digit is required before the decimal point"),
        .init("[1.]", at: "1:2", "invalid number '1.': expected a digit after the decimal point"),
        .init("[1.e5]", at: "1:2", "invalid number '1.e5': expected a digit after the decimal point"),
        .init("[1e]", at: "1:2", "invalid number '1e': expected a digit in the exponent"),
        .init("[1e+]", at: "1:2", "invalid number '1e+': expected a digit in the exponent"),
        .init("[0x1F]", at: "1:2", "invalid number '0x1F': hexadecimal numbers are not allowed in JSON"),
        .init("[1.5.3]", at: "1:2", "invalid number '1.5.3': a JSON number is digits…"),
        .init("[12abc]", at: "1:2", "invalid number '12abc': a JSON number is digits…"),
        .init("[-]", at: "1:2", "invalid number '-': expected a digit after '-'"),
        .init("[- 1]", at: "1:2", "invalid number '-': expected a digit after '-'"),
        .init("[NaN]", at: "1:2", "NaN is not valid JSON"),
        .init("[-nan]", at: "1:2", "NaN is not valid JSON"),
        .init("[Infinity]", at: "1:2", "Infinity is not valid JSON"),
        .init("[-Infinity]", at: "1:2", "Infinity is not valid JSON"),
        .init("[True]", at: "1:2", "invalid literal 'True'; did you mean 'true'?"),
        .init("[nul]", at: "1:2", "invalid literal 'nul'; did you mean 'null'?"),
        .init("[truex]", at: "1:2", "invalid literal 'truex'; did you mean 'true'?"),
        .init("[FALSE]", at: "1:2", "invalid literal 'FALSE'; did you mean 'false'?"),
        .init("tru", at: "1:1", "invalid literal 'tru'; did you mean 'true'?"),
        .init("undefined", at: "1:1", "unexpected word 'undefined'; strings must be in double quotes"),
        .init(#"{"a": hello}"#, at: "1:7", "unexpected word 'hello'; strings must be in double quotes"),
    ]

    /// n_ cases: strings and escapes.
    static let strings: [JSONRejection] = [
        .init(#"["abc"#, at: "1:2", "unterminated string: no closing '\"' before the end of the file"),
        .init(#"["abc\"#, at: "1:2", "unterminated string: no closing '\"' before the end of the file"),
        .init("[\"é\\\"]", at: "1:2", "unterminated string: no closing '\"' before the end of the file"),
        .init("[\"a\nb\"]", at: "1:4", "line break inside a string; a JSON string must end on the line it starts"),
        .init("[\"a\tb\"]", at: "1:4", "control character U+0009 is not allowed raw in a string; write \\t"),
        .init("[\"\u{1F}\"]", at: "1:3", "control character U+001F is not allowed raw in a string; write \\u001f"),
        .init(#"["\x"]"#, at: "1:3", #"invalid escape '\x' in a string; JSON allows \" \\ \/ \b \f \n \r \t and \uXXXX"#),
        .init(#"["\'"]"#, at: "1:3", #"invalid escape '\'' in a string; JSON allows …"#),
        .init(#"["\u12"]"#, at: "1:3", #"invalid unicode escape '\u12': expected four hexadecimal digits after \u"#),
        .init(#"["\uXYZW"]"#, at: "1:3", #"invalid unicode escape '\u': expected four hexadecimal digits after \u"#),
        .init(#"["\ud83d"]"#, at: "1:3", #"lone high surrogate \ud83d: it must be followed by a low surrogate escape \udc00-\udfff"#),
        .init(#"["ab\ud83dx"]"#, at: "1:5", #"lone high surrogate \ud83d: …"#),
        .init(#"["\ud83d\u0041"]"#, at: "1:3", #"lone high surrogate \ud83d: …"#),
        .init(#"["\ud83d\ud83d"]"#, at: "1:3", #"lone high surrogate \ud83d: …"#),
        .init(#"["\ude00"]"#, at: "1:3", #"lone low surrogate \ude00: it must follow a high surrogate escape \ud800-\udbff"#),
        .init(#"["\ude00\ud83d"]"#, at: "1:3", #"lone low surrogate \ude00: …"#),
        .init(#"["\ud83d\uzzzz"]"#, at: "1:9", #"invalid unicode escape '\u': …"#),
        .init("[\"é\\ude00\"]", at: "1:4", #"lone low surrogate \ude00: …"#),
    ]

    @Test("malformed structure is a located syntax error", arguments: structure)
    func rejectsStructure(_ rejection: JSONRejection) {
        rejection.check(JSONTesting.error(rejection.input))
    }

    @Test("malformed numbers and literals are located syntax errors", arguments: scalars)
    func rejectsScalars(_ rejection: JSONRejection) {
        rejection.check(JSONTesting.error(rejection.input))
    }

    @Test("malformed strings are located syntax errors", arguments: strings)
    func rejectsStrings(_ rejection: JSONRejection) {
        rejection.check(JSONTesting.error(rejection.input))
    }

    @Test("an error's span covers the offending token")
    func spans() throws {
        let number = try #require(JSONTesting.error("[0123]"))
        #expect(number.diagnostic.span.description == "1:2-1:6")
        let comma = try #require(JSONTesting.error("[1,\n  ]"))
        #expect(comma.diagnostic.span.description == "1:3-1:4")
        #expect(comma.diagnostic.hint == "remove the ',' before ']'")
        let string = try #require(JSONTesting.error(#"["abc"#))
        #expect(string.diagnostic.span.description == "1:2-1:6")
    }

    @Test("syntax errors carry no pointer and a readable description")
    func description() throws {
        let error = try #require(JSONTesting.error(#"{"a":1]"#))
        #expect(error.diagnostic.pointer == "")
        #expect(error.description == "1:7: error: expected ',' or '}' after an object member, found ']' [syntax]")
    }
}
