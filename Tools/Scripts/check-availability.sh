#!/usr/bin/env bash
# Keeps every extension of a kit's iOS 17 type marked as that type is (make lint).
#
# The screen models are `@available(iOS 17, macOS 14, tvOS 17, watchOS 10, *)` while the kits
# build for iOS 16 and macOS 13: on Apple platforms an extension of such a type (or of a type
# nested in it, or `Optional where Wrapped ==` one) compiles only with the attribute too. Linux
# never checks availability, so this check stands in for an Apple build: it fails when a
# top-level `extension` of a type declared after an `@available(… iOS 17 …)` attribute has no
# `@available` line above it (doc comments and other attributes between are allowed).
set -euo pipefail
cd "$(dirname "$0")/../.."

files=$(find DiaryKit/Sources ExpoKit/Sources JuiceMakerKit/Sources OpenMarketKit/Sources \
    StarbucksKit/Sources -name '*.swift' | sort)

# Pass 1: the iOS 17 types, one per line.
# shellcheck disable=SC2086
gated=$(awk '
    /^@available\(.*iOS 17/ { pending = 4; next }
    pending > 0 {
        if (match($0, /(class|struct|enum|actor|protocol) [A-Za-z_][A-Za-z0-9_]*/)) {
            split(substr($0, RSTART, RLENGTH), parts, " ")
            print parts[2]
            pending = 0
        } else {
            pending--
        }
    }
' $files | sort -u)

# Pass 2: top-level extensions of those types without an @available line above them.
# shellcheck disable=SC2086
problems=$(awk -v gated="$gated" '
    BEGIN { n = split(gated, names, "\n"); for (i = 1; i <= n; i++) if (names[i] != "") is_gated[names[i]] = 1 }
    FNR == 1 { marked = 0 }
    /^@available\(/ { marked = 1; next }
    /^(\/\/\/|@)/ { next }
    /^(public |package |internal |fileprivate |private )?extension / {
        line = $0
        if (match(line, /Wrapped == [A-Za-z_][A-Za-z0-9_]*/)) {
            base = substr(line, RSTART + 11, RLENGTH - 11)
        } else {
            sub(/^(public |package |internal |fileprivate |private )?extension /, "", line)
            match(line, /^[A-Za-z_][A-Za-z0-9_]*/)
            base = substr(line, RSTART, RLENGTH)
        }
        if ((base in is_gated) && !marked) print FILENAME ":" FNR ": extension of " base " has no @available"
    }
    { marked = 0 }
' $files)

if [[ -n "$problems" ]]; then
    echo "$problems" >&2
    echo "lint: an extension of an iOS 17 type needs the type's @available line above it," \
        "or it fails to compile for iOS and macOS (Linux does not check)." >&2
    exit 1
fi
echo "lint: every extension of the kits' $(echo "$gated" | wc -l | tr -d ' ') iOS 17 types carries @available"
