// alertlab: --device ipad --ios 7
// UIActionSheet on an iOS 7 iPad: a popover from its anchor, without the cancel button;
// tapping outside is the cancel button's path.
func actionSheet(actionSheet: UIActionSheet, clickedButtonAtIndex buttonIndex: Int) {
  print("clicked \(buttonIndex)")
}
let sheet = UIActionSheet(title: "保存或刪除數據", delegate: self, cancelButtonTitle: "取消", destructiveButtonTitle: "刪除", otherButtonTitles: "保存")
sheet.showFromBarButtonItem(addButton, animated: true)
:tap "取消"
:tapout
sheet.show(from: sender.bounds, in: sender, animated: true)
:tap "保存"
