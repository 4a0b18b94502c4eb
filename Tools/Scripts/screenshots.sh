#!/usr/bin/env bash
# `make screenshots`: a picture of every screen of the app gallery, in English and in Korean,
# written as docs/screens/<app>-<screen>-<lang>.png, and the README tables of them.
#
# For each language: a fresh temporary data directory, the diary seeded through `diary import`
# with entries of fixed days, Open Market's store made by `open-market serve --sample` for a
# vendor of fixed name and identifier and its sample products' dates then fixed (they are the
# hour of the first run otherwise), `app-gallery --lang <lang> --now <CLOCK>` started on it (its
# clock starts at a fixed moment, so the Starbucks event popup's period is the same in every run),
# and `gallery-screenshots` driving headless Chromium through every screen
# (Tools/Sources/gallery-screenshots/ScreenPlan.swift lists them). Then the screens shown while
# they load: twelve products more (`open-market create`), the gallery started again with
# `--latency 10`, and `gallery-screenshots --loading`. The gallery is stopped and the
# directory removed afterwards, on failure too. The pictures replace docs/screens/*.png only when
# every one was taken.
#
# Usage: screenshots.sh <folder holding the built executables> <repository root>
# SCREENSHOT_SCALE (1, 2 or 3; 1 by default) is the device scale factor: the pictures are 390
# wide and as tall as each screen (844 at least), times it. At 1 they stay small (about 50 KB
# each) and are sharp at the README's 195-point width.
set -euo pipefail

bin="${1:?usage: screenshots.sh <bin dir> <repository root>}"
root="${2:?usage: screenshots.sh <bin dir> <repository root>}"
screens="$root/docs/screens"

fail() {
    echo "screenshots: $*" >&2
    exit 1
}

# --- Chromium and the fonts (Korean, emoji), from Debian's packages when missing -------------

bash "$(dirname "$0")/install-chromium.sh" --screenshots || fail "Chromium, its fonts or sqlite3 are missing (see above)"
chromium="$(readlink -f "$(command -v chromium)")" || fail "chromium is not on PATH"

# --- The run's folder, the gallery, and what stops them ---------------------------------------

work="$(mktemp -d "${TMPDIR:-/tmp}/gallery-screenshots.XXXXXX")"
gallery_pid=""
stop_gallery() {
    if [ -n "$gallery_pid" ]; then
        kill -TERM "$gallery_pid" 2> /dev/null || true
        wait "$gallery_pid" 2> /dev/null || true
        gallery_pid=""
    fi
}
weather_pid=""
trap 'stop_gallery; [ -z "$weather_pid" ] || kill -TERM "$weather_pid" 2> /dev/null; rm -rf "$work"' EXIT
trap 'exit 130' INT TERM

# The diary's entries, on fixed days before the clock below (created_at in Unix seconds, UTC),
# one set per language.
cat > "$work/diary-en.json" << 'ENTRIES'
[
  {"title": "Market morning", "body": "Strawberries were two baskets for five dollars. We made jam all afternoon and the kitchen still smells of it.", "created_at": 1646726400},
  {"title": "Rainy day, new notebook", "body": "It rained all day, so I bought a new notebook and wrote down the books I want to read this year.", "created_at": 1649760000},
  {"title": "Picnic by the river", "body": "We spread the blanket under the willows and ate kimbap until the ducks came over to ask for some.", "created_at": 1651561200},
  {"title": "First swim of the year", "body": "The water was still cold, but after three lengths I felt light and slept well.", "created_at": 1652857200}
]
ENTRIES
cat > "$work/diary-ko.json" << 'ENTRIES'
[
  {"title": "시장의 아침", "body": "딸기가 두 바구니에 오천 원이었다. 오후 내내 잼을 만들었더니 부엌에서 아직도 딸기 냄새가 난다.", "created_at": 1646726400},
  {"title": "비 오는 날 새 일기장을 샀다", "body": "하루 종일 비가 와서 새 일기장을 사고 올해 읽고 싶은 책을 적었다.", "created_at": 1649760000},
  {"title": "강변 소풍", "body": "버드나무 아래에 돗자리를 펴고 김밥을 먹었다. 오리들이 다가와서 조금 나눠 줬다.", "created_at": 1651561200},
  {"title": "올해 첫 수영", "body": "물은 아직 차가웠지만 세 바퀴를 돌고 나니 몸이 가벼워져서 잠을 잘 잤다.", "created_at": 1652857200}
]
ENTRIES

# Starts the command given in the background, its output in $1 and its errors in $2, and waits
# (30 s at most) for its first line: sets $started_pid, and $started_line (empty when none came).
start_server() {
    local out="$1" err="$2"
    shift 2
    "$@" > "$out" 2> "$err" &
    started_pid=$!
    for _ in $(seq 300); do
        [ -s "$out" ] && break
        kill -0 "$started_pid" 2> /dev/null || break
        sleep 0.1
    done
    started_line="$(head -n 1 "$out")"
}

# Open Market's store: the sample catalogue, sold by a vendor whose name and identifier the
# list shows, its products made an hour apart from 2 May 2022 09:00 UTC on (the server dates
# them from the hour of its first run, which the detail would show).
seed_market() {
    local market="$1" out="$work/market.out"
    mkdir -p "$market"
    cat > "$market/vendors.json" << 'VENDORS'
[{"identifier": "0b6f3c52-5f0e-4a39-9d7e-3c1e2a7d9b41", "name": "Sunny Stall", "password": "screenshots"}]
VENDORS
    start_server "$out" "$work/market.err" "$bin/open-market" serve --sample --port 0 --data-dir "$market"
    kill -TERM "$started_pid" 2> /dev/null || true
    wait "$started_pid" 2> /dev/null || true
    case "$started_line" in
        "Listening on http://"*) ;;
        *) fail "open-market serve did not make the sample catalogue: $(head -n 3 "$work/market.err")" ;;
    esac
    sqlite3 "$market/market.sqlite" "
        UPDATE product SET created_at = 1651482000000 + (id - 1) * 3600000, issued_at = 1651482000000 + (id - 1) * 3600000;
        UPDATE image SET issued_at = (SELECT created_at FROM product WHERE product.id = image.product_id);
    " || fail "could not fix the sample products' dates in $market/market.sqlite"
}

# The diary's weather service: the local stand-in, answering a clear sky, so a new entry offers
# "Add the weather here" and records it.
"$bin/weather-stand-in" --port 0 --condition Clear --icon 01d --description "clear sky" \
    > "$work/weather.out" 2> "$work/weather.err" &
weather_pid=$!
for _ in $(seq 300); do
    [ "$(wc -l < "$work/weather.out")" -ge 2 ] && break
    kill -0 "$weather_pid" 2> /dev/null || break
    sleep 0.1
done
case "$(sed -n 2p "$work/weather.out")" in
    "http://"*) ;;
    *) fail "weather-stand-in did not start: $(head -n 3 "$work/weather.err")" ;;
esac
export OPENWEATHER_API_KEY=screenshots OPENWEATHER_URL="$(sed -n 2p "$work/weather.out")"

# Days and times show in UTC, whatever the machine's zone.
export TZ=UTC
# The gallery's clock: a Friday morning in Seoul in May 2022, while the What's New events the
# Starbucks fixtures list run (the event popup then runs from 17 to 28 May 2022).
clock="2022-05-20T09:00:00+09:00"
# Open Market's store grown past one page of the gallery's list (20 products): twelve more
# products, made through `open-market create` on the store's own server, for the picture of the
# next page loading.
grow_market() {
    local market="$1" lang="$2" pid url picture n name description
    start_server "$work/grow.out" "$work/grow.err" "$bin/open-market" serve --port 0 --data-dir "$market"
    pid="$started_pid" url="${started_line#Listening on }"
    case "$url" in
        "http://"*) ;;
        *)
            kill -TERM "$pid" 2> /dev/null || true
            fail "open-market serve did not start on $market: $(head -n 3 "$work/grow.err")"
            ;;
    esac
    picture="$(find "$market/images" -name '*.png' | sort | head -n 1)"
    for n in $(seq 12); do
        if [ "$lang" = ko ]; then
            name="리넨 행주 ${n}번" description="열두 장 묶음 가운데 ${n}번째 리넨 행주예요."
        else
            name="Linen tea towel no. $n" description="Tea towel number $n of a set of twelve."
        fi
        OPEN_MARKET_SERVER="$url" OPEN_MARKET_VENDOR=0b6f3c52-5f0e-4a39-9d7e-3c1e2a7d9b41 \
            OPEN_MARKET_PASSWORD=screenshots "$bin/open-market" create --name "$name" \
            --price "$((n * 1000))" --stock "$n" --description "$description" \
            --image "$picture" > /dev/null 2> "$work/grow.err" \
            || { kill -TERM "$pid" 2> /dev/null; fail "open-market create failed: $(head -n 3 "$work/grow.err")"; }
    done
    kill -TERM "$pid" 2> /dev/null || true
    wait "$pid" 2> /dev/null || true
}

# Starts app-gallery on $data in $lang with the arguments given, and sets $address.
start_gallery() {
    local lang="$1"
    shift
    start_server "$work/gallery-$lang.out" "$work/gallery-$lang.err" \
        "$bin/app-gallery" --port 0 --data-dir "$data" --lang "$lang" --now "$clock" "$@"
    gallery_pid="$started_pid"
    local first="$started_line" said
    case "$first" in
        "Listening on http://"*) ;;
        *)
            said="$(head -n 3 "$work/gallery-$lang.err")"
            fail "app-gallery did not start: ${said:-it printed no address within 30 seconds}"
            ;;
    esac
    address="${first#Listening on }"
}

mkdir -p "$work/screens"
for lang in en ko; do
    data="$work/$lang"
    mkdir -p "$data"
    "$bin/diary" import "$work/diary-$lang.json" --data-dir "$data/diary" > /dev/null \
        || fail "could not seed the diary (diary import)"
    seed_market "$data/open-market"
    start_gallery "$lang"
    echo "screenshots: $lang, gallery at $address"
    # TMPDIR: the browser's profile goes under $work, which the trap removes whatever happens.
    TMPDIR="$work" "$bin/gallery-screenshots" --url "$address" --lang "$lang" --out "$work/screens" \
        --chromium "$chromium" --scale "${SCREENSHOT_SCALE:-1}" \
        || fail "the $lang pictures could not be taken (see above); docs/screens is left as it was"
    stop_gallery
    # The screens while they load: the same data, a market of two pages, every answer of
    # Starbucks' data and of the market 10 s late (a page waits 2 s, then shows the load under way).
    grow_market "$data/open-market" "$lang"
    start_gallery "$lang" --latency 10
    echo "screenshots: $lang, loading screens, gallery at $address"
    TMPDIR="$work" "$bin/gallery-screenshots" --loading --url "$address" --lang "$lang" --out "$work/screens" \
        --chromium "$chromium" --scale "${SCREENSHOT_SCALE:-1}" \
        || fail "the $lang pictures of loading screens could not be taken (see above); docs/screens is left as it was"
    stop_gallery
done

# --- The pictures and the README tables ---------------------------------------------------------

mkdir -p "$screens"
rm -f "$screens"/*.png
mv "$work/screens"/*.png "$screens/"

# Replaces what lies between the README's `<!-- screens:begin -->` and `<!-- screens:end -->`.
replace_table() {
    local readme="$1" table="$2"
    grep -q '<!-- screens:begin -->' "$readme" || return 0
    awk -v table="$table" '
        /<!-- screens:begin -->/ { print; while ((getline line < table) > 0) print line; skipping = 1; next }
        /<!-- screens:end -->/ { skipping = 0 }
        !skipping { print }
    ' "$readme" > "$work/readme" && cat "$work/readme" > "$readme"
}
"$bin/gallery-screenshots" --markdown --prefix docs/screens > "$work/table"
replace_table "$root/README.md" "$work/table"
# Each kit's README shows its app's screens (`--list-apps`: "<app> <kit folder>" lines).
"$bin/gallery-screenshots" --list-apps > "$work/apps"
while read -r app kit; do
    "$bin/gallery-screenshots" --markdown --app "$app" --prefix ../docs/screens > "$work/table"
    replace_table "$root/$kit/README.md" "$work/table"
done < "$work/apps"

count="$(find "$screens" -name '*.png' | wc -l)"
size="$(du -sh "$screens" | cut -f1)"
echo "screenshots: $count pictures in docs/screens ($size); README tables updated"
