import AlertLabWords
import Testing

@testable import AlertLabKit

@Suite("World storage")
struct WorldStorageTests {
  @Test("a copy keeps its contents when the original changes, and the original when the copy does")
  func copiesAreIndependent() {
    var original = World()
    let alert = original.makeViewController(className: "UIViewController", title: "Kept")
    let kept = original
    original.viewControllers[alert]?.title = "Changed"
    original.emit(.note(Said(.delegateAnsweredFalsePopover)))
    #expect(kept.viewControllers[alert]?.title == "Kept")
    #expect(kept.events.isEmpty)
    #expect(original.viewControllers[alert]?.title == "Changed")

    var copy = kept
    let action = copy.makeAction(title: "OK", style: .default, handler: nil)
    #expect(copy.actions[action] != nil)
    #expect(kept.actions[action] == nil)
    #expect(kept.nextID == action.rawValue)
  }

  @Test("the seldom-changed fields are copied on write apart from the rest")
  func seldomChangedFieldsAreIndependent() {
    var original = World()
    let kept = original
    original.app.navigationTitle = "Title"
    #expect(kept.app.navigationTitle == nil)
    #expect(original.app.navigationTitle == "Title")
    #expect(original.hasChanged(since: kept))
    // A change to the other fields leaves the seldom-changed ones shared, and the reverse.
    var copy = original
    copy.emit(.note(Said(.delegateAnsweredFalsePopover)))
    _ = copy.makeAction(title: "OK", style: .default, handler: nil)
    copy.device = Device(model: .ipad)
    #expect(original.device == Device(model: .iphone))
    #expect(original.actions.isEmpty)
    #expect(copy.app.navigationTitle == "Title")
    // Equal contents in different buffers are equal.
    var other = kept
    other.app.navigationTitle = "Title"
    #expect(other == original)
    #expect(other.hashValue == original.hashValue)
  }

  @Test("worlds with the same contents are equal and hash alike, however they were made")
  func equalityIsByContents() {
    var first = World()
    var second = World()
    _ = first.makeAlertController(title: "T", message: "m", style: .alert)
    _ = second.makeAlertController(title: "T", message: "m", style: .alert)
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    second.viewControllers[ObjectID(5)]?.title = "Other"
    #expect(first != second)
    let same = first
    #expect(same == first)
  }

  @Test("every change but events moves the revision; reading and copying do not")
  func revisionCountsChanges() {
    var world = World()
    let start = world
    _ = world.viewControllers[world.rootViewController]
    let copy = world
    #expect(!world.hasChanged(since: start))
    #expect(!copy.hasChanged(since: start))
    world.emit(.output("printed"))
    #expect(!world.hasChanged(since: start))
    world.views[world.rootView]?.title = "Title"
    #expect(world.hasChanged(since: start))
    var other = start
    other.device = Device(model: .ipad)
    #expect(other.hasChanged(since: start))
  }
}
