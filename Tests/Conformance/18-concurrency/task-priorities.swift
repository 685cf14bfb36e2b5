// Tasks and child tasks take a priority; `.userInitiated` is `.high` and `.utility` is
// `.low`. The work and its results are the same whatever the priority.
func squares(upTo count: Int) async -> Int {
  await withTaskGroup(of: Int.self) { group in
    for number in 1...count {
      group.addTask(priority: number.isMultiple(of: 2) ? .low : .high) { number * number }
    }
    return await group.reduce(0, +)
  }
}

let urgent = Task(priority: .high) { await squares(upTo: 3) }
let later = Task(priority: .background) { await squares(upTo: 4) }
print(await urgent.value, await later.value)

let chosen: TaskPriority = .userInitiated
print(chosen == .high, chosen == .medium, TaskPriority.utility == .low)
let ordered: [TaskPriority] = [.background, .low, .medium, .high]
print(ordered.map { $0 == .medium })
