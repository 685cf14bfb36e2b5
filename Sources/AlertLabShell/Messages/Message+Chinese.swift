import AlertLabKit

extension Message {
  /// The text in Chinese (Simplified). Commands, code and API names stay as they are typed.
  var chinese: String {
    switch self {
    case .bannerTitle(let version): return "AlertLab \(version)：模拟 UIKit 的提醒框、操作表和弹出框。"
    case .bannerCommands: return "输入 Swift 代码；手势以“:”开头。:help 列出所有命令；:quit 退出。"
    case .bannerNew: return "第一次来？:lesson 1 开始课程。"
    case .bannerReturning: return ":lessons 显示课程和你的进度。"
    case .helpIntro: return "像文章里那样输入 Swift，它会在模拟的 UIKit 上运行。命令："
    case .helpUnknownCommand(let name): return "没有命令“:\(name)”。:help 列出所有命令。"
    case .summary(let command): return Self.chineseSummary(command)
    case .crashRestarted(let script):
      return "AlertLab 重启了 App：这条语句之前的一切都还在。" + (script ? "原因：" : ":why 解释原因。")
    case .noCourse: return "没有找到课程：请在 alertlab 的源码目录中运行，或用 --lessons DIR 指定。"
    case .courseEmpty: return "课程里没有课。"
    case .welcomeBack: return "欢迎回来：从你上次停下的地方继续。"
    case .whichLesson: return "哪一课？:lessons 列出所有课，例如 :lesson first-alert。"
    case .noLesson(let id, let suggestion, let count):
      return "没有“\(id)”这一课。" + (suggestion.map { "你是想输入“\($0)”吗？" } ?? "")
        + (count.map { "课程编号是 1 到 \($0)。" } ?? "") + ":lessons 列出所有课。"
    case .notInLesson: return "你现在不在课程中：:lessons 列出所有课。"
    case .firstStepOfCourse: return "这是课程的第一步。"
    case .lastStepOfCourse: return "这是课程的最后一步。做得好！"
    case .hintsBelongToSteps: return "提示属于课程的步骤：:lessons 列出所有课。"
    case .noHints: return "这一步没有提示。"
    case .noMoreHints: return "没有更多提示了：:solution 显示答案。"
    case .hint(let number, let count): return "提示 \(number)/\(count)："
    case .situationalHint: return "提示（针对你现在的情况）："
    case .solutionsBelongToSteps: return "答案属于课程的步骤：:lessons 列出所有课。"
    case .solutionQuestion: return "要显示答案吗？这一步会记为“借助答案”，而不是“完成”。输入 y 查看。"
    case .solutionKeptHidden: return "答案先不显示。继续加油！"
    case .solutionHeading: return "答案："
    case .solutionOnInputLine: return "答案已放在输入行上：按回车运行，或先修改它。"
    case .noGoalsInFreePlay: return "你现在不在课程中：自由练习没有目标。"
    case .alreadyInFreePlay: return "你已经在自由练习中了。"
    case .freePlay(let lessonID):
      return "自由练习：不检查任何目标。:lesson 带你回到 \(lessonID)。"
    case .lessonHeading(let number, let count, let title):
      return "第 \(number) 课（共 \(count) 课）：\(title)"
    case .from(let source): return "出处：\(source)"
    case .stepHeading(let number, let count, let title):
      return "第 \(number) 步（共 \(count) 步）：\(title)"
    case .goalsHeading: return "目标："
    case .stepFooter: return "（:hint 看提示，:solution 看答案，:sandbox 自由练习）"
    case .screenNotDrawn(let device, let iOS): return "（\(device)，iOS \(iOS)：:render 绘制屏幕。）"
    case .stepDone: return "这一步完成了！"
    case .stepDoneExplore: return "这一步完成了——随便探索一下，然后输入 :next。"
    case .stepFinishedAssistedExplore: return "这一步结束了（借助了答案）——随便探索一下，然后输入 :next。"
    case .stepFinishedAssisted: return "这一步结束了（借助了答案）。"
    case .lessonComplete(let id): return "\(id) 这一课完成了。进入下一课。"
    case .stepRestarted(let number):
      return "第 \(number) 步重新开始：一个全新的 App，带着这一步的准备代码（:undo 可以找回你的代码）。"
    case .courseFinished: return "这是课程的最后一步，所有的课都完成了。做得好！"
    case .courseFinishedWithUnfinished(let count):
      return "这是课程的最后一课；还有 \(count) 课没有完成（:lessons 显示是哪些）。"
    case .languageNow(let name): return "语言：\(name)。"
    case .languageChoices(let name, let choices):
      return "语言：\(name)。:lang 代码 可切换为 \(choices)。"
    case .unknownLanguage(let code, let choices):
      return "未知的语言“\(code)”：AlertLab 支持 \(choices)。"
    case .readingObjectiveC:
      return "现在按 Objective-C 读取输入。紧接着语句输入 :swift 可看到它对应的 Swift；再输入一次 :swift 就改回读取 Swift。"
    case .readingSwift:
      return "现在按 Swift 读取输入（明显是 Objective-C 的代码仍按 Objective-C 读取）。"
    case .swiftOfObjectiveC: return "用今天的 Swift 写是："
    case .uikitOfSwiftUI: return "上一个 SwiftUI 展示在设备上变成的 UIKit 代码："
    case .noSwiftUIPresentation:
      return "还没有出现过 SwiftUI 的展示：.alert、.confirmationDialog、.sheet 或 .popover 出现之后，"
        + ":uikit 会打印它变成的 UIKit 代码。"
    }
  }

  static func chineseSummary(_ command: CommandName) -> String {
    switch command {
    case .help: return "列出所有命令，或解释其中一个"
    case .quit: return "退出 AlertLab（Ctrl-D 也可以）"
    case .tap:
      return "轻点屏幕上提醒框或操作表的一个按钮；没有提醒框时轻点屏幕上的控件（\"+\"、\"Show Sheet\"），"
        + "运行你的 @IBAction，或打开它的 UIMenu（再轻点其中一项）；TAPS 表示轻点一个视图的次数（2：双击）"
    case .type: return "在提醒框或视图的文本框中输入（从 1 开始编号）"
    case .tapout: return "轻点提醒框、操作表或弹出框的外部"
    case .swipe: return "滑动表格的一行以删除它"
    case .segue: return "声明一个从 self 出发的故事板 segue（不带参数：列出所有 segue）"
    case .pick: return "转动屏幕上日期选择器的滚轮"
    case .key: return "按下硬件键盘上的 Return 或 Escape"
    case .background: return "把 App 切到后台"
    case .rotate: return "把设备旋转 90 度"
    case .wait:
      return "让 App 的时钟走过 SECONDS 秒：asyncAfter、dispatch_after、计时器和 "
        + "perform(_:with:afterDelay:) 到时运行"
    case .device: return "切换设备：" + Device.names.joined(separator: ", ")
    case .ios: return "切换 iOS 版本（7.0 及以上）"
    case .render: return "绘制屏幕，或一个尚未显示的控制器"
    case .describe: return "用句子描述屏幕"
    case .inspect:
      return "你自己类的视图的属性检查器（Attributes inspector）：它的 @IBInspectable 属性，以及 "
        + "Interface Builder 画出的样子；带上 PROPERTY VALUE 时，像 Interface Builder 那样设置一个值（didSet 会运行）"
    case .vars: return "列出你的变量"
    case .why: return "解释最近一次崩溃或警告"
    case .explain: return "解释任意一条规则"
    case .rules: return "列出 AlertLab 模拟的 UIKit 规则"
    case .undo: return "撤销最近一条改变了状态的语句（最多保留最近 1,000 条）"
    case .redo: return "恢复刚才撤销的语句"
    case .reset: return "用一个全新的 App 重新开始；在课程中，带着准备代码重新开始这一步"
    case .history: return "列出你输入过的内容"
    case .clear: return "清空终端"
    case .color: return "绘图中的颜色"
    case .ascii: return "只用 ASCII 字符绘图"
    case .lang: return "AlertLab 和课程的语言（英语、中文、印地语）"
    case .objc: return "按文章里的 Objective-C 读取你输入的代码（KVO：arrowOffset、arrowDirection）"
    case .swift: return "显示上一段 Objective-C 对应的 Swift；恢复读取 Swift"
    case .uikit: return "显示上一个 SwiftUI 展示变成的 UIKit 代码"
    case .lessons: return "课程和你的进度"
    case .lesson: return "开始或继续一课（或从 :sandbox 返回）"
    case .next: return "下一步"
    case .prev: return "上一步"
    case .skip: return "跳过这一步（记为已跳过）"
    case .hint: return "这一步的下一条提示"
    case .solution: return "这一步的答案（先询问；记为借助答案）"
    case .goal: return "这一步的目标，现在检查"
    case .sandbox: return "自由练习，没有目标（:lesson 返回）"
    }
  }
}
