import AlertLabKit

extension Reply {
  /// The reply in Hindi. Commands, code and API names stay as they are typed.
  var hindi: String {
    switch self {
    case .commandMissing: return "':' के बाद कोई कमांड टाइप करें — :help सारे कमांड दिखाता है।"
    case .unknownCommand(let name, let suggestion):
      return "अनजान कमांड ':\(name)'।" + (suggestion.map { " क्या आपका मतलब ':\($0)' था?" } ?? "")
        + " :help सारे कमांड दिखाता है।"
    case .whichButton(let onScreen):
      return "कौन-सा बटन? जैसे :tap \"OK\"। स्क्रीन पर: \(onScreen)।"
    case .buttons(let titles): return titles ?? "कोई बटन नहीं"
    case .typeUsage:
      return "इस्तेमाल: :type \"टेक्स्ट\" (इकलौता टेक्स्ट फ़ील्ड), :type 1 \"टेक्स्ट\" या :type \"Placeholder\" \"टेक्स्ट\"।"
    case .keyUsage: return "इस्तेमाल: :key return या :key escape।"
    case .segueUsage:
      return "इस्तेमाल: :segue \"ID\" show|modal|popover [गंतव्य क्लास] [in navigation] "
        + "[from \"शीर्षक\"]: स्टोरीबोर्ड में self से एक segue (in navigation: गंतव्य एक नेविगेशन "
        + "कंट्रोलर में रखा है, modal और popover के लिए; from: वह कंट्रोल जिससे वह जुड़ा है, जिस पर "
        + "टैप करने से वह चलता है और popover उसी पर टिकता है)। :segue \"ID\" unwind ACTION: self के "
        + "ऊपर के कंट्रोलर जिसे चलाते हैं, ऐसा unwind segue, जिसे self का unwind ऐक्शन ACTION(_:) सुनता "
        + "है। अकेला :segue सभी segue दिखाता है।"
    case .noSegues:
      return "स्टोरीबोर्ड में self से कोई segue नहीं है: :segue \"ID\" show|modal|popover "
        + "से एक घोषित करें।"
    case .segue(let identifier, let kind, let destination, let from):
      return "Segue \"\(identifier)\": \(kind) → \(destination)"
        + (from.map { ", \($0) से (टैप करने पर चलता है)" } ?? ", कोड से चलाया जाता है")
    case .pickUsage:
      return "इस्तेमाल: :pick [N] YYYY-MM-DD [HH:MM] | HH:MM: स्क्रीन पर मौजूद डेट पिकर के पहियों को उस "
        + "तारीख, उस समय (24 घंटे की घड़ी) या दोनों पर घुमाता है (N: ऊपर से N-वाँ); काउंटडाउन टाइमर घंटे "
        + "और मिनट लेता है, H:MM।"
    case .noDatePickerNumbered(let number, let count):
      return "स्क्रीन पर डेट पिकर नंबर \(number) नहीं है (दिख रहे डेट पिकर: \(count))।"
    case .noDatePicker:
      return "स्क्रीन पर कोई डेट पिकर नहीं है: किसी UIDatePicker को विंडो के किसी व्यू में, या सामने "
        + "दिख रहे अलर्ट के व्यू में जोड़ें।"
    case .segueNoControl(let title, let controls):
      return "दृश्य में segue जोड़ने के लिए कोई कंट्रोल \"\(title)\" नहीं है। कंट्रोल: \(controls)।"
    case .unknownDevice(let name, let suggestion, let devices):
      return "अनजान डिवाइस\(name.map { " '\($0)'" } ?? "")। "
        + (suggestion.map { "क्या आपका मतलब '\($0)' था? " } ?? "") + "डिवाइस: " + devices + "।"
    case .iOSUsage: return "7.0 से 26 तक का कोई iOS संस्करण दें, जैसे :ios 8 या :ios 17.0।"
    case .nothingWrongInStep:
      return "इस चरण में अभी तक कुछ ग़लत नहीं हुआ: :why इसका पिछला क्रैश या चेतावनी समझाता है।"
    case .nothingWrongInFreePlay:
      return "फ़्री प्ले में अभी तक कुछ ग़लत नहीं हुआ: :why इसका पिछला क्रैश या चेतावनी समझाता है।"
    case .nothingWrongYet: return "अभी तक कुछ ग़लत नहीं हुआ: :why पिछला क्रैश या चेतावनी समझाता है।"
    case .noRule(let id, let suggestion):
      return "'\(id)' नाम का कोई नियम नहीं। " + (suggestion.map { "क्या आपका मतलब '\($0)' था? " } ?? "")
        + ":rules सारे नियम दिखाता है।"
    case .rulesFooter: return ":explain ID किसी एक के बारे में और बताता है, जैसे :explain one-cancel।"
    case .freshApp: return "एक नया ऐप: आपके वेरिएबल और फ़ंक्शन हट गए (:undo उन्हें वापस लाता है)।"
    case .colorUsage: return "इस्तेमाल: :color on या :color off।"
    case .colorIs(let on): return on ? "रंग चालू है।" : "रंग बंद है।"
    case .asciiUsage: return "इस्तेमाल: :ascii on या :ascii off।"
    case .asciiIs(let on): return on ? "ASCII ड्रॉइंग चालू है।" : "ASCII ड्रॉइंग बंद है।"
    case .simulatorConditions:
      return "यह ऐप सिम्युलेटर पर चल रहा डीबग बिल्ड वाला iOS ऐप है: #if os(iOS), DEBUG, "
        + "targetEnvironment(simulator) और swift(>=5) सच हैं।"
    case .collectionOrder:
      return "यहाँ डिक्शनरी और सेट डालने के क्रम में रहते हैं (Swift में क्रम तय नहीं है), इसलिए "
        + "हर बार आउटपुट एक जैसा रहता है।"
    case .noSplitViewBefore9:
      return "Split View iOS 9 में आया: उससे पहले iPad पर ऐप हमेशा पूरी स्क्रीन लेता है, इसलिए "
        + "डिवाइस ipad (regular चौड़ाई) है।"
    case .inspectUsage:
      return "इस्तेमाल: :inspect NAME, या :inspect NAME PROPERTY VALUE, VALUE Swift में "
        + "(:inspect v borderWidth 2, :inspect v borderColor UIColor.red)।"
    case .notAView(let name):
      return "'\(name)' व्यू नहीं है: :inspect आपकी अपनी क्लास के UIView का Attributes inspector "
        + "दिखाता है।"
    case .inspectorHeading(let name, let className):
      return "\(name) (\(className)) का Attributes inspector:"
    case .noInspectables(let className):
      return "\(className) में कोई @IBInspectable प्रॉपर्टी नहीं: inspector सिर्फ़ UIView की अपनी "
        + "प्रॉपर्टी दिखाता है।"
    case .notInspectable(let property, let className, let properties):
      return "\(className) में '\(property)' नाम की कोई @IBInspectable प्रॉपर्टी नहीं। उसकी "
        + "inspectable प्रॉपर्टी: \(properties)।"
    case .noEditor(let type):
      return "inspector में नहीं: Interface Builder के पास \(type) का कोई एडिटर नहीं (AlertLab के "
        + "शब्द: Xcode उसे छोड़ देता है)"
    case .rendersDesignable(let className):
      return "Interface Builder उसका कोड चलाकर उसे लाइव बनाता है: \(className) @IBDesignable है।"
    case .rendersBlank(let className):
      return "Interface Builder एक ख़ाली बॉक्स बनाता है: \(className) @IBDesignable नहीं है, इसलिए "
        + "Interface Builder उसका कोड नहीं चलाता ('class' से पहले @IBDesignable लगाएँ)।"
    case .notAViewController(let name):
      return "'\(name)' व्यू कंट्रोलर नहीं है: :render अलर्ट और कंट्रोलर बनाता है।"
    case .nothingToRedo: return "दोबारा करने को कुछ नहीं।"
    case .nothingToUndoKeepsNone: return "पूर्ववत करने को कुछ नहीं: यह रन लौटने के लिए कोई स्थिति नहीं रखता।"
    case .nothingToUndoStepStart:
      return "पूर्ववत करने को कुछ नहीं: चरण यहीं से शुरू हुआ था (:reset उसे फिर शुरू करता है)।"
    case .nothingToUndo: return "पूर्ववत करने को कुछ नहीं।"
    case .goalsNotMet: return "अभी पूरे नहीं हुए:"
    case .hintFitsNow: return "एक संकेत आपकी अभी की स्थिति के लिए है: :hint उसे दिखाता है।"
    case .undone(let input): return "पूर्ववत किया: " + input
    case .redone(let input): return "दोबारा किया: " + input
    case .noVariables: return "अभी कोई वेरिएबल नहीं।"
    case .sceneObjectsHeading: return "स्क्रीन पर (सीन से):"
    case .functionsHeading: return "आपके फ़ंक्शन (self के मेथड):"
    case .classesHeading: return "आपकी क्लासें:"
    case .advice(let text, let ruleID): return "सलाह: \(text) (:explain \(ruleID))"
    case .note(let text): return "ध्यान दें: " + text
    case .moreOutput(let count): return "… (आउटपुट के \(count) और अक्षर)"
    case .progressNotSaved(let reason): return "आपकी प्रगति सहेजी नहीं जा सकी: \(reason)"
    case .lessonEnvironmentUnknown(let id):
      return "पाठ \(id) ऐसे डिवाइस या iOS संस्करण का नाम लेता है जिसे AlertLab नहीं जानता।"
    case .stepWaitsForNext: return "(यह चरण पूरा हो गया: :next आगे बढ़ता है।)"
    case .lessonRunsOn(let device, let iOS, let unused):
      return "यह पाठ \(device), iOS \(iOS) पर चलता है, इसलिए " + unused.joined(separator: " और ")
        + " तब तक रुका रहेगा जब तक आप न कहें।"
    case .unusedDevice(let name): return "--device \(name) (:device \(name) बदलता है)"
    case .unusedIOS(let version): return "--ios \(version) (:ios \(version) बदलता है)"
    case .lessonState(let state):
      switch state {
      case .done: return "पूरा"
      case .assisted: return "मदद से"
      case .skipped: return "छोड़ा"
      case .current: return "जारी"
      case .notStarted: return "शुरू नहीं"
      }
    case .courseLine(let bar): return "कोर्स: \(bar) पाठ पूरे"
    case .rowsLeftOut(let rows):
      return "(टर्मिनल में समाने के लिए \(rows) दोहराई गई पंक्तियाँ छोड़ी गईं; :render सब बनाता है।)"
    case .morePage(let lines):
      return "-- और देखने के लिए Return दबाएँ (\(lines) पंक्तियाँ और; चरण आख़िर में है) --"
    case .drawingTooWide(let columns, let terminal):
      return "(ड्रॉइंग \(columns) कॉलम चौड़ी है और आपका टर्मिनल \(terminal): उसे देखने के लिए टर्मिनल "
        + "चौड़ा करें, या ':device iphone' आज़माएँ। तब तक, शब्दों में:)"
    case .device(let device):
      let base: String
      switch device.model {
      case .iphone: base = "iPhone"
      case .iphonePlus: base = "iPhone Plus"
      case .ipad: base = "iPad"
      case .ipadSplit: base = "Split View में iPad"
      }
      return base + (device.isLandscape ? ", लैंडस्केप" : ", पोर्ट्रेट")
    }
  }
}
