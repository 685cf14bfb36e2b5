// Enumeration syntax, switch over cases, CaseIterable and printing.
enum Season {
  case spring, summer, autumn, winter
}
enum Instrument: CaseIterable {
  case violin, cello, flute, drum
}
var now = Season.autumn
print(now)
now = .winter
switch now {
case .spring: print("plant the seeds")
case .summer: print("water twice a day")
case .autumn: print("rake the leaves")
case .winter: print("cover the roses")
}
let pick = Instrument.flute
switch pick {
case .drum: print("loud")
default: print("section: strings or winds")
}
print("The band has \(Instrument.allCases.count) instruments")
for i in Instrument.allCases { print(i, terminator: " ") }
print()
print(Instrument.allCases)
print(String(describing: Season.spring), "\(Season.summer)")
print(now == .winter, now != .spring)
print(Instrument.allCases.firstIndex(of: .drum)!)
enum Phase: CaseIterable {
  case new, waxing, full, waning
  var following: Phase {
    let all = Phase.allCases
    return all[(all.firstIndex(of: self)! + 1) % all.count]
  }
  mutating func advance() { self = following }
}
var moon = Phase.full
for _ in 0..<5 {
  print("moon is \(moon)")
  moon.advance()
}
let maybeSeason: Season? = .summer
print(maybeSeason as Any)
if case .summer? = maybeSeason { print("matched optional summer") }
print([Season.spring: "rain"], [Instrument.cello])
