import Testing
@testable import TableSpec

/// Which combinations of flags validate checks, in which order, past the cap, and how a
/// finding some of them have names them.
@Suite struct FlagVariantsTests {
    static let flags = [TableFlag(name: "loggedIn", defaultValue: true), TableFlag(name: "premium"), TableFlag(name: "beta")]

    @Test func everyCombinationUnderTheCapDefaultsFirstThenByFlagsChanged() {
        let variants = FlagVariants(flags: Self.flags, cap: 64)
        #expect(variants.isComplete)
        #expect(variants.total == 8)
        #expect(variants.checked == [
            [true, false, false],
            [false, false, false], [true, true, false], [true, false, true],
            [false, true, false], [false, false, true], [true, true, true],
            [false, true, true],
        ])
        #expect(variants.coverage == "")
    }

    @Test func pastTheCapTheVariantsNearestTheDefaultsAndWhichTheyAre() {
        let variants = FlagVariants(flags: Self.flags, cap: 6)
        #expect(!variants.isComplete)
        #expect(variants.checked.count == 6)
        #expect(variants.coverage == "the defaults, every variant that changes 1 flag, and 2 of the 3 that change 2 flags")
        let one = FlagVariants(flags: Self.flags, cap: 1)
        #expect(one.checked == [[true, false, false]])
        #expect(one.coverage == "the defaults")
    }

    @Test func noFlagsIsOneVariant() {
        let variants = FlagVariants(flags: [], cap: 64)
        #expect(variants.checked == [[]])
        #expect(variants.isComplete)
    }

    @Test func manyFlagsDoNotOverflow() {
        let flags = (0..<70).map { TableFlag(name: "f\($0)") }
        let variants = FlagVariants(flags: flags, cap: 100)
        #expect(variants.total == Int.max)
        #expect(variants.checked.count == 100)
        #expect(variants.coverage == "the defaults, every variant that changes 1 flag, and 29 of the 2415 that change 2 flags")
    }

    @Test func aLabelNamesTheFewestSettingsThatPickTheVariantsOut() {
        let variants = FlagVariants(flags: Self.flags, cap: 64)
        let loggedOut = variants.checked.indices.filter { !variants.checked[$0][0] }
        #expect(variants.label(of: loggedOut) == "with loggedIn=false")
        let freeSignedIn = variants.checked.indices.filter { variants.checked[$0][0] && !variants.checked[$0][1] }
        #expect(variants.label(of: freeSignedIn) == "with loggedIn=true, premium=false")
        #expect(variants.label(of: [1, 2]) == "with loggedIn=false, premium=false, beta=false and 1 other variant")
    }
}
