extension SwiftUIModule {
  /// The modifiers: those that change what the host draws or does wrap the view; those that
  /// only change its looks (fonts, colours, padding), which text cannot show, give the view
  /// back as it is.
  static let modifiers = #"""
    struct Font {
      let _name: String
      static let largeTitle = Font(_name: "largeTitle")
      static let title = Font(_name: "title")
      static let title2 = Font(_name: "title2")
      static let title3 = Font(_name: "title3")
      static let headline = Font(_name: "headline")
      static let subheadline = Font(_name: "subheadline")
      static let body = Font(_name: "body")
      static let callout = Font(_name: "callout")
      static let footnote = Font(_name: "footnote")
      static let caption = Font(_name: "caption")
      static let caption2 = Font(_name: "caption2")
      static func system(
        size: Double, weight: _FontWeight = .regular, design: _FontDesign = .default
      ) -> Font { Font(_name: "system") }
      static func system(_ style: Font, design: _FontDesign = .default) -> Font { style }
      static func custom(_ name: String, size: Double) -> Font { Font(_name: name) }
      func bold() -> Font { self }
      func weight(_ weight: _FontWeight) -> Font { self }
    }
    /// `Font.Weight` and `Font.Design` in SwiftUI.
    enum _FontWeight { case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }
    enum _FontDesign { case `default`, serif, rounded, monospaced }
    struct Color: View {
      let _name: String
      init(_ name: String) { _name = name }
      init(red: Double, green: Double, blue: Double, opacity: Double = 1) { _name = "custom" }
      static let red = Color("red")
      static let orange = Color("orange")
      static let yellow = Color("yellow")
      static let green = Color("green")
      static let mint = Color("mint")
      static let teal = Color("teal")
      static let cyan = Color("cyan")
      static let blue = Color("blue")
      static let indigo = Color("indigo")
      static let purple = Color("purple")
      static let pink = Color("pink")
      static let brown = Color("brown")
      static let white = Color("white")
      static let gray = Color("gray")
      static let black = Color("black")
      static let clear = Color("clear")
      static let primary = Color("primary")
      static let secondary = Color("secondary")
      static let accentColor = Color("accentColor")
      func opacity(_ opacity: Double) -> Color { self }
      var body: _Drawn { _Drawn() }
    }
    /// `Edge.Set` in SwiftUI: the edges `.padding(.horizontal)` pads.
    enum _EdgeSet { case all, horizontal, vertical, top, bottom, leading, trailing }
    enum TextAlignment { case leading, center, trailing }
    enum Visibility { case automatic, visible, hidden }
    struct _Style {
      var _name = ""
      static let automatic = _Style()
      static let bordered = _Style()
      static let borderedProminent = _Style()
      static let borderless = _Style()
      static let plain = _Style()
      static let roundedBorder = _Style()
      static let insetGrouped = _Style()
      static let grouped = _Style()
      static let inset = _Style()
      static let sidebar = _Style()
      static let inline = _Style()
      static let large = _Style()
      static let emailAddress = _Style()
      static let numberPad = _Style()
      static let decimalPad = _Style()
      static let never = _Style()
      static let words = _Style()
      static let sentences = _Style()
      static let characters = _Style()
      static let capsule = _Style()
      static let fit = _Style()
      static let fill = _Style()
      static let roundedRectangle = _Style()
      /// Picker styles: a segmented picker shows its options side by side; AlertLab draws
      /// any other as a menu.
      static let menu = _Style()
      static let segmented = _Style(_name: "segmented")
      static let wheel = _Style()
      static let palette = _Style()
      static let navigationLink = _Style()
      /// Coordinate spaces.
      static let global = _Style()
      static let local = _Style()
      /// Safe area regions.
      static let all = _Style()
      static let container = _Style()
      static let keyboard = _Style()
    }
    /// How a change is animated: text shows the end of every animation at once.
    struct Animation {
      static let `default` = Animation()
      static let easeIn = Animation()
      static let easeOut = Animation()
      static let easeInOut = Animation()
      static let linear = Animation()
      static let bouncy = Animation()
      static let smooth = Animation()
      static let snappy = Animation()
      static func spring(response: Double = 0.5, dampingFraction: Double = 0.8) -> Animation {
        Animation()
      }
      static func easeInOut(duration: Double) -> Animation { Animation() }
      static func linear(duration: Double) -> Animation { Animation() }
    }
    /// The body's changes, made at once.
    func withAnimation(_ animation: Animation? = .default, _ body: () -> Void) { body() }
    struct RoundedRectangle: View {
      init(cornerRadius: Double) {}
      var body: _Drawn { _Drawn() }
    }
    /// How tall a sheet may be: text shows a sheet at one height.
    struct PresentationDetent {
      static let medium = PresentationDetent()
      static let large = PresentationDetent()
      static func fraction(_ fraction: Double) -> PresentationDetent { PresentationDetent() }
      static func height(_ height: Double) -> PresentationDetent { PresentationDetent() }
    }
    /// `Axis.Set` in SwiftUI.
    enum _AxisSet { case vertical, horizontal }
    /// Its content one under another, as text shows a scrolling view.
    struct ScrollView: View {
      let _content: any View
      init(@ViewBuilder content: () -> any View) { _content = content() }
      init(_ axes: _AxisSet, showsIndicators: Bool = true, @ViewBuilder content: () -> any View) {
        _content = content()
      }
      var body: _Drawn { _Drawn() }
    }
    struct Capsule: View {
      init() {}
      var body: _Drawn { _Drawn() }
    }
    /// iOS 17's empty state: a label, a description, and actions under them.
    @available(iOS 17, *)
    struct ContentUnavailableView: View {
      let _content: any View
      init(
        @ViewBuilder label: () -> any View, @ViewBuilder description: () -> any View,
        @ViewBuilder actions: () -> any View
      ) {
        _content = TupleView(_children: [label(), description(), actions()])
      }
      init(@ViewBuilder label: () -> any View, @ViewBuilder description: () -> any View) {
        _content = TupleView(_children: [label(), description()])
      }
      init(_ title: String, systemImage: String, description: Text? = nil) {
        var children: [any View] = [Label(title, systemImage: systemImage)]
        if let description { children.append(description) }
        _content = TupleView(_children: children)
      }
      var body: _Drawn { _Drawn() }
    }
    struct Rectangle: View {
      init() {}
      var body: _Drawn { _Drawn() }
    }
    /// `.onTapGesture { ... }`: the view takes taps.
    struct _TapGesture: View {
      let _content: any View
      let _action: () -> Void
      var body: _Drawn { _Drawn() }
    }
    struct Circle: View {
      init() {}
      var body: _Drawn { _Drawn() }
    }
    /// `.disabled(true)`: its buttons take no taps.
    struct _Disabled: View {
      let _content: any View
      let _isDisabled: Bool
      var body: _Drawn { _Drawn() }
    }
    /// `.navigationDestination(for:)`: how the stack shows a pushed value of one type.
    struct _Destination: View {
      let _content: any View
      let _type: String
      let _make: (Any) -> (any View)?
      var body: _Drawn { _Drawn() }
    }
    /// `.navigationDestination(isPresented:)`: a view pushed while the binding is true.
    struct _PushedWhile: View {
      let _content: any View
      let _isPresented: Binding<Bool>
      let _destination: any View
      var body: _Drawn { _Drawn() }
    }
    /// `.navigationTitle("Notes")`: the bar's title.
    struct _NavigationTitle: View {
      let _content: any View
      let _title: String
      var body: _Drawn { _Drawn() }
    }
    /// `.toolbar { ... }`: the bar's items.
    struct _Toolbar: View {
      let _content: any View
      let _items: any View
      var body: _Drawn { _Drawn() }
    }
    enum HorizontalEdge { case leading, trailing }
    /// `.swipeActions { ... }`: buttons a swipe across the row shows beside it (a swipe to the
    /// left for the trailing edge, to the right for the leading one).
    struct _SwipeActions: View {
      let _content: any View
      let _edge: HorizontalEdge
      let _buttons: any View
      var body: _Drawn { _Drawn() }
    }
    /// `.environmentObject(model)`: the object the views inside find by its type.
    struct _EnvironmentObject: View {
      let _content: any View
      let _object: AnyObject
      var body: _Drawn { _Drawn() }
    }
    /// `.environment(\\.theme, .dark)`: a value of the environment the views inside read.
    struct _EnvironmentValue: View {
      let _content: any View
      let _apply: (inout EnvironmentValues) -> Void
      var body: _Drawn { _Drawn() }
    }
    /// `.tag(value)`: the value a `Picker` or a `TabView` chooses with this view.
    struct _Tagged: View {
      let _content: any View
      let _tag: Any
      var body: _Drawn { _Drawn() }
    }
    /// `.tabItem { Label("Home", systemImage: "house") }`: the view's item in a tab bar.
    struct _TabItem: View {
      let _content: any View
      let _label: any View
      var body: _Drawn { _Drawn() }
    }
    /// `.onAppear { ... }`: run the first time the view is drawn.
    struct _OnAppear: View {
      let _content: any View
      let _action: () -> Void
      var body: _Drawn { _Drawn() }
    }
    extension View {
      func padding() -> Self { self }
      func ignoresSafeArea(_ regions: _Style = .all, edges: _EdgeSet = .all) -> Self { self }
      func edgesIgnoringSafeArea(_ edges: _EdgeSet) -> Self { self }
      func padding(_ length: Double) -> Self { self }
      func padding(_ edges: _EdgeSet, _ length: Double? = nil) -> Self { self }
      func font(_ font: Font?) -> Self { self }
      func fontWeight(_ weight: _FontWeight?) -> Self { self }
      func bold(_ isActive: Bool = true) -> Self { self }
      func italic(_ isActive: Bool = true) -> Self { self }
      func foregroundColor(_ color: Color?) -> Self { self }
      func foregroundStyle(_ style: Color) -> Self { self }
      func background(_ style: Color) -> Self { self }
      func background(_ style: Color, in shape: any View) -> Self { self }
      func background(alignment: Alignment = .center, @ViewBuilder content: () -> any View) -> Self {
        self
      }
      func overlay(alignment: Alignment = .center, @ViewBuilder content: () -> any View) -> Self {
        self
      }
      func preferredColorScheme(_ scheme: ColorScheme?) -> Self { self }
      func resizable() -> Self { self }
      func scaledToFit() -> Self { self }
      func scaledToFill() -> Self { self }
      func aspectRatio(contentMode: _Style) -> Self { self }
      func lineLimit(_ number: Int?) -> Self { self }
      func presentationDragIndicator(_ visibility: Visibility) -> Self { self }
      func scrollContentBackground(_ visibility: Visibility) -> Self { self }
      func tint(_ color: Color?) -> Self { self }
      func accentColor(_ color: Color?) -> Self { self }
      func opacity(_ opacity: Double) -> Self { self }
      func cornerRadius(_ radius: Double) -> Self { self }
      func shadow(radius: Double) -> Self { self }
      func clipShape(_ shape: any View) -> Self { self }
      func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> Self { self }
      func frame(
        minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
        minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: Alignment = .center
      ) -> Self { self }
      func multilineTextAlignment(_ alignment: TextAlignment) -> Self { self }
      func buttonStyle(_ style: _Style) -> Self { self }
      func buttonBorderShape(_ shape: _Style) -> Self { self }
      func controlSize(_ size: _Style) -> Self { self }
      func listStyle(_ style: _Style) -> Self { self }
      func pickerStyle(_ style: _Style) -> Self { self }
      func textFieldStyle(_ style: _Style) -> Self { self }
      func keyboardType(_ type: _Style) -> Self { self }
      func autocapitalization(_ style: _Style) -> Self { self }
      func textInputAutocapitalization(_ style: _Style?) -> Self { self }
      func disableAutocorrection(_ disable: Bool?) -> Self { self }
      func autocorrectionDisabled(_ disable: Bool = true) -> Self { self }
      func navigationBarTitleDisplayMode(_ mode: _Style) -> Self { self }
      func imageScale(_ scale: _Style) -> Self { self }
      func labelStyle(_ style: _Style) -> Self { self }
      func presentationDetents(_ detents: [PresentationDetent]) -> Self { self }
      func interactiveDismissDisabled(_ isDisabled: Bool = true) -> Self { self }
      func tag(_ tag: Any) -> some View { _Tagged(_content: self, _tag: tag) }
      func environmentObject(_ object: AnyObject) -> some View {
        _EnvironmentObject(_content: self, _object: object)
      }
      /// `.environment(library)` of an `@Observable` object (iOS 17).
      func environment(_ object: AnyObject) -> some View {
        _EnvironmentObject(_content: self, _object: object)
      }
      func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        _EnvironmentValue(_content: self, _apply: { $0[keyPath: keyPath] = value })
      }
      func swipeActions(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
        @ViewBuilder content: () -> any View
      ) -> some View {
        _SwipeActions(_content: self, _edge: edge, _buttons: content())
      }
      func tabItem(@ViewBuilder _ label: () -> any View) -> some View {
        _TabItem(_content: self, _label: label())
      }
      /// Where a pushed value of this type leads, in the navigation stack around the view.
      func navigationDestination<Value>(
        for data: Value.Type, @ViewBuilder destination: @escaping (Value) -> any View
      ) -> some View {
        _Destination(
          _content: self, _type: String(describing: data),
          _make: { value in (value as? Value).map { destination($0) } })
      }
      /// A view pushed while `isPresented` is true; back sets it to false.
      func navigationDestination(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> any View
      ) -> some View {
        _PushedWhile(_content: self, _isPresented: isPresented, _destination: destination())
      }
      func id(_ id: Any) -> Self { self }
      func disabled(_ isDisabled: Bool) -> some View { _Disabled(_content: self, _isDisabled: isDisabled) }
      func navigationTitle(_ title: String) -> some View { _NavigationTitle(_content: self, _title: title) }
      func navigationBarTitle(_ title: String) -> some View { _NavigationTitle(_content: self, _title: title) }
      func navigationTitle(_ title: Text) -> some View {
        _NavigationTitle(_content: self, _title: title._string)
      }
      func navigationBarTitle(_ title: Text) -> some View {
        _NavigationTitle(_content: self, _title: title._string)
      }
      func navigationBarTitle(_ title: Text, displayMode: _Style) -> some View {
        _NavigationTitle(_content: self, _title: title._string)
      }
      func toolbar(@ViewBuilder content: () -> any View) -> some View {
        _Toolbar(_content: self, _items: content())
      }
      /// iOS 13's bar items: a toolbar with one item a side.
      func navigationBarItems(leading: any View) -> some View {
        _Toolbar(_content: self, _items: ToolbarItem(placement: .topBarLeading) { leading })
      }
      func navigationBarItems(trailing: any View) -> some View {
        _Toolbar(_content: self, _items: ToolbarItem(placement: .topBarTrailing) { trailing })
      }
      func navigationBarItems(leading: any View, trailing: any View) -> some View {
        _Toolbar(
          _content: self,
          _items: TupleView(_children: [
            ToolbarItem(placement: .topBarLeading) { leading },
            ToolbarItem(placement: .topBarTrailing) { trailing },
          ]))
      }
      func aspectRatio(_ ratio: Double? = nil, contentMode: _Style) -> Self { self }
      func animation(_ animation: Animation?, value: Any) -> Self { self }
      func animation(_ animation: Animation?) -> Self { self }
      func navigationBarTitle(_ title: String, displayMode: _Style) -> some View {
        _NavigationTitle(_content: self, _title: title)
      }
      func onAppear(perform action: (() -> Void)? = nil) -> some View {
        _OnAppear(_content: self, _action: action ?? {})
      }
    }
    """#
}
