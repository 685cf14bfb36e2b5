import AlertLabKit
import AlertLabScript
import Testing

@testable import AlertLabShell

/// The articles' Objective-C typed into a session: each construct runs on the same world as
/// Swift, shows the Swift it becomes, and is diagnosed in clang's words.
@Suite struct ObjectiveCTests {
  /// What the inputs print, NSLog's date-and-process prefix left out.
  func run(_ inputs: [String], session: inout Session) -> String {
    inputs.map { session.submit($0) }.joined()
      .replacingOccurrences(of: ObjectiveCExamplesTests.nsLogPrefix, with: "")
  }

  func run(_ inputs: [String]) -> String {
    var session = makeSession()
    return run(inputs, session: &session)
  }

  /// The Swift the last Objective-C input became, as `:swift` prints it.
  func swift(of inputs: [String]) -> String {
    var session = makeSession()
    _ = run(inputs, session: &session)
    return session.submit(":swift")
  }

  static let alert =
    "UIAlertController *alertController = [UIAlertController alertControllerWithTitle:@\"Title\""
    + " message:@\"Message\" preferredStyle:UIAlertControllerStyleAlert];"

  @Test func aClassFactoryMethodAndAMessageMakeTheAlert() {
    var session = makeSession()
    let output = run(
      [
        Self.alert,
        "[alertController addAction:[UIAlertAction actionWithTitle:@\"OK\" style:UIAlertActionStyleDefault handler:nil]];",
        "[self presentViewController:alertController animated:YES completion:nil];",
      ], session: &session)
    #expect(output.contains("alertController: UIAlertController = <UIAlertController"))
    #expect(
      output.contains(
        "note: '[UIAlertController alertControllerWithTitle:message:preferredStyle:]' is "
          + "'UIAlertController(title:message:preferredStyle:)' in Swift"))
    #expect(output.contains("note: 'addAction:' is 'addAction(_:)' in Swift"))
    #expect(output.contains("note: 'UIAlertControllerStyleAlert' is '.alert'"))
    guard let top = session.world.topPresented,
      let alert = session.world.viewControllers[top]?.alert
    else {
      Issue.record("nothing was presented")
      return
    }
    #expect(alert.title == "Title")
    #expect(alert.actions.count == 1)
    #expect(
      session.submit(":swift").contains("present(alertController, animated: true, completion: nil)")
    )
  }

  @Test func eachNoteIsShownOnce() {
    let output = run([
      Self.alert, Self.alert.replacingOccurrences(of: "*alertController", with: "*second"),
    ])
    #expect(output.components(separatedBy: "note: 'UIAlertControllerStyleAlert'").count == 2)
  }

  @Test func theSwiftOfATypedDeclarationIsToday() {
    let swift = swift(of: [Self.alert])
    #expect(swift.contains("In today's Swift:"))
    #expect(
      swift.contains(
        "let alertController = UIAlertController(title: \"Title\", message: \"Message\", "
          + "preferredStyle: .alert)"))
  }

  @Test func nestedSendsSelectorsAndMethodsOfSelf() {
    let output = run([
      "- (void)textChanged:(NSNotification *)notification {\n    NSLog(@\"changed: %@\", ((UITextField *)notification.object).text);\n}",
      Self.alert,
      "[alertController addTextFieldWithConfigurationHandler:^(UITextField *textField) {\n"
        + "    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(textChanged:) name:UITextFieldTextDidChangeNotification object:textField];\n}];",
      "[self presentViewController:alertController animated:YES completion:nil];",
      ":type 1 \"abc\"",
    ])
    #expect(output.contains("changed: abc"))
    #expect(output.contains("'@selector(textChanged:)' is '#selector(textChanged(_:))' in Swift"))
    let swift = swift(of: [
      "- (void)textChanged:(NSNotification *)notification {\n}",
      "[[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(textChanged:) name:UITextFieldTextDidChangeNotification object:nil];",
    ])
    #expect(
      swift.contains(
        "NotificationCenter.default.addObserver(self, selector: #selector(textChanged(_:)), "
          + "name: UITextField.textDidChangeNotification, object: nil)"))
  }

  @Test func typedDeclarationsOfEveryKind() {
    let output = run([
      "NSString *title = @\"Hello\";", "BOOL done = NO;", "NSInteger count = 3;",
      "CGFloat width = 10.5f;", "id thing = title;",
      "NSLog(@\"%@ %d %ld %.1f %@\", title, done, (long)count, width, thing);",
    ])
    #expect(output.contains("title: String = \"Hello\""))
    #expect(output.contains("done: Bool = false"))
    #expect(output.contains("count: Int = 3"))
    #expect(output.contains("width: CGFloat = 10.5"))
    #expect(output.contains("Hello 0 3 10.5 Hello\n"))
  }

  @Test func castsAndDotSyntaxProperties() {
    let output = run([
      Self.alert,
      "[self presentViewController:alertController animated:NO completion:nil];",
      "UIAlertController *shown = (UIAlertController *)self.presentedViewController;",
      "shown.title = @\"Changed\";",
      "NSLog(@\"%@ %lu\", alertController.title, (unsigned long)alertController.title.length);",
    ])
    #expect(output.contains("Changed 7\n"))
    let swift = swift(of: [
      "UIAlertController *shown = (UIAlertController *)self.presentedViewController;"
    ])
    #expect(
      swift.contains(
        "let shown: UIAlertController! = self.presentedViewController as? UIAlertController"))
  }

  @Test func aSetterMessageAndAnOldPropertyName() {
    var session = makeSession()
    let output = run(
      [
        "UIAlertAction *ok = [UIAlertAction actionWithTitle:@\"OK\" style:UIAlertActionStyleDefault handler:nil];",
        "[ok setEnabled:NO];",
      ], session: &session)
    #expect(session.submit(":swift").contains("ok.isEnabled = false"))
    let read = session.submit("NSLog(@\"%d\", ok.enabled);")
    #expect(output.contains("note: 'setEnabled:' is 'isEnabled = value' in Swift"))
    #expect(read.hasSuffix("0\n"))
  }

  @Test func literalsOfEveryKind() {
    let output = run([
      "NSArray *titles = @[@\"One\", @\"Two\"];", "NSNumber *n = @(2 + 3);", "NSNumber *m = @42;",
      "id nothing = nil;", "id none = NULL;", "BOOL yes = YES;",
      "NSLog(@\"%@ %@ %@ %@ %@ %d\", titles[1], n, m, nothing, none, yes);",
    ])
    #expect(output.contains("Two 5 42 (null) (null) 1\n"))
  }

  @Test func aDictionaryLiteralIsASwiftDictionary() {
    var session = makeSession()
    let output = run(
      ["NSDictionary *d = @{@\"a\": @1, @\"b\": @2};", "NSLog(@\"%lu\", d.count);"],
      session: &session)
    #expect(output.contains("note: '@{key: value}' is [key: value] in Swift"), "\(output)")
    #expect(output.contains("d: [AnyHashable: Any]! = [\"a\": 1, \"b\": 2]"), "\(output)")
    #expect(output.hasSuffix("2\n"), "\(output)")
    _ = session.submit("NSDictionary *e = @{@\"k\": @\"v\"};")
    #expect(session.submit(":swift").contains("let e: [AnyHashable: Any]! = [\"k\": \"v\"]"))
  }

  @Test func blocksCopyVariablesAndBlockVariablesAreShared() {
    let output = run([
      "int copied = 1;\n__block int shared = 1;\n"
        + "UIAlertAction *a = [UIAlertAction actionWithTitle:@\"A\" style:UIAlertActionStyleDefault handler:^(UIAlertAction *action) {\n"
        + "    NSLog(@\"copied %d shared %d\", copied, shared);\n}];\ncopied = 2;\nshared = 2;",
      Self.alert, "[alertController addAction:a];",
      "[self presentViewController:alertController animated:NO completion:nil];", ":tap \"A\"",
    ])
    #expect(output.contains("copied 1 shared 2\n"))
    #expect(output.contains("note: a block copies the variables it uses when it is made"))
  }

  @Test func weakVariables() {
    let swift = swift(of: ["__weak typeof(self) weakSelf = self;"])
    #expect(swift.contains("weak var weakSelf = self"))
  }

  @Test func controlFlowAndCOperators() {
    let output = run([
      "int total = 0;\nfor (int i = 0; i < 5; i++) {\n    if (i % 2 == 0 && i != 4) {\n        total += i;\n    } else if (i == 4) {\n        total += 100;\n    } else {\n        continue;\n    }\n}\nNSLog(@\"%d\", total);",
      "NSInteger n = 3;\nwhile (n > 0) { n--; }\ndo { n += 2; } while (n < 5);\nNSLog(@\"%ld %@\", (long)n, n > 5 ? @\"big\" : @\"small\");",
      "NSArray *names = @[@\"a\", @\"b\"];\nfor (NSString *name in names) {\n    NSLog(@\"name %@\", name);\n}",
      "int step = 1;\nswitch (step) {\n    case 0:\n        NSLog(@\"zero\");\n        break;\n    case 1:\n        NSLog(@\"one\");\n    case 2:\n        NSLog(@\"two\");\n        break;\n    default:\n        NSLog(@\"other\");\n}",
      "for (int j = 10; j > 7; j--) { NSLog(@\"j %d\", j); }",
    ])
    #expect(output.contains("102\n"))
    #expect(output.contains("6 big\n"))
    #expect(output.contains("name a\nname b\n"))
    #expect(output.contains("one\ntwo\n"))
    #expect(!output.contains("zero") && !output.contains("other"))
    #expect(output.contains("j 10\nj 9\nj 8\n"))
    let swift = swift(of: [
      "int step = 1;\nswitch (step) {\n    case 1:\n        NSLog(@\"one\");\n    case 2:\n        break;\n}"
    ])
    #expect(
      swift.contains(
        "case 1:\n    NSLog(\"one\")\n    fallthrough\ncase 2:\n    break\ndefault:\n    break"))
    #expect(self.swift(of: ["for (int i = 0; i < 3; i++) { }"]).contains("for i in 0..<3 {"))
  }

  @Test func foundationFunctions() {
    let output = run([
      "NSString *ok = NSLocalizedString(@\"OK\", @\"OK action\");",
      "NSString *line = [NSString stringWithFormat:@\"%@ has %d letters\", ok, 2];",
      "NSLog(@\"%@\", line);",
    ])
    #expect(output.contains("ok: String = \"OK\""))
    #expect(output.contains("OK has 2 letters\n"))
    #expect(
      swift(of: ["NSString *ok = NSLocalizedString(@\"OK\", @\"OK action\");"]).contains(
        "let ok = NSLocalizedString(\"OK\", comment: \"OK action\")"))
  }

  @Test func cEnumConstantsAndOptionSets() {
    var session = makeSession(device: Device(model: .ipad))
    let output = run(
      [
        ":objc",
        "UIAlertController *sheet = [UIAlertController alertControllerWithTitle:nil message:nil preferredStyle:UIAlertControllerStyleActionSheet];",
        "[sheet addAction:[UIAlertAction actionWithTitle:@\"Delete\" style:UIAlertActionStyleDestructive handler:nil]];",
        "sheet.modalPresentationStyle = UIModalPresentationPopover;",
        "sheet.popoverPresentationController.sourceView = button;",
        "sheet.popoverPresentationController.permittedArrowDirections = UIPopoverArrowDirectionUp | UIPopoverArrowDirectionDown;",
        "[self presentViewController:sheet animated:YES completion:nil];",
      ], session: &session)
    #expect(!output.contains("error"), "\(output)")
    #expect(session.submit(":swift").contains("present(sheet, animated: true, completion: nil)"))
    let swift = self.swift(of: [
      ":objc",
      "UIAlertController *sheet = [UIAlertController alertControllerWithTitle:nil message:nil preferredStyle:UIAlertControllerStyleActionSheet];",
      "sheet.popoverPresentationController.permittedArrowDirections = UIPopoverArrowDirectionUp | UIPopoverArrowDirectionDown;",
    ])
    #expect(
      swift.contains("sheet.popoverPresentationController?.permittedArrowDirections = [.up, .down]")
    )
  }

  @Test func aPopoverBackgroundClass() {
    var session = makeSession(device: Device(model: .ipad))
    let output = run(
      [
        "#import <UIKit/UIKit.h>",
        "@interface Back : UIPopoverBackgroundView\n@property (nonatomic, readwrite) CGFloat arrowOffset;\n"
          + "@property (nonatomic, readwrite) UIPopoverArrowDirection arrowDirection;\n@property (nonatomic) int layouts;\n@end",
        "@implementation Back\n@synthesize arrowOffset = _arrowOffset;\n+ (CGFloat)arrowHeight { return 20; }\n"
          + "+ (CGFloat)arrowBase { return 30; }\n+ (UIEdgeInsets)contentViewInsets { return UIEdgeInsetsMake(5, 5, 5, 5); }\n"
          + "- (void)layoutSubviews {\n    [super layoutSubviews];\n    self.layouts = self.layouts + 1;\n}\n@end",
        "NSLog(@\"%.0f\", [Back arrowHeight]);",
      ], session: &session)
    #expect(!output.contains("error"), "\(output)")
    #expect(output.contains("20\n"))
    var swiftSession = makeSession()
    _ = swiftSession.submit(
      "@interface B : UIPopoverBackgroundView\n@property (nonatomic, readwrite) CGFloat arrowOffset;\n@end"
    )
    _ = swiftSession.submit("@implementation B\n+ (CGFloat)arrowHeight { return 20.0f; }\n@end")
    let swift = swiftSession.submit(":swift")
    #expect(swift.contains("class B: UIPopoverBackgroundView {"))
    #expect(swift.contains("override class func arrowHeight() -> CGFloat {"))
    #expect(swift.contains("override var arrowOffset: CGFloat {"))
  }

  @Test func aNilTerminatedListOfButtonTitles() {
    var session = makeSession(iOS: IOSVersion(8))
    let output = run(
      [
        "UIAlertView *alertView = [[UIAlertView alloc] initWithTitle:@\"T\" message:@\"M\" delegate:nil cancelButtonTitle:@\"Cancel\" otherButtonTitles:@\"One\", @\"Two\", nil];",
        "[alertView show];",
      ], session: &session)
    #expect(!output.contains("error"), "\(output)")
    #expect(session.submit(":describe").contains("Two"))
    var other = makeSession(iOS: IOSVersion(8))
    _ = other.submit(
      "UIAlertView *v = [[UIAlertView alloc] initWithTitle:@\"T\" message:@\"M\" delegate:nil cancelButtonTitle:@\"Cancel\" otherButtonTitles:@\"One\", @\"Two\", nil];"
    )
    #expect(
      other.submit(":swift").contains(
        "UIAlertView(title: \"T\", message: \"M\", delegate: nil, cancelButtonTitle: \"Cancel\", otherButtonTitles: \"One\", \"Two\")"
      ))
  }

  @Test func bothLanguagesShareVariables() {
    let output = run([
      Self.alert, "alertController.addAction(UIAlertAction(title: \"OK\", style: .default))",
      "NSLog(@\"%lu\", (unsigned long)alertController.actions.count);",
      "UIAlertAction *cancel = [UIAlertAction actionWithTitle:@\"Cancel\" style:UIAlertActionStyleCancel handler:nil];",
      "print(cancel.title ?? \"\")",
    ])
    #expect(output.contains("1\n"))
    #expect(output.contains("Cancel\n"))
  }

  @Test func objcAndSwiftForceTheLanguage() {
    var session = makeSession()
    #expect(session.submit(":objc").contains("Reading Objective-C"))
    let output = session.submit("int x = 2;\nif (x) NSLog(@\"yes\");")
    #expect(output.contains("yes\n"))
    #expect(session.submit(":swift").contains("if x != 0 {"))
    #expect(session.submit(":swift").contains("Reading Swift"))
    #expect(session.submit("let y = 3").contains("y: Int = 3"))
    #expect(session.submit(":help").contains(":objc"))
  }

  @Test func swiftThatLooksLikeNothingElseStaysSwift() {
    #expect(!ObjectiveC.looksLikeObjectiveC("let a = [1, 2]"))
    #expect(!ObjectiveC.looksLikeObjectiveC("[alert, other].count"))
    #expect(!ObjectiveC.looksLikeObjectiveC("a * b"))
    #expect(!ObjectiveC.looksLikeObjectiveC("let done = { [weak self] in\n  print(1)\n}"))
    #expect(!ObjectiveC.looksLikeObjectiveC("let shapes: [any Shape] = []"))
    #expect(!ObjectiveC.looksLikeObjectiveC("var views: [some View]"))
    #expect(ObjectiveC.looksLikeObjectiveC("[any count];"))
    #expect(!ObjectiveC.looksLikeObjectiveC("#if DEBUG\nprint(1)\n#endif"))
    #expect(ObjectiveC.looksLikeObjectiveC("#import <UIKit/UIKit.h>"))
    #expect(ObjectiveC.looksLikeObjectiveC("x.title = @\"T\";"))
    #expect(ObjectiveC.looksLikeObjectiveC("[alert addAction:ok];"))
    #expect(ObjectiveC.looksLikeObjectiveC("UIAlertAction *ok = nil;"))
    #expect(ObjectiveC.looksLikeObjectiveC("- (void)layoutSubviews { }"))
    #expect(ObjectiveC.looksLikeObjectiveC("@interface A : UIView\n@end"))
    #expect(ObjectiveC.looksLikeObjectiveC("@\"text\""))
  }

  @Test func clangsDiagnosticsWithLineCaretAndFixIt() {
    var session = makeSession()
    _ = session.submit(Self.alert)
    let missing = session.submit("[alertController addButton:@\"x\"];")
    #expect(
      missing.contains(
        "input:1:18: error: no visible @interface for 'UIAlertController' declares the selector 'addButton:'"
      ))
    #expect(missing.contains("[alertController addButton:@\"x\"];\n                 ^~~~~~~~~"))
    let typo = session.submit("[alertControler addAction:nil];")
    #expect(
      typo.contains(
        "input:1:2: error: use of undeclared identifier 'alertControler'; did you mean 'alertController'?"
      ))
    #expect(typo.contains(" ^~~~~~~~~~~~~~\n alertController"))
  }

  @Test func exceptionsAreUIKitsTexts() {
    let output = run([
      Self.alert,
      "[alertController addAction:[UIAlertAction actionWithTitle:@\"A\" style:UIAlertActionStyleCancel handler:nil]];",
      "[alertController addAction:[UIAlertAction actionWithTitle:@\"B\" style:UIAlertActionStyleCancel handler:nil]];",
    ])
    #expect(
      output.contains(
        "reason: 'UIAlertController can only have one action with a style of UIAlertActionStyleCancel'"
      ))
  }

  @Test func undoTakesBackAnObjectiveCStatement() {
    var session = makeSession()
    _ = session.submit(Self.alert)
    _ = session.submit("[self presentViewController:alertController animated:NO completion:nil];")
    #expect(session.world.topPresented != nil)
    _ = session.submit(":undo")
    #expect(session.world.topPresented == nil)
  }
}
