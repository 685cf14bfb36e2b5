import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The `alertlab` binary running on a pseudo-terminal, typed into as a learner would.
///
/// The pty must be the program's controlling terminal, or Ctrl-C would reach it as a byte
/// instead of SIGINT. `Process` starts its child in a new process group of the same
/// session, so the binary is started through `setsid --ctty --wait` (util-linux), which
/// makes a new session whose controlling terminal is the pty and passes the exit status on.
///
/// libedit shows its prompt a moment before it switches the terminal to raw mode, and
/// puts the terminal back to cooked mode after each line; what arrives in between is echoed
/// by the terminal itself and then read again. A person cannot type that fast, a test can:
/// `type` first waits until the terminal is in raw mode, that is until libedit is reading
/// keys. (The test keeps the terminal's own end open to look at its mode.)
///
/// Every wait has a deadline: a test fails with what the terminal showed, it never hangs.
final class PseudoTerminal {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  static let columns: UInt16 = 80
  static let setsid = ["/usr/bin/setsid", "/bin/setsid"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  let process = Process()
  private var master: Int32
  private var slave: Int32
  /// All bytes the terminal received so far.
  private(set) var output: [UInt8] = []
  /// How much of the output (carriage returns left out) earlier waits already matched.
  private var matched = 0

  /// The terminal's width.
  let columns: UInt16
  /// The test's folder, kept until the shell has left: it writes its history and progress
  /// there as it goes, and a folder removed before would be made again and left behind.
  private let home: TemporaryFolder?

  /// Starts `binary` with `arguments` on a terminal `columns` wide, in `folder` if given,
  /// keeping `home` until the shell has left.
  init(
    binary: URL, environment: [String: String], arguments: [String] = [],
    columns: UInt16 = PseudoTerminal.columns, folder: String? = nil, home: TemporaryFolder?
  ) throws {
    self.columns = columns
    self.home = home
    guard let setsid = Self.setsid else { throw Failure(description: "setsid is not installed") }
    var master: Int32 = -1
    var slave: Int32 = -1
    var size = winsize(ws_row: 24, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
    guard openpty(&master, &slave, nil, nil, &size) == 0 else {
      throw Failure(description: "openpty failed: \(String(cString: strerror(errno)))")
    }
    _ = fcntl(master, F_SETFD, FD_CLOEXEC)
    self.master = master
    self.slave = slave
    let terminal = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
    process.executableURL = URL(fileURLWithPath: setsid)
    process.arguments = ["--ctty", "--wait", binary.path] + arguments
    if let folder { process.currentDirectoryURL = URL(fileURLWithPath: folder) }
    process.environment = environment
    process.standardInput = terminal
    process.standardOutput = terminal
    process.standardError = terminal
    do {
      try process.run()
    } catch {
      close(master)
      close(slave)
      self.master = -1
      self.slave = -1
      throw error
    }
  }

  deinit {
    // Closing the master hangs the terminal up: the shell gets SIGHUP and leaves, saving its
    // history as it goes. It is waited for (a bounded while), so that nothing it writes
    // comes after the test's folder is removed and leaves the folder behind.
    if master >= 0 { close(master) }
    if slave >= 0 { close(slave) }
    let deadline = Date().addingTimeInterval(5)
    while process.isRunning && Date() < deadline { usleep(10_000) }
    if process.isRunning { process.terminate() }
  }

  /// Types `text` (control characters included: "\t", "\r", "\u{3}", "\u{4}", "\u{1B}[A")
  /// once libedit is reading keys.
  func type(_ text: String, timeout: Duration = .seconds(5)) throws {
    try waitUntilReadingKeys(timeout: timeout)
    try send(text)
  }

  /// Writes `text` to the terminal now, whether or not libedit is reading keys (Ctrl-C while
  /// a statement runs: the terminal turns it into SIGINT).
  func send(_ text: String) throws {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else {
        throw Failure(
          description: "could not type into the terminal: \(String(cString: strerror(errno)))")
      }
      bytes = bytes.dropFirst(written)
    }
  }

  /// Everything shown so far, carriage returns left out (the terminal turns each "\n" the
  /// program writes into "\r\n").
  var transcript: String {
    String(decoding: output.filter { $0 != 13 }, as: UTF8.self)
  }

  /// The screen as the output so far left it.
  var screen: Screen {
    Screen(width: Int(columns), output: String(decoding: output, as: UTF8.self))
  }

  /// Waits until `expected` shows up after what earlier waits matched, and returns the text
  /// from there up to and including it (carriage returns left out).
  @discardableResult
  func waitFor(_ expected: String, timeout: Duration = .seconds(5)) throws -> String {
    let needle = Array(expected.utf8)
    let deadline = ContinuousClock.now + timeout
    while true {
      let seen = output.filter { $0 != 13 }
      if let range = Self.find(needle, in: seen, from: matched) {
        let text = String(decoding: seen[matched..<range.upperBound], as: UTF8.self)
        matched = range.upperBound
        return text
      }
      guard readSome(until: deadline) else {
        let rest = String(decoding: seen[matched...], as: UTF8.self)
        throw Failure(
          description: "waited \(timeout) for \(expected.debugDescription); "
            + "the terminal showed \(rest.debugDescription)")
      }
    }
  }

  /// Waits until the terminal is in raw mode (no line buffering): libedit is reading keys.
  func waitUntilReadingKeys(timeout: Duration = .seconds(5)) throws {
    let deadline = ContinuousClock.now + timeout
    while true {
      var settings = termios()
      if tcgetattr(slave, &settings) == 0 && settings.c_lflag & tcflag_t(ICANON) == 0 { return }
      if ContinuousClock.now >= deadline {
        throw Failure(
          description: "the shell did not wait for keys within \(timeout); "
            + "the terminal showed \(transcript.debugDescription)")
      }
      _ = readSome(until: min(deadline, ContinuousClock.now + .milliseconds(2)))
    }
  }

  /// Waits for the program to end, reading what it still writes; returns its exit status.
  func waitForExit(timeout: Duration = .seconds(5)) throws -> Int32 {
    let deadline = ContinuousClock.now + timeout
    while process.isRunning {
      if !readSome(until: min(deadline, ContinuousClock.now + .milliseconds(20)))
        && ContinuousClock.now >= deadline
      {
        throw Failure(
          description:
            "the shell did not exit within \(timeout); it showed \(transcript.debugDescription)")
      }
    }
    process.waitUntilExit()
    // What the shell wrote just before it exited may still be in the terminal's buffer.
    while readSome(until: ContinuousClock.now + .milliseconds(50)) {}
    return process.terminationStatus
  }

  /// Reads what is available before `deadline`. False when nothing came (time ran out or
  /// the terminal was hung up).
  private func readSome(until deadline: ContinuousClock.Instant) -> Bool {
    let remaining = deadline - ContinuousClock.now
    guard remaining > .zero else { return false }
    let milliseconds = Int32(min((remaining / .milliseconds(1)).rounded(.up), 60_000))
    var request = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
    guard poll(&request, 1, max(milliseconds, 1)) > 0 else { return false }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
    guard count > 0 else {
      if count < 0 && errno == EINTR { return true }
      // EIO: every copy of the terminal's other end is closed; nothing more will come.
      if ContinuousClock.now < deadline { usleep(10_000) }
      return false
    }
    output.append(contentsOf: buffer[..<count])
    return true
  }

  private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Range<Int>?
  {
    guard !needle.isEmpty else { return start..<start }
    guard haystack.count - start >= needle.count else { return nil }
    for index in start...(haystack.count - needle.count)
    where haystack[index..<(index + needle.count)].elementsEqual(needle) {
      return index..<(index + needle.count)
    }
    return nil
  }
}
