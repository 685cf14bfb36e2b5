extension OwnWords {
  /// Every pattern, most specific first.
  static let all: [OwnWords] = [
    // The world's own notes.
    OwnWords(
      english: "AlertLab's key-value observing notifies only 'arrowDirection' and 'arrowOffset' "
        + "of a UIPopoverBackgroundView subclass: the observer of '{1}' of {2} is kept but "
        + "never hears a change.",
      chinese: "AlertLab 的键值观察只通知 UIPopoverBackgroundView 子类的 'arrowDirection' 和 "
        + "'arrowOffset'：{2} 的 '{1}' 的观察者会保留，但永远听不到变化。",
      hindi: "AlertLab का की-वैल्यू ऑब्ज़र्विंग सिर्फ़ UIPopoverBackgroundView सबक्लास के 'arrowDirection' "
        + "और 'arrowOffset' की सूचना देता है: {2} के '{1}' का ऑब्ज़र्वर रखा जाता है, पर उसे कभी कोई "
        + "बदलाव सुनाई नहीं देता।"),
    OwnWords(
      english: "On a device this raises NSRangeException: 'Cannot remove an observer {1} for "
        + "the key path \"{2}\" from {3} because it is not registered as an observer.' "
        + "AlertLab does not simulate that crash.",
      chinese: "在设备上这会抛出 NSRangeException：'Cannot remove an observer {1} for the key "
        + "path \"{2}\" from {3} because it is not registered as an observer.' AlertLab 不模拟这个崩溃。",
      hindi: "डिवाइस पर यह NSRangeException फेंकता है: 'Cannot remove an observer {1} for the key "
        + "path \"{2}\" from {3} because it is not registered as an observer.' AlertLab यह क्रैश "
        + "सिम्युलेट नहीं करता।"),
    OwnWords(
      english: "AlertLab makes a dictionary with '[K: V]()' or a literal; build it with subscripts",
      chinese: "AlertLab 用 '[K: V]()' 或字面量创建字典；请用下标逐个添加",
      hindi: "AlertLab डिक्शनरी '[K: V]()' या लिटरल से बनाता है; उसे सबस्क्रिप्ट से भरें"),
    OwnWords(
      english: "AlertLab makes an Array from an array, a set, a dictionary or a string",
      chinese: "AlertLab 从数组、集合、字典或字符串创建 Array",
      hindi: "AlertLab Array को किसी ऐरे, सेट, डिक्शनरी या स्ट्रिंग से बनाता है"),
    OwnWords(
      english: "AlertLab makes an Array with '[T]()', '(repeating:count:)' or from a sequence",
      chinese: "AlertLab 用 '[T]()'、'(repeating:count:)' 或从一个序列创建 Array",
      hindi: "AlertLab Array को '[T]()', '(repeating:count:)' से या किसी सीक्वेंस से बनाता है"),
    OwnWords(
      english: "AlertLab keeps C arrays of at most 4096 elements",
      chinese: "AlertLab 的 C 数组最多 4096 个元素",
      hindi: "AlertLab C ऐरे में ज़्यादा से ज़्यादा 4096 एलिमेंट रखता है"),
    OwnWords(
      english: "UIKit does not call alertViewShouldEnableFirstOtherButton(_:) for this alert "
        + "view: its firstOtherButtonIndex is -1. Only Objective-C's initializer with "
        + "otherButtonTitles: sets it; Swift's initializers add those buttons with "
        + "addButton(withTitle:), so no button counts as the first other button.",
      chinese: "UIKit 不会为这个提醒视图调用 alertViewShouldEnableFirstOtherButton(_:)：它的 "
        + "firstOtherButtonIndex 是 -1。只有 Objective-C 带 otherButtonTitles: 的初始化方法会设置它；"
        + "Swift 的初始化方法用 addButton(withTitle:) 添加这些按钮，所以没有按钮算作第一个其他按钮。",
      hindi: "UIKit इस अलर्ट व्यू के लिए alertViewShouldEnableFirstOtherButton(_:) कॉल नहीं करता: उसका "
        + "firstOtherButtonIndex -1 है। उसे सिर्फ़ otherButtonTitles: वाला Objective-C इनिशियलाइज़र सेट करता है; "
        + "Swift के इनिशियलाइज़र वे बटन addButton(withTitle:) से जोड़ते हैं, इसलिए कोई बटन पहला other बटन नहीं गिना जाता।"
    ),
    OwnWords(
      english: "AlertLab treats :background as the system cancelling the {1} (the header's "
        + "example is the Home button); that iOS 7 still did this when an app went to the "
        + "background is not sourced.",
      chinese: "AlertLab 把 :background 当作系统取消了这个 {1}（头文件的例子是按下 Home 键）；"
        + "iOS 7 在 App 进入后台时是否仍这样做，没有来源可查。",
      hindi: "AlertLab :background को सिस्टम का {1} cancel करना मानता है (हेडर का उदाहरण Home बटन है); "
        + "ऐप के बैकग्राउंड में जाने पर iOS 7 भी ऐसा करता था, इसका कोई स्रोत नहीं।"),
    OwnWords(
      english: "{1} does not override arrowHeight() or arrowBase(): from iOS 17 UIKit's own "
        + "answer is NaN, so AlertLab draws no arrow (what a device draws then is not "
        + "confirmed).",
      chinese: "{1} 没有重写 arrowHeight() 或 arrowBase()：从 iOS 17 起 UIKit 自己的返回值是 NaN，"
        + "所以 AlertLab 不画箭头（这时设备上画出什么尚未证实）。",
      hindi: "{1} arrowHeight() या arrowBase() ओवरराइड नहीं करता: iOS 17 से UIKit का अपना जवाब NaN है, "
        + "इसलिए AlertLab कोई तीर नहीं बनाता (तब डिवाइस क्या बनाता है, यह पक्का नहीं)।"),
    // What a gesture does not do (`:tap`, `:tapout`, `:key`, `:type`).
    OwnWords(
      english: "There is no alert or action sheet on screen to tap.",
      chinese: "屏幕上没有可以轻点的提醒框或操作表。",
      hindi: "स्क्रीन पर टैप करने को कोई अलर्ट या ऐक्शन शीट नहीं है।"),
    OwnWords(
      english: "\"{1}\" is not on screen: in a popover UIKit hides the cancel button; tap "
        + "outside (:tapout) to cancel.",
      chinese: "“{1}”不在屏幕上：在弹出框中 UIKit 会隐藏取消按钮；轻点外部（:tapout）即可取消。",
      hindi:
        "\"{1}\" स्क्रीन पर नहीं है: पॉपओवर में UIKit cancel बटन छिपा देता है; cancel करने के लिए बाहर टैप करें (:tapout)।"
    ),
    OwnWords(
      english: "\"{1}\" is not on screen: from iOS 26 UIKit does not show an action sheet's "
        + "cancel button; tap outside (:tapout) to cancel.",
      chinese: "“{1}”不在屏幕上：从 iOS 26 起 UIKit 不显示操作表的取消按钮；轻点外部（:tapout）即可取消。",
      hindi:
        "\"{1}\" स्क्रीन पर नहीं है: iOS 26 से UIKit ऐक्शन शीट का cancel बटन नहीं दिखाता; cancel करने के लिए बाहर टैप करें (:tapout)।"
    ),
    OwnWords(
      english: "There is no table row \"{1}\" on screen. Rows: none.",
      chinese: "屏幕上没有“{1}”这一行表格。行：无。",
      hindi: "स्क्रीन पर \"{1}\" नाम की कोई टेबल पंक्ति नहीं है। पंक्तियाँ: कोई नहीं।"),
    OwnWords(
      english: "There is no table row \"{1}\" on screen. Rows: {2}.",
      chinese: "屏幕上没有“{1}”这一行表格。行：{2}。",
      hindi: "स्क्रीन पर \"{1}\" नाम की कोई टेबल पंक्ति नहीं है। पंक्तियाँ: {2}।"),
    OwnWords(
      english: "Something is presented over the table: swipe a row once it is gone.",
      chinese: "表格上方正显示着别的内容：等它消失后再滑动一行。",
      hindi: "टेबल के ऊपर कुछ प्रस्तुत है: उसके हटने के बाद पंक्ति स्वाइप करें।"),
    OwnWords(
      english: "The swipe shows no Delete button: the data source does not implement "
        + "tableView(_:commit:forRowAt:).",
      chinese: "滑动没有显示 Delete 按钮：数据源没有实现 tableView(_:commit:forRowAt:)。",
      hindi: "स्वाइप से कोई Delete बटन नहीं दिखता: डेटा सोर्स tableView(_:commit:forRowAt:) लागू नहीं करता।"),
    OwnWords(
      english: "AlertLab gives a default-style cell for the identifier '{1}', as a storyboard's "
        + "prototype cell of that identifier would; without one, or a "
        + "register(_:forCellReuseIdentifier:), a device crashes here",
      chinese: "AlertLab 为标识符 '{1}' 提供一个默认样式的单元格，就像故事板中该标识符的原型单元格那样；"
        + "没有原型单元格，也没有 register(_:forCellReuseIdentifier:)，设备会在这里崩溃",
      hindi: "AlertLab पहचानकर्ता '{1}' के लिए डिफ़ॉल्ट स्टाइल की सेल देता है, जैसे स्टोरीबोर्ड की उस पहचानकर्ता "
        + "वाली प्रोटोटाइप सेल देती; उसके या register(_:forCellReuseIdentifier:) के बिना डिवाइस यहाँ क्रैश होता है"),
    OwnWords(
      english: "There is no button \"{1}\" on screen. Buttons: none.",
      chinese: "屏幕上没有“{1}”按钮。按钮：无。",
      hindi: "स्क्रीन पर \"{1}\" नाम का कोई बटन नहीं है। बटन: कोई नहीं।"),
    OwnWords(
      english: "There is no button \"{1}\" on screen. Buttons: {2}.",
      chinese: "屏幕上没有“{1}”按钮。按钮：{2}。",
      hindi: "स्क्रीन पर \"{1}\" नाम का कोई बटन नहीं है। बटन: {2}।"),
    OwnWords(
      english: "\"{1}\" has a tap gesture recognizer, but it takes no touches "
        + "(isUserInteractionEnabled is false, a UILabel's and a UIImageView's default, on it "
        + "or a view it is in): the tap does not reach the recognizer.",
      chinese: "“{1}”有一个轻点手势识别器，但它不接收触摸（它或包含它的视图的 isUserInteractionEnabled "
        + "为 false，这是 UILabel 和 UIImageView 的默认值）：这次轻点到不了识别器。",
      hindi: "\"{1}\" पर टैप जेस्चर रिकग्नाइज़र है, पर वह टच नहीं लेता (उस पर या जिस व्यू में वह है "
        + "उस पर isUserInteractionEnabled false है, जो UILabel और UIImageView का डिफ़ॉल्ट है): टैप "
        + "रिकग्नाइज़र तक नहीं पहुँचता।"),
    OwnWords(
      english: "\"{1}\" is disabled: tapping it does nothing.",
      chinese: "“{1}”已停用：轻点它什么也不做。",
      hindi: "\"{1}\" बंद है: उसे टैप करने से कुछ नहीं होता।"),
    OwnWords(
      english: "There is no alert or action sheet on screen for the key (AlertLab simulates the "
        + "keyboard for UIAlertController).",
      chinese: "屏幕上没有响应这个按键的提醒框或操作表（AlertLab 只为 UIAlertController 模拟键盘）。",
      hindi:
        "स्क्रीन पर इस कुंजी के लिए कोई अलर्ट या ऐक्शन शीट नहीं है (AlertLab कीबोर्ड UIAlertController के लिए सिम्युलेट करता है)।"),
    OwnWords(
      english: "Return does nothing here: there is no preferred action, and not exactly one "
        + "enabled action (or one besides cancel) for it to choose.",
      chinese: "Return 在这里什么也不做：没有首选操作，也不是恰好只有一个启用的操作（或取消之外的一个）可供它选择。",
      hindi:
        "Return यहाँ कुछ नहीं करता: कोई preferred ऐक्शन नहीं है, और चुनने के लिए ठीक एक चालू ऐक्शन (या cancel के अलावा एक) भी नहीं।"
    ),
    OwnWords(
      english: "Escape does nothing here: there is no enabled cancel action.",
      chinese: "Escape 在这里什么也不做：没有启用的取消操作。",
      hindi: "Escape यहाँ कुछ नहीं करता: कोई चालू cancel ऐक्शन नहीं है।"),
    OwnWords(
      english: "Nothing is presented: the tap lands on the view and does nothing.",
      chinese: "没有呈现任何东西：这次轻点落在视图上，什么也不做。",
      hindi: "कुछ भी प्रेज़ेंट नहीं है: टैप व्यू पर पड़ता है और कुछ नहीं करता।"),
    OwnWords(
      english: "The tap outside lands on self.view, which is in the popover's passthroughViews: "
        + "the view gets the tap and the popover stays.",
      chinese: "这次点击落在 self.view 上，而它在弹出框的 passthroughViews 中：视图收到这次点击，弹出框保持不变。",
      hindi: "बाहर का टैप self.view पर पड़ता है, जो पॉपओवर के passthroughViews में है: टैप व्यू को "
        + "मिलता है और पॉपओवर बना रहता है।"),
    OwnWords(
      english: "Tapping outside an alert does nothing: choose one of its buttons.",
      chinese: "轻点提醒框外部什么也不做：请选择它的一个按钮。",
      hindi: "अलर्ट के बाहर टैप करने से कुछ नहीं होता: उसका कोई बटन चुनें।"),
    OwnWords(
      english: "Tapping outside an alert view does nothing: the learner must choose one of its "
        + "buttons.",
      chinese: "轻点提醒视图外部什么也不做：必须选择它的一个按钮。",
      hindi: "अलर्ट व्यू के बाहर टैप करने से कुछ नहीं होता: उसका कोई बटन चुनना होगा।"),
    OwnWords(
      english: "This action sheet has no cancel action, so a tap outside it does nothing: add a "
        + ".cancel action to let people back out.",
      chinese: "这个操作表没有取消操作，所以轻点外部什么也不做：添加一个 .cancel 操作，让人们可以退出。",
      hindi:
        "इस ऐक्शन शीट में कोई cancel ऐक्शन नहीं है, इसलिए बाहर टैप करने से कुछ नहीं होता: लोगों को पीछे हटने देने के लिए एक .cancel ऐक्शन जोड़ें।"
    ),
    OwnWords(
      english: "The presented controller fills the screen: there is no outside.",
      chinese: "呈现的控制器占满了屏幕：没有外部可以轻点。",
      hindi: "प्रेज़ेंट किया गया कंट्रोलर पूरी स्क्रीन भरता है: बाहर कुछ नहीं है।"),
    OwnWords(
      english: "The popover's content is modal in the popover (isModalInPopover): a tap outside "
        + "does not dismiss it.",
      chinese: "弹出框的内容在弹出框中是模态的（isModalInPopover）：轻点外部不会关闭它。",
      hindi: "पॉपओवर का कंटेंट पॉपओवर में मोडल है (isModalInPopover): बाहर टैप करने से वह बंद नहीं होता।"),
    OwnWords(
      english: "That text field's inputView is a date picker: it shows in place of the "
        + "keyboard, so there are no keys to type with. :pick turns the picker's wheels.",
      chinese: "这个文本框的 inputView 是一个日期选择器：它显示在键盘的位置，所以没有按键可以输入。用 :pick 转动选择器的滚轮。",
      hindi:
        "उस टेक्स्ट फ़ील्ड का inputView एक डेट पिकर है: वह कीबोर्ड की जगह दिखता है, इसलिए टाइप करने के लिए कोई कुंजी नहीं है। :pick पिकर के पहिये घुमाता है।"
    ),
    OwnWords(
      english: "There is no text field on screen.",
      chinese: "屏幕上没有文本框。",
      hindi: "स्क्रीन पर कोई टेक्स्ट फ़ील्ड नहीं है।"),
    OwnWords(
      english: "There is no text field on screen: the {1}'s alertViewStyle is .default.",
      chinese: "屏幕上没有文本框：这个 {1} 的 alertViewStyle 是 .default。",
      hindi: "स्क्रीन पर कोई टेक्स्ट फ़ील्ड नहीं है: इस {1} की alertViewStyle .default है।"),
    OwnWords(
      english: "There is no text field on screen: the {1} has none.",
      chinese: "屏幕上没有文本框：这个 {1} 没有文本框。",
      hindi: "स्क्रीन पर कोई टेक्स्ट फ़ील्ड नहीं है: इस {1} में कोई नहीं है।"),
    OwnWords(
      english: "There is no text field {1}: the alert view has {2} (numbered from 1).",
      chinese: "没有第 {1} 个文本框：这个提醒视图有 {2} 个（从 1 开始编号）。",
      hindi: "टेक्स्ट फ़ील्ड {1} नहीं है: अलर्ट व्यू में {2} हैं (1 से गिने गए)।"),
    OwnWords(
      english: "There is no text field {1}: the alert has {2} (numbered from 1).",
      chinese: "没有第 {1} 个文本框：这个提醒框有 {2} 个（从 1 开始编号）。",
      hindi: "टेक्स्ट फ़ील्ड {1} नहीं है: अलर्ट में {2} हैं (1 से गिने गए)।"),
    OwnWords(
      english: "No text field has the placeholder \"{1}\". Placeholders: none.",
      chinese: "没有占位符为“{1}”的文本框。占位符：无。",
      hindi: "किसी टेक्स्ट फ़ील्ड का placeholder \"{1}\" नहीं है। Placeholder: कोई नहीं।"),
    OwnWords(
      english: "No text field has the placeholder \"{1}\". Placeholders: {2}.",
      chinese: "没有占位符为“{1}”的文本框。占位符：{2}。",
      hindi: "किसी टेक्स्ट फ़ील्ड का placeholder \"{1}\" नहीं है। Placeholder: {2}।"),
    OwnWords(
      english: "'{1}' is '{2}' in today's Swift; UIKit calls it either way",
      chinese: "“{1}”在今天的 Swift 中写作“{2}”；两种写法 UIKit 都会调用",
      hindi: "आज की Swift में '{1}' को '{2}' लिखते हैं; UIKit दोनों तरह से उसे कॉल करता है"),
    OwnWords(
      english: "AlertLab's app has no resource files: Bundle.main finds none and answers nil",
      chinese: "AlertLab 的 App 没有资源文件：Bundle.main 什么也找不到，返回 nil",
      hindi: "AlertLab के ऐप में कोई रिसोर्स फ़ाइल नहीं है: Bundle.main कुछ नहीं ढूँढ पाता और nil देता है"),
    OwnWords(
      english: "'{1}' is '{2}' in today's Swift",
      chinese: "“{1}”在今天的 Swift 中写作“{2}”",
      hindi: "आज की Swift में '{1}' को '{2}' लिखते हैं"),
    OwnWords(
      english: "\"{1}\" is disabled (its isEnabled is false): UIKit sends a disabled control no "
        + "touches, so nothing happened.",
      chinese: "“{1}”已停用（它的 isEnabled 为 false）：UIKit 不会把触摸发给停用的控件，所以什么也没发生。",
      hindi:
        "\"{1}\" निष्क्रिय है (उसका isEnabled false है): UIKit निष्क्रिय कंट्रोल को कोई टच नहीं भेजता, इसलिए कुछ नहीं हुआ।"
    ),
    OwnWords(
      english: "AlertLab keeps Auto Layout constraints but lays views out by their frames: the "
        + "constraints change nothing on this screen",
      chinese: "AlertLab 会保留 Auto Layout 约束，但按视图的 frame 布局：这些约束不会改变这个屏幕上的任何东西",
      hindi:
        "AlertLab Auto Layout constraints रखता है पर views को उनके frame से सजाता है: constraints इस स्क्रीन पर कुछ नहीं बदलते"
    ),
    OwnWords(
      english: "'ContentView' must be given values: AlertLab shows '{1}.previews' as the "
        + "screen, as Xcode's canvas does",
      chinese: "“ContentView”需要传入值：AlertLab 像 Xcode 的画布一样，把“{1}.previews”显示为屏幕",
      hindi:
        "'ContentView' को मान देने होते हैं: AlertLab, Xcode के कैनवास की तरह, '{1}.previews' को स्क्रीन की तरह दिखाता है"
    ),
    OwnWords(
      english: "Xcode's canvas shows a #Preview; AlertLab runs the app itself, so the preview's "
        + "code did not run",
      chinese: "#Preview 显示在 Xcode 的画布中；AlertLab 运行的是 App 本身，所以预览的代码没有运行",
      hindi:
        "#Preview Xcode के कैनवास में दिखता है; AlertLab ख़ुद ऐप चलाता है, इसलिए प्रीव्यू का कोड नहीं चला"
    ),
    OwnWords(
      english: "{1} does not exist on iOS {2}: as in Objective-C, messaging the missing class "
        + "gives nil, and calls on it do nothing",
      chinese: "{1} 在 iOS {2} 上不存在：和 Objective-C 一样，向不存在的类发送消息得到 nil，对它的调用什么也不做",
      hindi:
        "{1} iOS {2} पर मौजूद नहीं है: Objective-C की तरह, ग़ायब क्लास को संदेश भेजने से nil मिलता है, और उस पर कॉल कुछ नहीं करतीं"
    ),
    OwnWords(
      english: "Swift 1 and 2 left out the first argument's label; today's Swift calls "
        + "'{1}' with it, or declares the parameter '_ {2}'",
      chinese: "Swift 1 和 2 省略第一个参数的标签；今天的 Swift 带着标签调用“{1}”，或者把参数声明为“_ {2}”",
      hindi:
        "Swift 1 और 2 पहले आर्ग्युमेंट का लेबल छोड़ देती थीं; आज की Swift '{1}' को लेबल के साथ कॉल करती है, या पैरामीटर को '_ {2}' घोषित करती है"
    ),
    OwnWords(
      english: "AlertLab simulates UIKit and the parts of {1} that alert code uses (strings, "
        + "numbers, geometry, NotificationCenter); there are no files, processes or network "
        + "here",
      chinese: "AlertLab 模拟 UIKit 以及 {1} 中提醒框代码会用到的部分（字符串、数字、几何、NotificationCenter）；这里没有文件、进程或网络",
      hindi:
        "AlertLab UIKit और {1} के वे हिस्से सिम्युलेट करता है जो अलर्ट कोड इस्तेमाल करता है (स्ट्रिंग, संख्याएँ, ज्यामिति, NotificationCenter); यहाँ फ़ाइलें, प्रोसेस या नेटवर्क नहीं हैं"
    ),
    OwnWords(
      english: "'{1}' is Void: the call returns nothing",
      chinese: "“{1}”是 Void：这个调用不返回任何值",
      hindi: "'{1}' Void है: यह कॉल कुछ नहीं लौटाती"),
    OwnWords(
      english: "The delegate answered false: the popover stays.",
      chinese: "代理回答了 false：弹出框保留在屏幕上。",
      hindi: "डेलिगेट ने false जवाब दिया: पॉपओवर बना रहता है।"),
    OwnWords(
      english: "The {1} is already visible: showing it again does nothing.",
      chinese: "这个 {1} 已经可见：再次显示它什么也不做。",
      hindi: "यह {1} पहले से दिख रहा है: उसे फिर दिखाने से कुछ नहीं होता।"),
    OwnWords(
      english: "'appearanceWhenContainedIn' is Objective-C only (a nil-terminated list Swift "
        + "never imported); in Swift write {1}",
      chinese:
        "“appearanceWhenContainedIn”只存在于 Objective-C（一个以 nil 结尾的列表，Swift 从未导入）；在 Swift 中写 {1}",
      hindi:
        "'appearanceWhenContainedIn' सिर्फ़ Objective-C में है (nil पर ख़त्म होने वाली सूची, जिसे Swift ने कभी इम्पोर्ट नहीं किया); Swift में {1} लिखें"
    ),
    OwnWords(
      english: "AlertLab does not simulate using the method '{1}' as a value; call it",
      chinese: "AlertLab 不模拟把方法“{1}”当作值使用；请调用它",
      hindi: "AlertLab मेथड '{1}' को वैल्यू की तरह इस्तेमाल करना सिम्युलेट नहीं करता; उसे कॉल करें"),
    OwnWords(
      english: "AlertLab writes dates as the simulated device's locale, en_US, does; it does not "
        + "simulate the locale '{1}' (en_US and en_US_POSIX work)",
      chinese: "AlertLab 按模拟设备的区域设置 en_US 书写日期；它不模拟区域设置“{1}”（en_US 和 en_US_POSIX 可用）",
      hindi:
        "AlertLab तारीख़ें सिम्युलेट किए गए डिवाइस के लोकेल en_US की तरह लिखता है; वह लोकेल '{1}' सिम्युलेट नहीं करता (en_US और en_US_POSIX चलते हैं)"
    ),
    OwnWords(
      english: "AlertLab does not simulate creating '{1}'",
      chinese: "AlertLab 不模拟创建“{1}”",
      hindi: "AlertLab '{1}' बनाना सिम्युलेट नहीं करता"),
    OwnWords(
      english: "AlertLab does not simulate tuples; use separate variables",
      chinese: "AlertLab 不模拟元组；请使用单独的变量",
      hindi: "AlertLab टपल सिम्युलेट नहीं करता; अलग-अलग वेरिएबल इस्तेमाल करें"),
    OwnWords(
      english: "AlertLab does not simulate '{1}' ({2}); the sandbox has alerts, action sheets, "
        + "popovers and NotificationCenter: write the code without it",
      chinese: "AlertLab 不模拟“{1}”（{2}）；沙盒里有提醒框、操作表、弹出框和 NotificationCenter：请不用它来写代码",
      hindi:
        "AlertLab '{1}' ({2}) सिम्युलेट नहीं करता; सैंडबॉक्स में अलर्ट, ऐक्शन शीट, पॉपओवर और NotificationCenter हैं: कोड उसके बिना लिखें"
    ),
    OwnWords(
      english: "AlertLab does not simulate 'inout' parameters; return the new value instead",
      chinese: "AlertLab 不模拟“inout”参数；请改为返回新的值",
      hindi: "AlertLab 'inout' पैरामीटर सिम्युलेट नहीं करता; उसकी जगह नई वैल्यू लौटाएँ"),
    OwnWords(
      english: "AlertLab does not simulate 'inout' arguments ('&'); pass the value and assign "
        + "the result",
      chinese: "AlertLab 不模拟“inout”实参（“&”）；请传入值，再把结果赋回去",
      hindi: "AlertLab 'inout' आर्ग्युमेंट ('&') सिम्युलेट नहीं करता; वैल्यू दें और नतीजा असाइन करें"),
    OwnWords(
      english: "AlertLab does not simulate errors ('{1}'); the UIKit calls it simulates do not "
        + "throw",
      chinese: "AlertLab 不模拟错误处理（“{1}”）；它模拟的 UIKit 调用都不会抛出错误",
      hindi: "AlertLab एरर ('{1}') सिम्युलेट नहीं करता; जिन UIKit कॉल को यह सिम्युलेट करता है वे throw नहीं करतीं"),
    OwnWords(
      english: "AlertLab does not simulate errors ({1}); the UIKit calls it simulates do not "
        + "throw",
      chinese: "AlertLab 不模拟错误处理（{1}）；它模拟的 UIKit 调用都不会抛出错误",
      hindi: "AlertLab एरर ({1}) सिम्युलेट नहीं करता; जिन UIKit कॉल को यह सिम्युलेट करता है वे throw नहीं करतीं"),
    OwnWords(
      english: "AlertLab does not simulate tuple destructuring; declare each value with its "
        + "own '{1}'",
      chinese: "AlertLab 不模拟元组解构；请用各自的“{1}”声明每个值",
      hindi: "AlertLab टपल डीस्ट्रक्चरिंग सिम्युलेट नहीं करता; हर वैल्यू को उसके अपने '{1}' से घोषित करें"),
    OwnWords(
      english: "AlertLab does not simulate '{1} case' pattern matching; compare with '=='",
      chinese: "AlertLab 不模拟“{1} case”模式匹配；请用“==”比较",
      hindi: "AlertLab '{1} case' पैटर्न मैचिंग सिम्युलेट नहीं करता; '==' से तुलना करें"),
    OwnWords(
      english: "AlertLab does not simulate 'for case' patterns; use 'for x in ...' with an 'if'",
      chinese: "AlertLab 不模拟“for case”模式；请用“for x in ...”加一个“if”",
      hindi: "AlertLab 'for case' पैटर्न सिम्युलेट नहीं करता; 'if' के साथ 'for x in ...' इस्तेमाल करें"),
    OwnWords(
      english: "AlertLab does not simulate 'defer'; put the statements at the end of the function",
      chinese: "AlertLab 不模拟“defer”；请把这些语句放在函数末尾",
      hindi: "AlertLab 'defer' सिम्युलेट नहीं करता; स्टेटमेंट फ़ंक्शन के अंत में रखें"),
    OwnWords(
      english: "more than {1} tasks are waiting at once: AlertLab stopped here",
      chinese: "同时等待的任务超过 {1} 个：AlertLab 在这里停下了",
      hindi: "एक साथ {1} से ज़्यादा टास्क इंतज़ार कर रहे हैं: AlertLab यहाँ रुक गया"),
    OwnWords(
      english: "this task was stopped for good when its work was undone (a failed statement or "
        + "gesture, :undo, :reset): a task's code cannot go back, so it has no value",
      chinese: "这个任务在它的工作被撤销时（失败的语句或手势、:undo、:reset）已被永久停止：任务的代码无法倒回，"
        + "所以它没有值",
      hindi: "इस टास्क का काम पूर्ववत होने पर (विफल स्टेटमेंट या जेस्चर, :undo, :reset) इसे हमेशा के लिए "
        + "रोक दिया गया: टास्क का कोड पीछे नहीं जा सकता, इसलिए इसकी कोई वैल्यू नहीं है"),
    OwnWords(
      english: "AlertLab could not start a task (no thread could be made)",
      chinese: "AlertLab 无法启动任务（无法创建线程）",
      hindi: "AlertLab टास्क शुरू नहीं कर सका (कोई थ्रेड नहीं बन सका)"),
    OwnWords(
      english: "AlertLab does not simulate conditional compilation ('#if'); use "
        + "'if #available(iOS 8.0, *)' for iOS versions",
      chinese: "AlertLab 不模拟条件编译（“#if”）；iOS 版本请用“if #available(iOS 8.0, *)”",
      hindi:
        "AlertLab कंडीशनल कंपाइलेशन ('#if') सिम्युलेट नहीं करता; iOS संस्करणों के लिए 'if #available(iOS 8.0, *)' इस्तेमाल करें"
    ),
    OwnWords(
      english: "AlertLab does not simulate 'protocol' declarations; adopt UIKit's protocols "
        + "with '{1}'",
      chinese: "AlertLab 不模拟“protocol”声明；请用“{1}”遵循 UIKit 的协议",
      hindi: "AlertLab 'protocol' घोषणाएँ सिम्युलेट नहीं करता; UIKit के प्रोटोकॉल '{1}' से अपनाएँ"),
    OwnWords(
      english: "AlertLab does not simulate one-sided ranges ('{1}'); write both bounds",
      chinese: "AlertLab 不模拟单侧区间（“{1}”）；请写出两个边界",
      hindi: "AlertLab एक-तरफ़ा रेंज ('{1}') सिम्युलेट नहीं करता; दोनों सीमाएँ लिखें"),
    OwnWords(
      english: "AlertLab does not simulate raw strings ({1}); write a plain string literal and "
        + "escape quotes as {2}",
      chinese: "AlertLab 不模拟原始字符串（{1}）；请写普通的字符串字面量，并把引号转义为 {2}",
      hindi: "AlertLab रॉ स्ट्रिंग ({1}) सिम्युलेट नहीं करता; सादा स्ट्रिंग लिटरल लिखें और कोट को {2} की तरह एस्केप करें"),
    OwnWords(
      english: "AlertLab does not simulate '{1}'; write the type itself",
      chinese: "AlertLab 不模拟“{1}”；请直接写出类型本身",
      hindi: "AlertLab '{1}' सिम्युलेट नहीं करता; सीधे टाइप ही लिखें"),
    OwnWords(
      english: "AlertLab runs an assignment only as a statement of its own",
      chinese: "AlertLab 只把赋值作为单独的一条语句运行",
      hindi: "AlertLab असाइनमेंट को सिर्फ़ उसके अपने स्टेटमेंट के रूप में चलाता है"),
    OwnWords(
      english: "AlertLab's String(format:) knows %d %i %u %ld %lu %f %.2f %@ %s %%, not '{1}'",
      chinese: "AlertLab 的 String(format:) 认识 %d %i %u %ld %lu %f %.2f %@ %s %%，不认识“{1}”",
      hindi: "AlertLab का String(format:) %d %i %u %ld %lu %f %.2f %@ %s %% जानता है, '{1}' नहीं"),
    OwnWords(
      english: "the nearest AlertLab simulates: '{1}'",
      chinese: "AlertLab 模拟的最接近的是：“{1}”",
      hindi: "AlertLab जो सिम्युलेट करता है उनमें सबसे क़रीबी: '{1}'"),
    OwnWords(
      english: "{1} members AlertLab simulates include {2}",
      chinese: "AlertLab 模拟的 {1} 成员包括 {2}",
      hindi: "AlertLab जिन {1} मेंबर को सिम्युलेट करता है, उनमें {2} शामिल हैं"),
    OwnWords(
      english: "AlertLab simulates alerts, action sheets, popovers and the UIKit beside them: "
        + "UIView, UILabel, UIButton, UITextField, UIViewController, UINavigationController, "
        + "UIApplication, UIScreen",
      chinese: "AlertLab 模拟提醒框、操作表、弹出框以及它们旁边的 UIKit：UIView、UILabel、UIButton、UITextField、"
        + "UIViewController、UINavigationController、UIApplication、UIScreen",
      hindi: "AlertLab अलर्ट, ऐक्शन शीट, पॉपओवर और उनके पास का UIKit सिम्युलेट करता है: UIView, UILabel, UIButton, "
        + "UITextField, UIViewController, UINavigationController, UIApplication, UIScreen"),
    OwnWords(
      english: "This controller's navigation item is in no bar on screen: AlertLab draws the "
        + "navigation bar of self only",
      chinese: "这个控制器的导航项不在屏幕上的任何栏中：AlertLab 只画出 self 的导航栏",
      hindi: "इस कंट्रोलर का नेविगेशन आइटम स्क्रीन पर किसी बार में नहीं है: AlertLab सिर्फ़ self का नेविगेशन बार बनाता है"),
  ]
}
