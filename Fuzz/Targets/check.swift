import TableSpecTestSupport

// Fuzz target 'check': `tablectl validate` on one file: load, decode, every rule, suppressions.
// Built and run by Fuzz/build.sh and Fuzz/run.sh (`make fuzz`); the work is FuzzBodies.check.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzMain.run(FuzzBodies.check, data, size)
}
