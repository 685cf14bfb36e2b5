// A constant set on every path that returns: a call of a function that never returns ends
// its path (definite initialization).
enum Verdict { case trusted, ask(String) }
struct Check: Error { let reason: String }

func judge(_ host: String) throws -> Verdict {
  if host.isEmpty { throw Check(reason: "empty") }
  return host.hasSuffix(".org") ? .trusted : .ask(host)
}

func reject(_ message: String) throws -> Never {
  print("rejected:", message)
  throw Check(reason: message)
}

final class Gate {
  var log: [String] = []
  func stop(_ why: String) -> Never { fatalError(why) }
  func fail(_ message: String) throws -> Never { throw Check(reason: message) }

  func open(_ host: String) throws -> String {
    let verdict: Verdict
    do {
      verdict = try judge(host)
    } catch {
      try fail("no verdict for '\(host)'")
    }
    switch verdict {
    case .trusted: return "open \(host)"
    case .ask(let who): return "ask about \(who)"
    }
  }

  func level(_ n: Int) -> String {
    let name: String
    switch n {
    case 0: name = "zero"
    case 1: name = "one"
    default: self.stop("unexpected \(n)")
    }
    return name
  }
}

func classify(_ host: String) throws -> String {
  let verdict: Verdict
  do {
    verdict = try judge(host)
  } catch {
    try reject("\(error)")
  }
  if case .trusted = verdict { return "trusted" }
  return "ask"
}

let gate = Gate()
for host in ["alerts.org", "example.com", ""] {
  do {
    print(try gate.open(host))
    print(try classify(host))
  } catch let check as Check {
    print("caught", check.reason)
  }
}
print(gate.level(0), gate.level(1))
