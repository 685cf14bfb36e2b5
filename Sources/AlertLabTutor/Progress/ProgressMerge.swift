/// Merging two records of one learner (another machine's export, a file saved meanwhile):
/// nothing finished is ever lost.
extension LearnerProgress {
  /// This progress with `other` merged in. A step keeps the better of its two states (done,
  /// then assisted, then skipped, then not finished) and the larger hint count; crash counts
  /// keep the larger count per rule, so merging the same record twice changes nothing. Where
  /// to resume (and the language chosen) stays this record's, or becomes `other`'s when this
  /// one has none.
  public func merged(with other: LearnerProgress) -> LearnerProgress {
    var result = self
    if result.current == nil { result.current = other.current }
    if result.language == nil { result.language = other.language }
    for (lessonID, lesson) in other.lessons {
      for (index, theirs) in lesson.steps {
        let ours = result.lessons[lessonID]?.steps[index] ?? StepProgress()
        let state = Self.rank(theirs.state) > Self.rank(ours.state) ? theirs.state : ours.state
        result.lessons[lessonID, default: LessonProgress()].steps[index] = StepProgress(
          state: state, hintsUsed: max(ours.hintsUsed, theirs.hintsUsed))
      }
    }
    for (rule, count) in other.crashes {
      result.crashes[rule] = max(result.crashes[rule] ?? 0, count)
    }
    return result
  }

  /// How much a state counts when two records disagree.
  static func rank(_ state: StepState?) -> Int {
    switch state {
    case .done: return 3
    case .assisted: return 2
    case .skipped: return 1
    case nil: return 0
    }
  }

  /// The number of steps finished (done, assisted or skipped) over all lessons.
  public var finishedSteps: Int {
    lessons.values.reduce(0) { total, lesson in
      total + lesson.steps.values.filter { $0.state != nil }.count
    }
  }
}
