extension SwiftUIModule {
  /// The host: what `UIHostingController` does on a device. It reads the root view's body,
  /// makes and updates the UIKit views that show it (labels, buttons, text fields, the
  /// navigation bar), presents the alerts and action sheets the state asks for, and reads the
  /// body again at the end of each turn in which state changed.
  static let host = #"""
    protocol Scene {}
    /// The app: its window group's view is the screen.
    protocol App {
      associatedtype Body: Scene
      @SceneBuilder var body: Body { get }
    }
    @resultBuilder enum SceneBuilder {
      static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
    }
    struct WindowGroup: Scene {
      let _content: () -> any View
      init(@ViewBuilder content: @escaping () -> any View) { _content = content }
    }
    /// Sends a control's action to a closure that the next drawing may replace.
    final class _ActionTarget: NSObject {
      var _action: () -> Void
      init(_ action: @escaping () -> Void) { _action = action }
      @objc func fire() { _action() }
    }
    /// A popover's delegate: it keeps the popover a popover on an iPhone when the content asks
    /// for it (`presentationCompactAdaptation(.popover)`), and tells the host when a tap
    /// outside closed it.
    final class _PopoverDelegate: NSObject, UIPopoverPresentationControllerDelegate {
      func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        _Host.invalidate()
      }
    }
    final class _KeptPopoverDelegate: NSObject, UIPopoverPresentationControllerDelegate {
      func adaptivePresentationStyle(
        for controller: UIPresentationController, traitCollection: UITraitCollection
      ) -> UIModalPresentationStyle { .none }
      func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        _Host.invalidate()
      }
    }
    /// A view drawn in a row, and the width it takes.
    struct _Placed {
      let view: UIView
      let width: Double
    }
    /// A screen the host draws views on: the app's own (0), or a sheet's, a popover's or a
    /// full-screen cover's.
    final class _Surface {
      let id: Int
      let controller: UIViewController
      var content: () -> any View
      var rows: [[_Placed]] = []
      var hasBar = false
      var title = ""
      var barItems: [(key: String, button: Button, isLeading: Bool)] = []
      var isList = false
      var tabBar: [_Placed] = []
      init(id: Int, controller: UIViewController, content: @escaping () -> any View) {
        self.id = id
        self.controller = controller
        self.content = content
      }
    }
    /// A view of a picker's or a tab view's content, and its tag.
    struct _Leaf {
      let view: any View
      let tag: Any?
    }
    /// A picker's option: its words and the value it chooses.
    struct _Option {
      let title: String
      let tag: Any
    }
    /// A tab: its item's words, its tag and its view.
    struct _TabEntry {
      let title: String
      let tag: Any?
      let content: any View
    }
    /// What an alert or a dialog shows: its buttons, whether each is disabled, its fields.
    struct _AlertContent {
      var buttons: [Button] = []
      var off: [Bool] = []
      var fields: [TextField] = []
    }
    /// A presentation shown for a view: its controller, the surface it draws on (a sheet's),
    /// what sets its state back when it goes, and whether UIKit showed it.
    final class _Shown {
      let controller: UIViewController
      let surface: Int?
      let dismissed: () -> Void
      var wasPresented = false
      init(controller: UIViewController, surface: Int?, dismissed: @escaping () -> Void) {
        self.controller = controller
        self.surface = surface
        self.dismissed = dismissed
      }
    }
    /// A view a navigation link pushed.
    struct _PushedView {
      let _view: any View
    }
    final class _Host {
      static var surfaces: [Int: _Surface] = [:]
      static var nextSurface = 1
      static var current: _Surface?
      static var surface = 0
      static var queue: [Int] = []
      static var boxes: [String: Any] = [:]
      static var scope = "root"
      static var made = 0
      static var scheduled = false
      static var views: [String: UIView] = [:]
      static var targets: [String: _ActionTarget] = [:]
      static var delegates: [String: NSObject] = [:]
      static var used: Set<String> = []
      static var shown: [String: _Shown] = [:]
      static var wanted: Set<String> = []
      static var appeared: Set<String> = []
      static var appearing: [() -> Void] = []
      static var disabled = false
      /// How many bodies are being read now: state set then draws nothing new and is logged.
      static var reading = 0
      /// The presentation kinds an outer modifier of the view being walked already asks for:
      /// of two `.alert(isPresented:content:)`s (iOS 13's `Alert` values) on one view only the
      /// outer, the last written, can show (zachsim.one, "Multiple Preference Keys on the Same
      /// View in SwiftUI", June 2022).
      static var shadowed: Set<String> = []
      static var uikit: [String] = []
      /// The chosen tab of each `TabView` without a selection, by its place.
      static var tabs: [String: Int] = [:]
      /// The row whose swipe actions show, by its place.
      static var swiped: String?
      /// The objects `.environmentObject(_:)` gave, by their type's name.
      static var environmentObjects: [String: AnyObject] = [:]
      /// The values `.environment(_:_:)` gives the views being drawn, by key; a view's
      /// `@Environment` keeps those around the place it was made.
      static var environmentValues: [String: Any] = [:]
      /// The navigation stack around the view being walked, by its place.
      static var stackKey = ""
      /// What each stack without a path pushed (a view, or a value), from the bottom.
      static var pushed: [String: [Any]] = [:]
      /// Each stack's `navigationDestination(for:)` views, by the type they show.
      static var destinations: [String: [String: (Any) -> (any View)?]] = [:]
      /// Each stack's `navigationDestination(isPresented:)` bindings that push now.
      static var pushedWhile: [String: [(binding: Binding<Bool>, view: any View)]] = [:]
      /// Each stack's `path:`.
      static var paths: [String: _PathAccess] = [:]

      /// The `@State` storage of the view being made at its place: kept from one reading of
      /// the body to the next, as SwiftUI keeps it.
      static func box<Value>(_ initial: Value) -> _StateBox<Value> {
        let key = scope + "#" + String(made)
        made += 1
        if let box = boxes[key] as? _StateBox<Value> { return box }
        let box = _StateBox(initial)
        boxes[key] = box
        return box
      }
      /// A `@State` (`"state"`) or `@Published` (`"published"`) value changed: the body is
      /// read again at the end of the turn, unless it changed while a body was read, which
      /// SwiftUI logs (and a new reading would set it again).
      static func changed(_ kind: String) {
        if reading > 0 {
          _swiftUIRuntimeWarning(kind)
        } else {
          invalidate()
        }
      }
      /// State changed: the body is read again at the end of the turn.
      static func invalidate() {
        guard surfaces[0] != nil, !scheduled else { return }
        scheduled = true
        DispatchQueue.main.async {
          _Host.scheduled = false
          _Host.render()
        }
      }
      static func host(_ make: @escaping () -> any View, on controller: UIViewController) {
        for (_, view) in views { view.removeFromSuperview() }
        // A SwiftUI app has no storyboard: the scene's own controls are not on its screen.
        for view in controller.view.subviews { view.isHidden = true }
        views.removeAll()
        delegates.removeAll()
        targets.removeAll()
        boxes.removeAll()
        tabs.removeAll()
        swiped = nil
        environmentObjects.removeAll()
        environmentValues.removeAll()
        appeared.removeAll()
        surfaces.removeAll()
        scope = "root"
        made = 0
        reading = 0
        let view = make()
        surfaces[0] = _Surface(id: 0, controller: controller, content: { view })
        render()
      }
      static func hostApp(_ app: any App, on controller: UIViewController) {
        if let group = app.body as? WindowGroup { host(group._content, on: controller) }
      }
      /// `dismiss()` of `@Environment(\.dismiss)` in a sheet's or popover's view.
      static func dismissSurface(_ id: Int) {
        for (key, entry) in shown where entry.surface == id {
          shown[key] = nil
          entry.controller.dismiss(animated: true)
          entry.dismissed()
        }
        invalidate()
      }

      static func render() {
        guard surfaces[0] != nil else { return }
        // What a tap outside (or a swipe) closed sets its state back, as SwiftUI does.
        for (key, entry) in shown
        where entry.wasPresented && entry.controller.presentingViewController == nil {
          shown[key] = nil
          entry.dismissed()
        }
        used.removeAll()
        wanted.removeAll()
        appearing.removeAll()
        queue = [0]
        var index = 0
        while index < queue.count {
          if let next = surfaces[queue[index]] { draw(next) }
          index += 1
        }
        for (key, view) in views where !used.contains(key) {
          view.removeFromSuperview()
          views[key] = nil
          targets[key] = nil
        }
        for (key, entry) in shown where !wanted.contains(key) {
          shown[key] = nil
          if let id = entry.surface { surfaces[id] = nil }
          entry.controller.dismiss(animated: true)
        }
        let actions = appearing
        appearing.removeAll()
        for action in actions { action() }
      }

      static func draw(_ drawn: _Surface) {
        let saved = (current, surface)
        current = drawn
        surface = drawn.id
        drawn.rows.removeAll()
        drawn.hasBar = false
        drawn.title = ""
        drawn.barItems.removeAll()
        drawn.isList = false
        drawn.tabBar.removeAll()
        disabled = false
        walk(drawn.content(), path: "s" + String(drawn.id))
        if drawn.id != 0, drawn.hasBar { placeSheetBar(drawn) }
        layout(drawn)
        if drawn.id == 0 { showBar(drawn) } else { drawn.controller.title = drawn.hasBar ? nil : drawn.title }
        (current, surface) = saved
      }

      static func walk(_ view: any View, path: String) {
        // A modifier passes its view's shadowed kinds on to the view it modifies; any other
        // view starts afresh.
        let outer = shadowed
        defer { shadowed = outer }
        if !(view is _Presentation || view is _Sheet || view is _Disabled
          || view is _NavigationTitle || view is _Toolbar || view is _OnAppear
          || view is _TapGesture || view is _CompactAdaptation || view is _Tagged
          || view is _TabItem || view is _SwipeActions || view is _EnvironmentObject
          || view is _Destination || view is _PushedWhile)
        {
          shadowed.removeAll()
        }
        if let text = view as? Text {
          place(makeLabel(path, text._string), width: width(of: text._string))
        } else if let label = view as? Label {
          place(makeLabel(path, label._title), width: width(of: label._title))
        } else if let button = view as? Button {
          let title = string(of: button._label)
          let control = self.button(path, title: title, action: button._action)
          control.isEnabled = !disabled
          place(control, width: width(of: title) + 40)
        } else if let toggle = view as? Toggle {
          // A switch: tapped by its title, its state beside it.
          let binding = toggle._isOn
          let control = button(path, title: toggle._title) { binding.wrappedValue.toggle() }
          control.isEnabled = !disabled
          let state = makeLabel(path + ".state", binding.wrappedValue ? "On" : "Off")
          current?.rows.append([
            _Placed(view: control, width: width(of: toggle._title) + 40),
            _Placed(view: state, width: 30),
          ])
        } else if let stepper = view as? Stepper {
          let label = makeLabel(path + ".title", stepper._title)
          let less = button(path + ".minus", title: "−", action: stepper._decrement)
          let more = button(path + ".plus", title: "+", action: stepper._increment)
          less.isEnabled = !disabled
          more.isEnabled = !disabled
          current?.rows.append([
            _Placed(view: label, width: width(of: stepper._title)),
            _Placed(view: less, width: 44), _Placed(view: more, width: 44),
          ])
        } else if let field = view as? TextField {
          place(textField(path, field), width: 240)
        } else if let secure = view as? SecureField {
          place(textField(path, secure._field), width: 240)
        } else if let tapped = view as? _TapGesture {
          if let text = tapped._content as? Text {
            // A text that takes taps: a button drawn with its words.
            let control = button(path, title: text._string, action: tapped._action)
            place(control, width: width(of: text._string) + 40)
          } else {
            walk(tapped._content, path: path)
          }
        } else if let picker = view as? Picker {
          drawPicker(picker, path: path)
        } else if let tabs = view as? TabView {
          drawTabs(tabs, path: path)
        } else if let given = view as? _EnvironmentObject {
          // Found by the views inside it; an app gives its objects once, at its root.
          environmentObjects[String(describing: type(of: given._object))] = given._object
          walk(given._content, path: path)
        } else if let given = view as? _EnvironmentValue {
          let outside = environmentValues
          var values = EnvironmentValues(_surface: surface)
          given._apply(&values)
          environmentValues = values._values
          walk(given._content, path: path)
          environmentValues = outside
        } else if let swiped = view as? _SwipeActions {
          drawSwipeActions(swiped, path: path)
        } else if let tagged = view as? _Tagged {
          walk(tagged._content, path: path)
        } else if let item = view as? _TabItem {
          walk(item._content, path: path)
        } else if let stack = view as? VStack {
          walk(stack._content, path: path + ".v")
        } else if let unavailable = view as? ContentUnavailableView {
          walk(unavailable._content, path: path + ".u")
        } else if let scroll = view as? ScrollView {
          walk(scroll._content, path: path + ".scroll")
        } else if let stack = view as? ZStack {
          walk(stack._content, path: path + ".z")
        } else if let group = view as? Group {
          walk(group._content, path: path + ".g")
        } else if let form = view as? Form {
          current?.isList = true
          walk(form._content, path: path + ".form")
        } else if let list = view as? List {
          current?.isList = true
          walk(list._content, path: path + ".list")
        } else if let section = view as? Section {
          if let header = section._header {
            place(makeLabel(path + ".header", header.uppercased()), width: width(of: header))
          }
          walk(section._content, path: path + ".section")
        } else if let each = view as? ForEach {
          for (index, child) in each._views.enumerated() {
            walk(child, path: path + "[" + String(index) + "]")
          }
        } else if let stack = view as? HStack {
          guard let drawn = current else { return }
          let start = drawn.rows.count
          walk(stack._content, path: path + ".h")
          let row = drawn.rows[start...].flatMap { $0 }
          while drawn.rows.count > start { drawn.rows.removeLast() }
          if !row.isEmpty { drawn.rows.append(row) }
        } else if let tuple = view as? TupleView {
          for (index, child) in tuple._children.enumerated() {
            walk(child, path: path + "." + String(index))
          }
        } else if let conditional = view as? _ConditionalContent {
          if let content = conditional._content { walk(content, path: path + "?") }
        } else if let any = view as? AnyView {
          walk(any._content, path: path)
        } else if let reader = view as? GeometryReader {
          walk(reader._content, path: path + ".geometry")
        } else if let navigation = view as? NavigationStack {
          drawStack(navigation, path: path + ".nav")
        } else if let link = view as? NavigationLink {
          let title = string(of: link._label)
          let stack = stackKey
          if let active = link._isActive, active.wrappedValue, let view = link._destination {
            pushedWhile[stack, default: []].append((binding: active, view: view))
          }
          // A link with an empty label (`EmptyView()`) only pushes through its binding.
          guard !title.isEmpty else { return }
          let control = button(path, title: title) { push(link, in: stack) }
          control.isEnabled = !disabled
          let chevron = makeLabel(path + ".chevron", "›")
          current?.rows.append([
            _Placed(view: control, width: width(of: title) + 40), _Placed(view: chevron, width: 8),
          ])
        } else if let destination = view as? _Destination {
          destinations[stackKey, default: [:]][destination._type] = destination._make
          walk(destination._content, path: path)
        } else if let pushing = view as? _PushedWhile {
          walk(pushing._content, path: path)
          if pushing._isPresented.wrappedValue {
            pushedWhile[stackKey, default: []].append(
              (binding: pushing._isPresented, view: pushing._destination))
          }
        } else if let navigation = view as? NavigationView {
          let content = navigation._content
          drawStack(NavigationStack { content }, path: path + ".nav")
        } else if let titled = view as? _NavigationTitle {
          current?.title = titled._title
          walk(titled._content, path: path)
        } else if let toolbar = view as? _Toolbar {
          walk(toolbar._content, path: path)
          collectBarItems(toolbar._items, path: path + ".bar")
        } else if let item = view as? _Disabled {
          let saved = disabled
          disabled = disabled || item._isDisabled
          walk(item._content, path: path)
          disabled = saved
        } else if let adapted = view as? _CompactAdaptation {
          walk(adapted._content, path: path)
        } else if let appear = view as? _OnAppear {
          walk(appear._content, path: path)
          if !appeared.contains(path) {
            appeared.insert(path)
            appearing.append(appear._action)
          }
        } else if let presentation = view as? _Presentation {
          let isShadowed = shadowed.contains(presentation._kind)
          if presentation._kind == "alertValue" { shadowed.insert(presentation._kind) }
          let anchor = walkAnchoring(presentation._content, path: path)
          let key = path + "!" + presentation._kind
          if !isShadowed, presentation._isPresented() {
            wanted.insert(key)
            if let entry = shown[key] {
              refresh(presentation, shown: entry)
            } else {
              present(presentation, key: key, anchor: anchor)
            }
          }
        } else if let sheet = view as? _Sheet {
          let anchor = walkAnchoring(sheet._content, path: path)
          let key = path + "!" + sheet._style
          if sheet._isPresented() {
            wanted.insert(key)
            if let entry = shown[key], let id = entry.surface, let drawn = surfaces[id] {
              drawn.content = sheet._sheet
              queue.append(id)
            } else if shown[key] == nil {
              presentSheet(sheet, key: key, anchor: anchor)
            }
          }
        } else if view is EmptyView || view is Spacer || view is Image || view is Divider
          || view is Color || view is RoundedRectangle || view is Circle || view is Rectangle
          || view is Capsule
          || view is ToolbarItem
        {
        } else {
          // The learner's own view: its body, read with its state at this place.
          let saved = (scope, made)
          scope = path
          made = 0
          let body = readBody(of: view)
          (scope, made) = saved
          walk(body, path: path + "/" + String(describing: type(of: view)))
        }
      }

      /// A navigation stack: its root view, or the view pushed last over it with a back button
      /// that pops it, under a bar with the shown view's title and items.
      static func drawStack(_ navigation: NavigationStack, path key: String) {
        guard let drawn = current else { return }
        drawn.hasBar = true
        let outer = stackKey
        defer { stackKey = outer }
        stackKey = key
        destinations[key] = [:]
        pushedWhile[key] = []
        paths[key] = navigation._path
        let firstRow = drawn.rows.count
        let firstItem = drawn.barItems.count
        walk(navigation._content, path: key)
        let rootTitle = drawn.title
        var shown: [any View] = []
        for entry in (navigation._path?.values() ?? []) + (pushed[key] ?? []) {
          if let view = entry as? _PushedView {
            shown.append(view._view)
          } else if let make = destinations[key]?[String(describing: type(of: entry))] {
            // The view is made at its place in the stack, so its state is kept there.
            let saved = (scope, made)
            scope = key + ".pushed" + String(shown.count + 1)
            made = 0
            if let view = make(entry) { shown.append(view) }
            (scope, made) = saved
          }
        }
        for entry in pushedWhile[key] ?? [] { shown.append(entry.view) }
        guard let top = shown.last else { return }
        // The root stays in the stack, under the pushed views, and so do the views pushed
        // before the top one: their views hide, and the one just under the top names the
        // back button.
        func hideBelow() {
          for row in drawn.rows[firstRow...] {
            for placed in row { placed.view.isHidden = true }
          }
          while drawn.rows.count > firstRow { drawn.rows.removeLast() }
          while drawn.barItems.count > firstItem { drawn.barItems.removeLast() }
        }
        hideBelow()
        var below = rootTitle
        for (index, view) in shown.dropLast().enumerated() {
          drawn.title = ""
          walk(view, path: key + ".pushed" + String(index + 1))
          below = drawn.title
          hideBelow()
        }
        drawn.title = ""
        let back = below.isEmpty ? "Back" : below
        drawn.barItems.append(
          (key: key + ".back", button: Button("‹ " + back) { pop(key) }, isLeading: true))
        walk(top, path: key + ".pushed" + String(shown.count))
      }
      /// A tap on a navigation link: its view, or its value, pushed on the stack at `stack`.
      static func push(_ link: NavigationLink, in stack: String) {
        if let active = link._isActive {
          active.wrappedValue = true
        } else if let view = link._destination {
          pushed[stack, default: []].append(_PushedView(_view: view))
        } else if let value = link._value {
          if let path = paths[stack] {
            path.change { $0.append(value) }
          } else {
            pushed[stack, default: []].append(value)
          }
        }
        invalidate()
      }
      /// The back button: the view pushed last leaves the stack.
      static func pop(_ stack: String) {
        if let entry = pushedWhile[stack]?.last {
          entry.binding.wrappedValue = false
        } else if pushed[stack]?.isEmpty == false {
          pushed[stack]?.removeLast()
        } else if let path = paths[stack] {
          path.change { values in if !values.isEmpty { values.removeLast() } }
        }
        invalidate()
      }

      /// The learner's view's body, read as SwiftUI reads it: state set meanwhile is logged.
      static func readBody(of view: any View) -> any View {
        reading += 1
        defer { reading -= 1 }
        for case let environment as _EnvironmentReading in _swiftUIStoredValues(view) {
          environment._box.values = environmentValues
        }
        return view.body
      }

      /// Walks a modified view and gives the first view it drew: what a popover or an iPad's
      /// action sheet points at.
      static func walkAnchoring(_ view: any View, path: String) -> UIView? {
        guard let drawn = current else { return nil }
        let first = drawn.rows.count
        walk(view, path: path)
        return drawn.rows.count > first ? drawn.rows[first].first?.view : nil
      }

      /// The bar's buttons, each with whether its placement is the bar's leading side
      /// (`.cancellationAction`, `.topBarLeading`); the others go to the trailing side.
      static func collectBarItems(_ view: any View, path: String, isLeading: Bool = false) {
        if let item = view as? ToolbarItem {
          let leading: [ToolbarItemPlacement] = [
            .cancellationAction, .navigationBarLeading, .topBarLeading,
          ]
          collectBarItems(item._content, path: path, isLeading: leading.contains(item._placement))
        } else if let button = view as? Button {
          current?.barItems.append((key: path, button: button, isLeading: isLeading))
        } else if let tuple = view as? TupleView {
          for (index, child) in tuple._children.enumerated() {
            collectBarItems(child, path: path + "." + String(index), isLeading: isLeading)
          }
        } else if let presentation = view as? _Presentation {
          collectBarItems(presentation._content, path: path, isLeading: isLeading)
        }
      }

      static func string(of view: any View) -> String {
        if let text = view as? Text { return text._string }
        if let label = view as? Label { return label._title }
        if let tagged = view as? _Tagged { return string(of: tagged._content) }
        // An icon alone: the symbol's name, which a tap can name too.
        if let image = view as? Image { return image._name }
        if let stack = view as? HStack { return string(of: stack._content) }
        if let stack = view as? VStack { return string(of: stack._content) }
        if let stack = view as? ZStack { return string(of: stack._content) }
        if let tuple = view as? TupleView {
          return tuple._children.map { string(of: $0) }.filter { !$0.isEmpty }.joined(separator: " ")
        }
        return ""
      }
      /// A picker: a button showing the chosen option, whose menu lists the options with a
      /// check mark at the chosen one; in a form, its title beside it.
      static func drawPicker(_ picker: Picker, path: String) {
        var options: [_Option] = []
        collectOptions(picker._content, into: &options, tag: nil)
        let chosen = String(describing: picker._chosen())
        let shown = options.first { String(describing: $0.tag) == chosen }?.title ?? ""
        if picker._style == "segmented" {
          // Its options side by side, each tapped by its title; a ✓ follows the chosen one.
          // A tap on the chosen one changes nothing, as a segmented control's does. Options
          // wider together than the screen go on as many rows as they need.
          let room = (current?.controller.view.bounds.width ?? 375) - 20
          var rows: [[_Placed]] = [[]]
          var used = 0.0
          for (index, option) in options.enumerated() {
            let tag = option.tag
            let choose = picker._choose
            let isChosen = String(describing: tag) == chosen
            let segment = button(path + ".segment" + String(index), title: option.title) {
              if !isChosen { choose(tag) }
            }
            segment.isEnabled = !disabled
            var unit = [_Placed(view: segment, width: width(of: option.title) + 40)]
            if isChosen { unit.append(_Placed(view: makeLabel(path + ".chosen", "✓"), width: 10)) }
            let unitWidth = unit.reduce(0.0) { $0 + $1.width + 20 }
            if used > 0, used + unitWidth > room {
              rows.append([])
              used = 0
            }
            rows[rows.count - 1] += unit
            used += unitWidth
          }
          current?.rows += rows
          return
        }
        let title = shown.isEmpty ? picker._title : shown
        let control = button(path, title: title) {}
        var actions: [UIAction] = []
        for option in options {
          let tag = option.tag
          let choose = picker._choose
          actions.append(
            UIAction(
              title: option.title, state: String(describing: tag) == chosen ? .on : .off
            ) { _ in choose(tag) })
        }
        control.menu = UIMenu(title: "", children: actions)
        control.showsMenuAsPrimaryAction = true
        control.isEnabled = !disabled
        let placed = _Placed(view: control, width: width(of: title) + 40)
        if current?.isList == true, !picker._title.isEmpty {
          let label = makeLabel(path + ".title", picker._title)
          current?.rows.append([_Placed(view: label, width: width(of: picker._title)), placed])
        } else {
          current?.rows.append([placed])
        }
      }
      /// A row with swipe actions: a swipe across it (`:swipe "Row"`, to the left for the
      /// trailing edge) shows its buttons beside it, and another swipe or a tap on one hides
      /// them.
      static func drawSwipeActions(_ swiped: _SwipeActions, path: String) {
        guard let drawn = current else { return }
        let first = drawn.rows.count
        walk(swiped._content, path: path)
        guard drawn.rows.count > first, let row = drawn.rows[first].first?.view else { return }
        let key = path + "~swipe"
        let target = barTarget(key) {
          _Host.swiped = _Host.swiped == key ? nil : key
          _Host.invalidate()
        }
        if (row.gestureRecognizers ?? []).isEmpty {
          row.isUserInteractionEnabled = true
          let recognizer = UISwipeGestureRecognizer(
            target: target, action: #selector(_ActionTarget.fire))
          recognizer.direction = swiped._edge == .trailing ? .left : .right
          row.addGestureRecognizer(recognizer)
        }
        guard _Host.swiped == key else { return }
        var content = _AlertContent()
        collect(swiped._buttons, into: &content, isDisabled: false)
        for (index, button) in content.buttons.enumerated() {
          let title = string(of: button._label)
          let action = button._action
          let control = self.button(key + String(index), title: title) {
            _Host.swiped = nil
            action()
            _Host.invalidate()
          }
          drawn.rows[first].append(_Placed(view: control, width: width(of: title) + 40))
        }
      }

      /// The options of a picker: each view with a tag (`.tag(_:)`, or its `ForEach` id).
      static func collectOptions(_ view: any View, into options: inout [_Option], tag: Any?) {
        var leaves: [_Leaf] = []
        collectLeaves(view, into: &leaves, tag: tag)
        for leaf in leaves {
          if let tag = leaf.tag { options.append(_Option(title: string(of: leaf.view), tag: tag)) }
        }
      }
      /// The views of a picker's or a tab view's content one by one, each with its tag: its
      /// `.tag(_:)`, or its `ForEach` id.
      static func collectLeaves(_ view: any View, into leaves: inout [_Leaf], tag: Any?) {
        if let tagged = view as? _Tagged {
          collectLeaves(tagged._content, into: &leaves, tag: tagged._tag)
        } else if let tuple = view as? TupleView {
          for child in tuple._children { collectLeaves(child, into: &leaves, tag: nil) }
        } else if let each = view as? ForEach {
          for (index, child) in each._views.enumerated() {
            collectLeaves(child, into: &leaves, tag: index < each._ids.count ? each._ids[index] : nil)
          }
        } else if let group = view as? Group {
          collectLeaves(group._content, into: &leaves, tag: tag)
        } else if let conditional = view as? _ConditionalContent, let inner = conditional._content {
          collectLeaves(inner, into: &leaves, tag: tag)
        } else {
          leaves.append(_Leaf(view: view, tag: tag))
        }
      }
      /// Tabs: the chosen tab's view, and a tab bar of the tabs' titles at the bottom.
      static func drawTabs(_ tabs: TabView, path: String) {
        var items: [_TabEntry] = []
        collectTabs(tabs._content, into: &items, tag: nil)
        guard !items.isEmpty else { return }
        var chosen = chosenTab(tabs, items: items, path: path)
        if chosen >= items.count { chosen = 0 }
        walk(items[chosen].content, path: path + ".tab" + String(chosen))
        var bar: [_Placed] = []
        for (index, item) in items.enumerated() {
          let selection = tabs._selection
          let tag = item.tag
          let control = button(path + ".tabbar" + String(index), title: item.title) {
            if let selection {
              selection.wrappedValue = tag ?? index
            } else {
              _Host.tabs[path] = index
              _Host.invalidate()
            }
          }
          bar.append(_Placed(view: control, width: width(of: item.title) + 40))
        }
        current?.tabBar = bar
      }
      static func chosenTab(_ view: TabView, items: [_TabEntry], path: String) -> Int {
        guard let selection = view._selection else { return tabs[path] ?? 0 }
        let value = String(describing: selection.wrappedValue)
        return items.firstIndex { String(describing: $0.tag ?? "") == value } ?? 0
      }
      static func collectTabs(_ view: any View, into items: inout [_TabEntry], tag: Any?) {
        var leaves: [_Leaf] = []
        collectLeaves(view, into: &leaves, tag: tag)
        for leaf in leaves {
          if let tab = leaf.view as? Tab {
            items.append(_TabEntry(title: tab._title, tag: tab._value ?? leaf.tag, content: tab._content))
          } else if let item = leaf.view as? _TabItem {
            items.append(_TabEntry(title: string(of: item._label), tag: leaf.tag, content: item._content))
          } else {
            items.append(_TabEntry(title: "", tag: leaf.tag, content: leaf.view))
          }
        }
      }

      static func width(of text: String) -> Double { Double(text.count) * 10 }
      static func place(_ view: UIView, width: Double) {
        current?.rows.append([_Placed(view: view, width: width)])
      }

      static func makeLabel(_ key: String, _ text: String) -> UILabel {
        used.insert(key)
        let label: UILabel
        if let existing = views[key] as? UILabel {
          label = existing
          label.isHidden = false
        } else {
          label = UILabel()
          // A SwiftUI `Text` takes as many lines as it needs.
          label.numberOfLines = 0
          views[key] = label
          current?.controller.view.addSubview(label)
        }
        label.text = text
        return label
      }
      static func button(_ key: String, title: String, action: @escaping () -> Void) -> UIButton {
        used.insert(key)
        let button: UIButton
        if let existing = views[key] as? UIButton, let target = targets[key] {
          target._action = action
          button = existing
          button.isHidden = false
        } else {
          let target = _ActionTarget(action)
          targets[key] = target
          button = UIButton(type: .system)
          button.addTarget(target, action: #selector(_ActionTarget.fire), for: .touchUpInside)
          views[key] = button
          current?.controller.view.addSubview(button)
        }
        button.setTitle(title, for: .normal)
        return button
      }
      static func textField(_ key: String, _ field: TextField) -> UITextField {
        used.insert(key)
        let binding = field._text
        if let existing = views[key] as? UITextField, let target = targets[key] {
          target._action = { binding.wrappedValue = existing.text ?? "" }
          if existing.text != binding.wrappedValue { existing.text = binding.wrappedValue }
          existing.isHidden = false
          return existing
        }
        let made = UITextField()
        made.placeholder = field._title
        made.text = binding.wrappedValue
        made.isSecureTextEntry = field._isSecure
        let target = _ActionTarget({ binding.wrappedValue = made.text ?? "" })
        targets[key] = target
        made.addTarget(target, action: #selector(_ActionTarget.fire), for: .editingChanged)
        views[key] = made
        current?.controller.view.addSubview(made)
        return made
      }

      /// Rows one under another, each row's views side by side and centred; the rows are
      /// centred on the screen, or start at the top in a list or form.
      static func layout(_ drawn: _Surface) {
        let bounds = drawn.controller.view.bounds
        let rowHeight = 48.0
        let top = drawn.hasBar ? 120.0 : 60.0
        // A text alone on its row and wider than the screen takes the screen's width, and as
        // many lines (of 24 points) as it needs.
        let room = bounds.width - 40
        var rows = drawn.rows
        var heights: [Double] = []
        for index in rows.indices {
          var height = rowHeight
          if rows[index].count == 1, rows[index][0].view is UILabel, rows[index][0].width > room {
            let lines = Double(Int(rows[index][0].width / room) + 1)
            height = max(rowHeight, lines * 24 + 24)
            rows[index][0] = _Placed(view: rows[index][0].view, width: room)
          }
          heights.append(height)
        }
        let total = heights.reduce(0.0, +)
        var y = drawn.isList ? top : max(top, bounds.midY - total / 2)
        for (index, row) in rows.enumerated() {
          let gap = 20.0
          let total = row.reduce(0.0) { $0 + $1.width } + Double(row.count - 1) * gap
          var x = max(0, bounds.midX - total / 2)
          for item in row {
            item.view.frame = CGRect(x: x, y: y, width: item.width, height: heights[index])
            x += item.width + gap
          }
          y += heights[index]
        }
        // A tab bar's items side by side at the bottom of the screen.
        let gap = 20.0
        let total = drawn.tabBar.reduce(0.0) { $0 + $1.width } + Double(drawn.tabBar.count - 1) * gap
        var x = max(0, bounds.midX - total / 2)
        for item in drawn.tabBar {
          item.view.frame = CGRect(
            x: x, y: bounds.maxY - rowHeight - 20, width: item.width, height: rowHeight)
          x += item.width + gap
        }
      }

      /// The app's navigation bar: shown with a title and items under a `NavigationStack`,
      /// else hidden, as a SwiftUI app without one has no bar.
      static func showBar(_ drawn: _Surface) {
        let controller = drawn.controller
        controller.navigationController?.setNavigationBarHidden(!drawn.hasBar, animated: false)
        controller.navigationItem.title = drawn.title
        guard drawn.hasBar else { return }
        var leading: [UIBarButtonItem] = []
        var trailing: [UIBarButtonItem] = []
        for entry in drawn.barItems {
          let title = string(of: entry.button._label)
          let item = UIBarButtonItem(
            title: title, style: .plain, target: barTarget(entry.key, entry.button._action),
            action: #selector(_ActionTarget.fire))
          if entry.isLeading { leading.append(item) } else { trailing.append(item) }
        }
        // UIKit lists a side's items from the bar's edge inward; SwiftUI's trailing items are
        // in the order written, the last at the edge.
        controller.navigationItem.rightBarButtonItems = trailing.reversed()
        controller.navigationItem.leftBarButtonItems = leading
      }
      /// The bar of a navigation stack in a sheet: its leading items, its title and its
      /// trailing items, in a row at the top of the sheet.
      static func placeSheetBar(_ drawn: _Surface) {
        var row: [_Placed] = []
        func place(_ entry: (key: String, button: Button, isLeading: Bool)) {
          let title = string(of: entry.button._label)
          let control = button(entry.key, title: title, action: entry.button._action)
          row.append(_Placed(view: control, width: width(of: title) + 40))
        }
        for entry in drawn.barItems where entry.isLeading { place(entry) }
        if !drawn.title.isEmpty {
          let key = "s" + String(drawn.id) + ".title"
          row.append(_Placed(view: makeLabel(key, drawn.title), width: width(of: drawn.title)))
        }
        for entry in drawn.barItems where !entry.isLeading { place(entry) }
        if !row.isEmpty { drawn.rows.insert(row, at: 0) }
      }
      static func barTarget(_ key: String, _ action: @escaping () -> Void) -> _ActionTarget {
        if let target = targets[key] {
          target._action = action
          return target
        }
        let target = _ActionTarget(action)
        targets[key] = target
        return target
      }

      static func quoted(_ text: String?) -> String {
        guard let text else { return "nil" }
        let escaped = text.replacingOccurrences(of: "\\", with: "\\\\")
          .replacingOccurrences(of: "\"", with: "\\\"")
        return "\"" + escaped + "\""
      }

      /// Shows a sheet, a full-screen cover or a popover: a controller whose view the host
      /// draws the content on.
      static func presentSheet(_ sheet: _Sheet, key: String, anchor: UIView?) {
        guard let presenter = current?.controller else { return }
        // SwiftUI's `PresentationHostingController<AnyView>`, a UIViewController.
        let presented: UIViewController = _swiftUIPresentationController()
        let id = nextSurface
        nextSurface += 1
        var code = ["let controller = UIHostingController(rootView: content)"]
        if sheet._style == "fullScreenCover" {
          presented.modalPresentationStyle = .fullScreen
          code.append("controller.modalPresentationStyle = .fullScreen")
        } else if sheet._style == "popover" {
          presented.modalPresentationStyle = .popover
          code.append("controller.modalPresentationStyle = .popover")
          let content = sheet._sheet()
          let keeps = (content as? _CompactAdaptation)?._keepsPopover ?? false
          if let popover = presented.popoverPresentationController {
            if let anchor {
              popover.sourceView = anchor
              popover.sourceRect = anchor.bounds
              code.append("controller.popoverPresentationController?.sourceView = the modified view")
            }
            // One delegate a place, kept for as long as the app runs (a delegate is weak).
            let delegate: NSObject =
              delegates[key] ?? (keeps ? _KeptPopoverDelegate() : _PopoverDelegate())
            delegates[key] = delegate
            popover.delegate = delegate as? UIPopoverPresentationControllerDelegate
            if keeps {
              code.append(
                "// presentationCompactAdaptation(.popover): the delegate's "
                  + "adaptivePresentationStyle(for:traitCollection:) returns .none")
            }
          }
        }
        code.append("present(controller, animated: true)")
        uikit = code
        let entry = _Shown(controller: presented, surface: id, dismissed: sheet._dismissed)
        shown[key] = entry
        surfaces[id] = _Surface(id: id, controller: presented, content: sheet._sheet)
        presenter.present(presented, animated: true)
        entry.wasPresented = presented.presentingViewController != nil
        queue.append(id)
      }

      /// Shows an alert, a confirmation dialog or an action sheet as UIKit does on a device.
      static func present(_ presentation: _Presentation, key: String, anchor: UIView?) {
        guard let presenter = current?.controller else { return }
        let content = alertContent(presentation)
        let buttons = content.buttons
        let fields = content.fields
        if content.off.contains(true), !fields.isEmpty {
          if #unavailable(iOS 18) { _swiftUINote("disabledAlertButton") }
        }
        let style = presentation._isDialog ? ".actionSheet" : ".alert"
        let alert = UIAlertController(
          title: presentation._title, message: presentation._message,
          preferredStyle: presentation._isDialog ? .actionSheet : .alert)
        var code = [
          "let alert = UIAlertController(title: " + quoted(presentation._title) + ", message: "
            + quoted(presentation._message) + ", preferredStyle: " + style + ")"
        ]
        for (fieldIndex, field) in fields.enumerated() {
          let target = _ActionTarget({})
          targets[key + "#" + String(fieldIndex)] = target
          alert.addTextField { made in
            made.placeholder = field._title
            made.text = field._text.wrappedValue
            made.isSecureTextEntry = field._isSecure
            // The binding follows the typing, as SwiftUI's text field in an alert does.
            target._action = { field._text.wrappedValue = made.text ?? "" }
            made.addTarget(target, action: #selector(_ActionTarget.fire), for: .editingChanged)
          }
          code.append("alert.addTextField { $0.placeholder = " + quoted(field._title) + " }")
        }
        for (index, button) in buttons.enumerated() {
          let title = string(of: button._label)
          let role = button._role
          let action = button._action
          var actionStyle = UIAlertAction.Style.default
          var styleName = ".default"
          if role == ButtonRole.cancel {
            actionStyle = .cancel
            styleName = ".cancel"
          } else if role == ButtonRole.destructive {
            actionStyle = .destructive
            styleName = ".destructive"
          }
          let dismissed = presentation._dismissed
          let made = UIAlertAction(title: title, style: actionStyle) { _ in
            for (index, field) in fields.enumerated() {
              field._text.wrappedValue = alert.textFields?[index].text ?? ""
            }
            _Host.shown[key] = nil
            dismissed()
            action()
            _Host.invalidate()
          }
          alert.addAction(made)
          code.append(
            "alert.addAction(UIAlertAction(title: " + quoted(title) + ", style: " + styleName
              + ") { _ in ... })")
          if content.off[index] {
            made.isEnabled = false
            code.append("alert.actions[" + String(index) + "].isEnabled = false")
          }
        }
        if presentation._isDialog, let anchor {
          // Attached to the modified view on every device: an iPhone's sheet that becomes a
          // popover (the app switched to an iPad) points at it.
          _swiftUIAnchor(alert, anchor)
          code.append("alert.popoverPresentationController?.sourceView = the modified view")
          if let popover = alert.popoverPresentationController {
            popover.sourceView = anchor
            popover.sourceRect = anchor.bounds
          }
        }
        code.append("present(alert, animated: true)")
        uikit = code
        let entry = _Shown(controller: alert, surface: nil, dismissed: presentation._dismissed)
        shown[key] = entry
        presenter.present(alert, animated: true)
        entry.wasPresented = alert.presentingViewController != nil
      }
      /// The buttons of an alert or a dialog as UIKit shows them, whether each is disabled,
      /// and its text fields.
      static func alertContent(_ presentation: _Presentation) -> _AlertContent {
        var content = _AlertContent()
        for view in presentation._buttons() { collect(view, into: &content, isDisabled: false) }
        if content.buttons.isEmpty && !presentation._isDialog {
          content.buttons.append(Button("OK") {})
          content.off.append(false)
        }
        // One cancel button: of several with the cancel role, the last written shows
        // (enebin.medium.com, "Brief informations about Apple's alert window policy", iOS 15).
        if let last = content.buttons.lastIndex(where: { $0._role == ButtonRole.cancel }) {
          var kept = _AlertContent()
          kept.fields = content.fields
          for (index, button) in content.buttons.enumerated()
          where button._role != ButtonRole.cancel || index == last {
            kept.buttons.append(button)
            kept.off.append(content.off[index])
          }
          content = kept
        }
        if presentation._kind == "confirmationDialog"
          && !content.buttons.contains(where: { $0._role == ButtonRole.cancel })
        {
          content.buttons.append(Button("Cancel", role: .cancel) {})
          content.off.append(false)
        }
        return content
      }
      static func collect(_ view: any View, into content: inout _AlertContent, isDisabled: Bool) {
        if let button = view as? Button {
          content.buttons.append(button)
          content.off.append(isDisabled)
        } else if let field = view as? TextField {
          content.fields.append(field)
        } else if let secure = view as? SecureField {
          content.fields.append(secure._field)
        } else if let item = view as? _Disabled {
          collect(item._content, into: &content, isDisabled: isDisabled || item._isDisabled)
        } else if let tuple = view as? TupleView {
          for child in tuple._children { collect(child, into: &content, isDisabled: isDisabled) }
        } else if let conditional = view as? _ConditionalContent, let inner = conditional._content {
          collect(inner, into: &content, isDisabled: isDisabled)
        } else if let each = view as? ForEach {
          for child in each._views { collect(child, into: &content, isDisabled: isDisabled) }
        } else if let group = view as? Group {
          collect(group._content, into: &content, isDisabled: isDisabled)
        }
      }
      /// An alert that is up, its body read again: from iOS 18 its buttons' `.disabled`
      /// follows the state (awesome-apple-bugs, "AlertDisabledButtonIssue": it does not work
      /// correctly up to iOS 18).
      static func refresh(_ presentation: _Presentation, shown entry: _Shown) {
        guard #available(iOS 18, *), let alert = entry.controller as? UIAlertController else {
          return
        }
        let content = alertContent(presentation)
        for (index, action) in alert.actions.enumerated() where index < content.off.count {
          action.isEnabled = !content.off[index]
        }
      }
    }
    """#
}
