import TableSpecTestSupport

// Fuzz target 'json': the JSON parser on arbitrary bytes.
// Built and run by Fuzz/build.sh and Fuzz/run.sh (`make fuzz`); the work is FuzzBodies.json.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzMain.run(FuzzBodies.json, data, size)
}
