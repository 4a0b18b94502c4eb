#!/usr/bin/env bash
# Copies the workspace's canonical shared folders into the kits (`make share`), or checks that
# every copy is equal to its canonical folder (`make lint`, through `Shared/share.sh --check`).
#
# The kits stay standalone packages, so what they share is copied, not depended on. Edit the
# canonical folder here (the root LICENSE for the kits' LICENSE), never a kit's copy, then run
# `make share`.
#
#   Shared/Kit           -> <Kit>/Sources/<Kit>/Shared              every kit
#   Shared/KitTests      -> <Kit>/Tests/<Kit>Tests/Shared           every kit
#   Shared/Network       -> <Kit>/Sources/<Kit>/Network             the kits that talk to a network
#   Shared/NetworkTests  -> <Kit>/Tests/<Kit>Tests/Network          the kits that talk to a network
#   Shared/Testing       -> <Kit>/Sources/<Kit>Testing/Shared       every kit with a <Kit>Testing product
#   Shared/TestingTests  -> <Kit>/Tests/<Kit>Tests/Testing          every kit with a <Kit>Testing product
#   Shared/SQLite        -> {SQLITE_COPIES}                         the two owners of an SQLite file
#   Shared/Kit/{TOOL_SUPPORT_FILES} -> Tools/Sources/ToolSupport/Shared
#   Shared/Kit/{MARKET_SERVER_FILES} -> Tools/Sources/OpenMarketServer/Shared
#   Shared/KitTests/ScratchFolder.swift -> Tools/Tests/{TOOLS_TEST_TARGETS}/Shared
#   LICENSE              -> <Kit>/LICENSE                           every kit (its own repository
#                                                                   carries it: `make release`)
set -euo pipefail
cd "$(dirname "$0")/.."

KITS=(DiaryKit ExpoKit JuiceMakerKit OpenMarketKit StarbucksKit)
# The kits that talk to a network. The others must not import FoundationNetworking at all.
NETWORK_KITS=(DiaryKit OpenMarketKit StarbucksKit)
# The shared files ToolSupport holds too (internal there, as in the kits).
TOOL_SUPPORT_FILES=(KoreanParticles.swift ProlepticGregorian.swift StorageLocation.swift)
# The shared files the local Open Market server holds too: it counts a product's name and
# description as OpenMarketKit does, without what shows nothing at either end.
MARKET_SERVER_FILES=(String+Blank.swift)
# The GRDB users' copies of Shared/SQLite: the diary store and the local Open Market server tell
# their own database from another program's the same way.
SQLITE_COPIES=(DiaryKit/Sources/DiaryKit/SQLite Tools/Sources/OpenMarketServer/SQLite)
# Tools' test targets, which keep their temporary files where the kits' tests do.
TOOLS_TEST_TARGETS=(EveryKitTests GalleryBrowserTests GalleryTests ToolsTests)

mode=copy
case "${1:-}" in
    "") ;;
    --check) mode=check ;;
    *) echo "usage: Shared/share.sh [--check]" >&2; exit 64 ;;
esac

failed=0
pairs=()

is_network_kit() {
    local kit
    for kit in "${NETWORK_KITS[@]}"; do [[ "$kit" == "$1" ]] && return 0; done
    return 1
}

# Makes `$2` hold exactly the files of `$1`, touching only the files that differ (so a build that
# runs meanwhile sees no change where there is none).
sync_folder() {
    local canonical="$1" copy="$2" file
    mkdir -p "$copy"
    while IFS= read -r -d '' file; do
        file="${file#"$canonical"/}"
        mkdir -p "$(dirname "$copy/$file")"
        cmp -s "$canonical/$file" "$copy/$file" || cp "$canonical/$file" "$copy/$file"
    done < <(find "$canonical" -type f -print0)
    while IFS= read -r -d '' file; do
        file="${file#"$copy"/}"
        [[ -f "$canonical/$file" ]] || rm -f "$copy/$file"
    done < <(find "$copy" -type f -print0)
    find "$copy" -mindepth 1 -type d -empty -delete
}

# The canonical folder and its copies, as "canonical copy" lines.
for kit in "${KITS[@]}"; do
    pairs+=("Shared/Kit $kit/Sources/$kit/Shared")
    pairs+=("Shared/KitTests $kit/Tests/${kit}Tests/Shared")
    if is_network_kit "$kit"; then
        pairs+=("Shared/Network $kit/Sources/$kit/Network")
        pairs+=("Shared/NetworkTests $kit/Tests/${kit}Tests/Network")
    fi
    if [[ -d "$kit/Sources/${kit}Testing" ]]; then
        pairs+=("Shared/Testing $kit/Sources/${kit}Testing/Shared")
        pairs+=("Shared/TestingTests $kit/Tests/${kit}Tests/Testing")
    fi
done

for copy in "${SQLITE_COPIES[@]}"; do
    pairs+=("Shared/SQLite $copy")
done

for pair in "${pairs[@]}"; do
    read -r canonical copy <<< "$pair"
    if [[ "$mode" == copy ]]; then
        sync_folder "$canonical" "$copy"
    elif ! diff -r "$canonical" "$copy" > /dev/null 2>&1; then
        echo "lint: $copy differs from its canonical folder $canonical:" >&2
        diff -r "$canonical" "$copy" >&2 || true
        failed=1
    fi
done

# Copies the Shared/Kit files named after `$1` into the Tools folder `$1`, or (checking) says
# where that folder differs from them: a copy changed or missing, a file that is no copy.
sync_tool_copies() {
    local tools_copy="$1" file extra
    shift
    if [[ "$mode" == copy ]]; then
        mkdir -p "$tools_copy"
        for file in "$@"; do
            cmp -s "Shared/Kit/$file" "$tools_copy/$file" || cp "Shared/Kit/$file" "$tools_copy/$file"
        done
    else
        for file in "$@"; do
            if ! diff -u "Shared/Kit/$file" "$tools_copy/$file" > /dev/null 2>&1; then
                echo "lint: $tools_copy/$file differs from Shared/Kit/$file:" >&2
                diff -u "Shared/Kit/$file" "$tools_copy/$file" >&2 || true
                failed=1
            fi
        done
        extra="$(ls "$tools_copy" 2> /dev/null | grep -vxF -f <(printf '%s\n' "$@") || true)"
        if [[ -n "$extra" ]]; then
            echo "lint: $tools_copy holds files that are not shared copies: $extra" >&2
            failed=1
        fi
    fi
}

sync_tool_copies Tools/Sources/ToolSupport/Shared "${TOOL_SUPPORT_FILES[@]}"
sync_tool_copies Tools/Sources/OpenMarketServer/Shared "${MARKET_SERVER_FILES[@]}"

if [[ "$mode" == check ]]; then
    # A kit that does not talk to a network carries no networking code.
    for kit in "${KITS[@]}"; do
        is_network_kit "$kit" && continue
        if [[ -e "$kit/Sources/$kit/Network" ]] || grep -rl "FoundationNetworking" "$kit/Sources" "$kit/Tests" > /dev/null 2>&1; then
            echo "lint: $kit is not a networking kit but holds networking code (a Network folder or FoundationNetworking); remove it" >&2
            failed=1
        fi
    done
fi

for target in "${TOOLS_TEST_TARGETS[@]}"; do
    copy="Tools/Tests/$target/Shared/ScratchFolder.swift"
    if [[ "$mode" == copy ]]; then
        mkdir -p "$(dirname "$copy")"
        cmp -s Shared/KitTests/ScratchFolder.swift "$copy" || cp Shared/KitTests/ScratchFolder.swift "$copy"
    elif ! cmp -s Shared/KitTests/ScratchFolder.swift "$copy"; then
        echo "lint: $copy differs from Shared/KitTests/ScratchFolder.swift (or is missing)" >&2
        failed=1
    fi
done

# The workspace's license, the one file every kit's repository must carry at its root.
for kit in "${KITS[@]}"; do
    if [[ "$mode" == copy ]]; then
        cmp -s LICENSE "$kit/LICENSE" || cp LICENSE "$kit/LICENSE"
    elif ! cmp -s LICENSE "$kit/LICENSE"; then
        echo "lint: $kit/LICENSE differs from the workspace's LICENSE (or is missing)" >&2
        failed=1
    fi
done

if [[ "$mode" == check ]]; then
    if [[ "$failed" -ne 0 ]]; then
        echo "lint: a shared copy differs. Edit the canonical folder under Shared/ (or the root LICENSE), then run 'make share' to copy it into every kit." >&2
        exit 1
    fi
    echo "lint: every shared copy equals its canonical folder (${#pairs[@]} copies, ToolSupport's ${TOOL_SUPPORT_FILES[*]}, the Open Market server's ${MARKET_SERVER_FILES[*]} and Tools' tests' ScratchFolder.swift), and every kit's LICENSE the workspace's"
fi
