#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A learner's task, run so that it can stop in the middle of its code and go on later: on a
/// thread of its own (with a large stack), which runs only while the thread that resumed it
/// waits. Control passes back and forth under one lock, so exactly one of the two runs at any
/// time and a run is the same every time.
final class Coroutine: @unchecked Sendable {
  private var lock = pthread_mutex_t()
  private var changed = pthread_cond_t()
  /// True while the coroutine's thread may run (its resumer waits).
  private var coroutineRuns = false
  /// True once its thread has been made (it has run).
  private(set) var started = false
  /// True once `body` has returned.
  private(set) var isFinished = false
  private let body: () -> Void

  init(_ body: @escaping () -> Void) {
    self.body = body
    pthread_mutex_init(&lock, nil)
    pthread_cond_init(&changed, nil)
  }

  deinit {
    pthread_cond_destroy(&changed)
    pthread_mutex_destroy(&lock)
  }

  /// Runs the coroutine until it suspends or finishes; false when its thread could not be
  /// made (nothing ran).
  func resume() -> Bool {
    pthread_mutex_lock(&lock)
    defer { pthread_mutex_unlock(&lock) }
    if isFinished { return true }
    if !started {
      guard startThread() else { return false }
      started = true
    }
    coroutineRuns = true
    pthread_cond_broadcast(&changed)
    while coroutineRuns { pthread_cond_wait(&changed, &lock) }
    return true
  }

  /// On the coroutine's own thread: hands control back to whoever resumed it, and waits to
  /// be resumed again.
  func suspend() {
    pthread_mutex_lock(&lock)
    defer { pthread_mutex_unlock(&lock) }
    coroutineRuns = false
    pthread_cond_broadcast(&changed)
    while !coroutineRuns { pthread_cond_wait(&changed, &lock) }
  }

  /// Starts the coroutine's thread, which holds the coroutine until `body` has returned.
  private func startThread() -> Bool {
    LargeStack.detachThread { [self] in main() }
  }

  private func main() {
    pthread_mutex_lock(&lock)
    while !coroutineRuns { pthread_cond_wait(&changed, &lock) }
    pthread_mutex_unlock(&lock)
    LargeStack.startingHere(body)
    pthread_mutex_lock(&lock)
    isFinished = true
    coroutineRuns = false
    pthread_cond_broadcast(&changed)
    pthread_mutex_unlock(&lock)
  }
}
