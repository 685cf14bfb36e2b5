// 001_1ba81a9920402955.txt, the article's opening UIAlertView in Swift, on iOS 8: the Swift twin
// of alert-view.m.
:ios 8
let alertView = UIAlertView(title: "DefaultStyle", message: "the default alert view style", delegate: self, cancelButtonTitle: "Cancel", otherButtonTitles: "OK")
alertView.show()
:tap "OK"
alertView.alertViewStyle = .loginAndPasswordInput
alertView.show()
:describe
:tap "Cancel"
