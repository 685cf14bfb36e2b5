import AlertLabKit
import Testing

@testable import AlertLabScript

/// A String sliced is a Substring: its own type, the String's members, the string's indices,
/// and the compiler's error where a String is wanted (each checked against swiftc's build).
@Suite struct SubstringTests {
  @Test func aSliceIsASubstringThatSharesTheStringsIndices() {
    #expect(
      printed(
        """
        let line = "key=value=more"
        let eq = line.firstIndex(of: "=") ?? line.endIndex
        let key: Substring = line[..<eq]
        let tail = line[line.index(after: eq)...]
        print(key, tail, type(of: tail))
        print(tail.startIndex == line.index(after: eq))
        let inner = tail.dropFirst(2)
        print(inner, line.distance(from: line.startIndex, to: inner.startIndex))
        print(inner[inner.startIndex], inner[inner.index(before: inner.endIndex)])
        let parts = tail.split(separator: "=")
        print(parts, line.distance(from: line.startIndex, to: parts[1].startIndex))
        print(key == "key", "key" == key, key < "kez", key.uppercased(), type(of: key + "!"))
        """) == [
          "key value=more Substring", "true", "lue=more 6", "l e",
          #"["value", "more"] 10"#, "true true true KEY Substring",
        ])
  }

  @Test func setsOfSubstringsHashByTheirCharacters() {
    #expect(
      printed(
        """
        let words = "to be or not to be".split(separator: " ")
        print(Set(words).count, words.sorted(), words.joined(separator: "+"))
        let tags: Set<Substring> = ["a", "b"]
        print(tags.contains("a"), tags.count)
        """) == [#"4 ["be", "be", "not", "or", "to", "to"] to+be+or+not+to+be"#, "true 2"])
  }

  @Test func aSubstringWhereAStringIsWantedIsTheCompilersError() {
    let lines = printed(
      """
      func shout(_ text: String) -> String { text.uppercased() }
      let parts = "a,b".split(separator: ",")
      print(shout(String(parts[0])), Int("12,3".split(separator: ",")[0]) ?? 0)
      print(shout(parts[0]))
      let whole = "ab"["ab".startIndex..<"ab".endIndex]
      print(shout(whole))
      let first: String = parts[1]
      var label = "x"
      label = parts[1]
      print("ab".hasPrefix(parts[0]), "ab".contains(whole))
      """)
    #expect(
      lines == [
        "A 12",
        "error: 4:13: cannot convert value of type 'String.SubSequence' (aka 'Substring') to "
          + "expected argument type 'String'",
        "error: 6:13: cannot convert value of type 'Substring' to expected argument type 'String'",
        "error: 7:21: cannot convert value of type 'String.SubSequence' (aka 'Substring') to "
          + "specified type 'String'",
        "error: 9:9: cannot assign value of type 'String.SubSequence' (aka 'Substring') to type "
          + "'String'",
        "true true",
      ])
  }

  @Test func aSubstringOfASubstringIsNamedAsItsSubSequence() {
    #expect(
      printed(
        """
        func shout(_ text: String) -> String { text.uppercased() }
        let tag: Substring = "#ops"
        print(shout(tag.dropFirst()))
        """) == [
          "error: 3:13: cannot convert value of type 'Substring.SubSequence' (aka 'Substring') to "
            + "expected argument type 'String'"
        ])
  }

  @Test func foundationsStringMethodsTakeASubstring() {
    #expect(
      printed(
        """
        let separator = ",;".prefix(1)
        print("a,b".components(separatedBy: separator), "x-y".replacing("-".prefix(1), with: "+"))
        """) == [#"["a", "b"] x+y"#])
  }

  @Test func anIndexOutsideASubstringTraps() {
    #expect(
      printed(
        """
        let tail = "abcdef".dropFirst(3)
        print(tail[tail.startIndex])
        print(tail["abcdef".startIndex])
        """) == ["d", "error: 3:7: Substring index is out of bounds"])
  }
}
