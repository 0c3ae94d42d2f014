/// Every renderer `tablectl render --format` offers, in one list sorted by identifier.
/// A new format is a `Renderer` in its own file, added here.
public enum RendererList {
    /// The renderers, sorted by ``Renderer/identifier``.
    public static let all: [any Renderer.Type] = [HTMLRenderer.self, SVGRenderer.self, TextRenderer.self]

    /// The renderer whose identifier is `name`, if any. O(renderers).
    public static func renderer(named name: String) -> (any Renderer.Type)? {
        all.first { $0.identifier == name }
    }

    /// `text (the table drawn …)`, for `--help`: each identifier with its summary.
    public static var helpText: String {
        FormatHelp.list(all)
    }
}

