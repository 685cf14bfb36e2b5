import AlertLabKit

// `supportedInterfaceOrientations`: what a controller lets the device turn to. On iOS 9 an
// alert controller answers by asking the controller presenting it, which is how E-A9's
// recursion happens.

extension APIMember {
  static let orientationMembers: [APIMember] = [
    .objectProperty("supportedInterfaceOrientations", "UIInterfaceOrientationMask") {
      machine, object, _ in
      if machine.state.world.viewControllers[object]?.alert != nil {
        try machine.withWorld { try $0.askAlertOrientations(object, runner: machine) }
      }
      let all = machine.state.world.device.idiom == .pad ? "all" : "allButUpsideDown"
      return .enumCase(type: "UIInterfaceOrientationMask", name: all)
    }
  ]
}
