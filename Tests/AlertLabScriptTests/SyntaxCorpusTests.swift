import AlertLabTestSupport
import Testing

@testable import AlertLabScript

/// Everything the lexer and the parser make of `source`, as text: every token with its kind,
/// range (line, column and byte offset) and trivia flags, every statement with every field of
/// its tree, every diagnostic, and whether the input asks for more.
func syntaxDump(_ source: String) -> String {
  var out = ""
  let lexed = Lexer.tokenize(source)
  out += "tokens\n"
  for token in lexed.tokens {
    SyntaxDumper.dump(token, into: &out)
    out += "\n"
  }
  out += "lexer diagnostics\n"
  SyntaxDumper.dump(lexed.diagnostics, into: &out)
  out += "\nflags \(lexed.endsInsideMultilineString) \(lexed.endsInsideBlockComment) "
  out += "\(lexed.hasUnterminatedSingleLineString) \(InputCompleteness.needsMoreInput(source))\n"
  let parsed = Parser.parse(source, fileName: "corpus.swift")
  out += "statements\n"
  for statement in parsed.statements {
    SyntaxDumper.dump(statement, into: &out)
    out += "\n"
  }
  out += "diagnostics\n"
  for diagnostic in parsed.diagnostics {
    SyntaxDumper.dump(diagnostic, into: &out)
    out += "\n"
  }
  return out
}

/// Writes any syntax value field by field (through `Mirror`), with byte offsets in locations
/// and tokens read through their public properties.
enum SyntaxDumper {
  static func dump(_ value: Any, into out: inout String) {
    if let location = value as? AlertLabScript.SourceLocation {
      out += "\(location.line):\(location.column)@\(location.offset)"
      return
    }
    if let text = value as? String {
      out += text.debugDescription
      return
    }
    if let token = value as? Token {
      out += "Token("
      dump(token.kind, into: &out)
      out += " "
      dump(token.range, into: &out)
      out += token.isAtStartOfLine ? " line" : ""
      out += token.hasLeadingTrivia ? " trivia" : ""
      out += ")"
      return
    }
    let mirror = Mirror(reflecting: value)
    if mirror.children.isEmpty {
      out += String(describing: value)
      return
    }
    if mirror.displayStyle == .enum, let child = mirror.children.first {
      out += "." + (child.label ?? "?") + "("
      dump(child.value, into: &out)
      out += ")"
      return
    }
    out += "("
    // A statement's `mayDeclareBody` and `awaits`, and where a body awaits, are worked out from
    // its tokens, not part of the tree: left out, so the fingerprints stay those of the tree.
    // Fields added to the tree later are left out where absent (`arguments` of a modifier,
    // `attributes` of a parameter), so the inputs that do not use them keep their fingerprints.
    // A closure's `isKeyPath` marks how it was written (`\.name`), and its tree is the same;
    // `returnsOptional` is set where it runs.
    let fields = mirror.children.filter {
      !["mayDeclareBody", "awaits", "isAsync", "awaited", "isKeyPath", "returnsOptional"].contains(
        $0.label ?? "")
        && !isAbsentAddition($0, of: value)
    }
    for (position, child) in fields.enumerated() {
      if position > 0 { out += ", " }
      if let label = child.label { out += label + ": " }
      dump(child.value, into: &out)
    }
    out += ")"
  }

  static func isAbsentAddition(_ child: Mirror.Child, of value: Any) -> Bool {
    switch (value, child.label) {
    case (let modifier as Modifier, "arguments"?): modifier.arguments == nil
    case (let parameter as Parameter, "attributes"?): parameter.attributes.isEmpty
    case (let closure as ClosureExpr, "resultBuilder"?): closure.resultBuilder == nil
    case (let closure as ClosureExpr, "expectedResult"?): closure.expectedResult == nil
    case (let closure as ClosureExpr, "throwing"?): closure.throwing == nil
    case (let closure as ClosureExpr, "highestAnonymousParameter"?):
      closure.highestAnonymousParameter == 0
    case (let closure as ClosureExpr, "localOverloads"?): closure.localOverloads.isEmpty
    case (let decl as FunctionDecl, "throwing"?): decl.throwing == nil
    case (let type as TypeSyntax, "effects"?): type.effects == nil
    case (let type as TypeSyntax, "genericParameter"?): type.genericParameter == nil
    case (let decl as FunctionDecl, "genericParameters"?): decl.genericParameters.isEmpty
    case (let decl as ClassDecl, "isActor"?): !decl.isActor
    case (let decl as ProtocolDecl, "attributedRequirements"?): decl.attributedRequirements.isEmpty
    // A diagnostic's typed words: its English message already says them.
    case (is Diagnostic, "said"?), (is Diagnostic, "place"?), (is Diagnostic, "unplacedMessage"?),
      (is Diagnostic, "missingMember"?), (is Diagnostic, "unfoundName"?):
      true
    default: false
    }
  }
}

/// FNV-1a, 64 bits: a short fingerprint of a dump.
func fingerprint(_ text: String) -> UInt64 {
  var hash: UInt64 = 0xCBF2_9CE4_8422_2325
  for byte in text.utf8 {
    hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
  }
  return hash
}

/// Inputs that exercise every path of the lexer and the parser: names of every script,
/// operators and their spacing, strings with interpolations, escapes and indentation, raw
/// strings, comments, numbers of every radix, Objective-C, `#if`, and broken code.
enum SyntaxCorpus {
  static let handWritten: [String] = [
    "let alert = UIAlertController(title: \"T\", message: nil, preferredStyle: .alert)",
    "let 登录 = café; var नमस्ते = \"x\"; let e\u{301}x = 1; let 👍🏽 = 2; let a‍b = 3",
    "let ﬁ = 1\nlet Å = Å\nlet x1️⃣ = 1\nlet _x = $0 + $12 + `default` + `class`",
    "`a b` `` ` `x",
    "a+b a + b a +b a+ b !a a! a? a?.b a!.c -1 - 1 -x ~x a...b a..<b ...a a... .b a.b",
    "a=b a = b a =b a= b a==b a != b a===b a !== b a ?? b ?? c a ?b :c",
    "x += 1; x -= 2; x *= 3; x /= 4; x %= 5; x <<= 1; a << 2 >> 3 & 4 | 5 ^ 6",
    "a+/* c */b a/**/b a//c\nb a /*x*/+ b a+//c\nb a*/b",
    "f(a:b,c:d) f() { } completion: { } f { $0 } g(x) { y in } h [1] (2)",
    "a ->b a-> b (Int) -> Void () -> () A -> B",
    "\"plain\" \"esc \\n \\t \\r \\0 \\\\ \\\" \\' \\u{1F600} \\u{41}\" \"\\u{}\" \"\\u{110000}\"",
    "\"bad \\q escape\" \"\\u{41\" \"\\u41\" \"trailing \\",
    "\"a \\(b) c \\(d.e(f: \"g\")) \\(\"\\(h)\") \\((1 + 2) * 3)\"",
    "\"unterminated \\(a\n\"ok\"",
    "\"unterminated\nlet x = 1",
    "\"\"\"\n  line one\n    indented \\(x)\n  last\\\n  joined\n  \"\"\"",
    "\"\"\"\n  good\n bad\n  \"\"\"",
    "\"\"\"x\n  \"\"\"",
    "\"\"\"\n  text \"\"\"",
    "\"\"\"\n  never closed \\(a\n  more",
    "let raw = #\"raw \\(x) string\"#\nlet y = ##\"a\"##",
    "'single' 'unterminated\n“curly” «guillemets» „low“",
    "0 42 0x1F 0xff_FF 0b101 0o17 1_000 1.5 1e3 1E-3 1.5e+3 2_0.5 0.5e1_0 1. 1.e3",
    "0x 0b 0o 0b2 0o9 0xG 1st 1.5x 99999999999999999999 0x7FFFFFFFFFFFFFFF 0xFFFFFFFFFFFFFFFFF",
    "1.description 1..2 1...2 1..<2 x.0 x.1.2 .5",
    "( ) { } [ ] , : ; . @IBOutlet @objc(name:) @ # #selector #available #if #endif @\"x\"",
    "// comment only",
    "/* open",
    "/* nested /* twice */ still */ after",
    "a /* spans\nlines */ b",
    "a\u{A0}= b\u{3000}+ c",
    "a\u{A0}\u{A0}b \u{A0}!x",
    "let x（1） ＝ 2，3：4；［5］｛6｝．7、8。 −9 –10 ！11",
    "let x = \u{2028} \u{200B} \u{0007} \u{0000} y",
    "\u{7F} \u{1} ~~ ^ ^x x^",
    "if let a = b, let c = d, e = f where g { } else if h { } else { }",
    "guard let x = y as? UIAlertController, x.actions.count > 0 else { return }",
    "func f(_ a: Int, b c: String = \"x\", d: inout [Int], e: (Int) -> Void) -> Int? { return 1 }",
    "class A: UIViewController, P { @IBOutlet weak var b: UIButton!\n override func viewDidLoad() { super.viewDidLoad() } }",
    "extension ViewController: UIPopoverPresentationControllerDelegate { func f() { } }",
    "struct S { var x: Int; let y = 2 }\nenum E: Int { case a = 1, b; indirect case c(E) }",
    "for (i, x) in xs.enumerated() where i > 0 { continue }\nouter: while true { break outer }",
    "repeat { x += 1 } while x < 10\nswitch x { case .a, .b(let y): print(y)\ncase 1...3: break\ndefault: fallthrough }",
    "do { try f() } catch let e as MyError { } catch is E { } catch { }\nthrow E.x\ndefer { }",
    "protocol P: AnyObject { func f(); var x: Int { get set } }",
    "let (a, _, c): (Int, Int, Int) = (1, 2, 3)",
    "var x: Int { get { return 1 } set(v) { } }\nvar y = 1 { didSet { } willSet { } }",
    "let d: [String: Int] = [\"a\": 1, \"b\": 2]; let e = [:]; let f = [1, 2, 3]",
    "let s = Set<String>(); let a = Array<Int>(); let t: Dictionary<String, [Int]>? = nil",
    "let x: Array<Array<Int>>= []\nlet y: Optional<Int>? = nil",
    "let c = { [weak self, unowned(unsafe) a, b = 1] (x: Int, y) -> Int in x }",
    "a.sorted(by: <); xs.reduce(0, +); f(==)",
    "#if os(iOS) && !DEBUG || swift(>=5.0)\nlet a = 1\n#elseif canImport(UIKit)\nlet b = 2\n#else\nlet c = 3\n#endif",
    "#if compiler(<4.2)\n#if x\n#endif\n#else\nlet d = 1\n#endif",
    "#if true\nlet x = 1",
    "#endif\n#else",
    "UIAlertAction *ok = [UIAlertAction actionWithTitle:@\"OK\" style:UIAlertActionStyleDefault handler:nil];",
    "[self presentViewController:alert animated:YES completion:nil];\n[[UIAlertView alloc] initWithTitle:@\"T\" message:nil delegate:self cancelButtonTitle:@\"OK\" otherButtonTitles:nil];",
    "- (void)viewDidLoad { }\n@interface A : NSObject\n@end\n#import <UIKit/UIKit.h>\n#pragma mark x",
    "[alert addAction:[UIAlertAction actionWithTitle:@\"X\" style:0 handler:^(UIAlertAction *a) { }]];",
    "(UIAlertController *)x\n@YES @selector(f:) @[1] @(2)",
    "x++ ++x x-- *p &x ^{ } a ~= b a **b",
    "func +(a: A, b: A) -> A { }\ninfix operator ** : P\nsubscript(i: Int) -> Int { }",
    "func f<T>(x: T) { }\nclass B<T> { }\nfunc g() where T: P { }\nfunc h() async { }\nawait f()",
    "let x = if a { 1 } else { 2 }\nasync let y = f()",
    "}}} ))) ]]] extraneous",
    "f(a b) [1 2] f(a,) [1,] f(,) (a: 1, b: 2) ()",
    "let = 1\nvar x\nlet y: = 2\nfunc\nclass\nimport Foo\nimport UIKit.UIView",
    "a ? b : c ? d : e\na ? : b\na ? b\na < b < c\na as! B as? C is D",
    "try? f() ?? g()\ntry! h()\nx = y = z\n= 1",
    "typealias Handler = (UIAlertAction) -> Void\nvar h: Handler? = nil",
    "x.y?.z!.w?[0]?.v = 1\nalert.textFields![0].text! += \"x\"",
    "print(\"\\(a)\\(b)\\(c)\")\nprint(\"\\(\"\\(\"\\(x)\")\")\")",
    "let x = 1 // trailing\n/* block */ let y = 2 /* trailing */\n// last",
    "\r\nlet x = 1\r\nlet y = 2\rlet z = 3\r\n",
    "\t let\tx\u{B}=\u{C}1",
    "let ᐁ = 1; let ⅷ = 2; let ℮ = 3; let ∑ = 4; let × = 5; let 〜 = 6",
    "let a = \"👨‍👩‍👧 \\(x) é\"\nlet e\u{301}\u{301} = 1",
    "@available(iOS 8.0, *) func f() { }\nif #available(iOS 8.0, *) { } else { }\n#available()",
    "#selector(f(_:)) #selector(self.g) #selector() #selector(1 + 2) #unavailable(iOS 8)",
  ]

  /// Fragments the generated inputs are made of.
  static let fragments: [String] = [
    "let", "var", "x", "alert", "登录", "café", "e\u{301}", "👍", "=", "==", "(", ")", "{", "}",
    "[", "]", ".", ",", ":", ";", "?", "!", "\"s\"", "\"a \\(b)\"", "\"\\u{41}\\n\"", "1",
    "0x1F", "2.5", "1e3", "1_0", "in", "if", "else", "guard", "return", "func", "class",
    "struct", "enum", "case", "switch", "for", "while", "extension", "->", "+", "-", "*", "/",
    "%", "<", ">", ">>", "??", "&&", "||", "as?", "as!", "is", "_", "$0", "#selector",
    "#available", "#if", "#endif", "@IBOutlet", "@objc", "@", "weak", "self", "super", "nil",
    "true", "[weak self]", "UIAlertController", "addAction", "present", "/*", "*/", "// c\n",
    "\"\"\"\n", "...", "..<", "try", "'q'", "“c”", "\u{A0}", "（", "）", "#\"r\"#", "\\", "`",
    "`default`", "\n", "\r\n", "\t", "  ", "@\"o\"", "[self f:x]", "^", "~", "&", "0b2",
    "1st", "99999999999999999999",
  ]

  /// A deterministic mix of fragments, with and without spaces between them.
  static func generated(count: Int, seed: UInt64) -> [String] {
    var generator = SplitMix64(seed: seed)
    var inputs: [String] = []
    for _ in 0..<count {
      let length = Int.random(in: 1...40, using: &generator)
      var source = ""
      for _ in 0..<length {
        source += fragments[Int.random(in: 0..<fragments.count, using: &generator)]
        if Int.random(in: 0..<3, using: &generator) == 0 { source += " " }
      }
      inputs.append(source)
    }
    return inputs
  }
}

/// The lexer and the parser give exactly what they gave before they were made faster: the
/// fingerprints below are of the dumps the earlier, slower lexer and parser made of the same
/// inputs. A change that alters a token, a location, a tree or a diagnostic shows here.
@Suite struct SyntaxCorpusTests {
  @Test func handWrittenInputsGiveTheSameTokensTreesAndDiagnostics() {
    #expect(SyntaxCorpus.handWritten.count == SyntaxCorpusFingerprints.handWritten.count)
    for (source, expected) in zip(SyntaxCorpus.handWritten, SyntaxCorpusFingerprints.handWritten) {
      let dump = syntaxDump(source)
      #expect(fingerprint(dump) == expected, "\(source.debugDescription)\n\(dump)")
    }
  }

  @Test func generatedInputsGiveTheSameTokensTreesAndDiagnostics() {
    let inputs = SyntaxCorpus.generated(count: 300, seed: 0x5EED_10)
    #expect(inputs.count == SyntaxCorpusFingerprints.generated.count)
    for (source, expected) in zip(inputs, SyntaxCorpusFingerprints.generated) {
      let dump = syntaxDump(source)
      #expect(fingerprint(dump) == expected, "\(source.debugDescription)\n\(dump)")
    }
  }

  /// The dump itself sees what it must: offsets, trivia flags and nested interpolation tokens.
  @Test func dumpShowsOffsetsTriviaAndInterpolations() {
    let dump = syntaxDump("a = \"\\(é)\"")
    #expect(dump.contains("Token(.identifier(\"a\") (start: 1:1@0, end: 1:2@1) line trivia)"))
    #expect(dump.contains("Token(.identifier(\"é\") (start: 1:8@7, end: 1:9@9))"))
    #expect(dump.contains("Token(assign (start: 1:3@2, end: 1:4@3) trivia)"))
  }
}
