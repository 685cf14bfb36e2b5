// 001_1ba81a9920402955.txt, "Destructive actions", in the article's Objective-C: a red Reset
// action added before Cancel. Twin: Examples/alerts/destructive-alert.swift
UIAlertController *alertController = [UIAlertController alertControllerWithTitle:@"DestructiveStyle" message:@"the destructive action style" preferredStyle:UIAlertControllerStyleAlert];
UIAlertAction *cancelAction = [UIAlertAction actionWithTitle:@"Cancel" style:UIAlertActionStyleCancel handler:^(UIAlertAction *action) {
    NSLog(@"Cancel action");
}];
UIAlertAction *resetAction = [UIAlertAction actionWithTitle:@"Reset" style:UIAlertActionStyleDestructive handler:^(UIAlertAction *action) {
    NSLog(@"Reset action");
}];
[alertController addAction:resetAction];
[alertController addAction:cancelAction];
[self presentViewController:alertController animated:YES completion:nil];
:tap "Reset"
