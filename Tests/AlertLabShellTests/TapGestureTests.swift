import AlertLabKit
import Testing

@testable import AlertLabShell

/// Tap gesture recognizers answered by `:tap` on their view, as UIKit's hit-testing reaches
/// them.
@Suite struct TapGestureTests {
  func session(_ lines: [String]) -> Session {
    var session = makeSession()
    for line in lines { _ = session.submit(line) }
    return session
  }

  static let photo = [
    "let photo = UIImageView(image: UIImage(named: \"me.png\"))",
    "@objc func photoTapped(_ sender: UITapGestureRecognizer) { print(\"tapped\", sender.state == .ended, sender.view == photo) }",
    "photo.frame = CGRect(x: 100, y: 150, width: 80, height: 80)",
    "view.addSubview(photo)",
    "let tap = UITapGestureRecognizer(target: self, action: #selector(photoTapped(_:)))",
    "photo.addGestureRecognizer(tap)",
  ]

  @Test func anImageViewsRecognizerHearsTheTapOnlyOnceItTakesTouches() {
    var session = session(Self.photo)
    #expect(
      session.submit(":tap photo").hasPrefix(
        "\"photo\" has a tap gesture recognizer, but it takes no touches"))
    _ = session.submit("photo.isUserInteractionEnabled = true")
    #expect(session.submit(":tap photo") == "tapped true true\n")
    #expect(
      session.submit("print(tap.state == .possible, tap.view == photo)").hasSuffix("true true\n"))
    _ = session.submit("tap.isEnabled = false")
    #expect(!session.submit(":tap photo").contains("tapped"))
  }

  /// A swipe gesture recognizer answers `:swipe` in its direction (right unless set), and a
  /// tap leaves it alone.
  @Test func aSwipeRecognizerHearsASwipeInItsDirection() {
    var session = session([
      "let card = UILabel(frame: CGRect(x: 20, y: 200, width: 200, height: 40))",
      "card.text = \"Card\"",
      "card.isUserInteractionEnabled = true",
      "view.addSubview(card)",
      "@objc func cardSwiped(_ sender: UISwipeGestureRecognizer) { print(\"swiped\", sender.direction == .left) }",
      "let swipe = UISwipeGestureRecognizer(target: self, action: #selector(cardSwiped(_:)))",
      "card.addGestureRecognizer(swipe)",
    ])
    #expect(session.submit(":swipe \"Card\" right") == "swiped false\n")
    #expect(!session.submit(":swipe \"Card\"").contains("swiped"))
    _ = session.submit("swipe.direction = .left")
    #expect(session.submit(":swipe \"Card\"") == "swiped true\n")
    #expect(!session.submit(":tap \"Card\"").contains("swiped"))
    #expect(session.submit(":swipe \"Card\" sideways").hasPrefix("A swipe goes left, right"))
  }

  @Test func aDoubleTapRecognizerNeedsTwoTaps() {
    var session = session(Self.photo + ["photo.isUserInteractionEnabled = true"])
    _ = session.submit("tap.numberOfTapsRequired = 2")
    #expect(session.submit("print(tap.numberOfTapsRequired)") == "2\n")
    #expect(
      session.submit(":tap photo").hasPrefix(
        "\"photo\"'s tap gesture recognizer requires 2 taps (numberOfTapsRequired): :tap photo 2"))
    #expect(session.submit(":tap photo 2") == "tapped true true\n")
    #expect(session.submit(":tap photo 3") == "tapped true true\n")
  }

  @Test func twoQuickTapsAreTwoSingleTaps() {
    var session = session(Self.photo + ["photo.isUserInteractionEnabled = true"])
    #expect(session.submit(":tap photo 2") == "tapped true true\ntapped true true\n")
  }

  @Test func aLabelPassesTheTapToItsSuperviewsRecognizer() {
    var session = session([
      "@objc func dismissKeyboard() { print(\"dismissed\") }",
      "view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(dismissKeyboard)))",
      "let hello = UILabel(frame: CGRect(x: 20, y: 300, width: 200, height: 30))",
      "hello.text = \"Hello\"",
      "view.addSubview(hello)",
    ])
    // The label takes no touches: the view under it recognizes the tap.
    #expect(session.submit(":tap \"Hello\"") == "dismissed\n")
    #expect(session.submit(":tap view") == "dismissed\n")
    #expect(
      session.submit("print(view.gestureRecognizers?.count ?? 0, hello.isUserInteractionEnabled)")
        .hasSuffix("1 false\n"))
    _ = session.submit("view.removeGestureRecognizer(view.gestureRecognizers![0])")
    #expect(
      session.submit(":tap \"Hello\"").contains(
        "There is no alert or action sheet on screen to tap."))
  }

  @Test func aTargetWithoutTheMethodCrashesAsTheRuntimeDoes() {
    var session = session([
      "let box = UIView(frame: CGRect(x: 20, y: 300, width: 200, height: 30))",
      "view.addSubview(box)",
      "box.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector((\"missing:\"))))",
    ])
    #expect(session.submit(":tap box").contains("unrecognized selector sent to instance"))
  }

  @Test func objectiveCsRecognizerOnTheView() {
    var session = makeSession()
    _ = session.submit("- (void)tapped:(UITapGestureRecognizer *)sender { NSLog(@\"tapped\"); }")
    _ = session.submit(
      """
      UITapGestureRecognizer *tap = [[UITapGestureRecognizer alloc] initWithTarget:self action:@selector(tapped:)];
      [self.view addGestureRecognizer:tap];
      """)
    #expect(session.submit(":tap view").contains("tapped"))
  }

  @Test func theRefusalIsTranslated() {
    var session = session(Self.photo)
    _ = session.submit(":lang zh")
    #expect(session.submit(":tap photo").hasPrefix("“photo”有一个轻点手势识别器"))
  }
}
