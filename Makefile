# Mekuri — the two commands are `make run` and `make test`.
# Each installs what is missing first (apt-get on Debian/Ubuntu, with sudo when not root;
# Homebrew on macOS), then builds and runs the app or the tests.

SWIFT ?= swift
ARGS ?=

APT_PACKAGES      := libsdl2-dev libsdl2-ttf-dev libsdl2-image-dev libfontconfig-dev pkg-config fonts-noto-cjk fonts-noto-color-emoji
APT_TEST_PACKAGES := xvfb xdotool xclip x11-utils imagemagick time chromium gcc g++
BREW_PACKAGES     := sdl2 sdl2_ttf sdl2_image fontconfig pkg-config

SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
UNAME := $(shell uname -s)

# Release builds on Linux carry the Swift runtime, Foundation and the C++ library inside the
# program and are not position-independent: no shared Swift or C++ libraries to load and link at
# exec, no relocations to apply to their pages (the first frame about 8 ms sooner, peak RSS about
# 9 MB lower; make bench). The C++ library needs its own linker step
# (Tests/Performance/lld-static-libstdc++.sh: the toolchain asks for the shared one). Every
# function has a section of its own, and lld lays the functions start-up runs side by side
# (Tests/Performance/startup.order, written by make startup-order), so start-up touches a few
# 64 KB windows of code instead of a hundred (peak RSS about 4 MB lower). The program exports no
# symbols: nothing looks them up, and libraries loaded later would otherwise search them.
STARTUP_ORDER := $(CURDIR)/Tests/Performance/startup.order
ifeq ($(UNAME),Linux)
RELEASE_FLAGS := --static-swift-stdlib -Xlinker -no-pie -Xswiftc -use-ld=lld \
	-Xswiftc -Xclang-linker -Xswiftc --ld-path=$(CURDIR)/Tests/Performance/lld-static-libstdc++.sh \
	-Xswiftc -Xfrontend -Xswiftc -function-sections \
	-Xlinker --symbol-ordering-file=$(STARTUP_ORDER) -Xlinker --no-warn-symbol-ordering -Xlinker --no-export-dynamic
endif

.PHONY: run test check build bench leaks startup-order screenshots gif deps test-deps check-swift clean

## make run: install what is missing, build, and open the window (pass options with ARGS="--locale en").
run: deps
	$(SWIFT) run mekuri $(ARGS)

## make test: install what is missing, build (failing on a warning of the project's own), and run every
## test (unit, screenshot, end-to-end).
test: deps test-deps
	mkdir -p .build
	$(SWIFT) build --build-tests > .build/build.log 2>&1; status=$$?; cat .build/build.log; exit $$status
	@! grep -E '^/.*: warning: ' .build/build.log | sort -u | grep . || \
		{ echo "make: the build printed warnings of the project's own (above); fix them"; exit 1; }
	$(SWIFT) test --skip-build --disable-swift-testing
	.build/debug/mekuri test Tests/Examples --ci --results .build/examples-results

## make check: build and run the unit tests, for everyday work (under 30 s once built): the engine,
## the UI, the painter and the app's in-process tests; not the screenshot and end-to-end suites, nor
## the app's tests that start mekuri as a process or run whole prototype files (make test runs all).
CHECK_SUITES := MekuriEngineTests|MekuriSystemTests|MekuriUITests|MekuriSDLTests|MekuriAppTests
CHECK_SKIPPED := Process|TestCommand|HostileCorpus|ScriptChecks|DeckLoader|HTMLReportBrowser|WaitingChecks|FileTests|SwiftUIExportParse|DocumentationExamples
check: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --disable-swift-testing --filter '$(CHECK_SUITES)' --skip '$(CHECK_SKIPPED)'

build: deps
	$(SWIFT) build

## make bench: the performance figures of the README, from a release build: --bench at three sizes,
## a line per transition at 1280x800, then the real window under Xvfb (swiping frame rate, idle CPU, start-up, peak RSS), then each
## scene's peak RSS swiping at 8192x8192 (GNU time), then start-up and peak RSS against a bare SDL
## window and a bare headless SDL program (last: it fails when a ratio is above its target).
bench: deps test-deps
	$(SWIFT) build -c release $(RELEASE_FLAGS)
	for size in 390x844 1280x800 2560x1600; do .build/release/mekuri --bench --size $$size --frames 1200 || exit 1; done
	.build/release/mekuri --bench --size 1280x800 --frames 1200 --feel Assets/Feels/peek.json
	.build/release/mekuri --bench --size 1280x800 --frames 1200 --panel
	.build/release/mekuri --bench --size 820x1180 --frames 1200
	.build/release/mekuri --bench --device ipad-air-11 --frames 1200
	@for t in slide parallax fade scale cube coverflow stack curl; do \
		feel=$$( [ $$t = slide ] || echo "--feel Assets/Feels/$$t.json" ); \
		printf 'transition %-10s %s\n' "$$t" "$$(.build/release/mekuri --bench --size 1280x800 --frames 1200 $$feel | tail -n 1)" || exit 1; \
	done
	Tests/Performance/window-figures.sh .build/release/mekuri 390x844
	Tests/Performance/window-figures.sh .build/release/mekuri 1280x800
	Tests/Performance/window-figures.sh .build/release/mekuri ipad-air-11
	Tests/Performance/window-figures.sh .build/release/mekuri 1280x800 --feel Assets/Feels/curl.json
	Tests/Performance/window-figures.sh .build/release/mekuri 1280x800 --feel Assets/Feels/cube.json
	Tests/Performance/large-frame-rss.sh .build/release/mekuri 8192x8192
	Tests/Performance/deck-figures.sh .build/release/mekuri
	Tests/Performance/startup-figures.sh .build/release/mekuri

## make leaks: a headless script through every scene under LeakSanitizer (an AddressSanitizer
## build in .build/asan; any leak fails), then 10,000 benchmark frames that must make no texture
## and keep the number of live textures flat.
leaks: deps
	$(SWIFT) build --sanitize=address --build-path .build/asan
	rm -rf .build/leaks && mkdir -p .build/leaks
	cd .build/leaks && ASAN_OPTIONS=detect_leaks=1 ../asan/debug/mekuri --headless --script ../../Tests/Memory/every-scene.mekuri
	@echo "leaks: none reported by LeakSanitizer"
	$(SWIFT) build -c release $(RELEASE_FLAGS)
	.build/release/mekuri --bench --frames 10000 > .build/leaks/bench.txt
	@cat .build/leaks/bench.txt
	@tail -1 .build/leaks/bench.txt | grep -q '"textures_created":0,' || { echo "leaks: textures were made in steady state"; exit 1; }
	@tail -1 .build/leaks/bench.txt | awk -F'"textures_live_before":|,"textures_live_after":|}' '{ if ($$2 != $$3) { print "leaks: live textures went from " $$2 " to " $$3; exit 1 } else print "leaks: live textures flat at " $$2 " over 10000 frames" }'

## make startup-order: list again the functions start-up runs (Tests/Performance/startup.order),
## from callgrind runs of the release program; needs valgrind. Do it after changing what start-up
## calls; a stale list costs memory, never correctness.
startup-order: deps test-deps
	$(SWIFT) build -c release $(RELEASE_FLAGS)
	Tests/Performance/startup-order.sh .build/release/mekuri Tests/Performance/startup.order
	rm -f .build/release/mekuri   # the next release build links with the new list

## make screenshots: redraw the README's pictures with the headless runner.
screenshots: build
	cd Assets/Screenshots && ../../.build/debug/mekuri --headless --script weekdays.mekuri
	cd Assets/Screenshots && ../../.build/debug/mekuri --headless --scene tabs --script tabs.mekuri
	cd Assets/Screenshots && ../../.build/debug/mekuri --headless --scene form --script form.mekuri
	cd Assets/Screenshots && ../../.build/debug/mekuri --headless --scene cards --script cards.mekuri
	cd Assets/Screenshots && ../../.build/debug/mekuri --headless --scene pulldown --script pulldown.mekuri
	cd Assets/Screenshots && ../../.build/debug/mekuri --headless --appearance dark --script dark.mekuri
	cd Assets/Screenshots && ../../.build/debug/mekuri --headless --feel ../Feels/peek.json --script peek.mekuri
	cd Assets/Screenshots && ../../.build/debug/mekuri --headless --feel ../Feels/rtl.json --script rtl.mekuri
	cd Assets/Screenshots && ../../.build/debug/mekuri --headless --feel ../Feels/vertical.json --script vertical.mekuri
	cd Assets/Screenshots && ../../.build/debug/mekuri --headless --panel --script lab.mekuri
	cd Assets/Decks && ../../.build/debug/mekuri --headless --scale 2 --locale en --script screens.mekuri
	cd Assets/Screenshots && ../../.build/debug/mekuri --headless --deck ../Decks/tour.json --locale en --script deck.mekuri
	cd Assets/Screenshots && ../../.build/debug/mekuri --headless --script icon.mekuri

## make gif: record a swipe across the weekday seam frame by frame and assemble the README's GIF
## (every other frame at 30 ms, half size; ImageMagick); then replay a drag recorded in the
## window (Ctrl+R) against the standard feel and Assets/Feels/snappy.json side by side, with the
## feel panel and its plot, for the feel lab's GIF; then the page curl's GIF and the strip of the
## other transitions half-way.
gif: build test-deps
	rm -rf .build/gif && mkdir -p .build/gif/frames .build/gif/compare/frames
	cd .build/gif && ../debug/mekuri --headless --script ../../Assets/Screenshots/seam-gif.mekuri
	convert -delay 3 -loop 0 $$(ls .build/gif/frames/*.png | awk 'NR % 2 == 1') -resize 50% -layers Optimize Assets/Screenshots/weekdays-seam.gif
	awk '/^restore /{print; print "record frames"; next} /^wait |^state/{next} 1' \
		Assets/Screenshots/slow-drag.recording.mekuri > .build/gif/compare/compare.mekuri
	cd .build/gif/compare && ../../debug/mekuri --headless --compare ../../../Assets/Feels/snappy.json --panel \
		--script compare.mekuri
	convert -delay 3 -loop 0 $$(ls .build/gif/compare/frames/*.png | awk 'NR % 2 == 1') -resize 50% -layers Optimize \
		Assets/Screenshots/feel-compare.gif
	mkdir -p .build/gif/curl/frames .build/gif/transitions
	cd .build/gif/curl && ../../debug/mekuri --headless --script ../../../Assets/Screenshots/curl-gif.mekuri
	convert -delay 3 -loop 0 $$(ls .build/gif/curl/frames/*.png | awk 'NR % 2 == 1') -resize 50% -layers Optimize \
		Assets/Screenshots/curl.gif
	cd Assets/Screenshots && ../../.build/debug/mekuri --headless --script transitions.mekuri
	montage $$(ls .build/gif/transitions/*.png) -tile 6x1 -resize 40% -geometry +4+0 Assets/Screenshots/transitions.png

deps: check-swift
ifeq ($(UNAME),Darwin)
	@command -v brew >/dev/null || { echo "make: Homebrew is needed to install SDL2 (https://brew.sh)"; exit 1; }
	@for p in $(BREW_PACKAGES); do brew list $$p >/dev/null 2>&1 || brew install $$p; done
else
	@$(call apt_install,$(APT_PACKAGES))
endif

test-deps:
ifneq ($(UNAME),Darwin)
	@$(call apt_install,$(APT_TEST_PACKAGES))
endif

check-swift:
	@command -v $(SWIFT) >/dev/null || { echo "make: Swift 6 is needed; install a toolchain from swift.org and put it on PATH"; exit 1; }

clean:
	$(SWIFT) package clean

# apt_install(PACKAGES): installs the packages that dpkg does not list as installed.
define apt_install
missing=""; for p in $(1); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
if [ -n "$$missing" ]; then \
  echo "make: installing$$missing"; \
  $(SUDO) apt-get update -qq && \
  $(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
fi
endef
