// Bitwise NOT, AND, OR, XOR, shifts and packing fields into an integer.
let lowNibble: UInt8 = 0b0000_1111
print(lowNibble, ~lowNibble, String(~lowNibble, radix: 2))
let maskA: UInt8 = 0b1110_0111
let maskB: UInt8 = 0b0011_1100
print(maskA & maskB, String(maskA & maskB, radix: 2))
print(String(maskA | maskB, radix: 2), String(maskA ^ maskB, radix: 2))
let one: UInt8 = 3
print(one << 1, one << 3, one << 6, one << 7, one >> 1)
let negative: Int8 = -20
print(negative >> 2, negative << 1, Int8(-1) >> 7)
// Pack an RGB565 pixel: 5 bits red, 6 bits green, 5 bits blue.
let (r, g, b): (UInt16, UInt16, UInt16) = (21, 40, 9)
let pixel = (r << 11) | (g << 5) | b
print(pixel, String(pixel, radix: 16, uppercase: true))
print((pixel >> 11) & 0x1F, (pixel >> 5) & 0x3F, pixel & 0x1F)
let sky: UInt32 = 0x4A90E2
print((sky & 0xFF0000) >> 16, (sky & 0x00FF00) >> 8, sky & 0x0000FF, String(255, radix: 16))
struct Alarms: OptionSet {
  let rawValue: UInt8
  static let smoke = Alarms(rawValue: 1 << 0)
  static let flood = Alarms(rawValue: 1 << 1)
  static let door = Alarms(rawValue: 1 << 2)
  static let everything: Alarms = [.smoke, .flood, .door]
}
var armed: Alarms = [.smoke, .door]
print(armed.rawValue, armed.contains(.door), armed.contains(.flood))
armed.insert(.flood)
armed.remove(.smoke)
print(armed.rawValue, armed == [.flood, .door], Alarms.everything.rawValue)
let flags: UInt16 = 0b0100_1000_0000_0110
print(flags.nonzeroBitCount, flags.leadingZeroBitCount, flags.trailingZeroBitCount)
print(UInt8(0b0010_1100).byteSwapped, UInt16(0xABCD).byteSwapped == 0xCDAB)
print(Int32(1) << 30, UInt32(1) << 31, 1 << 60)
print(-25 >> 3, -25 / 8, 25 & -4, 5 | 10 ^ 6)
