import AlertLabKit
import AlertLabScript
import Foundation
import Testing

@testable import AlertLabShell

/// Subscripts, Foundation's collections, Grand Central Dispatch, block variables, C arrays,
/// `sizeof`, out-parameters and `enumerateObjectsUsingBlock:`, run as a `.m` script is, with
/// the Swift each becomes; and the pasted code's commonest refusals, now run.
@Suite struct ObjectiveCCollectionsAndCTests {
  /// What a script prints, NSLog's prefix left out; then what `:swift` shows for its last
  /// statement when `swift` is set.
  func run(_ source: String, device: Device = Device(model: .iphone)) -> String {
    var session = makeSession(device: device)
    var output = ""
    _ = ScriptRunner.run(source, fileName: "test.m", session: &session) { output += $0 }
    return output.replacingOccurrences(of: ObjectiveCExamplesTests.nsLogPrefix, with: "")
  }

  func logs(_ output: String) -> [String] {
    output.split(separator: "\n").map(String.init).filter {
      !$0.hasPrefix("note: ") && !$0.hasPrefix("|") && !$0.hasPrefix("+") && !$0.contains(": ")
        || $0.hasPrefix("error")
    }
  }

  /// Clang accepts a message to a method defined later in the same `@implementation`, in a
  /// script as in a paste.
  @Test func aMethodCallsOneDefinedAfterIt() {
    let source = """
      @implementation ViewController
      - (void)showBoth {
          [self showFirst];
          [self showSecondWithTitle:@"Two"];
      }
      - (void)showFirst {
          NSLog(@"first");
      }
      - (void)showSecondWithTitle:(NSString *)title {
          NSLog(@"%@", title);
      }
      @end
      [self showBoth];
      """
    let output = run(source)
    #expect(!output.contains("error"), "\(output)")
    #expect(logs(output) == ["first", "Two"], "\(output)")
    var session = makeSession()
    _ = session.submit(":objc")
    let pasted = session.submit(source)
    #expect(!pasted.contains("error"), "\(pasted)")
    #expect(
      logs(pasted.replacingOccurrences(of: ObjectiveCExamplesTests.nsLogPrefix, with: ""))
        == ["first", "Two"], "\(pasted)")
  }

  /// A controller's `.m` without its header: the class extension's properties are properties
  /// of `self` in its `@implementation`, by name and by ivar.
  @Test func aClassExtensionsPropertiesInTheScenesImplementation() {
    let output = run(
      """
      @interface SettingsViewController ()
      @property (copy, nonatomic) NSArray *settings;
      @property (nonatomic) NSInteger taps;
      @end
      @implementation SettingsViewController
      - (void)load {
          self.settings = @[@"About", @"Sign out"];
          _taps = 2;
          NSLog(@"%lu %ld %@", (unsigned long)self.settings.count, (long)self.taps, _settings[1]);
      }
      @end
      [self load];
      """)
    #expect(!output.contains("error"), "\(output)")
    #expect(logs(output) == ["2 2 Sign out"], "\(output)")
  }

  /// `[NSIndexPath indexPathForRow:inSection:]` is `IndexPath(forRow:inSection:)`, and a
  /// table callback reads `indexPath.row` and `indexPath.section`.
  @Test func indexPathsMadeAndRead() {
    let output = run(
      """
      NSIndexPath *path = [NSIndexPath indexPathForRow:2 inSection:1];
      NSLog(@"%ld %ld", (long)path.row, (long)path.section);
      NSLog(@"%ld", (long)[path row]);
      """)
    #expect(!output.contains("error"), "\(output)")
    #expect(logs(output) == ["2 1", "2"], "\(output)")
  }

  /// A message UIKit answers but AlertLab leaves out is said to be not simulated; one that
  /// no class declares is clang's error.
  @Test func anUnsimulatedUIKitMessageIsSaidToBeSo() {
    let output = run(
      """
      [self showDetailViewController:nil sender:self];
      [self frobnicate:1];
      """)
    #expect(
      output.contains(
        "error: AlertLab does not simulate `UIViewController.showDetailViewController`"),
      "\(output)")
    #expect(
      output.contains(
        "error: no visible @interface for 'ViewController' declares the selector 'frobnicate:'"),
      "\(output)")
  }

  /// A class whose method fails is reported once, and what follows its `@end` runs.
  @Test func aFailingMethodInAnImplementationIsReportedOnce() {
    let output = run(
      """
      @implementation ViewController
      - (void)go {
          [self showDetailViewController:nil sender:self];
      }
      - (void)other {
          NSLog(@"other");
      }
      @end
      NSLog(@"after");
      """)
    #expect(output.components(separatedBy: "does not simulate").count == 2, "\(output)")
    #expect(!output.contains("'@end' must appear"), "\(output)")
    #expect(logs(output).contains("after"), "\(output)")
  }

  @Test func subscriptsAndMutableCollections() {
    let output = run(
      """
      NSDictionary *info = @{@"title": @"Delete"};
      NSLog(@"%@", info[@"title"]);
      NSMutableDictionary *d = [NSMutableDictionary dictionary];
      d[@"k"] = @"v";
      [d setObject:@"w" forKey:@"k2"];
      NSLog(@"%@ %@ %lu", [d objectForKey:@"k"], d[@"k2"], (unsigned long)d.count);
      [d removeObjectForKey:@"k"];
      NSLog(@"%lu", (unsigned long)[d count]);
      NSMutableArray *titles = [[NSMutableArray alloc] init];
      [titles addObject:@"One"];
      [titles addObject:@"Two"];
      [titles insertObject:@"Zero" atIndex:0];
      NSLog(@"%@ %@ %@ %@ %lu", titles[0], [titles objectAtIndex:1], titles.firstObject, [titles lastObject], (unsigned long)titles.count);
      NSArray *list = [NSArray arrayWithObjects:@"a", @"b", nil];
      NSLog(@"%@ %@", list[1], [NSNumber numberWithInt:7]);
      :swift
      """)
    #expect(!output.contains("error:"), "\(output)")
    #expect(output.contains("\nDelete\n"), "\(output)")
    #expect(output.contains("\nv w 2\n"), "\(output)")
    #expect(logs(output).contains("1"), "\(output)")
    #expect(output.contains("Zero One Zero Two 3"), "\(output)")
    #expect(output.contains("\nb 7\n"), "\(output)")
    #expect(output.contains("d: [AnyHashable: Any] = [:]"))
    #expect(output.contains("titles: [Any] = []"))
    #expect(output.contains("note: '[d setObject:v forKey:k]' is 'd[k] = v' in Swift"))
    #expect(output.contains("In today's Swift:\nNSLog(\"%@ %@\", list[1], 7)"), "\(output)")
  }

  @Test func aChainThroughAnOptionalCollectionGoesOnWithoutASecondQuestionMark() {
    let output = run(
      """
      UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"T" message:nil preferredStyle:UIAlertControllerStyleAlert];
      [alert addTextFieldWithConfigurationHandler:^(UITextField *textField) { textField.placeholder = @"Name"; }];
      NSLog(@"%@", alert.textFields[0].placeholder);
      :swift
      """)
    #expect(output.contains("\nName\n"), "\(output)")
    #expect(
      output.contains("In today's Swift:\nNSLog(\"%@\", alert.textFields?[0].placeholder)"),
      "\(output)")
  }

  @Test func theSwiftOfAMutableCollection() {
    let output = run(
      """
      NSMutableDictionary *d = [NSMutableDictionary dictionary]; [d setObject:@"w" forKey:@"k"];
      :swift
      """)
    #expect(output.contains("var d: [AnyHashable: Any] = [:]\nd[\"k\"] = \"w\""), "\(output)")
  }

  @Test func grandCentralDispatch() {
    let output = run(
      """
      double delayInSeconds = 2.0;
      dispatch_time_t popTime = dispatch_time(DISPATCH_TIME_NOW, (int64_t)(delayInSeconds * NSEC_PER_SEC));
      dispatch_after(popTime, dispatch_get_main_queue(), ^(void){
          NSLog(@"two seconds");
      });
      dispatch_async(dispatch_get_main_queue(), ^{ NSLog(@"this turn"); });
      dispatch_async(dispatch_get_global_queue(DISPATCH_QUEUE_PRIORITY_DEFAULT, 0), ^{ NSLog(@"global"); });
      :swift
      NSLog(@"before the wait");
      :wait 2
      """)
    #expect(!output.contains("error:"), "\(output)")
    #expect(logs(output).contains("this turn"))
    let order = ["this turn", "global", "before the wait", "two seconds"].compactMap {
      output.range(of: $0 + "\n")?.lowerBound
    }
    #expect(order.count == 4 && order == order.sorted(), "\(output)")
    #expect(output.contains("DispatchQueue.global().async(execute: {"), "\(output)")
  }

  @Test func dispatchTimeIsNowPlusSeconds() {
    let output = run(
      """
      dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(2 * NSEC_PER_SEC)), dispatch_get_main_queue(), ^{ NSLog(@"later"); });
      :swift
      """)
    #expect(
      output.contains("DispatchQueue.main.asyncAfter(deadline: DispatchTime.now() + 2, execute: {"),
      "\(output)")
  }

  @Test func blockVariablesCArraysAndSizeof() {
    let output = run(
      """
      void (^done)(void) = ^{
          NSLog(@"block ran");
      };
      done();
      CGFloat values[] = {1, 2.5};
      int counts[3] = {7};
      NSLog(@"%lu %d %d %lu %lu", sizeof(values) / sizeof(values[0]), counts[0], counts[2], sizeof(CGFloat), sizeof(BOOL));
      :swift
      """)
    #expect(!output.contains("error:"), "\(output)")
    #expect(output.contains("done: () -> Void"))
    #expect(output.contains("\nblock ran\n"))
    #expect(output.contains("values: [CGFloat] = [1.0, 2.5]"))
    #expect(output.contains("counts: [Int] = [7, 0, 0]"))
    #expect(output.contains("\n2 7 0 8 1\n"), "\(output)")
    #expect(
      output.contains("NSLog(\"%lu %d %d %lu %lu\", values.count, counts[0], counts[2], 8, 1)"))
  }

  @Test func tooManyElementsForACArrayIsClangsError() {
    let output = run("int pair[2] = {1, 2, 3};")
    #expect(output.contains("error: excess elements in array initializer"), "\(output)")
  }

  @Test func outParametersAreInout() {
    let output = run(
      """
      - (BOOL)checkName:(NSString *)name reason:(NSString **)reason {
          if (name.length == 0) {
              if (reason) *reason = @"The name is empty";
              return NO;
          }
          return YES;
      }
      NSString *why = nil;
      BOOL ok = [self checkName:@"" reason:&why];
      NSLog(@"%d %@", ok, why);
      :swift
      """)
    #expect(!output.contains("error:"), "\(output)")
    #expect(output.contains("\n0 The name is empty\n"), "\(output)")
    #expect(output.contains("note: a pointer to a variable 'T **x' is an 'inout T?' parameter"))
  }

  @Test func theSwiftOfAnOutParameter() {
    let output = run(
      """
      - (void)fill:(NSString **)text { *text = @"x"; }
      :swift
      """)
    #expect(output.contains("func fill(_ text: inout String?) {\n    text = \"x\"\n}"), "\(output)")
  }

  @Test func enumerateObjectsUsingBlockIsAForInLoop() {
    let output = run(
      """
      NSArray *titles = @[@"One", @"Two", @"Three"];
      [titles enumerateObjectsUsingBlock:^(id obj, NSUInteger idx, BOOL *stop) {
          if (idx == 0) return;
          NSLog(@"%lu %@", (unsigned long)idx, obj);
          if (idx == 1) {
              *stop = YES;
          }
      }];
      :swift
      """)
    #expect(!output.contains("error:"), "\(output)")
    #expect(output.contains("\n1 Two\n"))
    #expect(!output.contains("0 One") && !output.contains("2 Three"))
    #expect(
      output.contains(
        "for (idx, obj) in titles.enumerated() {\n    if idx == 0 {\n        continue\n    }"),
      "\(output)")
    #expect(output.contains("    if idx == 1 {\n        break\n    }"))
  }

  @Test func pastedViewControllerCodeRuns() {
    // An IBAction with its brace on the next line, `x =[...]`, otherButtonTitles:nil and
    // [super viewDidLoad], as pasted view controllers have them.
    let output = run(
      """
      - (void)viewDidLoad {
          [super viewDidLoad];
          NSLog(@"loaded");
      }
      - (IBAction)clicked:(id)sender
      {
          UIAlertView *alert =[[UIAlertView alloc] initWithTitle:@"Hi" message:nil delegate:nil cancelButtonTitle:@"OK" otherButtonTitles:nil];
          [alert show];
      }
      :ios 8
      [self viewDidLoad];
      [self clicked:button];
      """)
    #expect(!output.contains("error:"), "\(output)")
    #expect(output.contains("\nloaded\n"))
    #expect(
      output.contains("note: 'otherButtonTitles:nil' (no other buttons) is left out in Swift"))
    #expect(output.contains("Hi"), "the alert view is drawn")
  }

  @Test func anOptionalCollectionIsSubscriptedThroughItsOptional() {
    let output = run(
      """
      UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Log in" message:nil preferredStyle:UIAlertControllerStyleAlert];
      [alert addTextFieldWithConfigurationHandler:^(UITextField *textField) { textField.placeholder = @"Name"; }];
      NSLog(@"%@ %@", alert.textFields[0].placeholder, [alert.textFields objectAtIndex:0].placeholder);
      :swift
      """)
    #expect(!output.contains("error:"), "\(output)")
    #expect(output.contains("\nName Name\n"), "\(output)")
    #expect(output.contains("alert.textFields?[0]"), "\(output)")
  }

  @Test func theScenesOwnPropertyThroughSelf() {
    let output = run(
      """
      @interface ViewController ()
      @property (nonatomic, strong) NSString *name;
      @end
      @implementation ViewController
      - (void)rename { self.name = @"Bob"; }
      @end
      [self rename];
      NSLog(@"%@", self.name);
      """)
    #expect(!output.contains("error:"), "\(output)")
    #expect(output.contains("\nBob\n"), "\(output)")
  }

  /// Set, a real member AlertLab does not simulate is passed over with a note and the rest
  /// runs; read, it is an error, as nothing can stand in for its value.
  @Test func aRealMemberThatIsNotSimulatedIsSaidSo() {
    let set = run(
      """
      UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"T" message:nil preferredStyle:UIAlertControllerStyleAlert];
      [alert addTextFieldWithConfigurationHandler:^(UITextField *textField) { textField.textColor = [UIColor blueColor]; textField.placeholder = @"Name"; }];
      NSLog(@"%@", alert.textFields.firstObject.placeholder);
      """)
    #expect(
      set.contains(
        "note: AlertLab does not simulate `UITextField.textColor`; the rest of this statement ran"),
      "\(set)")
    #expect(!set.contains("error:"), "\(set)")
    #expect(logs(set) == ["Name"], "\(set)")
    let read = run(
      """
      UITextField *field = [[UITextField alloc] init];
      NSLog(@"%@", field.textColor);
      """)
    #expect(
      read.contains("error: AlertLab does not simulate `UITextField.textColor`"), "\(read)")
  }

  @Test func aCounterChangedStatementsLaterIsAVarAndBlocksCopyIt() {
    // AlertHomework's loop: the index declared on its own line, counted up in the loop, and
    // copied into each handler when the block is made.
    let output = run(
      """
      NSArray *titles = @[@"One", @"Two", @"Three"];
      UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Pick" message:nil preferredStyle:UIAlertControllerStyleAlert];
      NSUInteger index = 0;
      for (NSString *title in titles) {
          [alert addAction:[UIAlertAction actionWithTitle:title style:UIAlertActionStyleDefault handler:^(UIAlertAction *action) {
              NSLog(@"%@ is number %lu", title, (unsigned long)index);
          }]];
          index++;
      }
      [self presentViewController:alert animated:YES completion:nil];
      :tap "Two"
      """)
    #expect(!output.contains("error:"), "\(output)")
    #expect(output.contains("\nTwo is number 1\n"), "\(output)")
  }

  @Test func theMainStoryboardByNameIsTheScenes() {
    // sirljan/PopoverArrow's action, with the scene's identifier.
    let output = run(
      """
      UIStoryboard *sb = [UIStoryboard storyboardWithName:@"Main" bundle:nil];
      UIViewController * vc = [sb instantiateViewControllerWithIdentifier:@"ContentVC"];
      vc.modalPresentationStyle = UIModalPresentationPopover;
      vc.popoverPresentationController.sourceView = self.view;
      vc.popoverPresentationController.sourceRect = button.frame;
      vc.popoverPresentationController.permittedArrowDirections = UIPopoverArrowDirectionDown | UIPopoverArrowDirectionUp;
      [self presentViewController:vc animated:YES completion:nil];
      UIStoryboard *other = [UIStoryboard storyboardWithName:@"Settings" bundle:nil];
      """, device: Device(model: .ipad))
    #expect(
      output.contains(
        "note: '[UIStoryboard storyboardWithName:bundle:]' is 'UIStoryboard(name:bundle:)' in Swift"
      ))
    #expect(output.contains("|           Content            |"), "\(output)")
    #expect(!output.contains("Terminating"), "\(output)")
    // AlertLab's app has one storyboard: any name gives it (the README says so).
    #expect(!output.contains("error:"), "\(output)")
  }
}
