// Measures AlertLab's interpreter and drawing in a release build, with no process start-up
// and no terminal: `swift run -c release AlertLabBenchmark`. Benchmarks/README.md explains it.

import AlertLabKit
import AlertLabScript
import Foundation

/// The article's code as the examples in `Examples/alerts` use it, in one script: alerts,
/// actions, text fields, presenting and dismissing, popover anchors and observers, in
/// today's Swift and the Swift 1 spelling. Every statement must run without failing.
let articleScript = #"""
  extension ViewController {
      @objc func alertTextFieldDidChange(_ notification: Notification) {
          guard let alertController = presentedViewController as? UIAlertController,
                let login = alertController.textFields?.first,
                let okAction = alertController.actions.last else { return }
          okAction.isEnabled = (login.text?.count ?? 0) > 2
      }
      @objc func didEnterBackground(_ notification: Notification) {
          NotificationCenter.default.removeObserver(self, name: UITextField.textDidChangeNotification, object: nil)
          presentedViewController?.dismiss(animated: false)
      }
  }
  NotificationCenter.default.addObserver(self, selector: #selector(didEnterBackground(_:)), name: UIApplication.didEnterBackgroundNotification, object: nil)
  let alert = UIAlertController(title: "DefaultStyle", message: "the default alert view style", preferredStyle: .alert)
  let cancelAction = UIAlertAction(title: "Cancel", style: .cancel) { _ in
      print("Cancel action")
  }
  let okAction = UIAlertAction(title: "OK", style: .default) { _ in
      print("OK action")
  }
  alert.addAction(cancelAction)
  alert.addAction(okAction)
  present(alert, animated: true)
  alert.actions.count
  dismiss(animated: true)
  var resetAlert = UIAlertController(title: "DestructiveStyle", message: "the destructive action style", preferredStyle: UIAlertControllerStyle.Alert)
  var resetAction = UIAlertAction(title: "Reset", style: UIAlertActionStyle.Destructive) {
      (action: UIAlertAction!) -> Void in
      println("Reset action")
  }
  resetAlert.addAction(resetAction)
  resetAlert.addAction(UIAlertAction(title: "Cancel", style: UIAlertActionStyle.Cancel, handler: nil))
  self.presentViewController(resetAlert, animated: true, completion: nil)
  self.dismissViewControllerAnimated(true, completion: nil)
  let loginAlert = UIAlertController(title: "Login", message: "login and password style", preferredStyle: .alert)
  loginAlert.addTextField { textField in
      textField.placeholder = "Login"
      NotificationCenter.default.addObserver(self, selector: #selector(alertTextFieldDidChange(_:)), name: UITextField.textDidChangeNotification, object: textField)
  }
  loginAlert.addTextFieldWithConfigurationHandler {
      (textField: UITextField!) -> Void in
      textField.placeholder = "Password"
      textField.secureTextEntry = true
  }
  let loginOK = UIAlertAction(title: "OK", style: .default) { _ in
      let login = loginAlert.textFields?.first?.text ?? ""
      let password = loginAlert.textFields?.last?.text ?? ""
      NotificationCenter.default.removeObserver(self, name: UITextField.textDidChangeNotification, object: nil)
      print("login: \(login), password: \(password)")
  }
  loginOK.isEnabled = false
  loginAlert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
  loginAlert.addAction(loginOK)
  present(loginAlert, animated: true)
  loginAlert.textFields?.first?.text = "bob"
  loginOK.isEnabled = (loginAlert.textFields?.first?.text?.count ?? 0) > 2
  let typed = loginAlert.textFields?.first?.text ?? ""
  if typed.count > 2 {
      print("OK enabled for \(typed)")
  }
  NotificationCenter.default.removeObserver(self, name: UITextField.textDidChangeNotification, object: nil)
  loginAlert.dismiss(animated: false)
  let sheet = UIAlertController(title: "Save or delete data", message: "Deleted data cannot be recovered", preferredStyle: .actionSheet)
  sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
  sheet.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in
      print("Delete action")
  })
  sheet.addAction(UIAlertAction(title: "Archive", style: .default))
  if let popover = sheet.popoverPresentationController {
      popover.sourceView = sender
      popover.sourceRect = sender.bounds
      popover.permittedArrowDirections = .any
  }
  present(sheet, animated: true)
  sheet.actions.count
  presentedViewController?.dismiss(animated: true)
  let content = UIViewController()
  content.modalPresentationStyle = .popover
  content.preferredContentSize = CGSize(width: 300, height: 200)
  let anchor = content.popoverPresentationController
  anchor?.sourceView = sender
  anchor?.sourceRect = sender.bounds
  anchor?.permittedArrowDirections = .any
  present(content, animated: true)
  content.dismiss(animated: true)
  var popover = UIAlertController(title: "Swift 1", message: nil, preferredStyle: UIAlertControllerStyle.ActionSheet).popoverPresentationController
  if (popover != nil) {
      popover?.sourceView = sender
      popover?.sourceRect = sender.bounds
  }
  NotificationCenter.default.removeObserver(self)
  """#

/// Six statements of the same article code that keep what they make in variables of their
/// own (an alert, two actions, a text field): repeated, they make a world with many live
/// objects, as a long session does.
func keptBlock(_ index: Int) -> String {
  """
  let a\(index) = UIAlertController(title: "T\(index)", message: "m", preferredStyle: .alert)
  a\(index).addAction(UIAlertAction(title: "Cancel", style: .cancel))
  let ok\(index) = UIAlertAction(title: "OK", style: .default) { _ in print("ok") }
  a\(index).addAction(ok\(index))
  a\(index).addTextField { field in field.placeholder = "Name" }
  ok\(index).isEnabled = a\(index).actions.count == 2

  """
}

/// The numbers of live objects the scale figure measures at.
let scaleSizes = [100, 1_000, 10_000]

/// How many turns the sizes of the scale figure take, each measured for a slice of the time.
let scaleRounds = 40

/// What the command line asked for.
struct BenchmarkOptions {
  /// The least time each measurement runs for.
  var seconds = 2.0
  /// Run the measurement without drawing.
  var run = true
  /// Run the measurement that draws after every statement.
  var draw = true
  /// Measure the rate with many objects alive.
  var scale = true
  /// The numbers of live objects the scale figure measures at.
  var sizes = scaleSizes
  /// Runs of the script each measurement makes, instead of running for `seconds`: the same
  /// work every time, for counting instructions under a profiler.
  var runs: Int?
  /// Print the CPU time each statement of the script takes, the slowest first.
  var eachStatement = false
  /// Draw every screen whole, without the memo the shell draws through.
  var wholeDrawings = false
  /// The statements measured: the article script unless a file was named.
  var script = articleScript
}

/// The result of running the script again and again.
struct Measurement {
  var statements = 0
  var runs = 0
  var failures = 0
  var firstFailure: String?
  var seconds = 0.0
  /// Bytes of drawings made, kept so the optimiser cannot drop the drawing.
  var drawnBytes = 0
  /// Drawings asked for, and made (not taken from the memo).
  var drawingCalls = 0
  var drawingsMade = 0
  /// CPU seconds spent in each statement of the script, by its index, when asked for.
  var secondsByStatement: [Double] = []

  var statementsPerSecond: Double { seconds > 0 ? Double(statements) / seconds : 0 }

  /// Count `other`'s work in with this one's: two slices of one measurement.
  mutating func add(_ other: Measurement) {
    statements += other.statements
    runs += other.runs
    failures += other.failures
    firstFailure = firstFailure ?? other.firstFailure
    seconds += other.seconds
    drawnBytes &+= other.drawnBytes
    drawingCalls += other.drawingCalls
    drawingsMade += other.drawingsMade
  }
}

/// The figures the issue asks for.
enum Target {
  static let runStatementsPerSecond = 100_000.0
  static let drawStatementsPerSecond = 20_000.0
  static let peakMegabytes = 30.0
  /// The rate with 10,000 objects alive over the rate with 100.
  static let scaleRatio = 0.9
}

let usage = """
  usage: swift run -c release AlertLabBenchmark [--seconds S] [--only run|draw|scale]
    --seconds S     run each measurement for at least S seconds (default 2)
    --only run      measure only running statements, without drawing
    --only draw     measure only running statements with a drawing after each
    --only scale    measure only the rates with 100, 1,000 and 10,000 objects alive
    --objects N     the scale figure at N live objects only (for profiling one size)
    --runs N        run the script N times per measurement instead of for S seconds
    --each          also print the time each statement takes, the slowest first
    --script FILE   measure the statements in FILE instead of the article script
    --whole         draw every screen whole instead of through the shell's memo
  """

/// Reads the arguments; nil (after printing why) when they make no sense.
func parseOptions(_ arguments: [String]) -> BenchmarkOptions? {
  var options = BenchmarkOptions()
  var rest = arguments[...]
  while let argument = rest.popFirst() {
    switch argument {
    case "--seconds":
      guard let text = rest.popFirst(), let seconds = Double(text), seconds > 0 else {
        print("--seconds needs a positive number\n" + usage)
        return nil
      }
      options.seconds = seconds
    case "--only":
      switch rest.popFirst() {
      case "run": (options.draw, options.scale) = (false, false)
      case "draw": (options.run, options.scale) = (false, false)
      case "scale": (options.run, options.draw) = (false, false)
      default:
        print("--only takes run, draw or scale\n" + usage)
        return nil
      }
    case "--runs":
      guard let text = rest.popFirst(), let runs = Int(text), (1...1_000_000).contains(runs) else {
        print("--runs needs a number from 1 to 1,000,000\n" + usage)
        return nil
      }
      options.runs = runs
    case "--objects":
      guard let text = rest.popFirst(), let objects = Int(text), (1...1_000_000).contains(objects)
      else {
        print("--objects needs a number from 1 to 1,000,000\n" + usage)
        return nil
      }
      options.sizes = [objects]
    case "--each":
      options.eachStatement = true
    case "--whole":
      options.wholeDrawings = true
    case "--script":
      guard let path = rest.popFirst(),
        let text = try? String(contentsOfFile: path, encoding: .utf8)
      else {
        print("--script needs a readable UTF-8 file\n" + usage)
        return nil
      }
      options.script = text
    default:
      print("unknown argument '\(argument)'\n" + usage)
      return nil
    }
  }
  return options
}

/// Describes a failed statement in one line.
func describe(_ failure: ScriptFailure) -> String {
  switch failure {
  case .diagnostic(let diagnostic): return "error: " + diagnostic.message
  case .crash(let crash, _): return crash.consoleText
  }
}

/// Parses and runs the script on a fresh interpreter until `seconds` have passed, drawing
/// the screen after every statement when `drawing` is true: through a `ScreenMemo`, as the
/// shell draws, or whole every time when `whole` is true. Never inlined, so a profiler can
/// collect inside it alone (Benchmarks/README.md, "Counting instructions").
@inline(never)
func measure(
  _ source: String, drawing: Bool, seconds: Double, runs: Int? = nil,
  from start: MachineState? = nil, eachStatement: Bool = false, whole: Bool = false
) -> Measurement {
  let options = DrawingOptions(ascii: true)
  let memo = ScreenMemo()
  var result = Measurement()
  let interpreter = Interpreter(world: World())
  let fresh = start ?? interpreter.state
  let began = cpuSeconds()
  repeat {
    // Restoring a state is O(1): the world and the variables share structure.
    interpreter.restore(fresh)
    let parsed = Parser.parse(source, fileName: "benchmark.swift")
    if eachStatement && result.secondsByStatement.isEmpty {
      result.secondsByStatement = Array(repeating: 0, count: parsed.statements.count)
    }
    for (index, statement) in parsed.statements.enumerated() {
      let statementBegan = eachStatement ? cpuSeconds() : 0
      let outcome = interpreter.execute(statement)
      result.statements += 1
      if let failure = outcome.failure {
        result.failures += 1
        if result.firstFailure == nil { result.firstFailure = describe(failure) }
      }
      if drawing {
        let world = interpreter.state.world
        let screen =
          whole
          ? ScreenRenderer.draw(world, options: options) : memo.draw(world, options: options)
        result.drawnBytes &+= screen.utf8.count
        result.drawingCalls += 1
      }
      if eachStatement, result.secondsByStatement.indices.contains(index) {
        result.secondsByStatement[index] += cpuSeconds() - statementBegan
      }
    }
    result.runs += 1
  } while runs.map { result.runs < $0 } ?? (cpuSeconds() - began < seconds)
  result.seconds = cpuSeconds() - began
  result.drawingsMade = whole ? result.drawingCalls : memo.drawings
  return result
}

/// The CPU time this process has used, in seconds: what the benchmark times, so that other
/// work on a shared machine slows the figures less than it would slow a wall clock.
func cpuSeconds() -> Double {
  var now = timespec()
  guard clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now) == 0 else { return 0 }
  return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

/// A state with at least `objects` live objects, all kept in variables, made by running
/// `keptBlock` again and again (untimed); nil if a statement of it failed.
func grownState(objects: Int) -> MachineState? {
  let interpreter = Interpreter(world: World())
  var index = 0
  while interpreter.state.world.nextID - 1 < objects {
    let (diagnostics, outcomes) = interpreter.run(keptBlock(index))
    if diagnostics.contains(where: { $0.severity == .error })
      || outcomes.contains(where: { $0.failure != nil })
    {
      return nil
    }
    index += 1
  }
  return interpreter.state
}

/// The scale figure: the article script's rate, without and with drawing, from a state with
/// each number of live objects; the ratio of the largest to the smallest; false when a
/// statement failed. The sizes take turns in `scaleRounds` short slices, so a machine that
/// runs faster or slower for a few seconds moves every size alike and the ratio compares
/// like with like.
func reportScale(
  _ script: String, seconds: Double, sizes: [Int], runs: Int?, whole: Bool
) -> Int {
  print("scale: the article script run with many objects alive (kept in variables)")
  var failures = 0
  var starts: [(size: Int, state: MachineState)] = []
  for size in sizes {
    guard let start = grownState(objects: size) else {
      print("  warning: the statements that make \(size) objects failed")
      failures += 1
      continue
    }
    starts.append((size, start))
  }
  // Counting instructions (`--runs`) wants the same work once, not in slices.
  let rounds = runs == nil ? scaleRounds : 1
  // One untimed run from each state first, as before the other figures: the first run from
  // a state pays for memory the allocator has not handed out yet.
  if runs == nil {
    for start in starts {
      _ = measure(script, drawing: true, seconds: 0, from: start.state, whole: whole)
    }
  }
  let slice = seconds / 2 / Double(rounds)
  var plain = Array(repeating: Measurement(), count: starts.count)
  var drawn = Array(repeating: Measurement(), count: starts.count)
  for _ in 0..<rounds {
    for (index, start) in starts.enumerated() {
      plain[index].add(
        measure(script, drawing: false, seconds: slice, runs: runs, from: start.state))
      drawn[index].add(
        measure(
          script, drawing: true, seconds: slice, runs: runs, from: start.state, whole: whole))
    }
  }
  var rates: [Int: Double] = [:]
  for (index, start) in starts.enumerated() {
    let plain = plain[index]
    let drawn = drawn[index]
    failures += plain.failures + drawn.failures
    rates[start.size] = plain.statementsPerSecond
    let runMet = plain.statementsPerSecond >= Target.runStatementsPerSecond
    let drawMet = drawn.statementsPerSecond >= Target.drawStatementsPerSecond
    print(
      "  \(grouped(Double(start.state.world.nextID - 1))) objects: "
        + "\(grouped(plain.statementsPerSecond)) statements/s (\(verdict(runMet))), "
        + "\(grouped(drawn.statementsPerSecond)) with drawing (\(verdict(drawMet)))")
  }
  if sizes.count > 1, let small = sizes.first.flatMap({ rates[$0] }),
    let large = sizes.last.flatMap({ rates[$0] }),
    small > 0
  {
    let ratio = large / small
    print(
      String(format: "  rate at 10,000 objects / rate at 100: %.2f", ratio)
        + String(format: " (target at least %.2f: ", Target.scaleRatio)
        + "\(verdict(ratio >= Target.scaleRatio)))")
  }
  return failures
}

/// The peak resident set size in kB (`VmHWM` in `/proc/self/status`), if the system has it.
func peakKilobytes() -> Int? {
  guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
    return nil
  }
  for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
    let digits = line.dropFirst("VmHWM:".count).filter { $0.isNumber }
    return Int(String(digits))
  }
  return nil
}

/// `1234567.8` as `1,234,568`.
func grouped(_ value: Double) -> String {
  let digits = String(Int(value.rounded()))
  var result = ""
  for (index, digit) in digits.enumerated() {
    if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
    result.append(digit)
  }
  return result
}

/// "met" or "missed".
func verdict(_ met: Bool) -> String { met ? "met" : "missed" }

/// Prints one measurement's line and its warnings.
func report(_ label: String, _ measurement: Measurement, target: Double, script: String) {
  let rate = measurement.statementsPerSecond
  print(
    "\(label): \(grouped(rate)) statements/s (target \(grouped(target)): "
      + "\(verdict(rate >= target)))")
  let perStatement =
    measurement.statements > 0 ? measurement.seconds * 1e6 / Double(measurement.statements) : 0
  print(
    "  \(grouped(Double(measurement.statements))) statements in \(measurement.runs) runs, "
      + String(format: "%.2f s, %.2f µs a statement", measurement.seconds, perStatement))
  reportEachStatement(measurement, script: script)
  if measurement.failures > 0 {
    print(
      "  warning: \(measurement.failures) statements failed, so the figure is not the "
        + "article's code; first: \(measurement.firstFailure ?? "?")")
  }
}

/// The statements of the article script, the slowest first, with the microseconds each
/// took a run, when the measurement timed them one by one.
func reportEachStatement(_ measurement: Measurement, script: String) {
  guard !measurement.secondsByStatement.isEmpty, measurement.runs > 0 else { return }
  let statements = Parser.parse(script, fileName: "benchmark.swift").statements
  let lines = script.split(separator: "\n", omittingEmptySubsequences: false)
  let slowest = measurement.secondsByStatement.indices.sorted {
    measurement.secondsByStatement[$0] > measurement.secondsByStatement[$1]
  }
  for index in slowest where statements.indices.contains(index) {
    let line = statements[index].range.start.line
    let text = lines.indices.contains(line - 1) ? lines[line - 1] : ""
    let micro = measurement.secondsByStatement[index] * 1e6 / Double(measurement.runs)
    print(String(format: "  %8.2f µs  line %3d  ", micro, line) + text.prefix(60))
  }
}

func main() -> Int32 {
  let arguments = Array(CommandLine.arguments.dropFirst())
  if arguments.contains("-h") || arguments.contains("--help") {
    print(usage)
    return 0
  }
  guard let options = parseOptions(arguments) else { return 2 }
  let parsed = Parser.parse(options.script, fileName: "benchmark.swift")
  if parsed.hasErrors {
    print("The benchmark script does not parse:")
    for diagnostic in parsed.diagnostics { print("  " + diagnostic.message) }
    return 1
  }
  #if DEBUG
    print("warning: a debug build; the figures mean something only with -c release")
  #endif
  print(
    "AlertLab benchmark: \(parsed.statements.count) statements a run, "
      + String(format: "each measurement at least %g s", options.seconds))
  // One untimed run first, so one-time set-up (the API catalog, the first allocations) is
  // not counted.
  _ = measure(options.script, drawing: true, seconds: 0)
  var failures = 0
  if options.run {
    let measurement = measure(
      options.script, drawing: false, seconds: options.seconds, runs: options.runs,
      eachStatement: options.eachStatement)
    report(
      "run (no drawing)", measurement, target: Target.runStatementsPerSecond,
      script: options.script)
    failures += measurement.failures
  }
  if options.draw {
    let measurement = measure(
      options.script, drawing: true, seconds: options.seconds, runs: options.runs,
      eachStatement: options.eachStatement, whole: options.wholeDrawings)
    report(
      options.wholeDrawings ? "run + whole drawing" : "run + drawing", measurement,
      target: Target.drawStatementsPerSecond, script: options.script)
    print(
      "  \(grouped(Double(measurement.drawingsMade))) drawings made for "
        + "\(grouped(Double(measurement.drawingCalls))) statements; the others showed "
        + "the screen drawn before")
    failures += measurement.failures
  }
  if options.scale {
    failures += reportScale(
      options.script, seconds: options.seconds, sizes: options.sizes, runs: options.runs,
      whole: options.wholeDrawings)
  }
  if let kilobytes = peakKilobytes() {
    let megabytes = Double(kilobytes) / 1024
    let met = megabytes < Target.peakMegabytes
    print(
      String(format: "peak memory: %.1f MB", megabytes)
        + " (target under \(grouped(Target.peakMegabytes)) MB: \(verdict(met)))")
  } else {
    print("peak memory: unknown (no VmHWM in /proc/self/status on this system)")
  }
  return failures == 0 ? 0 : 1
}

// As `alertlab` does: statements run in place on a thread with a large stack.
exit(Interpreter.runOnLargeStack { main() })
