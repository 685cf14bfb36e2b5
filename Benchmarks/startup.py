#!/usr/bin/env python3
"""Time from start to first prompt of the interactive shell, on a pseudo-terminal.

Compares `alertlab` (release build) with a Swift program that only imports Foundation and
prints a line, measured the same way: fork on a pty, read until the expected text appears.
Usage: python3 Benchmarks/startup.py [RUNS]   (builds nothing: run `swift build -c release`)
"""
import os, pty, select, subprocess, sys, tempfile, time, statistics

RUNS = int(sys.argv[1]) if len(sys.argv) > 1 else 100
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ALERTLAB = os.path.join(ROOT, ".build", "release", "alertlab")


def hello_binary(folder):
    source = os.path.join(folder, "hello.swift")
    with open(source, "w") as f:
        f.write('import Foundation\nprint("hello")\n')
    binary = os.path.join(folder, "hello")
    subprocess.run(["swiftc", "-O", source, "-o", binary], check=True)
    return binary


def time_until(argv, marker, env):
    start = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:
        os.execve(argv[0], argv, env)
    seen = b""
    try:
        while marker not in seen:
            ready, _, _ = select.select([fd], [], [], 5)
            if not ready:
                raise RuntimeError("no %r after 5 s: %r" % (marker, seen))
            try:
                seen += os.read(fd, 4096)
            except OSError:
                break
        elapsed = time.perf_counter() - start
    finally:
        try:
            os.kill(pid, 9)
        except ProcessLookupError:
            pass
        os.waitpid(pid, 0)
        os.close(fd)
    return elapsed


def main():
    with tempfile.TemporaryDirectory() as folder:
        env = dict(os.environ, HOME=folder, XDG_STATE_HOME=os.path.join(folder, "state"),
                   XDG_DATA_HOME=os.path.join(folder, "data"), TERM="xterm")
        hello = hello_binary(folder)
        results = {}
        for name, argv, marker in [("hello (Foundation, print)", [hello], b"hello"),
                                   ("alertlab to first prompt", [ALERTLAB], b"alertlab> ")]:
            for _ in range(5):
                time_until(argv, marker, env)
            samples = [time_until(argv, marker, env) for _ in range(RUNS)]
            results[name] = statistics.median(samples)
            print("%-28s median %.2f ms over %d runs" % (name, results[name] * 1000, RUNS))
        ratio = results["alertlab to first prompt"] / results["hello (Foundation, print)"]
        print("ratio %.2f (target: at most 1.2)" % ratio)


if __name__ == "__main__":
    main()
