// 004_3323118d412b3afb.txt, in the article's Objective-C: a UIPopoverBackgroundView subclass
// that answers the arrow's base and height and the content insets as class methods, keeps the
// arrow's direction and offset in synthesized properties, watches both with key-value observing
// from initWithFrame: (asking for a new layout whenever UIKit moves the arrow, and letting go of
// the observations in dealloc), and is given to a popover on an iPad.
// Twin: Examples/popovers/seed004-background.swift
:device ipad
#import <UIKit/UIPopoverBackgroundView.h>
@interface MyBackground : UIPopoverBackgroundView
@property (nonatomic, readwrite) UIPopoverArrowDirection arrowDirection;
@property (nonatomic, readwrite) CGFloat arrowOffset;
@end
@implementation MyBackground
@synthesize arrowDirection = _arrowDirection;
@synthesize arrowOffset = _arrowOffset;
- (id)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    if (self) {
        [self addObserver:self forKeyPath:@"arrowDirection" options:0 context:nil];
        [self addObserver:self forKeyPath:@"arrowOffset" options:0 context:nil];
    }
    return self;
}
- (void)observeValueForKeyPath:(NSString *)keyPath ofObject:(id)object change:(NSDictionary *)change context:(void *)context {
    [self setNeedsLayout];
}
- (void)dealloc {
    [self removeObserver:self forKeyPath:@"arrowDirection"];
    [self removeObserver:self forKeyPath:@"arrowOffset"];
}
+ (CGFloat)arrowBase {
    return 30.0f;
}
+ (CGFloat)arrowHeight {
    return 20.0f;
}
+ (UIEdgeInsets)contentViewInsets {
    return UIEdgeInsetsMake(10, 10, 10, 10);
}
+ (BOOL)wantsDefaultContentAppearance {
    return YES;
}
@end
[[UINavigationBar appearanceWhenContainedIn:[UIPopoverController class], nil] setTintColor:[UIColor redColor]];
UIViewController *cues = [self.storyboard instantiateViewControllerWithIdentifier:@"CuesPopoverViewController"];
UINavigationController *navigation = [[UINavigationController alloc] initWithRootViewController:cues];
navigation.modalPresentationStyle = UIModalPresentationPopover;
navigation.preferredContentSize = CGSizeMake(400, 300);
navigation.popoverPresentationController.sourceView = button;
navigation.popoverPresentationController.sourceRect = button.bounds;
navigation.popoverPresentationController.permittedArrowDirections = UIPopoverArrowDirectionLeft | UIPopoverArrowDirectionRight;
navigation.popoverPresentationController.popoverBackgroundViewClass = [MyBackground class];
[self presentViewController:navigation animated:YES completion:nil];
