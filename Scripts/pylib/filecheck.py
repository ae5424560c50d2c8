"""A small FileCheck for Scripts/swift-tests: the directives the Swift compiler's execution tests use.

Handled (PREFIX is CHECK unless the test's RUN line names others with --check-prefix(es)):
- `PREFIX:` the pattern occurs on a line at or after the current one (the search goes on after it);
- `PREFIX-NEXT:` on the line right after the previous match; `PREFIX-SAME:` on the same line, after it;
- `PREFIX-EMPTY:` the next line is empty;
- `PREFIX-LABEL:` treated as `PREFIX:` (labels only split the input into blocks in FileCheck);
- `PREFIX-NOT:` the pattern occurs nowhere between the previous match and the next match (or the end);
- `PREFIX-DAG:` a run of DAG lines matches in any order, each at or after the current line.
Patterns: `{{regex}}` (Python's regex syntax, close enough to FileCheck's for these tests), `[[NAME:regex]]`
defines a variable and `[[NAME]]` uses it; other text is literal; runs of blanks match any run of blanks
and leading/trailing blanks are ignored (FileCheck without --strict-whitespace). Not handled: numeric
variables (`[[#...]]`), `--implicit-check-not`, `-COUNT-n`, `--match-full-lines`; a test using them fails
to parse and is reported as such.
"""

import re

DIRECTIVE = re.compile(r"(?P<prefix>[A-Za-z][\w-]*?)(?P<kind>-NEXT|-SAME|-EMPTY|-LABEL|-NOT|-DAG)?:(?P<rest>.*)$")


class Unsupported(Exception):
    pass


class Check:
    def __init__(self, kind, pattern, line):
        self.kind = kind  # plain | NEXT | SAME | EMPTY | NOT | DAG
        self.pattern = pattern
        self.line = line

    def __repr__(self):
        suffix = "" if self.kind == "plain" else "-" + self.kind
        return f"CHECK{suffix}: {self.pattern.strip()} (test line {self.line})"


def prefixes_of(run_lines):
    """The check prefixes the FileCheck in the RUN lines uses (default CHECK)."""
    found = []
    for line in run_lines:
        for match in re.finditer(r"--?check-prefix(?:es)?[= ]([\w,-]+)", line):
            found += [p for p in match.group(1).split(",") if p and p not in found]
    return found or ["CHECK"]


def directives(source, prefixes):
    checks = []
    for number, text in enumerate(source.splitlines(), 1):
        match = directive_in(text, prefixes)
        if match is None:
            continue
        kind = (match.group("kind") or "").lstrip("-") or "plain"
        if kind == "LABEL":
            kind = "plain"
        rest = match.group("rest")
        if "[[#" in rest:
            raise Unsupported(f"numeric FileCheck variables (line {number})")
        checks.append(Check(kind, rest, number))
    for prefix in prefixes:
        if re.search(rf"\b{re.escape(prefix)}-COUNT", source):
            raise Unsupported(f"{prefix}-COUNT directives")
    return checks


def directive_in(text, prefixes):
    """The directive in a `//` comment of the line (after code, too), or None."""
    for comment in re.finditer(r"//+[ \t]*", text):
        match = DIRECTIVE.match(text, comment.end())
        if match and match.group("prefix") in prefixes:
            return match
    return None


def compile_pattern(pattern, variables):
    """A regex for a FileCheck pattern, given the variables defined so far."""
    text = pattern.strip()
    out = []
    names = []
    position = 0
    token = re.compile(r"\{\{(.*?)\}\}|\[\[(\w+):(.*?)\]\]|\[\[(\w+)\]\]")
    for match in token.finditer(text):
        out.append(literal(text[position:match.start()]))
        if match.group(1) is not None:
            out.append(f"(?:{posix_to_python(match.group(1))})")
        elif match.group(2) is not None:
            group = f"v{len(names)}_{match.group(2)}"
            names.append((group, match.group(2)))
            out.append(f"(?P<{group}>{match.group(3)})")
        else:
            name = match.group(4)
            if name not in variables:
                raise Unsupported(f"variable [[{name}]] used before it is defined")
            out.append(re.escape(variables[name]))
        position = match.end()
    out.append(literal(text[position:]))
    try:
        return re.compile("".join(out)), names
    except re.error as error:
        raise Unsupported(f"a {{{{regex}}}} Python cannot read ({error}): {text}")


def posix_to_python(regex):
    """FileCheck's regexes are POSIX extended: a backslash inside [...] is an ordinary character."""
    out, inside = [], False
    index = 0
    while index < len(regex):
        char = regex[index]
        if inside:
            if char == "\\":
                out.append("\\\\")
            elif char == "]" and out[-1] not in ("[", "[^"):
                inside = False
                out.append(char)
            else:
                out.append(char)
        elif char == "\\" and index + 1 < len(regex):
            out.append(regex[index:index + 2])
            index += 1
        else:
            if char == "[":
                inside = True
                if regex[index + 1:index + 2] == "^":
                    out.append("[^")
                    index += 2
                    continue
            out.append(char)
        index += 1
    return "".join(out)


def literal(text):
    parts = re.split(r"[ \t]+", text)
    return r"[ \t]+".join(re.escape(part) for part in parts)


class Failure:
    def __init__(self, check, reason, near):
        self.check = check
        self.reason = reason
        self.near = near

    def __str__(self):
        return f"{self.reason}: {self.check!r}; output near: {self.near!r}"


def search(check, lines, start, end, variables, column=0):
    """(line index, end column) of the first match of `check` in lines[start:end], or None."""
    regex, names = compile_pattern(check.pattern, variables)
    for index in range(start, min(end, len(lines))):
        found = regex.search(lines[index], column if index == start else 0)
        if found:
            for group, name in names:
                variables[name] = found.group(group)
            return index, found.end()
    return None


def check_output(output, checks):
    """None when the output satisfies the checks, else the first Failure."""
    lines = output.split("\n")
    variables = {}
    line, column = 0, 0
    pending_not = []
    index = 0
    while index < len(checks):
        check = checks[index]
        if check.kind == "NOT":
            pending_not.append(check)
            index += 1
            continue
        if check.kind == "DAG":
            group = []
            while index < len(checks) and checks[index].kind == "DAG":
                group.append(checks[index])
                index += 1
            furthest = line
            for member in group:
                hit = search(member, lines, line, len(lines), variables, column)
                if hit is None:
                    return Failure(member, "not found", near(lines, line))
                furthest = max(furthest, hit[0])
            failure = verify_nots(pending_not, lines, line, furthest + 1, variables)
            if failure:
                return failure
            pending_not, line, column = [], furthest + 1, 0
            continue
        if check.kind == "NEXT":
            hit = search(check, lines, line + 1, line + 2, variables)
        elif check.kind == "SAME":
            hit = search(check, lines, line, line + 1, variables, column)
        elif check.kind == "EMPTY":
            hit = (line + 1, 0) if line + 1 < len(lines) and lines[line + 1] == "" else None
        else:
            hit = search(check, lines, line if index == 0 else line, len(lines), variables, column)
        if hit is None:
            reason = {"NEXT": "not on the next line", "SAME": "not on the same line",
                      "EMPTY": "next line not empty"}.get(check.kind, "not found")
            return Failure(check, reason, near(lines, line + (1 if check.kind != "plain" else 0)))
        failure = verify_nots(pending_not, lines, line, hit[0] + 1, variables)
        if failure:
            return failure
        pending_not = []
        line, column = hit
        index += 1
    return verify_nots(pending_not, lines, line, len(lines), variables)


def verify_nots(nots, lines, start, end, variables):
    for check in nots:
        hit = search(check, lines, start, end, variables)
        if hit is not None:
            return Failure(check, "found where it must not be", lines[hit[0]])
    return None


def near(lines, index):
    return "\n".join(lines[index:index + 2]) if index < len(lines) else "<end of output>"
