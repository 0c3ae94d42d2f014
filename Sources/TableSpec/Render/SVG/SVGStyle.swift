/// The colours and text styles of the SVG drawing, as a `<style>` element of class rules:
/// iOS's system colours in light or dark (light when no appearance is asked for: a picture
/// in a pull request has no viewer preference to follow reliably).
enum SVGStyle {
    struct Palette {
        var background, cell, label, secondary, tertiary, separator, tint, red, green, hover, switchOff: String
        var inserted, deleted, updated, moved: String
        var insertedText, deletedText, updatedText, movedText: String
    }

    static let light = Palette(
        background: "#f2f2f7", cell: "#ffffff", label: "#000000", secondary: "#3c3c4399", tertiary: "#3c3c434d",
        separator: "#c6c6c8", tint: "#007aff", red: "#ff3b30", green: "#34c759", hover: "#e5e5ea", switchOff: "#e9e9eb",
        inserted: "#e3f9e5", deleted: "#fde8e7", updated: "#fff4cc", moved: "#e8efff",
        insertedText: "#1e7f35", deletedText: "#c4261d", updatedText: "#8a6500", movedText: "#3355cc")

    static let dark = Palette(
        background: "#000000", cell: "#1c1c1e", label: "#ffffff", secondary: "#ebebf599", tertiary: "#ebebf54d",
        separator: "#38383a", tint: "#0a84ff", red: "#ff453a", green: "#30d158", hover: "#2c2c2e", switchOff: "#39393d",
        inserted: "#0f3a1c", deleted: "#471615", updated: "#3f340c", moved: "#16264a",
        insertedText: "#5fdc7f", deletedText: "#ff7b72", updatedText: "#f0c53a", movedText: "#8fa8ff")

    static func palette(_ appearance: RenderOptions.Appearance?) -> Palette {
        appearance == .dark ? dark : light
    }

    /// The `<style>` element: fills for shapes (`bg`, `cell`, `sep`…), text colours
    /// (`lbl`, `sec`, `ter`, `tint`…), sizes (`f12`…`f22`) and weights.
    static func element(_ p: Palette) -> String {
        """
        <style>
        text{font-family:-apple-system,BlinkMacSystemFont,"SF Pro Text",system-ui,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;white-space:pre}
        .bg{fill:\(p.background)}.cell{fill:\(p.cell)}.sep{stroke:\(p.separator);stroke-width:0.5}
        .lbl{fill:\(p.label)}.sec{fill:\(p.secondary)}.ter{fill:\(p.tertiary)}.tint{fill:\(p.tint)}.white{fill:#ffffff}
        .red{fill:\(p.red)}.green{fill:\(p.green)}.swoff{fill:\(p.switchOff)}.b{font-weight:600}.bb{font-weight:700}.it{font-style:italic}
        .mono{font-family:ui-monospace,Menlo,Consolas,monospace}.serif{font-family:Georgia,"Times New Roman",serif;font-style:italic;font-weight:600}
        .ring{fill:none;stroke:\(p.tint);stroke-width:1.5}
        .f11{font-size:11px}.f12{font-size:12px}.f13{font-size:13px}.f15{font-size:15px}.f17{font-size:17px}.f20{font-size:20px}.f22{font-size:22px}
        .ins{fill:\(p.inserted)}.del{fill:\(p.deleted)}.upd{fill:\(p.updated)}.mov{fill:\(p.moved)}
        .ins-fg{fill:\(p.insertedText)}.del-fg{fill:\(p.deletedText)}.upd-fg{fill:\(p.updatedText)}.mov-fg{fill:\(p.movedText)}
        .link{fill:none;stroke:\(p.movedText);stroke-width:1.5;stroke-dasharray:4 3}
        .arrowhead{fill:\(p.movedText)}
        </style>

        """
    }
}
