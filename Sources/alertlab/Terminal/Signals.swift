import AlertLabScript
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Signals the interactive shell reacts to. Each handler only sets flags (an atomic store
/// is safe in a signal handler); the shell looks at them between reads, and the interpreter
/// as it counts its steps, so Ctrl-C, SIGTERM and SIGHUP also stop a running statement.
enum Signals {
  /// Ctrl-C. Installed without `SA_RESTART`, so a blocked `read` (inside `readline`) fails
  /// with `EINTR` and `readline` returns: the shell then drops the line being typed.
  static let interrupted = Atomic<Bool>(false)
  /// The terminal window changed size; the width is read again before the next prompt.
  /// Starts true so the first prompt reads it.
  static let resized = Atomic<Bool>(true)
  /// The terminal went away (SIGHUP) or the shell was asked to stop (SIGTERM): leave as on
  /// Ctrl-D, saving history and progress. Holds the signal number, 0 when none.
  static let terminated = Atomic<Int32>(0)

  /// Installs the handlers. Call once, before the first `readline`, so that libedit (which
  /// installs its own handlers while it reads and passes each signal on to the one it
  /// found) hands every signal on to these.
  static func install() {
    // Touch the flags first: a global is initialised lazily on first use, which must not
    // happen inside a signal handler.
    interrupted.store(false, ordering: .relaxed)
    resized.store(true, ordering: .relaxed)
    terminated.store(0, ordering: .relaxed)
    StatementInterruption.clear()

    setHandler(SIGINT, restart: false) { _ in
      Signals.interrupted.store(true, ordering: .relaxed)
      StatementInterruption.request()
    }
    setHandler(SIGWINCH, restart: true) { _ in
      Signals.resized.store(true, ordering: .relaxed)
    }
    let leave: @convention(c) (Int32) -> Void = { signal in
      Signals.terminated.store(signal, ordering: .relaxed)
      StatementInterruption.request()
    }
    setHandler(SIGHUP, restart: false, leave)
    setHandler(SIGTERM, restart: false, leave)

    // A blocked signal stays blocked across exec: a program started from a thread that
    // blocks signals (as thread pools do) would otherwise never see Ctrl-C.
    var handled = sigset_t()
    sigemptyset(&handled)
    for signal in [SIGINT, SIGWINCH, SIGHUP, SIGTERM] { sigaddset(&handled, signal) }
    sigprocmask(SIG_UNBLOCK, &handled, nil)
  }

  private static func setHandler(
    _ signal: Int32, restart: Bool, _ handler: @escaping @convention(c) (Int32) -> Void
  ) {
    var action = sigaction()
    #if canImport(Darwin)
      action.__sigaction_u.__sa_handler = handler
    #else
      action.__sigaction_handler.sa_handler = handler
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = restart ? Int32(SA_RESTART) : 0
    sigaction(signal, &action, nil)
  }
}
