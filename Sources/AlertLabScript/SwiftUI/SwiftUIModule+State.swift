extension SwiftUIModule {
  /// The state a view keeps between the times its body is read, and the bindings to it:
  /// changing either draws the screen again at the end of the turn.
  static let state = #"""
    /// Where a `@State` keeps its value: made once for a view at its place on the screen.
    final class _StateBox<Value> {
      var value: Value
      init(_ value: Value) { self.value = value }
      /// Sets the value: a `@State` (`"state"`) or `@Published` (`"published"`) change, which
      /// draws the screen again (`_Host.changed`).
      func update(_ newValue: Value, _ kind: String) {
        value = newValue
        _Host.changed(kind)
      }
    }
    @propertyWrapper struct State<Value> {
      let _box: _StateBox<Value>
      init(wrappedValue: Value) { _box = _Host.box(wrappedValue) }
      init(initialValue: Value) { _box = _Host.box(initialValue) }
      var wrappedValue: Value {
        get { _box.value }
        nonmutating set { _box.update(newValue, "state") }
      }
      var projectedValue: Binding<Value> {
        let box = _box
        return Binding(
          get: { box.value },
          set: { value in box.update(value, "state") })
      }
    }
    @dynamicMemberLookup @propertyWrapper struct Binding<Value> {
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
      /// A binding to the property `keyPath` names of an object (`$model.isOn`).
      static func _property<Root>(
        of object: Root, _ keyPath: ReferenceWritableKeyPath<Root, Value>
      ) -> Binding<Value> {
        Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
      }
      /// `$settings.isOn`: a binding to a property of the bound value.
      subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let get = _get
        let set = _set
        return Binding<Subject>(
          get: { get()[keyPath: keyPath] },
          set: { subject in
            var value = get()
            value[keyPath: keyPath] = subject
            set(value)
          })
      }
    }
    protocol ObservableObject: AnyObject {}
    /// A published property of an observable object: changing it draws the screen again.
    @propertyWrapper struct Published<Value> {
      let _box: _StateBox<Value>
      init(wrappedValue: Value) { _box = _StateBox(wrappedValue) }
      init(initialValue: Value) { _box = _StateBox(initialValue) }
      var wrappedValue: Value {
        get { _box.value }
        nonmutating set { _box.update(newValue, "published") }
      }
    }
    @propertyWrapper struct StateObject<ObjectType> {
      let _box: _StateBox<ObjectType>
      init(wrappedValue: ObjectType) { _box = _Host.box(wrappedValue) }
      var wrappedValue: ObjectType { _box.value }
      var projectedValue: _ObservedObjectWrapper<ObjectType> {
        _ObservedObjectWrapper(_object: _box.value)
      }
    }
    @propertyWrapper struct ObservedObject<ObjectType> {
      let wrappedValue: ObjectType
      init(wrappedValue: ObjectType) { self.wrappedValue = wrappedValue }
      var projectedValue: _ObservedObjectWrapper<ObjectType> {
        _ObservedObjectWrapper(_object: wrappedValue)
      }
    }
    /// `@EnvironmentObject var model: Model`: the object a view around it gave with
    /// `.environmentObject(_:)`, found by its type; without one, SwiftUI's fatal error.
    @propertyWrapper struct EnvironmentObject<ObjectType> {
      init() {}
      var wrappedValue: ObjectType {
        let name = String(describing: ObjectType.self)
        guard let object = _Host.environmentObjects[name] as? ObjectType else {
          fatalError(
            "No ObservableObject of type " + name + " found. A View.environmentObject(_:) for "
              + name + " may be missing as an ancestor of this view.")
        }
        return object
      }
      var projectedValue: _ObservedObjectWrapper<ObjectType> {
        _ObservedObjectWrapper(_object: wrappedValue)
      }
    }
    /// `$model` of an observed object (SwiftUI's `ObservedObject.Wrapper`): `$model.isOn` is a
    /// binding to the object's property.
    @dynamicMemberLookup struct _ObservedObjectWrapper<ObjectType> {
      let _object: ObjectType
      subscript<Subject>(
        dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>
      ) -> Binding<Subject> {
        Binding._property(of: _object, keyPath)
      }
    }
    /// A stored property of an `@Observable` class, as the macro makes it: a change draws the
    /// screen again.
    @propertyWrapper struct _ObservationTracked<Value> {
      let _box: _StateBox<Value>
      init(wrappedValue: Value) { _box = _StateBox(wrappedValue) }
      var wrappedValue: Value {
        get { _box.value }
        nonmutating set { _box.update(newValue, "state") }
      }
    }
    /// `@Bindable var model: Model` (iOS 17) of an `@Observable` object: `$model.isOn` is a
    /// binding to its property.
    @available(iOS 17.0, *)
    @dynamicMemberLookup @propertyWrapper struct Bindable<Value> {
      let wrappedValue: Value
      init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
      init(_ wrappedValue: Value) { self.wrappedValue = wrappedValue }
      var projectedValue: Bindable<Value> { self }
      subscript<Subject>(
        dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>
      ) -> Binding<Subject> {
        Binding._property(of: wrappedValue, keyPath)
      }
    }
    /// `@Environment(\.dismiss) var dismiss`: closes the sheet or popover the view is in.
    struct DismissAction {
      let _surface: Int
      func callAsFunction() { _Host.dismissSurface(_surface) }
    }
    enum ColorScheme { case light, dark }
    /// A value of the environment an app declares (`struct ThemeKey: EnvironmentKey`), read
    /// and written through `EnvironmentValues`' subscript.
    protocol EnvironmentKey {
      associatedtype Value
      static var defaultValue: Value { get }
    }
    /// What `@Environment` reads, for the surface (the screen, a sheet) the view was made on:
    /// the values `.environment(_:_:)` gave around the place the view was made.
    struct EnvironmentValues {
      let _surface: Int
      var _values: [String: Any]
      init(_surface: Int, _values: [String: Any] = _Host.environmentValues) {
        self._surface = _surface
        self._values = _values
      }
      subscript<Key: EnvironmentKey>(key: Key.Type) -> Key.Value {
        get { (_values[String(describing: key)] as? Key.Value) ?? key.defaultValue }
        set { _values[String(describing: key)] = newValue }
      }
      var dismiss: DismissAction { DismissAction(_surface: _surface) }
      var presentationMode: Binding<PresentationMode> {
        let surface = _surface
        return Binding(get: { PresentationMode(_surface: surface) }, set: { _ in })
      }
      var colorScheme: ColorScheme {
        get { _values["colorScheme"] as? ColorScheme ?? .light }
        set { _values["colorScheme"] = newValue }
      }
      var isPresented: Bool { _surface > 0 }
    }
    struct PresentationMode {
      let _surface: Int
      var isPresented: Bool { _surface > 0 }
      func dismiss() { _Host.dismissSurface(_surface) }
    }
    /// The environment values a view's `@Environment` reads: those around the place the
    /// view was made, then those around the place its body is read (`_Host.readBody`).
    final class _EnvironmentBox {
      var values: [String: Any]
      init(_ values: [String: Any]) { self.values = values }
    }
    protocol _EnvironmentReading {
      var _box: _EnvironmentBox { get }
    }
    @propertyWrapper struct Environment<Value>: _EnvironmentReading {
      let _read: (EnvironmentValues) -> Value
      let _surface: Int
      let _box: _EnvironmentBox
      init(_ keyPath: @escaping (EnvironmentValues) -> Value) {
        _read = keyPath
        _surface = _Host.surface
        _box = _EnvironmentBox(_Host.environmentValues)
      }
      /// `@Environment(Library.self)` (Observation, iOS 17): the object an ancestor's
      /// `.environment(_:)` gave; none is SwiftUI's fatal error.
      init(_ type: Value.Type) {
        _read = { _ in
          let name = String(describing: type)
          guard let object = _Host.environmentObjects[name] else {
            fatalError(
              "No Observable object of type " + name + " found. A View.environmentObject(_:) for "
                + name + " may be missing as an ancestor of this view.")
          }
          return object as! Value
        }
        _surface = _Host.surface
        _box = _EnvironmentBox([:])
      }
      var wrappedValue: Value { _read(EnvironmentValues(_surface: _surface, _values: _box.values)) }
    }
    /// Xcode's canvas shows previews; here the app itself runs.
    protocol PreviewProvider {}
    /// Foundation's `UUID`, which SwiftUI code makes for each `Identifiable` item. A device's
    /// are random; these are numbered in the order they are made, so that a run prints the
    /// same each time.
    struct UUID: Hashable, CustomStringConvertible {
      static var _made = 0
      let uuidString: String
      init() {
        UUID._made += 1
        uuidString = "00000000-0000-4000-8000-" + String(format: "%012d", UUID._made)
      }
      var description: String { uuidString }
    }
    """#
}
