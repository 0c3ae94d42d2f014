/// The runtime model and diff (`Sources/TableSpecRuntime`): tables, sections, rows, kinds,
/// heights, editing, actions, the id diff and its staged changeset. `TableSpec` builds on
/// the same types rather than a copy, and re-exports them, so `import TableSpec` is enough
/// for tools while apps link only `TableSpecRuntime`.
@_exported import TableSpecRuntime
