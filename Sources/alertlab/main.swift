import AlertLabShell

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let environment = Terminal.environment()
let color = (try? Terminal.colorEnabled(flag: nil, environment: environment)) ?? false
var session = Session(options: Session.Options(color: color))
exit(InteractiveShell.run(session: &session, environment: environment))
