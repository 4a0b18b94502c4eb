# Workspace tasks. Every folder holding a Package.swift is a package; the kits
# come first and Tools, which depends on them, last.

SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c

SWIFT ?= swift
PREFIX ?= /usr/local
CONFIG_FLAGS ?=

KITS := $(sort $(patsubst %/Package.swift,%,$(filter-out Tools/Package.swift,$(wildcard */Package.swift))))
TOOLS := $(patsubst %/Package.swift,%,$(wildcard Tools/Package.swift))
PACKAGES := $(KITS) $(TOOLS)
SOURCES := $(wildcard $(addsuffix /Package.swift,$(PACKAGES))) $(wildcard $(addsuffix /Sources,$(PACKAGES)) $(addsuffix /Tests,$(PACKAGES)))
CLIS := juice-maker open-market expo diary starbucks app-gallery
DOCS_DIR := .build/docs
GALLERY_DATA := .build/gallery-data
PORT ?= 8080
SCREENSHOT_SCALE ?= 1

.PHONY: all axe test demo gallery screenshots build clean lint format share bench docs tsan install help \
	release api-check release-check

all: build

help:
	@echo "make test     run every package's tests (kits first, then Tools); installs headless Chromium"
	@echo "              with apt-get if missing (the gallery's browser tests drive it)"
	@echo "make demo     build the CLIs and tour them against a temporary data directory"
	@echo "make gallery  build and start app-gallery, the five apps as web pages on 127.0.0.1:8080"
	@echo "              (PORT=0 picks a free port); its data lives in $(GALLERY_DATA), never in yours"
	@echo "make screenshots  picture every gallery screen in English and Korean with headless Chromium"
	@echo "              (installed with apt-get if missing) into docs/screens/, and the READMEs' tables"
	@echo "make build    build every package"
	@echo "make clean    remove every package's build folder (and the root's, but for the kits'"
	@echo "              release repositories in $(RELEASES))"
	@echo "make lint     check the style of all sources, that every shared copy equals Shared/, and"
	@echo "              that no kit type takes the name of a framework type (SwiftUI, StoreKit…)"
	@echo "make share    copy the canonical folders under Shared/, and the LICENSE, into every kit"
	@echo "make format   rewrite all sources in the checked-in style"
	@echo "make bench    run the benchmarks in release mode and print their ratios"
	@echo "make docs     build each kit's DocC site under $(DOCS_DIR)/"
	@echo "make tsan     run every package's tests under ThreadSanitizer"
	@echo "make install  install the CLIs into \$$(PREFIX)/bin (PREFIX=$(PREFIX))"
	@echo "make release VERSION=x.y.z [KITS=\"JuiceMakerKit …\"]  each kit (all by default) as a"
	@echo "              repository of its own in $(RELEASES)/<Kit>.git, built and tested from a clone,"
	@echo "              tagged x.y.z; writes <Kit>/RELEASE to commit. Publish: see the README's Versions"
	@echo "make api-check    compare each kit's public API with its last release (<Kit>/RELEASE); fails"
	@echo "              on a breaking change the kit's CHANGELOG does not announce as a new major version"
	@echo "make release-check  a throwaway release of every kit at $(CHECK_VERSION) in a temporary folder,"
	@echo "              and a new package that adds two kits by URL and runs their READMEs' quick starts"

# The ids of the running processes whose executable is in one of this checkout's build folders
# (`*/.build*/`: a CLI, a server, a test binary), from /proc where there is one, else from their
# command lines.
LEFTOVER_PROCESSES = if [ -d /proc/self ]; then \
	    for process in /proc/[0-9]*; do \
	        executable="$$(readlink "$$process/exe" 2> /dev/null)" || continue; \
	        case "$$executable" in "$(CURDIR)"/*/.build*/*) echo "$${process:6}";; esac; \
	    done; \
	else pgrep -f "$(CURDIR)/[^ ]*/[.]build" || true; fi

# Nothing the tests started may still run afterwards: what does is printed, killed, and fails
# the target. The gallery's browser tests need headless Chromium and the Noto CJK fonts, installed
# first when missing (Tools/Scripts/install-chromium.sh; where it cannot, it says what to install
# and those tests fail saying so too). Tools' tests run in three groups, one after another: the
# CLIs and servers, the gallery in process, the gallery in a browser; so that the gallery's heavy
# tests (40 MB uploads, a browser) never slow the tests that wait on a server or a lock.
# axe-core, for the gallery's accessibility test: the axe.min.js that PyPI's axe-playwright-python
# wheel carries, fetched once into .build/axe (never committed).
AXE_PACKAGE := axe-playwright-python==0.1.8
AXE_JS := .build/axe/axe.min.js

axe: $(AXE_JS)

$(AXE_JS):
	@mkdir -p .build/axe
	python3 -m pip download --quiet --no-deps --dest .build/axe "$(AXE_PACKAGE)"
	python3 -c "import glob, zipfile; wheel = zipfile.ZipFile(sorted(glob.glob('.build/axe/axe_playwright_python-*.whl'))[-1]); open('$(AXE_JS)', 'wb').write(wheel.read('axe_playwright_python/axe.min.js'))"

test: $(AXE_JS)
	@bash Tools/Scripts/install-chromium.sh || true
	@failed=""; \
	for package in $(PACKAGES); do \
	    echo "==> swift test ($$package)"; \
	    if [ "$$package" = "$(TOOLS)" ]; then \
	        $(SWIFT) test --package-path "$$package" $(CONFIG_FLAGS) --skip GalleryTests \
	            --skip GalleryBrowserTests || failed="$$failed $$package"; \
	        echo "==> swift test ($$package: the gallery in process)"; \
	        $(SWIFT) test --package-path "$$package" $(CONFIG_FLAGS) --filter GalleryTests \
	            || failed="$$failed $$package(gallery)"; \
	        echo "==> swift test ($$package: the gallery in headless Chromium)"; \
	        $(SWIFT) test --package-path "$$package" $(CONFIG_FLAGS) --filter GalleryBrowserTests \
	            || failed="$$failed $$package(browser)"; \
	    else \
	        $(SWIFT) test --package-path "$$package" $(CONFIG_FLAGS) || failed="$$failed $$package"; \
	    fi; \
	done; \
	leftovers="$$($(LEFTOVER_PROCESSES))"; \
	if [ -n "$$leftovers" ]; then \
	    echo "make test: these processes were left running; killing them:" >&2; \
	    ps -o pid=,args= -p "$$(echo $$leftovers | tr ' ' ',')" >&2 || true; \
	    kill $$leftovers 2> /dev/null || true; sleep 1; kill -9 $$leftovers 2> /dev/null || true; \
	    failed="$$failed (processes left running)"; \
	fi; \
	if [ -n "$$failed" ]; then echo "Tests failed in:$$failed" >&2; exit 1; fi; \
	echo "All packages passed: $(PACKAGES)"

build:
	@for package in $(PACKAGES); do \
	    echo "==> swift build ($$package)"; \
	    $(SWIFT) build --package-path "$$package" $(CONFIG_FLAGS); \
	done

clean:
	@for package in $(PACKAGES); do \
	    echo "==> clean ($$package)"; \
	    rm -rf "$$package/.build"; \
	done
	@# The kits' release repositories (.build/release) are kept: they may hold tags not yet published.
	@if [ -d .build ]; then find .build -mindepth 1 -maxdepth 1 ! -name release -exec rm -rf {} +; fi

# What the kits share is copied, not depended on, so that every kit stays a standalone package:
# the canonical folders live under Shared/ and Shared/share.sh says where each is copied.
# `make share` copies them; lint fails when any copy differs from its canonical folder.
share:
	@Shared/share.sh
	@echo "share: copied the folders under Shared/ into every kit (see Shared/share.sh)"

lint:
	$(SWIFT) format lint --strict --recursive --parallel $(SOURCES) Shared
	@Shared/share.sh --check
	@Tools/Scripts/check-framework-names.sh
	@Tools/Scripts/check-tuple-awaits.sh
	@Tools/Scripts/check-availability.sh

format:
	$(SWIFT) format format --in-place --recursive --parallel $(SOURCES) Shared

demo:
	$(SWIFT) build --package-path Tools
	bash Tools/Scripts/demo.sh "$$($(SWIFT) build --package-path Tools --show-bin-path)"

# The gallery keeps every app's state under $(GALLERY_DATA)/<tool>, so it never touches a
# person's real data (app-gallery without --data-dir shares each CLI's own data directory).
gallery:
	$(SWIFT) build --package-path Tools --product app-gallery
	@mkdir -p $(GALLERY_DATA)
	"$$($(SWIFT) build --package-path Tools --show-bin-path)/app-gallery" --port $(PORT) --data-dir $(GALLERY_DATA)

# Every screen of the gallery in English and Korean, taken by headless Chromium (Debian's
# `chromium` and the Noto CJK and emoji fonts, installed with apt-get when missing) on a temporary
# data directory, each screen whole (390 wide, as tall as the screen; SCREENSHOT_SCALE=2 doubles
# the pixels), on a clock set to a fixed moment (app-gallery --now), into docs/screens/; the README
# tables follow. See Tools/Scripts/screenshots.sh.
screenshots:
	$(SWIFT) build --package-path Tools --product app-gallery
	$(SWIFT) build --package-path Tools --product diary
	$(SWIFT) build --package-path Tools --product open-market
	$(SWIFT) build --package-path Tools --product weather-stand-in
	$(SWIFT) build --package-path Tools --product gallery-screenshots
	SCREENSHOT_SCALE=$(SCREENSHOT_SCALE) \
	    bash Tools/Scripts/screenshots.sh "$$($(SWIFT) build --package-path Tools --show-bin-path)" "$(CURDIR)"

bench:
	$(SWIFT) build --package-path Tools -c release
	"$$($(SWIFT) build --package-path Tools -c release --show-bin-path)/bench"

# Symbol graphs come from building each kit's library target alone (in its own scratch folder,
# so the flags never invalidate the normal build), which works on a fresh clone. Only the kit's
# own graphs go to docc (DiaryKit's build also emits GRDB's).
docs:
	@mkdir -p $(DOCS_DIR)
	@for kit in $(KITS); do \
	    echo "==> docs ($$kit)"; \
	    emitted="$$kit/.build-docs/emitted-graphs"; graphs="$$kit/.build-docs/symbol-graphs"; \
	    rm -rf "$$graphs"; mkdir -p "$$emitted" "$$graphs"; \
	    $(SWIFT) build --package-path "$$kit" --target "$$kit" --scratch-path "$$kit/.build-docs" \
	        -Xswiftc -emit-symbol-graph -Xswiftc -emit-symbol-graph-dir -Xswiftc "$$PWD/$$emitted" \
	        -Xswiftc -symbol-graph-minimum-access-level -Xswiftc public > "$$kit/.build-docs/build.log" 2>&1 \
	        || { cat "$$kit/.build-docs/build.log" >&2; exit 1; }; \
	    cp "$$emitted/$$kit.symbols.json" "$$graphs/"; \
	    for extension in "$$emitted/$$kit"@*.symbols.json; do \
	        if [ -f "$$extension" ]; then cp "$$extension" "$$graphs/"; fi; \
	    done; \
	    rm -rf "$(DOCS_DIR)/$$kit"; \
	    docc convert "$$kit/Sources/$$kit/$$kit.docc" \
	        --fallback-display-name "$$kit" --fallback-bundle-identifier "workspace.$$kit" \
	        --additional-symbol-graph-dir "$$graphs" --warnings-as-errors \
	        --output-path "$(DOCS_DIR)/$$kit"; \
	    test -f "$(DOCS_DIR)/$$kit/index.html" || test -d "$(DOCS_DIR)/$$kit/data" \
	        || { echo "docs: nothing written for $$kit" >&2; exit 1; }; \
	done
	@echo "DocC sites written under $(DOCS_DIR)/: $(KITS)"

tsan:
	@failed=""; \
	for package in $(PACKAGES); do \
	    echo "==> swift test --sanitize=thread ($$package)"; \
	    TSAN_OPTIONS="suppressions=$(CURDIR)/tsan.supp $${TSAN_OPTIONS:-}" \
	    $(SWIFT) test --package-path "$$package" --sanitize=thread --scratch-path "$$package/.build-tsan" \
	        || failed="$$failed $$package"; \
	done; \
	if [ -n "$$failed" ]; then echo "ThreadSanitizer runs failed in:$$failed" >&2; exit 1; fi

# Releases (ARCHITECTURE.md, "Releases"): each kit split into a repository of its own under
# $(RELEASES)/ (the root has no Package.swift, so no build of SwiftPM's ever writes there; the
# packages' own `.build/release` folders are inside each package), by Tools/Scripts/release.sh.
RELEASES := .build/release
CHECK_VERSION := 0.0.0-ci

release:
	@if [ -z "$(VERSION)" ]; then \
	    echo "make release: name the version: make release VERSION=1.2.0 [KITS=\"JuiceMakerKit ExpoKit\"]" >&2; \
	    exit 2; \
	fi
	@SWIFT="$(SWIFT)" bash Tools/Scripts/release.sh release "$(VERSION)" $(KITS)

api-check:
	@SWIFT="$(SWIFT)" bash Tools/Scripts/release.sh api-check $(KITS)

# The throwaway release is split and tagged but neither built nor tested: `make test` ran every
# kit's tests on the same content, and the package below builds two of the split kits from their
# repositories. ReleaseCheckTests (in Tools' ToolsTests) runs only when RELEASE_CHECK_REPOSITORIES
# names the folder of repositories.
release-check:
	@folder="$$(mktemp -d "$${TMPDIR:-/tmp}/release-check.XXXXXX")"; \
	trap 'rm -rf "$$folder"' EXIT; \
	SWIFT="$(SWIFT)" bash Tools/Scripts/release.sh throwaway "$(CHECK_VERSION)" "$$folder"; \
	echo "==> swift test --filter ReleaseCheckTests (a new package adds two kits by URL, from: \"$(CHECK_VERSION)\")"; \
	RELEASE_CHECK_REPOSITORIES="$$folder" RELEASE_CHECK_VERSION="$(CHECK_VERSION)" \
	    $(SWIFT) test --package-path Tools $(CONFIG_FLAGS) --filter ReleaseCheckTests

install:
	$(SWIFT) build --package-path Tools -c release
	@bin="$$($(SWIFT) build --package-path Tools -c release --show-bin-path)"; \
	mkdir -p "$(PREFIX)/bin"; \
	for cli in $(CLIS); do \
	    install -m 755 "$$bin/$$cli" "$(PREFIX)/bin/$$cli"; \
	    echo "installed $(PREFIX)/bin/$$cli"; \
	done; \
	for bundle in "$$bin"/*.resources; do \
	    [ -d "$$bundle" ] || continue; \
	    rm -rf "$(PREFIX)/bin/$$(basename "$$bundle")"; \
	    cp -R "$$bundle" "$(PREFIX)/bin/"; \
	    echo "installed $(PREFIX)/bin/$$(basename "$$bundle") (the kits' strings, found beside the CLIs)"; \
	done
