import TableSpecTestSupport

/// The libFuzzer side of a target: the input as bytes, one ``FuzzBodies`` body, and a
/// trap (a crash libFuzzer saves and minimises) when the body reports a broken promise.
enum FuzzMain {
    static func run(_ body: ([UInt8]) -> [String], _ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
        let problems = body(bytes)
        if !problems.isEmpty {
            fatalError("fuzz: broken promises:\n" + problems.joined(separator: "\n"))
        }
        return 0
    }
}
