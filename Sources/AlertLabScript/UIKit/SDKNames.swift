/// The public names of the UIKit and Foundation classes AlertLab simulates, written from the
/// public SDK headers (UIView.h, UILabel.h, UIButton.h, ...): each class's superclass and its
/// public members by base name (`transition` stands for `transition(with:duration:...)`).
/// A name here that the catalog does not declare is real but not simulated: AlertLab says so,
/// and never that UIKit has no such member. Old Swift spellings the catalog knows are not
/// listed; the catalog answers for them.
enum SDKNames {
  struct Entry {
    let superclass: String?
    let members: Set<String>
    init(_ superclass: String?, _ members: String) {
      self.superclass = superclass
      self.members = Set(members.split(separator: " ").map(String.init))
    }
  }

  static let classes: [String: Entry] = [
    "NSObject": Entry(
      nil,
      """
      init copy mutableCopy hash description debugDescription isKind isMember \
      responds conforms perform value setValue setValuesForKeys dictionaryWithValues \
      addObserver removeObserver observeValue willChangeValue didChangeValue className \
      superclass isProxy self
      """),
    "UIResponder": Entry(
      "NSObject",
      """
      next canBecomeFirstResponder becomeFirstResponder canResignFirstResponder \
      resignFirstResponder isFirstResponder touchesBegan touchesMoved touchesEnded \
      touchesCancelled pressesBegan pressesEnded motionBegan motionEnded canPerformAction \
      target undoManager inputView inputAccessoryView reloadInputViews keyCommands \
      textInputMode userActivity restoreUserActivityState buildMenu validate
      """),
    "UIView": Entry(
      "UIResponder",
      """
      init frame bounds center transform transform3D contentScaleFactor isMultipleTouchEnabled \
      isExclusiveTouch isUserInteractionEnabled tag layer canBecomeFocused isFocused \
      semanticContentAttribute effectiveUserInterfaceLayoutDirection superview subviews window \
      removeFromSuperview insertSubview exchangeSubview addSubview bringSubviewToFront \
      sendSubviewToBack didAddSubview willRemoveSubview willMove didMoveToSuperview \
      didMoveToWindow isDescendant viewWithTag setNeedsLayout layoutIfNeeded layoutSubviews \
      layoutMargins directionalLayoutMargins preservesSuperviewLayoutMargins \
      insetsLayoutMarginsFromSafeArea layoutMarginsDidChange safeAreaInsets \
      safeAreaInsetsDidChange layoutMarginsGuide readableContentGuide safeAreaLayoutGuide \
      keyboardLayoutGuide draw setNeedsDisplay clipsToBounds backgroundColor alpha isOpaque \
      clearsContextBeforeDrawing isHidden contentMode mask tintColor tintAdjustmentMode \
      tintColorDidChange animate transition perform performWithoutAnimation \
      animateKeyframes addKeyframe beginAnimations commitAnimations setAnimationDuration \
      gestureRecognizers addGestureRecognizer removeGestureRecognizer \
      gestureRecognizerShouldBegin constraints addConstraint addConstraints removeConstraint \
      removeConstraints translatesAutoresizingMaskIntoConstraints autoresizingMask \
      autoresizesSubviews sizeThatFits sizeToFit systemLayoutSizeFitting intrinsicContentSize \
      invalidateIntrinsicContentSize setContentHuggingPriority \
      setContentCompressionResistancePriority contentHuggingPriority \
      contentCompressionResistancePriority leadingAnchor trailingAnchor leftAnchor rightAnchor \
      topAnchor bottomAnchor widthAnchor heightAnchor centerXAnchor centerYAnchor \
      firstBaselineAnchor lastBaselineAnchor convert hitTest point \
      snapshotView drawHierarchy traitCollection traitCollectionDidChange overrideUserInterfaceStyle \
      accessibilityLabel accessibilityHint isAccessibilityElement \
      interactions addInteraction removeInteraction updateConstraints setNeedsUpdateConstraints \
      needsUpdateConstraints updateConstraintsIfNeeded layoutGuides addLayoutGuide \
      removeLayoutGuide frameForAlignmentRect alignmentRectInsets viewForFirstBaselineLayout \
      maskView appearance
      """),
    "UIControl": Entry(
      "UIView",
      """
      isEnabled isSelected isHighlighted contentVerticalAlignment contentHorizontalAlignment \
      effectiveContentHorizontalAlignment state isTracking isTouchInside beginTracking \
      continueTracking endTracking cancelTracking addTarget removeTarget addAction \
      removeAction enumerateEventHandlers allTargets allControlEvents actions sendAction \
      sendActions menu showsMenuAsPrimaryAction isContextMenuInteractionEnabled toolTip \
      contextMenuInteraction
      """),
    "UILabel": Entry(
      "UIView",
      """
      text font textColor shadowColor shadowOffset textAlignment lineBreakMode \
      attributedText highlightedTextColor isHighlighted isEnabled numberOfLines \
      adjustsFontSizeToFitWidth baselineAdjustment minimumScaleFactor \
      allowsDefaultTighteningForTruncation lineBreakStrategy textRect drawText \
      preferredMaxLayoutWidth adjustsFontForContentSizeCategory showsExpansionTextWhenTruncated
      """),
    "UIButton": Entry(
      "UIControl",
      """
      configuration updateConfiguration configurationUpdateHandler \
      automaticallyUpdatesConfiguration setNeedsUpdateConfiguration buttonType \
      contentEdgeInsets titleEdgeInsets imageEdgeInsets isPointerInteractionEnabled \
      reversesTitleShadowWhenHighlighted adjustsImageWhenHighlighted \
      adjustsImageWhenDisabled showsTouchWhenHighlighted tintColor role changesSelectionAsPrimaryAction \
      setTitle setTitleColor setTitleShadowColor setImage setBackgroundImage \
      setPreferredSymbolConfiguration setAttributedTitle title titleColor titleShadowColor \
      image backgroundImage preferredSymbolConfigurationForImage attributedTitle currentTitle \
      currentTitleColor currentTitleShadowColor currentImage currentBackgroundImage \
      currentPreferredSymbolConfiguration currentAttributedTitle titleLabel imageView \
      subtitleLabel backgroundRect contentRect titleRect imageRect systemButton
      """),
    "UITextField": Entry(
      "UIControl",
      """
      text attributedText textColor font textAlignment borderStyle defaultTextAttributes \
      placeholder attributedPlaceholder clearsOnBeginEditing adjustsFontSizeToFitWidth \
      minimumFontSize delegate background disabledBackground isEditing \
      allowsEditingTextAttributes typingAttributes clearButtonMode leftView leftViewMode \
      rightView rightViewMode borderRect textRect placeholderRect editingRect clearButtonRect \
      leftViewRect rightViewRect drawText drawPlaceholder \
      clearsOnInsertion interactionState autocapitalizationType autocorrectionType \
      spellCheckingType smartQuotesType smartDashesType smartInsertDeleteType keyboardType \
      keyboardAppearance returnKeyType enablesReturnKeyAutomatically isSecureTextEntry \
      textContentType passwordRules selectedTextRange markedTextRange beginningOfDocument \
      endOfDocument selectAll insertText deleteBackward hasText replace
      """),
    "UIViewController": Entry(
      "UIResponder",
      """
      init view loadView loadViewIfNeeded viewIfLoaded isViewLoaded nibName nibBundle \
      storyboard performSegue shouldPerformSegue prepare canPerformUnwindSegueAction \
      allowedChildrenForUnwinding childContaining unwind viewDidLoad viewWillAppear \
      viewIsAppearing viewDidAppear viewWillDisappear viewDidDisappear viewWillLayoutSubviews \
      viewDidLayoutSubviews title didReceiveMemoryWarning parent presentedViewController \
      presentingViewController definesPresentationContext providesPresentationContextTransitionStyle \
      restoresFocusAfterTransition isBeingPresented isBeingDismissed isMovingToParent \
      isMovingFromParent present dismiss modalTransitionStyle modalPresentationStyle \
      modalPresentationCapturesStatusBarAppearance disablesAutomaticKeyboardDismissal \
      edgesForExtendedLayout extendedLayoutIncludesOpaqueBars preferredContentSize \
      preferredStatusBarStyle prefersStatusBarHidden setNeedsStatusBarAppearanceUpdate \
      show showDetailViewController isModalInPresentation overrideUserInterfaceStyle \
      isEditing setEditing editButtonItem children addChild removeFromParent \
      willMove didMove transition beginAppearanceTransition endAppearanceTransition \
      setOverrideTraitCollection traitCollection viewWillTransition willTransition \
      supportedInterfaceOrientations shouldAutorotate preferredInterfaceOrientationForPresentation \
      navigationItem navigationController toolbarItems setToolbarItems hidesBottomBarWhenPushed \
      tabBarItem tabBarController splitViewController presentationController \
      popoverPresentationController sheetPresentationController \
      activePresentationController transitioningDelegate additionalSafeAreaInsets \
      systemMinimumLayoutMargins viewRespectsSystemMinimumLayoutMargins \
      viewSafeAreaInsetsDidChange viewLayoutMarginsDidChange contentScrollView \
      setContentScrollView registerForTraitChanges updateViewConstraints \
      isModalInPopover restorationIdentifier restorationClass encodeRestorableState \
      decodeRestorableState applicationFinishedRestoringState preferredFocusEnvironments \
      setNeedsFocusUpdate updateFocusIfNeeded
      """),
    "UINavigationController": Entry(
      "UIViewController",
      """
      init pushViewController popViewController popToViewController popToRootViewController \
      topViewController visibleViewController viewControllers setViewControllers \
      isNavigationBarHidden setNavigationBarHidden navigationBar isToolbarHidden \
      setToolbarHidden toolbar delegate interactivePopGestureRecognizer hidesBarsWhenKeyboardAppears \
      hidesBarsOnSwipe hidesBarsOnTap hidesBarsWhenVerticallyCompact barHideOnTapGestureRecognizer \
      barHideOnSwipeGestureRecognizer
      """),
    "UINavigationItem": Entry(
      "NSObject",
      """
      title titleView prompt backBarButtonItem backButtonTitle backButtonDisplayMode \
      hidesBackButton setHidesBackButton leftItemsSupplementBackButton largeTitleDisplayMode \
      searchController hidesSearchBarWhenScrolling preferredSearchBarPlacement \
      standardAppearance compactAppearance scrollEdgeAppearance compactScrollEdgeAppearance \
      backAction style titleMenuProvider documentProperties renameDelegate \
      leadingItemGroups centerItemGroups trailingItemGroups customizationIdentifier \
      additionalOverflowItems
      """),
    "UIApplication": Entry(
      "UIResponder",
      """
      shared delegate isIgnoringInteractionEvents isIdleTimerDisabled canOpenURL open \
      sendEvent keyWindow windows sendAction applicationState backgroundTimeRemaining \
      beginBackgroundTask endBackgroundTask isProtectedDataAvailable \
      userInterfaceLayoutDirection preferredContentSizeCategory connectedScenes \
      openSessions supportsMultipleScenes requestSceneSessionActivation \
      requestSceneSessionDestruction requestSceneSessionRefresh isRegisteredForRemoteNotifications \
      registerForRemoteNotifications unregisterForRemoteNotifications \
      beginReceivingRemoteControlEvents endReceivingRemoteControlEvents \
      applicationIconBadgeNumber applicationSupportsShakeToEdit statusBarStyle \
      statusBarOrientation statusBarFrame isStatusBarHidden setStatusBarHidden \
      isNetworkActivityIndicatorVisible shortcutItems supportsAlternateIcons \
      setAlternateIconName alternateIconName setMinimumBackgroundFetchInterval \
      openSettingsURLString backgroundRefreshStatus supportedInterfaceOrientations
      """),
    "UIScreen": Entry(
      "NSObject",
      """
      main screens bounds scale nativeBounds nativeScale availableModes preferredMode \
      currentMode overscanCompensation overscanCompensationInsets mirrored brightness \
      wantsSoftwareDimming coordinateSpace fixedCoordinateSpace maximumFramesPerSecond \
      calibratedLatency focusedItem focusedView supportsFocus applicationFrame \
      displayLink snapshotView traitCollection isCaptured
      """),
    "UIAlertController": Entry(
      "UIViewController",
      """
      init addAction actions preferredAction addTextField textFields title message \
      preferredStyle severity image
      """),
    "UIAlertAction": Entry(
      "NSObject",
      """
      init title style isEnabled
      """),
    "UIPopoverPresentationController": Entry(
      "UIPresentationController",
      """
      delegate permittedArrowDirections sourceView sourceRect sourceItem \
      canOverlapSourceViewRect barButtonItem arrowDirection passthroughViews backgroundColor \
      popoverLayoutMargins popoverBackgroundViewClass adaptiveSheetPresentationController
      """),
    "CALayer": Entry(
      "NSObject",
      """
      bounds position zPosition anchorPoint frame isHidden superlayer sublayers \
      addSublayer removeFromSuperlayer insertSublayer mask masksToBounds contents \
      backgroundColor cornerRadius maskedCorners borderWidth borderColor opacity \
      shadowColor shadowOpacity shadowOffset shadowRadius shadowPath transform \
      add removeAllAnimations removeAnimation animation setNeedsDisplay display \
      render draw contentsScale rasterizationScale shouldRasterize cornerCurve
      """),
    "UIPresentationController": Entry(
      "NSObject",
      """
      presentingViewController presentedViewController presentationStyle containerView \
      delegate overrideTraitCollection traitOverrides adaptivePresentationStyle \
      containerViewWillLayoutSubviews containerViewDidLayoutSubviews presentedView \
      frameOfPresentedViewInContainerView shouldPresentInFullscreen \
      shouldRemovePresentersView presentationTransitionWillBegin \
      presentationTransitionDidEnd dismissalTransitionWillBegin dismissalTransitionDidEnd
      """),
    "String": Entry(
      nil,
      """
      init count isEmpty first last append insert remove removeAll removeFirst removeLast \
      removeSubrange replaceSubrange contains hasPrefix hasSuffix lowercased uppercased \
      capitalized split components trimmingCharacters replacingOccurrences \
      replacingCharacters range index startIndex endIndex indices prefix suffix dropFirst \
      dropLast reversed sorted map filter reduce compactMap flatMap forEach enumerated \
      firstIndex lastIndex utf8 utf16 unicodeScalars data padding appending appendingFormat \
      localizedCaseInsensitiveContains localizedStandardContains caseInsensitiveCompare \
      compare localizedCompare isNumber substring lengthOfBytes size boundingRect draw \
      write description debugDescription hashValue allSatisfy starts elementsEqual \
      applyingTransform folding precomposedStringWithCanonicalMapping \
      decomposedStringWithCanonicalMapping localizedUppercase localizedLowercase \
      localizedCapitalized
      """),
    "NSString": Entry(
      "NSObject",
      """
      init length character substring compare caseInsensitiveCompare localizedCompare \
      localizedCaseInsensitiveCompare localizedStandardCompare isEqual hasPrefix hasSuffix \
      commonPrefix contains localizedCaseInsensitiveContains localizedStandardContains \
      localizedStandardRange range rangeOfComposedCharacterSequence appending appendingFormat \
      doubleValue floatValue intValue integerValue longLongValue boolValue components \
      trimmingCharacters padding lowercased uppercased capitalized uppercaseString \
      lowercaseString capitalizedString localizedUppercase localizedLowercase \
      localizedCapitalized lineRange paragraphRange enumerateSubstrings enumerateLines \
      utf8String fastestEncoding smallestEncoding data canBeConverted cString \
      lengthOfBytes maximumLengthOfBytes decomposedStringWithCanonicalMapping \
      replacingOccurrences replacingCharacters applyingTransform write size draw \
      boundingRect stringByAppendingPathComponent pathComponents lastPathComponent \
      pathExtension deletingLastPathComponent deletingPathExtension appendingPathComponent \
      appendingPathExtension expandingTildeInPath addingPercentEncoding \
      removingPercentEncoding
      """),
  ]

  /// True when `type` (or a class it inherits from, as the headers declare) has a public
  /// member with this base name.
  static func isReal(_ name: String, of type: String) -> Bool {
    owner(of: name, from: type) != nil
  }

  /// The class, from `type` up, whose header declares `name`; nil when none does.
  static func owner(of name: String, from type: String) -> String? {
    var current: String? = type
    var steps = 0
    while let className = current, let entry = classes[className], steps < 16 {
      if entry.members.contains(name) { return className }
      current = entry.superclass
      steps += 1
    }
    return nil
  }

  /// Classes of the public SDK that AlertLab does not simulate at all, answered honestly
  /// where a learner names one.
  static let unsimulatedClasses: Set<String> = [
    "UICollectionView", "UICollectionViewCell",
    "UIScrollView", "UIStackView", "UISwitch", "UISlider", "UISegmentedControl",
    "UIStepper", "UIPickerView", "UIProgressView", "UIActivityIndicatorView",
    "UITextView", "UITabBar", "UITabBarController", "UISearchBar",
    "UISearchController", "UIPageViewController", "UISplitViewController", "UIWebView",
    "UIVisualEffectView", "UIBlurEffect", "UIPanGestureRecognizer", "UILongPressGestureRecognizer",
    "UIFeedbackGenerator",
    "UIImpactFeedbackGenerator", "UINotificationFeedbackGenerator", "UIPasteboard",
    "UIDocumentPickerViewController", "UIFontDescriptor", "UIBezierPath",
    "UIContextMenuConfiguration", "UISheetPresentationController",
    "UIHostingController", "UIRefreshControl",
    "UICollectionViewController", "UIDocumentInteractionController", "UIPrintInteractionController",
    "UIReferenceLibraryViewController", "UIVideoEditorController", "CAAnimation",
    "CABasicAnimation", "CATransition", "NSLayoutConstraint", "NSParagraphStyle",
    "NSMutableParagraphStyle", "NSTextAttachment", "UserDefaults", "NSUserDefaults",
    "URLSession", "NSURLSession", "JSONSerialization", "NSJSONSerialization",
    "FileManager", "NSFileManager", "NSRange", "NumberFormatter", "NSNumberFormatter", "CGVector",
    "WKWebView", "GKRandomSource", "GKShuffledDistribution",
    // Foundation's, Dispatch's and the standard library's, which a compiler finds.
    "JSONEncoder", "JSONDecoder", "PropertyListEncoder", "PropertyListDecoder", "NSUUID",
    "NSNumber", "Calendar", "NSCalendar", "DateComponents", "TimeZone", "NSTimeZone",
    "Measurement", "AttributedString", "NSPredicate", "NSRegularExpression", "Scanner",
    "DispatchGroup", "DispatchSemaphore", "DispatchWorkItem", "BlockOperation", "NSCache",
    "Decimal", "NSDecimalNumber", "ByteCountFormatter", "DateComponentsFormatter",
    "RelativeDateTimeFormatter", "ISO8601DateFormatter", "MeasurementFormatter", "ListFormatter",
    "NSLock", "NSRecursiveLock", "RunLoop", "NSArray", "NSDictionary", "NSMutableArray",
    "NSMutableDictionary", "NSSet", "NSCharacterSet", "Progress", "URLRequest", "URLComponents",
    "URLQueryItem", "HTTPURLResponse", "NSData", "NSURL", "NSValue", "NSNull", "Mirror",
    "DateInterval",
  ]
}
