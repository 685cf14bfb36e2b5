// A type's own methods named as Foundation's math functions (`log`, `round`, `exp`) are the
// ones an unqualified call inside the type reaches; Foundation's stay in reach elsewhere.
import Foundation

final class AlertLog {
  var lines: [String] = []
  func log(_ text: String) { lines.append(text) }
  func round(_ count: Int) -> Int { (count + 5) / 10 * 10 }
  func record(_ title: String, shown count: Int) {
    log(title)
    log("shown about \(round(count)) times, root \(sqrt(Double(count)))")
  }
}
struct Growth {
  func exp(_ step: Int) -> Int { step * step }
  func report() -> String { "step 3 grows to \(exp(3))" }
}

let log = AlertLog()
log.record("Delete?", shown: 16)
print(log.lines)
print(Growth().report(), exp(0.0), round(2.5))
