import AlertLabTutor

extension ClassReportWords {
  /// The words of a class report's text in `language`.
  public static func of(_ language: Language) -> ClassReportWords {
    switch language {
    case .zh: return .chinese
    case .hi: return .hindi
    default: return .english
    }
  }

  static let chinese: ClassReportWords = {
    var words = ClassReportWords()
    words.title = "班级报告：{1} 名学习者，{3} 课"
    words.learnerColumn = "学习者"
    words.hintsColumn = "提示"
    words.noLearners = "（没有学习者）"
    words.standings = [
      "done": "完成", "assisted": "借助答案", "skipped": "跳过", "in progress": "进行中",
      "not started": "未开始",
    ]
    words.lessonsHeading = "课程："
    words.stuckHeading = "学习者卡住的地方："
    words.nowhereStuck = "  暂时没有"
    words.onItNow = "{1} 人正在做"
    words.skippedIt = "{1} 人跳过"
    words.tookTheSolution = "{1} 人看了答案"
    words.separator = "，"
    words.stuckStep = "  {1} 第 {2} 步“{3}”：{5} 人中有 {4} 人（{6}），{7} 次提示"
    words.rulesHeading = "最常触发的崩溃规则："
    words.noRules = "  没有"
    words.rule = "  {1}：{3} 名学习者中有 {2} 名，崩溃 {4} 次"
    return words
  }()

  static let hindi: ClassReportWords = {
    var words = ClassReportWords()
    words.title = "क्लास रिपोर्ट: {1} सीखने वाले, {3} पाठ"
    words.learnerColumn = "सीखने वाला"
    words.hintsColumn = "संकेत"
    words.noLearners = "(कोई सीखने वाला नहीं)"
    words.standings = [
      "done": "पूरा", "assisted": "हल की मदद से", "skipped": "छोड़ा", "in progress": "जारी",
      "not started": "शुरू नहीं",
    ]
    words.lessonsHeading = "पाठ:"
    words.stuckHeading = "सीखने वाले कहाँ अटके हैं:"
    words.nowhereStuck = "  अभी कहीं नहीं"
    words.onItNow = "{1} अभी उस पर"
    words.skippedIt = "{1} ने छोड़ा"
    words.tookTheSolution = "{1} ने हल देखा"
    words.stuckStep = "  {1} चरण {2} \"{3}\": {5} में से {4} ({6}), {7} संकेत"
    words.rulesHeading = "सबसे ज़्यादा क्रैश वाले नियम:"
    words.noRules = "  कोई नहीं"
    words.rule = "  {1}: {3} में से {2} सीखने वाले, {4} क्रैश"
    return words
  }()
}
