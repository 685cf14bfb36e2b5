// Overflow operators and reporting overflow without trapping.
var odometer: UInt8 = 250
for _ in 1...8 { odometer = odometer &+ 1 }
print("odometer wrapped to", odometer)
var countdown: UInt8 = 2
countdown = countdown &- 5
print(countdown)
var lowest = Int8.min
lowest = lowest &- 1
print(lowest)
print(Int8.max &+ 1, Int16.max &* 2, UInt8(200) &* 2)
print(Int.max &+ 1 == Int.min)

let (partial, overflow) = UInt8(250).addingReportingOverflow(10)
print(partial, overflow)
let product = Int32.max.multipliedReportingOverflow(by: 2)
print(product.partialValue, product.overflow)
print(Int8(-128).subtractingReportingOverflow(1))
print(UInt8(100).addingReportingOverflow(100))

// A checksum that is meant to wrap around.
func checksum(_ text: String) -> UInt8 {
  var sum: UInt8 = 0
  for byte in text.utf8 { sum = sum &* 31 &+ byte }
  return sum
}
print(checksum("alert"), checksum("Alert"), checksum(""))

var hash: UInt32 = 2166136261
for byte in "thermostat".utf8 {
  hash ^= UInt32(byte)
  hash = hash &* 16777619
}
print("fnv1a:", hash)

print(
  Int8(truncatingIfNeeded: 300), UInt8(truncatingIfNeeded: -1), Int16(truncatingIfNeeded: 70000))
print(UInt8(clamping: 300), Int8(clamping: -1000), UInt(bitPattern: -1) == UInt.max)
print(Int8(bitPattern: 0xF0), UInt8(bitPattern: -16))
print(5 &<< 65, UInt8(1) &<< 9, 16 &>> 3)
print((Int.max / 2) &* 3)
