// Raw strings: backslashes and quotes kept as written, `\#(...)` interpolates.
let path = #"C:\charts\north"#
print(path)
print(#"She said "ahoy" \n and left"#)
let knots = 12
print(#"speed: \#(knots) kn, escaped: \(knots)"#)
print(##"a "# inside"##)
print(#"accent:\#u{E9} then newline:\#nend"#)
let pattern = #"^\d{3}-[A-Z]+$"#
print(pattern, pattern.count)
let log = #"""
  Vessel "Wren"
    heading: \#(knots * 30)\u{00B0}
  path: \\server\share
  """#
print(log)
let plain = #"""
  no \#("escape") here: \t \"
  """#
print(plain)
print(#""#.isEmpty, #"\"#.count)
