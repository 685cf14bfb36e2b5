// Strong references keep instances alive; deinit runs when the count reaches zero.
final class Robot {
  let serial: String
  init(serial: String) {
    self.serial = serial
    print("robot \(serial) powered on")
  }
  deinit { print("robot \(serial) powered off") }
}
var dockA: Robot?
var dockB: Robot?
var dockC: Robot?
dockA = Robot(serial: "R-7")
dockB = dockA
dockC = dockB
dockB = nil
print("dock B emptied")
dockA = nil
print("dock A emptied")
dockC = nil
print("dock C emptied")
var fleet: [Robot] = [Robot(serial: "F-1"), Robot(serial: "F-2")]
var leader: Robot? = fleet[1]
fleet.removeAll()
print("fleet disbanded, leader is \(leader!.serial)")
leader = nil
final class Garage {
  var bays: [String: Robot] = [:]
  deinit { print("garage closed with \(bays.count) robots inside") }
}
var garage: Garage? = Garage()
garage!.bays["north"] = Robot(serial: "N-3")
garage!.bays["south"] = Robot(serial: "S-4")
garage!.bays["north"] = nil
print("north bay cleared")
garage = nil
print("done")
