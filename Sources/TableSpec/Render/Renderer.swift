/// One way of drawing a table for people: text for a terminal, an HTML page, an SVG
/// picture. Renderers take the decoded model, never raw YAML, and give the same bytes for
/// the same model and options. Every string from the spec is untrusted: each renderer
/// escapes or neutralises it for its medium (markup, control and escape characters).
public protocol Renderer: OutputFormat {
    /// The drawing of `table`.
    static func render(_ table: Table, options: RenderOptions) -> String
}

/// How to draw.
public struct RenderOptions: Hashable, Sendable {
    /// Light or dark; nil: follow the viewer (`prefers-color-scheme` in HTML, light in SVG).
    public enum Appearance: String, Hashable, Sendable, CaseIterable {
        case light, dark
    }

    /// Columns for text (the terminal width, else 80); HTML and SVG ignore it (an SVG is
    /// always 390 points wide, an iPhone's width, so the picture never depends on the
    /// terminal).
    public var width: Int
    /// Light or dark colours (HTML, SVG); nil follows the viewer.
    public var appearance: Appearance?
    /// ANSI colour and emphasis in text.
    public var color: Bool
    /// Only ASCII characters in text (`>` for `›`, `+` for box corners…).
    public var ascii: Bool
    /// Show editing controls (delete ⊖, insert ⊕, reorder ≡) and list swipe actions.
    public var editing: Bool
    /// Print row and section ids.
    public var showIDs: Bool
    /// The source file's name, for titles and comments.
    public var sourceName: String?
    /// For a composite, where each section was written: HTML marks where each file's
    /// sections start.
    public var sectionMap: SectionMap?

    /// Options with every setting at its default unless given: 80 columns, no colour,
    /// Unicode, no editing controls, no ids.
    public init(
        width: Int = 80, appearance: Appearance? = nil, color: Bool = false, ascii: Bool = false,
        editing: Bool = false, showIDs: Bool = false, sourceName: String? = nil, sectionMap: SectionMap? = nil
    ) {
        self.width = width
        self.appearance = appearance
        self.color = color
        self.ascii = ascii
        self.editing = editing
        self.showIDs = showIDs
        self.sourceName = sourceName
        self.sectionMap = sectionMap
    }
}
