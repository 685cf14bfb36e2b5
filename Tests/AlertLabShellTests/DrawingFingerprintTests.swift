import AlertLabScript
import AlertLabTutor
import Foundation
import Testing

@testable import AlertLabKit
@testable import AlertLabShell

/// Worlds of every kind, drawn after every statement: every script of `Examples/`, every
/// lesson's setup and solutions (in English, Chinese and Hindi), and a few scripts of learner
/// text in CJK, Devanagari, emoji and control characters, each run statement by statement
/// through a session as it is typed. Each world is drawn box-drawn and in ASCII, with and
/// without colour, with the caption in English and in the other languages, and its presented
/// controller alone; a script also runs again from other devices and iOS versions.
///
/// Each case's drawings, in order, have one fingerprint (`DrawingFingerprints`), taken from
/// the renderer before it was made faster. A change that alters any byte of any drawing shows
/// here, named by its case. When the worlds themselves change (the interpreter runs a
/// statement differently), `ALERTLAB_DRAWING_FINGERPRINTS=FILE swift test --filter
/// DrawingFingerprint` writes the fingerprints the drawing code gives now to FILE.
@Suite struct DrawingFingerprintTests {
  /// One way of running a script: the device and iOS version it starts on, and the
  /// drawing options each world is drawn with.
  struct Variant {
    var suffix: String
    var device: Device
    var iOS: IOSVersion
    var options: [DrawingOptions]
  }

  static func options(ascii: Bool, color: Bool, words: ScreenWords = .english) -> DrawingOptions {
    var options = DrawingOptions(ascii: ascii, color: color)
    options.words = words
    return options
  }

  /// As written: on an iPhone with today's iOS, box-drawn and in ASCII, with and without
  /// colour, the caption in English, Chinese and Hindi.
  static let asWritten = Variant(
    suffix: "", device: Device(model: .iphone), iOS: .current,
    options: [
      options(ascii: false, color: false), options(ascii: true, color: false, words: .of(.zh)),
      options(ascii: false, color: true, words: .of(.hi)), options(ascii: true, color: true),
    ])

  /// The same script from other devices and iOS versions (a script's own `:device` and
  /// `:ios` still win).
  static let others: [Variant] = [
    Variant(
      suffix: " @ipad-12", device: Device(model: .ipad), iOS: IOSVersion(12),
      options: [options(ascii: false, color: true)]),
    Variant(
      suffix: " @iphone-landscape-8", device: Device(model: .iphone, landscape: true),
      iOS: IOSVersion(8), options: [options(ascii: true, color: false)]),
    Variant(
      suffix: " @ipad-split-26", device: Device(model: .ipadSplit), iOS: IOSVersion(26),
      options: [options(ascii: false, color: false)]),
  ]

  /// The package's top folder, found from this file's path.
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // AlertLabShellTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// Every script under `Examples/` by its path there, sorted.
  static let exampleScripts: [(name: String, source: String)] = {
    let folder = packageRoot.appendingPathComponent("Examples")
    let enumerator = FileManager.default.enumerator(atPath: folder.path)
    var paths: [String] = []
    while let path = enumerator?.nextObject() as? String {
      // A script that runs into the bound on work takes seconds in a debug build and draws
      // nothing new.
      guard path.hasSuffix(".swift") || path.hasSuffix(".m"), !path.contains("endless") else {
        continue
      }
      paths.append(path)
    }
    return paths.sorted().compactMap { path in
      guard
        let source = try? String(
          contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
      else { return nil }
      return ("Examples/" + path, source)
    }
  }()

  /// Scripts of learner text that the examples have little of: CJK, Devanagari and emoji
  /// titles, combining marks, control characters and escape sequences, long text that wraps
  /// or is cut, and views of the learner's own.
  static let learnerScripts: [(name: String, source: String)] = [
    (
      "learner: CJK alert",
      #"""
      let alert = UIAlertController(title: "登录 確認 ログイン", message: "请输入您的用户名和密码，然后点击确定。这是一段很长的中文信息，没有空格。", preferredStyle: .alert)
      alert.addTextField { $0.placeholder = "用户名" }
      alert.addTextField { field in field.placeholder = "密码"; field.isSecureTextEntry = true }
      alert.addAction(UIAlertAction(title: "取消", style: .cancel))
      alert.addAction(UIAlertAction(title: "确定", style: .default))
      present(alert, animated: true)
      alert.textFields?.first?.text = "张伟张伟张伟张伟张伟张伟张伟张伟张伟张伟"
      alert.textFields?.last?.text = "秘密"
      alert.actions.last?.isEnabled = false
      alert.preferredAction = alert.actions.first
      """#
    ),
    (
      "learner: Devanagari sheet",
      #"""
      let sheet = UIAlertController(title: "नमस्ते दुनिया", message: "क्या आप सहेजना चाहते हैं? हटाया गया डेटा वापस नहीं आता।", preferredStyle: .actionSheet)
      sheet.addAction(UIAlertAction(title: "हटाएँ", style: .destructive))
      sheet.addAction(UIAlertAction(title: "संग्रह करें", style: .default))
      sheet.addAction(UIAlertAction(title: "रद्द करें", style: .cancel))
      sheet.popoverPresentationController?.sourceView = sender
      sheet.popoverPresentationController?.sourceRect = sender.bounds
      present(sheet, animated: true)
      :device ipad
      :device iphone-landscape
      """#
    ),
    (
      "learner: emoji and control characters",
      #"""
      let alert = UIAlertController(title: "👨‍👩‍👧 Family 👍🏽 e\u{301}\u{301}", message: "tab\there\nnew line\r\u{1B}[31mred\u{1B}[0m \u{7} bell \u{202E}reversed \u{200B}zero", preferredStyle: .alert)
      alert.addAction(UIAlertAction(title: "🇺🇳 OK \u{1B}[2J", style: .default))
      alert.addAction(UIAlertAction(title: "A very long button title that cannot fit beside another", style: .destructive))
      alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
      alert.addTextField { $0.text = "x\u{0}y\u{7F}z\u{85}" }
      present(alert, animated: true)
      alert.title = String(repeating: "word ", count: 40)
      alert.message = String(repeating: "Ω", count: 300)
      """#
    ),
    (
      "learner: own views and bar items",
      #"""
      let label = UILabel(frame: CGRect(x: 20, y: 300, width: 200, height: 30))
      label.text = "标签 लेबल 👍 \u{1B}]0;title\u{7}"
      view.addSubview(label)
      let field = UITextField(frame: CGRect(x: 20, y: 400, width: 150, height: 30))
      field.placeholder = "名前"
      view.addSubview(field)
      field.text = "टाइप किया गया लंबा पाठ जो फ़ील्ड से बड़ा है"
      let extra = UIButton(type: .system)
      extra.frame = CGRect(x: 100, y: 500, width: 120, height: 40)
      extra.setTitle("按钮 👍🏽", for: .normal)
      view.addSubview(extra)
      let item = UIBarButtonItem(title: "编辑编辑编辑编辑编辑编辑编辑", style: .plain, target: nil, action: nil)
      navigationItem.leftBarButtonItem = item
      navigationItem.rightBarButtonItem = UIBarButtonItem(title: "完成", style: .done, target: nil, action: nil)
      title = "标题 शीर्षक 🎉 \u{1B}[1m"
      label.isHidden = true
      label.isHidden = false
      extra.alpha = 0
      let hidden = UIButton(type: .system)
      hidden.setTitle("never drawn", for: .normal)
      let content = UIViewController()
      content.title = "内容 सामग्री"
      content.modalPresentationStyle = .popover
      content.popoverPresentationController?.barButtonItem = item
      present(content, animated: true)
      :device ipad
      dismiss(animated: false)
      content.modalPresentationStyle = .pageSheet
      present(content, animated: true)
      """#
    ),
  ]

  /// The lessons of `Lessons/` and its translations, each as its setup and then every step's
  /// start code and solution, on the lesson's own device and iOS version.
  static let lessons: [(name: String, lesson: Lesson)] = {
    var result: [(name: String, lesson: Lesson)] = []
    for folder in ["Lessons", "Lessons/zh", "Lessons/hi"] {
      let path = packageRoot.appendingPathComponent(folder).path
      for lesson in LessonLoader.loadDirectory(path).lessons {
        result.append(("\(folder)/\(lesson.id)", lesson))
      }
    }
    return result
  }()

  /// The drawings of one case in one text: every world drawn with every option, and the
  /// presented controller alone, after each statement that changed the world (as the shell
  /// redraws).
  struct Recorder {
    var options: [DrawingOptions]
    var text = ""
    var drawings = 0
    var last: World?

    mutating func draw(_ world: World) {
      if let last, !world.hasChanged(since: last) { return }
      last = world
      // The scene draws the bar's items without walking every item: those with a frame.
      let framed = world.barButtonItems.filter { $0.value.frame != nil }.map(\.key)
      let inBar = world.barButtonItemsInBar.filter { world.barButtonItems[$0]?.frame != nil }
      #expect(framed == inBar, "the items with a frame are the bar's")
      for option in options {
        text += ScreenRenderer.draw(world, options: option)
        text += "\n\u{0}\n"
        drawings += 1
      }
      if let top = world.topPresented, let option = options.first {
        text += ScreenRenderer.drawController(top, in: world, options: option)
        text += "\n\u{0}\n"
      }
    }
  }

  /// Runs `source` statement by statement as `alertlab run` would, drawing after each.
  static func drawScript(_ name: String, _ source: String, variant: Variant) -> Recorder {
    // The script's `// alertlab: --device D --ios V` line wins, as in `alertlab run`.
    let header = ScriptHeader(of: source)
    var session = Session(
      options: Session.Options(
        script: true, device: header.device ?? variant.device, iOS: header.iOS ?? variant.iOS,
        undoLimit: 0))
    var recorder = Recorder(options: variant.options)
    recorder.draw(session.world)
    let statements = ScriptRunner.chunks(
      of: source.lineSlices(omittingEmpty: false)[...])
    _ = session.beginBlock(statements)
    if name.hasSuffix(".m") {
      session.objectiveC.scriptReassigned = ObjectiveC.reassignedNames(in: source)
      session.objectiveC.isForced = true
    }
    for statement in statements where !session.isFinished {
      session.setSource(fileName: name, line: statement.line)
      _ = session.submit(statement.text)
      recorder.draw(session.world)
    }
    session.endBlock()
    return recorder
  }

  /// Runs a lesson's setup, then each step's start code and solution, drawing after every
  /// statement.
  static func drawLesson(_ lesson: Lesson) -> Recorder {
    let start = lesson.startingEnvironment ?? (Device(model: .iphone), .current)
    var session = Session(
      options: Session.Options(script: true, device: start.device, iOS: start.iOS, undoLimit: 0)
    )
    var recorder = Recorder(options: asWritten.options)
    recorder.draw(session.world)
    let pieces = [lesson.setupCode] + lesson.steps.flatMap { [$0.startCode, $0.code] }
    for piece in pieces.compactMap({ $0 }) {
      for statement in ScriptRunner.statements(in: piece) {
        _ = session.submit(statement)
        recorder.draw(session.world)
      }
    }
    return recorder
  }

  /// A case: its name, and how to draw it.
  struct Case: Sendable {
    var name: String
    var group: String
    var run: @Sendable () -> Recorder
  }

  /// Every case, in groups that run in parallel.
  static let cases: [Case] = {
    var cases: [Case] = []
    func group(of name: String) -> String {
      name.split(separator: "/").prefix(2).joined(separator: "/")
    }
    for (name, source) in exampleScripts + learnerScripts {
      cases.append(
        Case(name: name, group: group(of: name)) {
          drawScript(name, source, variant: asWritten)
        })
    }
    // The other devices and iOS versions for a spread of scripts: the learner's own and
    // about a third of the examples, chosen by name so that a new example leaves the others'
    // cases as they were.
    let spread = learnerScripts + exampleScripts.filter { fingerprint($0.0) % 3 == 0 }
    for variant in others {
      for (name, source) in spread {
        cases.append(
          Case(name: name + variant.suffix, group: variant.suffix) {
            drawScript(name, source, variant: variant)
          })
      }
    }
    for (name, lesson) in lessons {
      cases.append(Case(name: name, group: group(of: name)) { drawLesson(lesson) })
    }
    return cases
  }()

  static let groups: [String] = {
    var seen: [String] = []
    for item in cases where !seen.contains(item.group) { seen.append(item.group) }
    return seen
  }()

  /// FNV-1a, 64 bits, of the text's UTF-8.
  static func fingerprint(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in text.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
    return hash
  }

  @Test(arguments: groups) func everyDrawingIsAsItWas(_ group: String) throws {
    var lines = ""
    for item in Self.cases where item.group == group {
      let recorder = item.run()
      let found = Self.fingerprint(recorder.text)
      lines += "    \(item.name.debugDescription): 0x\(String(found, radix: 16)),\n"
      #expect(recorder.drawings >= 1)
      guard let expected = DrawingFingerprints.cases[item.name] else {
        Issue.record("no fingerprint for \(item.name)")
        continue
      }
      #expect(found == expected, "\(item.name): \(recorder.drawings) drawings")
    }
    if let folder = ProcessInfo.processInfo.environment["ALERTLAB_DRAWING_FINGERPRINTS"] {
      let file = folder + "/" + group.replacingOccurrences(of: "/", with: "_") + ".txt"
      try lines.write(toFile: file, atomically: true, encoding: .utf8)
    }
  }

  /// Every fingerprint has its case, and there are enough of them.
  @Test func everyCaseHasItsFingerprint() {
    let names = Set(Self.cases.map(\.name))
    #expect(names.count == Self.cases.count, "two cases have one name")
    #expect(names.count >= 200)
    #expect(Self.groups.count >= 8)
    for name in DrawingFingerprints.cases.keys where !names.contains(name) {
      Issue.record("the case \(name) is gone")
    }
  }

  /// The cases reach what they are meant to: CJK, Devanagari and emoji cells, escaped control
  /// characters, colour, both devices, iOS 7's legacy views and every presentation mode.
  @Test func casesReachEveryKindOfDrawing() {
    var seen = ""
    for (name, source) in Self.learnerScripts {
      seen += Self.drawScript(name, source, variant: Self.asWritten).text
    }
    for fragment in [
      "登录", "नमस्ते", "👨‍👩‍👧", "\\u{1B}[31m", "\\t", "\u{1B}[1m", "\u{1B}[31m", "\u{1B}[2m",
      "·", "...", "…", "▲", "│", "|", "iPad", "iPhone",
    ] {
      #expect(seen.contains(fragment), "\(fragment.debugDescription) is drawn")
    }
    let ios7 = Self.exampleScripts.first { $0.name.hasSuffix("alert-view-styles-ios7.swift") }
    if let ios7 {
      let text = Self.drawScript(ios7.name, ios7.source, variant: Self.asWritten).text
      #expect(text.contains("iOS 7 UIAlertView"))
    } else {
      Issue.record("no iOS 7 example")
    }
  }
}
