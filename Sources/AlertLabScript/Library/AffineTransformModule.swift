/// Core Graphics' `CGAffineTransform` as AlertLab runs it: the six numbers of the matrix
/// `[a b 0; c d 0; tx ty 1]`, made and combined as Apple's documentation gives the functions
/// (`CGAffineTransformTranslate` and its kin put the new step before the transform:
/// `t.translatedBy(x:y:)` is a translation concatenated with `t`). AlertLab draws no
/// transform: setting a view's `transform` runs the value and says that nothing changes on
/// the screen, and reading it back is refused as not simulated.
enum AffineTransformModule {
  static let source = """
    struct CGAffineTransform: Equatable {
      var a, b, c, d, tx, ty: CGFloat

      init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
      }

      init() {
        self.init(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
      }

      init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
      }

      init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
      }

      init(rotationAngle angle: CGFloat) {
        let cosine = cos(angle)
        let sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
      }

      static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

      var isIdentity: Bool { self == .identity }

      func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
          a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
          c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
          tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
      }

      func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
      }

      func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
      }

      func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
      }

      func inverted() -> CGAffineTransform {
        let determinant = a * d - b * c
        if determinant == 0 { return self }
        return CGAffineTransform(
          a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
          tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
      }
    }
    """

  /// The source parsed once for the process.
  static let parsed = Parser.parse(source, fileName: "CoreGraphics")
}

extension LibraryModule {
  static let affineTransform = LibraryModule(
    parsed: { AffineTransformModule.parsed }, names: ["CGAffineTransform"],
    marker: "CGAffineTransform")
}
