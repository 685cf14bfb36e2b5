// Multi-level optional chaining over a class graph.
final class Employee {
  let name: String
  var manager: Employee?
  var assistant: Employee?
  init(_ name: String, manager: Employee? = nil) {
    self.name = name
    self.manager = manager
  }
  func chain() -> [String] {
    var names = [name]
    var current = manager
    while let m = current {
      names.append(m.name)
      current = m.manager
    }
    return names
  }
}
let ceo = Employee("Ines")
let cto = Employee("Tomas", manager: ceo)
let lead = Employee("Priya", manager: cto)
let dev = Employee("Sam", manager: lead)
ceo.assistant = Employee("Gus")

print(dev.chain().joined(separator: " -> "))
print(dev.manager?.manager?.name as Any)
print(dev.manager?.manager?.manager?.manager?.name as Any)
print(dev.manager?.manager?.manager?.assistant?.name as Any)
print(lead.assistant?.name ?? "no assistant")
print(dev.manager?.manager?.manager?.assistant?.name.count as Any)

dev.manager?.manager?.manager?.assistant = Employee("Hana")
print(ceo.assistant?.name as Any)
dev.manager?.manager?.manager?.manager?.assistant = Employee("nobody")
print(ceo.manager?.assistant as Any)

if let topName = dev.manager?.manager?.manager?.name, topName.hasPrefix("I") {
  print("top of chain starts with I:", topName)
}
let depths = [ceo, cto, lead, dev].map { $0.chain().count - 1 }
print(depths)
print(dev.manager === lead, dev.manager?.manager === cto)
