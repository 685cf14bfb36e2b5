// alertlab: --device ipad --ios 9
// UIActionSheet on an iOS 9 iPad: deprecated since iOS 8.3, and a shim over an action-sheet
// UIAlertController presented as a popover from the sheet's anchor.
func actionSheet(_ actionSheet: UIActionSheet, clickedButtonAt buttonIndex: Int) {
  print("clicked \(buttonIndex)")
}
let sheet = UIActionSheet(title: "保存或刪除數據", delegate: self, cancelButtonTitle: "取消", destructiveButtonTitle: "刪除", otherButtonTitles: "保存")
sheet.show(from: addButton, animated: true)
:tapout
sheet.show(in: view)
:tap "保存"
