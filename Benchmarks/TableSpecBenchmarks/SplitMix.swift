/// A small deterministic generator (SplitMix64), independent of the platform's random
/// source, so generated specs are the same bytes on every machine.
struct SplitMix {
    var state: UInt64

    /// A number in `0..<bound`.
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }

    /// Row and section titles the generators draw from.
    static let titles = [
        "Wi-Fi", "Bluetooth", "Cellular", "Personal Hotspot", "Notifications", "Sounds",
        "Focus", "Screen Time", "General", "Display", "Wallpaper", "Privacy", "Battery",
        "Passwords", "Mail", "Contacts", "Calendar", "Notes", "Reminders", "Messages",
    ]
}
