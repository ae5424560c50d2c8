"""Running Swift programs with swiftc and with `dynprop-repl exec`, shared by Scripts/difftest and
Scripts/swift-tests.

Both runners compare exactly what a program writes to stdout. `exec` reports a crash on stderr with exit 1
and a script error with exit 65 (README, "Running a plain program"); a binary built by swiftc dies of a
signal when it traps.
"""

import os
import re
import shutil
import subprocess
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DEFAULT_SWIFTC = "/opt/swift/usr/bin/swiftc"
DEFAULT_REPL = os.path.join(ROOT, ".build", "debug", "dynprop-repl")

# `file:line:col: error: message` (script errors) or `file:line:col: Fatal error: ...` (crashes).
LOCATED = re.compile(r"^(?P<file>[^:\n]+):(?P<line>\d+):(?P<col>\d+): (?P<message>.*)$", re.M)


def find_swiftc(explicit=None):
    """The swiftc to compare with: the flag, $SWIFTC, /opt/swift, or swiftc on PATH; None if absent."""
    for candidate in [explicit, os.environ.get("SWIFTC"), DEFAULT_SWIFTC, shutil.which("swiftc")]:
        if candidate and os.path.exists(candidate):
            return candidate
    return None


class Result:
    """What one run of a program gave: stdout (text), stderr, exit status, and whether it timed out."""

    def __init__(self, stdout, stderr, status, timed_out=False):
        self.stdout = stdout
        self.stderr = stderr
        self.status = status
        self.timed_out = timed_out

    def first_located(self):
        """(line, message) of the first located diagnostic on stderr, or None."""
        match = LOCATED.search(self.stderr)
        if not match:
            return None
        return int(match.group("line")), match.group("message")

    def died(self):
        """True when the process was killed by a signal (a trap in dynprop-repl itself, not in the program)."""
        return self.status is not None and self.status < 0

    def death_message(self):
        """'dynprop-repl died of signal N' and the first frame of its backtrace that names a source line."""
        frame = re.search(r"^\s*\d+ .*? (\S+) \+ \d+ in \S+ at (\S+/)?([^/\s]+:\d+:\d+)", self.stderr, re.M)
        where = f" in {frame.group(1)} at {frame.group(3)}" if frame else ""
        return f"dynprop-repl died of signal {-self.status}{where}"

    def first_message(self):
        """The first meaningful stderr line, for summaries."""
        if self.died():
            return self.death_message()
        located = self.first_located()
        if located:
            return located[1]
        for line in self.stderr.splitlines():
            if line.strip():
                return line.strip()
        return ""


def run(command, timeout, cwd=None, stdin=None):
    try:
        done = subprocess.run(
            command, cwd=cwd, input=stdin, capture_output=True, timeout=timeout,
            env=dict(os.environ, NO_COLOR="1"))
    except subprocess.TimeoutExpired as expired:
        return Result(decode(expired.stdout), decode(expired.stderr), None, timed_out=True)
    return Result(decode(done.stdout), decode(done.stderr), done.returncode)


def decode(data):
    if data is None:
        return ""
    return data.decode("utf-8", errors="replace") if isinstance(data, bytes) else data


def compile_swift(swiftc, sources, output, timeout=600, module="main", extra=()):
    """Compiles `sources` with swiftc (no optimisation, warnings suppressed); returns the Result.

    `-lm`: on Linux, Float's rounding (`roundf`) comes from the C maths library, which swiftc does not
    always link by itself."""
    command = [swiftc, "-Onone", "-suppress-warnings", "-module-name", module, "-o", output, "-lm"]
    return run(command + list(extra) + list(sources), timeout)


def run_exec(repl, sources, timeout, cwd=None, module="main"):
    """`dynprop-repl exec SOURCES --module-name MODULE` (the name swiftc was given)."""
    return run([repl, "exec", "--module-name", module] + list(sources), timeout, cwd=cwd)


def scratch_folder(prefix):
    return tempfile.mkdtemp(prefix=prefix)
