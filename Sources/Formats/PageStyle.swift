/// The one look of every static HTML page the tools write (report, compare, trace, show, run,
/// the testability matrix): a viewport that fits the device, text and code sized for a room,
/// long lines that wrap instead of scrolling sideways, columns that wrap into rows, and a
/// projector preset. Pages add their own rules after it.
///
/// Sizes: text 15 px and code 13 px on a laptop, 17/15 px from 1600 px wide, 20/16 px with the
/// projector preset: the page's URL with `#projector`, or the class `projector` on `<html>`
/// (for a page embedded by a server).
public enum PageStyle {
  /// The shared CSS, without the `<style>` tags.
  public static let css = """
    :root { --text: 15px; --code: 13px; --column: 30em; color: #222; background: #fff; }
    @media (min-width: 1600px) { :root { --text: 17px; --code: 15px; } }
    :root.projector, :root:has(#projector:target) { --text: 20px; --code: 16px; --column: 26em; }
    *, *::before, *::after { box-sizing: border-box; }
    body { font: var(--text)/1.45 system-ui, -apple-system, "Segoe UI", Helvetica, Arial, "Noto Sans", "Noto Sans CJK JP", sans-serif; margin: 0 auto; padding: 1em 1.5em; max-width: 120em; overflow-wrap: break-word; }
    pre, code, kbd, samp { font-family: ui-monospace, Menlo, Consolas, "DejaVu Sans Mono", "Noto Sans Mono", monospace; font-size: var(--code); }
    pre { white-space: pre-wrap; overflow-wrap: anywhere; line-height: 1.35; margin: 0.2em 0 0.6em; }
    table { border-collapse: collapse; max-width: 100%; }
    th, td { overflow-wrap: anywhere; }
    svg { max-width: 100%; height: auto; }
    svg text { font-family: system-ui, Helvetica, Arial, sans-serif; }
    .note { color: #555; }
    .columns { display: grid; gap: 0.8em 1.2em; align-items: start; grid-template-columns: repeat(auto-fit, minmax(min(100%, var(--column)), 1fr)); }
    .columns > * { min-width: 0; }
    """

  /// A whole page: the doctype, the head (charset, viewport, `title`, the shared CSS and then
  /// `style`), and `body`; `title` is escaped, `style` and `body` are HTML already.
  public static func page(title: String, style: String = "", body: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>\(MarkupEscaper.escape(title, inAttribute: false))</title>
    <style>
    \(css)
    \(style)
    </style>
    </head>
    <body>
    <a id="projector"></a>
    \(body)
    </body>
    </html>

    """
  }
}
