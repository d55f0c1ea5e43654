"""Validates claimcheck's SARIF against the OASIS SARIF 2.1.0 schema (draft-04).

Usage: validate_sarif.py CLAIMCHECK SCHEMA WORKDIR
Exits 77 (skipped) when python3-jsonschema or the schema is absent.
"""
import json
import os
import subprocess
import sys

try:
    import jsonschema
except ImportError:
    print("skipped: python3-jsonschema is not installed (apt-get install python3-jsonschema)")
    sys.exit(77)

binary, schema_path, workdir = sys.argv[1:4]
if not os.path.exists(schema_path):
    print(f"skipped: the SARIF schema is not at {schema_path}")
    sys.exit(77)
with open(schema_path, encoding="utf-8") as f:
    schema = json.load(f)
run = subprocess.run([binary, "--format", "sarif", "check", "examples"], cwd=workdir,
                     capture_output=True, text=True)
if run.returncode not in (0, 1):
    print(f"claimcheck exited {run.returncode}: {run.stderr}")
    sys.exit(1)
log = json.loads(run.stdout)
validator = jsonschema.Draft4Validator(schema)
errors = sorted(validator.iter_errors(log), key=lambda e: list(e.path))
for e in errors[:20]:
    print(f"{'/'.join(str(p) for p in e.path)}: {e.message}")
if errors:
    sys.exit(1)
results = log["runs"][0]["results"]
rules = {r["id"] for r in log["runs"][0]["tool"]["driver"]["rules"]}
assert results, "no results"
assert "unchecked" in rules, "the rule unchecked is not declared"
for r in results:
    assert r["ruleId"] in rules, f"undeclared rule {r['ruleId']}"
    region = r["locations"][0]["physicalLocation"]["region"]
    assert region["startLine"] <= region["endLine"], r
    assert not r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"].startswith("/"), r
for rule in log["runs"][0]["tool"]["driver"]["rules"]:
    assert len(rule["fullDescription"]["text"]) <= 1024, rule["id"]
    assert rule["help"]["text"], rule["id"]
print(f"valid: {len(results)} results, {len(rules)} rules")
