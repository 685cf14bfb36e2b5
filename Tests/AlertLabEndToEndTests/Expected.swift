/// What the `alertlab` binary prints for the input the end-to-end tests give it, in one
/// place. The texts are today's placeholder `Session` (it echoes each statement); when the
/// interpreter-backed `Session` lands, update them here and nowhere else.
enum Expected {
  /// Piped into the binary, one statement per line, one over two lines, and a meta-command.
  static let pipedInput = """
    let title = "删除照片"
    :help
    alert.addAction(
      UIAlertAction(title: "OK", style: .default))

    let हिन्दी = 1
    """

  /// Everything the binary writes to standard output for `pipedInput`.
  static let pipedOutput = """
    echo: let title = "删除照片"
    echo: :help
    echo: alert.addAction(
      UIAlertAction(title: "OK", style: .default))
    echo: let हिन्दी = 1

    """

  /// Input that ends in the middle of a statement (no newline at the end either): it is
  /// submitted as it is, for the session to report.
  static let unfinishedInput = "alert.addAction(\n  action"
  static let unfinishedOutput = "echo: alert.addAction(\n  action\n"

  /// A statement typed on one line at the prompt, and what the shell prints for it.
  static let typedLine = "let answer = 42"
  static let typedLineOutput = "echo: let answer = 42\n"

  /// A statement typed over two lines (the first leaves a parenthesis open).
  static let multiLineStatement = ["foo(", "1)"]
  static let multiLineOutput = "echo: foo(\n1)\n"

  /// A statement pasted in one go, three lines.
  static let pastedStatement = [
    "let sheet = UIAlertController(", "  title: nil,", "  message: nil)",
  ]
  static let pastedOutput = "echo: let sheet = UIAlertController(\n  title: nil,\n  message: nil)\n"

  /// A statement with Chinese and Hindi text, as it reads once typed and edited.
  static let unicodeStatement = "let title = \"删除照片\" + \"हिन्दी\""
  static let unicodeOutput = "echo: let title = \"删除照片\" + \"हिन्दी\"\n"
}
