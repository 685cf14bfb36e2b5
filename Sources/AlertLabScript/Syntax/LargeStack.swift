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

  /// The address of a local variable of the caller's frame, to measure stack use.
  @inline(never)
  static func currentAddress() -> UInt {
    var marker: UInt8 = 0
    return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
  }

  /// Runs `body` on a new thread with a `size` stack and returns its result; runs it in place
  /// if the thread cannot be created.
  static func run<Result>(_ body: @escaping () -> Result) -> Result {
    let box = Box(body)
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

  /// The work and its result, shared with the thread (which the caller joins before reading).
  private class AnyBox {
    func run() {}
  }

  private final class Box<Result>: AnyBox {
    let body: () -> Result
    var result: Result?

    init(_ body: @escaping () -> Result) {
      self.body = body
    }

    override func run() {
      result = body()
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
