// String(format:) as a receipt or a table uses it: widths, left alignment, zero padding,
// signs, hexadecimal and the floating-point styles. An object (`%@`) is printed as it is:
// Foundation gives it no width.
import Foundation

let items: [(String, Int, Double)] = [("Coffee", 2, 3.5), ("Bagel", 1, 2.25), ("Juice", 12, 4.0)]
for (name, count, price) in items {
  print(String(format: "%-8@|%3d|%8.2f|%07.2f", name, count, price, price * Double(count)))
}
print(String(format: "%+d %+d % d", 5, -5, 7))
print(String(format: "%x %X %#x %o %4x|", 255, 255, 255, 8, 3))
print(String(format: "%e|%.3E|%g|%g|%G", 12345.678, 0.000123, 0.0001, 1234567.0, 1e-10))
print(String(format: "[%-8@][%8@]", "ab", "cd"))
print(String(format: "%ld items, %lu left, %5.1f%%", 3, 4, 99.44))
print(String(format: "%05d|%-5d|%5i", 42, 42, -42))
