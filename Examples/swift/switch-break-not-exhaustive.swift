// An enum switch without 'default' must cover every case, as the compiler says
enum Choice {
    case camera, library, cancel
}
func title(for choice: Choice) -> String {
    switch choice {
    case .camera: return "Camera"
    case .library: return "Photo Library"
    }
}
print(title(for: .cancel))
