import AlertLabKit
import Testing

@testable import AlertLabTutor

@Suite struct ProseRendererTests {
  let styled: [ProseBlock] = [
    .paragraph([
      .text("Create a "), .code("UIAlertController"), .text(" with the "),
      .strong([.text("alert")]), .text(" style and "), .emphasis([.text("one")]),
      .text(" action, "), .strong([.emphasis([.text("now")])]), .text("."),
    ])
  ]

  @Test func inlineStylesWithoutColour() {
    #expect(
      ProseRenderer.render(styled, width: 100, color: false)
        == "Create a `UIAlertController` with the alert style and one action, now.")
  }

  @Test func inlineStylesWithColour() {
    #expect(
      ProseRenderer.render(styled, width: 100, color: true)
        == "Create a \u{1B}[36mUIAlertController\u{1B}[0m with the \u{1B}[1malert\u{1B}[0m style "
        + "and \u{1B}[3mone\u{1B}[0m action, \u{1B}[1;3mnow\u{1B}[0m.")
  }

  static let mixed = """
    An alert controller shows a *title* and a `message` in the middle of the screen. \
    标题和消息显示在警告框的中间，按钮在下面。按“好”关闭它。 Then tap **OK** to close it.
    """

  @Test func wrapsALongParagraphWithChineseAtForty() {
    let text = ProseRenderer.render(markdown: Self.mixed, width: 40, color: false)
    #expect(
      text == """
        An alert controller shows a title and a
        `message` in the middle of the screen.
        标题和消息显示在警告框的中间，按钮在下
        面。按“好”关闭它。 Then tap OK to close
        it.
        """)
    #expect(text.split(separator: "\n").map { DisplayWidth.of(String($0)) } == [39, 38, 38, 39, 3])
  }

  @Test func wrapsWithColourByVisibleWidth() {
    #expect(
      ProseRenderer.render(markdown: Self.mixed, width: 40, color: true) == """
        An alert controller shows a \u{1B}[3mtitle\u{1B}[0m and a
        \u{1B}[36mmessage\u{1B}[0m in the middle of the screen. 标
        题和消息显示在警告框的中间，按钮在下面。
        按“好”关闭它。 Then tap \u{1B}[1mOK\u{1B}[0m to close it.
        """)
  }

  @Test func styleSpanningALineBreakIsClosedOnEachLine() {
    let blocks: [ProseBlock] = [.paragraph([.emphasis([.text("one two three")])])]
    #expect(
      ProseRenderer.render(blocks, width: 8, color: true)
        == "\u{1B}[3mone two\u{1B}[0m\n\u{1B}[3mthree\u{1B}[0m")
  }

  @Test func aWordLongerThanTheLineStandsAlone() {
    let blocks: [ProseBlock] = [
      .paragraph([
        .text("See "), .code("presentViewController(_:animated:completion:)"), .text("."),
      ])
    ]
    #expect(
      ProseRenderer.render(blocks, width: 20, color: false)
        == "See\n`presentViewController(_:animated:completion:)`.")
  }

  /// A code line wider than the terminal is broken at spaces outside its strings, never
  /// inside a name or a string, each piece indented under the line it continues.
  @Test func codeBlocksAreIndentedAndBrokenBetweenWords() {
    let code = """
      let alert = UIAlertController(title: "DefaultStyle", message: "the default alert view style", preferredStyle: .alert)

      present(alert, animated: true)
          [alertController addAction:[UIAlertAction actionWithTitle:@"Cancel" style:UIAlertActionStyleCancel handler:nil]];
      """
    #expect(
      ProseRenderer.render([.code(language: "swift", code)], width: 40, color: false) == """
            let alert = UIAlertController(title:
                "DefaultStyle", message:
                "the default alert view style",
                preferredStyle: .alert)

            present(alert, animated: true)
                [alertController
                    addAction:[UIAlertAction
                    actionWithTitle:@"Cancel"
                    style:UIAlertActionStyleCancel
                    handler:nil]];
        """)
    // A piece with no space to break at is left whole.
    let long = String(repeating: "x", count: 50)
    #expect(
      ProseRenderer.render([.code(language: nil, long)], width: 40, color: false)
        == "    " + long)
    #expect(
      ProseRenderer.render([.code(language: nil, "x")], width: 40, color: true)
        == "    \u{1B}[36mx\u{1B}[0m")
  }

  @Test func listsHangUnderTheirMarkers() {
    let markdown = """
      - A bullet item that is long enough to wrap around the end of the line at forty.
      - Short.\\
        Broken line.

      9. Nine
      10. Ten, with a long text that wraps under the marker nicely.
      """
    #expect(
      ProseRenderer.render(markdown: markdown, width: 40, color: false) == """
        - A bullet item that is long enough to
          wrap around the end of the line at
          forty.
        - Short.
          Broken line.

         9. Nine
        10. Ten, with a long text that wraps
            under the marker nicely.
        """)
  }

  @Test func quotesAndHeadings() {
    let markdown = """
      ### Why

      > A quote that is also long enough to wrap at the given width of forty columns.
      >
      > Second paragraph.
      """
    #expect(
      ProseRenderer.render(markdown: markdown, width: 40, color: false) == """
        Why

        | A quote that is also long enough to
        | wrap at the given width of forty
        | columns.
        |
        | Second paragraph.
        """)
    #expect(
      ProseRenderer.render(markdown: "### Why", width: 40, color: true) == "\u{1B}[1mWhy\u{1B}[0m")
  }

  @Test func linksShowTheirWebAddress() {
    #expect(
      ProseRenderer.render(
        markdown: "Read [the reference](https://developer.apple.com/documentation/uikit) "
          + "or [the guide](Lessons/README.md).", width: 100, color: false)
        == "Read the reference (https://developer.apple.com/documentation/uikit) or the guide.")
  }

  @Test func rendersAHint() {
    #expect(
      ProseRenderer.render(
        markdown: "Pass *both* `title:` and `preferredStyle: .alert`.", width: 30, color: false)
        == "Pass both `title:` and\n`preferredStyle: .alert`.")
  }
}
