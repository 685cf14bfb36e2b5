// alertlab: --ios 7
// The four alertViewStyle values on iOS 7 and the text fields each gives. From Swift,
// firstOtherButtonIndex stays -1, so UIKit never asks alertViewShouldEnableFirstOtherButton.
func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {
  print("clicked \(alertView.buttonTitle(at: buttonIndex) ?? "")")
  if let field = alertView.textField(at: 0) {
    print("text field 0: \(field.text ?? "")")
  }
}
func alertViewShouldEnableFirstOtherButton(_ alertView: UIAlertView) -> Bool {
  print("asked about the first other button")
  return true
}
let alertView = UIAlertView(title: "文本對話框", message: "登錄和密碼對話框示例", delegate: self, cancelButtonTitle: "取消", otherButtonTitles: "好的")
print(alertView.cancelButtonIndex, alertView.firstOtherButtonIndex)
alertView.alertViewStyle = .plainTextInput
alertView.show()
:type 1 "hello"
:tap "好的"
alertView.alertViewStyle = .secureTextInput
alertView.show()
:type "Password" "secret"
:tap "好的"
alertView.alertViewStyle = UIAlertViewStyle.LoginAndPasswordInput
alertView.show()
:type "Login" "bob"
:describe
:tap "取消"
alertView.alertViewStyle = .default
alertView.textField(at: 0)
