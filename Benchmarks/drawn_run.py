#!/usr/bin/env python3
"""Statements a second of `alertlab run` on a script that changes the screen every statement.

Writes a script of 6,003 statements: an alert made, given an action and presented (three
statements), then 6,000 statements that each change its title, so that `alertlab run` draws
the whole screen after every one of them. Runs `.build/release/alertlab run` on it RUNS
times (5 unless given), its output read through a pipe as a terminal or a CI log would read
it: plain (`--color never`, as when output is not a terminal), in colour (`--color
always`), and with `--no-echo` (only what the program prints: no screen is shown, so none
needs drawing; what the same statements cost without their drawings), taking turns. Prints
the median CPU time (user + system) of the whole process, start-up included, and the
statements a second that makes.

Target: the plain run at 50,000 statements/s or more.
Usage: python3 Benchmarks/drawn_run.py [RUNS]   (builds nothing: run `swift build -c release`;
ALERTLAB=PATH measures another build, such as one of main kept for comparison)
"""
import os, statistics, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ALERTLAB = os.environ.get("ALERTLAB") or os.path.join(ROOT, ".build", "release", "alertlab")
CHANGES = 6000
TARGET = 50_000


def script():
    """Three statements put an alert on screen; each of the others changes its title."""
    lines = [
        'let shown = UIAlertController(title: "T", message: "m", preferredStyle: .alert)',
        'shown.addAction(UIAlertAction(title: "OK", style: .default))',
        "present(shown, animated: true)",
    ]
    lines += [f'shown.title = "Title {i}"' for i in range(CHANGES)]
    return "\n".join(lines) + "\n"


def measure(argv):
    """CPU seconds (user + system) of one run, the bytes it printed, and its exit status."""
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(read_end)
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(write_end, 1)
        os.dup2(null, 2)
        os.execv(argv[0], argv)
    os.close(write_end)
    printed = 0
    while True:
        chunk = os.read(read_end, 1 << 16)
        if not chunk:
            break
        printed += len(chunk)
    os.close(read_end)
    _, status, usage = os.wait4(pid, 0)
    return usage.ru_utime + usage.ru_stime, printed, os.waitstatus_to_exitcode(status)


def main():
    if not os.path.exists(ALERTLAB):
        sys.exit("no release build: run `swift build -c release` first")
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    statements = CHANGES + 3
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "drawn.swift")
        with open(path, "w") as f:
            f.write(script())
        variants = [
            ("plain", [ALERTLAB, "run", path, "--color", "never"]),
            ("colour", [ALERTLAB, "run", path, "--color", "always"]),
            ("no-echo", [ALERTLAB, "run", path, "--no-echo"]),
        ]
        samples = {name: [] for name, _ in variants}
        for _ in range(runs):
            for name, argv in variants:
                seconds, printed, status = measure(argv)
                if status != 0:
                    sys.exit(f"{name}: alertlab run exited with status {status}")
                samples[name].append((seconds, printed))
    print(f"alertlab run, {statements:,} statements, a drawing after each; median of {runs} runs")
    rates = {}
    for name, _ in variants:
        seconds = statistics.median(sample[0] for sample in samples[name])
        printed = samples[name][0][1]
        rates[name] = statements / max(seconds, 1e-9)
        print(f"  {name:<7} {seconds * 1000:7.1f} ms CPU, {rates[name]:9,.0f} statements/s, "
              f"{seconds / statements * 1e6:5.1f} µs a statement, {printed / 1e6:.1f} MB printed")
    met = "met" if rates["plain"] >= TARGET else "missed"
    print(f"drawn run: {rates['plain']:,.0f} statements/s (target {TARGET:,}: {met})")


if __name__ == "__main__":
    main()
