#!/usr/bin/env python3
"""CPU time of the tutor's commands: opening a lesson, and `alertlab verify` of the course.

Runs `.build/release/alertlab` (release build) RUNS times each (20 unless given), the
commands taking turns, in a fresh home folder (no saved progress to resume), and prints the
median CPU time (user + system) of:

- `--version`: starting the process and nothing else, the cost every command pays;
- the piped shell given `:quit`: the shell started and closed;
- `lesson 3` given `:quit`: the shell started on lesson 3;
- `verify`: every lesson of the course and its translations checked.

Opening a lesson costs `lesson 3` less `--version`; targets: under 10 ms for that, under
50 ms for `verify` (the whole process).
Usage: python3 Benchmarks/tutor.py [RUNS]   (builds nothing: run `swift build -c release`;
ALERTLAB=PATH measures another build, such as one of main kept for comparison)
"""
import os, statistics, sys, tempfile

RUNS = int(sys.argv[1]) if len(sys.argv) > 1 else 20
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ALERTLAB = os.environ.get("ALERTLAB") or os.path.join(ROOT, ".build", "release", "alertlab")


def cpu_ms(argv, stdin_text, env):
    """CPU milliseconds (user + system) of one run, and its exit status."""
    read_end, write_end = os.pipe()
    os.write(write_end, stdin_text.encode())
    os.close(write_end)
    pid = os.fork()
    if pid == 0:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(read_end, 0)
        os.dup2(null, 1)
        os.dup2(null, 2)
        os.execve(argv[0], argv, env)
    os.close(read_end)
    _, status, usage = os.wait4(pid, 0)
    return (usage.ru_utime + usage.ru_stime) * 1000, os.waitstatus_to_exitcode(status)


def main():
    if not os.path.exists(ALERTLAB):
        sys.exit("no release build: run `swift build -c release` first")
    home = tempfile.mkdtemp(prefix="alertlab-tutor-")
    env = {
        "HOME": home, "XDG_STATE_HOME": home, "XDG_DATA_HOME": home, "XDG_CONFIG_HOME": home,
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "LANG": "C.UTF-8", "TERM": "dumb",
    }
    commands = [
        ("--version", [ALERTLAB, "--version"], ""),
        ("shell, :quit", [ALERTLAB], ":quit\n"),
        ("lesson 3, :quit", [ALERTLAB, "lesson", "3"], ":quit\n"),
        ("verify", [ALERTLAB, "verify"], ""),
    ]
    samples = {name: [] for name, _, _ in commands}
    for _ in range(RUNS):
        for name, argv, text in commands:
            ms, status = cpu_ms(argv, text, env)
            if status != 0:
                sys.exit(f"{name} exited with status {status}")
            samples[name].append(ms)
    medians = {name: statistics.median(values) for name, values in samples.items()}
    print(f"alertlab tutor commands, median CPU time of {RUNS} runs each")
    for name, _, _ in commands:
        print(f"  {name:<16} {medians[name]:6.1f} ms")
    opening = medians["lesson 3, :quit"] - medians["--version"]
    verdict = lambda met: "met" if met else "missed"
    print(f"opening a lesson: {opening:.1f} ms (target under 10 ms: {verdict(opening < 10)})")
    print(f"verify: {medians['verify']:.1f} ms (target under 50 ms: "
          f"{verdict(medians['verify'] < 50)})")


if __name__ == "__main__":
    main()
