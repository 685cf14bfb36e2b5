#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Facts about the terminal the program runs in, and the choices that follow from them.
enum Terminal {
  /// How `--color` was spelled on the command line.
  enum ColorChoice: String, CaseIterable, Sendable {
    case auto, always, never
  }

  /// `--color` was given a value other than `auto`, `always` or `never`.
  struct InvalidColorChoice: Error, Equatable, CustomStringConvertible {
    var value: String
    var description: String {
      "--color takes auto, always or never, not '\(value)'"
    }
  }

  /// True when `fileDescriptor` is a terminal (a tty or a pseudo-terminal).
  static func isTerminal(_ fileDescriptor: Int32) -> Bool {
    isatty(fileDescriptor) == 1
  }

  /// The width in columns of the terminal on `fileDescriptor` (standard output by default),
  /// or nil when it is not a terminal or reports no width.
  static func terminalWidth(_ fileDescriptor: Int32 = STDOUT_FILENO) -> Int? {
    var size = winsize()
    guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else {
      return nil
    }
    return Int(size.ws_col)
  }

  /// The height in rows of the terminal on `fileDescriptor` (standard output by default),
  /// or nil when it is not a terminal or reports no height.
  static func terminalHeight(_ fileDescriptor: Int32 = STDOUT_FILENO) -> Int? {
    var size = winsize()
    guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_row > 0 else {
      return nil
    }
    return Int(size.ws_row)
  }

  /// Whether output should be coloured. `flag` is the value of `--color` (nil when absent,
  /// which means `auto`). `always` and `never` are obeyed as given; `auto` colours only when
  /// standard output is a terminal, `NO_COLOR` is unset or empty (https://no-color.org) and
  /// `TERM` is not `dumb`.
  static func colorEnabled(
    flag: String?,
    environment: [String: String],
    stdoutIsTerminal: Bool = Terminal.isTerminal(STDOUT_FILENO)
  ) throws(InvalidColorChoice) -> Bool {
    let choice: ColorChoice
    if let flag {
      guard let parsed = ColorChoice(rawValue: flag) else { throw InvalidColorChoice(value: flag) }
      choice = parsed
    } else {
      choice = .auto
    }
    switch choice {
    case .always: return true
    case .never: return false
    case .auto:
      if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
      if environment["TERM"] == "dumb" { return false }
      return stdoutIsTerminal
    }
  }

  /// Puts the C library's character type into a UTF-8 locale: the learner's own when it is
  /// one, otherwise C.UTF-8. Without it libedit drops every non-ASCII byte typed and
  /// `wcwidth` (display widths of Chinese or Hindi titles) knows only ASCII.
  /// Only `LC_CTYPE` changes: number formatting and messages stay as they were.
  @discardableResult
  static func useUTF8CharacterLocale() -> String? {
    if let name = setlocale(LC_CTYPE, "").map({ String(cString: $0) }), isUTF8(localeName: name) {
      return name
    }
    #if canImport(Darwin)
      let fallback = "UTF-8"
    #else
      let fallback = "C.UTF-8"
    #endif
    return setlocale(LC_CTYPE, fallback).map { String(cString: $0) }
  }

  static func isUTF8(localeName: String) -> Bool {
    let lowered = localeName.lowercased()
    return lowered.hasSuffix("utf-8") || lowered.hasSuffix("utf8")
      || lowered.contains(".utf-8@") || lowered.contains(".utf8@")
  }

  /// The process environment as a dictionary (later definitions of a name win).
  static func environment() -> [String: String] {
    var result: [String: String] = [:]
    var entry = environ
    while let pointer = entry.pointee {
      let text = String(cString: pointer)
      if let equals = text.firstIndex(of: "=") {
        result[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      entry += 1
    }
    return result
  }

  /// Writes all of `text` to `fileDescriptor` straight away (no buffering to flush later),
  /// retrying after interruptions; gives up silently when the other end is gone.
  static func writeAll(_ text: String, to fileDescriptor: Int32) {
    var text = text
    text.withUTF8 { bytes in
      guard var next = bytes.baseAddress else { return }
      var remaining = bytes.count
      while remaining > 0 {
        let written = write(fileDescriptor, next, remaining)
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return }
        next += written
        remaining -= written
      }
    }
  }
}
