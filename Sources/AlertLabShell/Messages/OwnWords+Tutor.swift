import AlertLabTutor

extension OwnWords {
  /// What the tutor layer says in English about lessons, translations and progress files:
  /// `verify`'s verdicts, errors and warnings (their prose; the `path:line:column: error:`
  /// before it stays as compilers print it), a lesson that does not load, a progress file
  /// kept aside. Longer forms before the shorter ones they begin with.
  static let tutor: [OwnWords] =
    lessonFile + [
      // verify's verdict on a lesson.
      OwnWords(.passStepsGoals),
      OwnWords(.fillPlaceholder),
      OwnWords(.lessonNamesWhichDoes),
      OwnWords(.lessonNamesWhichDoesSimulate),
      OwnWords(.unknownRuleIdDid),
      OwnWords(.unknownRuleId),
      OwnWords(.writeRuleIdReference),
      OwnWords(.deviceIOSKnown),
      OwnWords(.stepStartStateDoes),
      OwnWords(.stepAlreadySolvedStart),
      OwnWords(.stepNoSwiftBlock),
      OwnWords(.stepSolutionCrashesApp),
      OwnWords(.stepSolutionCrashesApp2),
      OwnWords(.stepSolutionDoesRun),
      OwnWords(.stepSolutionDoesRun2),
      OwnWords(.stepGoalCannotEvaluated, parts: goalErrors),
      OwnWords(.stepExpectedCrashBut),
      OwnWords(.stepExpectedCrashButDid),
      OwnWords(.stepSolutionDoesMeet),
      OwnWords(.stepSolutionDoesMeetGoal),
      OwnWords(.translationNoOriginalDoes),
      OwnWords(.sourceArticleKnowsDid),
      OwnWords(.sourceArticleKnowsArticles),
      OwnWords(.sourceHttpsAddressWrite),
      OwnWords(.webAddressWellFormed),
      OwnWords(.webPageNoTitle),
      OwnWords(.sectionDoesOccur),
      OwnWords(.lessonIdCannotEmpty),
      OwnWords(.idMayContainOnlyLowercase),
      // A translation checked against its original.
      OwnWords(.translationIdOriginalKeep),
      OwnWords(.hereButOriginalTranslation),
      OwnWords(.swiftSetupBlockDiffers),
      OwnWords(.introductionCodeBlocksDiffer),
      OwnWords(.translationStepsOriginalTranslate),
      OwnWords(.stepSwiftBlockDiffers),
      OwnWords(.stepSwiftStartBlock),
      OwnWords(.stepCodeBlocksText),
      OwnWords(.stepGoalsOriginalTranslate),
      OwnWords(.stepGoalChecksOriginal),
      OwnWords(.stepHintsOriginalTranslate),
      OwnWords(.stepSituationalHintsOriginal),
      OwnWords(.stepSituationalHintChecks),
      OwnWords(.stepSituationalHintStill),
      OwnWords(.translationNoTranslationLine),
      OwnWords(.translationStaleChangedAfter),
      // Loading lessons.
      OwnWords(.lessonNoTranslationMissing),
      OwnWords(.lessonIdAlreadyUsed),
      OwnWords(.noSuchFileFolder),
      OwnWords(.noSuchFile2),
      OwnWords(.cannotReadLessonsFolder),
      OwnWords(.cannotReadFile),
      OwnWords(.fileLargerThanMB),
      OwnWords(.lessonFileNamedNN),
      OwnWords(.fileUTFTextSave),
      // Why a progress file or export cannot be read.
      OwnWords(.largerThanMB),
      OwnWords(.itIsNotJSON),
      OwnWords(.jsonButProgress),
      OwnWords(.progressExportMissingBad),
      OwnWords(.progressFileMissingBad),
      OwnWords(.progressFormatReads),
      OwnWords(.madeNewerFormatSo),
      // A progress file that cannot be used.
      OwnWords(.yourProgressFileMade),
      OwnWords(.yourProgressFileUnreadable),
      OwnWords(.yourProgressFileUnreadableCould),
      OwnWords(.yourProgressFileUnreadableToo),
      OwnWords(.yourProgressFileLeaves),
    ] + fileProblems
}
