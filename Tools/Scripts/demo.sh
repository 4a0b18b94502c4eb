#!/usr/bin/env bash
# A short tour of every CLI the workspace builds, as a user would type it,
# against a temporary data directory that is removed afterwards.
# Usage: demo.sh <folder holding the built executables>   (make demo passes it)
set -euo pipefail

bin="${1:?usage: demo.sh <bin dir>}"
export PATH="$bin:$PATH"
data="$(mktemp -d "${TMPDIR:-/tmp}/workspace-demo.XXXXXX")"
trap 'rm -rf "$data"' EXIT

# Colour only on a terminal, and never with NO_COLOR.
if [ -t 1 ] && [ -z "${NO_COLOR:-}" ]; then bold=$'\033[1m'; cyan=$'\033[1;36m'; plain=$'\033[0m'; else bold=""; cyan=""; plain=""; fi

# Prints the command, runs it, and shows a non-zero exit instead of stopping the tour.
step() {
    printf '\n%s$ %s%s\n' "$bold" "$*" "$plain"
    local status=0
    "$@" || status=$?
    if [ "$status" -ne 0 ]; then printf '(exit %d)\n' "$status"; fi
}

heading() {
    printf '\n%s== %s%s\n' "$cyan" "$*" "$plain"
}

if [ -x "$bin/juice-maker" ]; then
    heading "juice-maker: sell juices, keep the fruit stock (data in $data/juice-maker)"
    export JUICE_MAKER_DATA_DIR="$data/juice-maker"
    step juice-maker --version
    step juice-maker menu
    step juice-maker stock
    step juice-maker order strawberry-banana
    step juice-maker order 딸기쥬스 --lang ko
    step juice-maker stock add strawberry 20
    step juice-maker order strawberry
    step juice-maker stock set kiwi 101
    step juice-maker order mango --count 2 --json
    cat > "$data/corner-bar.json" <<'MENU'
{"name": "Corner Bar", "juices": [
  {"id": "sunrise", "names": {"en": "Sunrise", "ko": "선라이즈"}, "recipe": {"mango": 1, "pineapple": 2}},
  {"id": "green-kick", "names": {"en": "Green Kick"}, "recipe": {"kiwi": 4, "banana": 1}}
]}
MENU
    step juice-maker menu --menu "$data/corner-bar.json"
    step juice-maker order 선라이즈 --menu "$data/corner-bar.json" --lang ko
    step juice-maker reset --default-stock 15
    step juice-maker stock --lang ko
fi

if [ -x "$bin/expo" ]; then
    heading "expo: the 1900 Paris exposition and its Korean exhibits"
    step expo --version
    step expo poster
    step expo poster --lang ko
    step expo items
    step expo --lang ko items
    step expo item 3
    step expo item 갓 --lang ko
    step expo search tripitaka --lang ko
    step expo item 14
    mkdir -p "$data/original"
    cat > "$data/original/exposition_universelle_1900.json" <<'EXPOSITION'
{"title": "파리 만국박람회 1900(L'Exposition de Paris 1900)", "visitors": 48130300, "location": "프랑스 파리",
 "duration": "1900. 04. 14 - 1900. 11. 12", "description": "원래 앱의 파일 형식 그대로입니다."}
EXPOSITION
    cat > "$data/original/items.json" <<'ITEMS'
[{"name": "직지심체요절", "image_name": "jikji", "short_desc": "현존하는 가장 오래된 금속활자본", "desc": "원래 형식의 설명."},
 {"name": "갓", "image_name": "god", "short_desc": "선비의 모자", "desc": "원래 형식의 설명."}]
ITEMS
    step expo items --data "$data/original" --lang ko
    sed -i.bak 's/48130300/-5/' "$data/original/exposition_universelle_1900.json"
    step expo poster --data "$data/original"
    step expo export --format html --out "$data/expo-site" --lang ko
    step ls "$data/expo-site"
    step expo export --format markdown --out "$data/expo-markdown" --json
fi

if [ -x "$bin/diary" ]; then
    heading "diary: write, list, search and export entries (database in $data/diary)"
    export DIARY_DB="$data/diary/diary.sqlite"
    step diary --version
    step diary new Picnic by the river
    step diary new $'비 오는 화요일\n우산 없이 정류장까지 뛰었다. 새 일기장을 샀다.'
    printf '\n%s$ printf '"'"'Market day\\nBought peaches and a new notebook.'"'"' | diary new%s\n' "$bold" "$plain"
    market="$(printf 'Market day\nBought peaches and a new notebook.' | diary new)"
    echo "$market"
    step diary list
    step diary list --lang ko
    step diary search 일기
    step diary search peach --lang ko
    step diary show "${market:0:8}"
    step diary export --format markdown
    step diary delete "${market:0:8}" </dev/null
    step diary delete "${market:0:8}" --yes
    step diary list --limit 1 --page 2 --lang ko
fi

printf '\nTour finished; the temporary data directory is removed.\n'
