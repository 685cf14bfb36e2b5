import AlertLabKit
import Testing

@testable import AlertLabShell

/// SwiftUI on the simulated UIKit: a pasted view becomes the screen, its buttons take taps,
/// and `.alert`, `.confirmationDialog`, `.sheet` and `.popover` become the UIKit
/// presentations they are on a device, with UIKit's rules and `:uikit`.
@Suite struct SwiftUITests {
  func session(_ inputs: [String], device: String? = nil, iOS: String? = nil) -> Session {
    var session = makeSession()
    if let device { _ = session.submit(":device " + device) }
    if let iOS { _ = session.submit(":ios " + iOS) }
    for input in inputs { _ = session.submit(input) }
    return session
  }

  static let deleteAlert = """
    import SwiftUI

    struct ContentView: View {
        @State private var showingAlert = false
        @State private var deleted = 0

        var body: some View {
            VStack {
                Text("Deleted: \\(deleted)")
                Button("Delete") { showingAlert = true }
            }
            .alert("Delete the photo?", isPresented: $showingAlert) {
                Button("Delete", role: .destructive) { deleted += 1 }
                Button("Cancel", role: .cancel) { }
            } message: {
                Text("It cannot be undone.")
            }
        }
    }
    """

  @Test func aPastedViewIsTheScreenAndItsButtonShowsTheAlert() {
    var session = session([Self.deleteAlert])
    #expect(session.submit(":describe").hasSuffix("View: button \"Delete\".\n"))
    _ = session.submit(":tap \"Delete\"")
    #expect(
      session.submit(":describe").hasSuffix(
        "Alert. Title: Delete the photo? Message: It cannot be undone. Buttons: "
          + "Cancel (cancel, bold), Delete (destructive).\n"))
    _ = session.submit(":tap \"Delete\"")
    let screen = session.submit(":render")
    #expect(screen.contains("Deleted: 1"))
    #expect(!screen.contains("Delete the photo?"))
    // The binding went back to false: the button shows the alert again.
    _ = session.submit(":tap \"Delete\"")
    #expect(session.submit(":render").contains("Delete the photo?"))
  }

  @Test func uikitPrintsWhatThePresentationBecame() {
    var session = session([Self.deleteAlert])
    #expect(session.submit(":uikit").hasPrefix("No SwiftUI presentation has been shown yet"))
    _ = session.submit(":tap \"Delete\"")
    #expect(
      session.submit(":uikit")
        == """
        The last SwiftUI presentation, as the UIKit it became on the device:
        let alert = UIAlertController(title: "Delete the photo?", message: "It cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in ... })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in ... })
        present(alert, animated: true)

        """)
  }

  static let dialog = """
    import SwiftUI

    struct ContentView: View {
        @State private var confirming = false

        var body: some View {
            Button("Empty Trash") { confirming = true }
                .confirmationDialog("Empty the trash?", isPresented: $confirming, titleVisibility: .visible) {
                    Button("Empty Trash", role: .destructive) { print("emptied") }
                }
        }
    }
    """

  @Test func aConfirmationDialogIsAnActionSheetWithACancelOnIPhone() {
    var session = session([Self.dialog])
    _ = session.submit(":tap \"Empty Trash\"")
    #expect(
      session.submit(":describe").hasSuffix(
        "Action sheet at the bottom of the screen. Title: Empty the trash? Buttons: Empty Trash "
          + "(destructive), Cancel (cancel, bold).\n"))
    #expect(session.submit(":tap \"Empty Trash\"").hasPrefix("emptied\n"))
  }

  @Test func onIPadTheDialogIsAPopoverAtTheButtonItModifies() {
    var session = session([Self.dialog], device: "ipad")
    let tapped = session.submit(":tap \"Empty Trash\"")
    #expect(!tapped.contains("NSGenericException"))
    #expect(
      session.submit(":describe").contains(
        "Action sheet in a popover pointing up at button \"Empty Trash\"."))
    #expect(session.submit(":uikit").contains("popoverPresentationController?.sourceView"))
  }

  @Test func onIOS26AnIPhoneShowsTheDialogAsAPopoverWithoutCancel() {
    var session = session([Self.dialog], iOS: "26")
    let tapped = session.submit(":tap \"Empty Trash\"")
    #expect(tapped.contains("from iOS 26 an action sheet never shows it"))
    #expect(
      session.submit(":describe").hasSuffix(
        "Action sheet in a popover pointing up at button \"Empty Trash\". Title: Empty the "
          + "trash? Buttons: Empty Trash (destructive). The cancel button \"Cancel\" is hidden: "
          + "tap outside to cancel.\n"))
    _ = session.submit(":tapout")
    #expect(!session.submit(":describe").contains("Action sheet"))
  }

  @Test func theDeprecatedAlertValueWithTwoButtons() {
    var session = session([
      """
      import SwiftUI
      struct ContentView: View {
          @State var asking = false
          var body: some View {
              Button("Sign Out") { asking = true }
                  .alert(isPresented: $asking) {
                      Alert(
                          title: Text("Sign out?"),
                          primaryButton: .destructive(Text("Sign Out")) { print("signed out") },
                          secondaryButton: .cancel())
                  }
          }
      }
      """
    ])
    _ = session.submit(":tap \"Sign Out\"")
    #expect(
      session.submit(":describe").hasSuffix(
        "Alert. Title: Sign out? Buttons: Cancel (cancel, bold), Sign Out (destructive).\n"))
    #expect(session.submit(":tap \"Sign Out\"").hasPrefix("signed out\n"))
  }

  @Test func aSheetShowsItsViewAndDismissCloses() {
    var session = session([
      """
      import SwiftUI
      struct ContentView: View {
          @State private var showingDetail = false
          var body: some View {
              Button("Details") { showingDetail = true }
                  .sheet(isPresented: $showingDetail) { DetailView() }
          }
      }
      struct DetailView: View {
          @Environment(\\.dismiss) var dismiss
          var body: some View {
              Text("Order #42")
              Button("Close") { dismiss() }
          }
      }
      """
    ])
    _ = session.submit(":tap \"Details\"")
    let sheet = session.submit(":render")
    #expect(sheet.contains("Order #42"))
    #expect(sheet.contains("[ Close ]"))
    _ = session.submit(":tap \"Close\"")
    #expect(!session.submit(":render").contains("Order #42"))
    // The binding is false again: the button shows the sheet again.
    _ = session.submit(":tap \"Details\"")
    #expect(session.submit(":render").contains("Order #42"))
  }

  static func popover(keepingIt: Bool) -> String {
    """
    import SwiftUI
    struct ContentView: View {
        @State private var showingTip = false
        var body: some View {
            Button("Tip") { showingTip = true }
                .popover(isPresented: $showingTip) {
                    Text("Swipe left to delete")\(keepingIt ? "\n                .presentationCompactAdaptation(.popover)" : "")
                }
        }
    }
    """
  }

  /// Snippets are printed without their file's `import SwiftUI`: the view still runs, and a
  /// note says what a real file needs.
  @Test func aViewPastedWithoutImportingSwiftUIRunsWithANote() {
    var session = makeSession()
    let declared = session.submit(
      String(Self.deleteAlert.drop { $0 != "\n" }.dropFirst()))
    #expect(
      declared.contains(
        "'ContentView' is a SwiftUI view, but nothing here imports SwiftUI: AlertLab imported it"),
      "\(declared)")
    _ = session.submit(":tap \"Delete\"")
    #expect(session.submit(":describe").contains("Alert. Title: Delete the photo?"))
  }

  /// `Edge` and `UnitPoint` values written as `.top`, also where a `@State` holds one.
  @Test func aPopoverAnchoredAtAPointWithAnArrowEdgeFromState() {
    var session = session(
      [
        """
        import SwiftUI
        struct ContentView: View {
            @State private var showing = false
            @State private var edge: Edge = .top
            var body: some View {
                Button("Tip") { showing = true }
                    .popover(isPresented: $showing, attachmentAnchor: .point(.top), arrowEdge: edge) {
                        Text("Swipe to delete")
                    }
            }
        }
        """
      ], device: "ipad")
    let tapped = session.submit(":tap \"Tip\"")
    #expect(!tapped.contains("error:"), "\(tapped)")
    #expect(session.submit(":describe").contains("Popover pointing"))
  }

  /// A view whose body calls a method its extension further down the block declares: the
  /// view becomes the screen once the extension is declared.
  @Test func aViewsMethodFromItsExtensionIsFoundFromItsBody() {
    var session = makeSession()
    let declared = session.submit(
      """
      import SwiftUI
      struct ContentView: View {
          @State private var showing = false
          var body: some View {
              Button("Show", action: open)
                  .alert("Hello", isPresented: $showing) { Button("OK") { } }
          }
      }
      extension ContentView {
          func open() { showing = true }
      }
      """)
    #expect(!declared.contains("error:"), "\(declared)")
    _ = session.submit(":tap \"Show\"")
    #expect(session.submit(":describe").contains("Alert. Title: Hello"))
  }

  /// A popover's content is drawn in its box only, not also over the screen under it.
  @Test func aPopoversTextIsDrawnInItsBoxOnly() {
    var session = session([Self.popover(keepingIt: false)], device: "ipad")
    _ = session.submit(":tap \"Tip\"")
    let screen = session.submit(":render")
    #expect(screen.contains("[ Tip ]"), "\(screen)")
    #expect(screen.components(separatedBy: "Swipe left to delete").count == 2, "\(screen)")
  }

  /// `let id = UUID()` of an `Identifiable` item: numbered in the order made, so a run prints
  /// the same every time.
  @Test func anItemIdentifiedByAUUIDShowsItsAlert() {
    var session = session(
      [
        """
        import SwiftUI
        struct Message: Identifiable {
            let id = UUID()
            let text: String
        }
        struct ContentView: View {
            @State private var message: Message?
            var body: some View {
                Button("Show") { message = Message(text: "Saved") }
                    .alert(item: $message) { shown in Alert(title: Text(shown.text)) }
            }
        }
        """
      ])
    _ = session.submit(":tap \"Show\"")
    #expect(session.submit(":describe").contains("Alert. Title: Saved"))
    let printed = session.submit("print(UUID(), UUID().uuidString)")
    #expect(
      printed.contains("00000000-0000-4000-8000-000000000002 00000000-0000-4000-8000-000000000003"),
      "\(printed)")
  }

  @Test func aPopoverIsASheetOnIPhoneUnlessItsContentKeepsIt() {
    var sheet = session([Self.popover(keepingIt: false)])
    _ = sheet.submit(":tap \"Tip\"")
    #expect(sheet.submit(":describe").contains("Page sheet"))
    var kept = session([Self.popover(keepingIt: true)])
    _ = kept.submit(":tap \"Tip\"")
    #expect(kept.submit(":describe").contains("Popover pointing"))
    #expect(kept.submit(":render").contains("Swipe left to delete"))
    // A tap outside closes it, and the state goes back: the button shows it again.
    _ = kept.submit(":tapout")
    _ = kept.submit(":tap \"Tip\"")
    #expect(kept.submit(":describe").contains("Popover pointing"))
  }

  @Test func aTextFieldInTheAlertFillsItsBinding() {
    var session = session([
      """
      import SwiftUI
      struct ContentView: View {
          @State private var asking = false
          @State private var name = ""
          var body: some View {
              VStack {
                  Text("Hello, \\(name)")
                  Button("Rename") { asking = true }
              }
              .alert("Your name", isPresented: $asking) {
                  TextField("Name", text: $name)
                  Button("OK") { }
              }
          }
      }
      """
    ])
    _ = session.submit(":tap \"Rename\"")
    _ = session.submit(":type \"Ada\"")
    _ = session.submit(":tap \"OK\"")
    #expect(session.submit(":render").contains("Hello, Ada"))
  }

  static let saveFileAlert = """
    import SwiftUI
    struct ContentView: View {
        @State private var asking = false
        @State private var file = ""
        @State private var saved = "nothing"
        var body: some View {
            VStack {
                Text("Saved: \\(saved)")
                Button("Save As") { asking = true }
            }
            .alert("Save as", isPresented: $asking) {
                TextField("File name", text: $file)
                Button("Save") { saved = file }
                    .disabled(file.isEmpty)
                Button("Cancel", role: .cancel) { }
            }
        }
    }
    """

  /// A `.disabled` button of an alert is a disabled action; from iOS 18 it follows the typing
  /// (before, SwiftUI keeps it as it was, which AlertLab says).
  @Test func aDisabledButtonOfAnAlertFollowsTheFieldFromIOS18() {
    var late = session([Self.saveFileAlert], iOS: "18.0")
    #expect(late.submit(":tap \"Save As\"").contains("(Save)"))
    _ = late.submit(":tap \"Save\"")
    #expect(late.submit(":describe").contains("Alert. Title: Save as"))
    _ = late.submit(":type \"notes.txt\"")
    _ = late.submit(":tap \"Save\"")
    #expect(late.submit(":render").contains("Saved: notes.txt"))

    var early = session([Self.saveFileAlert], iOS: "17.0")
    let shown = early.submit(":tap \"Save As\"")
    #expect(shown.contains("Before iOS 18, SwiftUI does not update the .disabled(...)"))
    _ = early.submit(":type \"notes.txt\"")
    #expect(early.submit(":tap \"Save\"").contains("\"Save\" is disabled"))
    #expect(early.submit(":uikit").contains("alert.actions[0].isEnabled = false"))
  }

  /// A button whose label is an icon alone is drawn and tapped by the symbol's name; a tap
  /// that reaches nothing names the buttons on screen.
  @Test func anIconButtonIsTappedBySymbolName() {
    var session = session([
      """
      import SwiftUI
      struct ContentView: View {
          @State private var asking = false
          var body: some View {
              Button { asking = true } label: { Image(systemName: "trash") }
                  .alert("Delete?", isPresented: $asking) { Button("Delete", role: .destructive) { } }
          }
      }
      """
    ])
    #expect(session.submit(":render").contains("[ trash ]"))
    #expect(
      session.submit(":tap \"Bin\"").contains(
        "There is no alert or action sheet on screen, and no button \"Bin\". Buttons: \"trash\"."))
    _ = session.submit(":tap \"trash\"")
    #expect(session.submit(":describe").contains("Alert. Title: Delete?"))
  }

  /// A picker is a button showing the chosen option; its menu lists the options (tags, or a
  /// `ForEach`'s ids) and a tap on one sets the selection.
  @Test func aPickerChoosesThroughItsMenu() {
    var session = session([
      """
      import SwiftUI
      enum Size: String, CaseIterable, Identifiable {
          case small, large
          var id: Self { self }
      }
      struct ContentView: View {
          @State private var size = Size.small
          @State private var count = 1
          var body: some View {
              Form {
                  Picker("Size", selection: $size) {
                      ForEach(Size.allCases) { Text($0.rawValue.capitalized) }
                  }
                  Picker("Count", selection: $count) {
                      Text("One").tag(1)
                      Text("Two").tag(2)
                  }
                  Text("\\(size.rawValue) x\\(count)")
              }
          }
      }
      """
    ])
    #expect(session.submit(":render").contains("Size  [ Small ]"))
    #expect(session.submit(":tap \"Small\"").contains("v Small"))
    _ = session.submit(":tap \"Large\"")
    _ = session.submit(":tap \"One\"")
    _ = session.submit(":tap \"Two\"")
    #expect(session.submit(":render").contains("large x2"))
  }

  /// A tab view draws the chosen tab and a tab bar of the tabs' items; a tap on an item
  /// shows its tab, and an alert of a tab shows over the tab bar.
  @Test func aTabViewSwitchesTabsByTheirItems() {
    var session = session([
      """
      import SwiftUI
      struct ContentView: View {
          @State private var asking = false
          var body: some View {
              TabView {
                  Button("Sign Out") { asking = true }
                      .alert("Sign out?", isPresented: $asking) { Button("Sign Out", role: .destructive) { } }
                      .tabItem { Label("Account", systemImage: "person") }
                  Text("Nothing to set")
                      .tabItem { Label("Settings", systemImage: "gear") }
              }
          }
      }
      """
    ])
    #expect(session.submit(":render").contains("[ Account ]  [ Settings ]"))
    #expect(session.submit(":tap \"Settings\"").contains("Nothing to set"))
    _ = session.submit(":tap \"Account\"")
    _ = session.submit(":tap \"Sign Out\"")
    #expect(session.submit(":describe").contains("Alert. Title: Sign out?"))
  }

  /// A toolbar item's placement picks its side of the bar: `.cancellationAction` leading,
  /// `.confirmationAction` trailing, whatever the order written.
  @Test func toolbarPlacementsPickTheSideOfTheBar() {
    var session = session([
      """
      import SwiftUI
      struct ContentView: View {
          var body: some View {
              NavigationStack {
                  Text("Draft")
                      .navigationTitle("Compose")
                      .toolbar {
                          ToolbarItem(placement: .confirmationAction) { Button("Send") { print("sent") } }
                          ToolbarItem(placement: .cancellationAction) { Button("Cancel") { } }
                      }
              }
          }
      }
      """
    ])
    let screen = session.submit(":render")
    let bar = screen.split(separator: "\n").first { $0.contains("Compose") } ?? ""
    #expect(bar.contains("Cancel") && bar.contains("Send"))
    #expect(
      (bar.range(of: "Cancel")?.lowerBound ?? bar.endIndex)
        < (bar.range(of: "Send")?.lowerBound ?? bar.startIndex))
    #expect(session.submit(":tap \"Send\"").contains("sent"))
  }

  /// A `ForEach` over a range with a trailing closure, a `Color` filling the background and a
  /// popover attached to its view's bounds run as in an app.
  @Test func rangeForEachColorBackgroundAndBoundsAnchoredPopoverRun() {
    var session = session([
      """
      import SwiftUI
      struct ContentView: View {
          @State private var showing = false
          var body: some View {
              ZStack {
                  Color.orange.ignoresSafeArea()
                  VStack {
                      ForEach(0..<3) { index in
                          Text("Row \\(index)")
                      }
                      Button("Info") { showing = true }
                          .popover(isPresented: $showing, attachmentAnchor: .rect(.bounds), arrowEdge: .bottom) {
                              Text("Details")
                          }
                  }
              }
          }
      }
      """
    ])
    let screen = session.submit(":render")
    #expect(screen.contains("Row 0") && screen.contains("Row 2"))
    #expect(!screen.contains("error"))
    #expect(session.submit(":tap \"Info\"").contains("Details"))
  }

  /// A navigation link pushes its view, or its value shown by `navigationDestination(for:)`,
  /// over the stack's root with a back button; the pushed view keeps its state and presents
  /// its alert; back (by the root's title or "Back") pops it.
  @Test func navigationLinksPushAndBackPops() {
    var session = session([
      """
      import SwiftUI
      struct Fruit: Hashable { let name: String }
      struct DetailView: View {
          let fruit: Fruit
          @State private var confirming = false
          var body: some View {
              VStack {
                  Text(fruit.name)
                  Button("Delete") { confirming = true }
              }
              .navigationTitle(fruit.name)
              .alert("Delete \\(fruit.name)?", isPresented: $confirming) {
                  Button("Delete", role: .destructive) { print("deleted", fruit.name) }
              }
          }
      }
      struct ContentView: View {
          let fruits = [Fruit(name: "Apple"), Fruit(name: "Pear")]
          var body: some View {
              NavigationView {
                  List {
                      ForEach(fruits, id: \\.self) { fruit in
                          NavigationLink(fruit.name, value: fruit)
                      }
                      NavigationLink("About") { Text("Made with SwiftUI") }
                      NavigationLink(destination: Text("Version 2")) { Text("Version") }
                  }
                  .navigationTitle("Fruits")
                  .navigationDestination(for: Fruit.self) { fruit in
                      DetailView(fruit: fruit)
                  }
              }
          }
      }
      """
    ])
    #expect(session.submit(":render").contains("Pear ]  ›"))
    let pushed = session.submit(":tap \"Pear\"")
    #expect(pushed.contains("‹ Fruits") && !pushed.contains("Apple"))
    _ = session.submit(":tap \"Delete\"")
    #expect(session.submit(":describe").contains("Alert. Title: Delete Pear?"))
    #expect(session.submit(":tap \"Delete\"").contains("deleted Pear"))
    #expect(session.submit(":tap \"Fruits\"").contains("Apple"))
    #expect(session.submit(":tap \"About\"").contains("Made with SwiftUI"))
    _ = session.submit(":tap \"Back\"")
    #expect(session.submit(":tap \"Version\"").contains("Version 2"))
  }

  /// `NavigationStack(path:)` shows the views of the values in its path, the last on top;
  /// `navigationDestination(isPresented:)` pushes while its binding is true.
  @Test func aStacksPathIsWhatItShows() {
    var session = session([
      """
      import SwiftUI
      struct ContentView: View {
          @State private var path: [Int] = []
          @State private var showSettings = false
          var body: some View {
              NavigationStack(path: $path) {
                  VStack {
                      Button("Go to 7") { path.append(7) }
                      Button("Settings") { showSettings = true }
                  }
                  .navigationTitle("Numbers")
                  .navigationDestination(for: Int.self) { number in
                      VStack {
                          Text("Number \\(number)")
                          Button("Next") { path.append(number + 1) }
                          Button("Home") { path.removeAll() }
                      }
                  }
                  .navigationDestination(isPresented: $showSettings) {
                      Text("Settings page")
                  }
              }
          }
      }
      """
    ])
    #expect(session.submit(":tap \"Go to 7\"").contains("Number 7"))
    #expect(session.submit(":tap \"Next\"").contains("Number 8"))
    #expect(session.submit(":tap \"Back\"").contains("Number 7"))
    #expect(session.submit(":tap \"Home\"").contains("Go to 7"))
    #expect(session.submit(":tap \"Settings\"").contains("Settings page"))
    #expect(session.submit(":tap \"Numbers\"").contains("Go to 7"))
  }

  /// iOS 13-era code: `navigationBarItems(trailing:)`, `NavigationLink(destination:isActive:)`
  /// pushed by its binding, a `Toggle(isOn:label:)` tapped by its title with its state beside
  /// it, a `Stepper`, `withAnimation` and a `.title.bold()` font.
  @Test func olderNavigationAndControlsRun() {
    var session = session([
      """
      import SwiftUI
      struct ContentView: View {
          @State private var showOnboarding = false
          @State private var notify = false
          @State private var count = 1
          var body: some View {
              NavigationView {
                  VStack {
                      NavigationLink(destination: Text("Welcome aboard"), isActive: $showOnboarding) {
                          EmptyView()
                      }
                      Toggle(isOn: $notify) { Text("Notify") }
                      Stepper("Copies: \\(count)", value: $count, in: 1...3)
                      Text("Ready").font(.title.bold())
                  }
                  .navigationBarTitle(Text("Home"))
                  .navigationBarItems(trailing: Button("Start") {
                      withAnimation { showOnboarding = true }
                  })
              }
          }
      }
      """
    ])
    let screen = session.submit(":render")
    #expect(screen.contains("[ Notify ]  Off") && screen.contains("Copies: 1"))
    #expect(session.submit(":tap \"Notify\"").contains("[ Notify ]  On"))
    _ = session.submit(":tap \"+\"")
    #expect(session.submit(":tap \"+\"").contains("Copies: 3"))
    // At the top of its range, + changes nothing; at the bottom, − does not.
    #expect(!session.submit(":tap \"+\"").contains("Copies"))
    _ = session.submit(":tap \"−\"")
    #expect(session.submit(":tap \"−\"").contains("Copies: 1"))
    #expect(!session.submit(":tap \"−\"").contains("Copies"))
    #expect(session.submit(":tap \"Start\"").contains("Welcome aboard"))
    #expect(session.submit(":tap \"Home\"").contains("Ready"))
  }

  /// A navigation stack in a sheet shows its title and toolbar items at the sheet's top, where
  /// they are tapped; `@Environment(Library.self)` reads the object `.environment(_:)` gave.
  @Test func aSheetsStackShowsItsBarAndObservableEnvironmentIsRead() {
    var session = session([
      """
      import SwiftUI
      @Observable class Library { var books = ["Emma", "Persuasion"] }
      struct ShelfView: View {
          @Environment(Library.self) private var library
          @Environment(\\.dismiss) private var dismiss
          var body: some View {
              NavigationStack {
                  Text("\\(library.books.count) books")
                      .navigationTitle("Shelf")
                      .toolbar {
                          ToolbarItem(placement: .cancellationAction) { Button("Close") { dismiss() } }
                      }
              }
          }
      }
      struct ContentView: View {
          @State private var library = Library()
          @State private var showing = false
          var body: some View {
              Button("Open Shelf") { showing = true }
                  .sheet(isPresented: $showing) { ShelfView().environment(library) }
          }
      }
      """
    ])
    let shown = session.submit(":tap \"Open Shelf\"")
    #expect(shown.contains("Shelf") && shown.contains("2 books") && shown.contains("[ Close ]"))
    #expect(session.submit(":tap \"Close\"").contains("Open Shelf"))
  }

  /// `@Environment(Library.self)` with no object given is SwiftUI's fatal error.
  @Test func aMissingObservableEnvironmentObjectIsSwiftUIsFatalError() {
    var session = makeSession()
    let output = session.submit(
      """
      import SwiftUI
      @Observable class Library { var books: [String] = [] }
      struct ContentView: View {
          @Environment(Library.self) private var library
          var body: some View { Text("\\(library.books.count)") }
      }
      """)
    #expect(
      output.contains(
        "Fatal error: No Observable object of type Library found. A View.environmentObject(_:) "
          + "for Library may be missing as an ancestor of this view."))
  }

  /// A button of a popover's content is inside the popover: a tap runs it; a tap on the
  /// screen's button behind it is a tap outside.
  @Test func aButtonInAPopoverIsTappedInsideIt() {
    var session = session([
      """
      import SwiftUI
      struct ContentView: View {
          @State private var show = false
          var body: some View {
              Button("Feedback") { show = true }
                  .popover(isPresented: $show) {
                      VStack {
                          Button("Good") { print("good"); show = false }
                          Button("Bad") { print("bad") }
                      }
                      .presentationCompactAdaptation(.popover)
                  }
          }
      }
      """
    ])
    _ = session.submit(":tap \"Feedback\"")
    let bad = session.submit(":tap \"Bad\"")
    #expect(bad.contains("bad\n") && !bad.contains("outside"))
    #expect(session.submit(":describe").contains("Popover"))
    #expect(session.submit(":tap \"Good\"").contains("good\n"))
    _ = session.submit(":tap \"Feedback\"")
    #expect(session.submit(":tap \"Feedback\"").contains("landed outside the popover"))
  }

  /// A long `Text` in a popover takes as many lines as it needs, as SwiftUI wraps it.
  @Test func aLongTextInAPopoverWraps() {
    var session = session([
      """
      import SwiftUI
      struct ContentView: View {
          @State private var showing = false
          var body: some View {
              Button("Learn More") { showing = true }
                  .popover(isPresented: $showing) {
                      Text("Keep your bicycle running smoothly with a chain cleaned every month.")
                          .presentationCompactAdaptation(.popover)
                  }
          }
      }
      """
    ])
    let screen = session.submit(":tap \"Learn More\"")
    #expect(screen.contains("Keep your bicycle") && screen.contains("every month."))
    #expect(!screen.contains("…"))
  }

  /// `GeometryReader` offers the screen's size; `Text(_:format:)`, `ForEach(_:id:)` over a range
  /// and `Font.system(size:weight:design:)` run.
  @Test func geometryFormattedTextAndRangesWithIDsRun() {
    var session = session([
      """
      import SwiftUI
      struct ContentView: View {
          @State private var score = 42
          var body: some View {
              GeometryReader { proxy in
                  VStack {
                      Text(score, format: .number)
                          .font(.system(size: 30, weight: .black, design: .rounded))
                      Text(proxy.size.width > 300 ? "Wide" : "Narrow")
                          .aspectRatio(1, contentMode: .fit)
                      ForEach(1...2, id: \\.self) { lap in
                          Text("Lap \\(lap)")
                      }
                  }
              }
          }
      }
      """
    ])
    let screen = session.submit(":render")
    #expect(screen.contains("42") && screen.contains("Wide") && screen.contains("Lap 2"))
    #expect(!screen.contains("error"))
  }

  /// Every toolbar item is in the bar: two trailing items in the order written, beside a
  /// leading one, each tapped by its title.
  @Test func aToolbarShowsEveryItemInTheOrderWritten() {
    var session = session([
      """
      import SwiftUI
      struct ContentView: View {
          var body: some View {
              NavigationStack {
                  Text("Inbox")
                      .navigationTitle("Mail")
                      .toolbar {
                          ToolbarItem(placement: .topBarLeading) { Button("Edit") { print("editing") } }
                          ToolbarItem(placement: .topBarTrailing) { Button("Filter") { print("filtered") } }
                          ToolbarItem(placement: .topBarTrailing) { Button("Compose") { print("composing") } }
                      }
              }
          }
      }
      """
    ])
    let screen = session.submit(":render")
    let bar = screen.split(separator: "\n").first { $0.contains("Mail") } ?? ""
    let places = ["Edit", "Filter", "Compose"].map {
      bar.range(of: $0).map { bar.distance(from: bar.startIndex, to: $0.lowerBound) } ?? -1
    }
    #expect(places.allSatisfy { $0 >= 0 } && places == places.sorted())
    #expect(session.submit(":tap \"Filter\"").contains("filtered"))
    #expect(session.submit(":tap \"Compose\"").contains("composing"))
    #expect(session.submit(":tap \"Edit\"").contains("editing"))
  }

  /// A row's `.swipeActions` show beside it after `:swipe` across it; a tap on one runs it
  /// and hides them.
  @Test func aSwipeShowsTheRowsSwipeActions() {
    var session = session([
      """
      import SwiftUI
      struct ContentView: View {
          @State private var notes = ["Milk", "Bread"]
          var body: some View {
              List {
                  ForEach(notes, id: \\.self) { note in
                      Text(note)
                          .swipeActions {
                              Button("Delete", role: .destructive) { notes.removeAll { $0 == note } }
                          }
                  }
              }
          }
      }
      """
    ])
    #expect(!session.submit(":render").contains("Delete"))
    #expect(session.submit(":swipe \"Bread\"").contains("Bread  [ Delete ]"))
    _ = session.submit(":tap \"Delete\"")
    let screen = session.submit(":render")
    #expect(screen.contains("Milk") && !screen.contains("Bread"))
  }

  static func basketApp(givingBasket: Bool) -> String {
    """
    import SwiftUI
    final class Basket: ObservableObject {
        @Published var items = ["Apples"]
    }
    struct ContentView: View {
        @EnvironmentObject var basket: Basket
        @State private var asking = false
        var body: some View {
            VStack {
                Text("Items: \\(basket.items.count)")
                Button("Empty Basket") { asking = true }
            }
            .alert("Empty the basket?", isPresented: $asking) {
                Button("Empty", role: .destructive) { basket.items.removeAll() }
            }
        }
    }
    @main
    struct ShopApp: App {
        @StateObject private var basket = Basket()
        var body: some Scene {
            WindowGroup { ContentView()\(givingBasket ? ".environmentObject(basket)" : "") }
        }
    }
    """
  }

  /// `@EnvironmentObject` finds the object an app gives with `.environmentObject(_:)`, and
  /// a change of it draws the screen again; without one it is SwiftUI's fatal error.
  @Test func anEnvironmentObjectIsTheOneTheAppGives() {
    var given = session([Self.basketApp(givingBasket: true)])
    #expect(given.submit(":render").contains("Items: 1"))
    _ = given.submit(":tap \"Empty Basket\"")
    _ = given.submit(":tap \"Empty\"")
    #expect(given.submit(":render").contains("Items: 0"))

    // A type nothing declares is the compiler's error at the property.
    var undeclared = makeSession()
    let refused = undeclared.submit(
      "import SwiftUI\nstruct Shelf: View {\n    @EnvironmentObject var store: Store\n"
        + "    var body: some View { Text(\"Shelf\") }\n}")
    #expect(refused.contains("3:35: error: cannot find type 'Store' in scope"))

    var missing = makeSession()
    let output = missing.submit(Self.basketApp(givingBasket: false))
    #expect(
      output.contains(
        "Fatal error: No ObservableObject of type Basket found. A View.environmentObject(_:) "
          + "for Basket may be missing as an ancestor of this view."))
  }

  @Test func theItemAlertSetsItsItemBackToNil() {
    var session = session([
      """
      import SwiftUI
      struct Show: Identifiable {
          let id: String
      }
      struct ContentView: View {
          @State private var picked: Show?
          var body: some View {
              VStack {
                  Button("Pick") { picked = Show(id: "Lasso") }
                  Text(picked == nil ? "none" : "picked")
              }
              .alert(item: $picked) { show in
                  Alert(title: Text(show.id), dismissButton: .cancel())
              }
          }
      }
      """
    ])
    _ = session.submit(":tap \"Pick\"")
    #expect(session.submit(":describe").contains("Alert. Title: Lasso"))
    _ = session.submit(":tap \"Cancel\"")
    #expect(session.submit(":render").contains("none"))
  }

  @Test func stateOfAChildViewIsKeptBetweenDrawings() {
    var session = session([
      """
      import SwiftUI
      struct ContentView: View {
          @State private var taps = 0
          var body: some View {
              VStack {
                  Text("Parent \\(taps)")
                  Button("Parent") { taps += 1 }
                  Counter()
              }
          }
      }
      struct Counter: View {
          @State private var count = 0
          var body: some View {
              Button("Child \\(count)") { count += 1 }
          }
      }
      """
    ])
    _ = session.submit(":tap \"Child 0\"")
    _ = session.submit(":tap \"Parent\"")
    let screen = session.submit(":render")
    #expect(screen.contains("Parent 1"))
    #expect(screen.contains("[ Child 1 ]"))
  }

  @Test func ofTwoAlertValuesOnOneViewOnlyTheOuterShows() {
    var session = session([
      """
      import SwiftUI
      struct ContentView: View {
          @State private var first = false
          @State private var second = false
          var body: some View {
              VStack {
                  Button("First") { first = true }
                  Button("Second") { second = true }
              }
              .alert(isPresented: $first) { Alert(title: Text("First alert")) }
              .alert(isPresented: $second) { Alert(title: Text("Second alert")) }
          }
      }
      """
    ])
    _ = session.submit(":tap \"First\"")
    #expect(!session.submit(":describe").contains("Alert."))
    _ = session.submit(":tap \"Second\"")
    #expect(session.submit(":describe").hasSuffix("Alert. Title: Second alert. Buttons: OK.\n"))
  }

  @Test func stateSetWhileTheBodyIsReadIsSwiftUIsWarning() {
    var session = makeSession()
    let output = session.submit(
      """
      import SwiftUI
      struct ContentView: View {
          @State private var renders = 0
          func label() -> String {
              renders += 1
              return "Drawn"
          }
          var body: some View {
              Text(label())
          }
      }
      """)
    #expect(
      output.components(
        separatedBy: "[SwiftUI] Modifying state during view update, this will cause undefined "
          + "behavior.\n"
      ).count == 2)
    #expect(session.submit(":why").contains("state-during-update"))
  }

  @Test func ofTwoCancelRolesTheLastShowsAndNothingCrashes() {
    var session = session([
      """
      import SwiftUI
      struct ContentView: View {
          @State private var leaving = false
          var body: some View {
              Button("Leave") { leaving = true }
                  .alert("Leave?", isPresented: $leaving) {
                      Button("Stay", role: .cancel) { }
                      Button("Not now", role: .cancel) { }
                      Button("Leave", role: .destructive) { }
                  }
          }
      }
      """
    ])
    #expect(!session.submit(":tap \"Leave\"").contains("Terminating app"))
    #expect(
      session.submit(":describe").hasSuffix(
        "Alert. Title: Leave? Buttons: Not now (cancel, bold), Leave (destructive).\n"))
  }

  @Test func aViewPastedAgainGetsNewPopoverDelegates() {
    let tip = { (kept: Bool) in
      """
      import SwiftUI
      struct ContentView: View {
          @State private var showing = false
          var body: some View {
              Button("Help") { showing = true }
                  .popover(isPresented: $showing) {
                      Text("Help")\(kept ? ".presentationCompactAdaptation(.popover)" : "")
                  }
          }
      }
      """
    }
    var session = session([tip(false)])
    _ = session.submit(":tap \"Help\"")
    #expect(session.submit(":describe").contains("Page sheet"))
    _ = session.submit(tip(true))
    _ = session.submit(":tap \"Help\"")
    #expect(session.submit(":describe").contains("Popover pointing"))
  }

  @Test func thePresentingAndErrorAlertsAndAFullScreenCover() {
    var session = session([
      """
      import SwiftUI
      enum SyncError: LocalizedError {
          case offline
          var errorDescription: String? { "You are offline" }
      }
      struct ContentView: View {
          @State private var picked: String?
          @State private var asking = false
          @State private var failing = false
          @State private var error: SyncError?
          @State private var covering = false
          var body: some View {
              VStack {
                  Button("Pick") { picked = "Milk"; asking = true }
                  Button("Sync") { error = .offline; failing = true }
                  Button("Cover") { covering = true }
              }
              .alert("Remove?", isPresented: $asking, presenting: picked) { item in
                  Button("Remove \\(item)", role: .destructive) { }
              }
              .alert(isPresented: $failing, error: error) { _ in
                  Button("OK") { }
              }
              .fullScreenCover(isPresented: $covering) {
                  Text("Welcome")
              }
          }
      }
      """
    ])
    _ = session.submit(":tap \"Pick\"")
    #expect(
      session.submit(":describe").hasSuffix(
        "Alert. Title: Remove? Buttons: Remove Milk (destructive).\n"))
    _ = session.submit(":tap \"Remove Milk\"")
    _ = session.submit(":tap \"Sync\"")
    #expect(session.submit(":describe").hasSuffix("Alert. Title: You are offline. Buttons: OK.\n"))
    _ = session.submit(":tap \"OK\"")
    _ = session.submit(":tap \"Cover\"")
    #expect(
      session.submit(":describe").contains(
        "Full screen: PresentationHostingController<AnyView>. It shows \"Welcome\"."))
  }

  @Test func aViewGivenABindingIsNotTheScreen() {
    var session = session([
      """
      import SwiftUI
      struct Switch: View {
          @Binding var isOn: Bool
          var body: some View { Button(isOn ? "On" : "Off") { isOn.toggle() } }
      }
      struct Settings: View {
          @State private var on = false
          var body: some View { Switch(isOn: $on) }
      }
      """
    ])
    _ = session.submit(":tap \"Off\"")
    #expect(session.submit(":describe").hasSuffix("View: button \"On\".\n"))
  }

  @Test func beforeIOS13ThereIsNoSwiftUIAndBefore15NoConfirmationDialog() {
    var old = session([], iOS: "12")
    #expect(
      old.submit(Self.deleteAlert).contains(
        "error: 'View' is only available in iOS 13.0 or newer"))
    var fourteen = session([], iOS: "14")
    #expect(
      fourteen.submit(Self.dialog).contains(
        "'confirmationDialog(_:isPresented:titleVisibility:actions:)' is only available in iOS 15.0 or newer"
      ))
  }
  @Test func aPublishedPropertyOfAStateObjectIsBoundThroughDollarModel() {
    var session = session([
      """
      import SwiftUI

      final class Inbox: ObservableObject {
          @Published var askingToArchive = false
          @Published var archived = 0
      }

      struct ContentView: View {
          @StateObject private var inbox = Inbox()

          var body: some View {
              VStack {
                  Text("Archived: \\(inbox.archived)")
                  Button("Archive") { inbox.askingToArchive = true }
              }
              .alert("Archive all?", isPresented: $inbox.askingToArchive) {
                  Button("Archive") { inbox.archived += 1 }
                  Button("Keep", role: .cancel) { }
              }
          }
      }
      """
    ])
    _ = session.submit(":tap \"Archive\"")
    #expect(session.submit(":describe").contains("Alert. Title: Archive all?"))
    _ = session.submit(":tap \"Archive\"")
    let screen = session.submit(":render")
    #expect(screen.contains("Archived: 1"))
    #expect(!screen.contains("Archive all?"))
    // Dismissing set the object's property back to false: the alert shows again.
    _ = session.submit(":tap \"Archive\"")
    #expect(session.submit(":describe").contains("Alert. Title: Archive all?"))
  }

  @Test func anObservedObjectGivenToAChildViewIsBoundThroughDollarModel() {
    var session = session([
      """
      import SwiftUI

      class Player: ObservableObject {
          @Published var quitting = false
      }

      struct QuitButton: View {
          @ObservedObject var player: Player
          var body: some View {
              Button("Quit") { player.quitting = true }
                  .confirmationDialog("Quit the game?", isPresented: $player.quitting) {
                      Button("Quit", role: .destructive) { }
                  }
          }
      }

      struct ContentView: View {
          @StateObject var player = Player()
          var body: some View { QuitButton(player: player) }
      }
      """
    ])
    _ = session.submit(":tap \"Quit\"")
    #expect(
      session.submit(":describe").hasSuffix(
        "Action sheet at the bottom of the screen. Buttons: Quit (destructive), "
          + "Cancel (cancel, bold).\n"))
  }

  static let observableCounter = """
    import SwiftUI

    @Observable
    class Counter {
        var asking = false
        var total = 0
    }

    struct AddButton: View {
        @Bindable var counter: Counter
        var body: some View {
            Button("Ask") { counter.asking = true }
                .alert("Total \\(counter.total)", isPresented: $counter.asking) {
                    Button("Add one") { counter.total += 1 }
                }
        }
    }

    struct ContentView: View {
        @State private var counter = Counter()
        var body: some View {
            VStack {
                Text("Total: \\(counter.total)")
                AddButton(counter: counter)
                Button("Reset") { counter.total = 0 }
            }
        }
    }
    """

  @Test func anObservableClassRedrawsOnAChangeAndBindableBindsItsProperty() {
    var session = session([Self.observableCounter])
    _ = session.submit(":tap \"Ask\"")
    #expect(session.submit(":describe").contains("Alert. Title: Total 0. Buttons: Add one."))
    _ = session.submit(":tap \"Add one\"")
    #expect(session.submit(":render").contains("Total: 1"))
    _ = session.submit(":tap \"Ask\"")
    #expect(session.submit(":describe").contains("Alert. Title: Total 1."))
    _ = session.submit(":tap \"Add one\"")
    _ = session.submit(":tap \"Reset\"")
    #expect(session.submit(":render").contains("Total: 0"))
  }

  @Test func anObservableClassBeforeIOS17IsTheCompilersError() {
    var session = makeSession()
    _ = session.submit(":ios 16")
    let output = session.submit(Self.observableCounter)
    #expect(output.contains("error: 'Observable()' is only available in iOS 17.0 or newer"))
    #expect(output.contains("note: add @available attribute to enclosing class"))
  }

  @Test func bindableBeforeIOS17IsTheCompilersErrorAtTheAttribute() {
    var session = makeSession()
    _ = session.submit(":ios 16")
    let output = session.submit(
      """
      import SwiftUI
      final class Lamp: ObservableObject {
          @Published var on = false
      }
      struct Switch: View {
          @Bindable var lamp: Lamp
          var body: some View { Text("Lamp") }
      }
      """)
    #expect(output.contains("6:5: error: 'Bindable' is only available in iOS 17.0 or newer"))
    #expect(output.contains("note: add @available attribute to enclosing struct"))
  }

  @Test func aPropertyOfAStructInStateIsBoundThroughDollarState() {
    var session = session([
      """
      import SwiftUI

      struct Draft {
          var discarding = false
          var text = "Hello"
      }

      struct ContentView: View {
          @State private var draft = Draft()
          var body: some View {
              Button("Discard \\(draft.text)") { draft.discarding = true }
                  .alert("Discard?", isPresented: $draft.discarding) {
                      Button("Discard", role: .destructive) { draft.text = "" }
                  }
          }
      }
      """
    ])
    _ = session.submit(":tap \"Discard Hello\"")
    #expect(session.submit(":describe").contains("Alert. Title: Discard?"))
    _ = session.submit(":tap \"Discard\"")
    #expect(session.submit(":describe").hasSuffix("View: button \"Discard \".\n"))
  }
  @Test func anIPhonesConfirmationDialogStaysAnchoredWhenTheDeviceBecomesAnIPad() {
    var session = session([Self.dialog])
    _ = session.submit(":tap \"Empty Trash\"")
    // SwiftUI anchors the dialog on an iPhone too (where the line does nothing).
    #expect(
      session.submit(":uikit").contains(
        "alert.popoverPresentationController?.sourceView = the modified view\n"))
    let switched = session.submit(":device ipad")
    #expect(!switched.contains("Terminating app"))
    // The view is laid out again for the iPad's width: the button is in the middle.
    let row = session.submit(":render").split(separator: "\n").first {
      $0.contains("[ Empty Trash ]")
    }
    let parts = row.map { $0.components(separatedBy: "[ Empty Trash ]") } ?? []
    #expect(parts.count == 2 && abs(parts[0].count - parts[1].count) <= 1, "\(row ?? "")")
    #expect(
      session.submit(":describe").contains(
        "Action sheet in a popover pointing up at button \"Empty Trash\"."))
    // A tap outside the popover cancels it; the binding went back to false.
    _ = session.submit(":tapout")
    _ = session.submit(":tap \"Empty Trash\"")
    _ = session.submit(":device iphone")
    #expect(session.submit(":describe").contains("Action sheet at the bottom of the screen."))
  }
  @Test func aContentViewThatMustBeGivenAModelIsShownByItsPreviews() {
    var session = makeSession()
    let output = session.submit(
      """
      import SwiftUI

      class Door: ObservableObject {
          @Published var warning = false
      }

      struct ContentView: View {
          @ObservedObject var door: Door
          var body: some View {
              Button("Open") { self.door.warning.toggle() }
                  .alert(isPresented: self.$door.warning) {
                      Alert(title: Text("Mind the step"))
                  }
          }
      }

      struct ContentView_Previews: PreviewProvider {
          static var previews: some View {
              ContentView(door: Door())
          }
      }
      """)
    #expect(!output.contains("error"))
    #expect(
      output.contains(
        "'ContentView' must be given values: AlertLab shows 'ContentView_Previews.previews' as "
          + "the screen"))
    _ = session.submit(":tap \"Open\"")
    #expect(session.submit(":describe").hasSuffix("Alert. Title: Mind the step. Buttons: OK.\n"))
  }

  /// `ActionSheet.Button` and `Alert.Button` name the deprecated values' buttons, as code of
  /// iOS 13 wrote them in annotations.
  @Test func buttonsOfTheDeprecatedValuesAreNamedByTheirNestedTypes() {
    var session = session([
      """
      import SwiftUI
      struct ContentView: View {
          @State private var asking = false
          @State private var said = "nothing"
          var body: some View {
              VStack {
                  Text("Said \\(said)")
                  Button("Ask") { asking = true }
              }
              .actionSheet(isPresented: $asking) { sheet() }
          }
          func sheet() -> ActionSheet {
              let keep: ActionSheet.Button = .default(Text("Keep")) { said = "keep" }
              let drop: Alert.Button = .destructive(Text("Drop")) { said = "drop" }
              let buttons: [ActionSheet.Button] = [keep, drop, .cancel()]
              return ActionSheet(title: Text("Photo"), buttons: buttons)
          }
      }
      """
    ])
    _ = session.submit(":tap \"Ask\"")
    #expect(
      session.submit(":describe").hasSuffix(
        "Action sheet at the bottom of the screen. Title: Photo. Buttons: Keep, Drop "
          + "(destructive), Cancel (cancel, bold).\n"))
    _ = session.submit(":tap \"Drop\"")
    #expect(session.submit(":render").contains("Said drop"))
  }

  /// A key of the app's own (`EnvironmentKey`) holds a value for the views inside the
  /// `.environment(_:_:)` that gave it; the views outside read its default.
  @Test func anEnvironmentKeyOfTheAppsOwnReachesOnlyTheViewsInside() {
    var session = session([
      """
      import SwiftUI
      private struct GreetingKey: EnvironmentKey {
          static var defaultValue: String = "Hello"
      }
      extension EnvironmentValues {
          var greeting: String {
              get { self[GreetingKey.self] }
              set { self[GreetingKey.self] = newValue }
          }
      }
      struct Greeter: View {
          @Environment(\\.greeting) var greeting
          let name: String
          var body: some View {
              VStack {
                  Text(greeting + ", " + name)
                  Button("Wave at " + name) { print(greeting + " again") }
              }
          }
      }
      struct ContentView: View {
          var body: some View {
              VStack {
                  Greeter(name: "Ada").environment(\\.greeting, "Bonjour")
                  Greeter(name: "Bob")
              }
          }
      }
      """
    ])
    let screen = session.submit(":render")
    #expect(screen.contains("Bonjour, Ada"))
    #expect(screen.contains("Hello, Bob"))
    // An action run later reads the values around the view, not around where it was made.
    #expect(session.submit(":tap \"Wave at Ada\"").contains("Bonjour again"))
    #expect(session.submit(":tap \"Wave at Bob\"").contains("Hello again"))
  }

  /// A closure in the environment runs from a view pushed inside a sheet: it closes the sheet.
  @Test func aClosureInTheEnvironmentClosesTheSheetFromAPushedView() {
    var session = session([
      """
      import SwiftUI
      struct CloseKey: EnvironmentKey {
          static var defaultValue: () -> Void = {}
      }
      extension EnvironmentValues {
          var close: () -> Void {
              get { self[CloseKey.self] }
              set { self[CloseKey.self] = newValue }
          }
      }
      struct Details: View {
          @Environment(\\.close) var close
          var body: some View { Button("Done") { close() } }
      }
      struct ContentView: View {
          @State private var open = false
          var body: some View {
              Button("Open") { open = true }
                  .sheet(isPresented: $open) {
                      NavigationStack {
                          NavigationLink("Details") { Details() }
                              .navigationTitle("Settings")
                      }
                      .environment(\\.close) { open = false }
                  }
          }
      }
      """
    ])
    _ = session.submit(":tap \"Open\"")
    let sheet = session.submit(":render")
    #expect(sheet.components(separatedBy: "Settings").count == 2, "the title is drawn once")
    _ = session.submit(":tap \"Details\"")
    _ = session.submit(":tap \"Done\"")
    #expect(!session.submit(":render").contains("Done"))
  }

  /// A long `Text` on the app's screen takes as many lines as it needs within the screen.
  @Test func aLongTextWrapsOnTheAppsScreen() {
    var session = session([
      """
      import SwiftUI
      struct ContentView: View {
          var body: some View {
              VStack {
                  Text("By tapping Agree you accept that this app keeps your list on this device.")
                  Button("Agree") { }
              }
          }
      }
      """
    ])
    let screen = session.submit(":render")
    #expect(screen.contains("|   By tapping Agree you accept that   |"), "\(screen)")
    #expect(screen.contains("|   this app keeps your list on this   |"), "\(screen)")
    #expect(screen.contains("|   device.                            |"), "\(screen)")
    #expect(screen.contains("[ Agree ]"))
  }

  /// Two views pushed: the back button names the view under the top one, and goes back to it.
  @Test func theBackButtonNamesTheViewJustUnderTheTop() {
    var session = session([
      """
      import SwiftUI
      struct Seeds: View {
          var body: some View { Text("Five seeds").navigationTitle("Seeds") }
      }
      struct Apple: View {
          var body: some View {
              NavigationLink("Seeds") { Seeds() }.navigationTitle("Apple")
          }
      }
      struct ContentView: View {
          var body: some View {
              NavigationStack {
                  NavigationLink("Apple") { Apple() }.navigationTitle("Fruits")
              }
          }
      }
      """
    ])
    #expect(session.submit(":tap \"Apple\"").contains("‹ Fruits"))
    let deeper = session.submit(":tap \"Seeds\"")
    #expect(deeper.contains("‹ Apple") && deeper.contains("Five seeds"), "\(deeper)")
    let back = session.submit(":tap \"Back\"")
    #expect(back.contains("‹ Fruits") && back.contains("[ Seeds ]"), "\(back)")
  }

  /// `Text(value, format:)` and an interpolation's `format:` write the number as Foundation
  /// does.
  @Test func textWritesANumberInItsFormatStyle() {
    var session = session([
      """
      import SwiftUI
      struct ContentView: View {
          @State private var total = 42.0
          var body: some View {
              VStack {
                  Text(total, format: .currency(code: "USD"))
                  Text("Share: \\(0.5, format: .percent)")
              }
          }
      }
      """
    ])
    let screen = session.submit(":render")
    #expect(screen.contains("$42.00"), "\(screen)")
    #expect(screen.contains("Share: 50%"), "\(screen)")
  }

  /// A segmented picker shows its options side by side, a ✓ after the chosen one; a tap on
  /// another chooses it.
  @Test func aSegmentedPickerShowsItsOptionsSideBySide() {
    var session = session([
      """
      import SwiftUI
      struct ContentView: View {
          @State private var size = "M"
          var body: some View {
              VStack {
                  Picker("Size", selection: Binding(get: { size }, set: { size = $0; print("set", $0) })) {
                      Text("Small").tag("S")
                      Text("Medium").tag("M")
                  }
                  .pickerStyle(.segmented)
                  Text("Chosen: \\(size)")
              }
          }
      }
      """
    ])
    #expect(session.submit(":render").contains("[ Small ]  [ Medium ]  ✓"))
    // The chosen segment again: no change, so the binding is not set.
    #expect(!session.submit(":tap \"Medium\"").contains("set M"))
    let chosen = session.submit(":tap \"Small\"")
    #expect(chosen.contains("set S") && chosen.contains("[ Small ]  ✓  [ Medium ]"), "\(chosen)")
    #expect(chosen.contains("Chosen: S"), "\(chosen)")
    // More options than the screen's width holds go on as many rows as they need.
    var wide = self.session([
      """
      import SwiftUI
      struct ContentView: View {
          @State private var size = "M"
          var body: some View {
              Picker("Size", selection: $size) {
                  Text("Small").tag("S")
                  Text("Medium").tag("M")
                  Text("Large").tag("L")
                  Text("Extra large").tag("XL")
              }
              .pickerStyle(.segmented)
          }
      }
      """
    ])
    let rows = wide.submit(":render")
    #expect(
      rows.contains("[ Small ]  [ Medium ]  ✓") && rows.contains("[ Large ]  [ Extra large ]"))
  }
}
