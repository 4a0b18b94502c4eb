#!/usr/bin/env bash
# Headless Chromium and the fonts it draws Korean with, from Debian's packages (`chromium`,
# `fonts-noto-cjk`), installed with apt-get when missing: the gallery's browser tests
# (Tools/Tests/GalleryBrowserTests, part of `make test`) and `make screenshots` need them.
# With --screenshots, also what `make screenshots` alone needs: the color emoji font
# (`fonts-noto-color-emoji`) and `sqlite3`. Nothing happens when everything is there.
#
# Runs apt-get as root, through `sudo -n` when not root; without either it says what to install.
#
# Usage: install-chromium.sh [--screenshots]
set -euo pipefail

purpose="the gallery's browser tests (make test)"
screenshots=false
case "${1:-}" in
    "") ;;
    --screenshots)
        screenshots=true
        purpose="make screenshots"
        ;;
    *)
        echo "usage: install-chromium.sh [--screenshots]" >&2
        exit 2
        ;;
esac

fail() {
    echo "install-chromium: $*" >&2
    exit 1
}

# Whether the font family $1 (of Debian's package $2) is installed.
has_font() {
    if command -v fc-list > /dev/null 2>&1; then
        fc-list 2> /dev/null | grep "$1" > /dev/null
    else
        dpkg-query -W -f='${Status}' "$2" 2> /dev/null | grep "ok installed" > /dev/null
    fi
}

missing=()
command -v chromium > /dev/null 2>&1 || missing+=(chromium)
has_font "Noto Sans CJK" fonts-noto-cjk || missing+=(fonts-noto-cjk)
if "$screenshots"; then
    has_font "Noto Color Emoji" fonts-noto-color-emoji || missing+=(fonts-noto-color-emoji)
    command -v sqlite3 > /dev/null 2>&1 || missing+=(sqlite3)
fi
[ "${#missing[@]}" -eq 0 ] && exit 0

command -v apt-get > /dev/null 2>&1 \
    || fail "${missing[*]} missing and no apt-get to install them; install Chromium and the Noto CJK fonts (Debian: ${missing[*]}) for $purpose"
if [ "$(id -u)" -eq 0 ]; then
    as_root=()
elif command -v sudo > /dev/null 2>&1 && sudo -n true 2> /dev/null; then
    as_root=(sudo)
else
    fail "${missing[*]} missing; install them with: sudo apt-get install ${missing[*]}"
fi
echo "install-chromium: installing ${missing[*]} with apt-get, for $purpose"
{ "${as_root[@]}" apt-get update -qq \
    && DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"; } \
    || fail "apt-get could not install ${missing[*]}; install them, then run $purpose again"
