// Standard-library expression macros: #function, #line, #column.
func currentFunctionName(caller: String = #function) -> String { caller }

func showAlert(title: String) {
  print("\(#function) presenting \(title)")
  print("called from", currentFunctionName())
}
showAlert(title: "Saved")

struct Logger {
  var entries: [String] = []
  mutating func log(_ message: String, function: String = #function, line: Int = #line) {
    entries.append("\(function):\(line) \(message)")
  }
}
var logger = Logger()
func configure(_ logger: inout Logger) {
  logger.log("configuring")
}
configure(&logger)
logger.log("top level")
struct Screen {
  var title: String {
    #function
  }
  func appear(_ logger: inout Logger) { logger.log("appear") }
  init() { print("init is", #function) }
  subscript(i: Int) -> String { "\(#function) \(i)" }
}
let screen = Screen()
screen.appear(&logger)
for entry in logger.entries { print(entry) }
print(screen.title, "|", screen[3])

let here = #line
print("this line number was", here)
let column = #column
print("column:", column)
func where_(line: UInt = #line) -> UInt { line }
print(where_(), where_())
print(type(of: #line), type(of: #function))
