import AlertLabKit

extension RuleTranslation {
  /// Every rule's explanation in Hindi, by rule id. API names, code and what UIKit prints
  /// stay in English.
  static let hindi: [String: RuleTranslation] = [
    "one-cancel": RuleTranslation(
      title: "एक अलर्ट कंट्रोलर में सिर्फ़ एक cancel ऐक्शन हो सकता है",
      what: "एक ही अलर्ट कंट्रोलर में cancel स्टाइल वाला दूसरा ऐक्शन जोड़ा गया।",
      why:
        "UIKit cancel ऐक्शन को अलग रखता है (बाईं ओर, सबसे नीचे, या पॉपओवर में छिपा हुआ) और यूज़र के ऐक्शन शीट के बाहर टैप करने पर उसे चलाता है: इसलिए वह एक ही हो सकता है।",
      fix: "दूसरे ऐक्शन को .default स्टाइल दें, या सिर्फ़ एक .cancel ऐक्शन जोड़ें।"),
    "text-fields-alert-only": RuleTranslation(
      title: "टेक्स्ट फ़ील्ड सिर्फ़ अलर्ट में जोड़े जा सकते हैं",
      what: "ऐक्शन शीट पर addTextField(configurationHandler:) कॉल किया गया।",
      why: "ऐक्शन शीट विकल्पों की एक सूची है जिसमें इनपुट की जगह नहीं; सिर्फ़ alert स्टाइल टेक्स्ट फ़ील्ड दिखाता है।",
      fix: "टेक्स्ट फ़ील्ड चाहिए तो कंट्रोलर preferredStyle: .alert के साथ बनाएँ।"),
    "preferred-action-in-actions": RuleTranslation(
      title: "preferred ऐक्शन अलर्ट के ऐक्शनों में से एक होना चाहिए (iOS 9+)",
      what: "preferredAction (iOS 9+) ऐसे ऐक्शन पर सेट किया गया जो अलर्ट में जोड़ा नहीं गया है।",
      why: "preferred ऐक्शन बोल्ड दिखता है और Return दबाने पर चलता है, इसलिए उसे अलर्ट के दिखाए बटनों में से एक होना चाहिए।",
      fix: "पहले alert.addAction(ok) कॉल करें, फिर alert.preferredAction = ok सेट करें।"),
    "alert-needs-content": RuleTranslation(
      title: "अलर्ट को शीर्षक, संदेश या कोई ऐक्शन चाहिए",
      what: "बिना शीर्षक, बिना संदेश और बिना ऐक्शन वाला अलर्ट कंट्रोलर प्रेज़ेंट किया गया।",
      why: "दिखाने को कुछ नहीं होता और टैप करने को भी कुछ नहीं, इसलिए अलर्ट के दिखने से ठीक पहले UIKit उसे मना कर देता है।",
      fix: "अलर्ट को शीर्षक या संदेश दें, और कम से कम एक ऐक्शन जोड़ें।",
      note: "पुराने SDK से बने ऐप में ख़ाली शीर्षक या संदेश को न होने के बराबर माना जाता है (_shouldTreatEmptyStringsAsNil); "
        + "नए SDK में \"\" भी शीर्षक है। सीमा कौन-सा SDK है, यह पता नहीं: AlertLab iOS 13 से पहले \"\" को न होने के बराबर मानता है।"
    ),
    "alert-without-actions": RuleTranslation(
      title: "बिना ऐक्शन वाला अलर्ट बंद नहीं किया जा सकता",
      what: "शीर्षक या संदेश वाला पर बिना ऐक्शन का अलर्ट प्रेज़ेंट किया गया। UIKit उसे बिना किसी शिकायत के दिखाता है।",
      why:
        "बाहर टैप करने से सिर्फ़ ऐक्शन शीट बंद होती है, अलर्ट कभी नहीं: अलर्ट अपने बटनों से या कोड में dismiss(animated:) से ही हटता है।",
      fix: "एक ऐक्शन जोड़ें, जैसे alert.addAction(UIAlertAction(title: \"OK\", style: .default))।",
      advice: { _, _ in "इस अलर्ट में कोई ऐक्शन नहीं है: यूज़र इसे बंद नहीं कर सकता, और ऐप इसके पीछे अटक जाता है।" }),
    "title-truncated": RuleTranslation(
      title: "बहुत लंबे शीर्षक और संदेश काट दिए जाते हैं",
      what: "अलर्ट का शीर्षक या संदेश UIKit की रखी जाने वाली लंबाई से ज़्यादा था; आख़िरी हिस्सा बिना चेतावनी के कट गया।",
      why: "अलर्ट एक छोटी-सी रुकावट है; कंट्रोलर बनते समय ही UIKit टेक्स्ट की सीमा लगा देता है।",
      fix: "शीर्षक एक पंक्ति का और संदेश एक-दो वाक्यों का रखें; लंबा टेक्स्ट अपने अलग व्यू कंट्रोलर में दिखाएँ।",
      advice: { _, _ in
        "UIKit 1000 या ज़्यादा अक्षरों के अलर्ट शीर्षक को चुपचाप 999 तक, और 10000 या ज़्यादा अक्षरों के संदेश को 9999 तक काट देता है।"
      }),
    "alert-presentation-style-ignored": RuleTranslation(
      title: "अलर्ट कंट्रोलर modalPresentationStyle को अनदेखा करता है",
      what: "अलर्ट कंट्रोलर पर modalPresentationStyle सेट किया गया; UIKit ने अपनी ही स्टाइल रखी।",
      why:
        "अलर्ट हमेशा बीच में प्रेज़ेंट होता है, और ऐक्शन शीट iPhone पर नीचे से ऊपर आती है और iPad पर पॉपओवर बन जाती है; कंट्रोलर यह पक्का करने के लिए प्रॉपर्टी को ओवरराइड करता है।",
      fix: "यह असाइनमेंट हटा दें; iPad पर उसकी जगह alert.popoverPresentationController कॉन्फ़िगर करें।",
      advice: { _, _ in
        "UIAlertController पर modalPresentationStyle अनदेखा होता है: अलर्ट या ऐक्शन शीट कैसे प्रेज़ेंट होगी, यह हमेशा UIKit चुनता है।"
      }),
    "alert-controller-subclass": RuleTranslation(
      title: "UIAlertController सबक्लासिंग को सपोर्ट नहीं करता",
      what:
        "UIAlertController की एक सबक्लास घोषित की गई। कंपाइलर इसकी इजाज़त देता है, और हो सकता है यह चल भी जाए, पर Apple इसे सपोर्ट नहीं करता।",
      why: "अलर्ट के व्यू निजी हैं और iOS के संस्करणों के बीच बदलते हैं; उन पर निर्भर सबक्लास किसी भी अपडेट में टूट सकती है।",
      fix:
        "एक साधारण UIAlertController कॉन्फ़िगर करें (ऐक्शन, टेक्स्ट फ़ील्ड, preferredAction), या अलग रूप चाहिए तो अपना व्यू कंट्रोलर प्रेज़ेंट करें।",
      advice: { _, _ in
        "Apple: \"UIAlertController क्लास जैसी है वैसी ही इस्तेमाल करने के लिए है और सबक्लासिंग को सपोर्ट नहीं करती। इस क्लास का व्यू पदानुक्रम निजी है और उसमें बदलाव नहीं किया जाना चाहिए।\""
      }),
    "alert-orientations-recursion": RuleTranslation(
      title: "अलर्ट ने अपने प्रेज़ेंटर के ज़रिए अपनी ही ओरिएंटेशन पूछी (iOS 9)",
      what:
        "iOS 9 पर अलर्ट कंट्रोलर supportedInterfaceOrientations का जवाब उसे प्रेज़ेंट करने वाले कंट्रोलर से पूछकर देता है। "
        + "उस कंट्रोलर के ओवरराइड ने वापस अलर्ट से पूछा (उसका presentedViewController, या visible या top व्यू कंट्रोलर, वही अलर्ट है), "
        + "इसलिए सवाल घेरे में घूमता रहा और UIKit के असर्शन ने उसे रोक दिया।",
      why: "UIKit यह तब पूछता है जब अलर्ट का व्यू विंडो में आता है और जब डिवाइस घूमता है; iOS 9 का UIAlertController "
        + "सवाल अपने प्रेज़ेंटर को भेज देता था और जवाब का इंतज़ार करते समय फिर पूछे जाने के ख़िलाफ़ असर्शन करता था। बाद के संस्करण क्रैश नहीं करते।",
      fix:
        "supportedInterfaceOrientations को प्रेज़ेंट किए गए UIAlertController तक न भेजें: एक तय मास्क लौटाएँ (return .all), "
        + "या अलर्ट को छोड़ दें (if presentedViewController is UIAlertController { return .all }), "
        + "या नेविगेशन कंट्रोलर में visibleViewController की जगह topViewController से पूछें।",
      note:
        "ट्रिगर और सुधार iOS 9 के क्रैश की डेवलपर रिपोर्टों से हैं (QMUI, ZFPlayer, RTRootNavigationController, Eureka, "
        + "openradar 22385765), UIKit के कोड से नहीं; AlertLab इसे सिर्फ़ iOS 9 पर उठाता है, जहाँ ये रिपोर्टें हैं।"),
    "not-in-window": RuleTranslation(
      title: "प्रेज़ेंट करने वाले का व्यू विंडो पदानुक्रम में नहीं है",
      what:
        "ऐसे व्यू कंट्रोलर पर present(_:animated:completion:) कॉल किया गया जिसका व्यू अभी स्क्रीन पर नहीं है (जैसे viewDidLoad में)। कुछ भी प्रेज़ेंट नहीं हुआ।",
      why:
        "प्रेज़ेंटेशन किसी विंडो के व्यू से दिखाया जाता है; व्यू के विंडो में आने से पहले उसे दिखाने की कोई जगह नहीं, इसलिए UIKit लॉग करके उसे छोड़ देता है।",
      fix: "व्यू स्क्रीन पर आने के बाद viewDidAppear(_:) से या किसी ऐक्शन से प्रेज़ेंट करें।"),
    "already-presenting": RuleTranslation(
      title: "प्रेज़ेंट करने वाला पहले से एक व्यू कंट्रोलर प्रेज़ेंट कर रहा है",
      what:
        "ऐसे व्यू कंट्रोलर पर present(_:animated:completion:) कॉल किया गया जिसके पास पहले से presentedViewController है। कुछ भी प्रेज़ेंट नहीं हुआ।",
      why: "एक व्यू कंट्रोलर एक समय में एक ही व्यू कंट्रोलर प्रेज़ेंट करता है; दूसरा अनुरोध लॉग होकर छोड़ दिया जाता है।",
      fix: "पहले वाले को dismiss करें और completion हैंडलर में प्रेज़ेंट करें, या presentedViewController से प्रेज़ेंट करें।"),
    "present-during-transition": RuleTranslation(
      title: "प्रेज़ेंटेशन या dismiss के चलते हुए प्रेज़ेंट करना",
      what:
        "रन लूप के उसी टर्न में शुरू हुआ कोई और प्रेज़ेंटेशन या dismiss अभी ऐनिमेट हो रहा था, तभी present(_:animated:completion:) कॉल किया गया। कुछ भी प्रेज़ेंट नहीं हुआ।",
      why:
        "UIKit एक विंडो में एक समय में एक ही ट्रांज़िशन चलाता है; उसके चलते किया गया अनुरोध लॉग होकर छोड़ दिया जाता है। AlertLab में ट्रांज़िशन उसे शुरू करने वाले टॉप-लेवल स्टेटमेंट (या जेस्चर) के अंत तक चलता है।",
      fix:
        "पिछले present या dismiss के completion हैंडलर से प्रेज़ेंट करें, जैसे dismiss(animated: true) { self.present(next, animated: true) }।",
      note:
        "असली ट्रांज़िशन लगभग एक तिहाई सेकंड चलता है; AlertLab हर ट्रांज़िशन को, ऐनिमेटेड हो या नहीं, उसके टर्न का बाक़ी समय देता है। "
        + "iOS 13+ का रूप अनुमानित है: वाक्य एक डेवलपर के कंसोल से है, [Presentation] उपसर्ग iOS 13+ की दूसरी प्रेज़ेंटेशन चेतावनियों से।"
    ),
    "dismiss-during-transition": RuleTranslation(
      title: "प्रेज़ेंटेशन या dismiss के चलते हुए dismiss करना",
      what:
        "रन लूप के उसी टर्न में शुरू हुआ कोई प्रेज़ेंटेशन या dismiss अभी ऐनिमेट हो रहा था, तभी dismiss(animated:completion:) कॉल किया गया। कुछ भी dismiss नहीं हुआ।",
      why: "UIKit एक समय में एक ही ट्रांज़िशन चलाता है; dismiss लॉग होकर छोड़ दिया जाता है, इसलिए कंट्रोलर स्क्रीन पर बना रहता है।",
      fix:
        "प्रेज़ेंटेशन के completion हैंडलर से dismiss करें, या बाद में (किसी ऐक्शन या बटन के हैंडलर से), उसी फ़ंक्शन में नहीं जिसने प्रेज़ेंट किया।",
      note:
        "यह टेक्स्ट iOS 13 से पहले के एक डेवलपर के कंसोल से है; AlertLab इसमें iOS 13+ की दूसरी चेतावनियों का [Presentation] उपसर्ग जोड़ता है, और वह रूप अनुमानित है।"
    ),
    "present-active-controller": RuleTranslation(
      title: "पहले से प्रेज़ेंट हुआ व्यू कंट्रोलर दोबारा प्रेज़ेंट नहीं हो सकता",
      what: "जो व्यू कंट्रोलर पहले से स्क्रीन पर है, उसे फिर से present में दिया गया।",
      why: "एक व्यू कंट्रोलर प्रेज़ेंटेशन की कड़ी में एक समय में एक ही जगह हो सकता है।",
      fix: "प्रेज़ेंट करने से पहले presentingViewController == nil जाँचें, या हर प्रेज़ेंटेशन के लिए नया कंट्रोलर बनाएँ।"),
    "present-being-presented": RuleTranslation(
      title: "प्रेज़ेंट हो रहा व्यू कंट्रोलर दोबारा प्रेज़ेंट नहीं हो सकता",
      what: "जिस व्यू कंट्रोलर का प्रेज़ेंटेशन इसी टर्न में शुरू हुआ और अभी ऐनिमेट हो रहा है, उसे फिर से present में दिया गया।",
      why: "एक व्यू कंट्रोलर को एक समय में एक ही कंट्रोलर प्रेज़ेंट कर सकता है; आते समय ही वह उस प्रेज़ेंटेशन का हो चुका होता है।",
      fix: "हर कंट्रोलर एक बार प्रेज़ेंट करें, और कहीं और से प्रेज़ेंट करने से पहले completion का इंतज़ार करें।",
      note: "फ़ॉर्मैट स्ट्रिंग और एक्सेप्शन का नाम डेवलपरों के स्रोतों से हैं; AlertLab हर %@ को ऑब्जेक्ट के विवरण से भरता है।"),
    "present-self": RuleTranslation(
      title: "व्यू कंट्रोलर ख़ुद को प्रेज़ेंट नहीं कर सकता",
      what: "present(self, animated:) कॉल किया गया: प्रेज़ेंट करने वाला और प्रेज़ेंट होने वाला कंट्रोलर एक ही ऑब्जेक्ट हैं।",
      why: "प्रेज़ेंटेशन एक व्यू कंट्रोलर को दूसरे के ऊपर रखता है; एक ही ऑब्जेक्ट दोनों नहीं हो सकता।",
      fix: "अपना बनाया कंट्रोलर प्रेज़ेंट करें, जैसे present(alert, animated: true)।"),
    "present-child": RuleTranslation(
      title: "चाइल्ड व्यू कंट्रोलर प्रेज़ेंट नहीं हो सकता",
      what: "addChild(_:) से किसी दूसरे कंट्रोलर में जोड़ा गया व्यू कंट्रोलर प्रेज़ेंट किया गया।",
      why: "चाइल्ड का व्यू उसके पैरेंट के व्यू के अंदर रहता है; प्रेज़ेंट करने से एक ही व्यू दो जगह हो जाता।",
      fix: "पहले child.removeFromParent() कॉल करें, या नया कंट्रोलर प्रेज़ेंट करें।",
      note:
        "यह टेक्स्ट ऐप के सोर्स में मिली एक फ़ॉर्मैट स्ट्रिंग है; एक्सेप्शन का नाम पक्का नहीं (NSInvalidArgumentException, दूसरी present जाँचों की तरह)।"
    ),
    "present-nil": RuleTranslation(
      title: "nil प्रेज़ेंट करना",
      what: "present को nil के साथ कॉल किया गया। iOS 7 पर UIAlertController मौजूद नहीं: Objective-C में "
        + "[UIAlertController alertControllerWithTitle:...] एक nil क्लास को संदेश भेजता है, nil पाता है, और present(nil) यह एक्सेप्शन फेंकता है।",
      why: "प्रेज़ेंट करने को कुछ नहीं है; UIKit nil कंट्रोलर को प्रोग्रामिंग की ग़लती मानता है।",
      fix:
        "iOS 7 पर UIAlertView इस्तेमाल करें; iOS 8+ पर UIAlertController। UIAlertController इस्तेमाल करने से पहले if #available(iOS 8.0, *) से संस्करण जाँचें।",
      note:
        "iOS 7 पर Swift अलग तरह से विफल होता है (UIAlertController क्लास का सिंबल नहीं होता, शायद present तक पहुँचने से पहले ही क्रैश), पर उस विफलता का कोई स्रोत नहीं।"
    ),
    "popover-needs-anchor": RuleTranslation(
      title: "पॉपओवर को sourceView या barButtonItem चाहिए",
      what:
        ".popover प्रेज़ेंटेशन तब शुरू हुआ जब उसके popoverPresentationController पर न sourceView सेट था, न barButtonItem।",
      why: "पॉपओवर अपना तीर स्क्रीन पर किसी चीज़ की ओर करता है; ऐंकर के बिना UIKit उसे रख नहीं सकता।",
      fix:
        "run loop का यह चक्र ख़त्म होने से पहले vc.popoverPresentationController?.sourceView = sender और "
        + "sourceRect = sender.bounds, या barButtonItem = item सेट करें: present से पहले, या उसी फ़ंक्शन में present के "
        + "ठीक बाद। UIKit ऐंकर की जाँच प्रेज़ेंटेशन शुरू होने पर करता है; Apple का UIPopoverPresentationController "
        + "संदर्भ कहता है कि popover शैली में प्रेज़ेंट करने से एक popover presentation controller बनता है, जिससे आप "
        + "popover का व्यवहार कॉन्फ़िगर करते हैं।"
    ),
    "sheet-needs-anchor": RuleTranslation(
      title: "iPad पर ऐक्शन शीट को sourceView या barButtonItem चाहिए",
      what:
        "रेगुलर चौड़ाई वाले वातावरण (iPad) में बिना ऐंकर के ऐक्शन शीट प्रेज़ेंट की गई। वहाँ वह पॉपओवर की तरह दिखती है, और पॉपओवर को एक स्रोत चाहिए।",
      why: "iPad पर ऐक्शन शीट उस कंट्रोल की ओर इशारा करती है जिसने उसे खोला; UIKit अंदाज़ा नहीं लगा सकता कि वह कौन-सा था।",
      fix:
        "present से पहले, या उसी फ़ंक्शन में present के ठीक बाद, alert.popoverPresentationController?.sourceView = sender "
        + "और sourceRect = sender.bounds, या barButtonItem = item सेट करें (UIKit ऐंकर की जाँच run loop का यह चक्र "
        + "ख़त्म होने पर करता है, जैसे Apple का UIPopoverPresentationController संदर्भ present के बाद popover "
        + "कॉन्फ़िगर करता है)। iPhone पर यह प्रॉपर्टी nil है और यह पंक्ति कुछ नहीं करती।",
      note: "iOS 8 पर AlertLab E-P1 का टेक्स्ट छापता है, क्योंकि सीड 001 उसे एक iOS 8 डिवाइस से बाइट-दर-बाइट उद्धृत करता है; "
        + "संदर्भ iOS 8 से 12 के लिए 'Your application has presented' वाला रूप देता है और iOS 8 के बारे में ग़लत हो सकता है। "
        + "'from' के बिना वाला रूप कहाँ ख़त्म होता है (लगभग iOS 12), यह अनुमानित है।"),
    "source-rect-needs-view": RuleTranslation(
      title: "सिर्फ़ sourceRect पॉपओवर का ऐंकर नहीं बनता",
      what: "sourceRect सेट किया गया पर sourceView नहीं, इसलिए पॉपओवर का कोई ऐंकर नहीं है।",
      why:
        "sourceRect, sourceView के निर्देशांकों में होता है; व्यू के बिना उस आयत का कोई अर्थ नहीं, और UIKit सिर्फ़ व्यू या बार बटन आइटम जाँचता है।",
      fix: "sourceView भी सेट करें: popover.sourceView = sender; popover.sourceRect = sender.bounds।"),
    "bar-item-without-view": RuleTranslation(
      title: "किसी बार में न रखा गया बार बटन आइटम पॉपओवर का ऐंकर नहीं बनता",
      what:
        "barButtonItem ऐसे आइटम पर सेट किया गया जो किसी टूलबार या नेविगेशन बार में नहीं है, इसलिए पॉपओवर के तीर के लिए उसका कोई व्यू नहीं; तब UIKit के पास कोई ऐंकर नहीं होता।",
      why: "पॉपओवर आइटम के व्यू पर रखा जाता है; कोड में बना और कभी बार में न रखा गया आइटम का कोई व्यू नहीं होता।",
      fix:
        "स्क्रीन पर मौजूद आइटम इस्तेमाल करें (navigationItem.rightBarButtonItem, टूलबार का आइटम), या उसकी जगह sourceView और sourceRect से ऐंकर करें।",
      note:
        "iOS 26 का कोड, जब आइटम का समूह हमेशा उपलब्ध हो, आइटम हटाकर पॉपओवर को बीच में रख देता है; नहीं तो सोर्स व्यू nil होता है "
        + "और UIKit E-P1 का एक्सेप्शन फेंकता है (iPad ऐक्शन शीट के लिए E-P2 का)। एक्सेप्शन फेंकना अनुमानित है; पुराने संस्करण पक्के नहीं।"),
    "popover-hides-cancel": RuleTranslation(
      title: "पॉपओवर में ऐक्शन शीट अपना cancel ऐक्शन नहीं दिखाती",
      what:
        "ऐक्शन शीट पॉपओवर (iPad) में है, इसलिए UIKit ने उसका cancel बटन छोड़ दिया। बाहर टैप करने से अब भी cancel ऐक्शन का हैंडलर चलता है।",
      why: "पॉपओवर के बाहर टैप करने का मतलब पहले से ही cancel है, इसलिए Cancel बटन उसे दोहराता।",
      fix: "ठीक करने को कुछ नहीं: .cancel ऐक्शन रखें ताकि iPhone उसे दिखाए और बाहर के टैप के पास चलाने को हैंडलर हो।",
      advice: { _, iOS in
        iOS < IOSVersion(26)
          ? "पॉपओवर में cancel ऐक्शन नहीं दिखता: पॉपओवर के बाहर टैप करना cancel करता है।"
          : "cancel ऐक्शन नहीं दिखता: iOS 26 से ऐक्शन शीट उसे कभी नहीं दिखाती; बाहर टैप करना cancel करता है।"
      }),
    "destructive-first": RuleTranslation(
      title: "destructive ऐक्शन ऐक्शन शीट में सबसे ऊपर रखें (HIG)",
      what: "destructive ऐक्शन दूसरे ऐक्शनों के बाद जोड़ा गया, इसलिए वह सबसे ऊपर नहीं है।",
      why:
        "Human Interface Guidelines लाल, ख़तरनाक विकल्प को पहले रखती हैं जहाँ वह दिखे; UIKit आपके लिए ऐक्शनों का क्रम नहीं बदलता।",
      fix: ".destructive ऐक्शन के लिए addAction बाक़ियों से पहले कॉल करें।",
      advice: { _, _ in
        "HIG: destructive ऐक्शन ऐक्शन शीट में सबसे ऊपर रखें; UIKit ऐक्शन उसी क्रम में दिखाता है जिसमें वे जोड़े गए।"
      }),
    "cancel-placement": RuleTranslation(
      title: "UIKit अलर्ट में cancel ऐक्शन कहाँ बनाता है",
      what:
        "UIKit cancel ऐक्शन को खिसका देता है: साथ-साथ के दो बटनों में बाईं ओर, ऊपर-नीचे की कतार में सबसे नीचे; बाक़ी ऐक्शन जोड़ने के क्रम में रहते हैं। "
        + "iOS 8 पर AlertLab जोड़ने का क्रम रखता है, जो पक्का नहीं है।",
      why:
        "Human Interface Guidelines Cancel को बाईं ओर और संभावित विकल्प को दाईं ओर रखती हैं, ताकि लोग हर एक को वहीं पाएँ जहाँ उम्मीद करते हैं।",
      fix:
        "बाक़ी ऐक्शन उसी क्रम में जोड़ें जिसमें आप उन्हें दिखाना चाहते हैं और Cancel को .cancel स्टाइल दें; iOS 8 पर वही लेआउट पाने के लिए उसे पहले जोड़ें।",
      note:
        "क्या iOS 8.0 पहले से दूसरे नंबर पर जोड़े गए cancel ऐक्शन को बाईं ओर ले जाता था, यह पक्का नहीं; AlertLab iOS 8 के अलर्ट ऐक्शनों के जोड़े जाने के क्रम में बनाता है।",
      advice: { _, iOS in
        iOS < IOSVersion(9)
          ? "iOS 8 पर AlertLab ऐक्शन उसी क्रम में बनाता है जिसमें वे जोड़े गए।"
          : "cancel ऐक्शन दो बटनों में बाईं ओर और तीन या ज़्यादा में सबसे नीचे बनता है, चाहे उसे किसी भी क्रम में जोड़ा गया हो।"
      }),
    "popover-controller-ipad-only": RuleTranslation(
      title: "UIPopoverController सिर्फ़ iPad पर चलता है",
      what: "iPhone पर UIPopoverController बनाया गया।",
      why: "iOS 8 से पहले पॉपओवर सिर्फ़ iPad पर थे; पुरानी क्लास बनते समय डिवाइस का idiom जाँचती है।",
      fix:
        "पॉपओवर प्रेज़ेंटेशन इस्तेमाल करें: vc.modalPresentationStyle = .popover, उसके popoverPresentationController का ऐंकर सेट करें, फिर present(vc, animated: true)।",
      note:
        "आधुनिक UIKit कुछ SDK (शायद iOS 8 SDK) से लिंक हुए ऐप के लिए यह जाँच छोड़ देता है; कौन-से SDK, यह पक्का नहीं, इसलिए AlertLab iPhone पर हमेशा एक्सेप्शन फेंकता है।"
    ),
    "popover-controller-dealloc": RuleTranslation(
      title: "दिखता हुआ UIPopoverController डीऐलोकेट हो गया",
      what:
        "दिखते हुए पॉपओवर कंट्रोलर का इकलौता रेफ़रेंस चला गया (स्कोप से बाहर गया एक लोकल वेरिएबल), इसलिए वह स्क्रीन पर रहते हुए डीऐलोकेट हो गया।",
      why: "UIPopoverController ख़ुद को ज़िंदा नहीं रखता; दिखते समय उसे छोड़ने से ऐसा पॉपओवर बचता जिसका कोई मालिक नहीं।",
      fix: "उसे एक स्टोर्ड प्रॉपर्टी में रखें: var popover: UIPopoverController?"),
    "popover-controller-init": RuleTranslation(
      title: "UIPopoverController को एक कंटेंट व्यू कंट्रोलर चाहिए",
      what: "UIPopoverController() बिना कंटेंट व्यू कंट्रोलर के कॉल किया गया।",
      why: "पॉपओवर कंट्रोलर एक व्यू कंट्रोलर दिखाता है; उसके बिना उसका कोई अर्थ नहीं।",
      fix:
        "उसे UIPopoverController(contentViewController: content) से बनाएँ, या बेहतर, content को .popover स्टाइल से प्रेज़ेंट करें।"
    ),
    "popover-controller-nil-content": RuleTranslation(
      title: "पॉपओवर कंट्रोलर का कंटेंट nil नहीं किया जा सकता",
      what: "पॉपओवर कंट्रोलर पर setContentViewController(nil, animated:) कॉल किया गया।",
      why: "पॉपओवर हमेशा एक व्यू कंट्रोलर दिखाता है; उसे हटाना हो तो पॉपओवर dismiss करें।",
      fix: "एक व्यू कंट्रोलर दें, या पॉपओवर छिपाने के लिए dismiss(animated:) कॉल करें।"),
    "popover-arrow-unknown": RuleTranslation(
      title: "पॉपओवर unknown तीर-दिशा के साथ प्रेज़ेंट नहीं हो सकता",
      what: "पॉपओवर प्रेज़ेंट होते समय permittedArrowDirections .unknown था।",
      why: ".unknown वह है जो कोई पॉपओवर न दिखने पर arrowDirection बताता है; यह ऐसी दिशा नहीं जिसे UIKit बना सके।",
      fix: ".any दें और UIKit को चुनने दें, या वे दिशाएँ दें जिनकी आप इजाज़त देते हैं, जैसे [.up, .down]।",
      note:
        "यह टेक्स्ट UIPopoverController का है (E-PC5)। UIPopoverPresentationController (.popover स्टाइल) के लिए "
        + "कोई स्रोत यह जाँच नहीं दिखाता: AlertLab .unknown को उसी तरह मना करता है, presentationTransitionWillBegin का नाम लेकर, और वह संदेश अनुमानित है।"
    ),
    "popover-no-window": RuleTranslation(
      title: "पॉपओवर किसी विंडो में मौजूद व्यू से ही प्रेज़ेंट होना चाहिए",
      what: "पॉपओवर ऐसे व्यू (या बार बटन आइटम के व्यू) से प्रेज़ेंट किया गया जो किसी विंडो में नहीं है।",
      why: "UIKit पॉपओवर को उस व्यू की विंडो में रखता है जिसकी ओर वह इशारा करता है; विंडो के बिना उसे रखने की कोई जगह नहीं।",
      fix: "व्यू स्क्रीन पर आने के बाद (viewDidAppear(_:) या किसी ऐक्शन में), दिखते हुए व्यू या बार बटन आइटम से प्रेज़ेंट करें।"),
    "popover-zero-rect": RuleTranslation(
      title: "पॉपओवर के आयत की चौड़ाई और ऊँचाई शून्य नहीं होनी चाहिए",
      what:
        "पॉपओवर शून्य चौड़ाई या ऊँचाई वाले आयत से प्रेज़ेंट किया गया। UIKit ने इसे एक बार लॉग किया और आयत को कम से कम 2 x 2 पॉइंट कर दिया।",
      why: "तीर आयत की ओर इशारा करता है; ख़ाली आयत में इशारा करने लायक़ कोई क्षेत्र नहीं।",
      fix:
        "कंट्रोल का bounds दें, जैसे present(from: sender.bounds, in: sender, permittedArrowDirections: .any, animated: true)।"
    ),
    "popover-represent": RuleTranslation(
      title: "दिखते हुए UIPopoverController को किसी आयत से फिर प्रेज़ेंट करना",
      what:
        "ऐसे पॉपओवर कंट्रोलर पर presentPopover(from:in:permittedArrowDirections:animated:) कॉल किया गया जिसका पॉपओवर स्क्रीन पर है। "
        + "UIKit ने इसे लॉग किया (हर रन में एक बार) और पॉपओवर को वहीं छोड़ दिया।",
      why:
        "iOS 8 से UIPopoverController एक UIPopoverPresentationController के ज़रिए प्रेज़ेंट होता है, जो dismiss होने के बाद ही फिर प्रेज़ेंट हो सकता है।",
      fix: "पहले isPopoverVisible जाँचें, या कहीं और प्रेज़ेंट करने से पहले पॉपओवर को dismiss(animated:) करें।"),
    "background-view-abstract": RuleTranslation(
      title: "UIPopoverBackgroundView की सबक्लास को उसके abstract मेंबर ओवरराइड करने होंगे",
      what:
        "UIKit ने UIPopoverBackgroundView की सबक्लास का ऐसा मेंबर कॉल किया जिसे सबक्लास ओवरराइड नहीं करती। iOS 17 से पहले हर abstract मेंबर एक्सेप्शन फेंकता है "
        + "(arrowOffset, arrowDirection, arrowHeight, arrowBase, contentViewInsets); iOS 17 से सिर्फ़ contentViewInsets।",
      why:
        "UIPopoverBackgroundView सिर्फ़ इंटरफ़ेस तय करता है: फ्रेम सबक्लास बनाती है, इसलिए तीर का आकार और कंटेंट के इनसेट सिर्फ़ वही जानती है।",
      fix:
        "सभी ओवरराइड करें: override class func arrowHeight() -> CGFloat, arrowBase(), contentViewInsets(), और arrowOffset व arrowDirection प्रॉपर्टी।",
      note:
        "UIKit ओवरराइड न किए गए मेंबर के लिए एक्सेप्शन फेंकता है (E-B1, E-B2), पर किसी स्रोत में उसका नाम या कारण नहीं दिखता (E-B3): ऊपर की लाइन AlertLab की है, UIKit की नहीं।"
    ),
    "alert-view-button-title": RuleTranslation(
      title: "UIAlertView के बटन को शीर्षक चाहिए",
      what: "UIAlertView पर addButton(withTitle: nil) कॉल किया गया।",
      why: "बिना शीर्षक का बटन एक ख़ाली, बिना लेबल का विकल्प होता।",
      fix: "एक शीर्षक दें: alertView.addButton(withTitle: \"OK\")।"),
    "action-sheet-button-title": RuleTranslation(
      title: "UIActionSheet के बटन को शीर्षक चाहिए",
      what: "UIActionSheet पर addButton(withTitle: nil) कॉल किया गया।",
      why: "बिना शीर्षक का बटन एक ख़ाली, बिना लेबल का विकल्प होता।",
      fix: "एक शीर्षक दें: actionSheet.addButton(withTitle: \"Share\")।"),
    "alert-view-in-scene-app": RuleTranslation(
      title: "UIScene पर आधारित ऐप में UIAlertView इस्तेमाल नहीं हो सकता",
      what:
        "UIScene इस्तेमाल करने वाले ऐप (Xcode 11 या बाद के टेम्पलेट से बना हर ऐप) में UIAlertView बनाया गया। iOS 13 से AlertLab का ऐप ऐसा ही ऐप है।",
      why:
        "UIAlertView ख़ुद को ऐप की इकलौती विंडो में दिखाता है; सीन पर आधारित ऐप में कई विंडो हो सकती हैं, इसलिए UIKit उसे बनाने से मना करता है।",
      fix:
        "UIAlertController(title:message:preferredStyle: .alert) इस्तेमाल करें और उसे प्रेज़ेंट करें; UIAlertView आज़माना हो तो पुराने iOS पर जाएँ (:ios 12)।",
      note:
        "बिना scene manifest वाला ऐप iOS 13 और बाद में भी UIAlertView रखता है; AlertLab के ऐप में iOS 13 से हमेशा एक होता है।"
    ),
    "deprecated-alert-view": RuleTranslation(
      title: "UIAlertView डेप्रिकेटेड है (iOS 9)",
      what: "कोड UIAlertView इस्तेमाल करता है, जिसे कंपाइलर iOS 9 से डेप्रिकेटेड बताता है।",
      why:
        "iOS 8 में UIAlertController ने इसकी जगह ली; iOS 8 से UIAlertView, UIAlertController के ऊपर बस एक परत है।",
      fix: "UIAlertController(title:message:preferredStyle: .alert) इस्तेमाल करें और उसे प्रेज़ेंट करें।"),
    "deprecated-action-sheet": RuleTranslation(
      title: "UIActionSheet डेप्रिकेटेड है (iOS 8.3)",
      what: "कोड UIActionSheet इस्तेमाल करता है, जिसे कंपाइलर iOS 8.3 से डेप्रिकेटेड बताता है।",
      why:
        "iOS 8 में UIAlertController ने इसकी जगह ली; iOS 8 से UIActionSheet, UIAlertController के ऊपर बस एक परत है।",
      fix: "UIAlertController(title:message:preferredStyle: .actionSheet) इस्तेमाल करें और उसे प्रेज़ेंट करें।"),
    "deprecated-popover-controller": RuleTranslation(
      title: "UIPopoverController डेप्रिकेटेड है (iOS 9)",
      what: "कोड UIPopoverController इस्तेमाल करता है, जिसे कंपाइलर iOS 9 से डेप्रिकेटेड बताता है।",
      why: "iOS 8 से पॉपओवर एक व्यू कंट्रोलर प्रेज़ेंटेशन है; UIPopoverController उसके ऊपर बस एक परत है।",
      fix:
        "vc.modalPresentationStyle = .popover सेट करें, vc.popoverPresentationController का ऐंकर सेट करें, और present(vc, animated: true)।"
    ),
    "deprecated-key-window": RuleTranslation(
      title: "UIApplication का keyWindow डेप्रिकेटेड है (iOS 13)",
      what: "कोड UIApplication.shared.keyWindow पढ़ता है, जिसे कंपाइलर iOS 13 से डेप्रिकेटेड बताता है।",
      why:
        "iOS 13 से एक ऐप कई सीन दिखा सकता है, हर सीन की अपनी विंडो होती है; पूरे ऐप की एक key window यह नहीं बताती कि कोड किस सीन का है।",
      fix:
        "सीन से पूछें: view.window (स्क्रीन पर दिखता व्यू अपनी विंडो जानता है), या UIApplication.shared.connectedScenes में सक्रिय UIWindowScene की key window।"
    ),
    "deprecated-windows": RuleTranslation(
      title: "UIApplication का windows डेप्रिकेटेड है (iOS 15)",
      what: "कोड UIApplication.shared.windows पढ़ता है, जिसे कंपाइलर iOS 15 से डेप्रिकेटेड बताता है।",
      why: "विंडो सीन की होती हैं; ऐप की यह सूची हर सीन की विंडो एक साथ मिला देती है।",
      fix:
        "हाथ में मौजूद सीन की विंडो लें: (scene as? UIWindowScene)?.windows, या view.window?.windowScene?.windows।"
    ),
    "alert-view-text-field-index": RuleTranslation(
      title: "iOS 7 पर textField(at:) का इंडेक्स सीमा से बाहर",
      what:
        "textField(at:) से ऐसा फ़ील्ड माँगा गया जो अलर्ट व्यू की स्टाइल में नहीं है। iOS 7 पर यह एक्सेप्शन फेंकता है; iOS 8 से nil लौटाता है।",
      why:
        "हर alertViewStyle में फ़ील्डों की संख्या तय है: .default में कोई नहीं, सादे या सुरक्षित इनपुट में एक, लॉगिन और पासवर्ड में दो।",
      fix:
        "फ़ील्ड माँगने से पहले alertView.alertViewStyle = .plainTextInput (इंडेक्स 1 के लिए .loginAndPasswordInput) सेट करें।",
      note:
        "एक्सेप्शन का नाम स्रोत में नहीं है: NSRangeException एक अंदाज़ा है। कारण iOS 5 से 7 के दौर के एक डेवलपर के नोट से है।"),
    "nil-optional-chain": RuleTranslation(
      title: "nil पर ?. के ज़रिए कॉल कुछ नहीं करता",
      what:
        "nil वाले ऑप्शनल पर ?. के ज़रिए कॉल या असाइनमेंट किया गया, इसलिए Swift ने उसे छोड़ दिया: न कुछ प्रेज़ेंट हुआ न सेट, और UIKit ने कुछ नहीं कहा।",
      why: "ऑप्शनल चेनिंग Swift का तरीक़ा है किसी मेथड को सिर्फ़ तब कॉल करने का जब वैल्यू मौजूद हो; वैल्यू न हो तो यह ग़लती नहीं है।",
      fix:
        "इस्तेमाल से पहले ऑप्शनल को असाइन करें, जैसे popover = UIPopoverController(contentViewController: content), या nil पकड़ने के लिए guard let से अनरैप करें।",
      advice: { english, _ in
        let names = RuleTranslation.quoted(english)
        let subject = names.first ?? ""
        if english.hasPrefix("Nothing was presented") {
          return "कुछ भी प्रेज़ेंट नहीं हुआ: '\(subject)' nil है, इसलिए ऑप्शनल चेनिंग ने कॉल छोड़ दी।"
        }
        let member = names.dropFirst().first ?? ""
        let skipped =
          english.contains("setting '") ? "'\(member)' सेट करना" : "'\(member)' की कॉल"
        return "'\(subject)' nil है, इसलिए ऑप्शनल चेनिंग ने \(skipped) छोड़ दिया: कुछ नहीं हुआ।"
      }),
    "popover-adapts": RuleTranslation(
      title: "कॉम्पैक्ट वातावरण में पॉपओवर ढल जाता है",
      what:
        "हॉरिज़ॉन्टली कॉम्पैक्ट वातावरण (iPhone) में .popover प्रेज़ेंटेशन iOS 8 से 12 पर फ़ुल स्क्रीन और iOS 13+ पर शीट की तरह दिखता है; "
        + "iOS 8.3 से वर्टिकली कॉम्पैक्ट वातावरण (लैंडस्केप में Plus फ़ोन, जिसकी चौड़ाई रेगुलर है) में भी।",
      why: "छोटी स्क्रीन पर तैरते पॉपओवर की जगह नहीं, इसलिए UIKit उसे ढाल देता है, जब तक आप ऐसा न करने को न कहें।",
      fix:
        "popoverPresentationController?.delegate = self सेट करें (प्रेज़ेंट करने से पहले) और adaptivePresentationStyle(for:traitCollection:) (बेहतर) "
        + "या adaptivePresentationStyle(for:) से .none लौटाएँ।",
      advice: { english, iOS in
        let dimension = english.contains("vertically") ? "वर्टिकली" : "हॉरिज़ॉन्टली"
        let shown = iOS < IOSVersion(13) ? "फ़ुल स्क्रीन दिखाया गया" : "शीट की तरह दिखाया गया"
        return "पॉपओवर \(shown): \(dimension) कॉम्पैक्ट वातावरण में .popover प्रेज़ेंटेशन ढल जाता है।"
      }),
    "return-and-escape": RuleTranslation(
      title: "Return preferred ऐक्शन चुनता है, Escape cancel ऐक्शन",
      what:
        "हार्डवेयर कीबोर्ड (iPad या Mac के) की एक कुंजी ने स्क्रीन पर अलर्ट का एक ऐक्शन चुना, जैसे टैप करता: अलर्ट हट गया और ऐक्शन का हैंडलर चला।",
      why: "कीबोर्ड वाले लोग उम्मीद करते हैं कि Return पुष्टि करे और Escape पीछे हटे; preferred ऐक्शन 'पुष्टि' का अलर्ट का जवाब है।",
      fix:
        "एक से ज़्यादा non-cancel ऐक्शन वाले अलर्ट पर preferredAction (iOS 9+) सेट करें, ताकि Return के पास चुनने को कुछ हो; Escape के लिए बाहर निकलने के रास्ते को .cancel स्टाइल दें।",
      advice: { _, _ in
        "हार्डवेयर कीबोर्ड पर Return preferred ऐक्शन चुनता है (या इकलौता चालू ऐक्शन, या cancel के बग़ल वाला) और Escape cancel ऐक्शन।"
      }),
    "force-unwrap-nil": RuleTranslation(
      title: "nil को force-unwrap करना",
      what: "nil वाले ऑप्शनल को ! से अनरैप किया गया, इसलिए Swift रनटाइम ने ऐप रोक दिया।",
      why: "! वादा करता है कि वैल्यू मौजूद है; बिना वैल्यू के आगे बढ़ने के बजाय Swift ट्रैप करता है।",
      fix: "if let या guard let से अनरैप करें, या जब कुछ न होना हो तो ?. से कॉल करें।",
      note:
        "तीनों रूप Swift रनटाइम के अपने हैं (उसके सोर्स); कौन-सा iOS संस्करण किस Swift के साथ जाता है, यह अनुमानित है, क्योंकि यह ऐप का Swift संस्करण तय करता है, iOS नहीं। "
        + "फ़ाइल वही है जिसमें आपने टाइप किया (शेल की फ़ाइल 'input' है)।"),
    "cast-failed": RuleTranslation(
      title: "ज़बरदस्ती किया गया कास्ट विफल हुआ",
      what: "अलग टाइप की वैल्यू पर as! इस्तेमाल किया गया, इसलिए Swift रनटाइम ने ऐप रोक दिया।",
      why: "as! वादा करता है कि वैल्यू उसी टाइप की है; ग़लत टाइप के साथ आगे बढ़ने के बजाय Swift ट्रैप करता है।",
      fix:
        "if let या guard let के साथ as? इस्तेमाल करें, जैसे if let alert = presentedViewController as? UIAlertController { ... }।",
      note:
        "यह टेक्स्ट swift_dynamicCastFailure का है (Casting.cpp)। दोनों पते टाइप के मेटाडेटा हैं, यहाँ गढ़े हुए पर हर रन में एक जैसे; AlertLab ऐप के मॉड्यूल को App कहता है।"
    ),
    "index-out-of-range": RuleTranslation(
      title: "इंडेक्स सीमा से बाहर",
      what: "किसी ऐरे को ऐसे इंडेक्स पर पढ़ा गया जो उसमें नहीं है।",
      why: "Swift हर ऐरे ऐक्सेस जाँचता है; आख़िर के बाद पढ़ने से ऐप रुक जाता है।",
      fix: "पहले 'count' जाँचें, या 'first'/'last' इस्तेमाल करें, जो ऑप्शनल हैं।",
      note:
        "स्टैंडर्ड लाइब्रेरी इंडेक्स को एक precondition से जाँचती है जिसका संदेश 'Index out of range' है; कंसोल लाइब्रेरी की अपनी फ़ाइल और पंक्ति भी बताता है, जिन्हें AlertLab छोड़ देता है।"
    ),
    "continuation-leaked": RuleTranslation(
      title: "एक continuation कभी resume नहीं हुआ",
      what:
        "एक checked continuation को बिना resume किए छोड़ दिया गया: अब कोई उसे resume नहीं कर सकता, इसलिए उसका इंतज़ार करता टास्क हमेशा इंतज़ार करेगा। ऐप चलता रहता है।",
      why:
        "जिस कोड के पास continuation है, उसे हर रास्ते पर उसे ठीक एक बार resume करना चाहिए। यहाँ एक रास्ते ने उसे छोड़ दिया (अलर्ट बिना किसी ऐक्शन हैंडलर के resume किए बंद हुआ, जल्दी return, कभी न जोड़ा गया हैंडलर)।",
      fix: "हर रास्ते पर resume करें: अलर्ट के हर ऐक्शन को resume करने वाला हैंडलर दें, या जल्दी return से पहले resume करें।",
      note:
        "यह पाठ वही है जो Swift 6.3 का रनटाइम Linux पर continuation के डीएलोकेट होने पर छापता है; AlertLab इसे तब छापता है जब उसे छोड़ने वाला स्टेटमेंट या जेस्चर खत्म होता है, जो रनटाइम से थोड़ा बाद हो सकता है।"
    ),
    "continuation-resumed-twice": RuleTranslation(
      title: "एक continuation दो बार resume हुआ",
      what:
        "एक checked continuation (withCheckedContinuation) दूसरी बार resume किया गया: उसका इंतज़ार करने वाले टास्क को नतीजा पहले ही मिल चुका था।",
      why:
        "एक continuation एक नतीजा एक इंतज़ार करते टास्क को, एक ही बार देता है। दूसरे resume को लेने वाला कोई नहीं, इसलिए CheckedContinuation गलती दिखाने के लिए ऐप रोक देता है।",
      fix:
        "हर रास्ते पर ठीक एक बार resume करें: अलर्ट में, हर ऐक्शन के हैंडलर से ही resume करें, या continuation को एक ऑप्शनल में रखें और resume करते समय उसे nil कर दें।",
      note:
        "यह पाठ वही है जो Swift 6.3 का रनटाइम Linux पर छापता है ('_Concurrency/CheckedContinuation.swift:169: Fatal error: SWIFT TASK CONTINUATION MISUSE: ...'); AlertLab फ़ाइल और पंक्ति छोड़ देता है, जो रिलीज़ों में बदलती हैं, और मान print की तरह छापता है।"
    ),
    "fatal-error": RuleTranslation(
      title: "fatalError() कॉल हुआ",
      what: "कोड ने fatalError() कॉल किया, इसलिए ऐप वहीं रुक गया।",
      why:
        "fatalError() कभी लौटता नहीं: कोड इससे बताता है कि कोई स्थिति कभी नहीं होनी चाहिए। जब वह होती है, तो Swift संदेश छापकर ऐप रोक देता है।",
      fix: "पता लगाएँ कि वह स्थिति क्यों हुई और उसे सँभालें: जल्दी लौटें, एक अलर्ट दिखाएँ, या ऐसी एरर थ्रो करें जिसे कॉल करने वाला पकड़े।",
      note:
        "स्टैंडर्ड लाइब्रेरी 'Fatal error' उपसर्ग, एक कोलन और संदेश छापती है; आज का रनटाइम उससे पहले कॉल की फ़ाइल और पंक्ति भी बताता है, जिन्हें AlertLab छोड़ देता है।"
    ),
    "try-forced-error": RuleTranslation(
      title: "'try!' को एक एरर मिली",
      what: "'try!' से चिह्नित एक कॉल ने एरर थ्रो की, इसलिए ऐप रुक गया।",
      why:
        "'try!' वादा करता है कि कॉल कभी थ्रो नहीं करेगी; जब वह करती है, तो Swift नतीजे के बिना आगे बढ़ने के बजाय ऐप रोक देता है।",
      fix: "एरर सँभालने के लिए 'do { try ... } catch { ... }' इस्तेमाल करें, या एरर पर nil पाने के लिए 'try?'।",
      note:
        "यह पाठ स्टैंडर्ड लाइब्रेरी का है (_unexpectedError); कंसोल 'try!' की फ़ाइल और पंक्ति भी बताता है, जिन्हें AlertLab छोड़ देता है।"
    ),
    "error-at-top-level": RuleTranslation(
      title: "एक एरर जिसे किसी ने नहीं पकड़ा",
      what: "एक एरर थ्रो हुई और किसी 'catch' ने उसे नहीं लिया, इसलिए वह टॉप लेवल तक पहुँच गई।",
      why: "टॉप-लेवल कोड 'do' के बिना 'try' इस्तेमाल कर सकता है; जो एरर वह नहीं पकड़ता, वह ऐप रोक देती है।",
      fix: "कॉल को 'do { try ... } catch { ... }' में रखें और एरर दिखाएँ, उदाहरण के लिए एक अलर्ट में।",
      note:
        "यह पाठ स्टैंडर्ड लाइब्रेरी का है (_errorInMain); कंसोल लाइब्रेरी की अपनी फ़ाइल और पंक्ति भी बताता है, जिन्हें AlertLab छोड़ देता है।"
    ),
    "duplicate-dictionary-key": RuleTranslation(
      title: "डिक्शनरी लिटरल में दोहराई गई कुंजियाँ हैं",
      what: "एक डिक्शनरी लिटरल में एक ही कुंजी दो बार लिखी गई।",
      why: "Swift डिक्शनरी लिटरल बनते समय उसकी कुंजियाँ जाँचता है; दोहराई गई कुंजी ऐप रोक देती है।",
      fix: "हर कुंजी एक बार लिखें, या डिक्शनरी को सबस्क्रिप्ट से बनाएँ।",
      note:
        "स्टैंडर्ड लाइब्रेरी कुंजियों को एक precondition से जाँचती है जिसका संदेश यही है; कंसोल लाइब्रेरी की अपनी फ़ाइल और पंक्ति भी बताता है, जिन्हें AlertLab छोड़ देता है।"
    ),
    "remove-from-empty": RuleTranslation(
      title: "ख़ाली ऐरे से हटाना",
      what: "ख़ाली ऐरे पर 'removeFirst()' या 'removeLast()' कॉल किया गया।",
      why: "ये मेथड एक एलिमेंट का वादा करते हैं; ख़ाली ऐरे पर Swift ऐप रोक देता है।",
      fix: "पहले 'isEmpty' जाँचें, या 'popLast()' इस्तेमाल करें, जो nil लौटाता है।",
      note:
        "स्टैंडर्ड लाइब्रेरी एक precondition से जाँचती है जिसका संदेश यही है; कंसोल लाइब्रेरी की अपनी फ़ाइल और पंक्ति भी बताता है, जिन्हें AlertLab छोड़ देता है।"
    ),
    "activity-needs-anchor": RuleTranslation(
      title: "iPad पर शेयर शीट को sourceView या barButtonItem चाहिए",
      what:
        "एक UIActivityViewController रेगुलर-चौड़ाई वाले वातावरण (iPad) में बिना एंकर के प्रेज़ेंट किया गया। वहाँ UIKit उसे पॉपओवर की तरह दिखाता है, और पॉपओवर को एक स्रोत चाहिए।",
      why: "iPad पर शेयर शीट उस कंट्रोल की ओर इशारा करती है जिसने उसे खोला; UIKit अंदाज़ा नहीं लगा सकता कि वह कौन-सा था।",
      fix:
        "प्रेज़ेंट करने से पहले activity.popoverPresentationController?.sourceView = sender और sourceRect = sender.bounds, "
        + "या barButtonItem = item सेट करें। iPhone पर यह एक शीट है और इन पंक्तियों का कोई असर नहीं होता।",
      note:
        "iOS 9+ का पाठ डेवलपरों के प्रकाशित क्रैश लॉग (2017, 2018) से लिया गया है; iOS 8 पर क्रैश लॉग E-P1 का पाठ दिखाते हैं। पाठ किस संस्करण (iOS 9) में बदला, यह अनुमानित है।"
    ),
    "state-during-update": RuleTranslation(
      title: "SwiftUI जब व्यू का body पढ़ रहा था, तब state बदली गई",
      what: "जब SwiftUI व्यू को बनाने के लिए उसका body पढ़ रहा था, तब एक @State प्रॉपर्टी, या देखे जा रहे ऑब्जेक्ट "
        + "की एक @Published प्रॉपर्टी, सेट की गई।",
      why: "SwiftUI body यह जानने के लिए पढ़ता है कि क्या बनाना है; उस समय किया गया बदलाव इसी ड्रॉइंग के बीच में "
        + "एक और ड्रॉइंग माँगता है, इसलिए जो दिखता है वह state से मेल नहीं भी खा सकता।",
      fix: "state किसी घटना के जवाब में बदलें: बटन का action, .onAppear, या किसी प्रस्तुतीकरण का बंद होना; body "
        + "पढ़े जाते समय या व्यू के initializer में कभी नहीं।"),
    "no-segue": RuleTranslation(
      title: "ऐसे identifier के साथ performSegue जो स्टोरीबोर्ड में नहीं है",
      what: "performSegue(withIdentifier:sender:) ने ऐसा segue माँगा जो व्यू कंट्रोलर के स्टोरीबोर्ड सीन में नहीं है "
        + "(AlertLab के स्टोरीबोर्ड में वही segue हैं जो :segue से घोषित हुए)। कोड से बने कंट्रोलर का कोई "
        + "स्टोरीबोर्ड नहीं होता, इसलिए उसमें कोई segue नहीं होता।",
      why: "segue उसके identifier से उस स्टोरीबोर्ड में ढूँढा जाता है जिससे कंट्रोलर आया; UIKit अंदाज़ा नहीं लगा "
        + "सकता कि कौन-सा सीन दिखाए, इसलिए वह exception फेंकता है।",
      fix: "स्टोरीबोर्ड में segue को यही identifier दें (यहाँ: :segue \"ID\" show|modal|popover [क्लास] "
        + "[from \"शीर्षक\"]), वर्तनी और अक्षरों का केस जाँचें, या कंट्रोलर को कोड में present(_:animated:) से "
        + "दिखाएँ।"),
    "private-kvc": RuleTranslation(
      title: "अलर्ट पर setValue(_:forKey:) निजी API इस्तेमाल करता है",
      what:
        "UIAlertController या UIAlertAction की एक निजी प्रॉपर्टी की-वैल्यू कोडिंग से सेट की गई। AlertLab वही बनाता है जो वह डिवाइस पर दिखाती है।",
      why:
        "UIAlertController को जैसा है वैसा इस्तेमाल करने के लिए बनाया गया है; उसका रूप सार्वजनिक API नहीं है। attributedTitle, titleTextColor "
        + "और contentViewController जैसी कुंजियाँ UIKit के निजी हेडर पढ़कर मिलती हैं, इसलिए App Review उन्हें पकड़ सकता है और कोई रिलीज़ उन्हें हटा सकती है, "
        + "और हटाई जा चुकी कुंजी के साथ setValue(_:forKey:) क्रैश करता है (NSUnknownKeyException)।",
      fix:
        "सार्वजनिक API को प्राथमिकता दें: अलर्ट का शीर्षक और संदेश, ऐक्शन की स्टाइल, और सभी बटनों के रंग के लिए view.tintColor। इससे ज़्यादा के लिए अपना कंट्रोलर प्रेज़ेंट करें।",
      advice: { english, _ in
        let key = RuleTranslation.quoted(english).first ?? ""
        let subject = RuleTranslation.privateKeySubject(english)
        return
          "'\(key)' \(subject) की एक निजी कुंजी है: यह आज डिवाइस पर काम करती है, पर Apple ऐसी किसी कुंजी का दस्तावेज़ नहीं देता और किसी भी रिलीज़ में इसे बदल सकता है।"
      }),
    "range-bounds": RuleTranslation(
      title: "रेंज के लिए lowerBound <= upperBound ज़रूरी है",
      what: "ऐसी रेंज बनाई गई जिसकी ऊपरी सीमा निचली सीमा से कम है (`5...1`)।",
      why: "Swift रेंज बनते समय उसकी सीमाएँ जाँचता है; उलटी रेंज ऐप रोक देती है।",
      fix: "निचली सीमा पहले रखें, या 'stride(from:through:by:)' और ऋणात्मक क़दम से उलटी गिनती करें।",
      note:
        "स्टैंडर्ड लाइब्रेरी सीमाओं को एक precondition से जाँचती है जिसका संदेश यही है; कंसोल लाइब्रेरी की अपनी फ़ाइल और पंक्ति भी बताता है, जिन्हें AlertLab छोड़ देता है।"
    ),
    "unrecognized-selector": RuleTranslation(
      title: "सेलेक्टर ऐसे मेथड का नाम है जो ऑब्जेक्ट में नहीं है",
      what: "NotificationCenter ने सेलेक्टर से एक संदेश भेजा, और ऑब्ज़र्वर में उस सेलेक्टर वाला कोई मेथड नहीं है।",
      why:
        "Selector बस एक नाम है, जो संदेश भेजते समय जाँचा जाता है: रिसीवर जो भी संदेश लागू नहीं करता, उसके लिए Objective-C रनटाइम यह एक्सेप्शन उठाता है।",
      fix:
        "@objc मेथड पर #selector(method(_:)) इस्तेमाल करें, जिसे कंपाइलर जाँचता है; Selector(\"name:\") में कोलन मायने रखता है: 'changed:' एक आर्ग्युमेंट लेता है, 'changed' कोई नहीं।",
      note:
        "यह Objective-C रनटाइम का संदेश है (doesNotRecognizeSelector:), UIKit का नहीं; यह स्रोत-सहित कैटलॉग में नहीं है।"
    ),
    "main-thread-checker": RuleTranslation(
      title: "UIKit का इस्तेमाल बैकग्राउंड क्यू से हुआ",
      what:
        "किसी ग्लोबल या निजी क्यू (DispatchQueue.global().async, DispatchQueue(label:), आपकी बनाई OperationQueue) "
        + "पर चल रहे कोड ने UIKit का कोई मेथड या प्रॉपर्टी इस्तेमाल की। Xcode के Main Thread Checker ने इसे लॉग किया; "
        + "AlertLab ने कॉल को चलने दिया, जैसा डिवाइस करता है।",
      why: "UIKit थ्रेड-सेफ़ नहीं है: इसके व्यू और कंट्रोलर केवल मुख्य थ्रेड पर इस्तेमाल हो सकते हैं। दूसरे थ्रेड से "
        + "प्रेज़ेंटेशन देर से हो सकता है, कभी न हो, या बेतरतीब क्रैश हो सकता है।",
      fix: "UIKit वाला हिस्सा मुख्य क्यू पर करें: बैकग्राउंड ब्लॉक के अंदर DispatchQueue.main.async { "
        + "self.present(alert, animated: true) }।",
      note: "पंक्तियाँ वैसी ही हैं जैसी डेवलपर Xcode के कंसोल से चिपकाते हैं: बराबर के निशानों की रेखा, चेतावनी, फिर "
        + "प्रोसेस और थ्रेड की पंक्ति। AlertLab के PID और TID तय संख्याएँ हैं, किसी असली प्रोसेस की नहीं; क्यू का नाम "
        + "ग्लोबल क्यू का libdispatch वाला नाम या आपकी क्यू का label है, और QoS 0 है, जैसा हर मिले कंसोल पेस्ट में। "
        + "छोड़ी गई: 'Backtrace:' की पंक्तियाँ, जिनके फ़्रेम ऐप की बाइनरी के मशीन पते हैं, और चेतावनी की वह प्रति जो "
        + "कंसोल तारीख़ और प्रोसेस के नाम व id के साथ दोबारा लिखता है। Objective-C सेलेक्टर सदस्य की Swift 2 वर्तनी से "
        + "बनता है, जो UIKit के सेलेक्टर से अलग हो सकता है।"),
  ]
}

extension EraWords {
  static let hindi = EraWords(
    labels: RuleWords.Labels(
      console: "कंसोल: ", what: "क्या हुआ: ", why: "क्यों: ", fix: "सुधार: ", text: "टेक्स्ट: ",
      assertion: "असर्शन: ", note: "ध्यान दें: ", lesson: "पाठ: "),
    kinds: [.crash: "क्रैश", .warning: "चेतावनी", .advice: "सलाह", .trap: "ट्रैप"],
    statuses: [
      .verified: "पुष्ट", .developerReport: "पुष्ट (डेवलपर की रिपोर्ट)", .inferred: "अनुमानित (निष्कर्ष)",
      .approximate: "अंदाज़न", .alertLab: "AlertLab के शब्द",
    ],
    versions: [
      "UIPopoverController, iOS 7+": "UIPopoverController, iOS 7+",
      "a .popover presentation, iOS 8+": ".popover प्रेज़ेंटेशन, iOS 8+",
      "all versions": "सभी संस्करण",
      "Swift 5.5+": "Swift 5.5+",
      "iOS 11 to 14 (Swift 4 to 5.3)": "iOS 11 से 14 (Swift 4 से 5.3)",
      "iOS 13+": "iOS 13+",
      "iOS 13+ SDK, scene-based apps": "iOS 13+ SDK, सीन पर आधारित ऐप",
      "iOS 15+ (Swift 5.4+)": "iOS 15+ (Swift 5.4+)",
      "iOS 5+": "iOS 5+", "iOS 7": "iOS 7", "iOS 7+": "iOS 7+", "iOS 8": "iOS 8",
      "iOS 8+": "iOS 8+", "iOS 8.3+ SDK": "iOS 8.3+ SDK", "iOS 9 to 12": "iOS 9 से 12",
      "iOS 9": "iOS 9", "iOS 9+": "iOS 9+", "iOS 9+ SDK": "iOS 9+ SDK",
      "iOS 13+ SDK": "iOS 13+ SDK", "iOS 15+ SDK": "iOS 15+ SDK",
      "up to iOS 10 (Swift 1 to 3)": "iOS 10 तक (Swift 1 से 3)",
      "up to iOS 12": "iOS 12 तक", "iOS 11+ (Xcode 9+)": "iOS 11+ (Xcode 9+)",
    ],
    sources: hindiSources, separator: "; ", summary: { "\($0): \($1) (\($2))" },
    builds: [
      "the decompiled iOS 18.2 build (iOS 26.1 has its own line)":
        "डीकंपाइल किया गया iOS 18.2 बिल्ड (iOS 26.1 की पंक्ति अलग है)",
      "the decompiled iOS 26.1 build": "डीकंपाइल किया गया iOS 26.1 बिल्ड",
      "iOS 9 crash logs (UIKit-3512.30.14 and 3512.60.7; 541 in 3512.29.5)":
        "iOS 9 के क्रैश लॉग (UIKit-3512.30.14 और 3512.60.7; 3512.29.5 में 541)",
    ],
    assertionSentence: { file, line, seenIn in
      "UIKit इसे एक असर्शन से जाँचता है, इसलिए कंसोल पहले जगह बताता है (\(seenIn) में \(file):\(line); "
        + "पुराने कंसोल फ़ाइल का पूरा बिल्ड पाथ और दूसरी पंक्ति संख्याएँ छापते हैं)।"
    })

  static let hindiSources: [String: String] = [
    "logs in GitHub issues, e.g. pointfreeco/swift-composable-architecture#1111, SwiftUIX/SwiftUIX#360 and #387":
      "GitHub issues में लॉग, जैसे pointfreeco/swift-composable-architecture#1111, SwiftUIX/SwiftUIX#360 और #387",
    "crash logs in GitHub issues, e.g. matghazaryan/AMSlideMenu2#162, ivnsch/SwiftCharts#350":
      "GitHub issues में क्रैश लॉग, जैसे matghazaryan/AMSlideMenu2#162, ivnsch/SwiftCharts#350",
    "console pastes in GitHub issues, e.g. kevin-lyn/STPopup#140, JonasGessner/JGProgressHUD#120":
      "GitHub issues में चिपकाए गए कंसोल आउटपुट, जैसे kevin-lyn/STPopup#140, JonasGessner/JGProgressHUD#120",
    "Apple documentation, as quoted in a translation": "Apple का दस्तावेज़, एक अनुवाद में उद्धृत",
    "E-P1's verified text; the check is on the source view": "E-P1 का पुष्ट टेक्स्ट; जाँच सोर्स व्यू पर है",
    "Human Interface Guidelines": "Human Interface Guidelines",
    "SDK headers; compiler output": "SDK हेडर; कंपाइलर आउटपुट",
    "compiler output quoted by developers": "डेवलपर्स द्वारा उद्धृत कंपाइलर आउटपुट",
    "Swift runtime sources (Casting.cpp)": "Swift रनटाइम का सोर्स (Casting.cpp)",
    "Swift runtime sources; era approximate": "Swift रनटाइम का सोर्स; दौर अंदाज़न",
    "a console paste of the sentence; the prefix of 0.5": "वाक्य का एक कंसोल पेस्ट; 0.5 का उपसर्ग",
    "a developer's note; the exception name is approximate": "एक डेवलपर का नोट; एक्सेप्शन का नाम अंदाज़न",
    "console paste": "कंसोल पेस्ट",
    "console pastes": "कंसोल पेस्ट",
    "console pastes; format string in app source": "कंसोल पेस्ट; ऐप सोर्स में फ़ॉर्मैट स्ट्रिंग",
    "crash log": "क्रैश लॉग",
    "crash logs of iOS 7 apps": "iOS 7 ऐप के क्रैश लॉग",
    "crash logs of iOS 9 apps": "iOS 9 ऐप के क्रैश लॉग",
    "crash logs of iOS 8 iPads (E-P1's text)": "iOS 8 iPad के क्रैश लॉग (E-P1 का पाठ)",
    "crash logs; the version it began in is approximate": "क्रैश लॉग; जिस संस्करण से शुरू हुआ, वह अंदाज़न",
    "AlertLab's words": "AlertLab के अपने शब्द",
    "crash logs; the version range is approximate": "क्रैश लॉग; संस्करणों की सीमा अंदाज़न",
    "decompiled UIKit": "डीकंपाइल किया गया UIKit",
    "decompiled UIKit (a Warning log, once)": "डीकंपाइल किया गया UIKit (एक Warning लॉग, एक बार)",
    "decompiled UIKit of iOS 26; E-P1's text": "iOS 26 का डीकंपाइल किया गया UIKit; E-P1 का टेक्स्ट",
    "decompiled UIKit; Apple documentation": "डीकंपाइल किया गया UIKit; Apple का दस्तावेज़",
    "decompiled UIKit; crash log": "डीकंपाइल किया गया UIKit; क्रैश लॉग",
    "decompiled UIKit; developer report": "डीकंपाइल किया गया UIKit; डेवलपर की रिपोर्ट",
    "decompiled UIKit; developer reports": "डीकंपाइल किया गया UIKit; डेवलपरों की रिपोर्टें",
    "format string in app source": "ऐप सोर्स में फ़ॉर्मैट स्ट्रिंग",
    "format string; exception name approximate": "फ़ॉर्मैट स्ट्रिंग; एक्सेप्शन का नाम अंदाज़न",
    "no source shows the check": "कोई स्रोत यह जाँच नहीं दिखाता",
    "no source; the prefix of 0.5": "कोई स्रोत नहीं; 0.5 का उपसर्ग",
    "seed 001 quotes it byte for byte": "सीड 001 इसे बाइट-दर-बाइट उद्धृत करता है",
    "the Objective-C runtime's message; not in the catalog": "Objective-C रनटाइम का संदेश; कैटलॉग में नहीं",
    "the behaviour: Apple documentation": "व्यवहार: Apple का दस्तावेज़",
    "the behaviour: HIG and developer observations": "व्यवहार: HIG और डेवलपरों के अवलोकन",
    "the behaviour: decompiled UIKit": "व्यवहार: डीकंपाइल किया गया UIKit",
    "the behaviour: decompiled UIKit of iOS 18 and 26": "व्यवहार: iOS 18 और 26 का डीकंपाइल किया गया UIKit",
    "the behaviour: decompiled UIKit; Apple documentation": "व्यवहार: डीकंपाइल किया गया UIKit; Apple का दस्तावेज़",
    "the exception's name and reason were not found": "एक्सेप्शन का नाम और कारण नहीं मिले",
    "the message is the standard library's": "संदेश स्टैंडर्ड लाइब्रेरी का है",
    "Swift standard library (ErrorType.swift)": "Swift स्टैंडर्ड लाइब्रेरी (ErrorType.swift)",
    "Swift standard library (Assert.swift)": "Swift स्टैंडर्ड लाइब्रेरी (Assert.swift)",
    "the Swift runtime (CheckedContinuation.swift), compiled and run with swiftc 6.3":
      "Swift रनटाइम (CheckedContinuation.swift), swiftc 6.3 से कंपाइल करके चलाया गया",
    "two buttons in the order added; not confirmed": "दो बटन जोड़ने के क्रम में; पक्का नहीं",
    "Swift's optional chaining": "Swift की ऑप्शनल चेनिंग",
  ]
}
