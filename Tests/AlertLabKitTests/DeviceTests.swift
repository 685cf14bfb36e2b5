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

  /// The digits written one by one are `String(_:radix:)`'s, for ids small and large, and
  /// for the ids below zero that lie before the first address.
  @Test func addressesAreTheHexadecimalOfTheirOffsets() {
    var generator = SystemRandomNumberGenerator()
    var ids = [0, 1, 2, 16, 255, 256, 4_095, -1, -(0x6000_00c0_0000 / 0x1000), 0x7FFF_FFFF_FFFF]
    for _ in 0..<500 {
      ids.append(Int.random(in: -0x6_0000_0000...0x7_FFFF_FFFF, using: &generator))
    }
    for id in ids {
      let expected = "0x" + String(0x6000_00c0_0000 + (id - 1) * 0x1000, radix: 16)
      #expect(ObjectID(id).address == expected, "id \(id)")
    }
  }

  @Test func displayWidthCountsColumns() {
    #expect(DisplayWidth.of("是否結束行程？") == 14)
    #expect(DisplayWidth.of("OK") == 2)
    #expect(DisplayWidth.of("e\u{301}") == 1)
  }
}
