// A type nested in another may share its name with a top-level type: each is found where it
// is written. Inside the outer type the bare name means the nested type; elsewhere it means
// the top-level one, and the nested one is spelled with its outer type.
struct Note {
  let text: String
}

enum Marker {
  enum Note {}
  enum Chord {}
}

struct Labelled<Tag> {
  let value: Int
}

struct Score {
  struct Note: CustomStringConvertible {
    let pitch: Int
    var description: String { "note \(pitch)" }
  }
  enum Mode { case major, minor }
  var notes: [Note] = []
  var mode: Mode = .minor
  static func middleC() -> Note { Note(pitch: 60) }
  func highest() -> Note? { notes.max { $0.pitch < $1.pitch } }
  mutating func add(_ pitch: Int) { notes.append(Note(pitch: pitch)) }
  func lowest() -> Int {
    var low: Note? = nil
    for note in notes {
      if let current = low {
        let lower: Note = note.pitch < current.pitch ? note : current
        low = lower
      } else {
        low = note
      }
    }
    return low?.pitch ?? 0
  }
  func otherMode() -> String {
    let other: Mode = mode == .major ? .minor : .major
    return "\(other)"
  }
  var count: Int {
    let all: [Note] = notes
    return all.count
  }
}

enum Mode { case loud, quiet }

let first = Labelled<Marker.Note>(value: 1)
let second = Labelled<Marker.Chord>(value: 2)
print(type(of: first), type(of: second), first.value + second.value)
print(Note(text: "remember").text, Marker.Note.self)

var score = Score(notes: [Score.Note(pitch: 64)], mode: .major)
score.add(67)
print(score.notes, score.mode, Score.middleC(), score.highest() as Any)
print(type(of: score.notes[0]), Mode.quiet, Score().mode)
let anything: Any = score.notes[0]
print(anything is Score.Note, anything is Note)
print(score.lowest(), score.count, score.otherMode())
