import Testing

@testable import AlertLabKit

@Suite struct DeviceTests {
  @Test func sizeClassesFollowUIKit() {
    #expect(Device(model: .iphone).horizontalSizeClass == .compact)
    #expect(Device(model: .iphone, landscape: true).verticalSizeClass == .compact)
    #expect(Device(model: .iphonePlus, landscape: true).horizontalSizeClass == .regular)
    #expect(Device(model: .iphonePlus).horizontalSizeClass == .compact)
    #expect(Device(model: .ipad).horizontalSizeClass == .regular)
    #expect(Device(model: .ipadSplit).horizontalSizeClass == .compact)
  }

  @Test func namesRoundTrip() {
    for name in Device.names {
      #expect(Device(name: name)?.name == name)
    }
    #expect(Device(name: "toaster") == nil)
  }

  @Test func addressesAreDerivedFromIDs() {
    #expect(ObjectID(5).address == "0x600000c04000")
    #expect(ObjectID(1).address == "0x600000c00000")
  }

  @Test func displayWidthCountsColumns() {
    #expect(DisplayWidth.of("是否結束行程？") == 14)
    #expect(DisplayWidth.of("OK") == 2)
    #expect(DisplayWidth.of("e\u{301}") == 1)
  }
}
