// alertlab: --ios 7
// UIActionSheet on an iOS 7 iPhone: destructive first, cancel in its own group at the bottom.
func actionSheet(_ actionSheet: UIActionSheet, clickedButtonAt buttonIndex: Int) {
  print("clicked \(buttonIndex): \(actionSheet.buttonTitle(at: buttonIndex) ?? "")")
}
func actionSheet(_ actionSheet: UIActionSheet, didDismissWithButtonIndex buttonIndex: Int) {
  print("didDismiss \(buttonIndex)")
}
let sheet = UIActionSheet(title: "保存或刪除數據", delegate: self, cancelButtonTitle: "取消", destructiveButtonTitle: "刪除", otherButtonTitles: "保存")
print(sheet.destructiveButtonIndex, sheet.cancelButtonIndex, sheet.numberOfButtons)
sheet.show(in: view)
:tap "保存"
sheet.show(in: view)
:tapout
sheet.addButton(withTitle: nil)
