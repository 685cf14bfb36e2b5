import CEditLine
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// libedit's readline-compatible editor on the terminal: Emacs-style keys (or whatever
/// `~/.editrc` binds: libedit reads it when it starts), history, and Tab completion.
enum LineEditor {
  /// What one `read` gave.
  enum Input: Equatable {
    /// A line, without its newline (it contains newlines when a multi-line history entry
    /// was recalled).
    case line(String)
    /// Ctrl-C: the line being typed is dropped.
    case interrupted
    /// Ctrl-D on an empty line, or the terminal is gone.
    case endOfInput
  }

  /// Sets libedit up. `rl_initialize` reads `~/.editrc` under the name `alertlab`, so a
  /// learner can bind keys for this program alone (`alertlab:bind ...`).
  static func start() {
    if let programName { alertlab_set_readline_name(programName) }
    rl_initialize()
    // libedit's extended command (`ESC x` in emacs mode, `:` in vi command mode) crashes
    // the libedit of Debian 12 (3.1-20221030) when the command line is left with ESC after
    // a quote: those keys do nothing here, whatever ~/.editrc said.
    for binding in Self.unsafeBindings { _ = rl_parse_and_bind(binding) }
    Completion.install()
  }

  /// The key bindings that remove libedit's extended command.
  static let unsafeBindings = [
    "bind ^[x ed-unassigned", "bind ^[X ed-unassigned", "bind -a : ed-unassigned",
  ]

  /// Text to place on the next line before the learner edits it (`:solution`).
  static let prefill = Mutex<String?>(nil)

  /// libedit's event hook, installed for one line: libedit calls it in raw mode while it
  /// waits for a key, after it has cleared the line (text inserted before that is lost). The
  /// hook types the waiting text into the terminal's input queue (TIOCSTI), as if the learner
  /// had typed it, then removes itself so libedit reads keys (UTF-8 included) its own way. A
  /// statement over several lines arrives as typed, its last line left open to edit. Where
  /// the system refuses TIOCSTI, the hook just waits for a key: the text is also in the
  /// history, one up-arrow away.
  static let placeInitialText: @convention(c) () -> Int32 = {
    if let text = LineEditor.prefill.withLock({ value -> String? in
      defer { value = nil }
      return value
    }) {
      var typed = true
      for var byte in Array(text.utf8) where typed {
        if byte == UInt8(ascii: "\n") { byte = UInt8(ascii: "\r") }
        typed = ioctl(STDIN_FILENO, UInt(TIOCSTI), &byte) == 0
      }
      if typed {
        alertlab_set_event_hook(nil)
        return 0
      }
    }
    var request = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    let ready = poll(&request, 1, -1)
    if ready > 0 || Signals.interrupted.load(ordering: .relaxed) {
      alertlab_set_event_hook(nil)
    }
    return 0
  }

  /// Shows `prompt` and reads one line, starting with `initialText` on it when given.
  static func read(prompt: String, initialText: String? = nil) -> Input {
    prefill.withLock { $0 = initialText }
    alertlab_set_event_hook(initialText == nil ? nil : LineEditor.placeInitialText)
    Signals.interrupted.store(false, ordering: .relaxed)
    let pointer = readline(markingEscapeSequences(in: prompt))
    defer { free(pointer) }
    if Signals.interrupted.exchange(false, ordering: .relaxed) { return .interrupted }
    guard let pointer else { return .endOfInput }
    return .line(String(cString: pointer))
  }

  /// `prompt` with each terminal escape sequence (colour, bold) between two `\u{1}`
  /// characters, libedit's mark for text that takes no room on the screen: without it a
  /// coloured prompt puts the cursor in the wrong column.
  static func markingEscapeSequences(in prompt: String) -> String {
    var marked = String.UnicodeScalarView()
    var scalars = prompt.unicodeScalars[...]
    while let scalar = scalars.popFirst() {
      guard scalar == "\u{1B}", scalars.first == "[" else {
        marked.append(scalar)
        continue
      }
      var sequence = String.UnicodeScalarView([scalar, scalars.removeFirst()])
      while let part = scalars.popFirst() {
        sequence.append(part)
        if (0x40...0x7E).contains(part.value) { break }
      }
      marked.append("\u{1}")
      marked.append(contentsOf: sequence)
      marked.append("\u{1}")
    }
    return String(marked)
  }

  /// The name libedit reads `~/.editrc` sections under; it keeps the pointer.
  nonisolated(unsafe) private static let programName: UnsafePointer<CChar>? = UnsafePointer(
    strdup("alertlab"))
}
