// 001_1ba81a9920402955.txt, the article's opening Objective-C: before iOS 8 an alert was a
// UIAlertView made with its buttons in a nil-terminated list and shown by itself; the login and
// password style gives it two text fields. On iOS 8, as the article was written. Twin:
// Examples/objc/alert-view.swift
:ios 8
UIAlertView *alertView = [[UIAlertView alloc] initWithTitle:@"DefaultStyle" message:@"the default alert view style" delegate:self cancelButtonTitle:@"Cancel" otherButtonTitles:@"OK", nil];
[alertView show];
:tap "OK"
alertView.alertViewStyle = UIAlertViewStyleLoginAndPasswordInput;
[alertView show];
:describe
:tap "Cancel"
