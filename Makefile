# layoutspec: build, test and measure. `make test` is what CI runs (.ci/run).

SWIFT ?= swift
PREFIX ?= /usr/local
RELEASE_BIN = .build/release/layoutspec

.PHONY: build release test golden lint format install clean svg-png bench

build:
	$(SWIFT) build

release:
	$(SWIFT) build -c release

# Unit, reader, format and CLI tests, then every sample against its golden file.
test:
	$(SWIFT) build
	$(SWIFT) test
	$(SWIFT) run layoutspec test samples

# Re-record the golden files after a reviewed change of behaviour (never in CI).
golden: release
	$(RELEASE_BIN) test samples --update

# The performance numbers of issue 7 (feed, nested flexing, wide and wrapping stacks,
# end-to-end read/layout/write). BENCH_ARGS passes options, e.g. BENCH_ARGS="--cells 1000".
bench:
	$(SWIFT) build -c release
	.build/release/layoutspec-bench $(BENCH_ARGS)

lint:
	$(SWIFT) format lint --strict -r Sources Tests Package.swift

format:
	$(SWIFT) format format -i -r Sources Tests Package.swift

install: release
	install -d $(PREFIX)/bin
	install -m 755 $(RELEASE_BIN) $(PREFIX)/bin/layoutspec

clean:
	rm -rf .build

# The simple header sample as SVG, rendered to PNG by headless Chromium (Debian: apt-get
# install chromium), to look at what `--format svg` draws: .build/svg/simple-header.png.
SVG_SAMPLE = samples/stack/simple-header.yaml
CHROMIUM ?= chromium
svg-png: build
	@command -v $(CHROMIUM) >/dev/null || { echo "needs Chromium: apt-get install chromium"; exit 2; }
	mkdir -p .build/svg
	$(SWIFT) run layoutspec eval $(SVG_SAMPLE) --size '375x*' --format svg -o .build/svg/simple-header.svg
	size=$$(sed -n 's/^<svg [^>]*width="\([0-9.]*\)" height="\([0-9.]*\)".*/\1,\2/p' .build/svg/simple-header.svg \
	  | awk -F, '{ printf "%d,%d", $$1 + 0.999, $$2 + 0.999 }'); \
	$(CHROMIUM) --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=$$size \
	  --screenshot=$(CURDIR)/.build/svg/simple-header.png file://$(CURDIR)/.build/svg/simple-header.svg
	@echo "wrote .build/svg/simple-header.png"
