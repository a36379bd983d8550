// The `html` format: one self-contained inspector page (docs/cli.md, "The inspector
// page"). The data (InspectorData) sits in a `<script type="application/json">`, the
// drawing and the panels are the page's own script (InspectorScript.swift); nothing is
// loaded from anywhere, and the Content-Security-Policy forbids it: only the server of
// `layoutspec serve` may be asked for updates and derivations (`connect-src 'self'`).

public enum InspectorPage {
  /// The page for `data` (InspectorData's JSON). `live`: the page listens for updates
  /// from the server that sent it (Server-Sent Events on its `events` route). `links`:
  /// the pages of the other files served, as (title, path).
  public static func html(
    data: String, title: String, live: Bool, links: [(String, String)] = []
  ) -> String {
    var page = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
    page += "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; "
    page += "style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:; "
    page += "connect-src 'self'\">\n"
    page += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
    page += "<title>layoutspec: " + XMLText.escaped(title) + "</title>\n"
    page += "<style>\n" + style + "</style>\n</head>\n<body>\n" + body
    if !links.isEmpty {
      page += "<nav id=\"files\">other files: "
      page += links.map { "<a href=\"\(XMLText.escaped($1))\">\(XMLText.escaped($0))</a>" }
        .joined(separator: " ")
      page += "</nav>\n"
    }
    page += "<script type=\"application/json\" id=\"layoutspec-data\">"
    page += embeddable(data) + "</script>\n"
    page += "<script>\nconst LIVE = " + (live ? "true" : "false") + ";\n"
    page += InspectorScript.source + "</script>\n</body>\n</html>\n"
    return page
  }

  /// JSON safe inside a `<script>` element: `<` only ever occurs inside JSON strings,
  /// where `\u003c` means the same, so no `</script>` or `<!--` can end or confuse it.
  static func embeddable(_ json: String) -> String {
    guard json.utf8.contains(UInt8(ascii: "<")) else { return json }
    // Byte by byte: `<` is one byte in UTF-8 and in no other character's bytes.
    var bytes: [UInt8] = []
    bytes.reserveCapacity(json.utf8.count + 64)
    for byte in json.utf8 {
      if byte == UInt8(ascii: "<") {
        bytes.append(contentsOf: "\\u003c".utf8)
      } else {
        bytes.append(byte)
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static let body = """
    <header>
      <strong id="file"></strong>
      <nav id="variants" aria-label="variants" hidden></nav>
      <nav id="tabs" aria-label="sizes"></nav>
      <label class="slider">width <input type="range" id="slider" min="0" max="0" value="0">
        <output id="width"></output></label>
      <button type="button" id="given" title="the layout at the size as given">as given</button>
      <span id="status"></span>
    </header>
    <div id="problem" role="alert" hidden></div>
    <main>
      <section id="canvas"><svg id="picture" xmlns="http://www.w3.org/2000/svg"></svg></section>
      <aside>
        <div id="tree" role="tree"></div>
        <div id="details"></div>
      </aside>
    </main>

    """

  private static let style = """
    * { box-sizing: border-box; }
    body { margin: 0; font: 13px/1.4 system-ui, -apple-system, Helvetica, Arial, sans-serif;
      color: #1f2328; background: #f6f7f9; height: 100vh; display: flex; flex-direction: column; }
    header { display: flex; flex-wrap: wrap; gap: 12px; align-items: center; padding: 8px 12px;
      background: #fff; border-bottom: 1px solid #d0d7de; }
    nav button, #given { font: inherit; border: 1px solid #d0d7de; background: #f6f8fa;
      border-radius: 6px; padding: 2px 10px; cursor: pointer; }
    nav button[aria-selected="true"], #given.on { background: #0969da; color: #fff;
      border-color: #0969da; }
    #variants span { color: #57606a; margin-right: 4px; }
    #variants { padding-right: 12px; border-right: 1px solid #d0d7de; }
    .slider { display: flex; gap: 6px; align-items: center; }
    .slider input { width: 240px; }
    #status { color: #57606a; }
    #files { padding: 4px 12px; background: #fff; border-bottom: 1px solid #d0d7de; }
    #files a { margin-right: 12px; }
    #problem { background: #ffebe9; color: #82071e; border-bottom: 1px solid #ff8182;
      padding: 8px 12px; white-space: pre-wrap; font-family: ui-monospace, Menlo, monospace; }
    main { flex: 1; display: flex; min-height: 0; }
    #canvas { flex: 1; overflow: auto; padding: 16px; }
    #picture { background: #fff; box-shadow: 0 0 0 1px #d0d7de; }
    aside { width: 360px; display: flex; flex-direction: column; border-left: 1px solid #d0d7de;
      background: #fff; min-height: 0; }
    #tree { flex: 1; overflow: auto; padding: 6px 0; font-family: ui-monospace, Menlo, monospace;
      font-size: 12px; }
    .row { padding: 1px 8px; white-space: nowrap; cursor: pointer; }
    .row:hover, .row.hover { background: #eaeef2; }
    .row.selected { background: #ddf4ff; box-shadow: inset 3px 0 #0969da; }
    .row.absent { color: #8c959f; }
    .row .class { color: #8c959f; }
    #details { border-top: 1px solid #d0d7de; padding: 8px 12px; min-height: 150px;
      max-height: 45%; overflow: auto; }
    #details dt { color: #57606a; }
    #details dd { margin: 0 0 4px 0; font-family: ui-monospace, Menlo, monospace;
      font-size: 12px; word-break: break-word; }
    #why { margin-top: 8px; font-family: ui-monospace, Menlo, monospace; font-size: 11px; }
    #why .why-heading, #why .why-note { color: #57606a; font-family: system-ui, sans-serif;
      font-size: 13px; }
    #why .why-step { padding: 1px 0 1px 12px; text-indent: -12px; word-break: break-word; }
    #why .why-command { user-select: all; background: #f6f8fa; border: 1px solid #d0d7de;
      border-radius: 4px; padding: 2px 6px; word-break: break-all; }
    #why .why-problem { color: #82071e; white-space: pre-wrap; }
    svg text { pointer-events: none; }

    """
}
