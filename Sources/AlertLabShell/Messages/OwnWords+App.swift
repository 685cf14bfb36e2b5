extension OwnWords {
  /// What AlertLab says about the app around the alert: the storyboard, the main thread
  /// blocked or deadlocked, text fields made in code, delegates gone.
  static let app: [OwnWords] = [
    OwnWords(
      english: "The storyboard here is the scene's, whose scenes AlertLab cannot see: any "
        + "identifier gives a controller, a plain UIViewController ('{1}'), or an instance of "
        + "your UIViewController subclass of that name or of the class you cast it to with "
        + "as!. On a device an identifier the storyboard lacks throws "
        + "NSInvalidArgumentException",
      chinese: "这里的故事板是场景的故事板，AlertLab 看不到它的场景：任何标识符都会得到一个控制器——一个普通的 "
        + "UIViewController（'{1}'），或者你的同名 UIViewController 子类的实例，或者你用 as! 转换成的那个类的实例。"
        + "在设备上，故事板里没有的标识符会抛出 NSInvalidArgumentException",
      hindi: "यहाँ का स्टोरीबोर्ड सीन का है, जिसके सीन AlertLab नहीं देख सकता: कोई भी identifier एक कंट्रोलर देता है, एक "
        + "साधारण UIViewController ('{1}'), या उस नाम की आपकी UIViewController subclass का, या as! से जिस क्लास में "
        + "आप उसे बदलते हैं उसका instance। डिवाइस पर स्टोरीबोर्ड में न होने वाला identifier "
        + "NSInvalidArgumentException फेंकता है"),
    OwnWords(
      english: "{1} called on the main thread deadlocks: the main thread waits for the block, "
        + "which the main queue can only run once the main thread is free, so the app freezes "
        + "(newer libdispatch stops it with 'BUG IN CLIENT OF LIBDISPATCH: dispatch_sync called "
        + "on queue already owned by current thread'); nothing ran. Use "
        + "DispatchQueue.main.async, or call the code directly",
      chinese: "在主线程上调用 {1} 会造成死锁：主线程等待这个块，而主队列只有在主线程空闲时才能运行它，所以 App 卡住"
        + "（较新的 libdispatch 会以 'BUG IN CLIENT OF LIBDISPATCH: dispatch_sync called on queue already "
        + "owned by current thread' 停止它）；什么都没有运行。请使用 DispatchQueue.main.async，或直接调用这段代码",
      hindi: "मुख्य थ्रेड पर {1} कॉल करने से डेडलॉक होता है: मुख्य थ्रेड ब्लॉक का इंतज़ार करता है, जिसे मुख्य क्यू तभी "
        + "चला सकती है जब मुख्य थ्रेड खाली हो, इसलिए ऐप अटक जाता है (नया libdispatch उसे 'BUG IN CLIENT OF "
        + "LIBDISPATCH: dispatch_sync called on queue already owned by current thread' के साथ रोक देता है); "
        + "कुछ नहीं चला। DispatchQueue.main.async इस्तेमाल करें, या कोड सीधे कॉल करें"),
    OwnWords(
      english: "{1} on the main thread blocks it: the app's clock moved on while the screen "
        + "stayed frozen and took no taps; the timers and delayed work that came due meanwhile "
        + "run after, at the end of the turn",
      chinese: "在主线程上调用 {1} 会阻塞主线程：App 的时钟向前走了，而屏幕一直冻结、不响应轻点；"
        + "这期间到期的计时器和延迟的工作会在之后、在这一轮结束时运行",
      hindi: "मुख्य थ्रेड पर {1} उसे रोक देता है: ऐप की घड़ी आगे बढ़ी जबकि स्क्रीन जमी रही और कोई टैप नहीं लिया; "
        + "इस बीच जिन टाइमर और देर से होने वाले कामों का समय आया, वे बाद में, इस बारी के अंत में चलते हैं"),
    OwnWords(
      english: "There are {1} text fields on screen: say which one, :type 1 \"text\" or "
        + ":type \"Placeholder\" \"text\".",
      chinese: "屏幕上有 {1} 个文本框：请说明是哪一个，:type 1 \"文字\" 或 :type \"占位符\" \"文字\"。",
      hindi: "स्क्रीन पर {1} टेक्स्ट फ़ील्ड हैं: बताएँ कौन-सा, :type 1 \"टेक्स्ट\" या "
        + ":type \"Placeholder\" \"टेक्स्ट\"।"),
    OwnWords(
      english: "There is no text field {1}: the view has {2} (numbered from 1).",
      chinese: "没有第 {1} 个文本框：这个视图有 {2} 个（从 1 开始编号）。",
      hindi: "टेक्स्ट फ़ील्ड {1} नहीं है: व्यू में {2} हैं (1 से गिने गए)।"),
    OwnWords(
      english: "The {1}'s delegate, a {2} nothing else held, was deallocated: UIKit's delegate "
        + "properties are weak, so its methods will not be called. Keep it alive in a property "
        + "(a top-level 'let helper = {3}()', or a stored property of your controller).",
      chinese: "{1} 的代理（一个没有别的东西持有的 {2}）已被释放：UIKit 的代理属性是弱引用，所以它的方法不会被调用。"
        + "请用一个属性让它保持存活（顶层的 'let helper = {3}()'，或者你的控制器的存储属性）。",
      hindi: "{1} का डेलिगेट, एक {2} जिसे और किसी ने नहीं थामा था, डीएलोकेट हो गया: UIKit की डेलिगेट प्रॉपर्टी weak "
        + "होती हैं, इसलिए उसके मेथड कॉल नहीं होंगे। उसे किसी प्रॉपर्टी में ज़िंदा रखें (टॉप-लेवल 'let helper = "
        + "{3}()', या आपके कंट्रोलर की कोई stored प्रॉपर्टी)।"),
    OwnWords(
      english: "The unwind segue's action '{1}(_:)' is not a method of self: nothing heard the "
        + "segue. Declare that @IBAction, taking a UIStoryboardSegue, in self's class.",
      chinese: "unwind segue 的动作“{1}(_:)”不是 self 的方法：没有谁接收这个 segue。请在 self 的类中声明这个接收 "
        + "UIStoryboardSegue 的 @IBAction。",
      hindi: "unwind segue का ऐक्शन '{1}(_:)' self का मेथड नहीं है: segue किसी ने नहीं सुना। self की क्लास में "
        + "UIStoryboardSegue लेने वाला वह @IBAction घोषित करें।"),
    OwnWords(
      english: "shouldPerformSegue(withIdentifier:sender:) returned false: the segue \"{1}\" "
        + "was not performed.",
      chinese: "shouldPerformSegue(withIdentifier:sender:) 返回了 false：segue \"{1}\" 没有执行。",
      hindi: "shouldPerformSegue(withIdentifier:sender:) ने false लौटाया: segue \"{1}\" नहीं चला।"),
    OwnWords(
      english: "\"{1}\"'s tap gesture recognizer requires {2} taps (numberOfTapsRequired): "
        + ":tap {3} {4} taps it that many times.",
      chinese: "“{1}”的轻点手势识别器需要轻点 {2} 次（numberOfTapsRequired）：:tap {3} {4} 会轻点这么多次。",
      hindi: "\"{1}\" के टैप जेस्चर रिकग्नाइज़र को {2} टैप चाहिए (numberOfTapsRequired): :tap {3} {4} "
        + "उतनी बार टैप करता है।"),
    OwnWords(
      english: "Only the back button \"{1}\" is on screen above the pushed controller: "
        + ":tap \"{2}\" goes back.",
      chinese: "在被推入的控制器上方，屏幕上只有返回按钮 \"{1}\"：:tap \"{2}\" 即可返回。",
      hindi: "पुश किए गए कंट्रोलर के ऊपर स्क्रीन पर सिर्फ़ बैक बटन \"{1}\" है: :tap \"{2}\" से वापस "
        + "जाएँ।"),
  ]
}
