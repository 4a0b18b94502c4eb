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
    step juice-maker --lang ko ordr kiwi
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

if [ -x "$bin/open-market" ]; then
    heading "open-market: the local Open Market server, then the client against it (data in $data/open-market)"
    market="$data/open-market"
    mkdir -p "$market"
    market_pid=""
    # Stops the server (if one runs) and waits for it; the trap makes sure it never outlives the tour.
    stop_market() {
        if [ -n "$market_pid" ] && kill -0 "$market_pid" 2>/dev/null; then
            kill -TERM "$market_pid" 2>/dev/null || true
            wait "$market_pid" 2>/dev/null || true
        fi
        market_pid=""
    }
    trap 'stop_market; rm -rf "$data"' EXIT
    # Starts `open-market serve` on a free port and reads the address from its first line.
    start_market() {
        local generation="$1" folder="$market/$1"
        mkdir -p "$folder"
        printf '\n%s$ open-market serve --port 0 --sample --log-requests --generation %s --data-dir %s &%s\n' "$bold" "$generation" "$folder" "$plain"
        open-market serve --port 0 --sample --log-requests --generation "$generation" --data-dir "$folder" \
            > "$folder.out" 2> "$folder.log" &
        market_pid=$!
        local line=""
        for _ in $(seq 1 300); do
            line="$(head -n 1 "$folder.out" 2>/dev/null || true)"
            if [ -n "$line" ] || ! kill -0 "$market_pid" 2>/dev/null; then break; fi
            sleep 0.1
        done
        case "$line" in
            "Listening on http://127.0.0.1:"*) ;;
            *) echo "open-market serve did not start: $(cat "$folder.log")" >&2; stop_market; return 1 ;;
        esac
        cat "$folder.out"
        export OPEN_MARKET_SERVER="${line#Listening on }" OPEN_MARKET_GENERATION="$generation"
    }
    # The vendors file a user may write before the first start (one per generation's folder).
    export OPEN_MARKET_VENDOR="5d1c5b2e-6e6a-11ec-90d6-0242ac120003" OPEN_MARKET_PASSWORD="demo-pass-42"
    for generation in marketTraining openMarket; do
        mkdir -p "$market/$generation"
        printf '[{"identifier": "%s", "name": "Demo Stall", "password": "%s"}]\n' \
            "$OPEN_MARKET_VENDOR" "$OPEN_MARKET_PASSWORD" > "$market/$generation/vendors.json"
    done
    # A one-pixel PNG to upload.
    printf '\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x00\x01\x00\x00\x00\x01\x08\x06\x00\x00\x00\x1f\x15\xc4\x89\x00\x00\x00\rIDATx\x9cc\x00\x01\x00\x00\x05\x00\x01\r\n-\xb4\x00\x00\x00\x00IEND\xaeB`\x82' \
        > "$market/pixel.png"

    for generation in marketTraining openMarket; do
        heading "open-market, generation $generation"
        start_market "$generation"
        step open-market health
        step open-market list --per-page 5
        if [ "$generation" = openMarket ]; then
            step open-market list --search tea --lang ko
        else
            step open-market show 3
        fi
        step open-market create --name "Walnut cookie tin" --price 12000 --discount 1500 --stock 8 \
            --description "Twelve walnut-shaped cakes filled with red bean paste." --image "$market/pixel.png"
        if [ "$generation" = marketTraining ]; then
            # The same create sent twice with one idempotency key makes one product.
            for _ in 1 2; do
                step open-market create --name "Persimmon jam" --price 8000 --stock 3 \
                    --description "A jar of dried persimmon cooked down with ginger." --image "$market/pixel.png" \
                    --idempotency-key demo-persimmon-jam-1
            done
            step open-market list --per-page 3
        fi
        id="$(open-market list --per-page 1 --json | sed -n 's/.*"id" : \([0-9][0-9]*\).*/\1/p' | head -n 1)"
        step open-market update "$id" --price 13500 --stock 5 --lang ko
        step open-market delete "$id"
        step open-market show "$id"
        step open-market create --name "Walnut cookie tin" --price 1000 --discount 2000 \
            --description "A discount above the price is refused before anything is sent." --image "$market/pixel.png"
        stop_market
        printf '\nThe server logged one line per request (never a password or a secret):\n'
        tail -n 4 "$market/$generation.log"
    done
    trap 'rm -rf "$data"' EXIT
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
    step expo export --format markdown --out "$data/expo.md" --json
fi

if [ -x "$bin/starbucks" ]; then
    heading "starbucks: sign-in, the launch popup, home (whole, then section by section as each arrives) and What's New from the bundled fixtures (data in $data/starbucks)"
    export STARBUCKS_DATA_DIR="$data/starbucks"
    step starbucks --version
    step starbucks launch
    step starbucks signin Minji
    step starbucks launch
    step starbucks popup dismiss --today
    step starbucks launch --json
    step starbucks home
    step starbucks home --progressive
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
    step diary list --per-page 1 --page 2 --lang ko
    # Three entries from earlier springs, to look back on a day and to limit a list to days.
    cat > "$data/diary/spring.json" << 'JSON'
{"format": "diarykit", "version": 1, "entries": [
  {"id": "5a1e0c01-7b2d-4c3e-9f40-000000000001", "title": "First cherry blossoms",
   "body": "The tree by the station opened overnight.", "createdAt": "2024-03-14T08:00:00.000Z"},
  {"id": "6b2f1d02-8c3e-4d4f-a051-000000000002", "title": "벚꽃 구경",
   "body": "강가를 따라 걸었다.", "createdAt": "2022-03-14T06:30:00.000Z"},
  {"id": "7c302e03-9d4f-4e50-b162-000000000003", "title": "Seed catalogue",
   "body": "Ordered tomatoes and basil for the balcony.", "createdAt": "2024-03-02T19:00:00.000Z"}
]}
JSON
    step diary import "$data/diary/spring.json"
    step diary on-this-day --date 2025-03-14
    step diary on-this-day --date 2025-03-14 --lang ko
    step diary list --from 2024-03-01 --to 2024-03-31
    step diary search blossoms --on 2024-03-14
    step diary list --from 2024-03-31 --to 2024-03-01
fi

if [ -x "$bin/diary" ] && [ -x "$bin/weather-stand-in" ]; then
    heading "diary: title and body apart, and the weather from a local OpenWeather stand-in"
    export DIARY_DB="$data/diary/diary.sqlite"
    step diary new --title "Lake walk" --body "Twice around the lake before breakfast."
    untitled="$(diary new --body $'No title today.\nJust the rain on the window.')"
    printf '\n%s$ diary new --body $'"'"'No title today.\\nJust the rain on the window.'"'"'%s\n%s\n' "$bold" "$plain" "$untitled"
    step diary show "${untitled:0:8}"
    step diary edit "${untitled:0:8}" --title "Rainy window"
    # The stand-in answers like OpenWeather's current-weather endpoint, on 127.0.0.1 only.
    weather_pid=""
    stop_weather() {
        if [ -n "$weather_pid" ] && kill -0 "$weather_pid" 2>/dev/null; then
            kill -TERM "$weather_pid" 2>/dev/null || true
            wait "$weather_pid" 2>/dev/null || true
        fi
        weather_pid=""
    }
    trap 'stop_weather; rm -rf "$data"' EXIT
    printf '\n%s$ weather-stand-in --port 0 --key demo-key --condition Rain --icon 10d &%s\n' "$bold" "$plain"
    weather-stand-in --port 0 --key demo-key --condition Rain --icon 10d \
        > "$data/weather.out" 2> "$data/weather.log" &
    weather_pid=$!
    endpoint=""
    for _ in $(seq 1 300); do
        endpoint="$(sed -n 2p "$data/weather.out" 2>/dev/null || true)"
        if [ -n "$endpoint" ] || ! kill -0 "$weather_pid" 2>/dev/null; then break; fi
        sleep 0.1
    done
    case "$endpoint" in
        http://127.0.0.1:*) cat "$data/weather.out" ;;
        *) echo "weather-stand-in did not start: $(cat "$data/weather.log")" >&2; stop_weather; exit 1 ;;
    esac
    export OPENWEATHER_URL="$endpoint" OPENWEATHER_API_KEY="demo-key"
    printf '\n%s$ export OPENWEATHER_URL=%s OPENWEATHER_API_KEY=demo-key%s\n' "$bold" "$endpoint" "$plain"
    printf '\n%s$ diary new --weather --at 37.57,126.98 --title "Rain in Seoul" --body "Umbrellas everywhere."%s\n' "$bold" "$plain"
    rainy="$(diary new --weather --at 37.57,126.98 --title "Rain in Seoul" --body "Umbrellas everywhere.")"
    echo "$rainy"
    step diary show "${rainy:0:8}"
    step diary show "${rainy:0:8}" --lang ko --json
    step diary list --lang ko
    step env DIARY_LOCATION=91,0 diary new --weather "Off the map"
    step env OPENWEATHER_API_KEY=wrong-key diary new --weather --at 37.57,126.98 "Saved anyway"
    stop_weather
    trap 'rm -rf "$data"' EXIT
    printf '\nThe stand-in logged one line per request (never the key):\n'
    cat "$data/weather.log"
fi

printf '\nTour finished; the temporary data directory is removed.\n'
