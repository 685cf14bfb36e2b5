#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// Past `ulimit -f`, a write fails with EFBIG (reported like a full disk, the file as it was)
// instead of the signal killing AlertLab with the learner's session and a temporary file.
signal(SIGXFSZ, SIG_IGN)
exit(AlertLabCommand.main())
