// 001_1ba81a9920402955.txt, "Action Sheet" on an iPad, in the article's Objective-C: the sheet is
// shown in a popover, so its popover presentation controller gets the sender as its anchor.
// Twin: Examples/alerts/action-sheet-ipad.swift
:device ipad
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
UIPopoverPresentationController *popover = alertController.popoverPresentationController;
if (popover) {
    popover.sourceView = sender;
    popover.sourceRect = sender.bounds;
    popover.permittedArrowDirections = UIPopoverArrowDirectionAny;
}
[self presentViewController:alertController animated:YES completion:nil];
:describe
:tapout
