import AlertLabScript

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Past `ulimit -f`, a write fails with EFBIG (reported like a full disk, the file as it was)
// instead of the signal killing AlertLab with the learner's session and a temporary file.
signal(SIGXFSZ, SIG_IGN)
// The whole command runs on a thread with a large stack: every statement then runs in place
// there, within the stack budget deep input is measured against.
exit(Interpreter.runOnLargeStack { AlertLabCommand.main() })
