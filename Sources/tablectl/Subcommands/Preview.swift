import ArgumentParser
import TableSpec

extension TableCtl {
    /// `tablectl preview`: the specs drawn live in a browser, served on 127.0.0.1.
    struct Preview: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "preview", abstract: "Serve live drawings of specs to a browser, on 127.0.0.1 only.",
            discussion: "Prints 'preview: http://127.0.0.1:PORT/'; Ctrl-C ends it. See docs/preview.md.")
        @Argument(help: ArgumentHelp("Spec files or directories to serve.", valueName: "path")) var paths: [String]
        @Option(help: ArgumentHelp("The port to listen on (default 0: a free one).", valueName: "n")) var port = 0
        @OptionGroup(title: "Limits") var limits: LimitOptions
        @OptionGroup(title: "Data and flags") var inputs: InputOptions
        func run() throws {
            do {
                try PreviewServer.serve(PreviewSite(specs: PreviewSpecs(paths: paths), limits: limits.limits, inputs: inputs.inputs()), port: port)
            } catch let error as PreviewError { ErrorOutput.error(error.message); throw ExitCode(ExitStatus.usage) }
        }
    }
}
