import AlertLabKit

extension Reply {
  /// The reply in Chinese (Simplified). Commands, code and API names stay as they are typed.
  var chinese: String {
    switch self {
    case .commandMissing: return "请在“:”后面输入命令——:help 列出所有命令。"
    case .unknownCommand(let name, let suggestion):
      return "未知的命令“:\(name)”。" + (suggestion.map { "你是想输入“:\($0)”吗？" } ?? "")
        + ":help 列出所有命令。"
    case .whichButton(let onScreen):
      return "哪个按钮？例如 :tap \"OK\"。屏幕上有：\(onScreen)。"
    case .buttons(let titles): return titles ?? "没有按钮"
    case .typeUsage: return "用法：:type \"文字\"（唯一的文本框）、:type 1 \"文字\" 或 :type \"占位符\" \"文字\"。"
    case .keyUsage: return "用法：:key return 或 :key escape。"
    case .segueUsage:
      return
        "用法：:segue \"ID\" show|modal|popover [目标类] [in navigation] [from \"标题\"]：故事板中从 self 出发的 "
        + "segue（in navigation：目标嵌在导航控制器中，用于 modal 和 popover；from：它所连接的控件，点按该控件会执行它，"
        + "弹出框也以它为锚点）。:segue \"ID\" unwind ACTION：self 之上的控制器执行的 unwind segue，由 self 的 unwind "
        + "动作 ACTION(_:) 接收。只输入 :segue 会列出所有 segue。"
    case .noSegues:
      return "故事板中没有从 self 出发的 segue：用 :segue \"ID\" show|modal|popover 声明一个。"
    case .segue(let identifier, let kind, let destination, let from):
      return "Segue \"\(identifier)\"：\(kind) → \(destination)"
        + (from.map { "，来自 \($0)（点按即执行）" } ?? "，由代码执行")
    case .pickUsage:
      return "用法：:pick [N] YYYY-MM-DD [HH:MM] | HH:MM：把屏幕上日期选择器的滚轮转到该日期、该时间（24 小时制）"
        + "或两者（N：从上往下第 N 个）；倒计时器接受小时和分钟，H:MM。"
    case .noDatePickerNumbered(let number, let count):
      return "屏幕上没有第 \(number) 个日期选择器（显示的日期选择器：\(count) 个）。"
    case .noDatePicker:
      return "屏幕上没有日期选择器：把一个 UIDatePicker 加到窗口中的视图上，或加到当前提示框的视图上。"
    case .segueNoControl(let title, let controls):
      return "场景中没有可连接 segue 的控件 \"\(title)\"。控件：\(controls)。"
    case .unknownDevice(let name, let suggestion, let devices):
      return "未知的设备\(name.map { "“\($0)”" } ?? "")。"
        + (suggestion.map { "你是想输入“\($0)”吗？" } ?? "") + "可用的设备：" + devices + "。"
    case .iOSUsage: return "请给出 7.0 到 26 之间的 iOS 版本，例如 :ios 8 或 :ios 17.0。"
    case .nothingWrongInStep: return "这一步还没有出过错：:why 解释这一步最近一次崩溃或警告。"
    case .nothingWrongInFreePlay: return "自由练习中还没有出过错：:why 解释它最近一次崩溃或警告。"
    case .nothingWrongYet: return "还没有出过错：:why 解释最近一次崩溃或警告。"
    case .noRule(let id, let suggestion):
      return "没有“\(id)”这条规则。" + (suggestion.map { "你是想输入“\($0)”吗？" } ?? "")
        + ":rules 列出所有规则。"
    case .rulesFooter: return ":explain ID 详细解释其中一条，例如 :explain one-cancel。"
    case .freshApp: return "一个全新的 App：你的变量和函数都没有了（:undo 可以找回来）。"
    case .colorUsage: return "用法：:color on 或 :color off。"
    case .colorIs(let on): return on ? "颜色已打开。" : "颜色已关闭。"
    case .asciiUsage: return "用法：:ascii on 或 :ascii off。"
    case .asciiIs(let on): return on ? "ASCII 绘图已打开。" : "ASCII 绘图已关闭。"
    case .simulatorConditions:
      return "这个 App 是在模拟器上运行的 iOS App 的调试版本：#if os(iOS)、DEBUG、"
        + "targetEnvironment(simulator) 和 swift(>=5) 都为真。"
    case .collectionOrder:
      return "这里的字典和集合按插入顺序排列（Swift 的顺序未指定），所以每次运行的输出都相同。"
    case .noSplitViewBefore9:
      return "分屏（Split View）从 iOS 9 才有：在此之前 iPad 上的 App 总是占满整个屏幕，所以设备是 ipad（常规宽度）。"
    case .inspectUsage:
      return "用法：:inspect NAME，或 :inspect NAME PROPERTY VALUE，VALUE 用 Swift 写"
        + "（:inspect v borderWidth 2，:inspect v borderColor UIColor.red）。"
    case .notAView(let name):
      return "“\(name)”不是视图：:inspect 显示你自己类的 UIView 的属性检查器。"
    case .inspectorHeading(let name, let className):
      return "\(name)（\(className)）的属性检查器："
    case .noInspectables(let className):
      return "\(className) 没有 @IBInspectable 属性：检查器只显示 UIView 自己的属性。"
    case .notInspectable(let property, let className, let properties):
      return "\(className) 没有名为“\(property)”的 @IBInspectable 属性。它可检查的属性：\(properties)。"
    case .noEditor(let type):
      return "不在检查器中：Interface Builder 没有 \(type) 的编辑器（AlertLab 的说法：Xcode 直接不显示它）"
    case .rendersDesignable(let className):
      return "Interface Builder 运行它的代码，实时渲染它：\(className) 是 @IBDesignable。"
    case .rendersBlank(let className):
      return "Interface Builder 画出一个空框：\(className) 不是 @IBDesignable，所以 Interface Builder "
        + "不运行它的代码（在 class 前加上 @IBDesignable）。"
    case .notAViewController(let name):
      return "“\(name)”不是视图控制器：:render 绘制提醒框和控制器。"
    case .nothingToRedo: return "没有可以重做的。"
    case .nothingToUndoKeepsNone: return "没有可以撤销的：这次运行不保留可以回退的状态。"
    case .nothingToUndoStepStart: return "没有可以撤销的：这一步就是从这里开始的（:reset 重新开始这一步）。"
    case .nothingToUndo: return "没有可以撤销的。"
    case .goalsNotMet: return "还没有达成的目标："
    case .hintFitsNow: return "有一条提示正适合你现在的情况：:hint 显示它。"
    case .undone(let input): return "已撤销：" + input
    case .redone(let input): return "已重做：" + input
    case .noVariables: return "还没有变量。"
    case .sceneObjectsHeading: return "屏幕上的（来自场景）："
    case .functionsHeading: return "你的函数（self 的方法）："
    case .classesHeading: return "你的类："
    case .advice(let text, let ruleID): return "建议：\(text)（:explain \(ruleID)）"
    case .note(let text): return "注意：" + text
    case .moreOutput(let count): return "…（还有 \(count) 个字符的输出）"
    case .progressNotSaved(let reason): return "无法保存你的进度：\(reason)"
    case .lessonEnvironmentUnknown(let id):
      return "\(id) 这一课指定了 AlertLab 不认识的设备或 iOS 版本。"
    case .stepWaitsForNext: return "（这一步已完成：:next 继续。）"
    case .lessonRunsOn(let device, let iOS, let unused):
      return "这一课在 \(device)、iOS \(iOS) 上运行，所以 " + unused.joined(separator: " 和 ")
        + " 要等你需要时再用。"
    case .unusedDevice(let name): return "--device \(name)（:device \(name) 切换）"
    case .unusedIOS(let version): return "--ios \(version)（:ios \(version) 切换）"
    case .lessonState(let state):
      switch state {
      case .done: return "已完成"
      case .assisted: return "借助答案"
      case .skipped: return "已跳过"
      case .current: return "进行中"
      case .notStarted: return "未开始"
      }
    case .courseLine(let bar): return "课程：\(bar) 课已完成"
    case .rowsLeftOut(let rows): return "（为适应终端省略了 \(rows) 行重复的内容；:render 绘制全部。）"
    case .morePage(let lines): return "-- 按回车键继续显示（还有 \(lines) 行；步骤在最后）--"
    case .drawingTooWide(let columns, let terminal):
      return "（这幅图宽 \(columns) 列，而你的终端只有 \(terminal) 列：把终端加宽就能看到，"
        + "或者试试“:device iphone”。先用文字描述：）"
    case .device(let device):
      let base: String
      switch device.model {
      case .iphone: base = "iPhone"
      case .iphonePlus: base = "iPhone Plus"
      case .ipad: base = "iPad"
      case .ipadSplit: base = "分屏浏览（Split View）中的 iPad"
      }
      return base + (device.isLandscape ? "，横屏" : "，竖屏")
    }
  }
}
