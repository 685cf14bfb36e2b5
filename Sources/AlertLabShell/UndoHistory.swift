import AlertLabScript

/// The states `:undo` and `:redo` move between, each with the input that left it. States
/// share structure with each other (the world and the variables are persistent maps), so an
/// entry costs what its statement changed. The undo side keeps the newest `limit` states and
/// forgets the oldest; a limit of 0 keeps nothing (`alertlab run`, `test` and `verify` when
/// their input never undoes).
struct UndoHistory {
  /// A state to go back (or forward) to, the tasks as they were then, and the input that
  /// changed it.
  struct Entry {
    let state: MachineState
    let tasks: KeptTasks
    let input: String
  }

  /// How many states the shell keeps to undo (`:help undo` says so).
  static let shellLimit = 1_000

  let limit: Int
  private var undoRing: Ring
  private var redoEntries: [Entry] = []

  init(limit: Int) {
    self.limit = max(0, limit)
    undoRing = Ring(capacity: self.limit)
  }

  var canUndo: Bool { undoRing.count > 0 }
  var canRedo: Bool { !redoEntries.isEmpty }

  /// `input` changed the state from `before`: it can be undone, and what was undone before
  /// can no longer be redone.
  mutating func record(_ before: MachineState, tasks: KeptTasks, input: String) {
    guard limit > 0 else { return }
    undoRing.push(Entry(state: before, tasks: tasks, input: input))
    redoEntries.removeAll()
  }

  /// Goes back from `current`: the state before the last change, and the input that made it.
  mutating func undo(from current: MachineState, tasks: KeptTasks) -> Entry? {
    guard let entry = undoRing.pop() else { return nil }
    redoEntries.append(Entry(state: current, tasks: tasks, input: entry.input))
    return entry
  }

  /// Goes forward again from `current`.
  mutating func redo(from current: MachineState, tasks: KeptTasks) -> Entry? {
    guard let entry = redoEntries.popLast() else { return nil }
    undoRing.push(Entry(state: current, tasks: tasks, input: entry.input))
    return entry
  }

  /// Forgets everything (a new step, a new lesson).
  mutating func removeAll() {
    undoRing = Ring(capacity: limit)
    redoEntries.removeAll()
  }

  /// True when `source` (a script or a transcript block) uses `:undo` or `:redo`, so running
  /// it needs a history.
  static func isUsed(by source: String) -> Bool {
    source.lineSlices().contains { line in
      let words = line.drop { $0 == " " || $0 == "\t" }
      return words.hasPrefix(":undo") || words.hasPrefix(":redo")
    }
  }

  /// A stack that forgets its oldest entry when full, in O(1). Its storage grows to the
  /// capacity as entries come; only then does the start move round.
  struct Ring {
    let capacity: Int
    private var storage: [Entry?] = []
    private var start = 0
    private(set) var count = 0

    init(capacity: Int) { self.capacity = capacity }

    mutating func push(_ entry: Entry) {
      guard capacity > 0 else { return }
      if storage.count < capacity {
        // Not full yet, so nothing has wrapped round: the start is 0.
        if count == storage.count { storage.append(entry) } else { storage[count] = entry }
        count += 1
        return
      }
      storage[(start + count) % capacity] = entry
      if count == capacity { start = (start + 1) % capacity } else { count += 1 }
    }

    mutating func pop() -> Entry? {
      guard count > 0, !storage.isEmpty else { return nil }
      let last = (start + count - 1) % storage.count
      let entry = storage[last]
      storage[last] = nil
      count -= 1
      return entry
    }
  }
}
