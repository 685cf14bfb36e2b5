// alertlab: --ios 7
// Seed 002's iOS 7/8 check in today's Swift: #available picks UIAlertView on iOS 7.
func upload() {
  print("upload")
}
func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {
  print("clicked \(buttonIndex)")
  if buttonIndex != alertView.cancelButtonIndex {
    upload()
  }
}
func showEndTripAlert() {
  if #available(iOS 8.0, *) {
    let alertController = UIAlertController(title: "是否結束行程？", message: nil, preferredStyle: .alert)
    alertController.addAction(UIAlertAction(title: "取消", style: .cancel))
    alertController.addAction(UIAlertAction(title: "確定", style: .default) { _ in upload() })
    present(alertController, animated: true)
  } else {
    let alertView = UIAlertView(title: "是否結束行程？", message: nil, delegate: self, cancelButtonTitle: "取消")
    alertView.addButton(withTitle: "確定")
    alertView.show()
  }
}
showEndTripAlert()
:tap "確定"
showEndTripAlert()
:tap "取消"
