# layoutspec: build, test and measure. `make test` is what CI runs (.ci/run).

SWIFT ?= swift
PREFIX ?= /usr/local
RELEASE_BIN = .build/release/layoutspec

.PHONY: build release test golden lint format install clean

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

lint:
	$(SWIFT) format lint --strict -r Sources Tests Package.swift

format:
	$(SWIFT) format format -i -r Sources Tests Package.swift

install: release
	install -d $(PREFIX)/bin
	install -m 755 $(RELEASE_BIN) $(PREFIX)/bin/layoutspec

clean:
	rm -rf .build
