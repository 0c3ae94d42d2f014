import TableSpecTestSupport

// Fuzz target 'simulate': `tablectl simulate` on a spec and a script: the script decoded
// against the spec's table, then played through the runtime's reducer.
// Built and run by Fuzz/build.sh and Fuzz/run.sh (`make fuzz`); the work is FuzzBodies.simulate.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzMain.run(FuzzBodies.simulate, data, size)
}
