import Testing
@testable import TableSpec

/// The word-at-a-time fast path of ``YAMLEncodingCheck`` agrees with the byte rules.
@Suite("YAML loader: encoding check fast path")
struct YAMLEncodingCheckTests {
    /// Every ASCII byte at every position of a 19-byte line (two whole words and a tail).
    @Test(arguments: 0..<128)
    func everyASCIIByteAtEveryPosition(byte: Int) {
        let value = UInt8(byte)
        let allowed = (0x20...0x7E).contains(value) || value == 0x09 || value == 0x0A || value == 0x0D
        for position in 0..<19 {
            var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: 19)
            bytes[position] = value
            let result = YAMLEncodingCheck.check(bytes)
            #expect((result.problem == nil) == allowed, "byte \(byte) at \(position)")
            if !allowed { #expect(result.problem?.offset == position) }
            // A CR not followed by LF means libyaml's marks need converting.
            #expect(result.isPlainASCII == (allowed && value != 0x0D), "byte \(byte) at \(position)")
        }
    }

    @Test func nonASCIIInsideAWordIsChecked() {
        var bytes = Array("abcdefgh-é-ijklmnop\n".utf8)
        #expect(YAMLEncodingCheck.check(bytes).problem == nil)
        #expect(!YAMLEncodingCheck.check(bytes).isPlainASCII)
        bytes[10] = 0xFF
        #expect(YAMLEncodingCheck.check(bytes).problem?.offset == 9)
        #expect(YAMLEncodingCheck.check(Array("abcdefgh\r\nijklmnop".utf8)).isPlainASCII)
    }
}
