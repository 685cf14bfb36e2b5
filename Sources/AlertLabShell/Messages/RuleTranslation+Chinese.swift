import AlertLabKit

extension RuleTranslation {
  /// Every rule's explanation in Chinese (Simplified), by rule id. API names, code and what
  /// UIKit prints stay in English.
  static let chinese: [String: RuleTranslation] = [
    "one-cancel": RuleTranslation(
      title: "一个提醒控制器只能有一个取消操作",
      what: "同一个提醒控制器上添加了第二个样式为 cancel 的操作。",
      why: "UIKit 会把取消操作单独摆放（在左边、最下面，或在弹出框中隐藏），并在用户轻点操作表外部时运行它：所以只能有一个。",
      fix: "把第二个操作的样式改为 .default，或者只添加一个 .cancel 操作。"),
    "text-fields-alert-only": RuleTranslation(
      title: "只有提醒框才能添加文本框",
      what: "在操作表上调用了 addTextField(configurationHandler:)。",
      why: "操作表是一组选项，没有输入的位置；只有 alert 样式才会布局文本框。",
      fix: "需要文本框时，用 preferredStyle: .alert 创建控制器。"),
    "preferred-action-in-actions": RuleTranslation(
      title: "首选操作必须是提醒框的操作之一（iOS 9+）",
      what: "preferredAction（iOS 9+）被设为一个还没有添加到提醒框的操作。",
      why: "首选操作以粗体显示，并在按下 Return 时运行，所以它必须是提醒框显示的按钮之一。",
      fix: "先调用 alert.addAction(ok)，再设置 alert.preferredAction = ok。"),
    "alert-needs-content": RuleTranslation(
      title: "提醒框需要标题、消息或操作",
      what: "呈现了一个没有标题、没有消息、也没有操作的提醒控制器。",
      why: "那样既没有可显示的内容，也没有可轻点的按钮，所以 UIKit 在提醒框即将出现时拒绝它。",
      fix: "给提醒框一个标题或消息，并至少添加一个操作。",
      note: "对用较旧 SDK 构建的 App，空标题或空消息算作没有（_shouldTreatEmptyStringsAsNil）；"
        + "用较新的 SDK 时 \"\" 也算标题。分界是哪个 SDK 尚不清楚：AlertLab 在 iOS 13 之前把 \"\" 算作没有。"),
    "alert-without-actions": RuleTranslation(
      title: "没有操作的提醒框无法关闭",
      what: "呈现了一个有标题或消息但没有操作的提醒框。UIKit 照样显示它，不会报错。",
      why: "轻点外部只会关闭操作表，不会关闭提醒框：提醒框只能通过它的按钮或代码中的 dismiss(animated:) 消失。",
      fix: "添加一个操作，例如 alert.addAction(UIAlertAction(title: \"OK\", style: .default))。",
      advice: { _, _ in "这个提醒框没有操作：用户无法关闭它，App 被挡在它后面。" }),
    "title-truncated": RuleTranslation(
      title: "过长的标题和消息会被截断",
      what: "提醒框的标题或消息超过了 UIKit 保留的长度；末尾被截掉，没有任何警告。",
      why: "提醒框是一次简短的打断；UIKit 在创建控制器时就限制了文字长度。",
      fix: "标题保持在一行，消息保持在一两句话；长文字请放在单独的视图控制器中显示。",
      advice: { _, _ in "UIKit 会悄悄把 1000 个或更多字符的提醒框标题截断为 999 个，把 10000 个或更多字符的消息截断为 9999 个。" }),
    "alert-presentation-style-ignored": RuleTranslation(
      title: "提醒控制器会忽略 modalPresentationStyle",
      what: "在提醒控制器上设置了 modalPresentationStyle；UIKit 仍然使用它自己的样式。",
      why: "提醒框总是居中呈现，操作表在 iPhone 上从底部滑出、在 iPad 上变成弹出框；控制器重写了这个属性来保证这一点。",
      fix: "删掉这行赋值；在 iPad 上改为配置 alert.popoverPresentationController。",
      advice: { _, _ in "在 UIAlertController 上 modalPresentationStyle 会被忽略：提醒框或操作表如何呈现总是由 UIKit 决定。"
      }),
    "alert-controller-subclass": RuleTranslation(
      title: "UIAlertController 不支持子类化",
      what: "声明了一个 UIAlertController 的子类。编译器允许这样做，甚至可能能运行，但 Apple 不支持。",
      why: "提醒框的视图是私有的，并且会随 iOS 版本变化；依赖它们的子类可能在任何一次更新中出问题。",
      fix: "配置一个普通的 UIAlertController（操作、文本框、preferredAction），需要自定义外观时呈现你自己的视图控制器。",
      advice: { _, _ in
        "Apple：“UIAlertController 类应按原样使用，不支持子类化。这个类的视图层级是私有的，不得修改。”"
      }),
    "alert-orientations-recursion": RuleTranslation(
      title: "提醒框通过它的呈现者询问了自己的方向（iOS 9）",
      what: "在 iOS 9 上，提醒控制器回答 supportedInterfaceOrientations 时会去问呈现它的控制器。"
        + "那个控制器的重写又反过来问了提醒框（它的 presentedViewController，或者可见的或顶层的视图控制器，就是这个提醒框），"
        + "于是问题绕成了一个圈，UIKit 的断言让它停了下来。",
      why: "UIKit 在提醒框的视图进入窗口时和设备旋转时询问；iOS 9 的 UIAlertController 把这个问题转给它的呈现者，"
        + "并断言在等待答案期间不会再被问到。更新的版本不再崩溃。",
      fix: "不要把 supportedInterfaceOrientations 转给一个被呈现的 UIAlertController：返回固定的掩码（return .all），"
        + "或者跳过提醒框（if presentedViewController is UIAlertController { return .all }），"
        + "或者在导航控制器中改问 topViewController 而不是 visibleViewController。",
      note: "触发条件和修改方法来自开发者关于 iOS 9 崩溃的报告（QMUI、ZFPlayer、RTRootNavigationController、Eureka、"
        + "openradar 22385765），而不是 UIKit 的代码；AlertLab 只在 iOS 9 上抛出它，也就是这些报告所在的版本。"),
    "not-in-window": RuleTranslation(
      title: "呈现者的视图不在窗口层级中",
      what: "在一个视图还没有显示到屏幕上的视图控制器上调用了 present(_:animated:completion:)（例如在 viewDidLoad 中）。什么也没有呈现。",
      why: "呈现要从窗口中的某个视图发起；视图进入窗口之前无处可显示，所以 UIKit 记录一条日志并跳过它。",
      fix: "在 viewDidAppear(_:) 中或在某个操作中呈现，也就是视图已经显示到屏幕上之后。"),
    "already-presenting": RuleTranslation(
      title: "呈现者已经在呈现一个视图控制器",
      what: "在一个已经有 presentedViewController 的视图控制器上调用了 present(_:animated:completion:)。什么也没有呈现。",
      why: "一个视图控制器一次只能呈现一个视图控制器；第二个请求被记录后丢弃。",
      fix: "先关闭第一个，在完成处理程序中再呈现；或者从 presentedViewController 呈现。"),
    "present-during-transition": RuleTranslation(
      title: "在呈现或关闭的过程中又进行呈现",
      what: "在同一轮运行循环中开始的另一次呈现或关闭仍在动画时，调用了 present(_:animated:completion:)。什么也没有呈现。",
      why: "UIKit 在一个窗口中一次只运行一个转场；转场进行中提出的请求会被记录后丢弃。在 AlertLab 中，转场持续到开始它的顶层语句（或手势）结束为止。",
      fix:
        "在前一次 present 或 dismiss 的完成处理程序中呈现，例如 dismiss(animated: true) { self.present(next, animated: true) }。",
      note: "真实的转场大约持续三分之一秒；AlertLab 给每个转场（无论是否有动画）它所在这一轮的剩余时间。"
        + "iOS 13+ 的形式是推断出来的：句子来自一位开发者的控制台，[Presentation] 前缀来自 iOS 13+ 的其他呈现警告。"),
    "dismiss-during-transition": RuleTranslation(
      title: "在呈现或关闭的过程中又进行关闭",
      what: "在同一轮运行循环中开始的呈现或关闭仍在动画时，调用了 dismiss(animated:completion:)。什么也没有关闭。",
      why: "UIKit 一次只运行一个转场；这次关闭被记录后丢弃，所以控制器仍留在屏幕上。",
      fix: "在呈现的完成处理程序中关闭，或者稍后关闭（在某个操作或按钮的处理程序中），而不是在呈现它的同一个函数里。",
      note: "这段文字来自 iOS 13 之前一位开发者的控制台；AlertLab 加上了 iOS 13+ 其他警告的 [Presentation] 前缀，这个形式是近似的。"),
    "present-active-controller": RuleTranslation(
      title: "已经呈现的视图控制器不能再次呈现",
      what: "一个已经在屏幕上的视图控制器又被传给了 present。",
      why: "一个视图控制器在呈现链中同一时间只能处在一个位置。",
      fix: "呈现之前检查 presentingViewController == nil，或者每次呈现都创建一个新的控制器。"),
    "present-being-presented": RuleTranslation(
      title: "正在被呈现的视图控制器不能再次呈现",
      what: "一个在这一轮开始呈现、仍在动画中的视图控制器又被传给了 present。",
      why: "一个视图控制器同一时间只能被一个控制器呈现；它在进入屏幕的途中就已经属于那次呈现了。",
      fix: "每个控制器只呈现一次，等完成之后再从别处呈现它。",
      note: "格式字符串和异常名称来自开发者的资料；AlertLab 用对象的描述填充每个 %@。"),
    "present-self": RuleTranslation(
      title: "视图控制器不能呈现它自己",
      what: "调用了 present(self, animated:)：呈现者和被呈现的控制器是同一个对象。",
      why: "呈现是把一个视图控制器放在另一个之上；一个对象不能同时是两者。",
      fix: "呈现你创建的控制器，例如 present(alert, animated: true)。"),
    "present-child": RuleTranslation(
      title: "子视图控制器不能被呈现",
      what: "呈现了一个用 addChild(_:) 添加到另一个控制器中的视图控制器。",
      why: "子控制器的视图位于父控制器的视图之中；呈现它会把同一个视图放在两个地方。",
      fix: "先调用 child.removeFromParent()，或者呈现一个新的控制器。",
      note: "这段文字是在 App 源码中找到的格式字符串；异常名称未经证实（NSInvalidArgumentException，与其他 present 检查相同）。"),
    "present-nil": RuleTranslation(
      title: "呈现 nil",
      what: "调用 present 时传入了 nil。iOS 7 上没有 UIAlertController：在 Objective-C 中，"
        + "[UIAlertController alertControllerWithTitle:...] 向一个 nil 类发送消息，得到 nil，present(nil) 就抛出这个异常。",
      why: "没有可呈现的东西；UIKit 把 nil 控制器视为编程错误。",
      fix:
        "iOS 7 上用 UIAlertView；iOS 8+ 上用 UIAlertController。使用 UIAlertController 之前用 if #available(iOS 8.0, *) 检查版本。",
      note: "Swift 在 iOS 7 上的失败方式不同（缺少 UIAlertController 类符号，很可能在执行到 present 之前就崩溃了），但这种失败没有来源可查。"),
    "popover-needs-anchor": RuleTranslation(
      title: "弹出框需要 sourceView 或 barButtonItem",
      what:
        "一个 .popover 呈现开始时，它的 popoverPresentationController 既没有设置 sourceView，也没有设置 barButtonItem。",
      why: "弹出框的箭头要指向屏幕上的某个东西；没有锚点，UIKit 就无法摆放它。",
      fix:
        "在 run loop 的这一轮结束之前设置 vc.popoverPresentationController?.sourceView = sender 和 "
        + "sourceRect = sender.bounds，或者 barButtonItem = item：在 present 之前，或者在同一个函数里紧跟 present 之后。"
        + "UIKit 在呈现开始时检查锚点；Apple 的 UIPopoverPresentationController 参考文档说，以 popover 样式呈现会创建"
        + "一个 popover 呈现控制器，你用它来配置 popover 的行为。"
    ),
    "sheet-needs-anchor": RuleTranslation(
      title: "iPad 上的操作表需要 sourceView 或 barButtonItem",
      what: "在常规宽度环境（iPad）中呈现了一个没有锚点的操作表。在那里它以弹出框的形式显示，而弹出框需要一个来源。",
      why: "在 iPad 上，操作表指向打开它的那个控件；UIKit 猜不出是哪一个。",
      fix:
        "在 present 之前，或者在同一个函数里紧跟 present 之后，设置 alert.popoverPresentationController?.sourceView = sender "
        + "和 sourceRect = sender.bounds，或者 barButtonItem = item（UIKit 在 run loop 的这一轮结束时检查锚点，"
        + "正如 Apple 的 UIPopoverPresentationController 参考文档在 present 之后配置 popover 那样）。"
        + "在 iPhone 上这个属性是 nil，这行代码什么也不做。",
      note: "在 iOS 8 上 AlertLab 打印 E-P1 的文字，因为种子文章 001 逐字节引用了一台 iOS 8 设备上的输出；"
        + "参考资料给出 iOS 8 到 12 的“Your application has presented”形式，关于 iOS 8 可能有误。"
        + "不带“from”的形式在哪个版本结束（大约 iOS 12）是近似的。"),
    "source-rect-needs-view": RuleTranslation(
      title: "只有 sourceRect 并不能为弹出框定位",
      what: "设置了 sourceRect 但没有设置 sourceView，所以弹出框没有锚点。",
      why: "sourceRect 位于 sourceView 的坐标空间中；没有视图，这个矩形就没有意义，而 UIKit 只检查视图或栏按钮项。",
      fix: "同时设置 sourceView：popover.sourceView = sender; popover.sourceRect = sender.bounds。"),
    "bar-item-without-view": RuleTranslation(
      title: "不在任何栏中的栏按钮项不能为弹出框定位",
      what: "barButtonItem 被设为一个不在工具栏或导航栏中的项，所以它没有可供弹出框箭头指向的视图；于是 UIKit 没有锚点。",
      why: "弹出框摆放在栏按钮项的视图处；在代码中创建、从未放进栏中的项没有视图。",
      fix: "使用屏幕上的项（navigationItem.rightBarButtonItem、工具栏中的项），或者改用 sourceView 和 sourceRect 定位。",
      note: "iOS 26 的代码在该项所在的组始终可用时会清除这个项并把弹出框居中；否则来源视图为 nil，"
        + "UIKit 抛出 E-P1 的异常（iPad 操作表则是 E-P2 的）。会抛出异常是推断的；更早的版本未经证实。"),
    "popover-hides-cancel": RuleTranslation(
      title: "弹出框中的操作表不显示取消操作",
      what: "操作表位于弹出框中（iPad），所以 UIKit 省略了它的取消按钮。轻点外部仍会运行取消操作的处理程序。",
      why: "轻点弹出框外部本来就表示取消，再放一个取消按钮就重复了。",
      fix: "无需修改：保留 .cancel 操作，这样 iPhone 会显示它，轻点外部时也有处理程序可运行。",
      advice: { _, iOS in
        iOS < IOSVersion(26)
          ? "取消操作不会显示在弹出框中：轻点弹出框外部即取消。"
          : "取消操作不会显示：从 iOS 26 起操作表从不显示它；轻点外部即取消。"
      }),
    "destructive-first": RuleTranslation(
      title: "把破坏性操作放在操作表的顶部（HIG）",
      what: "破坏性操作是在其他操作之后添加的，所以它不在顶部。",
      why: "《人机界面指南》把红色的危险选项放在最先看到的位置；UIKit 不会替你重新排列操作。",
      fix: "先用 addAction 添加 .destructive 操作，再添加其他操作。",
      advice: { _, _ in "HIG：把破坏性操作放在操作表的顶部；UIKit 按添加的顺序显示操作。" }),
    "cancel-placement": RuleTranslation(
      title: "UIKit 在提醒框中把取消操作画在哪里",
      what: "UIKit 会移动取消操作：两个并排按钮时放在左边，竖排时放在最下面；其他操作保持添加的顺序。"
        + "在 iOS 8 上 AlertLab 保持添加的顺序，这一点并不确定。",
      why: "《人机界面指南》把取消放在左边、把可能的选择放在右边，让人们在预期的位置找到它们。",
      fix: "按你希望其他操作出现的顺序添加它们，并给取消按钮 .cancel 样式；在 iOS 8 上要得到相同的布局，就先添加它。",
      note: "iOS 8.0 是否已经把第二个添加的取消操作移到左边，尚未证实；AlertLab 按操作添加的顺序绘制 iOS 8 的提醒框。",
      advice: { _, iOS in
        iOS < IOSVersion(9)
          ? "在 iOS 8 上 AlertLab 按操作添加的顺序绘制它们。"
          : "两个按钮时取消操作画在左边，三个或更多时画在最下面，无论它是按什么顺序添加的。"
      }),
    "popover-controller-ipad-only": RuleTranslation(
      title: "UIPopoverController 只能在 iPad 上使用",
      what: "在 iPhone 上创建了一个 UIPopoverController。",
      why: "iOS 8 之前弹出框只存在于 iPad 上；这个旧类在创建时检查设备类型（idiom）。",
      fix:
        "使用弹出框呈现：vc.modalPresentationStyle = .popover，设置它的 popoverPresentationController 的锚点，然后 present(vc, animated: true)。",
      note:
        "对于链接到某一范围 SDK（可能是 iOS 8 SDK）的 App，现代 UIKit 会跳过这项检查；具体是哪些 SDK 尚未证实，所以 AlertLab 在 iPhone 上总是抛出异常。"
    ),
    "popover-controller-dealloc": RuleTranslation(
      title: "一个可见的 UIPopoverController 被释放了",
      what: "指向可见弹出框控制器的唯一引用消失了（一个超出作用域的局部变量），所以它在屏幕上时被释放了。",
      why: "UIPopoverController 不会让自己保持存活；在可见时释放它，会留下一个无人拥有的弹出框。",
      fix: "把它保存在存储属性中：var popover: UIPopoverController?"),
    "popover-controller-init": RuleTranslation(
      title: "UIPopoverController 需要一个内容视图控制器",
      what: "调用了 UIPopoverController()，没有提供内容视图控制器。",
      why: "弹出框控制器用来显示一个视图控制器；没有它就没有意义。",
      fix:
        "用 UIPopoverController(contentViewController: content) 创建它，或者更好的做法是以 .popover 样式呈现 content。"
    ),
    "popover-controller-nil-content": RuleTranslation(
      title: "弹出框控制器的内容不能设为 nil",
      what: "在弹出框控制器上调用了 setContentViewController(nil, animated:)。",
      why: "弹出框总是显示一个视图控制器；要移除它，请关闭弹出框。",
      fix: "传入一个视图控制器，或者调用 dismiss(animated:) 隐藏弹出框。"),
    "popover-arrow-unknown": RuleTranslation(
      title: "弹出框不能以未知的箭头方向呈现",
      what: "呈现弹出框时 permittedArrowDirections 是 .unknown。",
      why: ".unknown 是没有显示弹出框时 arrowDirection 报告的值；它不是 UIKit 能画出的方向。",
      fix: "传入 .any 让 UIKit 选择，或者传入你允许的方向，例如 [.up, .down]。",
      note: "这段文字是 UIPopoverController 的（E-PC5）。对于 UIPopoverPresentationController（.popover 样式），"
        + "没有来源显示这项检查：AlertLab 以同样的方式拒绝 .unknown，并指名 presentationTransitionWillBegin，这条消息是近似的。"),
    "popover-no-window": RuleTranslation(
      title: "弹出框必须从窗口中的视图呈现",
      what: "弹出框是从一个不在窗口中的视图（或栏按钮项的视图）呈现的。",
      why: "UIKit 把弹出框放在它所指向的视图所在的窗口中；没有窗口就无处可放。",
      fix: "等视图显示到屏幕上之后（viewDidAppear(_:) 或某个操作中）再呈现，并从可见的视图或栏按钮项呈现。"),
    "popover-zero-rect": RuleTranslation(
      title: "弹出框的矩形必须有非零的宽度和高度",
      what: "弹出框是从一个宽度或高度为零的矩形呈现的。UIKit 记录了一次日志，并把矩形放大到至少 2×2 点。",
      why: "箭头指向这个矩形；空矩形没有可指向的面积。",
      fix:
        "传入控件的 bounds，例如 present(from: sender.bounds, in: sender, permittedArrowDirections: .any, animated: true)。"
    ),
    "popover-represent": RuleTranslation(
      title: "从矩形再次呈现一个可见的 UIPopoverController",
      what: "在弹出框正显示在屏幕上的弹出框控制器上调用了 presentPopover(from:in:permittedArrowDirections:animated:)。"
        + "UIKit 记录了日志（每次运行一次），弹出框留在原处。",
      why: "从 iOS 8 起，UIPopoverController 通过 UIPopoverPresentationController 呈现，而它只有在被关闭之后才能再次呈现。",
      fix: "先检查 isPopoverVisible，或者在别处呈现之前先 dismiss(animated:) 这个弹出框。"),
    "background-view-abstract": RuleTranslation(
      title: "UIPopoverBackgroundView 的子类必须重写它的抽象成员",
      what: "UIKit 调用了 UIPopoverBackgroundView 子类中一个没有被重写的成员。iOS 17 之前，每个抽象成员都会抛出异常"
        + "（arrowOffset、arrowDirection、arrowHeight、arrowBase、contentViewInsets）；从 iOS 17 起只有 contentViewInsets 会。",
      why: "UIPopoverBackgroundView 只定义接口：由子类绘制外框，所以只有它知道箭头的大小和内容的内边距。",
      fix:
        "全部重写：override class func arrowHeight() -> CGFloat、arrowBase()、contentViewInsets()，以及 arrowOffset 和 arrowDirection 属性。",
      note: "UIKit 会为没有被重写的成员抛出异常（E-B1、E-B2），但没有任何来源给出它的名称或原因（E-B3）：上面那一行是 AlertLab 的话，不是 UIKit 的。"),
    "alert-view-button-title": RuleTranslation(
      title: "UIAlertView 的按钮需要标题",
      what: "在 UIAlertView 上调用了 addButton(withTitle: nil)。",
      why: "没有标题的按钮会是一个空白、没有标签的选项。",
      fix: "传入一个标题：alertView.addButton(withTitle: \"OK\")。"),
    "action-sheet-button-title": RuleTranslation(
      title: "UIActionSheet 的按钮需要标题",
      what: "在 UIActionSheet 上调用了 addButton(withTitle: nil)。",
      why: "没有标题的按钮会是一个空白、没有标签的选项。",
      fix: "传入一个标题：actionSheet.addButton(withTitle: \"Share\")。"),
    "alert-view-in-scene-app": RuleTranslation(
      title: "基于 UIScene 的 App 不能使用 UIAlertView",
      what:
        "在一个使用 UIScene 的 App（所有用 Xcode 11 或更新版本的模板创建的 App）中创建了 UIAlertView。从 iOS 13 起，AlertLab 的 App 就是这样的 App。",
      why: "UIAlertView 在 App 唯一的窗口中显示自己；基于场景的 App 可以有很多窗口，所以 UIKit 拒绝创建它。",
      fix:
        "使用 UIAlertController(title:message:preferredStyle: .alert) 并呈现它；想试试 UIAlertView，请切换到较旧的 iOS（:ios 12）。",
      note:
        "没有场景清单（scene manifest）的 App 在 iOS 13 及以后仍可使用 UIAlertView；AlertLab 的 App 从 iOS 13 起总是有场景清单。"
    ),
    "deprecated-alert-view": RuleTranslation(
      title: "UIAlertView 已弃用（iOS 9）",
      what: "代码使用了 UIAlertView，编译器从 iOS 9 起把它标记为已弃用。",
      why: "UIAlertController 在 iOS 8 中取代了它；从 iOS 8 起 UIAlertView 只是 UIAlertController 之上的一层适配。",
      fix: "使用 UIAlertController(title:message:preferredStyle: .alert) 并呈现它。"),
    "deprecated-action-sheet": RuleTranslation(
      title: "UIActionSheet 已弃用（iOS 8.3）",
      what: "代码使用了 UIActionSheet，编译器从 iOS 8.3 起把它标记为已弃用。",
      why: "UIAlertController 在 iOS 8 中取代了它；从 iOS 8 起 UIActionSheet 只是 UIAlertController 之上的一层适配。",
      fix: "使用 UIAlertController(title:message:preferredStyle: .actionSheet) 并呈现它。"),
    "deprecated-popover-controller": RuleTranslation(
      title: "UIPopoverController 已弃用（iOS 9）",
      what: "代码使用了 UIPopoverController，编译器从 iOS 9 起把它标记为已弃用。",
      why: "从 iOS 8 起弹出框是一种视图控制器呈现；UIPopoverController 只是它之上的一层适配。",
      fix:
        "设置 vc.modalPresentationStyle = .popover，为 vc.popoverPresentationController 设置锚点，然后 present(vc, animated: true)。"
    ),
    "deprecated-key-window": RuleTranslation(
      title: "UIApplication 的 keyWindow 已弃用（iOS 13）",
      what: "代码读取了 UIApplication.shared.keyWindow，编译器从 iOS 13 起把它标记为已弃用。",
      why: "从 iOS 13 起，一个 App 可以显示多个场景，每个场景有自己的窗口；整个 App 唯一的 key window 说明不了代码属于哪个场景。",
      fix:
        "向场景要窗口：view.window（屏幕上的视图知道自己的窗口），或者 UIApplication.shared.connectedScenes 中活跃的 UIWindowScene 的 key window。"
    ),
    "deprecated-windows": RuleTranslation(
      title: "UIApplication 的 windows 已弃用（iOS 15）",
      what: "代码读取了 UIApplication.shared.windows，编译器从 iOS 15 起把它标记为已弃用。",
      why: "窗口属于场景；App 的这个列表把所有场景的窗口混在一起。",
      fix: "使用手头场景的窗口：(scene as? UIWindowScene)?.windows，或 view.window?.windowScene?.windows。"
    ),
    "alert-view-text-field-index": RuleTranslation(
      title: "iOS 7 上 textField(at:) 的索引超出范围",
      what: "向 textField(at:) 索取了提醒视图当前样式中不存在的文本框。在 iOS 7 上这会抛出异常；从 iOS 8 起返回 nil。",
      why: "每种 alertViewStyle 的文本框数量是固定的：.default 没有，普通输入或安全输入有一个，登录和密码有两个。",
      fix: "在索取文本框之前设置 alertView.alertViewStyle = .plainTextInput（索引 1 则用 .loginAndPasswordInput）。",
      note: "来源中没有异常的名称：NSRangeException 是猜测的。原因文字来自一位开发者在 iOS 5 到 7 时期的笔记。"),
    "nil-optional-chain": RuleTranslation(
      title: "通过 ?. 在 nil 上调用什么也不做",
      what: "通过 ?. 在一个为 nil 的可选值上进行了调用或赋值，所以 Swift 跳过了它：什么也没有呈现或设置，UIKit 也什么都没说。",
      why: "可选链是 Swift 只在值存在时才调用方法的方式；值不存在时并不算错误。",
      fix:
        "使用之前先给可选值赋值，例如 popover = UIPopoverController(contentViewController: content)，或者用 guard let 解包来捕获 nil。",
      advice: { english, _ in
        let names = RuleTranslation.quoted(english)
        let subject = names.first ?? ""
        if english.hasPrefix("Nothing was presented") {
          return "什么也没有呈现：“\(subject)”是 nil，所以可选链跳过了这次调用。"
        }
        let member = names.dropFirst().first ?? ""
        let skipped =
          english.contains("setting '") ? "对“\(member)”的赋值" : "对“\(member)”的调用"
        return "“\(subject)”是 nil，所以可选链跳过了\(skipped)：什么也没有发生。"
      }),
    "popover-adapts": RuleTranslation(
      title: "弹出框在紧凑环境中会自适应",
      what: "在水平紧凑的环境（iPhone）中，.popover 呈现在 iOS 8 到 12 上以全屏显示，在 iOS 13+ 上以表单（sheet）显示；"
        + "从 iOS 8.3 起，垂直紧凑的环境（横屏的 Plus 手机，其宽度为常规）中也是如此。",
      why: "小屏幕没有空间放浮动的弹出框，所以 UIKit 会让它自适应，除非你要求它不要这样做。",
      fix:
        "设置 popoverPresentationController?.delegate = self（在呈现之前），并从 adaptivePresentationStyle(for:traitCollection:)（推荐）"
        + "或 adaptivePresentationStyle(for:) 返回 .none。",
      advice: { english, iOS in
        let dimension = english.contains("vertically") ? "垂直" : "水平"
        let shown = iOS < IOSVersion(13) ? "以全屏显示" : "以表单（sheet）显示"
        return "弹出框\(shown)：在\(dimension)紧凑的环境中，.popover 呈现会自适应。"
      }),
    "return-and-escape": RuleTranslation(
      title: "Return 选择首选操作，Escape 选择取消操作",
      what: "硬件键盘（iPad 或 Mac 的键盘）上的一个按键像轻点一样选择了屏幕上提醒框的一个操作：提醒框消失，操作的处理程序运行了。",
      why: "使用键盘的人期望 Return 表示确认、Escape 表示退出；首选操作就是提醒框对“确认”的回答。",
      fix:
        "在有多个非取消操作的提醒框上设置 preferredAction（iOS 9+），让 Return 有可选的操作；给退出的操作 .cancel 样式以便 Escape 使用。",
      advice: { _, _ in
        "使用硬件键盘时，Return 选择首选操作（或唯一启用的操作，或取消旁边的那个），Escape 选择取消操作。"
      }),
    "force-unwrap-nil": RuleTranslation(
      title: "强制解包 nil",
      what: "一个为 nil 的可选值被 ! 解包，所以 Swift 运行时停止了 App。",
      why: "! 承诺值一定存在；Swift 宁可陷入（trap），也不会在没有值的情况下继续运行。",
      fix: "用 if let 或 guard let 解包，或者在什么都不该发生时通过 ?. 调用。",
      note: "这三种形式都是 Swift 运行时自己的（见其源码）；哪个 iOS 版本对应哪个 Swift 是近似的，因为决定它的是 App 的 Swift 版本，而不是 iOS。"
        + "文件是你输入代码的那个文件（shell 的文件叫“input”）。"),
    "cast-failed": RuleTranslation(
      title: "强制类型转换失败",
      what: "对一个类型不同的值使用了 as!，所以 Swift 运行时停止了 App。",
      why: "as! 承诺值就是那个类型；Swift 宁可陷入（trap），也不会带着错误的类型继续运行。",
      fix:
        "用 as? 配合 if let 或 guard let，例如 if let alert = presentedViewController as? UIAlertController { ... }。",
      note:
        "这段文字是 swift_dynamicCastFailure 的（Casting.cpp）。两个地址是类型的元数据，这里是编造的，但每次运行都相同；AlertLab 把 App 的模块叫作 App。"
    ),
    "index-out-of-range": RuleTranslation(
      title: "索引超出范围",
      what: "读取了数组中不存在的索引。",
      why: "Swift 会检查每一次数组访问；越过末尾读取会停止 App。",
      fix: "先检查“count”，或者使用可选的“first”/“last”。",
      note: "标准库用一个消息为“Index out of range”的前置条件检查索引；控制台还会给出标准库自己的文件和行号，AlertLab 省略了它们。"),
    "continuation-leaked": RuleTranslation(
      title: "一个续体从未被恢复",
      what: "一个带检查的续体在没有被恢复的情况下被放掉了：再也没有代码能恢复它，所以等待它的任务会永远等下去。App 继续运行。",
      why: "持有续体的代码在每条路径上都必须恰好恢复它一次。这里有一条路径放掉了它（提醒框被关闭而没有任何操作的处理程序恢复它、提前返回、处理程序从未被加上）。",
      fix: "在每条路径上都恢复：给提醒框的每个操作一个会恢复的处理程序，或者在提前返回之前恢复。",
      note: "这段文字是 Swift 6.3 的运行时在 Linux 上释放续体时打印的；AlertLab 在放掉它的语句或手势结束时打印，可能比运行时稍晚一点。"
    ),
    "continuation-resumed-twice": RuleTranslation(
      title: "一个续体被恢复了两次",
      what: "一个带检查的续体（withCheckedContinuation）被第二次恢复：等待它的任务已经拿到了结果。",
      why:
        "一个续体只把一个结果交给一个等待的任务，而且只交一次。第二次恢复没有接收者，所以 CheckedContinuation 停止 App 来指出这个错误。",
      fix: "在每条路径上都只恢复一次：对于提醒框，只在每个操作的处理程序里恢复；或者把续体存在一个可选值里，恢复时把它设为 nil。",
      note:
        "这段文字是 Swift 6.3 的运行时在 Linux 上打印的（“_Concurrency/CheckedContinuation.swift:169: Fatal error: SWIFT TASK CONTINUATION MISUSE: ...”）；AlertLab 省略了文件和行号（各版本不同），并像 print 那样打印值。"
    ),
    "fatal-error": RuleTranslation(
      title: "调用了 fatalError()",
      what: "代码调用了 fatalError()，所以 App 在那里停止了。",
      why: "fatalError() 永远不会返回：代码用它表示某种情况绝不应该发生。一旦发生，Swift 会打印这条信息并停止 App。",
      fix: "找出为什么会出现这种情况并处理它：提前返回、显示一个提醒框，或者抛出一个由调用者捕获的错误。",
      note: "标准库会打印前缀“Fatal error”、一个冒号和这条信息；现在的运行时还会在前面给出调用所在的文件和行号，AlertLab 省略了它们。"),
    "try-forced-error": RuleTranslation(
      title: "“try!”遇到了错误",
      what: "一个标记为“try!”的调用抛出了错误，所以 App 停止了。",
      why: "“try!”保证这个调用永远不会抛出错误；一旦抛出，Swift 会停止 App，而不是在没有结果的情况下继续运行。",
      fix: "用“do { try ... } catch { ... }”处理这个错误，或者用“try?”在出错时得到 nil。",
      note: "这段文字来自标准库（_unexpectedError）；控制台还会给出“try!”所在的文件和行号，AlertLab 省略了它们。"),
    "error-at-top-level": RuleTranslation(
      title: "一个没有被捕获的错误",
      what: "抛出了一个错误，没有任何“catch”接住它，所以它到达了顶层。",
      why: "顶层代码可以不写“do”而直接使用“try”；它没有捕获的错误会停止 App。",
      fix: "把调用包在“do { try ... } catch { ... }”中，并把错误展示出来，例如用一个提醒框。",
      note: "这段文字来自标准库（_errorInMain）；控制台还会给出标准库自己的文件和行号，AlertLab 省略了它们。"),
    "duplicate-dictionary-key": RuleTranslation(
      title: "字典字面量包含重复的键",
      what: "一个字典字面量把同一个键写了两次。",
      why: "Swift 在创建字典字面量时检查它的键；重复的键会停止 App。",
      fix: "每个键只写一次，或者用下标逐个构建字典。",
      note: "标准库用一个消息就是这句话的前置条件检查这些键；控制台还会给出标准库自己的文件和行号，AlertLab 省略了它们。"),
    "remove-from-empty": RuleTranslation(
      title: "从空数组中移除元素",
      what: "在空数组上调用了“removeFirst()”或“removeLast()”。",
      why: "这些方法保证会返回一个元素；在空数组上 Swift 会停止 App。",
      fix: "先检查“isEmpty”，或者使用会返回 nil 的“popLast()”。",
      note: "标准库用一个消息就是这句话的前置条件做检查；控制台还会给出标准库自己的文件和行号，AlertLab 省略了它们。"),
    "activity-needs-anchor": RuleTranslation(
      title: "iPad 上的分享表单需要 sourceView 或 barButtonItem",
      what: "在常规宽度的环境（iPad）中呈现了一个 UIActivityViewController，却没有锚点。在那里 UIKit 把它显示为弹出框，而弹出框需要一个来源。",
      why: "在 iPad 上，分享表单指向打开它的那个控件；UIKit 猜不出是哪一个。",
      fix:
        "呈现之前设置 activity.popoverPresentationController?.sourceView = sender 和 sourceRect = sender.bounds，"
        + "或者 barButtonItem = item。在 iPhone 上它是一个表单，这几行什么也不做。",
      note: "iOS 9+ 的文字抄自开发者公开的崩溃日志（2017、2018 年）；在 iOS 8 上崩溃日志显示的是 E-P1 的文字。文字改变的版本（iOS 9）是近似的。"),
    "state-during-update": RuleTranslation(
      title: "在 SwiftUI 读取视图的 body 时改变了状态",
      what: "在 SwiftUI 为了绘制而读取视图的 body 时，设置了一个 @State 属性，或者被观察对象的一个 @Published 属性。",
      why: "SwiftUI 读取 body 是为了知道要画什么；这时做的改变会在这次绘制的中途要求再绘制一次，所以显示的内容可能和状态不一致。",
      fix: "在响应某件事时改变状态：按钮的动作、.onAppear，或者某个呈现的关闭；不要在读取 body 时或在视图的初始化方法中改变。"),
    "no-segue": RuleTranslation(
      title: "performSegue 用了故事板里没有的标识符",
      what: "performSegue(withIdentifier:sender:) 指定的 segue 在视图控制器的故事板场景中不存在"
        + "（AlertLab 的故事板只有用 :segue 声明的 segue）。用代码创建的控制器没有故事板，所以根本没有 segue。",
      why: "segue 是按标识符在控制器所来自的故事板中查找的；UIKit 猜不出要显示哪个场景，所以抛出异常。",
      fix: "在故事板里给 segue 设上这个标识符（这里：:segue \"ID\" show|modal|popover [类] [from \"标题\"]），"
        + "检查拼写和大小写，或者用 present(_:animated:) 在代码中呈现这个控制器。"),
    "private-kvc": RuleTranslation(
      title: "在提醒框上用 setValue(_:forKey:) 使用的是私有 API",
      what: "通过键值编码（KVC）设置了 UIAlertController 或 UIAlertAction 的一个私有属性。AlertLab 画出它在设备上显示的样子。",
      why:
        "UIAlertController 应该按原样使用；它的外观不是公开 API。attributedTitle、titleTextColor 和 contentViewController 这样的键"
        + "是从 UIKit 的私有头文件中读出来的，所以 App 审核可能会标记它们，某个版本也可能去掉它们，而用一个已经不存在的键调用 "
        + "setValue(_:forKey:) 会崩溃（NSUnknownKeyException）。",
      fix: "优先使用公开 API：提醒框的标题和消息、操作的样式，以及用 view.tintColor 设置所有按钮的颜色。需要更多时，呈现你自己的视图控制器。",
      advice: { english, _ in
        let key = RuleTranslation.quoted(english).first ?? ""
        let subject = RuleTranslation.privateKeySubject(english)
        return "“\(key)”是 \(subject) 的私有键：它今天在设备上有效，但 Apple 没有记录这个键，任何版本都可能改变它。"
      }),
    "range-bounds": RuleTranslation(
      title: "区间要求 lowerBound <= upperBound",
      what: "创建区间时上界小于下界（`5...1`）。",
      why: "Swift 在创建区间时检查它的边界；颠倒的区间会停止 App。",
      fix: "把下界放在前面，或者用“stride(from:through:by:)”和负的步长倒数。",
      note: "标准库用一个消息就是这句话的前置条件检查边界；控制台还会给出标准库自己的文件和行号，AlertLab 省略了它们。"),
    "unrecognized-selector": RuleTranslation(
      title: "选择器指向的方法对象并没有",
      what: "NotificationCenter 按选择器发送了一条消息，而观察者没有带这个选择器的方法。",
      why: "Selector 只是一个名字，在消息发送时才检查：对于接收者没有实现的任何消息，Objective-C 运行时都会抛出这个异常。",
      fix:
        "在 @objc 方法上使用编译器会检查的 #selector(method(_:))；用 Selector(\"name:\") 时冒号也算数：“changed:”接受一个参数，“changed”不接受参数。",
      note: "这是 Objective-C 运行时的消息（doesNotRecognizeSelector:），不是 UIKit 的；它不在有来源的目录中。"),
    "main-thread-checker": RuleTranslation(
      title: "在后台队列中使用了 UIKit",
      what: "在全局或私有队列（DispatchQueue.global().async、DispatchQueue(label:)、你创建的 OperationQueue）上运行的代码"
        + "调用了 UIKit 的方法或属性。Xcode 的 Main Thread Checker 记录了它；AlertLab 像设备一样让这个调用执行。",
      why: "UIKit 不是线程安全的：它的视图和控制器只能在主线程上使用。在别的线程上，呈现可能推迟、永远不发生，或者随机崩溃。",
      fix: "UIKit 的部分回到主队列去做：在后台代码块里写 DispatchQueue.main.async { "
        + "self.present(alert, animated: true) }。",
      note: "这几行和开发者从 Xcode 控制台粘贴的一样：一行等号、警告，然后是进程和线程那一行。AlertLab 的 PID 和 TID "
        + "是固定的数字，不是真实进程的；队列名是 libdispatch 给全局队列起的名字或你的队列的 label，QoS 为 0，"
        + "和找到的每一份控制台粘贴一样。省略的有：'Backtrace:' 各行（其中的帧是 App 二进制文件里的机器地址），"
        + "以及控制台带着日期、进程名和 id 再记录一次的那份警告。Objective-C 选择器根据成员的 Swift 2 拼写生成，"
        + "可能与 UIKit 的不同。"),
  ]
}

extension EraWords {
  static let chinese = EraWords(
    labels: RuleWords.Labels(
      console: "控制台：", what: "发生了什么：", why: "原因：", fix: "修改方法：", text: "文字：",
      assertion: "断言：", note: "注意：", lesson: "课程："),
    kinds: [.crash: "崩溃", .warning: "警告", .advice: "建议", .trap: "陷入"],
    statuses: [
      .verified: "已核实", .developerReport: "已核实（开发者报告）", .inferred: "推断",
      .approximate: "近似", .alertLab: "AlertLab 的说法",
    ],
    versions: [
      "UIPopoverController, iOS 7+": "UIPopoverController，iOS 7+",
      "a .popover presentation, iOS 8+": ".popover 呈现，iOS 8+",
      "all versions": "所有版本",
      "Swift 5.5+": "Swift 5.5+",
      "iOS 11 to 14 (Swift 4 to 5.3)": "iOS 11 到 14（Swift 4 到 5.3）",
      "iOS 13+": "iOS 13+",
      "iOS 13+ SDK, scene-based apps": "iOS 13+ SDK，基于场景的 App",
      "iOS 15+ (Swift 5.4+)": "iOS 15+（Swift 5.4+）",
      "iOS 5+": "iOS 5+", "iOS 7": "iOS 7", "iOS 7+": "iOS 7+", "iOS 8": "iOS 8",
      "iOS 8+": "iOS 8+", "iOS 8.3+ SDK": "iOS 8.3+ SDK", "iOS 9 to 12": "iOS 9 到 12",
      "iOS 9": "iOS 9", "iOS 9+": "iOS 9+", "iOS 9+ SDK": "iOS 9+ SDK",
      "iOS 13+ SDK": "iOS 13+ SDK", "iOS 15+ SDK": "iOS 15+ SDK",
      "up to iOS 10 (Swift 1 to 3)": "iOS 10 及以前（Swift 1 到 3）",
      "up to iOS 12": "iOS 12 及以前", "iOS 11+ (Xcode 9+)": "iOS 11+（Xcode 9+）",
    ],
    sources: chineseSources, separator: "；", summary: { "\($0)：\($1)（\($2)）" },
    builds: [
      "the decompiled iOS 18.2 build (iOS 26.1 has its own line)":
        "反编译的 iOS 18.2 版本（iOS 26.1 的行号不同）",
      "the decompiled iOS 26.1 build": "反编译的 iOS 26.1 版本",
      "iOS 9 crash logs (UIKit-3512.30.14 and 3512.60.7; 541 in 3512.29.5)":
        "iOS 9 的崩溃日志（UIKit-3512.30.14 和 3512.60.7；3512.29.5 中是 541）",
    ],
    assertionSentence: { file, line, seenIn in
      "UIKit 用断言检查这一点，所以控制台会先说出位置（在\(seenIn)中是 \(file):\(line)；"
        + "更早的控制台会打印文件完整的构建路径和其他行号）。"
    })

  static let chineseSources: [String: String] = [
    "logs in GitHub issues, e.g. pointfreeco/swift-composable-architecture#1111, SwiftUIX/SwiftUIX#360 and #387":
      "GitHub issue 中的日志，例如 pointfreeco/swift-composable-architecture#1111、SwiftUIX/SwiftUIX#360 和 #387",
    "crash logs in GitHub issues, e.g. matghazaryan/AMSlideMenu2#162, ivnsch/SwiftCharts#350":
      "GitHub issue 中的崩溃日志，例如 matghazaryan/AMSlideMenu2#162、ivnsch/SwiftCharts#350",
    "console pastes in GitHub issues, e.g. kevin-lyn/STPopup#140, JonasGessner/JGProgressHUD#120":
      "GitHub issue 中粘贴的控制台输出，例如 kevin-lyn/STPopup#140、JonasGessner/JGProgressHUD#120",
    "Apple documentation, as quoted in a translation": "Apple 文档，引自一篇译文",
    "E-P1's verified text; the check is on the source view": "E-P1 已核实的文字；检查的是来源视图",
    "Human Interface Guidelines": "《人机界面指南》",
    "SDK headers; compiler output": "SDK 头文件；编译器输出",
    "compiler output quoted by developers": "开发者引用的编译器输出",
    "Swift runtime sources (Casting.cpp)": "Swift 运行时源码（Casting.cpp）",
    "Swift runtime sources; era approximate": "Swift 运行时源码；时期为近似",
    "a console paste of the sentence; the prefix of 0.5": "这句话的一份控制台粘贴；0.5 的前缀",
    "a developer's note; the exception name is approximate": "一位开发者的笔记；异常名称为近似",
    "console paste": "控制台粘贴",
    "console pastes": "控制台粘贴",
    "console pastes; format string in app source": "控制台粘贴；App 源码中的格式字符串",
    "crash log": "崩溃日志",
    "crash logs of iOS 7 apps": "iOS 7 App 的崩溃日志",
    "crash logs of iOS 9 apps": "iOS 9 App 的崩溃日志",
    "crash logs of iOS 8 iPads (E-P1's text)": "iOS 8 iPad 的崩溃日志（E-P1 的文字）",
    "crash logs; the version it began in is approximate": "崩溃日志；开始的版本为近似",
    "AlertLab's words": "AlertLab 自己的话",
    "crash logs; the version range is approximate": "崩溃日志；版本范围为近似",
    "decompiled UIKit": "反编译的 UIKit",
    "decompiled UIKit (a Warning log, once)": "反编译的 UIKit（一条 Warning 日志，只一次）",
    "decompiled UIKit of iOS 26; E-P1's text": "反编译的 iOS 26 UIKit；E-P1 的文字",
    "decompiled UIKit; Apple documentation": "反编译的 UIKit；Apple 文档",
    "decompiled UIKit; crash log": "反编译的 UIKit；崩溃日志",
    "decompiled UIKit; developer report": "反编译的 UIKit；开发者报告",
    "decompiled UIKit; developer reports": "反编译的 UIKit；开发者报告",
    "format string in app source": "App 源码中的格式字符串",
    "format string; exception name approximate": "格式字符串；异常名称为近似",
    "no source shows the check": "没有来源显示这项检查",
    "no source; the prefix of 0.5": "没有来源；0.5 的前缀",
    "seed 001 quotes it byte for byte": "种子文章 001 逐字节引用",
    "the Objective-C runtime's message; not in the catalog": "Objective-C 运行时的消息；不在目录中",
    "the behaviour: Apple documentation": "行为：Apple 文档",
    "the behaviour: HIG and developer observations": "行为：HIG 和开发者的观察",
    "the behaviour: decompiled UIKit": "行为：反编译的 UIKit",
    "the behaviour: decompiled UIKit of iOS 18 and 26": "行为：反编译的 iOS 18 和 26 UIKit",
    "the behaviour: decompiled UIKit; Apple documentation": "行为：反编译的 UIKit；Apple 文档",
    "the exception's name and reason were not found": "没有找到异常的名称和原因",
    "the message is the standard library's": "消息来自标准库",
    "Swift standard library (ErrorType.swift)": "Swift 标准库（ErrorType.swift）",
    "Swift standard library (Assert.swift)": "Swift 标准库（Assert.swift）",
    "the Swift runtime (CheckedContinuation.swift), compiled and run with swiftc 6.3":
      "Swift 运行时（CheckedContinuation.swift），用 swiftc 6.3 编译并运行",
    "two buttons in the order added; not confirmed": "两个按钮按添加的顺序；未经证实",
    "Swift's optional chaining": "Swift 的可选链",
  ]
}
