import ArgumentParser
import TableSpec

@main
struct TableCtl: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tablectl",
        abstract: "Validate, diff, render and export iOS table specs.",
        version: "0.1.0",
        subcommands: []
    )
}
