extension OwnWords {
  /// Every pattern the shell translates the interpreter's and the world's notes by: the
  /// catalog's, then these.
  static let every: [OwnWords] = all + interpreter + notes + app

  /// What the interpreter says of what AlertLab simulates only in part, and of the work it
  /// stops (a loop, a string or a value grown past its bounds).
  static let interpreter: [OwnWords] = [
    OwnWords(
      english: "AlertLab cannot assign through a subscript; assign to a variable instead",
      chinese: "AlertLab 不能通过下标赋值；请改为给变量赋值",
      hindi: "AlertLab subscript के ज़रिए असाइन नहीं कर सकता; उसकी जगह किसी वेरिएबल को असाइन करें"),
    OwnWords(
      english: "'{1}()' is a method in Swift 2; today's Swift reads the property '{2}'",
      chinese: "“{1}()”在 Swift 2 中是方法；如今的 Swift 读取属性“{2}”",
      hindi: "Swift 2 में '{1}()' एक मेथड है; आज का Swift प्रॉपर्टी '{2}' पढ़ता है"),
    OwnWords(
      english: "'.Up | .Down' is Swift 1's way to combine options; today's Swift writes a set: "
        + "[.up, .down]",
      chinese: "“.Up | .Down”是 Swift 1 组合选项的写法；如今的 Swift 写成集合：[.up, .down]",
      hindi: "'.Up | .Down' विकल्प जोड़ने का Swift 1 का तरीका है; आज का Swift सेट लिखता है: [.up, .down]"),
    OwnWords(
      english: "AlertLab does not draw shadows: 'layer.{1}' changes nothing on this screen",
      chinese: "AlertLab 不绘制阴影：“layer.{1}”在这个屏幕上不改变任何东西",
      hindi: "AlertLab छायाएँ नहीं बनाता: 'layer.{1}' से इस स्क्रीन पर कुछ नहीं बदलता"),
    OwnWords(
      english: "AlertLab does not simulate C's '{1}' operator (pointers and bits)",
      chinese: "AlertLab 不模拟 C 的“{1}”运算符（指针和位运算）",
      hindi: "AlertLab C का '{1}' ऑपरेटर सिम्युलेट नहीं करता (पॉइंटर और बिट)"),
    OwnWords(
      english: "AlertLab does not simulate `{1}`; the rest of this statement ran (setting it "
        + "changes nothing on this screen)",
      chinese: "AlertLab 不模拟 `{1}`；这条语句的其余部分已运行（设置它不会改变这个屏幕上的任何东西）",
      hindi: "AlertLab `{1}` सिम्युलेट नहीं करता; इस स्टेटमेंट का बाक़ी हिस्सा चला (उसे सेट करने से इस "
        + "स्क्रीन पर कुछ नहीं बदलता)"),
    OwnWords(
      english: "AlertLab does not simulate `{1}`; the rest of this statement ran",
      chinese: "AlertLab 不模拟 `{1}`；这条语句的其余部分已运行",
      hindi: "AlertLab `{1}` सिम्युलेट नहीं करता; इस स्टेटमेंट का बाक़ी हिस्सा चला"),
    OwnWords(
      english: "AlertLab does not simulate `{1}`; nothing ran",
      chinese: "AlertLab 不模拟 `{1}`；什么都没有运行", hindi: "AlertLab `{1}` सिम्युलेट नहीं करता; कुछ नहीं चला"),
    OwnWords(
      // The placeholder holds `{key: value}`.
      english: "AlertLab does not simulate dictionaries yet: '@{1}' is [key: value] in Swift",
      chinese: "AlertLab 还不模拟字典：“@{1}”在 Swift 中是 [key: value]",
      hindi: "AlertLab अभी डिक्शनरी सिम्युलेट नहीं करता: '@{1}' Swift में [key: value] है"),
    OwnWords(
      english: "AlertLab does not simulate key-value coding for the key '{1}' of {2} (it "
        + "simulates {3}); nothing ran",
      chinese: "AlertLab 不模拟 {2} 的键“{1}”的键值编码（它模拟的是 {3}）；什么都没有运行",
      hindi: "AlertLab {2} की key '{1}' के लिए key-value coding सिम्युलेट नहीं करता (वह {3} सिम्युलेट "
        + "करता है); कुछ नहीं चला"),
    OwnWords(
      english: "AlertLab does not simulate key-value coding for the key '{1}' of {2}; nothing ran",
      chinese: "AlertLab 不模拟 {2} 的键“{1}”的键值编码；什么都没有运行",
      hindi: "AlertLab {2} की key '{1}' के लिए key-value coding सिम्युलेट नहीं करता; कुछ नहीं चला"),
    OwnWords(
      english: "AlertLab does not simulate variadic methods", chinese: "AlertLab 不模拟可变参数方法",
      hindi: "AlertLab variadic मेथड सिम्युलेट नहीं करता"),
    OwnWords(
      english: "AlertLab has no camera: the picker shows the photo library",
      chinese: "AlertLab 没有相机：选择器显示的是照片图库",
      hindi: "AlertLab के पास कैमरा नहीं है: पिकर फ़ोटो लाइब्रेरी दिखाता है"),
    OwnWords(
      english: "AlertLab keeps 'self' at the root of its one window: present the controller "
        + "from self instead",
      chinese: "AlertLab 让“self”始终是它唯一窗口的根：请改为从 self 呈现这个控制器",
      hindi: "AlertLab 'self' को अपनी एकमात्र विंडो की जड़ में रखता है: कंट्रोलर को self से प्रेज़ेंट करें"),
    OwnWords(
      english: "AlertLab assigns to one array element at a time",
      chinese: "AlertLab 一次只给数组的一个元素赋值",
      hindi: "AlertLab एक बार में ऐरे के एक ही एलिमेंट को असाइन करता है"),
    OwnWords(
      english: "AlertLab makes a Set from an array or another set",
      chinese: "AlertLab 只能用数组或另一个集合创建 Set",
      hindi: "AlertLab Set किसी ऐरे या दूसरे सेट से बनाता है"),
    OwnWords(
      english: "AlertLab simulates protocols declared at the top level only",
      chinese: "AlertLab 只模拟在顶层声明的协议",
      hindi: "AlertLab सिर्फ़ टॉप लेवल पर घोषित प्रोटोकॉल सिम्युलेट करता है"),
    OwnWords(
      english: "AlertLab cannot read '{1}' here", chinese: "AlertLab 在这里不能读取“{1}”",
      hindi: "AlertLab यहाँ '{1}' नहीं पढ़ सकता"),
    OwnWords(
      english: "AlertLab creates '{1}' only with '{2}()'", chinese: "AlertLab 只能用“{2}()”创建“{1}”",
      hindi: "AlertLab '{1}' सिर्फ़ '{2}()' से बनाता है"),
    OwnWords(
      english: "AlertLab creates '{1}' values with '{2}(rawValue:)' or '.caseName'",
      chinese: "AlertLab 用“{2}(rawValue:)”或“.caseName”创建“{1}”的值",
      hindi: "AlertLab '{1}' वैल्यू '{2}(rawValue:)' या '.caseName' से बनाता है"),
    OwnWords(
      english: "AlertLab creates instances of classes that inherit from UIViewController only",
      chinese: "AlertLab 只能创建继承自 UIViewController 的类的实例",
      hindi: "AlertLab सिर्फ़ UIViewController से इनहेरिट करने वाली क्लासों के इंस्टेंस बनाता है"),
    OwnWords(
      english: "AlertLab does not know this popover controller",
      chinese: "AlertLab 不认识这个弹出框控制器", hindi: "AlertLab इस पॉपओवर कंट्रोलर को नहीं जानता"),
    OwnWords(
      // The braces are placeholders here: they hold `{ }` and `{ ... }`.
      english: "AlertLab does not simulate '#unavailable'; write 'if #available(...) {1} else "
        + "{2}'",
      chinese: "AlertLab 不模拟“#unavailable”；请写“if #available(...) {1} else {2}”",
      hindi: "AlertLab '#unavailable' सिम्युलेट नहीं करता; 'if #available(...) {1} else {2}' लिखें"),
    OwnWords(
      english: "AlertLab does not simulate '#{1}'", chinese: "AlertLab 不模拟“#{1}”",
      hindi: "AlertLab '#{1}' सिम्युलेट नहीं करता"),
    OwnWords(
      english: "AlertLab does not simulate '{1}' expressions; use an 'if' statement that "
        + "assigns a 'var'",
      chinese: "AlertLab 不模拟“{1}”表达式；请用一个给“var”赋值的“if”语句",
      hindi: "AlertLab '{1}' एक्सप्रेशन सिम्युलेट नहीं करता; ऐसा 'if' स्टेटमेंट लिखें जो किसी 'var' को असाइन करे"),
    OwnWords(
      english: "AlertLab does not simulate changing arrays; build the array at once",
      chinese: "AlertLab 不模拟修改数组；请一次建好整个数组",
      hindi: "AlertLab ऐरे बदलना सिम्युलेट नहीं करता; ऐरे एक बार में बनाएँ"),
    OwnWords(
      english: "AlertLab does not simulate conditional compilation ('#{1}'); use 'if "
        + "#available(iOS 8.0, *)' for iOS versions",
      chinese: "AlertLab 不模拟条件编译（“#{1}”）；区分 iOS 版本请用“if #available(iOS 8.0, *)”",
      hindi: "AlertLab कंडीशनल कम्पाइलेशन ('#{1}') सिम्युलेट नहीं करता; iOS संस्करणों के लिए "
        + "'if #available(iOS 8.0, *)' इस्तेमाल करें"),
    OwnWords(
      english: "AlertLab does not simulate dictionaries; the UIKit calls it simulates take no "
        + "dictionary arguments",
      chinese: "AlertLab 不模拟字典；它模拟的 UIKit 调用都不接受字典参数",
      hindi: "AlertLab डिक्शनरी सिम्युलेट नहीं करता; जिन UIKit कॉल को वह सिम्युलेट करता है वे डिक्शनरी आर्ग्युमेंट नहीं लेतीं"),
    OwnWords(
      english: "AlertLab does not simulate this method yet", chinese: "AlertLab 还不模拟这个方法",
      hindi: "AlertLab अभी यह मेथड सिम्युलेट नहीं करता"),
    OwnWords(
      english: "AlertLab does not simulate this presentation style",
      chinese: "AlertLab 不模拟这种呈现样式", hindi: "AlertLab यह प्रेज़ेंटेशन स्टाइल सिम्युलेट नहीं करता"),
    OwnWords(
      english: "AlertLab has no image files: UIImage(named: \"{1}\") is {2} × {3} points "
        + "(popover-arrow.png 30 × 20, popover-background.png 128 × 128, any other name 44 × 44).",
      chinese: "AlertLab 没有图片文件：UIImage(named: \"{1}\") 是 {2} × {3} 点"
        + "（popover-arrow.png 30 × 20，popover-background.png 128 × 128，其他名字 44 × 44）。",
      hindi: "AlertLab के पास इमेज फ़ाइलें नहीं हैं: UIImage(named: \"{1}\") {2} × {3} पॉइंट है "
        + "(popover-arrow.png 30 × 20, popover-background.png 128 × 128, कोई और नाम 44 × 44)।"),
    OwnWords(
      english: "AlertLab keeps a delegate's pointer arguments only while the delegate method runs",
      chinese: "AlertLab 只在代理方法运行期间保留代理的指针参数",
      hindi: "AlertLab डेलिगेट के पॉइंटर आर्ग्युमेंट सिर्फ़ तब तक रखता है जब तक डेलिगेट मेथड चलता है"),
    OwnWords(
      english: "AlertLab simulates 'stride' over numbers only",
      chinese: "AlertLab 只模拟数字上的“stride”", hindi: "AlertLab 'stride' सिर्फ़ संख्याओं पर सिम्युलेट करता है"),
    OwnWords(
      english: "AlertLab simulates 'super' only for UIViewController's life cycle (viewDidLoad, "
        + "viewWillAppear, ...) and UIView's layoutSubviews",
      chinese: "AlertLab 只为 UIViewController 的生命周期（viewDidLoad、viewWillAppear……）和 UIView 的 "
        + "layoutSubviews 模拟“super”",
      hindi: "AlertLab 'super' सिर्फ़ UIViewController के लाइफ़ साइकल (viewDidLoad, viewWillAppear, ...) "
        + "और UIView के layoutSubviews के लिए सिम्युलेट करता है"),
    OwnWords(
      english: "AlertLab simulates classes declared at the top level only",
      chinese: "AlertLab 只模拟在顶层声明的类", hindi: "AlertLab सिर्फ़ टॉप लेवल पर घोषित क्लासें सिम्युलेट करता है"),
    OwnWords(
      english: "AlertLab simulates enums declared at the top level only",
      chinese: "AlertLab 只模拟在顶层声明的枚举", hindi: "AlertLab सिर्फ़ टॉप लेवल पर घोषित enum सिम्युलेट करता है"),
    OwnWords(
      english: "AlertLab simulates functions declared at the top level (methods of self); "
        + "write '{1}' outside other code",
      chinese: "AlertLab 只模拟在顶层声明的函数（self 的方法）；请把“{1}”写在其他代码之外",
      hindi: "AlertLab टॉप लेवल पर घोषित फ़ंक्शन (self के मेथड) सिम्युलेट करता है; '{1}' को बाक़ी कोड के बाहर लिखें"),
    OwnWords(
      english: "AlertLab simulates functions in an extension of ViewController; declare "
        + "variables at the top level",
      chinese: "AlertLab 模拟 ViewController 扩展中的函数；变量请在顶层声明",
      hindi: "AlertLab ViewController के extension में फ़ंक्शन सिम्युलेट करता है; वेरिएबल टॉप लेवल पर घोषित करें"),
    OwnWords(
      english: "AlertLab simulates ranges of integers only ('{1}')",
      chinese: "AlertLab 只模拟整数的范围（“{1}”）", hindi: "AlertLab सिर्फ़ पूर्णांकों की रेंज सिम्युलेट करता है ('{1}')"),
    OwnWords(
      english: "calls nested more than {1} deep: a function that calls itself without end "
        + "would crash the app (stack overflow); AlertLab stopped it",
      chinese: "调用嵌套超过 {1} 层：一个无休止地调用自己的函数会让 App 崩溃（栈溢出）；AlertLab 停止了它",
      hindi: "कॉल {1} से ज़्यादा गहराई तक नेस्टेड: ख़ुद को बिना अंत बुलाने वाला फ़ंक्शन ऐप को क्रैश कर देता "
        + "(stack overflow); AlertLab ने उसे रोक दिया"),
    OwnWords(
      english: "interrupted: AlertLab stopped this statement (Ctrl-C); everything before it is "
        + "intact",
      chinese: "已中断：AlertLab 停止了这条语句（Ctrl-C）；它之前的一切都完好无损",
      hindi: "रोका गया: AlertLab ने यह स्टेटमेंट रोक दिया (Ctrl-C); उससे पहले का सब कुछ सुरक्षित है"),
    OwnWords(
      english: "AlertLab's SwiftUI module could not be read",
      chinese: "无法读取 AlertLab 的 SwiftUI 模块",
      hindi: "AlertLab का SwiftUI मॉड्यूल पढ़ा नहीं जा सका"),
    OwnWords(
      english: "AlertLab's SwiftUI module could not host the view",
      chinese: "AlertLab 的 SwiftUI 模块无法承载这个视图",
      hindi: "AlertLab का SwiftUI मॉड्यूल इस व्यू को होस्ट नहीं कर सका"),
    OwnWords(
      english: "AlertLab does not simulate the module '{1}': what the code takes from it is not "
        + "found here; the rest runs",
      chinese: "AlertLab 不模拟“{1}”模块：代码从中使用的内容在这里找不到；其余部分照常运行",
      hindi:
        "AlertLab '{1}' मॉड्यूल सिम्युलेट नहीं करता: कोड उससे जो लेता है वह यहाँ नहीं मिलता; बाक़ी चलता है"
    ),
    OwnWords(
      english: "this loop would run {1} times, more than the {2} steps of work a statement "
        + "may do: AlertLab stopped it",
      chinese: "这个循环会运行 {1} 次，超过了一条语句最多可做的 {2} 步工作：AlertLab 停止了它",
      hindi: "यह लूप {1} बार चलता, एक स्टेटमेंट के {2} चरणों के काम से ज़्यादा: AlertLab ने उसे रोक दिया"),
    OwnWords(
      english: "this statement did more than {1} steps of work: AlertLab stopped it (an endless "
        + "chain of calls?)",
      chinese: "这条语句做了超过 {1} 步工作：AlertLab 停止了它（是无休止的调用链吗？）",
      hindi: "इस स्टेटमेंट ने {1} से ज़्यादा चरणों का काम किया: AlertLab ने उसे रोक दिया (कॉल की कोई अंतहीन कड़ी?)"),
    OwnWords(
      english: "this statement nests too deeply (expressions, calls or values within one "
        + "another): AlertLab stopped it",
      chinese: "这条语句嵌套得太深（表达式、调用或值层层相套）：AlertLab 停止了它",
      hindi: "यह स्टेटमेंट बहुत गहराई तक नेस्टेड है (एक्सप्रेशन, कॉल या वैल्यू एक-दूसरे के अंदर): "
        + "AlertLab ने उसे रोक दिया"),
    OwnWords(
      english: "this turn queued more than {1} pieces of work to run when it ends (work that "
        + "queues more work: an app would never finish the turn): AlertLab stopped it",
      chinese: "这一轮排队了超过 {1} 项要在结束时运行的工作（工作又排入更多工作：App 永远完成不了这一轮）："
        + "AlertLab 停止了它",
      hindi: "इस टर्न ने अपने अंत में चलने के लिए {1} से ज़्यादा काम कतार में डाले (काम जो और काम डालता है: "
        + "ऐप यह टर्न कभी पूरा नहीं करता): AlertLab ने उसे रोक दिया"),
    OwnWords(
      english: "this string grew past {1} bytes: AlertLab stopped it (an app would run out of "
        + "memory)",
      chinese: "这个字符串超过了 {1} 字节：AlertLab 停止了它（App 会耗尽内存）",
      hindi: "यह स्ट्रिंग {1} बाइट से बड़ी हो गई: AlertLab ने उसे रोक दिया (ऐप की मेमोरी ख़त्म हो जाती)"),
    OwnWords(
      english: "this string would be longer than {1} bytes: AlertLab stops it",
      chinese: "这个字符串会超过 {1} 字节：AlertLab 会停止它",
      hindi: "यह स्ट्रिंग {1} बाइट से लंबी हो जाती: AlertLab उसे रोकता है"),
    OwnWords(
      english: "this value would hold more than {1} elements: AlertLab stopped it (an app "
        + "would run out of memory)",
      chinese: "这个值会包含超过 {1} 个元素：AlertLab 停止了它（App 会耗尽内存）",
      hindi: "इस वैल्यू में {1} से ज़्यादा एलिमेंट होते: AlertLab ने उसे रोक दिया (ऐप की मेमोरी ख़त्म हो जाती)"),
    OwnWords(
      english: "this value would nest more than {1} levels deep: AlertLab stopped it",
      chinese: "这个值会嵌套超过 {1} 层：AlertLab 停止了它",
      hindi: "यह वैल्यू {1} से ज़्यादा स्तर गहरी नेस्ट होती: AlertLab ने उसे रोक दिया"),
  ]
}
