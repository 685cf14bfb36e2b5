extension OwnWords {
  /// What AlertLab says about the app around the alert: the storyboard, the main thread
  /// blocked or deadlocked, text fields made in code, delegates gone.
  static let app: [OwnWords] = [
    OwnWords(.storyboardHereSceneWhose),
    OwnWords(.calledMainThreadDeadlocks),
    OwnWords(.mainThreadBlocksApp),
    OwnWords(.textFieldsScreenSay),
    OwnWords(.noTextFieldView),
    OwnWords(.delegateNothingElseHeld),
    OwnWords(.unwindSegueActionMethod),
    OwnWords(.shouldPerformSegueWithIdentifierSenderReturned),
    OwnWords(.tapGestureRecognizerRequires),
    OwnWords(.onlyBackButtonScreen),
    OwnWords(.connectedNoAction),
    OwnWords(.textFieldDelegateAnsweredFalse),
    OwnWords(.nsLocalizedStringFindsNoStrings),
    OwnWords(.uiViewAnimateAppliesAtOnce),
    OwnWords(.delegateHolderTextField),
    OwnWords(.delegateHolderPopover),
    OwnWords(.delegateHolderAlertView),
    OwnWords(.delegateHolderActionSheet),
  ]
}
