import Testing

@testable import AlertLabScript

/// The lexer finds keywords from packed bytes: every keyword is found, and names that share a
/// keyword's first letter, length or first sixteen bytes are not.
@Suite struct KeywordLookupTests {
  @Test func everyKeywordIsFound() {
    for keyword in Keyword.allCases {
      let tokens = Lexer.tokenize(keyword.rawValue).tokens
      #expect(tokens.first?.kind == .keyword(keyword), "\(keyword.rawValue)")
    }
  }

  @Test func namesNearKeywordsAreNames() {
    let names = [
      "associatedtypes", "precedencegroupX", "precedencegrou", "Let", "lett", "le", "selF",
      "fileprivatE", "typealiaz", "internal_", "_internal", "in0", "doo", "o", "asx",
    ]
    for name in names {
      let tokens = Lexer.tokenize(name).tokens
      #expect(tokens.first?.kind == .identifier(name), "\(name)")
    }
  }

  @Test func keywordsBetweenOtherBytes() {
    let kinds = Lexer.tokenize("(let)guard.return,precedencegroup").tokens.map(\.kind)
    #expect(
      kinds == [
        .leftParen, .keyword(.let), .rightParen, .keyword(.guard), .period, .keyword(.return),
        .comma, .keyword(.precedencegroup), .endOfInput,
      ])
  }
}
