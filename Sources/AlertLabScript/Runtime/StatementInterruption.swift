import Synchronization

/// A request to stop the statement that is running, set from a signal handler (Ctrl-C, or
/// the terminal going away) and seen by the interpreter as it counts its steps: the statement
/// stops with an error and the state is as before it.
public enum StatementInterruption {
  private static let flag = Atomic<Bool>(false)

  /// Asks the running statement to stop. Safe in a signal handler (one atomic store), once
  /// the flag was touched outside it (`clear()` does).
  public static func request() {
    flag.store(true, ordering: .relaxed)
  }

  /// Forgets a request (before a statement runs, and once one was honoured).
  public static func clear() {
    flag.store(false, ordering: .relaxed)
  }

  /// True when a stop was asked for and not yet honoured.
  public static var isRequested: Bool { flag.load(ordering: .relaxed) }
}
