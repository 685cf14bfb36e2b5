// Two types each declare a nested type of the same name; extensions, defaults and implicit
// members each mean the one of their own type.
struct Banner {
  enum Tone { case calm, loud }
  let text: String
  let tone: Tone
}

struct Choice {
  enum Tone { case plain, warning, dismissive }
  let title: String
  let tone: Tone
  let run: () -> Void
}

extension Banner {
  static func quiet(_ text: String) -> Banner { Banner(text: text, tone: .calm) }
  static var empty: Banner { Banner(text: "", tone: .calm) }
}

extension Choice {
  static func make(_ title: String, tone: Tone = .plain, run: @escaping () -> Void = {}) -> Self {
    Choice(title: title, tone: tone, run: run)
  }

  static func risky(_ title: String, run: @escaping () -> Void) -> Self {
    .make(title, tone: .warning, run: run)
  }

  static var close: Choice { .make("Close", tone: .dismissive) }
}

var events: [String] = []
let banner = Banner.quiet("Saved")
print(banner.tone, Banner.empty.text.isEmpty, type(of: banner.tone))

let folders = ["Work", "Home"]
let choices: [Choice] =
  folders.map { name in .make(name) { events.append("open \(name)") } }
  + [.risky("Erase") { events.append("erase") }, .close]
for choice in choices {
  let mark: String
  switch choice.tone {
  case .plain: mark = ""
  case .warning: mark = " (!)"
  case .dismissive: mark = " (x)"
  }
  print(choice.title + mark)
  choice.run()
}
print(events)

let tones: [Choice.Tone] = [.plain, .dismissive]
let loud: Banner.Tone = .loud
print(tones, loud)
debugPrint(loud, choices[2].tone)
let titles: [String] = choices.compactMap { $0.tone == .plain ? $0.title : nil }
print(titles)
