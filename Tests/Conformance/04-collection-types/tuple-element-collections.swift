// Empty collections of tuples made with their type's initializer, labels kept.
var standings = [String: (won: Int, lost: Int)]()
standings["Alerts"] = (won: 2, lost: 1)
standings["Sheets"] = (0, 3)
standings["Alerts"]?.won += 1
for team in standings.keys.sorted() {
  if let row = standings[team] {
    print(team, row.won, row.lost, row)
  }
}

var log = [(String, Int)]()
log.append(("shown", 1))
log.append(("dismissed", 2))
print(log, log.count)

var grid = [[(Int)]]()
grid.append([1, 2])
print(grid)
