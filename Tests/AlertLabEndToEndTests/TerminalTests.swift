import Testing

@testable import alertlab

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct TerminalTests {
  @Test func coloursATerminalByDefault() throws {
    #expect(try Terminal.colorEnabled(flag: nil, environment: [:], stdoutIsTerminal: true))
    #expect(try Terminal.colorEnabled(flag: "auto", environment: [:], stdoutIsTerminal: true))
    #expect(
      try Terminal.colorEnabled(flag: nil, environment: ["TERM": "xterm"], stdoutIsTerminal: true)
    )
  }

  @Test func doesNotColourAPipe() throws {
    #expect(try !Terminal.colorEnabled(flag: nil, environment: [:], stdoutIsTerminal: false))
  }

  @Test func obeysNoColorUnlessEmpty() throws {
    #expect(
      try !Terminal.colorEnabled(flag: nil, environment: ["NO_COLOR": "1"], stdoutIsTerminal: true))
    #expect(
      try Terminal.colorEnabled(flag: nil, environment: ["NO_COLOR": ""], stdoutIsTerminal: true))
  }

  @Test func doesNotColourADumbTerminal() throws {
    #expect(
      try !Terminal.colorEnabled(flag: nil, environment: ["TERM": "dumb"], stdoutIsTerminal: true))
  }

  @Test func alwaysAndNeverWinOverEverythingElse() throws {
    let everythingAgainst = ["NO_COLOR": "1", "TERM": "dumb"]
    #expect(
      try Terminal.colorEnabled(
        flag: "always", environment: everythingAgainst, stdoutIsTerminal: false))
    #expect(try !Terminal.colorEnabled(flag: "never", environment: [:], stdoutIsTerminal: true))
  }

  @Test func rejectsAnUnknownColorChoice() {
    #expect(throws: Terminal.InvalidColorChoice(value: "yes")) {
      try Terminal.colorEnabled(flag: "yes", environment: [:], stdoutIsTerminal: true)
    }
  }

  @Test func recognisesUTF8LocaleNames() {
    for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8", "de_DE.utf8@euro", "UTF-8"] {
      #expect(Terminal.isUTF8(localeName: name), "\(name)")
    }
    for name in ["C", "POSIX", "en_US.ISO-8859-1"] {
      #expect(!Terminal.isUTF8(localeName: name), "\(name)")
    }
  }

  @Test func aPipeIsNotATerminal() throws {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    defer {
      close(ends[0])
      close(ends[1])
    }
    #expect(!Terminal.isTerminal(ends[0]))
    #expect(Terminal.terminalWidth(ends[1]) == nil)
  }

  @Test func readsTheWidthOfATerminal() throws {
    var master: Int32 = -1
    var slave: Int32 = -1
    var size = winsize(ws_row: 24, ws_col: 57, ws_xpixel: 0, ws_ypixel: 0)
    #expect(openpty(&master, &slave, nil, nil, &size) == 0)
    defer {
      close(master)
      close(slave)
    }
    #expect(Terminal.isTerminal(slave))
    #expect(Terminal.terminalWidth(slave) == 57)
  }
}
