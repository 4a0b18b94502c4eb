#!/usr/bin/env bash
# Keeps the kits' public names apart from the frameworks an app imports beside them.
#
#   Tools/Scripts/check-framework-names.sh           check (make lint)
#   Tools/Scripts/check-framework-names.sh --write   regenerate the two Swift files below
#
# The list is Tools/Scripts/framework-type-names.txt (SwiftUI, UIKit, Foundation, Observation,
# StoreKit, WeatherKit, SwiftData, Charts). The check fails when:
#   - a public top-level type of any kit library (every target under <Kit>/Sources) has a name
#     on the list; nested types may;
#   - the generated files differ from what the list and the kits' libraries give:
#     Tools/Tests/FrameworkStandIns/FrameworkStandIns.swift declares a stand-in type for every
#     name, and Tools/Tests/EveryKitTests/FrameworkNamesTests.swift imports every kit library with
#     the stand-ins and names each stand-in unqualified, which compiles only while no kit
#     library declares that name (Swift calls a name two imported modules declare ambiguous).
set -euo pipefail
cd "$(dirname "$0")/../.."

LIST=Tools/Scripts/framework-type-names.txt
STAND_INS=Tools/Tests/FrameworkStandIns/FrameworkStandIns.swift
USES=Tools/Tests/EveryKitTests/FrameworkNamesTests.swift
KITS=(DiaryKit ExpoKit JuiceMakerKit OpenMarketKit StarbucksKit)

mode=check
case "${1:-}" in
    "") ;;
    --write) mode=write ;;
    *) echo "usage: Tools/Scripts/check-framework-names.sh [--write]" >&2; exit 64 ;;
esac

# The names on the list, once each, sorted.
names() { grep -v -e '^#' -e '^\[' -e '^[[:space:]]*$' "$LIST" | sort -u; }

# Every kit library's module: one per folder under <Kit>/Sources.
modules() {
    local kit target
    for kit in "${KITS[@]}"; do
        for target in "$kit"/Sources/*/; do basename "$target"; done
    done | sort
}

stand_ins() {
    echo "// Generated from $LIST by Tools/Scripts/check-framework-names.sh --write."
    echo "// A stand-in for every public type name of the frameworks an app imports beside a kit."
    echo
    names | while read -r name; do
        echo "/// A stand-in for the frameworks' \`$name\`."
        echo "public enum $name {}"
    done
}

uses() {
    echo "// Generated from $LIST by Tools/Scripts/check-framework-names.sh --write."
    echo "// Every kit library imported beside a stand-in of every framework type name: each name"
    echo "// below compiles only while no kit library declares it (it would be ambiguous)."
    echo
    { echo FrameworkStandIns; echo Testing; modules; } | LC_ALL=C sort | while read -r module; do
        echo "import $module"
    done
    echo
    echo "@Suite(\"The kits' names beside the frameworks' names\")"
    echo "struct FrameworkNamesTests {"
    echo "    @Test func everyFrameworkTypeNameMeansTheFrameworksTypeBesideEveryKit() {"
    echo "        let named: [Any.Type] = ["
    names | while read -r name; do echo "            $name.self,"; done
    echo "        ]"
    echo "        let modules = Set(named.map { String(reflecting: \$0).split(separator: \".\").first.map(String.init) })"
    echo "        #expect(modules == [\"FrameworkStandIns\"])"
    echo "    }"
    echo "}"
}

if [[ "$mode" == write ]]; then
    mkdir -p "$(dirname "$STAND_INS")"
    stand_ins > "$STAND_INS"
    uses > "$USES"
    echo "check-framework-names: wrote $STAND_INS and $USES"
    exit 0
fi

failed=0
pattern='^(@[A-Za-z]+(\([^)]*\))?[[:space:]]+)*public[[:space:]]+((final|indirect|nonisolated)[[:space:]]+)*(struct|class|enum|actor|protocol|typealias)[[:space:]]+([A-Za-z_][A-Za-z0-9_]*)'
declare -A listed=()
while read -r name; do listed[$name]=1; done < <(names)
for kit in "${KITS[@]}"; do
    while IFS= read -r -d '' file; do
        line_number=0
        while IFS= read -r line; do
            line_number=$((line_number + 1))
            if [[ "$line" =~ $pattern ]]; then
                name="${BASH_REMATCH[6]}"
                if [[ -n "${listed[$name]:-}" ]]; then
                    echo "$file:$line_number: public type \`$name\` has the name of a framework type" \
                        "($LIST); rename it (for example with the kit's or the domain's word in front)" >&2
                    failed=1
                fi
            fi
        done < "$file"
    done < <(find "$kit/Sources" -name '*.swift' -print0)
done

if ! cmp -s <(stand_ins) "$STAND_INS" || ! cmp -s <(uses) "$USES"; then
    echo "$STAND_INS or $USES is not what $LIST and the kits' libraries give;" \
        "run Tools/Scripts/check-framework-names.sh --write" >&2
    failed=1
fi
exit "$failed"
