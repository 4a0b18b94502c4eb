#!/usr/bin/env bash
# Fuzzes the local Open Market server with Schemathesis, from the server's own OpenAPI
# document, for both generations: every operation gets schema-valid and schema-breaking
# requests, and any 5xx, undocumented status, wrong content type or body that breaks its
# schema is a failure. Needs Python 3; Schemathesis is installed into a virtual environment
# under the build folder. Only 127.0.0.1 is ever contacted.
# Usage: fuzz-openapi.sh <folder holding open-market> [examples per operation, default 100]
set -euo pipefail

bin="${1:?usage: fuzz-openapi.sh <bin dir> [examples]}"
examples="${2:-100}"
here="$(cd "$(dirname "$0")" && pwd)"
venv="$here/../.build/schemathesis-venv"
if [ ! -x "$venv/bin/schemathesis" ]; then
    python3 -m venv "$venv"
    "$venv/bin/pip" install --quiet schemathesis
fi
work="$(mktemp -d "${TMPDIR:-/tmp}/open-market-fuzz.XXXXXX")"
pid=""
stop() {
    if [ -n "$pid" ] && kill -0 "$pid" 2>/dev/null; then kill -TERM "$pid"; wait "$pid" || true; fi
    pid=""
}
trap 'stop; rm -rf "$work"' EXIT

status=0
for generation in marketTraining openMarket; do
    mkdir -p "$work/$generation"
    printf '[{"identifier": "fuzz-vendor", "name": "Fuzz Stall", "password": "fuzz-pass"}]\n' \
        > "$work/$generation/vendors.json"
    "$bin/open-market" serve --port 0 --sample --generation "$generation" --data-dir "$work/$generation" \
        > "$work/$generation.out" 2> "$work/$generation.log" &
    pid=$!
    line=""
    for _ in $(seq 1 300); do
        line="$(head -n 1 "$work/$generation.out" 2>/dev/null || true)"
        if [ -n "$line" ] || ! kill -0 "$pid" 2>/dev/null; then break; fi
        sleep 0.1
    done
    address="${line#Listening on }"
    echo "== $generation at $address"
    (cd "$work" && "$venv/bin/schemathesis" --config-file "$here/schemathesis.toml" run \
        "$address/openapi.json" --header "identifier: fuzz-vendor" --max-examples "$examples") || status=1
    stop
done
exit "$status"
