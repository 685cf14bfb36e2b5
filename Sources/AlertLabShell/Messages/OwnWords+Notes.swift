import AlertLabTutor

extension OwnWords {
  /// Every list of patterns, each searched on its own (a text is translated by the first
  /// pattern of its list that it follows).
  static let catalogs: [[OwnWords]] = [
    every, tutor, connections, objectiveC, handlerNames, shell, handout, savingProgress,
    nothingMore, goalErrors, refusals, namedReasons,
  ]

  /// The world's and the interpreter's notes about the learner's own view controller and
  /// the gestures that do nothing.
  static let notes: [OwnWords] = [
    OwnWords(.selfNowClassRan),
    OwnWords(.selfNowClassUndo),
    OwnWords(.connected, parts: connections),
    OwnWords(.statementWaitedAwaitWent),
    OwnWords(.statementWaitsAwaitGoes),
    OwnWords(.tasksWaitingRanWhat),
    OwnWords(.taskWaitingContinuationStopped),
    OwnWords(.ibOutletStaysNilScene),
    OwnWords(.uiKitRaisesExceptionHere),
    OwnWords(.noSourceShowsWhat),
    OwnWords(.tapLandedOutsidePopover),
    OwnWords(.actionAlreadyAnotherAlert),
  ]

  /// One connection of a pasted view controller's outlets and actions.
  static let connections: [OwnWords] = [
    OwnWords(.ibOutletItem),
    OwnWords(.ibOutletButton),
    OwnWords(.ibActionTap),
    OwnWords(.ibOutletLabelAddedView),
    OwnWords(.ibOutletTextFieldAdded),
    OwnWords(.ibOutletDatePickerAdded),
    OwnWords(.ibOutletTableViewAdded),
    OwnWords(.ibOutletObject),
  ]

  /// The notes of the Objective-C front end on what each construct is in Swift, most
  /// specific first.
  static let objectiveC: [OwnWords] = [
    OwnWords(.xPassesVariableX),
    OwnWords(.swiftNoSelfAssign),
    OwnWords(.overridesSwift),
    OwnWords(.swiftWhichCallsSuperclass),
    OwnWords(.noOptionsSwift),
    OwnWords(.swiftNoNilEnds),
    OwnWords(.swiftDictionary),
    OwnWords(.numberItselfSwift),
    OwnWords(.objcIsInSwiftWithPair),
    OwnWords(.noOtherButtonsLeft),
    OwnWords(.swiftCArray),
    OwnWords(.cArraySwiftArray),
    OwnWords(.blockVariableClosure),
    OwnWords(.pointerVariableParameterSwift),
    OwnWords(.classPropertySwift),
    OwnWords(.neededSwiftVarStorage),
    OwnWords(.bodySwift),
    OwnWords(.readsSameSwift),
    OwnWords(.valueItselfSwift),
    OwnWords(.blockClosureSwift),
    OwnWords(.blockCopiesVariablesUses),
    OwnWords(.yesNOTrueFalse),
    OwnWords(.nullNilNilSwift),
    OwnWords(.objcBothAreInSwift),
    OwnWords(.objectiveCCompilesNil),
    OwnWords(.nilTerminatedListVariadic),
    OwnWords(.callsMethodSwift),
    OwnWords(.swiftNoCLoop),
    OwnWords(.cCaseWithoutBreak),
    OwnWords(.swiftSwitchNeedsNo),
    OwnWords(.blockVariableSharedBlocks),
    OwnWords(.swiftVarWhenChanges),
    OwnWords(.swiftPrint),
    OwnWords(.objcIsInSwiftBecause),
    OwnWords(.objcIsAInSwift),
    OwnWords(.objcIsQuotedInSwift),
    OwnWords(.objcIsInSwift),
  ]

  /// How the interpreter names a handler UIKit called (`the handler of action "OK"`).
  static let handlerNames: [OwnWords] =
    [
      OwnWords(.handlerWithFunc, parts: handlerKinds),
      OwnWords(.handlerFunc),
    ] + memberNames + handlerKinds

  /// How the interpreter names a member of the learner's type a crash happened in
  /// (`method 'Model.item(at:)'`).
  static let memberNames: [OwnWords] = [
    OwnWords(.memberMethod),
    OwnWords(.memberInitializer),
    OwnWords(.memberGetter),
    OwnWords(.memberSetter),
    OwnWords(.memberWillSet),
    OwnWords(.memberDidSet),
  ]

  static let handlerKinds: [OwnWords] = [
    OwnWords(.handlerClosure),
    OwnWords(.handlerTask),
    OwnWords(.handlerAction),
    OwnWords(.configurationHandlerTextField),
    OwnWords(.handlerSegue),
    OwnWords(.handlerDeferredMenuProvider),
  ]

  /// The shell's own lines about a handler that failed, the clock and a script's first line.
  static let shell: [OwnWords] = [
    OwnWords(.undoneStoppedLineApp),
    OwnWords(.undoneStoppedAppBefore),
    OwnWords(.stoppedHere),
    OwnWords(.inPlace),
    OwnWords(.andMore),
    OwnWords(.usageWaitSECONDSExample),
    OwnWords(.clockSPieceWork),
    OwnWords(.clockSPieceWorkRan),
    OwnWords(.clockSPiecesWork),
    OwnWords(.clockSPiecesWorkRan),
    OwnWords(.stoppedAfterTimerFires),
  ]

  /// A lesson handout's own words.
  static let handout: [OwnWords] = [
    OwnWords(.handoutFrom),
    OwnWords(.handoutStartsOn),
    OwnWords(.handoutStep),
    OwnWords(.handoutType),
    OwnWords(.handoutConsoleShows),
    OwnWords(.handoutScreen),
    OwnWords(.handoutDoneWhen),
  ]
}
