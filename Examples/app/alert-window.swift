// A window of its own for alerts: code with no view controller at hand (a network layer, a
// helper object) makes a window above the app, gives it an empty root controller, makes it
// key and visible, and presents from that root. The OK handler hides the window again.
final class AlertPresenter {
  var window: UIWindow?

  func show(title: String, message: String) {
    let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
    let window = scene.map { UIWindow(windowScene: $0) } ?? UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = UIViewController()
    window.windowLevel = .alert + 1
    window.makeKeyAndVisible()
    let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
    alert.addAction(
      UIAlertAction(title: "OK", style: .default) { _ in
        self.window?.isHidden = true
        self.window = nil
      })
    window.rootViewController?.present(alert, animated: true)
    self.window = window
  }
}

let presenter = AlertPresenter()
presenter.show(title: "Upload failed", message: "Check your connection.")
// The top-most controller walk of a scene-based app finds the new key window's root.
let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
let keyWindow = scenes.flatMap { $0.windows }.first { $0.isKeyWindow }
print(keyWindow?.rootViewController?.presentedViewController is UIAlertController)
print(keyWindow?.windowLevel == UIWindow.Level.alert + 1, view.window?.isKeyWindow == false)
:tap "OK"
print(presenter.window == nil, view.window?.isKeyWindow == true)
