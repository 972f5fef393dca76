#!/usr/bin/env python3
"""Checks the Qt Linguist catalogues (docs/translations.md).

check_catalogues.py complete ROOT
    Every *_fr.ts under ROOT (build folders aside) is complete: no unfinished, empty, vanished
    or obsolete entry, and each translation keeps its source's placeholders (%1, %n, {0}, {q0}),
    its HTML tags and its accelerator (&).

check_catalogues.py current LUPDATE SOURCES TS
    TS is up to date with the sources listed in the file SOURCES (one a line): lupdate, run on
    them into a copy of TS, finds no new and no vanished text.

check_catalogues.py current-plurals LUPDATE SOURCES TS
    The same for an English catalogue of the texts that count (*_en.ts): lupdate -pluralonly.

Complete means every *_fr.ts and *_en.ts: an English catalogue holds only the texts with %n, each
with its singular and its plural.
"""
import collections
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

PLACEHOLDER = re.compile(r"%L?\d+|%n|\{q?\d+\}")
TAG = re.compile(r"</?([a-zA-Z]+)[^>]*>")
# An accelerator: "&" before a letter, not "&&" and not an entity such as "&mdash;".
ACCELERATOR = re.compile(r"&(?!&)(?![a-zA-Z]+;|#\d+;)(?=\w)")


def messages(path):
    root = ET.parse(path).getroot()
    for context in root.iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            yield name, message


def texts(translation):
    forms = translation.findall("numerusform")
    if forms:
        return [f.text or "" for f in forms]
    return [translation.text or ""]


def check_complete(path):
    problems = []
    for context, message in messages(path):
        source = message.findtext("source") or ""
        where = f"{path}: [{context}] {source!r}"
        translation = message.find("translation")
        if translation is None:
            problems.append(f"{where}: no translation")
            continue
        kind = translation.get("type")
        if kind in ("unfinished", "vanished", "obsolete"):
            problems.append(f"{where}: {kind}")
            continue
        for text in texts(translation):
            if not text.strip():
                problems.append(f"{where}: empty translation")
                continue
            numerus = message.get("numerus") == "yes"
            want = collections.Counter(p for p in PLACEHOLDER.findall(source) if not (numerus and p == "%n"))
            have = collections.Counter(p for p in PLACEHOLDER.findall(text) if not (numerus and p == "%n"))
            if set(want) != set(have):
                problems.append(f"{where}: placeholders {sorted(want)} became {sorted(have)} in {text!r}")
            if collections.Counter(TAG.findall(source)) != collections.Counter(TAG.findall(text)):
                problems.append(f"{where}: HTML tags differ in {text!r}")
            if bool(ACCELERATOR.search(source)) != bool(ACCELERATOR.search(text)):
                problems.append(f"{where}: accelerator (&) lost or added in {text!r}")
    return problems


def catalogues(root):
    for folder, dirs, files in os.walk(root):
        dirs[:] = [d for d in dirs if not d.startswith((".", "build"))]
        for f in files:
            if f.endswith(("_fr.ts", "_en.ts")):
                yield os.path.join(folder, f)


def check_current(lupdate, sources, ts, options=()):
    with tempfile.TemporaryDirectory() as tmp:
        copy = os.path.join(tmp, os.path.basename(ts))
        shutil.copyfile(ts, copy)
        result = subprocess.run([lupdate, "-locations", "none", *options, "@" + sources, "-ts", copy],
                                capture_output=True, text=True)
        if result.returncode != 0:
            return [f"lupdate failed:\n{result.stdout}{result.stderr}"]
        problems = []
        for context, message in messages(copy):
            kind = message.find("translation").get("type")
            source = message.findtext("source")
            if kind == "unfinished":
                problems.append(f"{ts}: [{context}] {source!r}: new or changed in the sources (not in the catalogue)")
            elif kind in ("vanished", "obsolete"):
                problems.append(f"{ts}: [{context}] {source!r}: no longer in the sources")
        return problems


def main(argv):
    if len(argv) == 3 and argv[1] == "complete":
        files = sorted(catalogues(argv[2]))
        if not files:
            print(f"no *_fr.ts nor *_en.ts under {argv[2]}")
            return 1
        problems = [p for f in files for p in check_complete(f)]
        count = sum(1 for f in files for _ in messages(f))
        print(f"{len(files)} catalogue(s), {count} entries: {', '.join(os.path.relpath(f, argv[2]) for f in files)}")
    elif len(argv) == 5 and argv[1] in ("current", "current-plurals"):
        options = ("-pluralonly",) if argv[1] == "current-plurals" else ()
        problems = check_current(argv[2], argv[3], argv[4], options)
        print(f"{argv[4]}: checked against the sources in {argv[3]}")
    else:
        print(__doc__)
        return 2
    for p in problems:
        print(p)
    if problems:
        print(f"{len(problems)} problem(s); run `ninja update_translations`, then translate in Qt Linguist "
              "(docs/translations.md)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
