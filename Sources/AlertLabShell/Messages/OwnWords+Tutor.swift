import AlertLabTutor

extension OwnWords {
  /// What the tutor layer says in English about lessons, translations and progress files:
  /// `verify`'s verdicts, errors and warnings (their prose; the `path:line:column: error:`
  /// before it stays as compilers print it), a lesson that does not load, a progress file
  /// kept aside. Longer forms before the shorter ones they begin with.
  static let tutor: [OwnWords] =
    lessonFile + [
      // verify's verdict on a lesson.
      OwnWords(
        english: "PASS {1} ({2} steps, {3} goals)", chinese: "PASS {1}（{2} 个步骤，{3} 个目标）",
        hindi: "PASS {1} ({2} चरण, {3} लक्ष्य)"),
      OwnWords(
        english: "fill in the placeholder: {1}", chinese: "请填写占位内容：{1}",
        hindi: "प्लेसहोल्डर भरें: {1}"),
      OwnWords(
        english: "the lesson names '{1}', which AlertLab does not simulate (did you mean '{2}'?)",
        chinese: "这一课提到了“{1}”，AlertLab 不模拟它（你是想写“{2}”吗？）",
        hindi: "पाठ '{1}' का नाम लेता है, जिसे AlertLab सिम्युलेट नहीं करता (क्या आपका मतलब '{2}' था?)"),
      OwnWords(
        english: "the lesson names '{1}', which AlertLab does not simulate",
        chinese: "这一课提到了“{1}”，AlertLab 不模拟它",
        hindi: "पाठ '{1}' का नाम लेता है, जिसे AlertLab सिम्युलेट नहीं करता"),
      OwnWords(
        english: "unknown rule id '{1}' (did you mean '{2}'?)",
        chinese: "未知的规则 id“{1}”（你是想写“{2}”吗？）",
        hindi: "अनजान नियम id '{1}' (क्या आपका मतलब '{2}' था?)"),
      OwnWords(
        english: "unknown rule id '{1}'", chinese: "未知的规则 id“{1}”", hindi: "अनजान नियम id '{1}'"),
      OwnWords(
        english: "write the rule id '{1}', not its reference '{2}'",
        chinese: "请写规则 id“{1}”，而不是它的编号“{2}”",
        hindi: "नियम id '{1}' लिखें, उसका संदर्भ '{2}' नहीं"),
      OwnWords(
        english: "device '{1}' or iOS '{2}' is not known",
        chinese: "设备“{1}”或 iOS“{2}”无法识别", hindi: "डिवाइस '{1}' या iOS '{2}' ज्ञात नहीं है"),
      OwnWords(
        english: "step {1} \"{2}\": its start state does not build: {3}",
        chinese: "第 {1} 步“{2}”：它的起始状态无法建立：{3}",
        hindi: "चरण {1} \"{2}\": उसकी शुरुआती स्थिति नहीं बनती: {3}"),
      OwnWords(
        english: "step {1} \"{2}\" is already solved at its start: doing nothing meets its goals",
        chinese: "第 {1} 步“{2}”一开始就已经完成：什么都不做就满足了它的目标",
        hindi: "चरण {1} \"{2}\" शुरुआत में ही हल है: कुछ न करने से ही उसके लक्ष्य पूरे हो जाते हैं"),
      OwnWords(
        english: "step {1} \"{2}\" has no swift block to type",
        chinese: "第 {1} 步“{2}”没有要输入的 swift 代码块",
        hindi: "चरण {1} \"{2}\" में टाइप करने के लिए कोई swift ब्लॉक नहीं"),
      OwnWords(
        english: "step {1} \"{2}\": its solution crashes the app ({3}) (the solution is the "
          + "step's first swift block, line {4})",
        chinese: "第 {1} 步“{2}”：它的答案让 App 崩溃了（{3}）（答案是这一步的第一个 swift 代码块，第 {4} 行）",
        hindi: "चरण {1} \"{2}\": उसका हल ऐप को क्रैश करता है ({3}) (हल चरण का पहला swift ब्लॉक है, पंक्ति {4})"),
      OwnWords(
        english: "step {1} \"{2}\": its solution crashes the app ({3})",
        chinese: "第 {1} 步“{2}”：它的答案让 App 崩溃了（{3}）",
        hindi: "चरण {1} \"{2}\": उसका हल ऐप को क्रैश करता है ({3})"),
      OwnWords(
        english: "step {1} \"{2}\": its solution does not run: {3} (the solution is the step's "
          + "first swift block, line {4})",
        chinese: "第 {1} 步“{2}”：它的答案无法运行：{3}（答案是这一步的第一个 swift 代码块，第 {4} 行）",
        hindi: "चरण {1} \"{2}\": उसका हल नहीं चलता: {3} (हल चरण का पहला swift ब्लॉक है, पंक्ति {4})"),
      OwnWords(
        english: "step {1} \"{2}\": its solution does not run: {3}",
        chinese: "第 {1} 步“{2}”：它的答案无法运行：{3}", hindi: "चरण {1} \"{2}\": उसका हल नहीं चलता: {3}"),
      OwnWords(
        english: "step {1} \"{2}\": goal \"{3}\" cannot be evaluated: {4}",
        chinese: "第 {1} 步“{2}”：目标“{3}”无法求值：{4}",
        hindi: "चरण {1} \"{2}\": लक्ष्य \"{3}\" का मूल्यांकन नहीं हो सकता: {4}",
        parts: goalErrors),
      OwnWords(
        english: "step {1} \"{2}\": expected the crash {3}, but it crashed with {4}",
        chinese: "第 {1} 步“{2}”：预期的崩溃是 {3}，但实际崩溃的是 {4}",
        hindi: "चरण {1} \"{2}\": अपेक्षित क्रैश {3} था, पर क्रैश {4} से हुआ"),
      OwnWords(
        english: "step {1} \"{2}\": expected the crash {3}, but it did not crash",
        chinese: "第 {1} 步“{2}”：预期的崩溃是 {3}，但它没有崩溃",
        hindi: "चरण {1} \"{2}\": अपेक्षित क्रैश {3} था, पर क्रैश नहीं हुआ"),
      OwnWords(
        english: "step {1} \"{2}\": its solution does not meet the goal \"{3}\" (the solution is "
          + "the step's first swift block, line {4})",
        chinese: "第 {1} 步“{2}”：它的答案没有满足目标“{3}”（答案是这一步的第一个 swift 代码块，第 {4} 行）",
        hindi: "चरण {1} \"{2}\": उसका हल लक्ष्य \"{3}\" पूरा नहीं करता (हल चरण का पहला swift ब्लॉक है, पंक्ति {4})"),
      OwnWords(
        english: "step {1} \"{2}\": its solution does not meet the goal \"{3}\"",
        chinese: "第 {1} 步“{2}”：它的答案没有满足目标“{3}”",
        hindi: "चरण {1} \"{2}\": उसका हल लक्ष्य \"{3}\" पूरा नहीं करता"),
      OwnWords(
        english: "this translation has no original: {1} does not exist or does not load (a "
          + "translation has its original's file name, one folder up)",
        chinese: "这份翻译没有原文：{1} 不存在或无法加载（翻译与原文同名，原文在上一级文件夹中）",
        hindi: "इस अनुवाद का कोई मूल नहीं: {1} मौजूद नहीं या लोड नहीं होता (अनुवाद का फ़ाइल नाम उसके मूल का होता है, "
          + "एक फ़ोल्डर ऊपर)"),
      OwnWords(
        english: "the source '{1}' is not an article AlertLab knows (did you mean '{2}'?); the "
          + "articles are {3} (give --articles DIR for a folder of your own)",
        chinese: "来源“{1}”不是 AlertLab 认识的文章（你是想写“{2}”吗？）；已有的文章是 {3}"
          + "（用 --articles DIR 指定你自己的文章文件夹）",
        hindi: "स्रोत '{1}' ऐसा लेख नहीं जिसे AlertLab जानता है (क्या आपका मतलब '{2}' था?); लेख ये हैं: {3} "
          + "(अपने लेखों के फ़ोल्डर के लिए --articles DIR दें)"),
      OwnWords(
        english: "the source '{1}' is not an article AlertLab knows; the articles are {2} (give "
          + "--articles DIR for a folder of your own)",
        chinese: "来源“{1}”不是 AlertLab 认识的文章；已有的文章是 {2}（用 --articles DIR 指定你自己的文章文件夹）",
        hindi: "स्रोत '{1}' ऐसा लेख नहीं जिसे AlertLab जानता है; लेख ये हैं: {2} "
          + "(अपने लेखों के फ़ोल्डर के लिए --articles DIR दें)"),
      OwnWords(
        english: "the source '{1}' is not an https:// address: write the page's https:// address",
        chinese: "来源“{1}”不是 https:// 地址：请写出该网页的 https:// 地址",
        hindi: "स्रोत '{1}' https:// पता नहीं है: पेज का https:// पता लिखें"),
      OwnWords(
        english: "the web address '{1}' is not well formed: write 'https://' and a host name, "
          + "with no spaces, quotes or angle brackets",
        chinese: "网址“{1}”格式不对：写 https:// 和主机名，不要有空格、引号或尖括号",
        hindi: "वेब पता '{1}' सही रूप में नहीं है: 'https://' और होस्ट का नाम लिखें, बिना स्पेस, "
          + "उद्धरण चिह्न या कोणीय कोष्ठक के"),
      OwnWords(
        english: "the web page '{1}' has no title: write '- source: {2}, \"Page title\"'",
        chinese: "网页“{1}”没有标题：写成“- source: {2}, \"网页标题\"”",
        hindi: "वेब पेज '{1}' का कोई शीर्षक नहीं है: '- source: {2}, \"पेज का शीर्षक\"' लिखें"),
      OwnWords(
        english: "the section \"{1}\" does not occur in {2}",
        chinese: "{2} 中没有“{1}”这一节", hindi: "खंड \"{1}\" {2} में नहीं है"),
      OwnWords(
        english: "a lesson id cannot be empty", chinese: "课程 id 不能为空",
        hindi: "पाठ id ख़ाली नहीं हो सकती"),
      OwnWords(
        english: "the id '{1}' may contain only lowercase letters, digits and '-' (at most 60), "
          + "e.g. first-alert",
        chinese: "id“{1}”只能包含小写字母、数字和“-”（最多 60 个），例如 first-alert",
        hindi: "id '{1}' में सिर्फ़ छोटे अक्षर, अंक और '-' हो सकते हैं (अधिकतम 60), जैसे first-alert"),
      // A translation checked against its original.
      OwnWords(
        english:
          "the translation's id '{1}' is not its original's '{2}' ({3}): keep the id as it is",
        chinese: "翻译的 id“{1}”与原文的“{2}”（{3}）不同：id 保持原样",
        hindi: "अनुवाद की id '{1}' उसके मूल की '{2}' ({3}) नहीं है: id वैसी ही रखें"),
      OwnWords(
        english: "'{1}' is '{2}' here but '{3}' in the original ({4}): a translation keeps the "
          + "original's metadata",
        chinese: "“{1}”在这里是“{2}”，在原文（{4}）中是“{3}”：翻译保留原文的元数据",
        hindi: "'{1}' यहाँ '{2}' है पर मूल ({4}) में '{3}': अनुवाद मूल का मेटाडेटा रखता है"),
      OwnWords(
        english: "the '```swift setup' block differs from the original's: keep code exactly as "
          + "the original has it",
        chinese: "“```swift setup”代码块与原文的不同：代码要与原文完全一致",
        hindi: "'```swift setup' ब्लॉक मूल से अलग है: कोड ठीक वैसा ही रखें जैसा मूल में है"),
      OwnWords(
        english: "the introduction's code blocks differ from the original's: translate the words "
          + "around them, never the code",
        chinese: "引言中的代码块与原文的不同：翻译代码周围的文字，不要翻译代码",
        hindi: "परिचय के कोड ब्लॉक मूल से अलग हैं: उनके आसपास के शब्दों का अनुवाद करें, कोड का कभी नहीं"),
      OwnWords(
        english: "the translation has {1} steps and the original {2} ({3}): translate every "
          + "step, in order, and add none",
        chinese: "翻译有 {1} 个步骤，原文（{3}）有 {2} 个：按顺序翻译每一步，不要添加",
        hindi: "अनुवाद में {1} चरण हैं और मूल ({3}) में {2}: हर चरण का क्रम से अनुवाद करें, कोई न जोड़ें"),
      OwnWords(
        english: "step {1} \"{2}\": its '```swift' block differs from the original's (line {3}): "
          + "the solution is kept exactly",
        chinese: "第 {1} 步“{2}”：它的“```swift”代码块与原文的（第 {3} 行）不同：答案要保持完全一致",
        hindi: "चरण {1} \"{2}\": उसका '```swift' ब्लॉक मूल (पंक्ति {3}) से अलग है: हल ठीक वैसा ही रखा जाता है"),
      OwnWords(
        english: "step {1} \"{2}\": its '```swift start' block differs from the original's",
        chinese: "第 {1} 步“{2}”：它的“```swift start”代码块与原文的不同",
        hindi: "चरण {1} \"{2}\": उसका '```swift start' ब्लॉक मूल से अलग है"),
      OwnWords(
        english: "step {1} \"{2}\": the code blocks in its text differ from the original's: "
          + "translate the words around them, never the code",
        chinese: "第 {1} 步“{2}”：正文中的代码块与原文的不同：翻译代码周围的文字，不要翻译代码",
        hindi: "चरण {1} \"{2}\": उसके पाठ के कोड ब्लॉक मूल से अलग हैं: उनके आसपास के शब्दों का अनुवाद करें, "
          + "कोड का कभी नहीं"),
      OwnWords(
        english: "step {1} \"{2}\" has {3} goals and the original's {4}: translate each goal's "
          + "label and keep its predicate",
        chinese: "第 {1} 步“{2}”有 {3} 个目标，原文有 {4} 个：翻译每个目标的标签，保留它的判断式",
        hindi: "चरण {1} \"{2}\" में {3} लक्ष्य हैं और मूल में {4}: हर लक्ष्य के लेबल का अनुवाद करें और उसकी "
          + "शर्त वैसी ही रखें"),
      OwnWords(
        english: "step {1} \"{2}\": goal {3} checks {4}, the original's {5} (line {6}): "
          + "translate the label only, and keep the goals in the original's order",
        chinese: "第 {1} 步“{2}”：目标 {3} 检查的是 {4}，原文的是 {5}（第 {6} 行）：只翻译标签，并保持原文中目标的顺序",
        hindi: "चरण {1} \"{2}\": लक्ष्य {3} {4} जाँचता है, मूल का {5} (पंक्ति {6}): सिर्फ़ लेबल का अनुवाद करें, "
          + "और लक्ष्यों को मूल के क्रम में रखें"),
      OwnWords(
        english: "step {1} \"{2}\" has {3} hints and the original's {4}: translate each hint, "
          + "one for one",
        chinese: "第 {1} 步“{2}”有 {3} 条提示，原文有 {4} 条：逐条翻译每一条提示",
        hindi: "चरण {1} \"{2}\" में {3} संकेत हैं और मूल में {4}: हर संकेत का एक-एक करके अनुवाद करें"),
      OwnWords(
        english: "step {1} \"{2}\" has {3} situational hints and the original's {4} (line {5}): "
          + "translate each hint's words and keep its predicate",
        chinese: "第 {1} 步“{2}”有 {3} 条情境提示，原文有 {4} 条（第 {5} 行）：翻译每条提示的文字，保留它的判断式",
        hindi: "चरण {1} \"{2}\" में {3} स्थिति-संकेत हैं और मूल में {4} (पंक्ति {5}): हर संकेत के शब्दों "
          + "का अनुवाद करें और उसकी शर्त वैसी ही रखें"),
      OwnWords(
        english: "step {1} \"{2}\": situational hint {3} checks '{4}', the original's '{5}' "
          + "(line {6}): translate the words after '=>' only, and keep the hints in the "
          + "original's order",
        chinese: "第 {1} 步“{2}”：第 {3} 条情境提示检查的是“{4}”，原文的是“{5}”（第 {6} 行）："
          + "只翻译“=>”后面的文字，并保持原文中提示的顺序",
        hindi: "चरण {1} \"{2}\": स्थिति-संकेत {3} '{4}' जाँचता है, मूल का '{5}' (पंक्ति {6}): सिर्फ़ "
          + "'=>' के बाद के शब्दों का अनुवाद करें, और संकेतों को मूल के क्रम में रखें"),
      OwnWords(
        english: "step {1} \"{2}\": the situational hint '{3}' still holds after the step's "
          + "solution ran, so a learner who did everything right would be shown it: make its "
          + "predicate false once the step is done",
        chinese: "第 {1} 步“{2}”：运行这一步的答案之后，情境提示“{3}”的判断式仍然成立，所以全部做对的"
          + "学习者也会看到它：让它的判断式在这一步完成后为假",
        hindi: "चरण {1} \"{2}\": चरण का हल चलने के बाद भी स्थिति-संकेत '{3}' की शर्त सच है, इसलिए सब "
          + "कुछ सही करने वाले सीखने वाले को भी यह दिखेगा: चरण पूरा होने पर उसकी शर्त झूठी कर दें"),
      OwnWords(
        english: "the translation has no 'translation-of' line, so no one can tell when {1} "
          + "changes: add '- translation-of: {2}' under the title",
        chinese: "翻译没有“translation-of”一行，所以没人能知道 {1} 何时改变：在标题下加上“- translation-of: {2}”",
        hindi: "अनुवाद में 'translation-of' पंक्ति नहीं है, इसलिए कोई नहीं जान सकता कि {1} कब बदलती है: "
          + "शीर्षक के नीचे '- translation-of: {2}' जोड़ें"),
      OwnWords(
        english: "the translation is stale: {1} changed after it was translated (translation-of: "
          + "{2}, the original is now {3}); bring the translation up to date, then write "
          + "'translation-of: {4}'",
        chinese: "翻译已过时：{1} 在翻译之后改变了（translation-of: {2}，原文现在是 {3}）；"
          + "请更新翻译，然后写上“translation-of: {4}”",
        hindi: "अनुवाद पुराना है: अनुवाद के बाद {1} बदल गई (translation-of: {2}, मूल अब {3} है); "
          + "अनुवाद को अद्यतन करें, फिर 'translation-of: {4}' लिखें"),
      // Loading lessons.
      OwnWords(
        english: "the lesson has no {1} translation: {2} is missing",
        chinese: "这一课没有 {1} 翻译：缺少 {2}", hindi: "पाठ का कोई {1} अनुवाद नहीं: {2} मौजूद नहीं"),
      OwnWords(
        english: "the lesson id '{1}' is already used by {2}",
        chinese: "课程 id“{1}”已经被 {2} 使用", hindi: "पाठ id '{1}' पहले से {2} इस्तेमाल करता है"),
      OwnWords(
        english: "no such file or folder", chinese: "没有这个文件或文件夹",
        hindi: "ऐसी कोई फ़ाइल या फ़ोल्डर नहीं"),
      OwnWords(english: "no such file", chinese: "没有这个文件", hindi: "ऐसी कोई फ़ाइल नहीं"),
      OwnWords(
        english: "cannot read the lessons folder", chinese: "无法读取课程文件夹",
        hindi: "पाठों का फ़ोल्डर पढ़ा नहीं जा सकता"),
      OwnWords(
        english: "cannot read the file", chinese: "无法读取这个文件", hindi: "फ़ाइल पढ़ी नहीं जा सकती"),
      OwnWords(
        english: "the file is larger than {1} MB, the most a lesson may be",
        chinese: "这个文件大于 {1} MB，超过了一节课程的上限",
        hindi: "फ़ाइल {1} MB से बड़ी है, जो एक पाठ की अधिकतम सीमा है"),
      OwnWords(
        english: "a lesson file is named NN-slug.md, such as 03-action-sheets.md",
        chinese: "课程文件的名字是 NN-slug.md，例如 03-action-sheets.md",
        hindi: "पाठ फ़ाइल का नाम NN-slug.md होता है, जैसे 03-action-sheets.md"),
      OwnWords(
        english: "the file is not UTF-8 text: save it with the UTF-8 encoding",
        chinese: "这个文件不是 UTF-8 文本：请用 UTF-8 编码保存它",
        hindi: "फ़ाइल UTF-8 टेक्स्ट नहीं है: उसे UTF-8 एन्कोडिंग में सहेजें"),
      // Why a progress file or export cannot be read.
      OwnWords(
        english: "it is larger than {1} MB", chinese: "它大于 {1} MB", hindi: "यह {1} MB से बड़ी है"),
      OwnWords(english: "it is not JSON", chinese: "它不是 JSON", hindi: "यह JSON नहीं है"),
      OwnWords(
        english: "it is JSON but not AlertLab progress", chinese: "它是 JSON，但不是 AlertLab 的进度",
        hindi: "यह JSON है पर AlertLab की प्रगति नहीं"),
      OwnWords(
        english: "it is an AlertLab progress export with missing or bad fields",
        chinese: "它是 AlertLab 的进度导出文件，但有缺失或错误的字段",
        hindi: "यह AlertLab की प्रगति का एक्सपोर्ट है पर उसके कुछ फ़ील्ड ग़ायब या ग़लत हैं"),
      OwnWords(
        english: "it is an AlertLab progress file with missing or bad fields",
        chinese: "它是 AlertLab 的进度文件，但有缺失或错误的字段",
        hindi: "यह AlertLab की प्रगति फ़ाइल है पर उसके कुछ फ़ील्ड ग़ायब या ग़लत हैं"),
      OwnWords(
        english: "it is progress format {1}; this AlertLab reads {2}",
        chinese: "它的进度格式是 {1}；这个版本的 AlertLab 读取的是 {2}",
        hindi: "यह प्रगति फ़ॉर्मैट {1} है; यह AlertLab {2} पढ़ता है"),
      OwnWords(
        english: "it was made by a newer AlertLab (format {1}), so it is kept as it is",
        chinese: "它是由更新版本的 AlertLab 生成的（格式 {1}），所以保持原样",
        hindi: "इसे AlertLab के नए संस्करण ने बनाया है (फ़ॉर्मैट {1}), इसलिए यह जैसी है वैसी रखी गई है"),
      // A progress file that cannot be used.
      OwnWords(
        english: "Your progress file {1} was made by a newer AlertLab (format {2}): it is kept "
          + "as it is, you start fresh and progress is not saved. Update AlertLab to continue.",
        chinese: "你的进度文件 {1} 是由更新版本的 AlertLab 生成的（格式 {2}）：它保持原样，你将从头开始，"
          + "进度不会被保存。请更新 AlertLab 后继续。",
        hindi: "आपकी प्रगति फ़ाइल {1} AlertLab के नए संस्करण ने बनाई है (फ़ॉर्मैट {2}): वह जैसी है वैसी रखी गई है, "
          + "आप नए सिरे से शुरू करते हैं और प्रगति सहेजी नहीं जाती। जारी रखने के लिए AlertLab अपडेट करें।"),
      OwnWords(
        english: "Your progress file was unreadable; it was kept as {1} and you start fresh.",
        chinese: "你的进度文件无法读取；它已另存为 {1}，你将从头开始。",
        hindi: "आपकी प्रगति फ़ाइल पढ़ी नहीं जा सकी; उसे {1} के रूप में रखा गया है और आप नए सिरे से शुरू करते हैं।"),
      OwnWords(
        english: "Your progress file {1} was unreadable and could not be moved aside ({2}); you "
          + "start fresh and it is left as it is.",
        chinese: "你的进度文件 {1} 无法读取，也无法移到一旁（{2}）；你将从头开始，它保持原样。",
        hindi: "आपकी प्रगति फ़ाइल {1} पढ़ी नहीं जा सकी और किनारे नहीं हटाई जा सकी ({2}); आप नए सिरे से शुरू "
          + "करते हैं और वह जैसी है वैसी छोड़ दी गई है।"),
      OwnWords(
        english: "Your progress file {1} was unreadable and there are too many saved copies "
          + "beside it; you start fresh and it is left as it is.",
        chinese: "你的进度文件 {1} 无法读取，而且旁边保存的副本太多；你将从头开始，它保持原样。",
        hindi: "आपकी प्रगति फ़ाइल {1} पढ़ी नहीं जा सकी और उसके पास बहुत सारी सहेजी गई प्रतियाँ हैं; आप नए सिरे से "
          + "शुरू करते हैं और वह जैसी है वैसी छोड़ दी गई है।"),
      OwnWords(
        english: "Your progress file {1}: AlertLab leaves it alone, you start fresh and progress "
          + "is not saved.",
        chinese: "你的进度文件 {1}：AlertLab 不会动它，你将从头开始，进度不会被保存。",
        hindi: "आपकी प्रगति फ़ाइल {1}: AlertLab उसे नहीं छूता, आप नए सिरे से शुरू करते हैं और प्रगति सहेजी नहीं जाती।"),
    ] + fileProblems
}

/// The tutor layer's English in the learner's language, for the command line's teacher
/// commands as for the shell.
public enum TutorWords {
  /// Each line of `text` translated: a `path:line:column: error: ...` (or `warning:`) line
  /// keeps all before its prose; a line that follows no pattern stays as it is.
  public static func lines(_ text: String, in language: Language) -> String {
    guard language != .en else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      line.isEmpty ? "" : translated(String(line), in: language)
    }.joined(separator: "\n")
  }

  static func translated(_ line: String, in language: Language) -> String {
    for marker in [": error: ", ": warning: "] {
      if let found = line.range(of: marker) {
        let prose = String(line[found.upperBound...])
        let words = OwnWords.translate(prose, into: language, from: OwnWords.tutor) ?? prose
        return line[..<found.upperBound] + words
      }
    }
    return OwnWords.translate(line, into: language, from: OwnWords.tutor) ?? line
  }
}
