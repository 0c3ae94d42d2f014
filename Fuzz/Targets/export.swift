import TableSpecTestSupport

// Fuzz target 'export': every exporter (ExporterList.all) on the decoded table; JSON and
// YAML exports must read back.
// Built and run by Fuzz/build.sh and Fuzz/run.sh (`make fuzz`); the work is FuzzBodies.export.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzMain.run(FuzzBodies.export, data, size)
}
