// 001_1ba81a9920402955.txt, "Dismissing Alert Controllers", in the article's Objective-C: a
// method observing the move to the background removes the text field observers and dismisses
// whatever is presented. Twin: Examples/alerts/dismiss-on-background.swift
- (void)didEnterBackground:(NSNotification *)notification {
    [[NSNotificationCenter defaultCenter] removeObserver:self name:UITextFieldTextDidChangeNotification object:nil];
    [self.presentedViewController dismissViewControllerAnimated:NO completion:nil];
}
[[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(didEnterBackground:) name:UIApplicationDidEnterBackgroundNotification object:nil];
UIAlertController *alertController = [UIAlertController alertControllerWithTitle:@"DefaultStyle" message:@"the default alert view style" preferredStyle:UIAlertControllerStyleAlert];
[alertController addAction:[UIAlertAction actionWithTitle:@"Cancel" style:UIAlertActionStyleCancel handler:nil]];
[alertController addAction:[UIAlertAction actionWithTitle:@"OK" style:UIAlertActionStyleDefault handler:nil]];
[self presentViewController:alertController animated:YES completion:nil];
:background
