import AlertLabKit

extension APIClass {
  static let uiApplication = APIClass(
    "UIApplication",
    members: [
      .notificationName(
        "didEnterBackgroundNotification", NotificationName.didEnterBackground,
        global: "UIApplicationDidEnterBackgroundNotification")
    ])
}
