import Testing
@testable import TableSpec

/// Ids as Swift identifiers: camel case, digits first, keywords, reserved names and
/// collisions.
@Suite struct SwiftIdentifierTests {
    @Test(arguments: [
        ("wi-fi", "wiFi"), ("airplane_mode", "airplaneMode"), ("onboarding.checklist", "onboardingChecklist"),
        ("URLSettings", "urlSettings"), ("WIFI", "wifi"), ("Wifi", "wifi"), ("a-b-c", "aBC"),
        ("2fa", "_2fa"), ("1.10", "_110"), ("0755", "_0755"), ("x-2", "x2"), ("_", ""), ("-", ""), ("é", ""),
    ])
    func lowerCamel(id: String, expected: String) {
        #expect(SwiftIdentifier.lowerCamel(id) == expected)
    }

    @Test(arguments: [("settings", "Settings"), ("onboarding.checklist", "OnboardingChecklist"), ("2fa", "_2fa"), ("wi-fi", "WiFi")])
    func upperCamel(id: String, expected: String) {
        #expect(SwiftName.upperCamel(id) == expected)
    }

    @Test func keywordsGetBackticksAndReservedNamesAnUnderscore() {
        var scope = SwiftIdentifier.Scope(fallback: "row")
        #expect(scope.name(for: "default") == "`default`")
        #expect(scope.name(for: "class") == "`class`")
        #expect(scope.name(for: "in") == "`in`")
        #expect(scope.name(for: "self") == "self_")
        #expect(scope.name(for: "init") == "init_")
        #expect(scope.name(for: "rawValue") == "rawValue_")
        #expect(scope.name(for: "allCases") == "allCases_")
        #expect(scope.name(for: "none") == "none_")
        #expect(scope.name(for: "Type") == "type")
    }

    @Test func collisionsAreNumberedInOrder() {
        var scope = SwiftIdentifier.Scope(fallback: "row")
        let names = ["wi-fi", "wi.fi", "Wi_Fi", "wiFi2", "_", "-", "2fa", "_2fa"].map { scope.name(for: $0) }
        #expect(names == ["wiFi", "wiFi2", "wiFi3", "wiFi22", "row", "row2", "_2fa", "_2fa2"])
        var again = SwiftIdentifier.Scope(fallback: "row")
        #expect(["wi-fi", "wi.fi", "Wi_Fi", "wiFi2", "_", "-", "2fa", "_2fa"].map { again.name(for: $0) } == names)
    }

    /// 20,000 ids that all read as `a` (`a`, `a-`, `-a_`, …): each is named after trying
    /// O(1) candidates on average (the next free suffix is kept per base name), not all the
    /// names before it, so naming them is linear. Counts candidates, not time.
    @Test func manyCollisionsTryLinearlyManyCandidates() {
        var scope = SwiftIdentifier.Scope(fallback: "row")
        let count = 20_000
        let ids = (0..<count).map { index in String(repeating: "-", count: index % 3) + "a" + String(repeating: "_", count: index / 3) }
        let names = ids.map { scope.name(for: $0) }
        #expect(names.prefix(4) == ["a", "a2", "a3", "a4"])
        #expect(Set(names).count == count)
        #expect(scope.candidatesTried <= 3 * count, "\(scope.candidatesTried) candidates for \(count) names")
        // Literal names in the way are still skipped, in order.
        var mixed = SwiftIdentifier.Scope(fallback: "row")
        #expect(["a2", "a", "a-", "a-", "a3", "a_"].map { mixed.name(for: $0) } == ["a2", "a", "a3", "a4", "a32", "a5"])
    }

    @Test func claimedAndScopeReservedNamesAreAvoided() {
        var scope = SwiftIdentifier.Scope(fallback: "cell", reserved: ["title"])
        scope.claim("standard")
        #expect(scope.name(for: "Standard") == "standard2")
        #expect(scope.name(for: "title") == "title_")
        #expect(scope.name(for: "--") == "cell")
    }

    @Test(arguments: [("Settings", true), ("_Private2", true), ("2fa", false), ("a-b", false), ("class", false), ("_", false), ("", false), ("Ünï", false)])
    func plainIdentifiers(name: String, valid: Bool) {
        #expect(SwiftName.isPlainIdentifier(name) == valid)
    }
}
