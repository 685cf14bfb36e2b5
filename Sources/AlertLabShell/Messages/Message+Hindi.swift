import AlertLabKit

extension Message {
  /// The text in Hindi. Commands, code and API names stay as they are typed.
  var hindi: String {
    switch self {
    case .bannerTitle(let version):
      return "AlertLab \(version): UIKit के अलर्ट, ऐक्शन शीट और पॉपओवर, सिम्युलेटेड।"
    case .bannerCommands:
      return "Swift लिखें; जेस्चर ':' से शुरू होते हैं। :help सारे कमांड दिखाता है; :quit बाहर निकलता है।"
    case .bannerNew: return "पहली बार? :lesson 1 से कोर्स शुरू करें।"
    case .bannerReturning: return ":lessons कोर्स और आपकी प्रगति दिखाता है।"
    case .helpIntro: return "लेखों की तरह Swift लिखें; वह सिम्युलेटेड UIKit पर चलती है। कमांड:"
    case .helpUnknownCommand(let name): return "':\(name)' नाम का कोई कमांड नहीं है। :help सारे कमांड दिखाता है।"
    case .summary(let command): return Self.hindiSummary(command)
    case .crashRestarted(let script):
      return "AlertLab ने ऐप फिर से शुरू किया: इस स्टेटमेंट से पहले का सारा काम सुरक्षित है। "
        + (script ? "कारण:" : ":why कारण बताता है।")
    case .noCourse:
      return "कोर्स नहीं मिला: alertlab को उसके चेकआउट से चलाएँ, या --lessons DIR दें।"
    case .courseEmpty: return "कोर्स में कोई पाठ नहीं है।"
    case .welcomeBack: return "फिर से स्वागत है: जहाँ आप रुके थे, वहीं से आगे।"
    case .whichLesson: return "कौन-सा पाठ? :lessons सारे पाठ दिखाता है, जैसे :lesson first-alert।"
    case .noLesson(let id, let suggestion, let count):
      return "'\(id)' नाम का कोई पाठ नहीं है।"
        + (suggestion.map { " क्या आपका मतलब '\($0)' था?" } ?? "")
        + (count.map { " पाठों के नंबर 1 से \($0) तक हैं।" } ?? "") + " :lessons सारे पाठ दिखाता है।"
    case .notInLesson: return "आप अभी किसी पाठ में नहीं हैं: :lessons सारे पाठ दिखाता है।"
    case .firstStepOfCourse: return "यह कोर्स का पहला चरण है।"
    case .lastStepOfCourse: return "यह कोर्स का आख़िरी चरण था। शाबाश!"
    case .hintsBelongToSteps: return "संकेत पाठ के चरणों के होते हैं: :lessons सारे पाठ दिखाता है।"
    case .noHints: return "इस चरण में कोई संकेत नहीं है।"
    case .noMoreHints: return "और संकेत नहीं हैं: :solution हल दिखाता है।"
    case .hint(let number, let count): return "संकेत \(number)/\(count): "
    case .situationalHint: return "संकेत (आप अभी जहाँ हैं, उसके लिए):"
    case .solutionsBelongToSteps: return "हल पाठ के चरणों के होते हैं: :lessons सारे पाठ दिखाता है।"
    case .solutionQuestion:
      return "हल दिखाएँ? यह चरण 'पूरा' नहीं, 'मदद से पूरा' गिना जाएगा। देखने के लिए y लिखें।"
    case .solutionKeptHidden: return "हल छिपा रहेगा। लगे रहिए!"
    case .solutionHeading: return "हल:"
    case .solutionOnInputLine:
      return "हल इनपुट लाइन पर है: चलाने के लिए Enter दबाएँ, या पहले उसे बदलें।"
    case .noGoalsInFreePlay: return "आप अभी किसी पाठ में नहीं हैं: मुक्त अभ्यास में कोई लक्ष्य नहीं होते।"
    case .alreadyInFreePlay: return "आप पहले से मुक्त अभ्यास में हैं।"
    case .freePlay(let lessonID):
      return "मुक्त अभ्यास: कोई लक्ष्य जाँचा नहीं जाता। :lesson आपको \(lessonID) पर वापस ले जाता है।"
    case .lessonHeading(let number, let count, let title):
      return "पाठ \(number) / \(count): \(title)"
    case .from(let source): return "स्रोत: \(source)"
    case .stepHeading(let number, let count, let title):
      return "चरण \(number) / \(count): \(title)"
    case .goalsHeading: return "लक्ष्य:"
    case .stepFooter: return "(:hint संकेत के लिए, :solution हल के लिए, :sandbox मुक्त अभ्यास के लिए)"
    case .screenNotDrawn(let device, let iOS):
      return "(\(device), iOS \(iOS): :render स्क्रीन बनाता है।)"
    case .stepDone: return "चरण पूरा!"
    case .stepDoneExplore: return "चरण पूरा — थोड़ा आज़माकर देखें, फिर :next।"
    case .stepFinishedAssistedExplore: return "चरण पूरा हुआ (हल की मदद से) — थोड़ा आज़माकर देखें, फिर :next।"
    case .stepFinishedAssisted: return "चरण पूरा हुआ (हल की मदद से)।"
    case .lessonComplete(let id): return "पाठ \(id) पूरा हुआ। अब अगला पाठ।"
    case .stepRestarted(let number):
      return "चरण \(number) फिर से शुरू: चरण की तैयारी के साथ एक नया ऐप (:undo आपका काम वापस लाता है)।"
    case .courseFinished: return "यह कोर्स का आख़िरी चरण था, और हर पाठ पूरा हो गया है। शाबाश!"
    case .courseFinishedWithUnfinished(let count):
      return "यह कोर्स का आख़िरी पाठ था; \(count) पाठ अभी पूरे नहीं हुए हैं (:lessons बताता है कौन-से)।"
    case .languageNow(let name): return "भाषा: \(name)।"
    case .languageChoices(let name, let choices):
      return "भाषा: \(name)। :lang CODE से बदलें: \(choices)।"
    case .unknownLanguage(let code, let choices):
      return "अनजानी भाषा '\(code)': AlertLab ये भाषाएँ बोलता है: \(choices)।"
    case .readingObjectiveC:
      return
        "अब इनपुट Objective-C की तरह पढ़ा जाएगा। किसी स्टेटमेंट के ठीक बाद :swift उसका Swift रूप दिखाता है; दोबारा :swift लिखने पर फिर से Swift पढ़ी जाती है।"
    case .readingSwift:
      return
        "अब इनपुट Swift की तरह पढ़ा जाएगा (साफ़ तौर पर Objective-C वाला कोड अब भी Objective-C की तरह पढ़ा जाता है)।"
    case .swiftOfObjectiveC: return "आज की Swift में:"
    case .uikitOfSwiftUI: return "पिछला SwiftUI प्रस्तुतीकरण, डिवाइस पर जिस UIKit कोड में बदला:"
    case .noSwiftUIPresentation:
      return "अभी तक कोई SwiftUI प्रस्तुतीकरण नहीं दिखा: .alert, .confirmationDialog, .sheet या "
        + ".popover दिखने के बाद :uikit वह UIKit कोड छापता है जिसमें वह बदला।"
    }
  }

  static func hindiSummary(_ command: CommandName) -> String {
    switch command {
    case .help: return "सारे कमांड दिखाएँ, या किसी एक को समझाएँ"
    case .quit: return "AlertLab से बाहर निकलें (Ctrl-D भी यही करता है)"
    case .tap:
      return "स्क्रीन पर अलर्ट या ऐक्शन शीट के किसी बटन पर टैप करें; कुछ न दिखे तो स्क्रीन के किसी "
        + "कंट्रोल (\"+\", \"Show Sheet\") पर: आपका @IBAction चलता है, या उसका UIMenu खुलता है "
        + "(फिर किसी आइटम पर टैप करें); TAPS किसी व्यू पर उतनी बार टैप करता है (2: डबल टैप)"
    case .type: return "अलर्ट या व्यू के किसी टेक्स्ट फ़ील्ड में लिखें (गिनती 1 से)"
    case .tapout: return "अलर्ट, शीट या पॉपओवर के बाहर टैप करें"
    case .swipe: return "टेबल की किसी पंक्ति को हटाने के लिए स्वाइप करें"
    case .segue: return "self से एक स्टोरीबोर्ड segue घोषित करें (अकेले: सभी दिखाएँ)"
    case .pick: return "स्क्रीन पर मौजूद डेट पिकर के पहिये घुमाएँ"
    case .key: return "हार्डवेयर कीबोर्ड पर Return या Escape दबाएँ"
    case .background: return "ऐप को बैकग्राउंड में भेजें"
    case .rotate: return "डिवाइस को चौथाई घुमाएँ"
    case .wait:
      return "ऐप की घड़ी पर SECONDS सेकंड बीतने दें: asyncAfter, dispatch_after, टाइमर और "
        + "perform(_:with:afterDelay:) अपने समय पर चलते हैं"
    case .device: return "डिवाइस बदलें: " + Device.names.joined(separator: ", ")
    case .ios: return "iOS वर्ज़न बदलें (7.0 और उसके बाद)"
    case .render: return "स्क्रीन बनाएँ, या ऐसा कंट्रोलर जो अभी दिखाया नहीं गया"
    case .describe: return "स्क्रीन का वर्णन वाक्यों में करें"
    case .inspect:
      return "आपकी अपनी क्लास के व्यू का Attributes inspector: उसकी @IBInspectable प्रॉपर्टी और "
        + "Interface Builder उसे कैसे बनाता है; PROPERTY VALUE के साथ, Interface Builder की तरह एक "
        + "मान सेट करें (didSet चलता है)"
    case .vars: return "अपने वेरिएबल दिखाएँ"
    case .why: return "पिछला क्रैश या चेतावनी समझाएँ"
    case .explain: return "कोई भी नियम समझाएँ"
    case .rules: return "AlertLab जिन UIKit नियमों का सिमुलेशन करता है, उनकी सूची"
    case .undo: return "आख़िरी स्टेटमेंट वापस लें जिसने कुछ बदला (पिछले 1,000 रखे जाते हैं)"
    case .redo: return "उसे फिर से लागू करें"
    case .reset: return "नए ऐप के साथ फिर से शुरू करें; पाठ में, चरण को उसकी तैयारी के साथ फिर शुरू करें"
    case .history: return "आपने जो लिखा, उसकी सूची"
    case .clear: return "टर्मिनल साफ़ करें"
    case .color: return "ड्रॉइंग में रंग"
    case .ascii: return "सिर्फ़ ASCII अक्षरों से ड्रॉइंग"
    case .lang: return "AlertLab और पाठों की भाषा (अंग्रेज़ी, चीनी, हिन्दी)"
    case .objc:
      return "जो आप लिखें उसे लेखों की तरह Objective-C मानकर पढ़ें (KVO: arrowOffset, arrowDirection)"
    case .swift: return "पिछले Objective-C का Swift रूप दिखाएँ; फिर से Swift पढ़ें"
    case .uikit: return "पिछला SwiftUI प्रस्तुतीकरण जिस UIKit कोड में बदला, वह दिखाएँ"
    case .lessons: return "कोर्स, आपकी प्रगति के साथ"
    case .lesson: return "कोई पाठ शुरू करें या जारी रखें (या :sandbox से लौटें)"
    case .next: return "अगला चरण"
    case .prev: return "पिछला चरण"
    case .skip: return "यह चरण छोड़ें (छोड़ा हुआ दर्ज होगा)"
    case .hint: return "इस चरण का अगला संकेत"
    case .solution: return "इस चरण का हल (पहले पूछता है; मदद से पूरा गिना जाता है)"
    case .goal: return "इस चरण के लक्ष्य, अभी जाँचे गए"
    case .sandbox: return "मुक्त अभ्यास, कोई लक्ष्य नहीं (:lesson से वापसी)"
    }
  }
}
