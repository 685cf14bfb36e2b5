// Foundation's Date from fixed instants: how one prints, moves and compares.
import Foundation

let epoch = Date(timeIntervalSince1970: 0)
print(epoch)
let launch = Date(timeIntervalSince1970: 1_704_102_060)
print(launch)
print(launch.timeIntervalSince1970)

let leapDay = Date(timeIntervalSince1970: 951_782_400)
print("leap day: \(leapDay)")
print(Date(timeIntervalSince1970: -1.5))
print(Date(timeIntervalSince1970: 59.99))

let later = launch.addingTimeInterval(90)
print(later, later.timeIntervalSince(launch))
print(launch + 3_600, launch - 86_400)
var moving = epoch
moving += 0.5
moving += 60
print(moving, moving.timeIntervalSince1970)

print(launch < later, later < launch, launch == Date(timeIntervalSince1970: 1_704_102_060))
print(launch != later, launch >= launch, max(launch, later) == later)

let dates = [later, epoch, launch].sorted()
print(dates)
let maybe: Date? = epoch
print(maybe as Any)
print(Date(timeIntervalSinceReferenceDate: 0), launch.timeIntervalSinceReferenceDate)
print(Date(timeInterval: 30, since: epoch))
print(Date.distantPast, Date.distantFuture)
print(type(of: launch))

func deadline(after seconds: TimeInterval, from start: Date) -> Date {
  start.addingTimeInterval(seconds)
}
print(deadline(after: 45, from: epoch))
