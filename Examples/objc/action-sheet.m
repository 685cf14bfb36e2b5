// 001_1ba81a9920402955.txt, "Action Sheet", in the article's Objective-C: the same controller
// with the action sheet style, and three actions added as for an alert. Twin:
// Examples/alerts/action-sheet.swift
UIAlertController *alertController = [UIAlertController alertControllerWithTitle:@"Save or delete data" message:@"Deleted data cannot be recovered" preferredStyle:UIAlertControllerStyleActionSheet];
UIAlertAction *cancelAction = [UIAlertAction actionWithTitle:@"Cancel" style:UIAlertActionStyleCancel handler:^(UIAlertAction *action) {
    NSLog(@"Cancel action");
}];
UIAlertAction *deleteAction = [UIAlertAction actionWithTitle:@"Delete" style:UIAlertActionStyleDestructive handler:^(UIAlertAction *action) {
    NSLog(@"Delete action");
}];
UIAlertAction *archiveAction = [UIAlertAction actionWithTitle:@"Archive" style:UIAlertActionStyleDefault handler:^(UIAlertAction *action) {
    NSLog(@"Archive action");
}];
[alertController addAction:cancelAction];
[alertController addAction:deleteAction];
[alertController addAction:archiveAction];
[self presentViewController:alertController animated:YES completion:nil];
:tap "Archive"
