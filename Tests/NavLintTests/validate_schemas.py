# Validates JSON instances against the generated schemas with the reference implementation of JSON Schema
# (python-jsonschema, Draft 2020-12). Input: a manifest [{"name", "schema", "instance"}] (file paths); output: one
# JSON object per line, {"name", "valid", "error"}. Used by SchemaTests.swift.
import json
import sys

import jsonschema

manifest = json.load(open(sys.argv[1]))
validators = {}
for entry in manifest:
    path = entry["schema"]
    if path not in validators:
        schema = json.load(open(path))
        jsonschema.Draft202012Validator.check_schema(schema)
        validators[path] = jsonschema.Draft202012Validator(schema)
    instance = json.load(open(entry["instance"]))
    error = jsonschema.exceptions.best_match(validators[path].iter_errors(instance))
    message = None
    if error is not None:
        where = "/".join(str(part) for part in error.absolute_path)
        message = f"at /{where}: {error.message[:300]}"
    print(json.dumps({"name": entry["name"], "valid": error is None, "error": message}))
