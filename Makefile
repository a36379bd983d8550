# layoutspec: build, test and measure. `make test` is what CI runs (.ci/run).

# The recipes run under macOS's own GNU Make 3.81 and bash 3.2 with BSD tools as well as on
# Linux. The system decides how the release binary is linked and what the oracle targets ask
# for; `make -n TARGET UNAME_S=Darwin` shows a Mac's commands on Linux.
UNAME_S ?= $(shell uname -s)

SWIFT ?= swift
PREFIX ?= /usr/local
# `make release` builds in a scratch folder of its own, so `make install` copies the binary
# `make release` linked, never what `swift build -c release` (or `swift run -c release`)
# left in .build/release, and the two builds do not rebuild each other's objects.
RELEASE_DIR = .build-release
RELEASE_BIN = $(RELEASE_DIR)/release/layoutspec
ifeq ($(UNAME_S),Darwin)
# macOS: the Swift runtime is part of the system (macOS 13, the package's minimum, has it)
# and Apple's toolchain links no static executable, so the release binary is a normal one.
RELEASE_FLAGS = -c release --scratch-path $(RELEASE_DIR)
else
# `make release` and `make bench`: the Swift runtime and the C library linked in, so the
# binary needs no toolchain and starts without a dynamic loader (docs/performance.md,
# "Start-up"). The runtime's start-up looks for its crash backtracer through /proc, and
# aborts where /proc is not mounted: the wrapped lookup (LayoutSpecPlatform/ProcessStart.swift)
# answers that there is none. The runtime's one `dlopen` (a debugging hook that looks for a
# library already loaded, which a static binary never has) is wrapped too, so the static C
# library's `dlopen`, and the linker's warning that it needs the shared C library at run
# time, stay out of the binary.
RELEASE_FLAGS = -c release --static-swift-stdlib -Xswiftc -static-executable \
	-Xlinker --wrap=swift_copyAuxiliaryExecutablePath -Xlinker --wrap=dlopen \
	--scratch-path $(RELEASE_DIR)
endif

.PHONY: build release test golden lint format install clean svg-png chromium browser-test bench fuzz \
	fuzz-build fuzz-toolchain man consumer-check schema-check text-fonts text-oracle text-oracle-breaks \
	ci-recipe-check library-doc-check noproc-check

build:
	$(SWIFT) build

# Unit, reader, format and CLI tests; SampleGoldenTests checks every sample in every format
# against the golden files beside it.
test:
	$(SWIFT) build
	$(SWIFT) test

# Re-record every golden file (samples/AREA/NAME.golden.FORMAT) after a reviewed change of
# behaviour (never in CI).
golden:
	UPDATE_GOLDENS=1 $(SWIFT) test --filter SampleGoldenTests

# The performance numbers of docs/performance.md (feed, nested flexing, wide and wrapping stacks,
# end-to-end read/layout/write). BENCH_ARGS passes options, e.g. BENCH_ARGS="--cells 1000".
# Built as `make release` builds: the whole-process timings are of the binary `make install`
# installs (it starts in 2 ms; linked dynamically, a binary starts several times slower), and
# the two targets share one build instead of rebuilding each other's. The bench imports
# Foundation: on Linux, linking it statically prints the linker's warnings that Foundation's
# user, group and host look-ups need the shared C library at run time (the bench never
# calls them; the binary it times links no Foundation).
bench:
	$(SWIFT) build $(RELEASE_FLAGS)
	$(RELEASE_DIR)/release/layoutspec-bench $(BENCH_ARGS)

# Tests/ImportInputs holds app code in the style of Texture's examples, as `import` reads it:
# its layout is the input's, not the project's.
LINTED = Sources Package.swift $(filter-out Tests/ImportInputs/,$(wildcard Tests/*/))

lint:
	$(SWIFT) format lint --strict -r $(LINTED)

format:
	$(SWIFT) format format -i -r $(LINTED)

# A release binary that runs on any Linux of its architecture as it is, or on macOS 13 and
# later (see RELEASE_FLAGS): $(RELEASE_BIN). Only the product `make install` installs: the
# bench (`make bench`) links Foundation, whose static link on Linux is a screen of warnings.
release:
	$(SWIFT) build $(RELEASE_FLAGS) --product layoutspec

# Copies the release binary (DESTDIR for staged installs, PREFIX for the place) and writes
# its man page and bash, zsh and fish completions with it; it never compiles, so `make
# release` as yourself, then `sudo make install`, builds nothing as root.
INSTALL_ROOT = $(DESTDIR)$(PREFIX)
install:
	@test -x $(RELEASE_BIN) || { echo "no release build: run 'make release' first"; exit 2; }
	install -d $(INSTALL_ROOT)/bin $(INSTALL_ROOT)/share/man/man1 \
	  $(INSTALL_ROOT)/share/bash-completion/completions $(INSTALL_ROOT)/share/zsh/site-functions \
	  $(INSTALL_ROOT)/share/fish/vendor_completions.d
	install -m 755 $(RELEASE_BIN) $(INSTALL_ROOT)/bin/layoutspec
	$(RELEASE_BIN) manpage > $(INSTALL_ROOT)/share/man/man1/layoutspec.1
	$(RELEASE_BIN) completions bash > $(INSTALL_ROOT)/share/bash-completion/completions/layoutspec
	$(RELEASE_BIN) completions zsh > $(INSTALL_ROOT)/share/zsh/site-functions/_layoutspec
	$(RELEASE_BIN) completions fish > $(INSTALL_ROOT)/share/fish/vendor_completions.d/layoutspec.fish

# docs/ci.md's CI recipes run as written: the description and golden files of its sections 1
# and 2 in a scratch repository, then the workflow of this system's runner (ubuntu-latest or
# macos-latest; CI_RECIPE_RUNNER=ubuntu|macos picks one), cloning this work tree and
# building it from nothing (Tests/CI/docs-ci-recipe.sh says what stands in for the runner).
# It takes as long as a release build from scratch; `make test` runs the same steps in
# seconds (CLITests' DocsCIRecipeTests), with `make release` dry-run and the binary the
# tests built installed in its place.
ci-recipe-check:
	bash Tests/CI/docs-ci-recipe.sh $(CI_RECIPE_RUNNER)

# The static release binary runs without /proc (a chroot, an image run without procfs): run in
# an empty root, it prints what it prints outside (Tests/CI/no-proc.sh; Linux only, and root
# or unprivileged user namespaces for chroot).
noproc-check: release
	bash Tests/CI/no-proc.sh $(RELEASE_BIN)

# docs/library.md's XCTest case, Swift Testing suite and font lines, compiled and run in a
# scratch package with the page's description as a resource (Tests/Library/check-library-doc.sh).
library-doc-check:
	bash Tests/Library/check-library-doc.sh

# Builds a small package that depends on the libraries (Tests/Consumer), as an app's test
# target would, and runs it: the public API is enough to read, lay out and write.
consumer-check:
	cd Tests/Consumer && $(SWIFT) run --scratch-path $(CURDIR)/.build-consumer

# The man page, generated from the same option tables as --help and the completions.
man: build
	mkdir -p .build/man
	$(SWIFT) run layoutspec manpage > .build/man/layoutspec.1
	@echo "wrote .build/man/layoutspec.1 (man .build/man/layoutspec.1)"

clean:
	rm -rf .build $(RELEASE_DIR) $(FUZZ_DIR)

# `layoutspec schema` checked by an implementation the project did not write: Python's
# jsonschema (Draft 2020-12, pip-installed into .build/schema-venv with PyYAML for the YAML
# samples) validates every sample and Texture case. Not part of `make test`, which runs the
# same check with its own small validator (DocumentSchemaTests).
SCHEMA_VENV = .build/schema-venv
schema-check: build
	test -x $(SCHEMA_VENV)/bin/python || python3 -m venv $(SCHEMA_VENV)
	$(SCHEMA_VENV)/bin/pip install --quiet jsonschema pyyaml
	$(SWIFT) run layoutspec schema > .build/layoutspec.schema.json
	$(SCHEMA_VENV)/bin/python Tests/Schema/check.py .build/layoutspec.schema.json

# The test fonts in Tests/Fonts, subset from Debian's packages to Latin (kerning, ligatures
# and, for DejaVu, the legacy 'kern' table kept; hinting dropped) so the repository stays
# small. DejaVuSans-KernTable.ttf has no GPOS, so its kerning comes from the 'kern' table.
# Inter-Variable-NoHVAR.ttf has no HVAR, so its advances vary through gvar's phantom points.
# FeaturesTest.ttf is made from scratch (no outlines) to use every GSUB and GPOS lookup
# type the shaper applies.
# Needs root for apt-get and pip's fonttools; not part of `make test`.
TEXT_FONT_UNICODES = U+0020-007E,U+00A0-017F,U+0300-036F,U+2010-2027,U+2030-203A,U+20AC,U+FB00-FB06
TEXT_SUBSET = pyftsubset --unicodes=$(TEXT_FONT_UNICODES) --layout-features='*' --no-hinting
ifeq ($(UNAME_S),Darwin)
# The subsets are cut from Debian's builds of the fonts, and the shaping and line break data
# recorded from them; Homebrew's casks hold other versions, so a Mac would write other files.
text-fonts:
	@echo "text-fonts: the test fonts are cut from Debian's packages (fonts-dejavu-core," \
	  "fonts-inter, fonts-inter-variable), so it runs on Debian only, as root; on macOS the" \
	  "fonts in Tests/Fonts are used as they are committed." >&2; exit 2
else
text-fonts:
	apt-get update && apt-get install -y fonts-dejavu-core fonts-inter fonts-inter-variable
	command -v pyftsubset >/dev/null || pip install fonttools
	$(TEXT_SUBSET) --legacy-kern /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf \
	  --output-file=Tests/Fonts/DejaVuSans.ttf
	$(TEXT_SUBSET) --legacy-kern --drop-tables+=GPOS /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf \
	  --output-file=Tests/Fonts/DejaVuSans-KernTable.ttf
	$(TEXT_SUBSET) /usr/share/fonts/opentype/inter/Inter-Regular.otf \
	  --output-file=Tests/Fonts/Inter-Regular.otf
	$(TEXT_SUBSET) /usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf \
	  --output-file=Tests/Fonts/Inter-Variable.ttf
	pyftsubset --unicodes=U+0020-007E,U+00A0-00FF --layout-features='*' --no-hinting \
	  --drop-tables+=HVAR /usr/share/fonts/truetype/inter-vf/Inter-roman.var.ttf \
	  --output-file=Tests/Fonts/Inter-Variable-NoHVAR.ttf
	python3 Tests/Fonts/oracle/make-features-font.py
	cp /usr/share/doc/fonts-dejavu-core/copyright Tests/Fonts/LICENSE-DejaVu.txt
	cp /usr/share/doc/fonts-inter/copyright Tests/Fonts/LICENSE-Inter.txt
endif

# HarfBuzz's shaping of a corpus of strings in the test fonts, recorded as the data
# FontShapingOracleTests compares the shaper with (Tests/Fonts/oracle/*.json; the script
# says which features are on). Needs hb-shape (Debian's libharfbuzz-bin, Homebrew's
# harfbuzz); not part of `make test`.
ifeq ($(UNAME_S),Darwin)
# On a Mac, Homebrew's harfbuzz has hb-shape; the data names the HarfBuzz version it came from.
text-oracle:
	@command -v hb-shape >/dev/null || \
	  { echo "text-oracle needs HarfBuzz's hb-shape: brew install harfbuzz" >&2; exit 2; }
	python3 Tests/Fonts/oracle/make-oracle.py
else
text-oracle:
	command -v hb-shape >/dev/null || { apt-get update && apt-get install -y libharfbuzz-bin; }
	python3 Tests/Fonts/oracle/make-oracle.py
endif

# Headless Chromium for the picture checks, on Linux installed from Debian when it is
# missing (as root; a fresh machine's package lists are empty, hence the update).
ifeq ($(UNAME_S),Darwin)
# On a Mac, Google Chrome's binary inside its app; the Chromium cask's is
# CHROMIUM=/Applications/Chromium.app/Contents/MacOS/Chromium. Never installed from here.
CHROMIUM ?= /Applications/Google Chrome.app/Contents/MacOS/Google Chrome
chromium:
	@test -x "$(CHROMIUM)" || command -v "$(CHROMIUM)" >/dev/null || \
	  { echo "needs Chrome or Chromium: brew install --cask google-chrome (or brew install" \
	  "--cask chromium and CHROMIUM=/Applications/Chromium.app/Contents/MacOS/Chromium)" >&2; \
	  exit 2; }
else
CHROMIUM ?= chromium
chromium:
	@command -v $(CHROMIUM) >/dev/null || { command -v apt-get >/dev/null && \
	  apt-get update && apt-get install -y chromium; } || \
	  { echo "needs Chromium: apt-get update && apt-get install chromium"; exit 2; }
endif

# The simple header sample as SVG, rendered to PNG by headless Chromium, to look at what
# `--format svg` draws: .build/svg/simple-header.png.
SVG_SAMPLE = samples/stack/simple-header.yaml
svg-png: build chromium
	mkdir -p .build/svg
	$(SWIFT) run layoutspec eval $(SVG_SAMPLE) --size 375xany --format svg -o .build/svg/simple-header.svg
	size=$$(sed -n 's/^<svg [^>]*width="\([0-9.]*\)" height="\([0-9.]*\)".*/\1,\2/p' .build/svg/simple-header.svg \
	  | awk -F, '{ printf "%d,%d", $$1 + 0.999, $$2 + 0.999 }'); \
	"$(CHROMIUM)" --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size=$$size \
	  --screenshot=$(CURDIR)/.build/svg/simple-header.png file://$(CURDIR)/.build/svg/simple-header.svg
	@echo "wrote .build/svg/simple-header.png"

# Every sample's inspector page (`--format html`) in headless Chromium: a page script
# clicks tree rows and boxes and moves the width slider, checking selection both ways and
# the layouts; then the live preview of `serve` (Tests/Browser/live.py): an edit on disk
# updates the page in place. Screenshots in .build/browser/. Needs Chromium; not part of
# `make test`.
browser-test: build chromium
	CHROMIUM="$(CHROMIUM)" python3 Tests/Browser/run.py
	CHROMIUM="$(CHROMIUM)" python3 Tests/Browser/live.py

# Coverage-guided fuzzing with libFuzzer (in the Swift toolchain), never part of `make test`.
# The library modules are compiled with swiftc, instrumented, into $(FUZZ_DIR); each target
# in Tests/Fuzz links them with its entry point. `make fuzz` runs every target for
# FUZZ_SECONDS; the corpus grows in $(FUZZ_DIR)/corpus-* from samples/, Tests/Fuzz/Seeds
# and the CLI test inputs (fonts from Tests/Fonts; import's source from Tests/ImportInputs). A
# failing input is saved as $(FUZZ_DIR)/crash-* (keep it under
# Tests/Fuzz/Regressions/TARGET/ once fixed). FUZZ_SOURCES=path/Sources fuzzes another tree.
SWIFTC ?= swiftc
FUZZ_SECONDS ?= 300
FUZZ_TARGETS ?= json yaml eval font import
FUZZ_DIR ?= .build-fuzz
FUZZ_SOURCES ?= Sources
FUZZ_MAX_LEN ?= 8192
# Font files are larger than documents: the test fonts are up to 210 KB.
FUZZ_FONT_MAX_LEN ?= 262144
# One package name, as SwiftPM gives: the reader uses the engine's package-only functions.
FUZZ_SWIFTFLAGS = -O -g -sanitize=fuzzer,address -parse-as-library -I $(FUZZ_DIR)/modules \
	-package-name layoutspec
FUZZ_MODULE_OBJECTS = $(FUZZ_DIR)/LayoutSpecEngine.o $(FUZZ_DIR)/LayoutSpecPlatform.o \
	$(FUZZ_DIR)/LayoutSpecDocument.o $(FUZZ_DIR)/LayoutSpecFormat.o
FUZZ_SUPPORT = Tests/Fuzz/FuzzSupport.swift

ifeq ($(UNAME_S),Darwin)
# Xcode's toolchain ships no libFuzzer, and a swift.org toolchain does: before any module is
# compiled, an empty fuzz target is linked, so a missing runtime is one message saying what
# to install instead of a linker error.
FUZZ_TOOLCHAIN = fuzz-toolchain
fuzz-toolchain:
	@mkdir -p $(FUZZ_DIR)
	@printf '%s\n' '@_cdecl("LLVMFuzzerTestOneInput")' \
	  'public func probe(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 { 0 }' \
	  > $(FUZZ_DIR)/probe.swift
	@$(SWIFTC) -sanitize=fuzzer -parse-as-library $(FUZZ_DIR)/probe.swift \
	  -o $(FUZZ_DIR)/probe > $(FUZZ_DIR)/probe.log 2>&1 || { \
	  echo "fuzz: $(SWIFTC) cannot link libFuzzer (see $(FUZZ_DIR)/probe.log)." >&2; \
	  echo "Xcode's Swift toolchain does not include libFuzzer; a swift.org toolchain does." >&2; \
	  echo "Install one (https://www.swift.org/install/macos/), then run" >&2; \
	  echo "  TOOLCHAINS=swift make fuzz" >&2; \
	  echo "or name its compiler: make fuzz SWIFTC=/path/to/swift.xctoolchain/usr/bin/swiftc" >&2; \
	  exit 2; }
endif

fuzz-build: $(foreach target,$(FUZZ_TARGETS),$(FUZZ_DIR)/fuzz-$(target))

# One instrumented object and .swiftmodule per library, in dependency order (on a Mac, after
# the toolchain check).
$(FUZZ_DIR)/%.o: $(shell find $(FUZZ_SOURCES) -name '*.swift') | $(FUZZ_TOOLCHAIN)
	@mkdir -p $(FUZZ_DIR)/modules
	$(SWIFTC) $(FUZZ_SWIFTFLAGS) -enable-testing -module-name $* -wmo -emit-module \
		-emit-module-path $(FUZZ_DIR)/modules/$*.swiftmodule \
		-c $(shell find $(FUZZ_SOURCES)/$* -name '*.swift' | sort) -o $@

$(FUZZ_DIR)/LayoutSpecDocument.o $(FUZZ_DIR)/LayoutSpecFormat.o: $(FUZZ_DIR)/LayoutSpecEngine.o
$(FUZZ_DIR)/LayoutSpecDocument.o: $(FUZZ_DIR)/LayoutSpecPlatform.o

$(FUZZ_DIR)/fuzz-json: Tests/Fuzz/FuzzJSON.swift $(FUZZ_SUPPORT) $(FUZZ_MODULE_OBJECTS)
	$(SWIFTC) $(FUZZ_SWIFTFLAGS) Tests/Fuzz/FuzzJSON.swift $(FUZZ_SUPPORT) $(FUZZ_MODULE_OBJECTS) -o $@

$(FUZZ_DIR)/fuzz-yaml: Tests/Fuzz/FuzzYAML.swift $(FUZZ_SUPPORT) $(FUZZ_MODULE_OBJECTS)
	$(SWIFTC) $(FUZZ_SWIFTFLAGS) Tests/Fuzz/FuzzYAML.swift $(FUZZ_SUPPORT) $(FUZZ_MODULE_OBJECTS) -o $@

# The font reader needs only the engine; its inputs are whole font files (Tests/Fonts).
$(FUZZ_DIR)/fuzz-font: Tests/Fuzz/FuzzFont.swift $(FUZZ_SUPPORT) $(FUZZ_MODULE_OBJECTS)
	$(SWIFTC) $(FUZZ_SWIFTFLAGS) Tests/Fuzz/FuzzFont.swift $(FUZZ_SUPPORT) $(FUZZ_MODULE_OBJECTS) -lm -o $@

$(FUZZ_DIR)/fuzz-eval: Tests/Fuzz/FuzzEval.swift $(FUZZ_SUPPORT) $(FUZZ_MODULE_OBJECTS)
	$(SWIFTC) $(FUZZ_SWIFTFLAGS) Tests/Fuzz/FuzzEval.swift $(FUZZ_SUPPORT) $(FUZZ_MODULE_OBJECTS) -lm -o $@

$(FUZZ_DIR)/fuzz-import: Tests/Fuzz/FuzzImport.swift $(FUZZ_SUPPORT) $(FUZZ_MODULE_OBJECTS)
	$(SWIFTC) $(FUZZ_SWIFTFLAGS) Tests/Fuzz/FuzzImport.swift $(FUZZ_SUPPORT) $(FUZZ_MODULE_OBJECTS) -lm -o $@

# Runs each target in turn (one core each: the machine is shared), then prints libFuzzer's
# last status line per target (cov: edges, ft: features, exec/s). Fails when any target
# found a crash, a leak, a timeout (> 20 s for one input) or an out-of-memory (> 2 GB).
fuzz: fuzz-build
	@status=0; for target in $(FUZZ_TARGETS); do \
	  mkdir -p $(FUZZ_DIR)/corpus-$$target; \
	  echo "fuzz-$$target: $(FUZZ_SECONDS) s, log in $(FUZZ_DIR)/fuzz-$$target.log"; \
	  seeds=; for dir in samples Tests/Fuzz/Seeds Tests/Fuzz/Regressions/$$target \
	    Tests/CLITests/Inputs/bad Tests/CLITests/Inputs/extreme Tests/CLITests/Inputs/deep; do \
	    if [ -d $$dir ]; then seeds="$$seeds $$dir"; fi; done; \
	  dict=Tests/Fuzz/layoutspec.dict; max_len=$(FUZZ_MAX_LEN); \
	  if [ $$target = font ]; then seeds="Tests/Fonts $$(ls -d Tests/Fuzz/Regressions/font 2>/dev/null)"; \
	    dict=Tests/Fuzz/font.dict; max_len=$(FUZZ_FONT_MAX_LEN); fi; \
	  if [ $$target = import ]; then seeds="Tests/ImportInputs $$(ls -d Tests/Fuzz/Regressions/import 2>/dev/null)"; fi; \
	  SWIFT_BACKTRACE=enable=no $(FUZZ_DIR)/fuzz-$$target $(FUZZ_DIR)/corpus-$$target $$seeds \
	    -max_total_time=$(FUZZ_SECONDS) -timeout=20 -rss_limit_mb=2048 \
	    -max_len=$$max_len -dict=$$dict -print_final_stats=1 \
	    -artifact_prefix=$(FUZZ_DIR)/ > $(FUZZ_DIR)/fuzz-$$target.log 2>&1 \
	    || { status=1; echo "fuzz-$$target FAILED: see $(FUZZ_DIR)/fuzz-$$target.log"; }; \
	  grep -E '^#[0-9]+' $(FUZZ_DIR)/fuzz-$$target.log | tail -1; \
	  grep -E '^stat::(number_of_executed_units|average_exec_per_sec|peak_rss_mb)' \
	    $(FUZZ_DIR)/fuzz-$$target.log; \
	done; exit $$status

# ICU's line break opportunities for Tests/LineBreakData/icu-line-breaks.txt (the oracle of
# LineBreakOracleTests): Debian's python3-icu runs ICU's default line break iterator over a
# corpus. Not part of `make test`, which reads the recorded file.
ifeq ($(UNAME_S),Darwin)
# On a Mac, PyICU built against Homebrew's ICU, in a virtual environment (Homebrew's Python
# takes no packages of its own); ICU_PYTHON names that environment's python.
ICU_PYTHON ?= python3
text-oracle-breaks:
	@$(ICU_PYTHON) -c 'import icu' 2>/dev/null || { \
	  echo "text-oracle-breaks needs ICU's Python binding (PyICU):" >&2; \
	  echo "  brew install icu4c pkg-config" >&2; \
	  echo "  python3 -m venv .build/icu-venv" >&2; \
	  echo '  PKG_CONFIG_PATH="$$(brew --prefix icu4c)/lib/pkgconfig" .build/icu-venv/bin/pip install PyICU' >&2; \
	  echo "  make text-oracle-breaks ICU_PYTHON=.build/icu-venv/bin/python" >&2; exit 2; }
	$(ICU_PYTHON) Tests/LineBreakData/record-icu-line-breaks.py Tests/LineBreakData/icu-line-breaks.txt
else
text-oracle-breaks:
	@command -v apt-get >/dev/null || { echo "needs Debian's apt-get (python3-icu)"; exit 2; }
	/usr/bin/python3 -c 'import icu' 2>/dev/null || \
	  { apt-get update && apt-get install -y python3-icu unicode-data; }
	/usr/bin/python3 Tests/LineBreakData/record-icu-line-breaks.py Tests/LineBreakData/icu-line-breaks.txt
endif
