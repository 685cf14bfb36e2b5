import AlertLabTutor

extension OwnWords {
  /// What is said in English about a lesson file that does not parse (`LessonParser`), a
  /// transcript's block, a file the teacher's commands cannot read or write, a progress file
  /// a class report skips and progress that cannot be saved. The `path:line:column: error:`
  /// before it stays as compilers print it. Longer forms before the shorter ones they begin
  /// with.
  static let lessonFile: [OwnWords] =
    goalErrors + [
      // A lesson's title, metadata and blocks.
      OwnWords(
        english: "the lesson could not be read", chinese: "无法读取这一课",
        hindi: "पाठ पढ़ा नहीं जा सका"),
      OwnWords(
        english: "the lesson has no title: start the file with a line '# Title'",
        chinese: "这一课没有标题：请在文件开头写一行“# 标题”",
        hindi: "पाठ का कोई शीर्षक नहीं: फ़ाइल को '# Title' वाली पंक्ति से शुरू करें"),
      OwnWords(
        english: "the title after '#' is empty", chinese: "“#”后面的标题是空的",
        hindi: "'#' के बाद का शीर्षक ख़ाली है"),
      OwnWords(
        english: "the lesson has no 'id': add '- id: your-lesson-id' to the list under the title",
        chinese: "这一课没有“id”：在标题下的列表中加上“- id: your-lesson-id”",
        hindi: "पाठ में 'id' नहीं है: शीर्षक के नीचे की सूची में '- id: your-lesson-id' जोड़ें"),
      OwnWords(
        english: "the lesson has no 'source': add '- source: SEED-FILE.txt, \"Section\"' to the "
          + "list under the title",
        chinese: "这一课没有“source”：在标题下的列表中加上“- source: SEED-FILE.txt, \"Section\"”",
        hindi: "पाठ में 'source' नहीं है: शीर्षक के नीचे की सूची में '- source: SEED-FILE.txt, "
          + "\"Section\"' जोड़ें"),
      OwnWords(
        english: "a lesson has one '```swift setup' block; the first is at line {1}",
        chinese: "一课只能有一个“```swift setup”代码块；第一个在第 {1} 行",
        hindi: "एक पाठ में एक ही '```swift setup' ब्लॉक होता है; पहला पंक्ति {1} पर है"),
      OwnWords(
        english: "a '```swift start' block belongs to a step: put it after a '## Step title' "
          + "heading",
        chinese: "“```swift start”代码块属于某个步骤：请把它放在“## 步骤标题”之后",
        hindi: "'```swift start' ब्लॉक किसी चरण का होता है: उसे '## Step title' शीर्षक के बाद रखें"),
      OwnWords(
        english: "a '```{1}' block belongs to a step: put it after a '## Step title' heading",
        chinese: "“```{1}”代码块属于某个步骤：请把它放在“## 步骤标题”之后",
        hindi: "'```{1}' ब्लॉक किसी चरण का होता है: उसे '## Step title' शीर्षक के बाद रखें"),
      OwnWords(
        english: "two steps are titled '{1}' (lines {2} and {3}): give each step its own title",
        chinese: "有两个步骤的标题都是“{1}”（第 {2} 行和第 {3} 行）：给每个步骤起不同的标题",
        hindi: "दो चरणों का शीर्षक '{1}' है (पंक्तियाँ {2} और {3}): हर चरण को अपना शीर्षक दें"),
      OwnWords(
        english: "the lesson has no steps: start each step with a '## Step title' heading",
        chinese: "这一课没有步骤：每个步骤以“## 步骤标题”开头",
        hindi: "पाठ में कोई चरण नहीं: हर चरण को '## Step title' शीर्षक से शुरू करें"),
      OwnWords(
        english: "metadata item '{1}' is not 'key: value' (known keys: {2})",
        chinese: "元数据项“{1}”不是“key: value”的形式（已知的键：{2}）",
        hindi: "मेटाडेटा आइटम '{1}' 'key: value' नहीं है (ज्ञात कुंजियाँ: {2})"),
      OwnWords(
        english: "unknown metadata key '{1}' (did you mean '{2}'?); the known keys are {3}",
        chinese: "未知的元数据键“{1}”（你是想写“{2}”吗？）；已知的键是 {3}",
        hindi: "अनजान मेटाडेटा कुंजी '{1}' (क्या आपका मतलब '{2}' था?); ज्ञात कुंजियाँ ये हैं: {3}"),
      OwnWords(
        english: "unknown metadata key '{1}'; the known keys are {2}",
        chinese: "未知的元数据键“{1}”；已知的键是 {2}",
        hindi: "अनजान मेटाडेटा कुंजी '{1}'; ज्ञात कुंजियाँ ये हैं: {2}"),
      OwnWords(
        english: "metadata key '{1}' is given twice (lines {2} and {3})",
        chinese: "元数据键“{1}”写了两次（第 {2} 行和第 {3} 行）",
        hindi: "मेटाडेटा कुंजी '{1}' दो बार दी गई है (पंक्तियाँ {2} और {3})"),
      OwnWords(
        english: "the 'id' is empty: write e.g. '- id: first-alert'",
        chinese: "“id”是空的：请写成例如“- id: first-alert”",
        hindi: "'id' ख़ाली है: जैसे '- id: first-alert' लिखें"),
      OwnWords(
        english: "the id '{1}' may contain only lowercase letters, digits and '-' (e.g. "
          + "first-alert)",
        chinese: "id“{1}”只能包含小写字母、数字和“-”（例如 first-alert）",
        hindi: "id '{1}' में सिर्फ़ छोटे अक्षर, अंक और '-' हो सकते हैं (जैसे first-alert)"),
      OwnWords(
        english: "'translation-of: {1}' is not a file hash: write the first {2} hex digits of "
          + "the original's SHA-256, such as '9d966aabc88d' (alertlab verify names the right one)",
        chinese: "“translation-of: {1}”不是文件的哈希值：请写原文 SHA-256 的前 {2} 位十六进制数字，"
          + "例如“9d966aabc88d”（alertlab verify 会给出正确的值）",
        hindi: "'translation-of: {1}' फ़ाइल का हैश नहीं है: मूल के SHA-256 के पहले {2} हेक्स अंक लिखें, "
          + "जैसे '9d966aabc88d' (alertlab verify सही हैश बताता है)"),
      OwnWords(
        english: "the 'source' names no seed file: write '- source: SEED-FILE.txt, \"Section\"'",
        chinese: "“source”没有指明来源文件：请写“- source: SEED-FILE.txt, \"Section\"”",
        hindi: "'source' में कोई seed फ़ाइल नहीं: '- source: SEED-FILE.txt, \"Section\"' लिखें"),
      OwnWords(
        english: "unknown device '{1}' (did you mean '{2}'?); the known devices are {3}",
        chinese: "未知的设备“{1}”（你是想写“{2}”吗？）；已知的设备是 {3}",
        hindi: "अनजान डिवाइस '{1}' (क्या आपका मतलब '{2}' था?); ज्ञात डिवाइस ये हैं: {3}"),
      OwnWords(
        english: "unknown device '{1}'; the known devices are {2}",
        chinese: "未知的设备“{1}”；已知的设备是 {2}",
        hindi: "अनजान डिवाइस '{1}'; ज्ञात डिवाइस ये हैं: {2}"),
      OwnWords(
        english: "'ios: {1}' is not an iOS version: write e.g. '- ios: 17.0'",
        chinese: "“ios: {1}”不是 iOS 版本：请写成例如“- ios: 17.0”",
        hindi: "'ios: {1}' कोई iOS संस्करण नहीं है: जैसे '- ios: 17.0' लिखें"),
      OwnWords(
        english: "iOS {1} is too old: lessons can start on iOS 7.0 or later",
        chinese: "iOS {1} 太旧了：课程只能从 iOS 7.0 或更高版本开始",
        hindi: "iOS {1} बहुत पुराना है: पाठ iOS 7.0 या उसके बाद से शुरू हो सकते हैं"),
      OwnWords(
        english: "the '{1}' block that starts here is not closed before line {2}: end it with a "
          + "line '{3}' above that line (the lines after it were read as part of the block)",
        chinese: "从这里开始的“{1}”代码块在第 {2} 行之前没有结束：请在那一行上面加一行“{3}”（它后面的内容都被当成了这个代码块的一部分）",
        hindi: "यहाँ से शुरू होने वाला '{1}' ब्लॉक पंक्ति {2} से पहले बंद नहीं होता: उस पंक्ति के ऊपर "
          + "'{3}' वाली पंक्ति जोड़ें (उसके बाद की पंक्तियाँ ब्लॉक का हिस्सा मानी गईं)"),
      OwnWords(
        english: "the '{1}' block that starts here is never closed: end it with a line '{2}' "
          + "(everything after it was read as part of the block)",
        chinese: "从这里开始的“{1}”代码块没有结束：请用一行“{2}”结束它（它后面的所有内容都被当成了这个代码块的一部分）",
        hindi: "यहाँ से शुरू होने वाला '{1}' ब्लॉक कभी बंद नहीं होता: उसे '{2}' वाली पंक्ति से बंद करें "
          + "(उसके बाद का सब कुछ ब्लॉक का हिस्सा माना गया)"),
      OwnWords(
        english: "unknown code block '```{1}': a lesson knows '```swift' (a step's code), "
          + "'```swift start', '```swift setup', '```goal' and '```hints'",
        chinese: "未知的代码块“```{1}”：课程认识“```swift”（步骤的代码）、“```swift start”、"
          + "“```swift setup”、“```goal”和“```hints”",
        hindi: "अनजान कोड ब्लॉक '```{1}': पाठ '```swift' (चरण का कोड), '```swift start', "
          + "'```swift setup', '```goal' और '```hints' जानता है"),
      OwnWords(
        english: "a lesson has one '#' title (line {1}): start a step with '##' instead",
        chinese: "一课只有一个“#”标题（第 {1} 行）：步骤请用“##”开头",
        hindi: "पाठ का एक ही '#' शीर्षक होता है (पंक्ति {1}): चरण को '##' से शुरू करें"),
      OwnWords(
        english: "the step heading '##' has no title", chinese: "步骤标题“##”后面没有标题文字",
        hindi: "चरण शीर्षक '##' का कोई शीर्षक नहीं"),
      OwnWords(
        english: "the '```swift setup' block must come before the first step, not inside step "
          + "'{1}'",
        chinese: "“```swift setup”代码块必须放在第一个步骤之前，而不是步骤“{1}”之中",
        hindi: "'```swift setup' ब्लॉक पहले चरण से पहले आना चाहिए, चरण '{1}' के अंदर नहीं"),
      OwnWords(
        english: "step '{1}' has two '```swift start' blocks (lines {2} and {3})",
        chinese: "步骤“{1}”有两个“```swift start”代码块（第 {2} 行和第 {3} 行）",
        hindi: "चरण '{1}' में दो '```swift start' ब्लॉक हैं (पंक्तियाँ {2} और {3})"),
      OwnWords(
        english: "step '{1}' has two '```goal' blocks (lines {2} and {3}): put all its goals in "
          + "one",
        chinese: "步骤“{1}”有两个“```goal”代码块（第 {2} 行和第 {3} 行）：把它的所有目标放在一个代码块里",
        hindi: "चरण '{1}' में दो '```goal' ब्लॉक हैं (पंक्तियाँ {2} और {3}): उसके सारे लक्ष्य एक में रखें"),
      OwnWords(
        english: "step '{1}' has no goal block: add a '```goal' block saying what must become "
          + "true",
        chinese: "步骤“{1}”没有目标代码块：加一个“```goal”代码块，说明什么必须成立",
        hindi: "चरण '{1}' में कोई लक्ष्य ब्लॉक नहीं: एक '```goal' ब्लॉक जोड़ें जो बताए कि क्या सच होना चाहिए"),
      OwnWords(
        english: "step '{1}' has goals but no '```swift' block with the code that meets them",
        chinese: "步骤“{1}”有目标，但没有写着满足这些目标的代码的“```swift”代码块",
        hindi: "चरण '{1}' में लक्ष्य हैं पर उन्हें पूरा करने वाले कोड का कोई '```swift' ब्लॉक नहीं"),
      OwnWords(
        english: "step '{1}' has two 'then:' lines", chinese: "步骤“{1}”有两行“then:”",
        hindi: "चरण '{1}' में दो 'then:' पंक्तियाँ हैं"),
      OwnWords(
        english: "'then: {1}' is not known: write '- then: next' or '- then: wait'",
        chinese: "不认识“then: {1}”：请写“- then: next”或“- then: wait”",
        hindi: "'then: {1}' ज्ञात नहीं: '- then: next' या '- then: wait' लिखें"),
      OwnWords(
        english: "hint {1} of step '{2}' is empty", chinese: "步骤“{2}”的第 {1} 条提示是空的",
        hindi: "चरण '{2}' का संकेत {1} ख़ाली है"),
      OwnWords(
        english: "step '{1}' has two goals labelled '{2}' (lines {3} and {4}): give each goal "
          + "its own label",
        chinese: "步骤“{1}”有两个标签为“{2}”的目标（第 {3} 行和第 {4} 行）：给每个目标起不同的标签",
        hindi: "चरण '{1}' में '{2}' लेबल वाले दो लक्ष्य हैं (पंक्तियाँ {3} और {4}): हर लक्ष्य को अपना लेबल दें"),
      OwnWords(
        english: "the goal block of step '{1}' is empty: write one 'label: predicate' per line",
        chinese: "步骤“{1}”的目标代码块是空的：每行写一个“label: predicate”",
        hindi: "चरण '{1}' का लक्ष्य ब्लॉक ख़ाली है: हर पंक्ति में एक 'label: predicate' लिखें"),
      // A step's ```hints block: situational hints, and how verify checks them.
      OwnWords(
        english: "step '{1}' has two '```hints' blocks (lines {2} and {3}): put all its "
          + "situational hints in one",
        chinese: "步骤“{1}”有两个“```hints”代码块（第 {2} 行和第 {3} 行）：把它的所有情境提示放在一个代码块里",
        hindi: "चरण '{1}' में दो '```hints' ब्लॉक हैं (पंक्तियाँ {2} और {3}): उसके सारे स्थिति-संकेत एक में रखें"),
      OwnWords(
        english: "hint line {1} has no '=>': write 'PREDICATE => hint', such as "
          + "'alert.actions.isEmpty => Add the actions first.'",
        chinese: "第 {1} 行提示没有“=>”：请写“PREDICATE => hint”，例如"
          + "“alert.actions.isEmpty => Add the actions first.”",
        hindi: "संकेत पंक्ति {1} में '=>' नहीं है: 'PREDICATE => hint' लिखें, जैसे "
          + "'alert.actions.isEmpty => Add the actions first.'"),
      OwnWords(
        english: "hint line {1} has no predicate before '=>': write 'PREDICATE => hint'",
        chinese: "第 {1} 行提示在“=>”前面没有判断式：请写“PREDICATE => hint”",
        hindi: "संकेत पंक्ति {1} में '=>' से पहले कोई शर्त नहीं: 'PREDICATE => hint' लिखें"),
      OwnWords(
        english: "hint line {1} has no hint after '=>': write 'PREDICATE => hint'",
        chinese: "第 {1} 行提示在“=>”后面没有提示文字：请写“PREDICATE => hint”",
        hindi: "संकेत पंक्ति {1} में '=>' के बाद कोई संकेत नहीं: 'PREDICATE => hint' लिखें"),
      OwnWords(
        english: "the hints block of step '{1}' is empty: write one 'PREDICATE => hint' per line",
        chinese: "步骤“{1}”的提示代码块是空的：每行写一个“PREDICATE => hint”",
        hindi: "चरण '{1}' का संकेत ब्लॉक ख़ाली है: हर पंक्ति में एक 'PREDICATE => hint' लिखें"),
      OwnWords(
        english: "the hint's predicate '{1}' does not parse: {2}",
        chinese: "提示的判断式“{1}”无法解析：{2}",
        hindi: "संकेत की शर्त '{1}' पार्स नहीं होती: {2}"),
      OwnWords(
        english: "the hint's predicate '{1}' is not one expression: write a Swift expression "
          + "that is true when the hint fits, such as 'alert.actions.isEmpty'",
        chinese: "提示的判断式“{1}”不是单个表达式：请写一个在提示适用时为真的 Swift 表达式，"
          + "例如“alert.actions.isEmpty”",
        hindi: "संकेत की शर्त '{1}' एक एक्सप्रेशन नहीं है: ऐसा Swift एक्सप्रेशन लिखें जो संकेत लागू "
          + "होने पर सच हो, जैसे 'alert.actions.isEmpty'"),
      OwnWords(
        english: "'{1}:' needs a rule id, e.g. '{2}: one-cancel'",
        chinese: "“{1}:”需要一个规则 id，例如“{2}: one-cancel”",
        hindi: "'{1}:' को नियम id चाहिए, जैसे '{2}: one-cancel'"),
      OwnWords(
        english: "'{1}:' takes one rule id such as 'one-cancel', not '{2}'",
        chinese: "“{1}:”只接受一个规则 id，例如“one-cancel”，而不是“{2}”",
        hindi: "'{1}:' एक नियम id लेता है, जैसे 'one-cancel', '{2}' नहीं"),
      OwnWords(
        english: "goal line {1} has a label but no predicate: write 'label: predicate'",
        chinese: "第 {1} 行目标有标签但没有判断式：请写“label: predicate”",
        hindi: "लक्ष्य पंक्ति {1} में लेबल है पर शर्त नहीं: 'label: predicate' लिखें"),
      OwnWords(
        english: "goal line {1} has no label: write 'label: predicate'",
        chinese: "第 {1} 行目标没有标签：请写“label: predicate”",
        hindi: "लक्ष्य पंक्ति {1} में कोई लेबल नहीं: 'label: predicate' लिखें"),
      OwnWords(
        english: "goal line {1} puts the label '{2}' before '{3}:': write '{4}' alone on the "
          + "line (the learner sees it as its label)",
        chinese: "第 {1} 行目标把标签“{2}”放在了“{3}:”前面：请在这一行只写“{4}”（学习者会把它看作标签）",
        hindi: "लक्ष्य पंक्ति {1} लेबल '{2}' को '{3}:' से पहले रखती है: पंक्ति में सिर्फ़ '{4}' लिखें "
          + "(सीखने वाला उसे ही लेबल के रूप में देखता है)"),
      OwnWords(
        english: "this translation does not keep its original's code and goals, so the lesson is "
          + "shown in English ('alertlab verify {1}' says where)",
        chinese: "这份翻译没有保留原文的代码和目标，所以这一课以英文显示（“alertlab verify {1}”会指出问题所在）",
        hindi: "यह अनुवाद अपने मूल का कोड और लक्ष्य नहीं रखता, इसलिए पाठ अंग्रेज़ी में दिखाया जाता है "
          + "('alertlab verify {1}' बताता है कहाँ)"),
      // A transcript's block header and its replay (`alertlab test`).
      OwnWords(
        english: "unknown word '{1}' in the block header (did you mean '{2}'?); a block header "
          + "knows {3}",
        chinese: "代码块头部有未知的词“{1}”（你是想写“{2}”吗？）；代码块头部认识 {3}",
        hindi: "ब्लॉक हेडर में अनजान शब्द '{1}' (क्या आपका मतलब '{2}' था?); ब्लॉक हेडर ये जानता है: {3}"),
      OwnWords(
        english: "unknown word '{1}' in the block header; a block header knows {2}",
        chinese: "代码块头部有未知的词“{1}”；代码块头部认识 {2}",
        hindi: "ब्लॉक हेडर में अनजान शब्द '{1}'; ब्लॉक हेडर ये जानता है: {2}"),
      OwnWords(
        english: "unknown device '{1}' (did you mean '{2}'?); devices: {3}",
        chinese: "未知的设备“{1}”（你是想写“{2}”吗？）；可用的设备：{3}",
        hindi: "अनजान डिवाइस '{1}' (क्या आपका मतलब '{2}' था?); डिवाइस: {3}"),
      OwnWords(
        english: "unknown device '{1}'; devices: {2}", chinese: "未知的设备“{1}”；可用的设备：{2}",
        hindi: "अनजान डिवाइस '{1}'; डिवाइस: {2}"),
      OwnWords(
        english: "unknown iOS version '{1}': give 7.0 or later, e.g. ios=8.0",
        chinese: "未知的 iOS 版本“{1}”：请给出 7.0 或更高的版本，例如 ios=8.0",
        hindi: "अनजान iOS संस्करण '{1}': 7.0 या उसके बाद का दें, जैसे ios=8.0"),
      OwnWords(
        english: "unknown language '{1}': give {2}", chinese: "未知的语言“{1}”：请给出 {2}",
        hindi: "अनजान भाषा '{1}': {2} दें"),
      OwnWords(
        english: "the width '{1}' is not a number of columns from {2} to {3}",
        chinese: "宽度“{1}”不是 {2} 到 {3} 之间的列数",
        hindi: "चौड़ाई '{1}' {2} से {3} तक के कॉलमों की संख्या नहीं है"),
      OwnWords(
        english: "output before the first prompt: start the block with a line typed after "
          + "'alertlab> '",
        chinese: "第一个提示符之前有输出：代码块要以在“alertlab> ”后输入的一行开始",
        hindi: "पहले प्रॉम्प्ट से पहले आउटपुट: ब्लॉक को 'alertlab> ' के बाद टाइप की गई पंक्ति से शुरू करें"),
      OwnWords(
        english: "the lesson id '{1}' is not the id '{2}' it was listed with",
        chinese: "课程 id“{1}”不是它在列表中的 id“{2}”",
        hindi: "पाठ id '{1}' वह id '{2}' नहीं है जिससे वह सूची में था"),
      OwnWords(
        english: "the lesson folder '{1}' is not a path: give the folder relative to the "
          + "transcript, spaces written %20, e.g. lessons=../MyLessons",
        chinese: "课程文件夹“{1}”不是一个路径：请给出相对于记录文件的文件夹，空格写成 %20，例如 lessons=../MyLessons",
        hindi: "पाठ फ़ोल्डर '{1}' कोई पाथ नहीं है: ट्रांसक्रिप्ट के सापेक्ष फ़ोल्डर दें, स्पेस को %20 "
          + "लिखें, जैसे lessons=../MyLessons"),
      OwnWords(
        english: "the block was recorded with the lessons in '{1}' (lessons={2}), which is not a "
          + "folder now",
        chinese: "这个代码块是用“{1}”中的课程记录的（lessons={2}），但它现在不是一个文件夹",
        hindi: "यह ब्लॉक '{1}' के पाठों के साथ रिकॉर्ड हुआ था (lessons={2}), जो अब कोई फ़ोल्डर नहीं है"),
      OwnWords(
        english: "the block was recorded with the lessons in '{1}', not '{2}': replay it without "
          + "--lessons (the block names its folder), or record it again",
        chinese: "这个代码块是用“{1}”中的课程记录的，不是“{2}”：请不带 --lessons 重放它（代码块自己写明了文件夹），或者重新记录",
        hindi: "यह ब्लॉक '{1}' के पाठों के साथ रिकॉर्ड हुआ था, '{2}' के नहीं: इसे --lessons के बिना "
          + "दोबारा चलाएँ (ब्लॉक अपना फ़ोल्डर बताता है), या फिर से रिकॉर्ड करें"),
      OwnWords(
        english: "the prompt '{1}' names no lesson step of the course (lesson '{2}', step {3})",
        chinese: "提示符“{1}”不对应课程中的任何步骤（课程“{2}”，第 {3} 步）",
        hindi: "प्रॉम्प्ट '{1}' पाठ्यक्रम के किसी चरण का नाम नहीं लेता (पाठ '{2}', चरण {3})"),
      OwnWords(
        english: "the prompt was '{1}', the transcript says '{2}'",
        chinese: "提示符是“{1}”，文字记录里写的是“{2}”",
        hindi: "प्रॉम्प्ट '{1}' था, ट्रांसक्रिप्ट '{2}' कहता है"),
      OwnWords(
        english: "after '{1}', output line {2} differs", chinese: "在“{1}”之后，第 {2} 行输出不同",
        hindi: "'{1}' के बाद आउटपुट की पंक्ति {2} अलग है"),
      OwnWords(
        english: "  expected: {1}", chinese: "  预期：{1}", hindi: "  अपेक्षित: {1}",
        parts: nothingMore),
      OwnWords(
        english: "  actual:   {1}", chinese: "  实际：{1}", hindi: "  वास्तविक: {1}",
        parts: nothingMore),
      OwnWords(
        english: "no ```alertlab block found", chinese: "没有找到 ```alertlab 代码块",
        hindi: "कोई ```alertlab ब्लॉक नहीं मिला"),
      // A script's first line (`// alertlab: --device ipad --ios 7`).
      OwnWords(
        english: "'{1}' needs a device name, such as ipad", chinese: "“{1}”后面需要一个设备名，例如 ipad",
        hindi: "'{1}' को डिवाइस का नाम चाहिए, जैसे ipad"),
      OwnWords(
        english: "'{1}' needs a version, such as 8 or 17.0",
        chinese: "“{1}”后面需要一个版本号，例如 8 或 17.0", hindi: "'{1}' को संस्करण चाहिए, जैसे 8 या 17.0"),
      OwnWords(
        english: "unknown device '{1}'; did you mean '{2}'? (devices: {3})",
        chinese: "未知的设备“{1}”；你是想写“{2}”吗？（可用的设备：{3}）",
        hindi: "अनजान डिवाइस '{1}'; क्या आपका मतलब '{2}' था? (डिवाइस: {3})"),
      OwnWords(
        english: "unknown device '{1}' (devices: {2})", chinese: "未知的设备“{1}”（可用的设备：{2}）",
        hindi: "अनजान डिवाइस '{1}' (डिवाइस: {2})"),
      OwnWords(
        english: "unknown iOS version '{1}' (7.0 to 26)", chinese: "未知的 iOS 版本“{1}”（7.0 到 26）",
        hindi: "अनजान iOS संस्करण '{1}' (7.0 से 26)"),
      OwnWords(
        english: "unknown option '{1}': the first line may say --device NAME and --ios VERSION",
        chinese: "未知的选项“{1}”：第一行可以写 --device NAME 和 --ios VERSION",
        hindi: "अनजान विकल्प '{1}': पहली पंक्ति में --device NAME और --ios VERSION हो सकते हैं"),
      // The shell's history file.
      OwnWords(
        english: "history will not be saved: cannot create {1}: {2}",
        chinese: "不会保存历史记录：无法创建 {1}：{2}", hindi: "इतिहास सहेजा नहीं जाएगा: {1} बनाया नहीं जा सकता: {2}"),
      OwnWords(
        english: "history will not be saved: {1} is read-only", chinese: "不会保存历史记录：{1} 是只读的",
        hindi: "इतिहास सहेजा नहीं जाएगा: {1} सिर्फ़ पढ़ने के लिए है"),
      OwnWords(
        english: "history is not kept: {1}", chinese: "不保留历史记录：{1}",
        hindi: "इतिहास नहीं रखा जाता: {1}", parts: refusals.map(\.withSubject)),
      OwnWords(
        english: "could not read history from {1}: {2}", chinese: "无法从 {1} 读取历史记录：{2}",
        hindi: "{1} से इतिहास पढ़ा नहीं जा सका: {2}"),
      OwnWords(
        english: "could not save history to {1}: {2}", chinese: "无法把历史记录保存到 {1}：{2}",
        hindi: "इतिहास {1} में सहेजा नहीं जा सका: {2}"),
      // Why a class report skips a file.
      OwnWords(
        english: "the folder cannot be read", chinese: "无法读取这个文件夹",
        hindi: "फ़ोल्डर पढ़ा नहीं जा सकता"),
      OwnWords(
        english: "it holds {1} .json files; the first {2} were read",
        chinese: "其中有 {1} 个 .json 文件；只读取了前 {2} 个",
        hindi: "इसमें {1} .json फ़ाइलें हैं; पहली {2} पढ़ी गईं"),
      OwnWords(english: "it cannot be read", chinese: "无法读取它", hindi: "यह पढ़ी नहीं जा सकती"),
      // Progress that cannot be saved.
      OwnWords(
        english: "Could not save your progress to {1}: {2}.", chinese: "无法把你的进度保存到 {1}：{2}。",
        hindi: "आपकी प्रगति {1} में सहेजी नहीं जा सकी: {2}।", parts: savingProgress),
    ]

  /// A file the teacher's commands cannot read or write. Its name comes first, so these come
  /// after every pattern that begins with words.
  static let fileProblems: [OwnWords] = [
    OwnWords(
      english: "{1} is a folder, not a file", chinese: "{1} 是文件夹，不是文件",
      hindi: "{1} एक फ़ोल्डर है, फ़ाइल नहीं"),
    OwnWords(
      english: "is a folder, not a file", chinese: "是文件夹，不是文件",
      hindi: "एक फ़ोल्डर है, फ़ाइल नहीं"),
    OwnWords(
      english: "{1} is not a regular file", chinese: "{1} 不是普通文件",
      hindi: "{1} सामान्य फ़ाइल नहीं है"),
    OwnWords(
      english: "is not a regular file", chinese: "不是普通文件", hindi: "सामान्य फ़ाइल नहीं है"),
    OwnWords(
      english: "not a regular file", chinese: "不是普通文件", hindi: "सामान्य फ़ाइल नहीं"),
    OwnWords(
      english: "{1} is larger than {2} MB", chinese: "{1} 大于 {2} MB",
      hindi: "{1} {2} MB से बड़ी है"),
    OwnWords(
      english: "is larger than {1} MB", chinese: "大于 {1} MB", hindi: "{1} MB से बड़ी है"),
    OwnWords(
      english: "{1} is not UTF-8 text", chinese: "{1} 不是 UTF-8 文本",
      hindi: "{1} UTF-8 टेक्स्ट नहीं है"),
    OwnWords(
      english: "is not UTF-8 text", chinese: "不是 UTF-8 文本", hindi: "UTF-8 टेक्स्ट नहीं है"),
    OwnWords(
      english: "{1} cannot be read", chinese: "无法读取 {1}", hindi: "{1} पढ़ी नहीं जा सकती"),
    OwnWords(english: "cannot be read", chinese: "无法读取", hindi: "पढ़ी नहीं जा सकती"),
    OwnWords(
      english: "{1}: no such file", chinese: "{1}：没有这个文件", hindi: "{1}: ऐसी कोई फ़ाइल नहीं"),
    OwnWords(
      english: "cannot write {1}: the folder {2} does not exist",
      chinese: "无法写入 {1}：文件夹 {2} 不存在", hindi: "{1} लिखी नहीं जा सकती: फ़ोल्डर {2} मौजूद नहीं"),
    OwnWords(
      english: "cannot write {1}: {2}", chinese: "无法写入 {1}：{2}",
      hindi: "{1} लिखी नहीं जा सकती: {2}"),
  ]

  /// Why AlertLab leaves a file of the learner's alone (what follows the file's name).
  static let refusals: [OwnWords] = [
    OwnWords(
      english: "is a link that leads nowhere", chinese: "是一个不指向任何地方的链接",
      hindi: "एक ऐसा लिंक है जो कहीं नहीं जाता"),
    OwnWords(
      english: "is a link to something that is not a regular file of yours",
      chinese: "是一个链接，指向的不是你自己的普通文件", hindi: "एक ऐसी चीज़ का लिंक है जो आपकी सामान्य फ़ाइल नहीं"),
    OwnWords(
      english: "belongs to another user", chinese: "属于另一个用户", hindi: "किसी दूसरे उपयोगकर्ता की है"),
    OwnWords(
      english: "is a folder, not a file", chinese: "是文件夹，不是文件", hindi: "एक फ़ोल्डर है, फ़ाइल नहीं"),
    OwnWords(
      english: "is a FIFO (a named pipe), not a file", chinese: "是 FIFO（命名管道），不是文件",
      hindi: "एक FIFO (named pipe) है, फ़ाइल नहीं"),
    OwnWords(
      english: "is a device, not a file", chinese: "是设备，不是文件", hindi: "एक डिवाइस है, फ़ाइल नहीं"),
    OwnWords(
      english: "is a socket, not a file", chinese: "是套接字，不是文件", hindi: "एक सॉकेट है, फ़ाइल नहीं"),
    OwnWords(english: "is not a regular file", chinese: "不是普通文件", hindi: "सामान्य फ़ाइल नहीं है"),
  ]

  /// Why a goal's predicate cannot be evaluated, when it is AlertLab's word and not the
  /// compiler's.
  static let goalErrors: [OwnWords] = [
    OwnWords(
      english: "the predicate is a '{1}', not a Bool", chinese: "判断式的类型是“{1}”，不是 Bool",
      hindi: "शर्त '{1}' है, Bool नहीं")
  ]

  /// What a transcript's replay shows where there is no more output.
  static let nothingMore: [OwnWords] = [
    OwnWords(english: "(nothing more)", chinese: "（没有更多了）", hindi: "(और कुछ नहीं)")
  ]

  /// Why progress could not be saved, inside the sentence that says so.
  static let savingProgress: [OwnWords] = [
    OwnWords(
      english: "the file is read-only, so it is left as it is", chinese: "文件是只读的，所以保持原样",
      hindi: "फ़ाइल सिर्फ़ पढ़ने के लिए है, इसलिए वह जैसी है वैसी छोड़ दी गई है"),
    OwnWords(
      english: "the folder {1} could not be created", chinese: "无法创建文件夹 {1}",
      hindi: "फ़ोल्डर {1} बनाया नहीं जा सका"),
    OwnWords(
      english: "it was made by a newer AlertLab (format {1}), so it is kept as it is",
      chinese: "它是由更新版本的 AlertLab 生成的（格式 {1}），所以保持原样",
      hindi: "इसे AlertLab के नए संस्करण ने बनाया है (फ़ॉर्मैट {1}), इसलिए यह जैसी है वैसी रखी गई है"),
    OwnWords(
      english: "it {1}, so it is left alone", chinese: "它{1}，所以不去动它",
      hindi: "यह {1}, इसलिए इसे छेड़ा नहीं जाता", parts: refusals),
    OwnWords(
      english: "the progress could not be encoded", chinese: "无法编码进度",
      hindi: "प्रगति एन्कोड नहीं की जा सकी"),
  ]
}

extension OwnWords {
  /// The same words after a name: `{1} is a folder, not a file`.
  var withSubject: OwnWords {
    OwnWords(english: "{1} " + english, chinese: "{1} " + chinese, hindi: "{1} " + hindi)
  }
}
