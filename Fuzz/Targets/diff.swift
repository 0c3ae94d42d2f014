import TableSpecTestSupport

// Fuzz target 'diff': `tablectl diff` of two specs (the input split at
// FuzzBodies.separator); the changeset must reproduce the new table.
// Built and run by Fuzz/build.sh and Fuzz/run.sh (`make fuzz`); the work is FuzzBodies.diff.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzMain.run(FuzzBodies.diff, data, size)
}
