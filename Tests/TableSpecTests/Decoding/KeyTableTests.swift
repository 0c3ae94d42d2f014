import Testing
@testable import TableSpec

/// The key lookup the decoder uses instead of `switch` over strings.
@Suite("Decoding: key tables")
struct KeyTableTests {
    enum Field: Equatable, Sendable { case canEdit, canMove, style, id, long }

    // canEdit and canMove share length and first byte: the text decides.
    let table = KeyTable<Field>([
        "canEdit": .canEdit, "canMove": .canMove, "style": .style, "id": .id,
        "aKeyLongerThanFifteenBytes": .long,
    ])

    @Test func findsEveryKeyAndOnlyThose() {
        #expect(table.field("canEdit") == .canEdit)
        #expect(table.field("canMove") == .canMove)
        #expect(table.field("style") == .style)
        #expect(table.field("id") == .id)
        #expect(table.field("aKeyLongerThanFifteenBytes") == .long)
        for miss in ["", "canedit", "canEdi", "canEditx", "canMovf", "Style", "i", "x-id", "ïd", "aKeyLongerThanFifteenBytez"] {
            #expect(table.field(miss) == nil, "\(miss)")
        }
    }

    @Test func namesKeepTheirOrder() {
        #expect(table.names == ["canEdit", "canMove", "style", "id", "aKeyLongerThanFifteenBytes"])
    }

    @Test func enumerationTablesMatchRawValues() {
        for accessory in Accessory.allCases { #expect(Accessory.names.field(accessory.rawValue) == accessory) }
        for kind in BuiltinKind.allCases { #expect(CellKind.decoded(kind.rawValue) == CellKind(name: kind.rawValue)) }
        #expect(CellKind.decoded("profileCell") == .custom("profileCell"))
        #expect(CellKind.decoded("") == CellKind(name: ""))
        #expect(Accessory.names.field("None") == nil)
    }

    @Test func firstUTF8Byte() {
        #expect("".firstUTF8Byte == nil)
        #expect("a".firstUTF8Byte == UInt8(ascii: "a"))
        #expect("é and a long enough text to be stored on the heap".firstUTF8Byte == 0xC3)
    }
}
