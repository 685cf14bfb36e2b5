/// What the `alertlab` binary prints for the input the end-to-end tests give it, in one
/// place.
enum Expected {
  /// Piped into the binary: statements on one line and over two, an empty line, and a
  /// Hindi name.
  static let pipedInput = """
    let title = "删除照片"
    let alert = UIAlertController(title: title,
      message: nil, preferredStyle: .alert)
    alert.addAction(UIAlertAction(title: "OK", style: .default))

    let हिन्दी = 1
    """

  /// Everything the binary writes to standard output for `pipedInput`.
  static let pipedOutput = """
    title: String = "删除照片"
    alert: UIAlertController = <UIAlertController: 0x600000c04000 title: "删除照片" style: .alert actions: 0>
    हिन्दी: Int = 1

    """

  /// Input that ends in the middle of a statement (no newline at the end either): it is
  /// submitted as it is, and the session reports it as the compiler would.
  static let unfinishedInput = "alert.addAction(\n  action"
  static let unfinishedOutput = """
    <stdin>:2:9: error: expected ')' in expression list
      action
            ^
            )
    <stdin>:1:16: note: to match this opening '('
    alert.addAction(
                   ^

    """

  /// A statement typed on one line at the prompt, and what the shell prints for it.
  static let typedLine = "let answer = 42"
  static let typedLineOutput = "answer: Int = 42\n"

  /// A statement typed over two lines (the first leaves a parenthesis open).
  static let multiLineStatement = ["let total = (1 +", "2)"]
  static let multiLineOutput = "total: Int = 3\n"

  /// A statement pasted in one go, three lines.
  static let pastedStatement = ["let words = [", "  \"a\",", "  \"b\"]"]
  static let pastedOutput = "words: [String] = [\"a\", \"b\"]\n"

  /// A statement with Chinese and Hindi text, as it reads once typed and edited.
  static let unicodeStatement = "let title = \"删除照片\" + \"हिन्दी\""
  static let unicodeOutput = "title: String = \"删除照片हिन्दी\"\n"
}
