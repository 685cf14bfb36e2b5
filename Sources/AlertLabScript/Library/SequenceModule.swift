/// The standard library's type-erased and unfolding sequences as AlertLab runs them:
/// `AnyIterator`, `AnySequence`, and `sequence(first:next:)` / `sequence(state:next:)` with
/// the `UnfoldSequence` they make. Each is a sequence of the learner's kind (an iterator's
/// `next()`), so `for`-`in`, `Array(_:)`, `prefix(_:)` and the other sequence methods walk
/// it as they walk the learner's own.
enum SequenceModule {
  static let source = """
    struct AnyIterator<Element>: IteratorProtocol, Sequence {
      private let _next: () -> Element?

      init(_ body: @escaping () -> Element?) { _next = body }

      init<Base: IteratorProtocol>(_ base: Base) where Base.Element == Element {
        var base = base
        _next = { base.next() }
      }

      mutating func next() -> Element? { _next() }
    }

    struct AnySequence<Element>: Sequence {
      private let _make: () -> AnyIterator<Element>

      init<Base: Sequence>(_ base: Base) where Base.Element == Element {
        _make = { AnyIterator(base.makeIterator()) }
      }

      init<Base: IteratorProtocol>(_ makeUnderlyingIterator: @escaping () -> Base)
      where Base.Element == Element {
        _make = { AnyIterator(makeUnderlyingIterator()) }
      }

      func makeIterator() -> AnyIterator<Element> { _make() }
    }

    struct UnfoldSequence<Element, State>: Sequence, IteratorProtocol {
      private var _state: State
      private let _next: (inout State) -> Element?
      private var _done = false

      init(_state: State, _next: @escaping (inout State) -> Element?) {
        self._state = _state
        self._next = _next
      }

      mutating func next() -> Element? {
        if _done { return nil }
        if let element = _next(&_state) { return element }
        _done = true
        return nil
      }
    }

    func sequence<T>(first: T?, next: @escaping (T) -> T?) -> UnfoldSequence<T, (T?, Bool)> {
      UnfoldSequence(_state: (first, true)) { state in
        guard let current = state.0 else { return nil }
        if state.1 { state.1 = false } else { state.0 = next(current) }
        return state.0
      }
    }

    func sequence<T, State>(state: State, next: @escaping (inout State) -> T?)
      -> UnfoldSequence<T, State>
    {
      UnfoldSequence(_state: state, _next: next)
    }
    """

  /// The source parsed once for the process.
  static let parsed = Parser.parse(source, fileName: "Swift")
}

extension LibraryModule {
  static let sequences = LibraryModule(
    parsed: { SequenceModule.parsed },
    names: ["AnyIterator", "AnySequence", "UnfoldSequence", "sequence"], marker: "AnyIterator")
}
