// Bitwise and shift operators on Int: masks, flags, smart shifts past the width.
let flags = 0b1010_0110
print(flags & 0b1111, flags | 0b1, flags ^ 0xFF, ~flags)
print(flags << 3, flags >> 2, -flags >> 2)
print(1 << 62, 1 << 63, 1 << 64, 1 << 200)
print(-1 >> 70, 1024 >> 64, 12 >> -2, 12 << -2)

struct Permissions {
  static let read = 1 << 2
  static let write = 1 << 1
  static let run = 1 << 0
}
var mode = Permissions.read | Permissions.write
print(mode, mode & Permissions.run == 0)
mode |= Permissions.run
mode &= ~Permissions.write
print(mode)
mode ^= 0b111
print(mode)
var packed = 0
for (i, bit) in [1, 0, 1, 1].enumerated() { packed |= bit << i }
print(packed)
packed <<= 4
packed >>= 1
print(packed)
let red = 0xCC, green = 0x66, blue = 0x33
let colour = red << 16 | green << 8 | blue
print(colour, (colour & 0xFF00) >> 8, String(colour, radix: 16))
print(0x0F & 0xF0 == 0, 5 & 3 + 1)
func bitCount(_ v: Int) -> Int {
  var n = 0, rest = v
  while rest != 0 { n += rest & 1; rest >>= 1 }
  return n
}
print(bitCount(flags), bitCount(255))
