/// Finds repeated ids in one pass: remembers where each id was first seen and reports
/// every later use with a related location at the first. O(n) expected.
struct DuplicateFinder<Place> {
    private var firstSeen: [String: Place] = [:]

    /// The place `id` was first seen, or nil (and `place` is remembered) when this is the
    /// first time. Empty ids are ignored: the decoder has reported them already.
    mutating func firstUse(of id: String, at place: Place) -> Place? {
        guard !id.isEmpty else { return nil }
        if let first = firstSeen[id] { return first }
        firstSeen[id] = place
        return nil
    }
}
