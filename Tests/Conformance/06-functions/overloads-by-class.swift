// Overloads that take a class and its subclasses: the compiler picks one by the type the
// argument is declared with, not by the object it holds at run time.
class Presentation {}
class Alert: Presentation {}
class Sheet: Presentation {}

func describe(_ presentation: Presentation) -> String { "a presentation" }
func describe(_ alert: Alert) -> String { "an alert" }
func describe(_ sheet: Sheet) -> String { "a sheet" }

func announce(_ presentation: Presentation, then alert: Alert) {
  print(describe(presentation), "then", describe(alert))
}

let alert = Alert()
let shown: Presentation = Sheet()
print(describe(alert), describe(Sheet()), describe(shown))
announce(Sheet(), then: alert)
if let sheet = shown as? Sheet { print(describe(sheet)) }
for item in [Alert(), Sheet()] as [Presentation] { print(describe(item)) }
