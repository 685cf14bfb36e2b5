import Testing

@testable import AlertLabScript
