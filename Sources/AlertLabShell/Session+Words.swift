import AlertLabKit
import AlertLabScript

extension Session {
  /// The words of `:describe` and of the drawing's caption, in the learner's language.
  var screenWords: ScreenWords { ScreenWords.of(language) }
}
