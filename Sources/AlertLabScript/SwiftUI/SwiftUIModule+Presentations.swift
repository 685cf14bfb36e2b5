extension SwiftUIModule {
  /// The presentation modifiers. On iOS each becomes the UIKit presentation it is on a
  /// device: `.alert` an alert controller, `.confirmationDialog` and `.actionSheet` an
  /// action sheet (a popover at the modified view on an iPad).
  static let presentations = #"""
    /// An alert, confirmation dialog or action sheet a view asks for, and what shows it.
    struct _Presentation: View {
      let _content: any View
      let _title: String?
      let _message: String?
      let _isPresented: () -> Bool
      let _dismissed: () -> Void
      let _buttons: () -> [any View]
      let _isDialog: Bool
      let _kind: String
      var body: _Drawn { _Drawn() }
    }
    /// A button of the deprecated `Alert` and `ActionSheet` values (`Alert.Button` in
    /// SwiftUI): `.default(Text("OK"))`, `.cancel()`, `.destructive(Text("Delete"))`.
    struct _AlertButton {
      let _label: String
      let _role: ButtonRole?
      let _action: () -> Void
      static func `default`(_ label: Text, action: (() -> Void)? = {}) -> _AlertButton {
        _AlertButton(_label: label._string, _role: nil, _action: action ?? {})
      }
      static func cancel(_ action: (() -> Void)? = {}) -> _AlertButton {
        _AlertButton(_label: "Cancel", _role: .cancel, _action: action ?? {})
      }
      static func cancel(_ label: Text, action: (() -> Void)? = {}) -> _AlertButton {
        _AlertButton(_label: label._string, _role: .cancel, _action: action ?? {})
      }
      static func destructive(_ label: Text, action: (() -> Void)? = {}) -> _AlertButton {
        _AlertButton(_label: label._string, _role: .destructive, _action: action ?? {})
      }
      var _view: any View { Button(_label, role: _role, action: _action) }
    }
    /// The deprecated alert value (`Alert(title: Text("..."), ...)`).
    struct Alert {
      typealias Button = _AlertButton
      let _title: String
      let _message: String?
      let _buttons: [_AlertButton]
      init(_title: String, _message: String?, _buttons: [_AlertButton]) {
        self._title = _title
        self._message = _message
        self._buttons = _buttons
      }
      init(title: Text, message: Text? = nil, dismissButton: _AlertButton? = nil) {
        _title = title._string
        _message = message?._string
        _buttons = dismissButton.map { [$0] } ?? []
      }
      init(title: Text, message: Text? = nil, primaryButton: _AlertButton, secondaryButton: _AlertButton) {
        _title = title._string
        _message = message?._string
        _buttons = [primaryButton, secondaryButton]
      }
    }
    /// The deprecated action sheet value (`ActionSheet(title: Text("..."), buttons: [...])`):
    /// the same parts as an `Alert`.
    struct ActionSheet {
      typealias Button = _AlertButton
      let _parts: Alert
      init(title: Text, message: Text? = nil, buttons: [_AlertButton] = [.cancel()]) {
        _parts = Alert(_title: title._string, _message: message?._string, _buttons: buttons)
      }
    }
    /// A sheet, a full-screen cover or a popover a view asks for.
    struct _Sheet: View {
      let _content: any View
      let _isPresented: () -> Bool
      let _dismissed: () -> Void
      let _sheet: () -> any View
      let _style: String
      var body: _Drawn { _Drawn() }
    }
    enum PresentationAdaptation { case automatic, none, popover, sheet, fullScreenCover }
    /// `.presentationCompactAdaptation(.popover)` on a popover's content: it stays a popover
    /// on an iPhone.
    struct _CompactAdaptation: View {
      let _content: any View
      let _keepsPopover: Bool
      var body: _Drawn { _Drawn() }
    }
    enum Edge: Int8, CaseIterable { case top, leading, bottom, trailing }
    /// A point of a view's frame, in fractions of its size (`.point(.top)` anchors a popover).
    struct UnitPoint {
      var x: Double
      var y: Double
      init(x: Double, y: Double) {
        self.x = x
        self.y = y
      }
      static let zero = UnitPoint(x: 0, y: 0)
      static let center = UnitPoint(x: 0.5, y: 0.5)
      static let leading = UnitPoint(x: 0, y: 0.5)
      static let trailing = UnitPoint(x: 1, y: 0.5)
      static let top = UnitPoint(x: 0.5, y: 0)
      static let bottom = UnitPoint(x: 0.5, y: 1)
      static let topLeading = UnitPoint(x: 0, y: 0)
      static let topTrailing = UnitPoint(x: 1, y: 0)
      static let bottomLeading = UnitPoint(x: 0, y: 1)
      static let bottomTrailing = UnitPoint(x: 1, y: 1)
    }
    /// `Anchor<CGRect>.Source` in SwiftUI: the rectangle of the modified view a popover is
    /// attached to; AlertLab points the arrow at the view itself.
    struct _AnchorSource {
      static let bounds = _AnchorSource()
      static func rect(_ rect: CGRect) -> _AnchorSource { _AnchorSource() }
    }
    struct PopoverAttachmentAnchor {
      static let rect = PopoverAttachmentAnchor()
      static func rect(_ anchor: _AnchorSource) -> PopoverAttachmentAnchor {
        PopoverAttachmentAnchor()
      }
      static func point(_ point: UnitPoint) -> PopoverAttachmentAnchor { PopoverAttachmentAnchor() }
    }
    extension View {
      // Each presentation with `onDismiss:` has an overload without it: a trailing closure
      // is the content, as Swift's forward scan of trailing closures gives it.
      func sheet(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> any View)
        -> some View
      {
        sheet(isPresented: isPresented, onDismiss: nil, content: content)
      }
      func sheet<Item>(item: Binding<Item?>, @ViewBuilder content: @escaping (Item) -> any View)
        -> some View
      {
        sheet(item: item, onDismiss: nil, content: content)
      }
      func fullScreenCover(
        isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> any View
      ) -> some View {
        fullScreenCover(isPresented: isPresented, onDismiss: nil, content: content)
      }
      /// A presented controller shown while `isPresented` is true; closing it sets it back and
      /// runs `onDismiss`.
      func _presented(
        _ isPresented: Binding<Bool>, onDismiss: (() -> Void)?,
        content: @escaping () -> any View, style: String
      ) -> _Sheet {
        _Sheet(
          _content: self, _isPresented: { isPresented.wrappedValue },
          _dismissed: {
            isPresented.wrappedValue = false
            if let onDismiss { onDismiss() }
          }, _sheet: content, _style: style)
      }
      func sheet(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)?,
        @ViewBuilder content: @escaping () -> any View
      ) -> some View {
        _presented(isPresented, onDismiss: onDismiss, content: content, style: "sheet")
      }
      func sheet<Item>(
        item: Binding<Item?>, onDismiss: (() -> Void)?,
        @ViewBuilder content: @escaping (Item) -> any View
      ) -> some View {
        let shown = item.wrappedValue
        return _Sheet(
          _content: self, _isPresented: { item.wrappedValue != nil },
          _dismissed: {
            item.wrappedValue = nil
            if let onDismiss { onDismiss() }
          },
          _sheet: { shown.map { content($0) } ?? EmptyView() }, _style: "sheet")
      }
      func fullScreenCover(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)?,
        @ViewBuilder content: @escaping () -> any View
      ) -> some View {
        _presented(isPresented, onDismiss: onDismiss, content: content, style: "fullScreenCover")
      }
      func popover(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect,
        arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> any View
      ) -> some View {
        _presented(isPresented, onDismiss: nil, content: content, style: "popover")
      }
      @available(iOS 16.4, *)
      func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        _CompactAdaptation(_content: self, _keepsPopover: adaptation == .popover || adaptation == .none)
      }
      func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        _TapGesture(_content: self, _action: action)
      }
      @available(iOS 15, *)
      func alert(
        _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> any View
      ) -> some View {
        let buttons = actions()
        return _Presentation(
          _content: self, _title: title, _message: nil, _isPresented: { isPresented.wrappedValue },
          _dismissed: { isPresented.wrappedValue = false }, _buttons: { [buttons] },
          _isDialog: false, _kind: "alert")
      }
      @available(iOS 15, *)
      func alert(
        _ title: String, isPresented: Binding<Bool>, @ViewBuilder actions: () -> any View,
        @ViewBuilder message: () -> any View
      ) -> some View {
        let buttons = actions()
        return _Presentation(
          _content: self, _title: title, _message: _Host.string(of: message()),
          _isPresented: { isPresented.wrappedValue },
          _dismissed: { isPresented.wrappedValue = false }, _buttons: { [buttons] },
          _isDialog: false, _kind: "alert")
      }
      @available(iOS 15, *)
      func alert(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> any View) -> some View {
        alert(title._string, isPresented: isPresented, actions: actions)
      }
      @available(iOS 15, *)
      func alert(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> any View,
        @ViewBuilder message: () -> any View
      ) -> some View {
        alert(title._string, isPresented: isPresented, actions: actions, message: message)
      }
      @available(iOS 15, *)
      func alert<T>(
        _ title: String, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> any View
      ) -> some View {
        let buttons: [any View] = data.map { [actions($0)] } ?? []
        return _Presentation(
          _content: self, _title: title, _message: nil,
          _isPresented: { isPresented.wrappedValue && data != nil },
          _dismissed: { isPresented.wrappedValue = false }, _buttons: { buttons },
          _isDialog: false, _kind: "alert")
      }
      @available(iOS 15, *)
      func alert<T>(
        _ title: String, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> any View, @ViewBuilder message: (T) -> any View
      ) -> some View {
        let buttons: [any View] = data.map { [actions($0)] } ?? []
        return _Presentation(
          _content: self, _title: title, _message: data.map { _Host.string(of: message($0)) },
          _isPresented: { isPresented.wrappedValue && data != nil },
          _dismissed: { isPresented.wrappedValue = false }, _buttons: { buttons },
          _isDialog: false, _kind: "alert")
      }
      /// An `Alert` or `ActionSheet` value shown while `isPresented` says so.
      func _deprecated(
        _ parts: Alert?, isPresented: @escaping () -> Bool, dismissed: @escaping () -> Void,
        kind: String
      ) -> _Presentation {
        _Presentation(
          _content: self, _title: parts?._title, _message: parts?._message,
          _isPresented: isPresented, _dismissed: dismissed,
          _buttons: { parts.map { $0._buttons.map { $0._view } } ?? [] },
          _isDialog: kind == "actionSheet", _kind: kind)
      }
      func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        _deprecated(
          content(), isPresented: { isPresented.wrappedValue },
          dismissed: { isPresented.wrappedValue = false }, kind: "alertValue")
      }
      func alert<Item>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        _deprecated(
          item.wrappedValue.map { content($0) }, isPresented: { item.wrappedValue != nil },
          dismissed: { item.wrappedValue = nil }, kind: "alertValue")
      }
      /// `alert(isPresented:error:actions:)`: the error's `errorDescription` is the title
      /// (an empty one when it has none; no source says what a device shows then).
      @available(iOS 15, *)
      func alert<E: LocalizedError>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> any View
      ) -> some View {
        let buttons: [any View] = error.map { [actions($0)] } ?? []
        return _Presentation(
          _content: self, _title: error.map { $0.errorDescription ?? "" }, _message: nil,
          _isPresented: { isPresented.wrappedValue && error != nil },
          _dismissed: { isPresented.wrappedValue = false }, _buttons: { buttons },
          _isDialog: false, _kind: "alert")
      }
      @available(iOS 15, *)
      func alert<E: LocalizedError>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> any View,
        @ViewBuilder message: (E) -> any View
      ) -> some View {
        let buttons: [any View] = error.map { [actions($0)] } ?? []
        return _Presentation(
          _content: self, _title: error.map { $0.errorDescription ?? "" },
          _message: error.map { _Host.string(of: message($0)) },
          _isPresented: { isPresented.wrappedValue && error != nil },
          _dismissed: { isPresented.wrappedValue = false }, _buttons: { buttons },
          _isDialog: false, _kind: "alert")
      }
      @available(iOS 15, *)
      func confirmationDialog(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> any View
      ) -> some View {
        let buttons = actions()
        return _Presentation(
          _content: self, _title: titleVisibility == .visible ? title : nil, _message: nil,
          _isPresented: { isPresented.wrappedValue },
          _dismissed: { isPresented.wrappedValue = false }, _buttons: { [buttons] },
          _isDialog: true, _kind: "confirmationDialog")
      }
      @available(iOS 15, *)
      func confirmationDialog(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> any View, @ViewBuilder message: () -> any View
      ) -> some View {
        let buttons = actions()
        return _Presentation(
          _content: self, _title: titleVisibility == .visible ? title : nil,
          _message: _Host.string(of: message()), _isPresented: { isPresented.wrappedValue },
          _dismissed: { isPresented.wrappedValue = false }, _buttons: { [buttons] },
          _isDialog: true, _kind: "confirmationDialog")
      }
      @available(iOS 15, *)
      func confirmationDialog<T>(
        _ title: String, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> any View
      ) -> some View {
        let buttons: [any View] = data.map { [actions($0)] } ?? []
        return _Presentation(
          _content: self, _title: titleVisibility == .visible ? title : nil, _message: nil,
          _isPresented: { isPresented.wrappedValue && data != nil },
          _dismissed: { isPresented.wrappedValue = false }, _buttons: { buttons },
          _isDialog: true, _kind: "confirmationDialog")
      }
      @available(iOS 15, *)
      func confirmationDialog(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> any View
      ) -> some View {
        confirmationDialog(
          title._string, isPresented: isPresented, titleVisibility: titleVisibility,
          actions: actions)
      }
      @available(iOS 15, *)
      func confirmationDialog(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> any View, @ViewBuilder message: () -> any View
      ) -> some View {
        confirmationDialog(
          title._string, isPresented: isPresented, titleVisibility: titleVisibility,
          actions: actions, message: message)
      }
      func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        _deprecated(
          content()._parts, isPresented: { isPresented.wrappedValue },
          dismissed: { isPresented.wrappedValue = false }, kind: "actionSheet")
      }
      func actionSheet<Item>(item: Binding<Item?>, content: (Item) -> ActionSheet) -> some View {
        _deprecated(
          item.wrappedValue.map { content($0)._parts }, isPresented: { item.wrappedValue != nil },
          dismissed: { item.wrappedValue = nil }, kind: "actionSheet")
      }
    }
    """#
}
