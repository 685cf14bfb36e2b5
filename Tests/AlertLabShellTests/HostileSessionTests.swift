import AlertLabKit
import Testing

@testable import AlertLabShell

/// What a learner can type to flood the terminal, stall the shell or smuggle bytes to the
/// terminal: the shell shows a bounded, escaped answer and carries on.
@Suite struct HostileSessionTests {
  @Test func aStatementShowsAtMostTwentyThousandCharactersOfOutput() {
    var session = makeSession()
    _ = session.submit("let line = String(repeating: \"ab\", count: 5000)")
    let printed = session.submit("func many() { print(line); print(line); print(line) }\nmany()")
    #expect(printed.utf8.count < 20_200)
    #expect(printed.hasSuffix("… (10002 more characters of output)\n"))
    #expect(session.submit("print(1)") == "1\n")
  }
}
