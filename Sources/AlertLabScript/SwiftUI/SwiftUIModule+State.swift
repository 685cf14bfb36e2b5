extension SwiftUIModule {
  /// The state a view keeps between the times its body is read, and the bindings to it:
  /// changing either draws the screen again at the end of the turn.
  static let state = #"""
    /// Where a `@State` keeps its value: made once for a view at its place on the screen.
    final class _StateBox<Value> {
      var value: Value
      init(_ value: Value) { self.value = value }
    }
    @propertyWrapper struct State<Value> {
      let _box: _StateBox<Value>
      init(wrappedValue: Value) { _box = _Host.box(wrappedValue) }
      init(initialValue: Value) { _box = _Host.box(initialValue) }
      var wrappedValue: Value {
        get { _box.value }
        nonmutating set {
          _box.value = newValue
          _Host.changed("state")
        }
      }
      var projectedValue: Binding<Value> {
        let box = _box
        return Binding(
          get: { box.value },
          set: { value in
            box.value = value
            _Host.changed("state")
          })
      }
    }
    @propertyWrapper struct Binding<Value> {
      let _get: () -> Value
      let _set: (Value) -> Void
      init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        _get = get
        _set = set
      }
      init(projectedValue: Binding<Value>) {
        _get = projectedValue._get
        _set = projectedValue._set
      }
      static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
      }
      var wrappedValue: Value {
        get { _get() }
        nonmutating set { _set(newValue) }
      }
      var projectedValue: Binding<Value> { self }
    }
    protocol ObservableObject: AnyObject {}
    /// A published property of an observable object: changing it draws the screen again.
    @propertyWrapper struct Published<Value> {
      let _box: _StateBox<Value>
      init(wrappedValue: Value) { _box = _StateBox(wrappedValue) }
      init(initialValue: Value) { _box = _StateBox(initialValue) }
      var wrappedValue: Value {
        get { _box.value }
        nonmutating set {
          _box.value = newValue
          _Host.changed("published")
        }
      }
    }
    @propertyWrapper struct StateObject<ObjectType> {
      let _box: _StateBox<ObjectType>
      init(wrappedValue: ObjectType) { _box = _Host.box(wrappedValue) }
      var wrappedValue: ObjectType { _box.value }
    }
    @propertyWrapper struct ObservedObject<ObjectType> {
      let wrappedValue: ObjectType
      init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
    }
    /// `@Environment(\.dismiss) var dismiss`: closes the sheet or popover the view is in.
    struct DismissAction {
      let _surface: Int
      func callAsFunction() { _Host.dismissSurface(_surface) }
    }
    enum ColorScheme { case light, dark }
    /// What `@Environment` reads, for the surface (the screen, a sheet) the view was made on.
    struct EnvironmentValues {
      let _surface: Int
      var dismiss: DismissAction { DismissAction(_surface: _surface) }
      var presentationMode: Binding<PresentationMode> {
        let surface = _surface
        return Binding(get: { PresentationMode(_surface: surface) }, set: { _ in })
      }
      var colorScheme: ColorScheme { .light }
      var isPresented: Bool { _surface > 0 }
    }
    struct PresentationMode {
      let _surface: Int
      var isPresented: Bool { _surface > 0 }
      func dismiss() { _Host.dismissSurface(_surface) }
    }
    @propertyWrapper struct Environment<Value> {
      let _read: (EnvironmentValues) -> Value
      let _surface: Int
      init(_ keyPath: @escaping (EnvironmentValues) -> Value) {
        _read = keyPath
        _surface = _Host.surface
      }
      var wrappedValue: Value { _read(EnvironmentValues(_surface: _surface)) }
    }
    /// Xcode's canvas shows previews; here the app itself runs.
    protocol PreviewProvider {}
    """#
}
