// Seed 001's destructive alert, put together the way much Objective-C of its time does it: the
// titles in an NSArray, a tally in an NSMutableDictionary filled by the handler, the message
// from stringWithFormat:, and the alert presented two seconds later with dispatch_after.
// Twin: Examples/objc/dispatch-and-collections.swift
NSArray *titles = [NSArray arrayWithObjects:@"Keep", @"Delete", nil];
NSMutableDictionary *taps = [NSMutableDictionary dictionary];
UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Delete photo?" message:[NSString stringWithFormat:@"%lu choices", (unsigned long)titles.count] preferredStyle:UIAlertControllerStyleAlert];
[alert addAction:[UIAlertAction actionWithTitle:titles[0] style:UIAlertActionStyleCancel handler:nil]];
[alert addAction:[UIAlertAction actionWithTitle:[titles lastObject] style:UIAlertActionStyleDestructive handler:^(UIAlertAction *action) {
    [taps setObject:@"tapped" forKey:action.title];
    NSLog(@"%@ was %@", action.title, [taps objectForKey:action.title]);
}]];
dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(2 * NSEC_PER_SEC)), dispatch_get_main_queue(), ^{
    [self presentViewController:alert animated:YES completion:nil];
});
:wait 2
:tap "Delete"
