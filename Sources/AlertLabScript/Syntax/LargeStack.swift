#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs deeply recursive work (parsing or dumping a deeply nested input) on a thread with a
/// stack large enough for it, whatever thread the caller is on (Swift concurrency's threads
/// may have as little as 512 KB), and measures how much stack a computation has used.
enum LargeStack {
  /// The stack of the thread the work runs on.
  static let size = 64 << 20
  /// How much of it the work may use before it must stop (the rest is headroom).
  static let budget = 56 << 20
  /// How much of an unknown caller's stack work run in place may use.
  static let inPlaceBudget = 192 << 10

  /// Per thread: where the work `run` gave a large-stack thread began (nil on any other
  /// thread), so that work already there runs in place.
  private static let startKey: pthread_key_t? = {
    var key = pthread_key_t()
    return pthread_key_create(&key, nil) == 0 ? key : nil
  }()

  /// How much of the large stack the work running on this thread has used, or nil when
  /// this thread is not one `run` gave work to.
  static func usedOnThisThread() -> Int? {
    guard let startKey, let start = pthread_getspecific(startKey) else { return nil }
    let begun = UInt(bitPattern: start)
    let here = currentAddress()
    return Int(begun > here ? begun - here : here - begun)
  }

  /// The address of a local variable of the caller's frame, to measure stack use.
  @inline(never)
  static func currentAddress() -> UInt {
    var marker: UInt8 = 0
    return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
  }

  /// Starts a detached thread with a `size` stack that runs `body`; false when none could be
  /// made.
  static func detachThread(_ body: @escaping () -> Void) -> Bool {
    var attributes = pthread_attr_t()
    guard pthread_attr_init(&attributes) == 0 else { return false }
    defer { pthread_attr_destroy(&attributes) }
    guard pthread_attr_setstacksize(&attributes, size) == 0,
      pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED)) == 0
    else { return false }
    let entry = Unmanaged.passRetained(ThreadEntry(body))
    #if canImport(Darwin)
      var thread: pthread_t?
    #else
      var thread = pthread_t()
    #endif
    let created = pthread_create(
      &thread, &attributes,
      { raw in
        guard let raw else { return nil }
        Unmanaged<ThreadEntry>.fromOpaque(raw).takeRetainedValue().body()
        return nil
      }, entry.toOpaque())
    if created != 0 {
      entry.release()
      return false
    }
    return true
  }

  /// What a detached thread runs.
  private final class ThreadEntry: @unchecked Sendable {
    let body: () -> Void
    init(_ body: @escaping () -> Void) { self.body = body }
  }

  /// Runs `body` on this thread, which was made with a `size` stack, measuring from here.
  static func startingHere(_ body: () -> Void) {
    guard let startKey else { return body() }
    let previous = pthread_getspecific(startKey)
    pthread_setspecific(startKey, UnsafeRawPointer(bitPattern: currentAddress()))
    defer { pthread_setspecific(startKey, previous) }
    body()
  }

  /// Runs `body` on a thread with a `size` stack and returns its result: the one kept for
  /// this when it is free (every statement runs there, so a thread is not made and unmade
  /// for each), else a new one; in place if no thread can be created.
  static func run<Result>(_ body: @escaping () -> Result) -> Result {
    let box = Box(body)
    if let worker = Worker.shared, worker.take() {
      defer { worker.release() }
      worker.perform(box)
      return box.result ?? body()
    }
    let unmanaged = Unmanaged<AnyBox>.passRetained(box)
    defer { unmanaged.release() }
    var attributes = pthread_attr_t()
    guard pthread_attr_init(&attributes) == 0 else { return body() }
    defer { pthread_attr_destroy(&attributes) }
    guard pthread_attr_setstacksize(&attributes, size) == 0 else { return body() }
    #if canImport(Darwin)
      var thread: pthread_t?
      let created = pthread_create(
        &thread, &attributes,
        { raw in
          Unmanaged<AnyBox>.fromOpaque(raw).takeUnretainedValue().run()
          return nil
        }, unmanaged.toOpaque())
      guard created == 0, let thread else { return body() }
      pthread_join(thread, nil)
    #else
      var thread = pthread_t()
      let created = pthread_create(
        &thread, &attributes,
        { raw in
          if let raw { Unmanaged<AnyBox>.fromOpaque(raw).takeUnretainedValue().run() }
          return nil
        }, unmanaged.toOpaque())
      guard created == 0 else { return body() }
      pthread_join(thread, nil)
    #endif
    return box.result ?? body()
  }

  /// A thread with a large stack that waits for work, kept for the life of the process. One
  /// caller at a time uses it (`take`); work that arrives while it is busy (from another
  /// thread, or nested in the work it runs) gets a thread of its own.
  private final class Worker: @unchecked Sendable {
    private var busy = pthread_mutex_t()
    // The hand-over: `job` is set under `lock` and signalled; the worker clears it when done.
    private var lock = pthread_mutex_t()
    private var changed = pthread_cond_t()
    private var job: AnyBox?

    static let shared: Worker? = Worker()

    private init?() {
      pthread_mutex_init(&busy, nil)
      pthread_mutex_init(&lock, nil)
      pthread_cond_init(&changed, nil)
      // The worker is kept for the life of the process: its thread holds it.
      let kept = Unmanaged.passRetained(self)
      guard LargeStack.detachThread({ kept.takeUnretainedValue().serve() }) else {
        kept.release()
        return nil
      }
    }

    /// True when the caller now has the worker to itself.
    func take() -> Bool { pthread_mutex_trylock(&busy) == 0 }

    func release() { pthread_mutex_unlock(&busy) }

    /// Runs `box` on the worker's thread and waits for it to finish.
    func perform(_ box: AnyBox) {
      pthread_mutex_lock(&lock)
      job = box
      pthread_cond_broadcast(&changed)
      while job != nil { pthread_cond_wait(&changed, &lock) }
      pthread_mutex_unlock(&lock)
    }

    private func serve() {
      pthread_mutex_lock(&lock)
      while true {
        while job == nil { pthread_cond_wait(&changed, &lock) }
        let box = job
        pthread_mutex_unlock(&lock)
        box?.run()
        pthread_mutex_lock(&lock)
        job = nil
        pthread_cond_broadcast(&changed)
      }
    }
  }

  /// The work and its result, shared with the thread (which the caller joins before reading).
  fileprivate class AnyBox {
    func run() {}
  }

  fileprivate final class Box<Result>: AnyBox {
    let body: () -> Result
    var result: Result?

    init(_ body: @escaping () -> Result) {
      self.body = body
    }

    override func run() {
      LargeStack.startingHere { result = body() }
    }
  }
}

/// How much stack a computation may use, measured from where it started.
struct StackBudget {
  private let base: UInt
  private let limit: UInt

  init(_ limit: Int) {
    base = LargeStack.currentAddress()
    self.limit = UInt(limit)
  }

  /// True once the computation has used more than its budget.
  var isExhausted: Bool {
    let here = LargeStack.currentAddress()
    let used = base > here ? base - here : here - base
    return used > limit
  }
}
