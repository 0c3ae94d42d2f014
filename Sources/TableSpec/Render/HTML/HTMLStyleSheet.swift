/// The CSS of the HTML drawing: iOS's system colours as custom properties, one set for
/// light and one for dark, and the table's layout. No fonts, images or anything else that
/// loads: the font is the platform's system font stack.
enum HTMLStyleSheet {
    /// iOS system colours (`systemGroupedBackground`, `secondarySystemGroupedBackground`,
    /// `label`, `secondaryLabel`, `tertiaryLabel`, `separator`, `systemBlue`, `systemRed`,
    /// `systemGreen`) and the diff's change colours.
    static let light = "--bg:#f2f2f7;--cell:#fff;--label:#000;--secondary:rgba(60,60,67,.6);--tertiary:rgba(60,60,67,.3);"
        + "--sep:rgba(60,60,67,.29);--tint:#007aff;--red:#ff3b30;--green:#34c759;--hover:#e5e5ea;"
        + "--ins:#e3f9e5;--del:#fde8e7;--upd:#fff4cc;--mov:#e8efff;--ins-fg:#1e7f35;--del-fg:#c4261d;--upd-fg:#8a6500;--mov-fg:#3355cc;color-scheme:light"
    static let dark = "--bg:#000;--cell:#1c1c1e;--label:#fff;--secondary:rgba(235,235,245,.6);--tertiary:rgba(235,235,245,.3);"
        + "--sep:rgba(84,84,88,.65);--tint:#0a84ff;--red:#ff453a;--green:#30d158;--hover:#2c2c2e;"
        + "--ins:#0f3a1c;--del:#471615;--upd:#3f340c;--mov:#16264a;--ins-fg:#5fdc7f;--del-fg:#ff7b72;--upd-fg:#f0c53a;--mov-fg:#8fa8ff;color-scheme:dark"

    /// The colours for `appearance`: both with a `prefers-color-scheme` query when nil.
    static func colors(_ appearance: RenderOptions.Appearance?) -> String {
        switch appearance {
        case .light: return ":root{" + light + "}\n"
        case .dark: return ":root{" + dark + "}\n"
        case nil: return ":root{" + light + "}\n@media (prefers-color-scheme:dark){:root{" + dark + "}}\n"
        }
    }

    /// The whole style sheet for `appearance`.
    static func css(_ appearance: RenderOptions.Appearance?) -> String {
        colors(appearance) + layout
    }

    /// Layout: a centred column (at most 720px wide) of sections; rows as flex lines, 44pt
    /// high at least; separators inset past the indentation; kinds, accessories, editing
    /// controls, the section index on the right edge, ids on hover.
    static let layout = """
        *{box-sizing:border-box}
        html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
        body{margin:0;background:var(--bg);color:var(--label);font:17px/1.3 -apple-system,BlinkMacSystemFont,"SF Pro Text",system-ui,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
        .table{position:relative;max-width:720px;margin:0 auto;padding:0 0 32px}
        .s-plain{background:var(--cell)}
        .table>h1{font-size:17px;font-weight:600;text-align:center;margin:0;padding:14px 40px;overflow-wrap:anywhere}
        .section{margin:0 0 30px}
        .component{margin:0;padding:4px 16px;font:11px/1.3 ui-monospace,SFMono-Regular,Menlo,monospace;color:var(--tertiary);border-top:1px dashed var(--tertiary)}
        .s-plain .section{margin:0}
        .section>h2{font-size:13px;font-weight:400;letter-spacing:.02em;color:var(--secondary);margin:0;padding:6px 16px 7px;overflow-wrap:anywhere}
        .s-insetGrouped .section>h2,.s-insetGrouped .footer{padding-left:36px;padding-right:36px}
        .s-plain .section>h2{position:sticky;top:0;z-index:1;letter-spacing:0;font-size:15px;font-weight:600;color:var(--label);background:var(--bg);padding:4px 16px}
        .rows{list-style:none;margin:0;padding:0;background:var(--cell)}
        .s-insetGrouped .rows{margin:0 16px;border-radius:10px;overflow:hidden}
        .s-grouped .rows,.s-plain .rows{border-top:.5px solid var(--sep);border-bottom:.5px solid var(--sep)}
        .s-plain .rows{border-top:0}
        .row{position:relative;display:flex;flex-wrap:wrap;align-items:center;column-gap:8px;min-height:44px;padding:6px 16px}
        .row+.row::before{content:"";position:absolute;top:0;right:0;left:calc(16px + var(--i,0)*15px);border-top:.5px solid var(--sep)}
        .row:hover{background:var(--hover)}
        .row:hover::after{content:"#" attr(data-id);position:absolute;right:6px;bottom:1px;max-width:60%;overflow:hidden;white-space:nowrap;text-overflow:ellipsis;font:11px ui-monospace,Menlo,monospace;color:var(--secondary)}
        .content{flex:1 1 0;min-width:0;display:flex;flex-wrap:nowrap;align-items:baseline;column-gap:8px;margin-left:calc(var(--i,0)*15px)}
        .title{flex:1 1 auto;min-width:0;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
        .detail{flex:0 1 auto;min-width:0;max-width:60%;margin-left:auto;color:var(--secondary);overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
        .type,.id{flex:none;max-width:40%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;color:var(--tertiary);font-size:13px}
        .type{font-style:italic}
        h1 .id,h2 .id,h2 .type{margin-left:6px}
        .has-index{padding-right:20px}
        .id{font-family:ui-monospace,Menlo,monospace;font-size:12px}
        .k-subtitle .content{flex-wrap:wrap}
        .k-subtitle .title{flex:0 1 auto}
        .k-subtitle .detail{order:3;flex:1 0 100%;max-width:100%;margin:0;font-size:13px}
        .k-value2 .title{flex:0 0 30%;text-align:right;color:var(--tint);font-size:15px}
        .k-value2 .detail{order:1;flex:1 1 0;max-width:none;margin:0;color:var(--label);font-size:15px}
        .k-value2 .type,.k-value2 .id{order:2}
        .k-button .content,.k-footerFinish .content{justify-content:center}
        .k-button .title,.k-footerFinish .title{flex:0 1 auto;text-align:center}
        .k-button .title{color:var(--tint)}
        .k-footerFinish .title{color:var(--secondary);font-size:15px}
        .k-headerLead{padding-top:14px;padding-bottom:14px}
        .k-headerLead .title{font-size:22px;font-weight:700}
        .acc,.handle{flex:none;color:var(--tertiary);font-size:20px;line-height:1}
        .acc-check,.acc-info{color:var(--tint)}
        .acc-info{display:inline-flex;align-items:center;justify-content:center;width:22px;height:22px;border:1.5px solid;border-radius:50%;font:italic 600 14px Georgia,"Times New Roman",serif}
        .acc-check{font-size:17px;font-weight:600}
        .icon{flex:none;display:inline-flex;align-items:center;justify-content:center;width:29px;height:29px;margin-right:4px;border-radius:7px;background:var(--tint);color:#fff;font-size:15px;font-weight:600}
        .destructive .title{color:var(--red)}
        .switch{flex:none;position:relative;width:51px;height:31px;border-radius:16px;background:rgba(120,120,128,.24)}
        .switch::after{content:"";position:absolute;top:2px;left:2px;width:27px;height:27px;border-radius:50%;background:#fff;box-shadow:0 2px 4px rgba(0,0,0,.2)}
        .switch.on{background:var(--green)}
        .switch.on::after{left:22px}
        .ctl{flex:none;display:inline-flex;align-items:center;justify-content:center;width:22px;height:22px;border-radius:50%;color:#fff;font-weight:700;line-height:1}
        .ctl-delete{background:var(--red)}
        .ctl-insert{background:var(--green)}
        .swipes{order:9;flex:1 0 100%;display:flex;flex-wrap:wrap;gap:4px;padding:4px 0 0 30px;font-size:12px;color:var(--secondary)}
        .swipe{padding:1px 8px;border-radius:8px;background:var(--bg);color:var(--label)}
        .swipe.destructive{background:var(--red);color:#fff}
        .footer{margin:0;padding:7px 16px 0;font-size:13px;color:var(--secondary);overflow-wrap:anywhere}
        .s-plain .footer{padding-bottom:8px}
        .index{position:fixed;right:2px;top:50%;transform:translateY(-50%);z-index:2;list-style:none;margin:0;padding:0;max-width:2.5em;text-align:center;font-size:11px;font-weight:600;line-height:1.35;color:var(--tint)}
        .index li{overflow:hidden;white-space:nowrap}
        @media (max-width:420px){.s-insetGrouped .rows{margin:0 12px}.s-insetGrouped .section>h2,.s-insetGrouped .footer{padding-left:28px;padding-right:28px}}

        """
}
