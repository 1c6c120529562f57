#!/usr/bin/python3
"""A stand-in for the yajsv command that icpc/ccs-specs' check-api.sh calls
(github.com/neilpa/yajsv, not packaged by Debian), made of Debian's
python3-jsonschema: `yajsv-shim.py [-q] -s SCHEMA -r 'DIR/*.json' DATA`
validates DATA against SCHEMA, the schemas of the -r glob resolving its $refs.
Prints what fails; exit 0 when valid, 1 when not, 4 on a usage or schema
error (as yajsv's codes). Numbers are read as decimals (multipleOf 0.001
holds for the text 0.005)."""
import glob
import json
import sys
from decimal import Decimal

import jsonschema


def load(path):
    with open(path) as fh:
        return json.load(fh, parse_float=Decimal)


def main():
    args, schema_path, refs, data = sys.argv[1:], None, [], []
    while args:
        a = args.pop(0)
        if a == "-q":
            continue
        if a in ("-s", "-r") and args:
            v = args.pop(0)
            if a == "-s":
                schema_path = v
            else:
                refs += glob.glob(v)
        else:
            data.append(a)
    if not schema_path or not data:
        print("usage: yajsv-shim.py [-q] -s SCHEMA [-r GLOB] DATA...")
        sys.exit(4)
    try:
        store = {s["$id"]: s for s in map(load, refs) if "$id" in s}
        schema = load(schema_path)
        resolver = jsonschema.RefResolver(base_uri=schema["$id"], referrer=schema, store=store)
        validator = jsonschema.Draft202012Validator(schema, resolver=resolver)
    except (OSError, ValueError, KeyError) as e:
        print(f"schema: {e}")
        sys.exit(4)
    bad = 0
    for path in data:
        try:
            value = load(path)
        except (OSError, ValueError) as e:
            print(f"{path}: fail: {e}")
            bad += 1
            continue
        for err in validator.iter_errors(value):
            print(f"{path}: fail: {'/'.join(map(str, err.absolute_path))}: {err.message[:300]}")
            bad += 1
    sys.exit(1 if bad else 0)


main()
