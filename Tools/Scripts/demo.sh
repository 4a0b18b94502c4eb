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

if [ -x "$bin/starbucks" ]; then
    heading "starbucks: sign-in, the launch popup, home and What's New from the bundled fixtures (data in $data/starbucks)"
    export STARBUCKS_DATA_DIR="$data/starbucks"
    step starbucks --version
    step starbucks launch
    step starbucks signin Minji
    step starbucks launch
    step starbucks popup dismiss --today
    step starbucks launch --json
    step starbucks home
    step starbucks whats-new
    step starbucks product 110569
    step starbucks product 999999
    step starbucks signout

    heading "starbucks, in Korean (data in $data/starbucks-ko)"
    export STARBUCKS_DATA_DIR="$data/starbucks-ko"
    step starbucks --lang ko signin 민지
    step starbucks --lang ko launch
    step starbucks --lang ko popup dismiss --today
    step starbucks --lang ko launch
    step starbucks --lang ko home
    step starbucks --lang ko whats-new
    mkdir -p "$data/starbucks-fixtures"
    printf '{"display-name": "초록별", "your-recommand": ' > "$data/starbucks-fixtures/home.json"
    step starbucks --lang ko home --fixtures "$data/starbucks-fixtures"
fi

printf '\nTour finished; the temporary data directory is removed.\n'
