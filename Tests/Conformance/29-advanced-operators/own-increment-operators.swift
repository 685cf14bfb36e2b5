// `++` and `--` left the language in Swift 3, but a program may declare them as its own
// operators again.
prefix operator ++
postfix operator --

prefix func ++ (value: Int) -> Int { value + 1 }
postfix func -- (value: Int) -> Int { value - 1 }

struct Counter {
  var count = 0
  static prefix func ++ (counter: Counter) -> Counter { Counter(count: counter.count + 1) }
}

let start = 10
print(++start, start--, start)
print(++(++1), (5--)--)
print((++Counter()).count, (++(++Counter(count: 5))).count)
