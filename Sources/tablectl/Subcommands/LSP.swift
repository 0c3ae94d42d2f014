import ArgumentParser
import TableSpec

extension TableCtl {
    /// `tablectl lsp`: the Language Server Protocol server, over standard input and output.
    struct LSP: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "lsp", abstract: "Serve the Language Server Protocol on standard input and output.",
            discussion: "For editors (docs/editors.md). Exits with 0 after 'shutdown' and 'exit', 1 otherwise.")

        func run() throws {
            let status = LanguageServer.run()
            if status != 0 { throw ExitCode(status) }
        }
    }
}
