#!/usr/bin/env bash
# Finds a tuple returned with an `await` inside it (`return (index, try await load(url))`), in
# every Swift source of the workspace's packages (make lint).
#
# Why: Swift 6.3.1 at -O writes the parts of such a tuple known before the suspension, then
# loses them (swiftlang/swift#91911): a task group's child returned `(index, .loaded(data))` and
# the parent read a garbage index, which crashed app-gallery in release builds while debug builds
# and every test passed. Await into a constant first, then return the tuple.
set -euo pipefail
cd "$(dirname "$0")/../.."

found=$(
    find DiaryKit ExpoKit JuiceMakerKit OpenMarketKit StarbucksKit Tools Shared -name '*.swift' \
        -not -path '*/.build*' -print0 |
        xargs -0 awk '
            FNR == 1 { depth = 0; text = "" }
            {
                line = $0
                if (depth == 0) {
                    start = index(line, "return (")
                    if (start == 0) next
                    line = substr(line, start + 7)
                    first = FNR
                    text = ""
                    braces = 0
                }
                # A closure written in the tuple runs later: its awaits are not the tuple'"'"'s.
                for (i = 1; i <= length(line); i++) {
                    c = substr(line, i, 1)
                    if (c == "{") braces++
                    else if (c == "}") braces--
                    else if (braces == 0 && c == "(") depth++
                    else if (braces == 0 && c == ")") depth--
                    if (braces == 0 && c != "}") text = text c
                    if (depth == 0) break
                }
                text = text " "
                if (depth == 0 && text ~ /await/ && text ~ /,/) {
                    printf "%s:%d: %s\n", FILENAME, first, text
                }
            }'
)
if [[ -n "$found" ]]; then
    echo "A tuple returned with an await inside it (Swift 6.3.1 at -O corrupts it, swiftlang/swift#91911);"
    echo "await into a constant first, then return the tuple:"
    echo "$found"
    exit 1
fi
