import TableSpecTestSupport

// Fuzz target 'render': every renderer (RendererList.all) on the decoded table.
// Built and run by Fuzz/build.sh and Fuzz/run.sh (`make fuzz`); the work is FuzzBodies.render.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    FuzzMain.run(FuzzBodies.render, data, size)
}
