import Testing

@testable import AlertLabKit

/// A drawing fitted to a terminal's height: repeated rows go, longest run first, each cut
/// marked on the frame; everything that differs from its neighbours stays.
@Suite struct DrawingFitTests {
  typealias F = DrawingFixtures

  @Test func anAlertOnIPhoneFitsTwentyLines() throws {
    var world = World(device: Device(model: .iphone), iOS: IOSVersion(17))
    let alert = try F.defaultStyleAlert(in: &world)
    try F.present(alert, in: &world)
    let whole = F.draw(world)
    #expect(whole.split(separator: "\n").count == 31)
    let (fitted, leftOut) = DrawingFit.fit(whole, lines: 20, ascii: true)
    #expect(leftOut == 11)
    expectDrawing(
      fitted,
      """
      +--------------------------------------+
      |.9:41............................100%.|
      |...............AlertLab............+..|
      |--------------------------------------|
      |......................................|
      :......................................:
      |......................................|
      |.....+-------------------------+......|
      |.....|      DefaultStyle       |......|
      |.....| the default alert view  |......|
      |.....|          style          |......|
      |.....+------------+------------+......|
      |.....|  *Cancel*  |     OK     |......|
      |.....+------------+------------+......|
      |......................................|
      |......................................|
      :......................................:
      |......................................|
      +--------------------------------------+
            iPhone, portrait - iOS 17.0
      """)
  }

  @Test func aDrawingThatFitsIsLeftAlone() {
    let whole = F.draw(World(device: Device(model: .iphone), iOS: IOSVersion(17)))
    #expect(DrawingFit.fit(whole, lines: 31, ascii: true) == (whole, 0))
    #expect(DrawingFit.fit(whole, lines: 100, ascii: true).leftOut == 0)
  }

  @Test func tooLittleRoomGivesTheShortestFormWithEveryDistinctRow() throws {
    var world = World(device: Device(model: .iphone), iOS: IOSVersion(17))
    let alert = try F.defaultStyleAlert(in: &world)
    try F.present(alert, in: &world)
    let whole = F.draw(world)
    let (fitted, leftOut) = DrawingFit.fit(whole, lines: 3, ascii: false)
    let lines = fitted.split(separator: "\n", omittingEmptySubsequences: false)
    // Every run of equal rows is down to its one marked row; nothing else is lost.
    #expect(lines.count + leftOut == 31)
    #expect(lines.contains { $0.contains("DefaultStyle") })
    #expect(lines.contains { $0.contains("AlertLab") && $0.contains("+") })
    #expect(lines.filter { $0.hasPrefix("┆") }.count == 2)
    #expect(lines.last?.contains("iPhone, portrait") == true)
  }
}
