import AlertLabTutor

extension OwnWords {
  /// Every list of patterns, each searched on its own (a text is translated by the first
  /// pattern of its list that it follows).
  static let catalogs: [[OwnWords]] = [
    every, tutor, connections, objectiveC, handlerNames, shell, handout, savingProgress,
    nothingMore, goalErrors, refusals,
  ]

  /// The world's and the interpreter's notes about the learner's own view controller and
  /// the gestures that do nothing.
  static let notes: [OwnWords] = [
    OwnWords(
      english:
        "self is now of class {1} ({2}): its {3} ran. :undo, or :reset, brings back the plain "
        + "ViewController.",
      chinese: "self 现在是 {1}（{2}）：它的 {3} 已运行。:undo 或 :reset 可以换回原来的 ViewController。",
      hindi: "self अब एक {1} ({2}) है: उसके {3} चले। :undo, या :reset, सादा ViewController वापस लाता है।"),
    OwnWords(
      english: "self is now of class {1} ({2}). :undo, or :reset, brings back the plain "
        + "ViewController.",
      chinese: "self 现在是 {1}（{2}）。:undo 或 :reset 可以换回原来的 ViewController。",
      hindi: "self अब एक {1} ({2}) है। :undo, या :reset, सादा ViewController वापस लाता है।"),
    OwnWords(
      english: "Connected: {1}.", chinese: "已连接：{1}。", hindi: "जुड़े: {1}।",
      parts: connections),
    OwnWords(
      english: "The statement that waited at 'await' went on: {1}",
      chinese: "停在“await”处等待的语句继续运行了：{1}",
      hindi: "'await' पर रुका स्टेटमेंट आगे चला: {1}"),
    OwnWords(
      english: "This statement waits at 'await': it goes on when what it awaits is done (an "
        + "alert's button, :wait for Task.sleep).",
      chinese: "这条语句停在“await”处等待：它等待的事完成后（提醒框的按钮，或用 :wait 等过 Task.sleep）就会继续。",
      hindi: "यह स्टेटमेंट 'await' पर रुका है: जिसका वह इंतज़ार करता है वह पूरा होते ही (अलर्ट का बटन, "
        + "Task.sleep के लिए :wait) आगे चलेगा।"),
    OwnWords(
      english: "Tasks that were waiting ran on in what was undone. A task's code cannot go back, "
        + "so AlertLab stopped them for good: they will not go on, nor will code awaiting them.",
      chinese: "有等待中的任务在被撤销的部分里继续运行了。任务的代码无法倒回，所以 AlertLab 永久停止了它们："
        + "它们不会再继续，等待它们的代码也不会。",
      hindi: "इंतज़ार कर रहे कुछ टास्क उस हिस्से में आगे चले जो पूर्ववत हुआ। टास्क का कोड पीछे नहीं जा "
        + "सकता, इसलिए AlertLab ने उन्हें हमेशा के लिए रोक दिया: वे आगे नहीं चलेंगे, न ही उनका इंतज़ार "
        + "करने वाला कोड।"),
    OwnWords(
      english: "The task waiting for this continuation was stopped for good when its work was "
        + "undone: resuming it does nothing.",
      chinese: "等待这个 continuation 的任务在它的工作被撤销时已被永久停止：恢复它没有任何作用。",
      hindi: "इस continuation का इंतज़ार करने वाला टास्क उसका काम पूर्ववत होने पर हमेशा के लिए रोक दिया "
        + "गया था: इसे resume करने से कुछ नहीं होता।"),
    OwnWords(
      english: "@IBOutlet {1} stays nil: the scene has no control of that name or type.",
      chinese: "@IBOutlet {1} 保持为 nil：场景中没有这个名字或类型的控件。",
      hindi: "@IBOutlet {1} nil रहता है: सीन में उस नाम या टाइप का कोई कंट्रोल नहीं।"),
    OwnWords(
      english: "[AlertLab] UIKit raises an exception here because {1} does not override {2}. "
        + "UIKit's exact message is not known.",
      chinese: "[AlertLab] UIKit 在这里抛出异常，因为 {1} 没有重写 {2}。UIKit 的确切消息不得而知。",
      hindi: "[AlertLab] UIKit यहाँ एक्सेप्शन उठाता है क्योंकि {1} {2} को ओवरराइड नहीं करता। UIKit का "
        + "ठीक संदेश ज्ञात नहीं है।"),
    OwnWords(
      english: "No source shows what UIKit does with a popover presentation whose "
        + "permittedArrowDirections is .unknown (UIPopoverController raises an exception for "
        + "it; Apple says not to use it). AlertLab lets the popover take any side.",
      chinese: "没有任何来源说明 UIKit 如何处理 permittedArrowDirections 为 .unknown 的弹出框呈现"
        + "（UIPopoverController 会为此抛出异常；Apple 说不要使用它）。AlertLab 让弹出框选择任意一边。",
      hindi: "कोई स्रोत नहीं बताता कि UIKit उस पॉपओवर प्रस्तुति के साथ क्या करता है जिसकी "
        + "permittedArrowDirections .unknown है (UIPopoverController इसके लिए एक्सेप्शन उठाता है; "
        + "Apple कहता है इसे इस्तेमाल न करें)। AlertLab पॉपओवर को कोई भी तरफ़ चुनने देता है।"),
    OwnWords(
      english: "The tap on \"{1}\" landed outside the popover, which took it as a tap outside; "
        + "the control is not in the popover's passthroughViews, so it did not get the tap.",
      chinese: "对“{1}”的点击落在弹出框外，弹出框把它当作一次外部点击；这个控件不在弹出框的 passthroughViews 中，"
        + "所以它没有收到这次点击。",
      hindi: "\"{1}\" पर टैप पॉपओवर के बाहर पड़ा, जिसे पॉपओवर ने बाहर का टैप माना; यह कंट्रोल "
        + "पॉपओवर के passthroughViews में नहीं है, इसलिए उसे टैप नहीं मिला।"),
    OwnWords(
      english: "This action is already in another alert controller. UIKit adds it here too and "
        + "raises nothing (its addAction: checks only for a second cancel action); the action "
        + "now belongs to this controller. What a tap on it then does is in no source AlertLab "
        + "knows: AlertLab dismisses the alert on screen and runs the handler.",
      chinese: "这个动作已经在另一个警告控制器里。UIKit 也把它加到这里，并且不抛出异常（它的 addAction: "
        + "只检查同一控制器中的第二个取消动作）；这个动作现在属于这个控制器。之后点击它会怎样，AlertLab "
        + "所知的资料都没有说明：AlertLab 会关闭屏幕上的警告框并运行处理程序。",
      hindi: "यह ऐक्शन पहले से दूसरे अलर्ट कंट्रोलर में है। UIKit इसे यहाँ भी जोड़ देता है और कोई "
        + "एक्सेप्शन नहीं उठाता (उसका addAction: सिर्फ़ दूसरे cancel ऐक्शन की जाँच करता है); अब यह "
        + "ऐक्शन इसी कंट्रोलर का है। उसके बाद इस पर टैप करने से क्या होता है, यह AlertLab के किसी "
        + "स्रोत में नहीं है: AlertLab स्क्रीन पर दिख रहा अलर्ट बंद करता है और हैंडलर चलाता है।"),
    OwnWords(
      english: "The {1} is already visible: showing it again does nothing.",
      chinese: "{1} 已经显示：再次显示它不会有任何效果。",
      hindi: "{1} पहले से दिख रहा है: उसे फिर से दिखाने से कुछ नहीं होता।"),
  ]

  /// One connection of a pasted view controller's outlets and actions.
  static let connections: [OwnWords] = [
    OwnWords(
      english: "@IBOutlet {1} → the \"{2}\" item", chinese: "@IBOutlet {1} → “{2}”栏按钮项",
      hindi: "@IBOutlet {1} → \"{2}\" आइटम"),
    OwnWords(
      english: "@IBOutlet {1} → the \"{2}\" button", chinese: "@IBOutlet {1} → “{2}”按钮",
      hindi: "@IBOutlet {1} → \"{2}\" बटन"),
    OwnWords(
      english: "@IBAction {1} ← :tap \"{2}\"", chinese: "@IBAction {1} ← :tap \"{2}\"",
      hindi: "@IBAction {1} ← :tap \"{2}\""),
    OwnWords(
      english: "@IBOutlet {1} → a label added to the view (the scene had none, a storyboard would)",
      chinese: "@IBOutlet {1} → 添加到视图中的一个标签（场景中没有；故事板里会有）",
      hindi: "@IBOutlet {1} → व्यू में जोड़ा गया एक लेबल (सीन में नहीं था; स्टोरीबोर्ड में होता)"),
    OwnWords(
      english:
        "@IBOutlet {1} → a text field added to the view (the scene had none, a storyboard would)",
      chinese: "@IBOutlet {1} → 添加到视图中的一个文本框（场景中没有；故事板里会有）",
      hindi: "@IBOutlet {1} → व्यू में जोड़ा गया एक टेक्स्ट फ़ील्ड (सीन में नहीं था; स्टोरीबोर्ड में होता)"),
    OwnWords(
      english:
        "@IBOutlet {1} → a date picker added to the view (the scene had none, a storyboard would)",
      chinese: "@IBOutlet {1} → 添加到视图中的一个日期选择器（场景中没有；故事板里会有）",
      hindi: "@IBOutlet {1} → व्यू में जोड़ा गया एक डेट पिकर (सीन में नहीं था; स्टोरीबोर्ड में होता)"),
    OwnWords(
      english:
        "@IBOutlet {1} → a table view added to the view (the scene had none, a storyboard would)",
      chinese: "@IBOutlet {1} → 添加到视图中的一个表格视图（场景中没有；故事板里会有）",
      hindi: "@IBOutlet {1} → व्यू में जोड़ा गया एक टेबल व्यू (सीन में नहीं था; स्टोरीबोर्ड में होता)"),
  ]

  /// The notes of the Objective-C front end on what each construct is in Swift, most
  /// specific first.
  static let objectiveC: [OwnWords] = [
    OwnWords(
      english: "'&x' passes the variable 'x' for the method to write: 'inout' in Swift",
      chinese: "“&x”把变量“x”交给方法去写入：在 Swift 中是“inout”",
      hindi: "'&x' वेरिएबल 'x' को मेथड को लिखने के लिए देता है: Swift में 'inout'"),
    OwnWords(
      english: "'{1}' is '{2}' in Swift: there is no self to assign, test or return",
      chinese: "“{1}”在 Swift 中写作“{2}”：没有要赋值、检查或返回的 self",
      hindi: "Swift में '{1}' को '{2}' लिखते हैं: self को असाइन, जाँचना या लौटाना नहीं होता"),
    OwnWords(
      english: "'{1}' overrides '{2}' in Swift", chinese: "“{1}”在 Swift 中重写“{2}”",
      hindi: "Swift में '{1}' '{2}' को ओवरराइड करता है"),
    OwnWords(
      english: "'{1}' is '{2}' in Swift, which calls the superclass's itself",
      chinese: "“{1}”在 Swift 中是“{2}”，它会自己调用父类的版本",
      hindi: "Swift में '{1}' '{2}' है, जो सुपरक्लास वाला खुद कॉल करता है"),
    OwnWords(
      english: "'{1}' for no options is '{2}' in Swift", chinese: "表示没有选项的“{1}”在 Swift 中是“{2}”",
      hindi: "कोई विकल्प नहीं के लिए '{1}' Swift में '{2}' है"),
    OwnWords(
      english: "'{1}' is '{2}' in Swift: no nil ends the list",
      chinese: "“{1}”在 Swift 中是“{2}”：列表不以 nil 结尾",
      hindi: "Swift में '{1}' '{2}' है: सूची nil से ख़त्म नहीं होती"),
    OwnWords(
      english: "'{1}' and '{2}' are '{3}' in Swift ('{4}' for a dictionary)",
      chinese: "“{1}”和“{2}”在 Swift 中是“{3}”（字典是“{4}”）",
      hindi: "Swift में '{1}' और '{2}' '{3}' हैं (डिक्शनरी के लिए '{4}')"),
    OwnWords(
      english: "'{1}' and '{2}' are the number itself in Swift",
      chinese: "“{1}”和“{2}”在 Swift 中就是这个数本身", hindi: "Swift में '{1}' और '{2}' बस वही संख्या हैं"),
    OwnWords(
      english: "'{1}' is '{2}' in Swift ('{3}' is '{4}')",
      chinese: "“{1}”在 Swift 中是“{2}”（“{3}”是“{4}”）", hindi: "Swift में '{1}' '{2}' है ('{3}' '{4}' है)"),
    OwnWords(
      english: "'{1}' (no other buttons) is left out in Swift",
      chinese: "“{1}”（没有其他按钮）在 Swift 中省略", hindi: "Swift में '{1}' (कोई और बटन नहीं) छोड़ दिया जाता है"),
    OwnWords(
      english: "'{1}' is '{2}' in Swift, and '{3}' of a C array is '{4}'",
      chinese: "“{1}”在 Swift 中是“{2}”，C 数组的“{3}”是“{4}”",
      hindi: "Swift में '{1}' '{2}' है, और C ऐरे का '{3}' '{4}' है"),
    OwnWords(
      english: "a C array '{1}' is a Swift array '{2}'", chinese: "C 数组“{1}”是 Swift 数组“{2}”",
      hindi: "C ऐरे '{1}' एक Swift ऐरे '{2}' है"),
    OwnWords(
      english: "a block variable '{1}' is a closure '{2}'", chinese: "块变量“{1}”是闭包“{2}”",
      hindi: "ब्लॉक वेरिएबल '{1}' एक क्लोज़र '{2}' है"),
    OwnWords(
      english: "a pointer to a variable '{1}' is an '{2}' parameter in Swift",
      chinese: "指向变量的指针“{1}”在 Swift 中是“{2}”参数",
      hindi: "वेरिएबल का पॉइंटर '{1}' Swift में '{2}' पैरामीटर है"),
    OwnWords(
      english: "a class property's '{1}' is '{2}' in Swift",
      chinese: "类属性的“{1}”在 Swift 中写作“{2}”", hindi: "Swift में class property के '{1}' को '{2}' लिखते हैं"),
    OwnWords(
      english: "'{1}' is not needed in Swift: a 'var' has its storage",
      chinese: "Swift 中不需要“{1}”：“var”自带存储", hindi: "Swift में '{1}' की ज़रूरत नहीं: 'var' का अपना स्टोरेज होता है"),
    OwnWords(
      english: "'{1}' is the body of '{2}' in Swift", chinese: "“{1}”在 Swift 中就是“{2}”的主体",
      hindi: "Swift में '{1}' '{2}' की बॉडी है"),
    OwnWords(
      english: "'{1}' reads the same in Swift", chinese: "“{1}”在 Swift 中写法相同",
      hindi: "Swift में '{1}' वैसा ही लिखा जाता है"),
    OwnWords(
      english: "'{1}' is the value itself in Swift", chinese: "“{1}”在 Swift 中就是这个值本身",
      hindi: "Swift में '{1}' बस वही मान है"),
    OwnWords(
      english: "a block '{1}' is a closure '{2}' in Swift", chinese: "块“{1}”在 Swift 中是闭包“{2}”",
      hindi: "Swift में ब्लॉक '{1}' एक क्लोज़र '{2}' है"),
    OwnWords(
      english: "a block copies the variables it uses when it is made: '{1}' in a Swift closure",
      chinese: "块在创建时复制它用到的变量：在 Swift 闭包中写作“{1}”",
      hindi: "ब्लॉक बनते समय अपने इस्तेमाल किए वेरिएबल कॉपी कर लेता है: Swift क्लोज़र में '{1}'"),
    OwnWords(
      english: "'YES' and 'NO' are true and false in Swift",
      chinese: "“YES”和“NO”在 Swift 中是 true 和 false", hindi: "Swift में 'YES' और 'NO' true और false हैं"),
    OwnWords(
      english: "'NULL' and 'nil' are nil in Swift", chinese: "“NULL”和“nil”在 Swift 中都是 nil",
      hindi: "Swift में 'NULL' और 'nil' nil हैं"),
    OwnWords(
      english: "'{1}' and '{2}' are '{3}' in Swift", chinese: "“{1}”和“{2}”在 Swift 中写作“{3}”",
      hindi: "Swift में '{1}' और '{2}' को '{3}' लिखते हैं"),
    OwnWords(
      english: "Objective-C compiles nil for a parameter Swift does not make optional; UIKit "
        + "gets the nil at run time and decides what happens (in Swift this line would not "
        + "compile)",
      chinese: "Objective-C 允许把 nil 传给 Swift 中不是可选类型的参数；UIKit 在运行时收到这个 nil，"
        + "由它决定会发生什么（在 Swift 中这一行无法编译）",
      hindi: "Objective-C ऐसे पैरामीटर में nil कम्पाइल कर देता है जिसे Swift optional नहीं बनाता; "
        + "UIKit को वह nil रन टाइम पर मिलता है और वही तय करता है कि क्या होगा (Swift में यह लाइन "
        + "कम्पाइल नहीं होती)"),
    OwnWords(
      english: "a nil-terminated list ('{1}') is a variadic list without the nil in Swift",
      chinese: "以 nil 结尾的列表（“{1}”）在 Swift 中是不带 nil 的可变参数列表",
      hindi: "Swift में nil पर ख़त्म होने वाली सूची ('{1}') बिना nil की variadic सूची है"),
    OwnWords(
      english: "'{1}' calls a method: '{2}' in Swift", chinese: "“{1}”调用一个方法：在 Swift 中写作“{2}”",
      hindi: "'{1}' एक मेथड कॉल करता है: Swift में '{2}'"),
    OwnWords(
      english: "Swift has no C 'for (;;)' loop: it is a 'while' loop",
      chinese: "Swift 没有 C 的“for (;;)”循环：它是一个“while”循环",
      hindi: "Swift में C का 'for (;;)' लूप नहीं है: यह एक 'while' लूप है"),
    OwnWords(
      english: "a C 'case' without 'break' runs into the next: 'fallthrough' in Swift",
      chinese: "C 中没有“break”的“case”会继续执行下一个：在 Swift 中写作“fallthrough”",
      hindi: "C में बिना 'break' का 'case' अगले में चला जाता है: Swift में 'fallthrough'"),
    OwnWords(
      english: "Swift's 'switch' needs no 'break' and must cover every value ('default')",
      chinese: "Swift 的“switch”不需要“break”，并且必须覆盖所有值（“default”）",
      hindi: "Swift के 'switch' को 'break' नहीं चाहिए और उसे हर मान कवर करना होता है ('default')"),
    OwnWords(
      english: "a '__block' variable is shared with blocks: Swift closures share every variable",
      chinese: "“__block”变量与块共享：Swift 闭包共享所有变量",
      hindi: "'__block' वेरिएबल ब्लॉकों के साथ साझा होता है: Swift क्लोज़र हर वेरिएबल साझा करते हैं"),
    OwnWords(
      english: "'{1}' is '{2}' in Swift (or 'var' when it changes)",
      chinese: "“{1}”在 Swift 中写作“{2}”（值会改变时用“var”）",
      hindi: "Swift में '{1}' को '{2}' लिखते हैं (बदलने पर 'var')"),
    OwnWords(
      english: "'{1}' is '{2}' in Swift (or print)", chinese: "“{1}”在 Swift 中写作“{2}”（或者用 print）",
      hindi: "Swift में '{1}' को '{2}' लिखते हैं (या print)"),
    OwnWords(
      english: "'{1}' is '{2}' ({3}) in Swift", chinese: "“{1}”在 Swift 中写作“{2}”（{3}）",
      hindi: "Swift में '{1}' को '{2}' ({3}) लिखते हैं"),
    OwnWords(
      english: "'{1}' is a '{2}' in Swift", chinese: "“{1}”在 Swift 中是“{2}”",
      hindi: "Swift में '{1}' एक '{2}' है"),
    OwnWords(
      english: "'{1}' is '{2}' in Swift", chinese: "“{1}”在 Swift 中写作“{2}”",
      hindi: "Swift में '{1}' को '{2}' लिखते हैं"),
    OwnWords(
      english: "'{1}' is {2} in Swift", chinese: "“{1}”在 Swift 中写作 {2}",
      hindi: "Swift में '{1}' को {2} लिखते हैं"),
  ]

  /// How the interpreter names a handler UIKit called (`the handler of action "OK"`).
  static let handlerNames: [OwnWords] =
    [
      OwnWords(
        english: "{1} (func '{2}')", chinese: "{1}（func '{2}'）", hindi: "{1} (func '{2}')",
        parts: handlerKinds),
      OwnWords(english: "func '{1}'", chinese: "func '{1}'", hindi: "func '{1}'"),
    ] + memberNames + handlerKinds

  /// How the interpreter names a member of the learner's type a crash happened in
  /// (`method 'Model.item(at:)'`).
  static let memberNames: [OwnWords] = [
    OwnWords(
      english: "method '{1}.{2}'", chinese: "方法 '{1}.{2}'", hindi: "मेथड '{1}.{2}'"),
    OwnWords(
      english: "initializer '{1}.{2}'", chinese: "初始化器 '{1}.{2}'",
      hindi: "इनिशियलाइज़र '{1}.{2}'"),
    OwnWords(
      english: "getter of '{1}.{2}'", chinese: "'{1}.{2}' 的 getter", hindi: "'{1}.{2}' का getter"),
    OwnWords(
      english: "setter of '{1}.{2}'", chinese: "'{1}.{2}' 的 setter", hindi: "'{1}.{2}' का setter"),
    OwnWords(
      english: "willSet of '{1}.{2}'", chinese: "'{1}.{2}' 的 willSet",
      hindi: "'{1}.{2}' का willSet"),
    OwnWords(
      english: "didSet of '{1}.{2}'", chinese: "'{1}.{2}' 的 didSet", hindi: "'{1}.{2}' का didSet"),
  ]

  static let handlerKinds: [OwnWords] = [
    OwnWords(english: "a closure", chinese: "一个闭包", hindi: "एक क्लोज़र"),
    OwnWords(english: "a task", chinese: "一个任务", hindi: "एक टास्क"),
    OwnWords(
      english: "the handler of action \"{1}\"", chinese: "操作“{1}”的处理程序",
      hindi: "ऐक्शन \"{1}\" का हैंडलर"),
    OwnWords(
      english: "the configuration handler of a text field", chinese: "文本框的配置处理程序",
      hindi: "टेक्स्ट फ़ील्ड का configuration हैंडलर"),
  ]

  /// The shell's own lines about a handler that failed, the clock and a script's first line.
  static let shell: [OwnWords] = [
    OwnWords(
      english: "{1} is undone: {2} stopped at line {3}, and the app is as it was before the "
        + "gesture (the same screen and variables; what it printed stays printed)",
      chinese: "{1} 已撤销：{2}在第 {3} 行停止，App 回到了这个手势之前的样子（屏幕和变量都相同；已打印的内容保留）",
      hindi: "{1} पूर्ववत किया गया: {2} पंक्ति {3} पर रुका, और ऐप वैसा ही है जैसा जेस्चर से पहले था "
        + "(वही स्क्रीन और वेरिएबल; जो छपा वह छपा रहता है)"),
    OwnWords(
      english: "{1} is undone: {2} stopped, and the app is as it was before the gesture (the "
        + "same screen and variables; what it printed stays printed)",
      chinese: "{1} 已撤销：{2}停止了，App 回到了这个手势之前的样子（屏幕和变量都相同；已打印的内容保留）",
      hindi: "{1} पूर्ववत किया गया: {2} रुका, और ऐप वैसा ही है जैसा जेस्चर से पहले था "
        + "(वही स्क्रीन और वेरिएबल; जो छपा वह छपा रहता है)"),
    OwnWords(english: "{1} stopped here", chinese: "{1}在这里停止", hindi: "{1} यहाँ रुका"),
    OwnWords(english: "in {1}: ", chinese: "在 {1} 中：", hindi: "{1} में: "),
    OwnWords(
      english: "… ({1} more)", chinese: "…（还有 {1} 条）", hindi: "… ({1} और)"),
    OwnWords(
      english: "Usage: :wait SECONDS, from 0 to 86400, for example :wait 2 or :wait 0.5: the "
        + "app's clock moves on and the work waiting on it runs.",
      chinese: "用法：:wait 秒数，从 0 到 86400，例如 :wait 2 或 :wait 0.5：App 的时钟向前走，等待它的工作随之运行。",
      hindi: "उपयोग: :wait SECONDS, 0 से 86400 तक, जैसे :wait 2 या :wait 0.5: ऐप की घड़ी आगे बढ़ती है "
        + "और उस पर इंतज़ार कर रहा काम चलता है।"),
    OwnWords(
      english: "The clock is at {1} s: 1 piece of work ran, nothing is waiting.",
      chinese: "时钟在 {1} 秒：运行了 1 项工作，没有等待中的工作。",
      hindi: "घड़ी {1} s पर है: 1 काम चला, कुछ इंतज़ार में नहीं।"),
    OwnWords(
      english: "The clock is at {1} s: 1 piece of work ran, {2} still waiting.",
      chinese: "时钟在 {1} 秒：运行了 1 项工作，还有 {2} 项在等待。",
      hindi: "घड़ी {1} s पर है: 1 काम चला, {2} अब भी इंतज़ार में।"),
    OwnWords(
      english: "The clock is at {1} s: {2} pieces of work ran, nothing is waiting.",
      chinese: "时钟在 {1} 秒：运行了 {2} 项工作，没有等待中的工作。",
      hindi: "घड़ी {1} s पर है: {2} काम चले, कुछ इंतज़ार में नहीं।"),
    OwnWords(
      english: "The clock is at {1} s: {2} pieces of work ran, {3} still waiting.",
      chinese: "时钟在 {1} 秒：运行了 {2} 项工作，还有 {3} 项在等待。",
      hindi: "घड़ी {1} s पर है: {2} काम चले, {3} अब भी इंतज़ार में।"),
    OwnWords(
      english: "AlertLab stopped after {1} (a timer that fires often?); :wait again to go on.",
      chinese: "AlertLab 在 {1} 项之后停下了（是不是有个频繁触发的计时器？）；再次 :wait 继续。",
      hindi: "AlertLab {1} के बाद रुक गया (कोई टाइमर जो बार-बार चलता है?); आगे बढ़ने के लिए फिर :wait करें।"),
  ]

  /// A lesson handout's own words.
  static let handout: [OwnWords] = [
    OwnWords(english: "From: {1}", chinese: "来源：{1}", hindi: "स्रोत: {1}"),
    OwnWords(
      english: "Starts on: {1}, iOS {2}", chinese: "起始环境：{1}，iOS {2}",
      hindi: "शुरुआत: {1}, iOS {2}"),
    OwnWords(
      english: "Step {1} of {2}: {3}", chinese: "第 {1} 步（共 {2} 步）：{3}",
      hindi: "चरण {1} / {2}: {3}"),
    OwnWords(english: "Type:", chinese: "输入：", hindi: "टाइप करें:"),
    OwnWords(english: "The console shows:", chinese: "控制台显示：", hindi: "कंसोल दिखाता है:"),
    OwnWords(english: "The screen:", chinese: "屏幕：", hindi: "स्क्रीन:"),
    OwnWords(
      english: "You are done when:", chinese: "满足以下条件即完成：", hindi: "काम पूरा होता है जब:"),
  ]
}
