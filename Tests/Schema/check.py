#!/usr/bin/env python3
"""`make schema-check`: validates the samples and Texture cases against `layoutspec schema`
with Python's jsonschema (Draft 2020-12), an implementation the project did not write.
JSON files are read with Python's json module, YAML files with PyYAML (YAML 1.1, which
reads a few plain scalars differently from the project's subset; none of the samples use
them). Not part of `make test`; the same check runs there with the test's own validator."""

import glob
import importlib.metadata
import json
import os
import sys

import jsonschema
import yaml

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def documents():
    for pattern in ("samples/**/*.json", "samples/**/*.yaml", "samples/**/*.yml",
                    "Tests/TextureCases/*.json"):
        for path in sorted(glob.glob(os.path.join(ROOT, pattern), recursive=True)):
            if ".golden." not in path:
                yield path


def load(path):
    with open(path, encoding="utf-8") as handle:
        return json.load(handle) if path.endswith(".json") else yaml.safe_load(handle)


def main(schema_path):
    with open(schema_path, encoding="utf-8") as handle:
        schema = json.load(handle)
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    failed = 0
    count = 0
    for path in documents():
        count += 1
        document = load(path)
        if "TextureCases" in path:
            # A case holds its document beside the expected frames (Tests/TextureCases/README.md).
            document = document["document"]
        errors = list(validator.iter_errors(document))
        if errors:
            failed += 1
            best = jsonschema.exceptions.best_match(errors)
            print(f"{os.path.relpath(path, ROOT)}: {best.json_path}: {best.message[:200]}")
    # Documents the decoder rejects must fail here too.
    bad = [
        {"type": "inset", "insetz": 4, "child": {"type": "node"}},
        {"type": "stack", "justifyContent": "middle"},
        {"type": "text", "fontSize": "17"},
        {"type": "ratio", "child": {"type": "node"}},
        {"root": {"type": "node"}, "sizes": ["375x"]},
    ]
    for document in bad:
        if validator.is_valid(document):
            failed += 1
            print(f"accepted a bad document: {json.dumps(document)}")
    print(f"jsonschema {importlib.metadata.version('jsonschema')}: {count} documents valid"
          if failed == 0 else f"{failed} failures")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
