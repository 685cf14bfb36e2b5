extension SwiftUIModule {
  /// The views and the builder that collects them: values that describe a screen, read by
  /// the host (`SwiftUIModule.host`).
  static let views = #"""
    protocol View {
      associatedtype Body: View
      @ViewBuilder @MainActor var body: Body { get }
    }
    /// The body of a view SwiftUI draws itself.
    struct _Drawn: View { var body: _Drawn { self } }
    struct EmptyView: View {
      init() {}
      var body: _Drawn { _Drawn() }
    }
    struct TupleView: View {
      let _children: [any View]
      var body: _Drawn { _Drawn() }
    }
    struct _ConditionalContent: View {
      let _content: (any View)?
      var body: _Drawn { _Drawn() }
    }
    struct AnyView: View {
      let _content: any View
      init(_ view: any View) { _content = view }
      var body: _Drawn { _Drawn() }
    }
    @resultBuilder enum ViewBuilder {
      static func buildBlock() -> EmptyView { EmptyView() }
      static func buildBlock<Content: View>(_ content: Content) -> Content { content }
      static func buildBlock(_ content: any View...) -> TupleView { TupleView(_children: content) }
      static func buildOptional(_ content: (any View)?) -> _ConditionalContent {
        _ConditionalContent(_content: content)
      }
      static func buildEither(first: any View) -> _ConditionalContent {
        _ConditionalContent(_content: first)
      }
      static func buildEither(second: any View) -> _ConditionalContent {
        _ConditionalContent(_content: second)
      }
      static func buildLimitedAvailability(_ content: any View) -> AnyView { AnyView(content) }
    }

    struct Text: View {
      let _string: String
      init(_ content: String) { _string = content }
      init(verbatim content: String) { _string = content }
      /// `Text(count, format: .number)`: the value as `description` writes it.
      init(_ value: Any, format: _FormatStyle) {
        _string = _swiftUIFormatted(value, format._kind, format._code, format._fraction)
      }
      var body: _Drawn { _Drawn() }
    }
    /// Foundation's number format styles (`.number`, `.percent`, `.currency(code:)`, each
    /// with `.precision(.fractionLength(2))`), written by Foundation as the interpreter's
    /// interpolations are (`NumberFormats.swift`); no fraction length is -1.
    struct _FormatStyle {
      let _kind: String
      let _code: String
      let _fraction: Int
      static let number = _FormatStyle(_kind: "number", _code: "", _fraction: -1)
      static let percent = _FormatStyle(_kind: "percent", _code: "", _fraction: -1)
      static func currency(code: String) -> _FormatStyle {
        _FormatStyle(_kind: "currency", _code: code, _fraction: -1)
      }
      func precision(_ precision: _Precision) -> _FormatStyle {
        _FormatStyle(_kind: _kind, _code: _code, _fraction: precision._digits)
      }
    }
    struct _Precision {
      let _digits: Int
      static func fractionLength(_ digits: Int) -> _Precision { _Precision(_digits: digits) }
    }
    struct ButtonRole: Equatable {
      let _name: String
      static let cancel = ButtonRole(_name: "cancel")
      static let destructive = ButtonRole(_name: "destructive")
    }
    struct Button: View {
      let _label: any View
      let _role: ButtonRole?
      let _action: () -> Void
      init(_ title: String, role: ButtonRole? = nil, action: @escaping () -> Void) {
        _label = Text(title)
        _role = role
        _action = action
      }
      init(_ title: String, systemImage: String, role: ButtonRole? = nil, action: @escaping () -> Void) {
        _label = Text(title)
        _role = role
        _action = action
      }
      init(role: ButtonRole? = nil, action: @escaping () -> Void, @ViewBuilder label: () -> any View) {
        _label = label()
        _role = role
        _action = action
      }
      var body: _Drawn { _Drawn() }
    }
    struct Label: View {
      let _title: String
      init(_ title: String, systemImage: String) { _title = title }
      init(_ title: String, image: String) { _title = title }
      var body: _Drawn { _Drawn() }
    }
    struct Image: View {
      let _name: String
      init(systemName: String) { _name = systemName }
      init(_ name: String) { _name = name }
      var body: _Drawn { _Drawn() }
    }
    struct Spacer: View {
      init(minLength: Double? = nil) {}
      var body: _Drawn { _Drawn() }
    }
    struct Divider: View {
      init() {}
      var body: _Drawn { _Drawn() }
    }
    enum HorizontalAlignment { case leading, center, trailing }
    enum VerticalAlignment { case top, center, bottom, firstTextBaseline, lastTextBaseline }
    struct Alignment {
      let _name: String
      static let center = Alignment(_name: "center")
      static let leading = Alignment(_name: "leading")
      static let trailing = Alignment(_name: "trailing")
      static let top = Alignment(_name: "top")
      static let bottom = Alignment(_name: "bottom")
      static let topLeading = Alignment(_name: "topLeading")
      static let topTrailing = Alignment(_name: "topTrailing")
      static let bottomLeading = Alignment(_name: "bottomLeading")
      static let bottomTrailing = Alignment(_name: "bottomTrailing")
    }
    /// Children one under another.
    struct VStack: View {
      let _content: any View
      init(
        alignment: HorizontalAlignment = .center, spacing: Double? = nil,
        @ViewBuilder content: () -> any View
      ) { _content = content() }
      var body: _Drawn { _Drawn() }
    }
    /// Children side by side.
    struct HStack: View {
      let _content: any View
      init(
        alignment: VerticalAlignment = .center, spacing: Double? = nil,
        @ViewBuilder content: () -> any View
      ) { _content = content() }
      var body: _Drawn { _Drawn() }
    }
    /// Children over one another: drawn one under another, each in sight.
    struct ZStack: View {
      let _content: any View
      init(alignment: Alignment = .center, @ViewBuilder content: () -> any View) {
        _content = content()
      }
      var body: _Drawn { _Drawn() }
    }
    struct Group: View {
      let _content: any View
      init(@ViewBuilder content: () -> any View) { _content = content() }
      var body: _Drawn { _Drawn() }
    }
    struct Form: View {
      let _content: any View
      init(@ViewBuilder content: () -> any View) { _content = content() }
      var body: _Drawn { _Drawn() }
    }
    struct List: View {
      let _content: any View
      init(@ViewBuilder content: () -> any View) { _content = content() }
      var body: _Drawn { _Drawn() }
    }
    struct Section: View {
      let _header: String?
      let _content: any View
      init(@ViewBuilder content: () -> any View) {
        _header = nil
        _content = content()
      }
      init(_ title: String, @ViewBuilder content: () -> any View) {
        _header = title
        _content = content()
      }
      init(header: Text, @ViewBuilder content: () -> any View) {
        _header = header._string
        _content = content()
      }
      var body: _Drawn { _Drawn() }
    }
    /// A view for each element, made when the screen is drawn.
    /// Each view's identity is its tag in a `Picker` or a `TabView` that gives it none.
    struct ForEach: View {
      let _views: [any View]
      let _ids: [Any]
      init<Data>(_ data: [Data], id: (Data) -> Any, @ViewBuilder content: (Data) -> any View) {
        _views = data.map { content($0) }
        _ids = data.map { id($0) }
      }
      init<Data>(_ data: [Data], @ViewBuilder content: (Data) -> any View) {
        _views = data.map { content($0) }
        _ids = data.map { ($0 as? any Identifiable)?.id ?? $0 }
      }
      init(_ data: Range<Int>, @ViewBuilder content: (Int) -> any View) {
        _views = data.map { content($0) }
        _ids = data.map { $0 }
      }
      init(_ data: ClosedRange<Int>, @ViewBuilder content: (Int) -> any View) {
        _views = data.map { content($0) }
        _ids = data.map { $0 }
      }
      init(_ data: Range<Int>, id: (Int) -> Any, @ViewBuilder content: (Int) -> any View) {
        _views = data.map { content($0) }
        _ids = data.map { id($0) }
      }
      init(_ data: ClosedRange<Int>, id: (Int) -> Any, @ViewBuilder content: (Int) -> any View) {
        _views = data.map { content($0) }
        _ids = data.map { id($0) }
      }
      var body: _Drawn { _Drawn() }
    }
    /// A choice of one value: drawn as a button showing the chosen option's words, whose menu
    /// lists the options, as iOS 16's default (menu) picker is.
    struct Picker: View {
      let _title: String
      let _content: any View
      let _chosen: () -> Any
      let _choose: (Any) -> Void
      var _style = ""
      init<Value>(_ title: String, selection: Binding<Value>, @ViewBuilder content: () -> any View) {
        _title = title
        _content = content()
        _chosen = { selection.wrappedValue }
        _choose = { tag in
          if let value = tag as? Value { selection.wrappedValue = value }
        }
      }
      func pickerStyle(_ style: _Style) -> Picker {
        var styled = self
        styled._style = style._name
        return styled
      }
      var body: _Drawn { _Drawn() }
    }
    /// Tabs: the chosen tab's view, and the tab bar's items under it.
    struct TabView: View {
      let _content: any View
      let _selection: Binding<Any>?
      init(@ViewBuilder content: () -> any View) {
        _content = content()
        _selection = nil
      }
      init<Value>(selection: Binding<Value>, @ViewBuilder content: () -> any View) {
        _content = content()
        _selection = Binding(
          get: { selection.wrappedValue },
          set: { tag in
            if let value = tag as? Value { selection.wrappedValue = value }
          })
      }
      var body: _Drawn { _Drawn() }
    }
    /// iOS 18's `Tab("Home", systemImage: "house") { ... }`.
    @available(iOS 18, *)
    struct Tab: View {
      let _title: String
      let _content: any View
      let _value: Any?
      init(_ title: String, systemImage: String, @ViewBuilder content: () -> any View) {
        _title = title
        _content = content()
        _value = nil
      }
      init<Value>(
        _ title: String, systemImage: String, value: Value, @ViewBuilder content: () -> any View
      ) {
        _title = title
        _content = content()
        _value = value
      }
      var body: _Drawn { _Drawn() }
    }
    /// The size a `GeometryReader` offers its content: here, the screen's.
    struct GeometryProxy {
      let size: CGSize
      func frame(in space: _Style) -> CGRect { CGRect(origin: .zero, size: size) }
    }
    /// Its content, given the room it has: the screen, as a reader at the root has.
    struct GeometryReader: View {
      let _content: any View
      init(@ViewBuilder content: (GeometryProxy) -> any View) {
        _content = content(GeometryProxy(size: UIScreen.main.bounds.size))
      }
      var body: _Drawn { _Drawn() }
    }
    /// A bar at the top of the screen, with a title and items (`navigationTitle`, `toolbar`),
    /// over its root view or the view pushed last.
    struct NavigationStack: View {
      let _content: any View
      /// The values of `path:`, and how to push and pop one; nil without a path.
      let _path: _PathAccess?
      init(@ViewBuilder root: () -> any View) {
        _content = root()
        _path = nil
      }
      init<Path>(path: Binding<Path>, @ViewBuilder root: () -> any View) {
        _content = root()
        _path = _PathAccess(
          values: {
            (path.wrappedValue as? NavigationPath)?._values ?? (path.wrappedValue as? [Any]) ?? []
          },
          change: { change in
            if var typed = path.wrappedValue as? NavigationPath {
              change(&typed._values)
              if let changed = typed as? Path { path.wrappedValue = changed }
            } else if var values = path.wrappedValue as? [Any] {
              change(&values)
              if let changed = values as? Path { path.wrappedValue = changed }
            }
          })
      }
      var body: _Drawn { _Drawn() }
    }
    /// The values a navigation stack's `path:` holds, read and changed whatever its type.
    struct _PathAccess {
      let values: () -> [Any]
      let change: ((inout [Any]) -> Void) -> Void
    }
    /// Pushed values of any type: `NavigationStack(path: $path)`'s path.
    struct NavigationPath {
      var _values: [Any] = []
      init() {}
      var count: Int { _values.count }
      var isEmpty: Bool { _values.isEmpty }
      mutating func append(_ value: Any) { _values.append(value) }
      mutating func removeLast(_ k: Int = 1) { _values.removeLast(k) }
    }
    /// A row that pushes a view on the navigation stack around it: drawn as a button with a
    /// chevron; `value:` pushes a value, shown by the stack's `navigationDestination(for:)`.
    struct NavigationLink: View {
      let _label: any View
      /// What a tap pushes: a view, or a value the stack's `navigationDestination(for:)`
      /// shows; with `_isActive`, the view is on the stack while the binding is true.
      var _destination: (any View)? = nil
      var _value: Any? = nil
      var _isActive: Binding<Bool>? = nil
      init(destination: any View, @ViewBuilder label: () -> any View) {
        _label = label()
        _destination = destination
      }
      init(@ViewBuilder destination: () -> any View, @ViewBuilder label: () -> any View) {
        _label = label()
        _destination = destination()
      }
      init(_ title: String, destination: any View) {
        _label = Text(title)
        _destination = destination
      }
      init(_ title: String, @ViewBuilder destination: () -> any View) {
        _label = Text(title)
        _destination = destination()
      }
      init(value: Any?, @ViewBuilder label: () -> any View) {
        _label = label()
        _value = value
      }
      init(_ title: String, value: Any?) {
        _label = Text(title)
        _value = value
      }
      /// iOS 13's links pushed by a binding.
      init(
        destination: any View, isActive: Binding<Bool>, @ViewBuilder label: () -> any View
      ) {
        _label = label()
        _destination = destination
        _isActive = isActive
      }
      init(_ title: String, destination: any View, isActive: Binding<Bool>) {
        _label = Text(title)
        _destination = destination
        _isActive = isActive
      }
      var body: _Drawn { _Drawn() }
    }
    struct NavigationView: View {
      let _content: any View
      init(@ViewBuilder content: () -> any View) { _content = content() }
      var body: _Drawn { _Drawn() }
    }
    struct Toggle: View {
      let _title: String
      let _isOn: Binding<Bool>
      init(_ title: String, isOn: Binding<Bool>) {
        _title = title
        _isOn = isOn
      }
      init(isOn: Binding<Bool>, @ViewBuilder label: () -> any View) {
        _title = _Host.string(of: label())
        _isOn = isOn
      }
      var body: _Drawn { _Drawn() }
    }
    /// A value changed a step at a time: drawn as its title with − and + buttons.
    struct Stepper: View {
      let _title: String
      let _decrement: () -> Void
      let _increment: () -> Void
      init(
        _ title: String, value: Binding<Int>, in bounds: ClosedRange<Int> = Int.min...Int.max,
        step: Int = 1
      ) {
        _title = title
        // Compared so that no sum passes Int's ends, as SwiftUI's stepper stops at its bounds.
        _decrement = {
          if value.wrappedValue >= bounds.lowerBound + step { value.wrappedValue -= step }
        }
        _increment = {
          if value.wrappedValue <= bounds.upperBound - step { value.wrappedValue += step }
        }
      }
      init(_ title: String, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
        _title = title
        _decrement = onDecrement ?? {}
        _increment = onIncrement ?? {}
      }
      var body: _Drawn { _Drawn() }
    }
    struct TextField: View {
      let _title: String
      let _text: Binding<String>
      let _isSecure: Bool
      init(_ title: String, text: Binding<String>) {
        _title = title
        _text = text
        _isSecure = false
      }
      init(_ title: String, text: Binding<String>, _isSecure: Bool) {
        _title = title
        _text = text
        self._isSecure = _isSecure
      }
      var body: _Drawn { _Drawn() }
    }
    struct SecureField: View {
      let _field: TextField
      init(_ title: String, text: Binding<String>) {
        _field = TextField(title, text: text, _isSecure: true)
      }
      var body: _Drawn { _Drawn() }
    }
    enum ToolbarItemPlacement {
      case automatic, primaryAction, confirmationAction, cancellationAction, destructiveAction
      case navigationBarLeading, navigationBarTrailing, topBarLeading, topBarTrailing
      case principal, bottomBar, keyboard, status
    }
    struct ToolbarItem: View {
      let _placement: ToolbarItemPlacement
      let _content: any View
      init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> any View) {
        _placement = placement
        _content = content()
      }
      var body: _Drawn { _Drawn() }
    }
    """#
}
