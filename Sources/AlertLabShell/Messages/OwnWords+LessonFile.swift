import AlertLabTutor

extension OwnWords {
  /// What is said in English about a lesson file that does not parse (`LessonParser`), a
  /// transcript's block, a file the teacher's commands cannot read or write, a progress file
  /// a class report skips and progress that cannot be saved. The `path:line:column: error:`
  /// before it stays as compilers print it. Longer forms before the shorter ones they begin
  /// with.
  static let lessonFile: [OwnWords] =
    goalErrors + [
      // A lesson's title, metadata and blocks.
      OwnWords(.lessonCouldRead),
      OwnWords(.lessonNoTitleStart),
      OwnWords(.titleAfterEmpty),
      OwnWords(.lessonNoIdAdd),
      OwnWords(.lessonNoSourceAdd),
      OwnWords(.lessonOneSwiftSetup),
      OwnWords(.swiftStartBlockBelongs),
      OwnWords(.blockBelongsStepPut),
      OwnWords(.twoStepsTitledLines),
      OwnWords(.lessonNoStepsStart),
      OwnWords(.metadataItemKeyValue),
      OwnWords(.unknownMetadataKeyDid),
      OwnWords(.unknownMetadataKeyKnown),
      OwnWords(.metadataKeyGivenTwice),
      OwnWords(.idEmptyWriteE),
      OwnWords(.idMayContainOnly),
      OwnWords(.translationFileHashWrite),
      OwnWords(.sourceNamesNoSeed),
      OwnWords(.unknownDeviceDidYou),
      OwnWords(.unknownDeviceKnownDevices),
      OwnWords(.iosIOSVersionWrite),
      OwnWords(.iOSTooOldLessons),
      OwnWords(.blockStartsHereClosed),
      OwnWords(.blockStartsHereNever),
      OwnWords(.unknownCodeBlockLesson),
      OwnWords(.lessonOneTitleLine),
      OwnWords(.stepHeadingNoTitle),
      OwnWords(.swiftSetupBlockMust),
      OwnWords(.stepTwoSwiftStart),
      OwnWords(.stepTwoGoalBlocks),
      OwnWords(.stepNoGoalBlock),
      OwnWords(.stepGoalsButNo),
      OwnWords(.stepTwoThenLines),
      OwnWords(.thenKnownWriteThen),
      OwnWords(.hintStepEmpty),
      OwnWords(.stepTwoGoalsLabelled),
      OwnWords(.goalBlockStepEmpty),
      // A step's ```hints block: situational hints, and how verify checks them.
      OwnWords(.stepTwoHintsBlocks),
      OwnWords(.hintLineNoWrite),
      OwnWords(.hintLineNoPredicate),
      OwnWords(.hintLineNoHint),
      OwnWords(.hintsBlockStepEmpty),
      OwnWords(.hintPredicateDoesParse),
      OwnWords(.hintPredicateOneExpression),
      OwnWords(.needsRuleIdE),
      OwnWords(.takesOneRuleId),
      OwnWords(.goalLineLabelBut),
      OwnWords(.goalLineNoLabel),
      OwnWords(.goalLinePutsLabel),
      OwnWords(.translationDoesKeepOriginal),
      // A transcript's block header and its replay (`alertlab test`).
      OwnWords(.unknownWordBlockHeader),
      OwnWords(.unknownWordBlockHeaderBlock),
      OwnWords(.unknownDeviceDidYouMean),
      OwnWords(.unknownDeviceDevices),
      OwnWords(.unknownIOSVersionGive),
      OwnWords(.unknownLanguageGive),
      OwnWords(.widthNumberColumns),
      OwnWords(.outputBeforeFirstPrompt),
      OwnWords(.lessonIdIdListed),
      OwnWords(.lessonFolderPathGive),
      OwnWords(.blockRecordedLessonsLessons),
      OwnWords(.blockRecordedLessonsReplay),
      OwnWords(.promptNamesNoLesson),
      OwnWords(.promptTranscriptSays),
      OwnWords(.afterOutputLineDiffers),
      OwnWords(.replayExpected, parts: nothingMore),
      OwnWords(.replayActual, parts: nothingMore),
      OwnWords(.noAlertlabBlockFound),
      // A script's first line (`// alertlab: --device ipad --ios 7`).
      OwnWords(.needsDeviceNameSuch),
      OwnWords(.needsVersionSuch),
      OwnWords(.unknownDeviceDidYouMeanDevices),
      OwnWords(.unknownDeviceDevices2),
      OwnWords(.unknownIOSVersion),
      OwnWords(.unknownOptionFirstLine),
      // The shell's history file.
      OwnWords(.historyWillSavedCannot),
      OwnWords(.historyWillSavedRead),
      OwnWords(.historyKept, parts: refusals.map(\.withSubject)),
      OwnWords(.couldReadHistory),
      OwnWords(.couldSaveHistory),
      // Why a class report skips a file.
      OwnWords(.folderCannotRead),
      OwnWords(.holdsJsonFilesFirst),
      OwnWords(.itCannotBeRead),
      // Progress that cannot be saved.
      OwnWords(.couldSaveYourProgress, parts: savingProgress),
    ]

  /// A file the teacher's commands cannot read or write. Its name comes first, so these come
  /// after every pattern that begins with words.
  static let fileProblems: [OwnWords] = [
    OwnWords(.nameIsFolder),
    OwnWords(.isFolder),
    OwnWords(.nameNotRegularFile),
    OwnWords(.isNotRegularFile),
    OwnWords(.notRegularFile),
    OwnWords(.nameLargerThan),
    OwnWords(.isLargerThan),
    OwnWords(.nameNotUTF8),
    OwnWords(.isNotUTF8),
    OwnWords(.nameCannotBeRead),
    OwnWords(.cannotBeRead),
    OwnWords(.noSuchFile),
    OwnWords(.cannotWriteFolderDoes),
    OwnWords(.cannotWrite),
  ]

  /// Why AlertLab leaves a file of the learner's alone (what follows the file's name).
  static let refusals: [OwnWords] = [
    OwnWords(.linkLeadsNowhere),
    OwnWords(.linkSomethingRegularFile),
    OwnWords(.belongsAnotherUser),
    OwnWords(.isFolder),
    OwnWords(.fifoNamedPipeFile),
    OwnWords(.deviceFile),
    OwnWords(.socketFile),
    OwnWords(.isNotRegularFile),
  ]

  /// Why a goal's predicate cannot be evaluated, when it is AlertLab's word and not the
  /// compiler's.
  static let goalErrors: [OwnWords] = [
    OwnWords(.predicateBool)
  ]

  /// What a transcript's replay shows where there is no more output.
  static let nothingMore: [OwnWords] = [
    OwnWords(.nothingMore)
  ]

  /// A file's name and why it is left alone (`/h is a folder, not a file`), put together only
  /// where the reason is raised typed: no English is matched against it.
  static let namedReasons: [OwnWords] = [
    OwnWords(.nameAndReason)
  ]

  /// Why progress could not be saved, inside the sentence that says so.
  static let savingProgress: [OwnWords] = [
    OwnWords(.fileReadOnlySo),
    OwnWords(.folderCouldCreated),
    OwnWords(.madeNewerFormatSo),
    OwnWords(.soLeftAlone, parts: refusals),
    OwnWords(.progressCouldEncoded),
  ]
}
