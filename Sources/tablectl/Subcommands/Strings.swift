import ArgumentParser
import TableSpec

extension TableCtl {
    /// `tablectl strings`: add the specs' keys to a String Catalog.
    struct Strings: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "strings",
            abstract: "Add every string key of the specs to a String Catalog (.xcstrings) or .strings file.",
            discussion: """
                Each spec is loaded as render does (errors stop it). Keys the catalog lacks \
                are added with their comments, where Xcode sorts them; every translation and \
                the catalog's formatting are kept; nothing is written when no key is new. \
                A .strings file (en.lproj/Settings.strings) gets the keys it lacks appended, \
                every byte already there kept. See docs/localization.md.

                Example:
                  tablectl strings specs/settings.yaml --catalog specs/Settings.xcstrings
                """)

        @Argument(help: ArgumentHelp("The spec files.", valueName: "file"))
        var files: [String]

        @Option(help: ArgumentHelp("The catalog to add to (created when missing).", valueName: "path"))
        var catalog: String

        @OptionGroup
        var io: SpecIOOptions

        func run() throws {
            let tables = try files.map { file -> Table in
                let (table, _, spec) = try SpecUse.table(io.input(file), for: .strings, io: io)
                return spec.unexpanded ?? table
            }
            StandardStreams.writeError(try CatalogUpdate.update(catalog: catalog, with: tables, limits: io.limits.limits).summary + "\n")
        }
    }
}
