#!/usr/bin/python3
"""Checks answers of the Contest API against the JSON schemas of
icpc/ccs-specs (branch 2023-06, vendored in tests/data/ccs-schemas),
strictly: the schemas' anchors for strict checking become
"additionalProperties": false, as the spec's own check-api.sh does. Two
properties of the contest are let through besides: scoreboard_thaw_time,
which Contest_API.md (2023-06) names and its contest.json forgets, and
DOMjudge's shortname, which its submit client reads. Numbers are read as
decimals, so that multipleOf 0.001 holds exactly for the text the server
wrote (0.005 is, 0.0050000000000000001 is not). Usage: http-api.py
SCHEMA_DIR N.SCHEMA... (files named after the schema each is to match, a
file of NDJSON when SCHEMA is event-feed: each line is checked). Prints one line per failure; exit 1 on
any."""
import json
import os
import sys
from decimal import Decimal

import jsonschema

ANCHOR = "ANCHOR_TO_INSERT_REQUIRE_STRICT_PROPERTIES"


def strict(node):
    if isinstance(node, dict):
        if node.get("$comment") == ANCHOR:
            node["additionalProperties"] = False
        for v in node.values():
            strict(v)
    elif isinstance(node, list):
        for v in node:
            strict(v)


def main():
    schema_dir, files = sys.argv[1], sys.argv[2:]
    store = {}
    for f in os.listdir(schema_dir):
        if not f.endswith(".json"):
            continue
        with open(os.path.join(schema_dir, f)) as fh:
            s = json.load(fh, parse_float=Decimal)
        if f == "contest.json":
            s["properties"]["scoreboard_thaw_time"] = {"$ref": "common.json#/abstimeornull"}
            s["properties"]["shortname"] = {"type": "string"}
        strict(s)
        store[s["$id"]] = s
    base = "https://github.com/icpc/ccs-specs/raw/2023-06/json-schema/"
    bad = 0
    for path in files:
        name = path.split(".", 1)[1]
        schema = store[base + name + ".json"]
        resolver = jsonschema.RefResolver(base_uri=base + name + ".json", referrer=schema, store=store)
        validator = jsonschema.Draft202012Validator(schema, resolver=resolver)
        with open(path) as fh:
            text = fh.read()
        docs = [l for l in text.split("\n") if l.strip()] if name == "event-feed" else [text]
        if not docs:
            print(f"{path}: empty")
            bad += 1
        for i, doc in enumerate(docs):
            try:
                value = json.loads(doc, parse_float=Decimal)
            except ValueError as e:
                print(f"{path}:{i + 1}: not JSON: {e}")
                bad += 1
                continue
            for err in validator.iter_errors(value):
                print(f"{path}:{i + 1}: {name}: {'/'.join(map(str, err.absolute_path))}: {err.message}")
                bad += 1
    sys.exit(1 if bad else 0)


main()
