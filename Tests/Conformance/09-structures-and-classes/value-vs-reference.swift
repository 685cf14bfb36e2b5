// Structures are value types; classes are reference types.
struct Dimensions {
  var widthCm = 0
  var depthCm = 0
}
class Desk {
  var size = Dimensions()
  var hasDrawer = false
  var priceEuro = 0.0
  var model: String?
}
let standard = Dimensions(widthCm: 140, depthCm: 70)
var wide = standard
wide.widthCm = 180
print("wide is \(wide.widthCm) cm, standard is still \(standard.widthCm) cm")
print(standard, wide)
let officeDesk = Desk()
officeDesk.size = standard
officeDesk.hasDrawer = true
officeDesk.model = "Birch 140"
officeDesk.priceEuro = 249.0
let sameDesk = officeDesk
sameDesk.priceEuro = 199.0
print("office desk now costs \(officeDesk.priceEuro)")
print(officeDesk === sameDesk, officeDesk !== Desk())
print(officeDesk.model as Any, officeDesk.size.depthCm)
enum Lamp { case off, on }
var hallLamp = Lamp.off
let before = hallLamp
hallLamp = .on
print(hallLamp, before)
var originalTags = ["oak", "matte"]
var copiedTags = originalTags
copiedTags.append("sale")
print(originalTags, copiedTags)
var label = "desk"
var labelCopy = label
labelCopy += "-lamp"
print(label, labelCopy)
originalTags = []; label = ""
print(originalTags.count, label.isEmpty)
struct Coordinate { var lat: Double; var lon: Double }
print(Coordinate(lat: 59.9, lon: 10))
let plain = Desk()
print(type(of: plain), type(of: standard))
let defaults = Dimensions()
print(defaults.widthCm, Dimensions(widthCm: 90).depthCm)
print(plain, [plain].count, Optional(plain) as Any)
