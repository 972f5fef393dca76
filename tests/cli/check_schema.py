#!/usr/bin/env python3
"""Checks scenario files against data/scenario.schema.json (JSON Schema draft 2020-12).

    check_schema.py SCHEMA PATH...             every file must be valid
    check_schema.py SCHEMA --invalid PATH...   every file must be invalid

A PATH is a scenario file, or a folder whose *.json files are all checked (there must be at
least one). An invalid PATH may end in @/json/pointer: then one of the errors must lie at or
under that JSON Pointer. Standard library and python3-jsonschema only; exits 77 (a skipped
CTest test) when jsonschema is missing, 1 when a check fails, 2 on a wrong command line.
"""
import json
import pathlib
import sys

try:
    import jsonschema
except ImportError:
    print("check_schema.py: python3-jsonschema is not installed (packaging/install-deps.sh)", file=sys.stderr)
    sys.exit(77)


def pointer(path):
    """A JSON Pointer for a jsonschema error path (a deque of keys and indexes)."""
    return "".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in path)


def files_of(arg):
    target, _, expected = arg.partition("@")
    p = pathlib.Path(target)
    if p.is_dir():
        found = sorted(p.glob("*.json"))
        if not found:
            raise SystemExit(f"check_schema.py: no *.json files in {p}")
        return [(f, expected) for f in found]
    return [(p, expected)]


def main(argv):
    if len(argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    schema_path = pathlib.Path(argv[1])
    schema = json.loads(schema_path.read_text(encoding="utf-8"))
    validator_class = jsonschema.Draft202012Validator
    validator_class.check_schema(schema)
    validator = validator_class(schema)

    expect_valid = True
    paths = argv[2:]
    if paths[0] == "--invalid":
        expect_valid = False
        paths = paths[1:]
    failures = 0
    checked = 0
    for arg in paths:
        for path, expected_pointer in files_of(arg):
            checked += 1
            try:
                document = json.loads(path.read_text(encoding="utf-8"))
            except (OSError, ValueError) as e:
                print(f"{path}: cannot read: {e}")
                failures += expect_valid
                continue
            errors = sorted(validator.iter_errors(document), key=lambda e: (pointer(e.absolute_path), e.message))
            for e in errors:
                print(f"{path}: {pointer(e.absolute_path) or '/'}: {e.message[:300]}")
            if expect_valid:
                if errors:
                    failures += 1
                else:
                    print(f"{path}: valid")
            elif not errors:
                print(f"{path}: FAIL: valid, but expected it to break the schema")
                failures += 1
            elif expected_pointer and not any(
                    (pointer(e.absolute_path) + "/").startswith(expected_pointer.rstrip("/") + "/") for e in errors):
                print(f"{path}: FAIL: no error at or under {expected_pointer}")
                failures += 1
            else:
                print(f"{path}: invalid, as expected")
    print(f"check_schema.py: {checked} file(s) checked against {schema_path.name}, {failures} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
