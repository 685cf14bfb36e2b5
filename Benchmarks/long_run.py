#!/usr/bin/env python3
"""Time and peak memory of `alertlab run` on long scripts of ordinary alert code.

Writes scripts of 1,500, 6,000 and 12,000 statements (each six statements make an alert with
two actions and a text field, all kept in variables), one of 6,000 plain `let` lines, and two
that draw: 7,000 statements presenting and dismissing alerts (three in seven change the
screen) and 6,000 that change an alert's title on screen (a drawing after each) into a
temporary folder, runs `.build/release/alertlab run` on each, and prints the CPU time, the
peak resident memory and the ratio of the 12,000-statement time to the 6,000-statement one.
Each script runs RUNS times (5 unless given), the scripts taking turns, and the median is
printed: one run of a fifth of a second moves by a third between runs on a shared machine.
Usage: python3 Benchmarks/long_run.py [RUNS]   (builds nothing: run `swift build -c release`)
"""
import os, resource, statistics, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
ALERTLAB = os.path.join(ROOT, ".build", "release", "alertlab")


def blocks(count, block):
    """`count` blocks of the statements `block(i)` gives, one a line."""
    return "\n".join(line for i in range(count) for line in block(i)) + "\n"


def alert_blocks(count):
    """Each six statements make an alert with two actions and a text field."""
    return blocks(count, lambda i: [
        f'let a{i} = UIAlertController(title: "T{i}", message: "m", preferredStyle: .alert)',
        f'a{i}.addAction(UIAlertAction(title: "Cancel", style: .cancel))',
        f'let ok{i} = UIAlertAction(title: "OK", style: .default) {{ _ in print("ok") }}',
        f"a{i}.addAction(ok{i})",
        f'a{i}.addTextField {{ field in field.placeholder = "Name" }}',
        f"ok{i}.isEnabled = a{i}.actions.count == 2",
    ])


def shown_blocks(count):
    """Alerts made, presented, changed and dismissed: three statements of seven change what
    the screen shows, so `alertlab run` draws after them."""
    return blocks(count, lambda i: [
        f'let s{i} = UIAlertController(title: "T{i}", message: "m", preferredStyle: .alert)',
        f's{i}.addAction(UIAlertAction(title: "Cancel", style: .cancel))',
        f'let d{i} = UIAlertAction(title: "OK", style: .default) {{ _ in print("ok") }}',
        f"s{i}.addAction(d{i})",
        f"present(s{i}, animated: true)",
        f"d{i}.isEnabled = false",
        f"s{i}.dismiss(animated: false)",
    ])


def retitled(count):
    """One alert on screen whose title changes with every statement: a drawing after each."""
    lines = [
        'let shown = UIAlertController(title: "T", message: "m", preferredStyle: .alert)',
        'shown.addAction(UIAlertAction(title: "OK", style: .default))',
        "present(shown, animated: true)",
    ]
    lines += [f'shown.title = "Title {i}"' for i in range(count - 3)]
    return "\n".join(lines) + "\n"


def measure(path):
    """CPU seconds (user + system) and peak memory in MB of one `alertlab run`."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    pid = os.fork()
    if pid == 0:
        null = os.open(os.devnull, os.O_WRONLY)
        os.dup2(null, 1)
        os.dup2(null, 2)
        os.execv(ALERTLAB, [ALERTLAB, "run", path])
    _, status, usage = os.wait4(pid, 0)
    seconds = usage.ru_utime + usage.ru_stime
    return seconds, usage.ru_maxrss / 1024, os.waitstatus_to_exitcode(status)


def main():
    if not os.path.exists(ALERTLAB):
        sys.exit("no release build: run `swift build -c release` first")
    scripts = [
        ("1,500 statements", alert_blocks(250)),
        ("6,000 statements", alert_blocks(1000)),
        ("12,000 statements", alert_blocks(2000)),
        ("6,000 lets", "".join(f"let v{i} = {i}\n" for i in range(6000))),
        ("7,000 shown", shown_blocks(1000)),
        ("6,000 drawn", retitled(6000)),
    ]
    counts = {"7,000 shown": 7000, "6,000 drawn": 6000}
    runs = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    samples = {name: [] for name, _ in scripts}
    with tempfile.TemporaryDirectory() as folder:
        paths = {}
        for name, text in scripts:
            path = os.path.join(folder, name.replace(",", "").replace(" ", "-") + ".swift")
            with open(path, "w") as f:
                f.write(text)
            paths[name] = path
        for _ in range(runs):
            for name, _ in scripts:
                samples[name].append(measure(paths[name]))
    times = {}
    for name, _ in scripts:
        seconds = statistics.median(sample[0] for sample in samples[name])
        megabytes = max(sample[1] for sample in samples[name])
        codes = {sample[2] for sample in samples[name]} - {0}
        times[name] = seconds
        flag = "" if not codes else f" (exit {', '.join(map(str, sorted(codes)))})"
        rate = f", {counts[name] / max(seconds, 1e-9):,.0f} statements/s" if name in counts else ""
        print(f"{name}: {seconds:.2f} s CPU (median of {runs}){rate}, peak {megabytes:.1f} MB{flag}")
    ratio = times["12,000 statements"] / max(times["6,000 statements"], 1e-9)
    print(f"12,000 / 6,000 time: {ratio:.2f} (target at most 2.3; 12,000 under 64 MB)")


if __name__ == "__main__":
    main()
