import AlertLabKit
import AlertLabTutor

extension CommandLineWords {
  /// `alertlab --help` in `language`: the commands, flags and values as they are typed, the
  /// words about them translated.
  static func usage(in language: Language) -> String {
    switch language {
    case .zh: return chineseUsage
    case .hi: return hindiUsage
    default: return AlertLabCommand.usage
    }
  }

  static let chineseUsage = """
    用法：alertlab [options]                  交互式环境
          alertlab run FILE [options]         运行脚本（Swift 和 :命令）；“-”读取标准输入；
                                              --no-echo 只输出程序自己打印的内容
          alertlab lessons                    课程和学习进度
          alertlab lesson ID                  开始或继续某一课
          alertlab verify [PATH...]           检查课程（--articles DIR：你自己的文章）
          alertlab test PATH... [--bless]     重放 Markdown 记录（文件夹：其中的 *.md）；
                                              --bless 重写它们的预期输出
                 [--format text|junit|gradescope]  verify 和 test：在标准输出写出
                                              JUnit XML 或 Gradescope results.json 报告
          alertlab record FILE                交互式环境，同时把记录写入 FILE；
                                              FILE 已存在时需要 --append 或 --force
          alertlab handout ID|FILE.md         一课或一份记录的可打印讲义
                 [--format md|html] [-o OUT]
          alertlab class report PATH...       一目了然地查看全班的进度文件
                 [--format text|csv|json]
          alertlab progress export            把你的进度导出为一份可移植的 JSON 文档
                 [--name NAME] [-o OUT]
          alertlab progress import FILE       把导出文件合并进你的进度
          alertlab new lesson ID              为教师生成课程骨架，放在 --lessons DIR
                 [--from ARTICLE]             或当前文件夹中
          alertlab explain [RULE]             解释 UIKit 的一条规则（不给 RULE：全部规则）
          alertlab completion bash|zsh|fish   为指定的 shell 输出补全脚本
          alertlab man                        以 man 手册页输出本说明（alertlab.1，roff）

    选项：
      --device NAME         iphone, iphone-landscape, iphone-plus, iphone-plus-landscape,
                            ipad, ipad-landscape, ipad-split（默认 iphone）
      --ios VERSION         7.0 及以后（默认 \(IOSVersion.current)）
      --color WHEN          auto、always 或 never（默认 auto：只在终端上使用颜色，
                            设置了 NO_COLOR 或 TERM=dumb 时不使用）
      --ascii               只用 ASCII 字符绘图
      --lessons DIR         从 DIR 加载课程，而不是默认课程（alertlab 旁边的 Lessons
                            文件夹，否则是编译进 alertlab 的副本）
      --progress-file FILE  把进度保存在 FILE 中
      --lang CODE           en、zh 或 hi：课程的语言（默认取 LC_ALL、LC_MESSAGES
                            或 LANG，否则取上次选择的语言；会被记住）
      --help                显示本说明
      --version             显示版本和构建它的提交

    退出状态：
      0    run 和管道输入的交互式环境：每条语句都通过了编译（模拟 App 的崩溃是输出，
           和真机上一样）；verify、test：全部通过
      1    run 和管道输入的交互式环境：有语句没有通过编译；verify、test：有课程或记录
           未通过；handout：记录无法重放
      2    命令行有误，或者无法读写某个文件
      128+N  交互式环境被信号 N 结束（SIGHUP 1，SIGTERM 15）
    """

  static let hindiUsage = """
    उपयोग: alertlab [options]                 शेल
           alertlab run FILE [options]        स्क्रिप्ट चलाएँ (Swift, :कमांड); '-': stdin;
                                              --no-echo: सिर्फ़ वही जो प्रोग्राम ख़ुद छापता है
           alertlab lessons                   कोर्स और आपकी प्रगति
           alertlab lesson ID                 कोई पाठ शुरू करें या वहीं से आगे बढ़ें
           alertlab verify [PATH...]          पाठ जाँचें (--articles DIR: आपके अपने लेख)
           alertlab test PATH... [--bless]    Markdown ट्रांसक्रिप्ट फिर से चलाएँ (फ़ोल्डर:
                                              उसकी *.md); --bless उनका अपेक्षित आउटपुट
                                              फिर से लिखता है
                  [--format text|junit|gradescope]  verify, test: stdout पर JUnit XML या
                                              Gradescope results.json रिपोर्ट
           alertlab record FILE               शेल, जो FILE में ट्रांसक्रिप्ट लिखता है; मौजूदा
                                              FILE के लिए --append या --force चाहिए
           alertlab handout ID|FILE.md        किसी पाठ या ट्रांसक्रिप्ट का छापने लायक़ हैंडआउट
                  [--format md|html] [-o OUT]
           alertlab class report PATH...      पूरी क्लास की प्रगति फ़ाइलें एक नज़र में
                  [--format text|csv|json]
           alertlab progress export           आपकी प्रगति एक पोर्टेबल JSON दस्तावेज़ में
                  [--name NAME] [-o OUT]
           alertlab progress import FILE      किसी एक्सपोर्ट को अपनी प्रगति में मिलाएँ
           alertlab new lesson ID             शिक्षकों के लिए पाठ का ढाँचा, --lessons DIR में
                  [--from ARTICLE]            या मौजूदा फ़ोल्डर में
           alertlab explain [RULE]            UIKit का कोई नियम समझाया गया (RULE नहीं: सभी)
           alertlab completion bash|zsh|fish  बताए गए शेल के लिए कम्प्लीशन स्क्रिप्ट
           alertlab man                       यही जानकारी man पेज के रूप में (alertlab.1, roff)

    विकल्प:
      --device NAME         iphone, iphone-landscape, iphone-plus, iphone-plus-landscape,
                            ipad, ipad-landscape, ipad-split (डिफ़ॉल्ट iphone)
      --ios VERSION         7.0 और बाद के (डिफ़ॉल्ट \(IOSVersion.current))
      --color WHEN          auto, always या never (डिफ़ॉल्ट auto: सिर्फ़ टर्मिनल पर,
                            NO_COLOR या TERM=dumb होने पर कभी नहीं)
      --ascii               सिर्फ़ ASCII अक्षरों से चित्र बनाएँ
      --lessons DIR         कोर्स की जगह DIR से पाठ लोड करें (कोर्स: alertlab के पास का
                            Lessons फ़ोल्डर, वरना alertlab में बनी प्रति)
      --progress-file FILE  प्रगति FILE में रखें
      --lang CODE           en, zh या hi: पाठों की भाषा (डिफ़ॉल्ट: LC_ALL, LC_MESSAGES
                            या LANG, वरना पिछली बार चुनी गई; याद रखी जाती है)
      --help                यह जानकारी
      --version             संस्करण और वह कमिट जिससे यह बना

    निकास स्थिति:
      0    run और पाइप से चला शेल: हर स्टेटमेंट कम्पाइल हुआ (सिम्युलेटेड ऐप का क्रैश
           आउटपुट है, जैसे डिवाइस पर); verify, test: सब पास हुआ
      1    run और पाइप से चला शेल: कोई स्टेटमेंट कम्पाइल नहीं हुआ; verify, test: कोई
           पाठ या ट्रांसक्रिप्ट फ़ेल हुआ; handout: ट्रांसक्रिप्ट फिर से नहीं चल सकता
      2    कमांड लाइन ग़लत है, या कोई फ़ाइल पढ़ी या लिखी नहीं जा सकती
      128+N  शेल सिग्नल N से बंद हुआ (SIGHUP 1, SIGTERM 15)
    """
}
