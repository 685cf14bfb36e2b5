import AlertLabKit
import Testing

@testable import AlertLabShell

/// `UIDatePicker` in a view and in an alert's view, turned by `:pick`, and the
/// `DateFormatter` its date is read with.
@Suite struct DatePickerTests {
  func session(_ lines: [String], iOS: String? = nil) -> Session {
    var session = makeSession()
    if let iOS { _ = session.submit(":ios " + iOS) }
    for line in lines { _ = session.submit(line) }
    return session
  }

  /// The birthday sheet people build: wheels of dates on an action sheet of blank title lines.
  static let birthday = [
    "let picker = UIDatePicker()",
    "picker.datePickerMode = .date",
    "picker.preferredDatePickerStyle = .wheels",
    "picker.maximumDate = Date()",
    "@objc func changed(_ sender: UIDatePicker) { print(\"changed\", sender.date) }",
    "picker.addTarget(self, action: #selector(changed(_:)), for: .valueChanged)",
    "let sheet = UIAlertController(title: \"\\n\\n\\n\\n\\n\\n\", message: nil, preferredStyle: .actionSheet)",
    "sheet.view.addSubview(picker)",
    """
    sheet.addAction(UIAlertAction(title: "Done", style: .default) { _ in
      let formatter = DateFormatter()
      formatter.dateFormat = "dd-MM-yyyy"
      print(formatter.string(from: picker.date))
    })
    """,
    "present(sheet, animated: true)",
  ]

  @Test func pickTurnsTheWheelsAndTheTargetHearsValueChanged() {
    var session = session(Self.birthday)
    #expect(session.submit(":pick 1990-06-15").hasPrefix("changed 1990-06-15 09:41:00 +0000\n"))
    #expect(
      session.submit(":describe").hasSuffix(
        "View: button \"Show Sheet\". Action sheet at the bottom of the screen. Date picker "
          + "showing Jun 15, 1990. Buttons: Done.\n"))
    #expect(session.submit(":tap \"Done\"").hasPrefix("15-06-1990\n"))
  }

  @Test func theWheelsStopAtTheMaximumDateAndAnUnchangedDateSendsNothing() {
    var session = session(Self.birthday)
    #expect(!session.submit(":pick 2030-01-01").contains("changed"))
    #expect(session.submit("print(picker.date)").hasSuffix("2024-01-01 09:41:00 +0000\n"))
    _ = session.submit("picker.maximumDate = nil")
    #expect(session.submit(":pick 2030-01-01").hasPrefix("changed 2030-01-01 09:41:00 +0000\n"))
  }

  @Test func theAlertDrawsTheWheelsOverItsBlankTitleLines() throws {
    var session = session(Self.birthday)
    _ = session.submit(":pick 2023-03-15")
    let screen = session.submit(":render")
    let lines = screen.split(separator: "\n").map(String.init)
    let selected = try #require(lines.firstIndex { $0.contains("> March      15  2023 <") })
    #expect(lines[selected - 1].contains("February   14  2022"))
    #expect(lines[selected + 1].contains("April      16  2024"))
    #expect(lines[selected + 2].contains("|                                  |"))
    #expect(lines[selected + 3].contains("+-----"))
  }

  @Test func fromIOS14APickerIsCompactUnlessItAsksForWheels() {
    var session = session([
      "let picker = UIDatePicker(frame: CGRect(x: 20, y: 200, width: 335, height: 50))",
      "view.addSubview(picker)",
    ])
    #expect(session.submit("print(picker.datePickerStyle == .compact)").hasSuffix("true\n"))
    #expect(session.submit(":render").contains("[ Jan 1, 2024 ] [ 9:41 AM ]"))
    _ = session.submit(":pick 18:05")
    #expect(session.submit(":render").contains("[ Jan 1, 2024 ] [ 6:05 PM ]"))
    #expect(session.submit(":describe").contains("date picker showing Jan 1, 2024 at 6:05 PM."))
    var old = self.session(
      ["let picker = UIDatePicker(frame: CGRect(x: 20, y: 200, width: 335, height: 50))"],
      iOS: "12")
    #expect(
      old.submit("picker.preferredDatePickerStyle = .wheels").contains(
        "'preferredDatePickerStyle' is only available in iOS 13.4 or newer"))
  }

  @Test func aMinuteIntervalKeepsTheMinutesOnItsMultiples() {
    var session = session([
      "let picker = UIDatePicker(frame: CGRect(x: 20, y: 200, width: 335, height: 50))",
      "picker.datePickerMode = .time",
      "picker.minuteInterval = 15",
      "picker.minuteInterval = 7",
      "view.addSubview(picker)",
    ])
    #expect(session.submit("print(picker.minuteInterval)").hasSuffix("15\n"))
    _ = session.submit(":pick 10:52")
    #expect(session.submit("print(picker.date)").hasSuffix("2024-01-01 10:45:00 +0000\n"))
    #expect(session.submit(":pick 2024-05-01").hasPrefix("Usage: :pick"))
  }

  @Test func aCountDownTimerTakesHoursAndMinutes() {
    var session = session([
      "let timer = UIDatePicker(frame: CGRect(x: 20, y: 200, width: 335, height: 200))",
      "timer.datePickerMode = .countDownTimer",
      "view.addSubview(timer)",
    ])
    _ = session.submit(":pick 1:30")
    #expect(session.submit("print(timer.countDownDuration)").hasSuffix("5400.0\n"))
    #expect(session.submit(":render").contains(">  1 hours  30 min <"))
  }

  @Test func pickSaysWhatIsWrong() {
    var session = makeSession()
    #expect(session.submit(":pick 2024-01-02").hasPrefix("There is no date picker on screen"))
    _ = session.submit(
      "let picker = UIDatePicker(frame: CGRect(x: 0, y: 200, width: 300, height: 50))")
    _ = session.submit("view.addSubview(picker)")
    #expect(
      session.submit(":pick 2 2024-01-02")
        == "There is no date picker number 2 on screen (date pickers shown: 1).\n")
    #expect(session.submit(":pick 2024-02-30").hasPrefix("Usage: :pick"))
    #expect(session.submit(":pick tomorrow").hasPrefix("Usage: :pick"))
    #expect(session.submit(":help").contains(":pick"))
  }

  @Test func aFormattersStylesSetItsFormat() {
    var session = makeSession()
    _ = session.submit("let formatter = DateFormatter()")
    _ = session.submit("formatter.dateStyle = .medium")
    _ = session.submit("formatter.timeStyle = .short")
    #expect(
      session.submit("print(formatter.string(from: Date()))")
        .hasSuffix("Jan 1, 2024 at 9:41\u{202F}AM\n"))
    #expect(
      session.submit("print(formatter.dateFormat!)").hasSuffix("MMM d, y 'at' h:mm\u{202F}a\n"))
    _ = session.submit(":ios 16")
    _ = session.submit("formatter.timeStyle = .medium")
    #expect(
      session.submit("print(formatter.string(from: Date()))")
        .hasSuffix("Jan 1, 2024 at 9:41:00 AM\n"))
    _ = session.submit("formatter.dateFormat = \"yyyy-MM-dd\"")
    #expect(
      session.submit("print(formatter.date(from: \"2024-02-29\")!)").hasSuffix(
        "2024-02-29 00:00:00 +0000\n"))
    #expect(
      session.submit("print(formatter.date(from: \"2023-02-29\") == nil)").hasSuffix("true\n"))
    #expect(
      session.submit("formatter.locale = Locale(identifier: \"fr_FR\")").contains(
        "it does not simulate the locale 'fr_FR'"))
  }

  @Test func dateNowNeedsIOS15() {
    var session = makeSession()
    _ = session.submit(":ios 14")
    #expect(
      session.submit("print(Date.now)").contains(
        "'now' is only available in iOS 15.0 or newer (this app runs iOS 14.0)"))
    #expect(session.submit("print(Date())").hasSuffix("2024-01-01 09:41:00 +0000\n"))
  }

  @Test func objectiveCReadsThePickerWithNSDateFormatter() {
    var session = makeSession()
    _ = session.submit(":objc")
    for line in [
      "UIDatePicker *picker = [[UIDatePicker alloc] init];",
      "picker.datePickerMode = UIDatePickerModeDate;",
      "[self.view addSubview:picker];",
      "NSDateFormatter *formatter = [[NSDateFormatter alloc] init];",
      "formatter.dateFormat = @\"yyyy-MM-dd\";",
    ] {
      _ = session.submit(line)
    }
    _ = session.submit(":pick 2024-07-04")
    #expect(
      session.submit("NSLog(@\"%@\", [formatter stringFromDate:picker.date]);").contains(
        "] 2024-07-04\n"))
    #expect(
      session.submit("NSLog(@\"%@\", [NSDate date]);").contains("] 2024-01-01 09:41:00 +0000\n"))
  }

  @Test func aFieldsInputPickerShowsInPlaceOfTheKeyboard() {
    var session = makeSession()
    for line in [
      "let field = UITextField(frame: CGRect(x: 20, y: 150, width: 335, height: 34))",
      "field.placeholder = \"Birthday\"",
      "view.addSubview(field)",
      "let picker = UIDatePicker()",
      "picker.datePickerMode = .date",
      "picker.preferredDatePickerStyle = .wheels",
      "field.inputView = picker",
      "@objc func changed() { let f = DateFormatter(); f.dateStyle = .medium; field.text = f.string(from: picker.date) }",
      "picker.addTarget(self, action: #selector(changed), for: .valueChanged)",
    ] {
      _ = session.submit(line)
    }
    #expect(session.submit("print(field.inputView === picker)").hasSuffix("true\n"))
    #expect(session.submit(":type \"x\"").hasPrefix("That text field's inputView is a date picker"))
    let screen = session.submit(":pick 2024-03-15")
    #expect(screen.contains("[Mar 15, 2024"))
    #expect(screen.contains("> March      15  2024 <"))
    #expect(!session.submit(":tapout").contains("March"))
  }

  @Test func aBareSelectorReachesTheOneMethodOfThatName() {
    var session = makeSession()
    for line in [
      "let picker = UIDatePicker(frame: CGRect(x: 0, y: 200, width: 375, height: 50))",
      "view.addSubview(picker)",
      "@objc func dateChanged(sender: UIDatePicker) { print(\"changed\", sender.isEqual(picker)) }",
      "picker.addTarget(self, action: #selector(self.dateChanged), for: .valueChanged)",
    ] {
      _ = session.submit(line)
    }
    #expect(session.submit(":pick 2024-02-02").hasPrefix("changed true\n"))
  }

  @Test func aPickerOutletIsConnectedAndEndEditingPutsAnInputPickerAway() {
    var session = makeSession()
    let note = session.submit(
      """
      class ViewController: UIViewController {
        @IBOutlet weak var birthday: UIDatePicker!
        @IBOutlet weak var field: UITextField!
        override func viewDidLoad() {
          super.viewDidLoad()
          birthday.datePickerMode = .date
          let other = UIDatePicker()
          other.preferredDatePickerStyle = .wheels
          field.inputView = other
        }
      }
      """)
    #expect(note.contains("@IBOutlet birthday → a date picker added to the view"))
    _ = session.submit(":pick 2 2024-05-05 10:00")
    #expect(session.submit(":render").contains("10  00  AM"))
    #expect(session.submit("print(view.endEditing(true))").hasPrefix("true\n"))
    #expect(!session.submit(":render").contains("10  00  AM"))
  }

  @Test func aPickerInAHolderViewOfTheAlertIsDrawnAndPicked() {
    var session = makeSession()
    for line in [
      "let holder = UIView(frame: CGRect(x: 0, y: 0, width: 270, height: 200))",
      "let picker = UIDatePicker()",
      "picker.datePickerMode = .date",
      "picker.preferredDatePickerStyle = .wheels",
      "holder.addSubview(picker)",
      "let alert = UIAlertController(title: \"\\n\\n\\n\\n\\n\", message: nil, preferredStyle: .alert)",
      "alert.view.addSubview(holder)",
      "alert.addAction(UIAlertAction(title: \"OK\", style: .default) { _ in print(picker.date) })",
      "present(alert, animated: true)",
    ] {
      _ = session.submit(line)
    }
    #expect(session.submit(":pick 2020-02-29").contains("> February   29  2020 <"))
    #expect(session.submit(":tap \"OK\"").hasPrefix("2020-02-29 09:41:00 +0000\n"))
  }

  @Test func aToolbarAboveThePickerHasADoneItemThatTapAnswers() {
    var session = makeSession()
    for line in [
      "let field = UITextField(frame: CGRect(x: 20, y: 150, width: 335, height: 34))",
      "view.addSubview(field)",
      "let picker = UIDatePicker()",
      "picker.datePickerMode = .date",
      "picker.preferredDatePickerStyle = .wheels",
      "field.inputView = picker",
      "let toolbar = UIToolbar()",
      "toolbar.sizeToFit()",
      "@objc func donePressed() { field.text = \"\\(picker.date)\"; view.endEditing(true) }",
      """
      toolbar.setItems([
        UIBarButtonItem(barButtonSystemItem: .cancel, target: self, action: nil),
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
        UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: #selector(donePressed)),
      ], animated: false)
      """,
      "field.inputAccessoryView = toolbar",
    ] {
      _ = session.submit(line)
    }
    #expect(session.submit("print(toolbar.items?.count ?? 0)").hasSuffix("3\n"))
    let screen = session.submit(":pick 2001-09-09")
    #expect(screen.contains("| Cancel                          Done |"))
    #expect(screen.contains("> September   9  2001 <"))
    let done = session.submit(":tap \"Done\"")
    #expect(done.contains("[2001-09-09 09:41:00 +0000"))
    #expect(!done.contains("Done |"))
  }

  @Test func objectiveCPropertiesMayBeNilAndTheirMethodsHaveSelectors() {
    var session = makeSession()
    _ = session.submit(":objc")
    let output = session.submit(
      """
      @interface DateViewController : UIViewController
      @property(nonatomic, retain) UIDatePicker *datepicker;
      @end
      @implementation DateViewController
      - (void)viewDidLoad {
          [super viewDidLoad];
          _datepicker = [[UIDatePicker alloc] initWithFrame:CGRectMake(0, 300, 320, 50)];
          _datepicker.datePickerMode = UIDatePickerModeDate;
          [_datepicker addTarget:self action:@selector(selectDate) forControlEvents:UIControlEventValueChanged];
          [self.view addSubview:_datepicker];
      }
      - (void)selectDate {
          NSDateFormatter *format = [[NSDateFormatter alloc] init];
          [format setDateFormat:@"dd-MM-YYYY"];
          NSLog(@"%@", [format stringFromDate:self.datepicker.date]);
      }
      @end
      """)
    #expect(!output.contains("error"))
    let swift = session.submit(":swift")
    #expect(swift.contains("view.addSubview(datepicker!)"))
    #expect(swift.contains("@objc func selectDate()"))
    #expect(session.submit(":pick 2024-12-30").contains("] 30-12-2025\n"))
  }
}
