import Foundation
import Testing

@testable import AlertLabTutor

@Suite struct ProgressTests {
  @Test func recordsStatesHintsAndTheCurrentStep() {
    var progress = LearnerProgress()
    progress.setState(.done, step: 0, of: "first-alert")
    #expect(progress.recordHint(step: 1, of: "first-alert") == 1)
    #expect(progress.recordHint(step: 1, of: "first-alert") == 2)
    progress.setState(.assisted, step: 1, of: "first-alert")
    progress.current = LearnerProgress.Position(lessonID: "first-alert", step: 2)
    #expect(progress.step(0, of: "first-alert") == StepProgress(state: .done, hintsUsed: 0))
    #expect(progress.step(1, of: "first-alert") == StepProgress(state: .assisted, hintsUsed: 2))
    #expect(progress.step(2, of: "first-alert") == StepProgress())
    #expect(progress.step(0, of: "unknown") == StepProgress())
  }

  @Test func encodesAsVersionedSortedJSON() throws {
    var progress = LearnerProgress(
      current: LearnerProgress.Position(lessonID: "first-alert", step: 1))
    progress.setState(.done, step: 0, of: "first-alert")
    progress.recordHint(step: 1, of: "first-alert")
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = String(decoding: try encoder.encode(progress), as: UTF8.self)
    #expect(
      json
        == #"{"current":{"lesson":"first-alert","step":1},"lessons":{"first-alert":{"steps":{"0":{"hintsUsed":0,"state":"done"},"1":{"hintsUsed":1}}}},"version":1}"#
    )
    #expect(try JSONDecoder().decode(LearnerProgress.self, from: Data(json.utf8)) == progress)
  }

  @Test func refusesAnotherVersion() {
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode(
        LearnerProgress.self, from: Data(#"{"version": 2, "lessons": {}}"#.utf8))
    }
  }

  @Test func lessonStates() {
    func state(_ states: [StepState?], current: Bool = false) -> LessonState {
      LessonSummary(states: states, isCurrent: current).state
    }
    #expect(state([.done, .done, .done]) == .done)
    #expect(state([.done, .assisted, .done]) == .assisted)
    #expect(state([.done, .assisted, .skipped]) == .skipped)
    #expect(state([.done, nil, nil], current: true) == .current)
    #expect(state([nil, nil], current: true) == .current)
    #expect(state([.done, nil, nil]) == .skipped)
    #expect(state([nil, nil]) == .notStarted)
    #expect(state([.done, .done], current: true) == .done)
  }

  @Test func summaryOfALessonIgnoresStepsBeyondItsEnd() {
    var progress = LearnerProgress()
    for step in 0..<3 { progress.setState(.done, step: step, of: "one-cancel") }
    progress.setState(.skipped, step: 7, of: "one-cancel")
    #expect(
      progress.summary(of: "one-cancel", stepCount: 3)
        == LessonSummary(state: .done, finished: 3, total: 3))
    #expect(
      progress.summary(of: "one-cancel", stepCount: 4)
        == LessonSummary(state: .skipped, finished: 3, total: 4))
    progress.current = LearnerProgress.Position(lessonID: "one-cancel", step: 3)
    #expect(progress.summary(of: "one-cancel", stepCount: 4).bar() == "[########--] 3/4")
    #expect(progress.summary(of: "sheets", stepCount: 5).state == .notStarted)
  }

  @Test func stateWordsAndSymbols() {
    #expect(
      LessonState.allCases.map { $0.label() } == [
        "✓ done", "◐ assisted", "↷ skipped", "▶ current", "· not started",
      ])
    #expect(
      LessonState.allCases.map { $0.label(ascii: true) } == [
        "[x] done", "[~] assisted", "[>>] skipped", "[>] current", "[ ] not started",
      ])
  }

  @Test func progressBars() {
    #expect(ProgressBar.text(completed: 5, total: 10) == "[#####-----] 5/10")
    #expect(ProgressBar.text(completed: 5, total: 16) == "[###-------] 5/16")
    #expect(ProgressBar.text(completed: 0, total: 16) == "[----------] 0/16")
    #expect(ProgressBar.text(completed: 1, total: 100) == "[#---------] 1/100")
    #expect(ProgressBar.text(completed: 99, total: 100) == "[#########-] 99/100")
    #expect(ProgressBar.text(completed: 16, total: 16) == "[##########] 16/16")
    #expect(ProgressBar.text(completed: 2, total: 4, width: 4) == "[##--] 2/4")
    #expect(ProgressBar.text(completed: 0, total: 0) == "[----------] 0/0")
  }
}

@Suite struct ProgressLanguageTests {
  @Test func theChosenLanguageIsSavedAndOldFilesStillLoad() throws {
    let old = #"{"version": 1, "lessons": {}}"#
    #expect(try JSONDecoder().decode(LearnerProgress.self, from: Data(old.utf8)).language == nil)
    let progress = LearnerProgress(language: .hi)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = String(decoding: try encoder.encode(progress), as: UTF8.self)
    #expect(json == #"{"language":"hi","lessons":{},"version":1}"#)
    #expect(try JSONDecoder().decode(LearnerProgress.self, from: Data(json.utf8)) == progress)
    // A language this version does not know reads as no choice, not as a broken file.
    let unknown = #"{"version": 1, "lessons": {}, "language": "fr"}"#
    #expect(
      try JSONDecoder().decode(LearnerProgress.self, from: Data(unknown.utf8)).language == nil)
  }

  @Test func mergingKeepsTheLearnersOwnChoice() {
    let ours = LearnerProgress(language: .zh)
    let theirs = LearnerProgress(language: .hi)
    #expect(ours.merged(with: theirs).language == .zh)
    #expect(LearnerProgress().merged(with: theirs).language == .hi)
  }
}
