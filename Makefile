# tablectl — common tasks. `make demo` and `make test` work on a fresh Debian machine with
# Swift installed: the `deps` step installs libyaml (and pkg-config) with apt-get when
# they are missing, and says what to run when it cannot.

SWIFT        ?= swift
# Extra flags for every swift invocation, e.g. SWIFT_FLAGS="--scratch-path .build-ci".
SWIFT_FLAGS  ?=
APT_PACKAGES := libyaml-dev pkg-config
BIN           = $$($(SWIFT) build $(SWIFT_FLAGS) --show-bin-path)/tablectl
# The release build (`make release`, `make install`, `make bench`): optimised and, on
# Linux, one fully static executable (--static-swift-stdlib -static-executable: Swift's
# runtime, FoundationEssentials, libyaml and glibc linked in, nothing left for the dynamic
# loader and no relocations at start). `tablectl --version` takes 1.9 ms instead of 3.8 ms
# (static runtime only) or 5.6 ms (all shared); see docs/ci.md and
# docs/performance-corpus.md. The linker warns that glibc's getpwnam/getgrgid/dlopen want
# the shared glibc at run time: FoundationEssentials and the runtime link them, tablectl
# never calls them. macOS has Swift's runtime in the OS, so there the flags are left out.
# `swift build` and `make test` stay dynamic.
STATIC_FLAGS := $(if $(filter Linux,$(shell uname -s)),--static-swift-stdlib -Xswiftc -static-executable,)
# Every module of the release build (tablectl's and its dependencies') asks for the
# metadata of a concrete generic type (`Set<RuleID>`, argument-parser's `Option<[String]>`)
# through its metadata accessor, which passes the conformances it needs, instead of by
# mangled name, which makes the runtime look each conformance up: on first use that is a
# scan of all ~4,000 conformance records in the executable. A warm run does 11% fewer
# instructions (34.5 M → 30.7 M); docs/performance-corpus.md.
METADATA_FLAGS := -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors
RELEASE_FLAGS = $(SWIFT_FLAGS) -c release $(STATIC_FLAGS) $(METADATA_FLAGS)
RELEASE_BIN   = $$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/tablectl
# The benchmarks, built with the release binary's flags (swift run does not take them all).
BENCH_BIN     = $$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/tablectl-bench
PREFIX       ?= /usr/local
BROKEN       := Tests/tablectlTests/Fixtures/broken
DIFFS        := Tests/tablectlTests/Fixtures/diff
# The validators the output-format tests check reports with (see test-tools).
TOOLS_VENV   := .build-tools/venv
CHECK_JSONSCHEMA = $$(command -v check-jsonschema || echo $(CURDIR)/$(TOOLS_VENV)/bin/check-jsonschema)
XMLLINT          = $$(command -v xmllint || true)
PYTHON_YAML      = $$([ -x $(TOOLS_VENV)/bin/python ] && echo $(CURDIR)/$(TOOLS_VENV)/bin/python || command -v python3 || true)

.PHONY: all deps test-tools build test test-consumer test-all demo example release install bench bench-process sanitize leaks leaks-tools robustness fuzz-build fuzz fuzz-smoke clean

all: build

## deps: make sure libyaml's headers are installed (apt-get install libyaml-dev if not).
deps:
	@if command -v pkg-config >/dev/null 2>&1 && pkg-config --exists yaml-0.1; then \
	  exit 0; \
	fi; \
	if ! command -v pkg-config >/dev/null 2>&1 && [ -f /usr/include/yaml.h ]; then \
	  exit 0; \
	fi; \
	echo "deps: libyaml (yaml-0.1) not found; installing $(APT_PACKAGES) with apt-get"; \
	if ! command -v apt-get >/dev/null 2>&1; then \
	  echo "deps: error: apt-get is not available. Install libyaml's development files yourself:"; \
	  echo "        Debian/Ubuntu: sudo apt-get install -y $(APT_PACKAGES)"; \
	  echo "        Fedora:        sudo dnf install -y libyaml-devel pkgconf-pkg-config"; \
	  echo "        macOS:         brew install libyaml pkg-config"; \
	  exit 1; \
	fi; \
	if [ "$$(id -u)" = 0 ]; then SUDO=""; \
	elif command -v sudo >/dev/null 2>&1; then SUDO="sudo"; \
	else \
	  echo "deps: error: libyaml-dev is missing and this user cannot install packages (not root, no sudo)."; \
	  echo "        Ask an administrator to run: apt-get update && apt-get install -y $(APT_PACKAGES)"; \
	  exit 1; \
	fi; \
	if ! { $$SUDO apt-get update && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y $(APT_PACKAGES); }; then \
	  echo "deps: error: installing $(APT_PACKAGES) failed. Run this yourself, then retry:"; \
	  echo "        sudo apt-get update && sudo apt-get install -y $(APT_PACKAGES)"; \
	  exit 1; \
	fi

## test-tools: the validators the report tests use, installed when missing: xmllint
## (apt-get install libxml2-utils) for JUnit XML against its XSD, check-jsonschema
## (pip, into a virtual environment under .build-tools/) for SARIF and the spec format's
## schema, PyYAML (pip, same environment) to read YAML exports as a YAML 1.1 tool,
## chromium (apt-get) for the HTML browser test and cargo (apt-get) to compile the Zed
## extension in Examples/zed-tablectl against its stand-in API. Never fails: a test whose validator is still missing is skipped and says why.
test-tools:
	@apt_install() { \
	  if [ "$$(id -u)" = 0 ]; then SUDO=""; elif command -v sudo >/dev/null 2>&1; then SUDO="sudo -n"; else return 1; fi; \
	  command -v apt-get >/dev/null 2>&1 || return 1; \
	  $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y "$$@" >/dev/null 2>&1 || \
	  { $$SUDO apt-get update >/dev/null 2>&1 && $$SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y "$$@" >/dev/null 2>&1; }; \
	}; \
	if ! command -v xmllint >/dev/null 2>&1; then \
	  echo "test-tools: xmllint not found; installing libxml2-utils with apt-get"; \
	  apt_install libxml2-utils || { \
	    echo "test-tools: warning: could not install xmllint; the JUnit XSD check will be skipped"; \
	    echo "            (Debian/Ubuntu: sudo apt-get install libxml2-utils; macOS has xmllint already)"; }; \
	fi; \
	if ! command -v chromium >/dev/null 2>&1 && ! command -v chromium-browser >/dev/null 2>&1; then \
	  echo "test-tools: chromium not found; installing it with apt-get (the HTML browser test)"; \
	  apt_install chromium || \
	    echo "test-tools: warning: could not install chromium; the browser test will be skipped"; \
	fi; \
	if ! command -v cargo >/dev/null 2>&1; then \
	  echo "test-tools: cargo not found; installing it with apt-get (the Zed extension's compile check)"; \
	  apt_install cargo || \
	    echo "test-tools: warning: could not install cargo; the Zed extension's compile check will be skipped"; \
	fi; \
	if ! command -v check-jsonschema >/dev/null 2>&1 && [ ! -x $(TOOLS_VENV)/bin/check-jsonschema ]; then \
	  echo "test-tools: check-jsonschema not found; installing it with pip into $(TOOLS_VENV)"; \
	  rm -rf $(TOOLS_VENV); \
	  python3 -m venv $(TOOLS_VENV) >/dev/null 2>&1 || \
	    { rm -rf $(TOOLS_VENV); apt_install python3-venv python3-pip && python3 -m venv $(TOOLS_VENV) >/dev/null 2>&1; }; \
	  if ! { [ -x $(TOOLS_VENV)/bin/python ] && \
	         $(TOOLS_VENV)/bin/python -m pip install --quiet --disable-pip-version-check check-jsonschema; }; then \
	    rm -rf $(TOOLS_VENV); \
	    echo "test-tools: warning: could not install check-jsonschema; the SARIF schema check will be skipped"; \
	    echo "            (needs python3 with venv and pip: sudo apt-get install python3-venv)"; \
	  fi; \
	fi; \
	if ! { [ -x $(TOOLS_VENV)/bin/python ] && $(TOOLS_VENV)/bin/python -c 'import yaml' >/dev/null 2>&1; }; then \
	  echo "test-tools: PyYAML not found; installing it with pip into $(TOOLS_VENV)"; \
	  [ -x $(TOOLS_VENV)/bin/python ] || python3 -m venv $(TOOLS_VENV) >/dev/null 2>&1 || \
	    { rm -rf $(TOOLS_VENV); apt_install python3-venv python3-pip && python3 -m venv $(TOOLS_VENV) >/dev/null 2>&1; }; \
	  if ! { [ -x $(TOOLS_VENV)/bin/python ] && \
	         $(TOOLS_VENV)/bin/python -m pip install --quiet --disable-pip-version-check pyyaml; }; then \
	    echo "test-tools: warning: could not install PyYAML; the YAML 1.1 reading check of exports will be skipped"; \
	  fi; \
	fi

## build: debug build of the library and tablectl (the product alone: a plain `swift build`
## also compiles the plugins' host-tool copies of TableSpec and tablectl, and the benchmarks).
build: deps
	$(SWIFT) build $(SWIFT_FLAGS) --product tablectl

## test: every test (Swift Testing), in parallel, but the one that builds an app's package
## from clean (test-consumer). Prints failures, skips and the summary (the whole log goes
## to .build/test.log; VERBOSE=1 prints it all). A skipped test fails the run unless
## ALLOW_SKIPS=1: test-tools installs every validator the tests use.
test: deps test-tools
	TABLECTL_CHECK_JSONSCHEMA="$(CHECK_JSONSCHEMA)" TABLECTL_XMLLINT="$(XMLLINT)" TABLECTL_PYTHON="$(PYTHON_YAML)" \
	  SWIFT="$(SWIFT)" SWIFT_FLAGS="$(SWIFT_FLAGS)" Tests/run-tests.sh --parallel --skip ConsumerPackageTests

## test-consumer: ConsumerPackageTests alone: a copy of Examples/SettingsApp built from clean
## with the real swift (which builds tablectl again, in the copy: what an app's first build
## does; a few minutes), its plugins run, its tests passed, then broken specs must fail its
## build at their lines. Its own step of .ci/run, after make test.
test-consumer: deps
	LOG=.build/test-consumer.log SWIFT="$(SWIFT)" SWIFT_FLAGS="$(SWIFT_FLAGS)" Tests/run-tests.sh --filter ConsumerPackageTests

## test-all: test, then test-consumer.
test-all: test test-consumer

## demo: build, then validate the example specs, show what broken specs look like, and
## diff, render, export and simulate examples.
demo: build
	@echo "\$$ tablectl validate specs/"
	@$(BIN) validate specs/
	@echo
	@echo "\$$ tablectl validate specs/composition   # screens made of shared parts"
	@$(BIN) validate specs/composition
	@echo
	@echo "\$$ tablectl render specs/composition/checkout.yaml"
	@$(BIN) render --color never specs/composition/checkout.yaml
	@echo
	@echo "\$$ tablectl validate $(BROKEN)/settings-typos.yaml"
	@$(BIN) validate $(BROKEN)/settings-typos.yaml || true
	@echo
	@echo "\$$ cat $(BROKEN)/trailing-comma.json | tablectl validate - --stdin-name contacts.json"
	@$(BIN) validate - --stdin-name contacts.json < $(BROKEN)/trailing-comma.json || true
	@echo
	@echo "\$$ tablectl validate --format json $(BROKEN)/duplicate-key.yaml"
	@$(BIN) validate --format json $(BROKEN)/duplicate-key.yaml || true
	@echo
	@echo "\$$ tablectl diff $(DIFFS)/old.yaml $(DIFFS)/new.yaml"
	@$(BIN) diff $(DIFFS)/old.yaml $(DIFFS)/new.yaml || true
	@echo
	@echo "\$$ tablectl render --width 64 specs/onboarding.yaml"
	@$(BIN) render --width 64 specs/onboarding.yaml
	@echo
	@echo "\$$ tablectl render --width 64 specs/settings.yaml              # English, the source language"
	@$(BIN) render --width 64 --color never specs/settings.yaml
	@echo
	@echo "\$$ tablectl render --width 64 --locale de specs/settings.yaml  # from specs/Settings.xcstrings"
	@$(BIN) render --width 64 --color never --locale de specs/settings.yaml
	@echo
	@echo "\$$ tablectl export --format markdown specs/onboarding.yaml"
	@$(BIN) export --format markdown specs/onboarding.yaml
	@echo
	@echo "\$$ tablectl simulate specs/onboarding.yaml --actions specs/onboarding.actions.yaml"
	@$(BIN) simulate specs/onboarding.yaml --actions specs/onboarding.actions.yaml
	@echo
	@echo "\$$ tablectl simulate specs/settings.yaml --actions specs/settings.actions.yaml   # switches and a choice"
	@$(BIN) simulate specs/settings.yaml --actions specs/settings.actions.yaml || true
	@echo
	@echo "\$$ tablectl render --width 64 specs/dynamic/people.yaml --data contacts=specs/dynamic/people-before.data.json   # rows from data"
	@$(BIN) render --width 64 specs/dynamic/people.yaml --data contacts=specs/dynamic/people-before.data.json
	@echo
	@echo "\$$ tablectl render --width 64 specs/dynamic/account.yaml --set signedIn=false   # one variant of a screen with flags"
	@$(BIN) render --width 64 specs/dynamic/account.yaml --set signedIn=false
	@echo
	@echo "\$$ tablectl diff specs/dynamic/people.yaml --old-data contacts=…/people-before.data.json --new-data contacts=…/people-after.data.json"
	@$(BIN) diff specs/dynamic/people.yaml --old-data contacts=specs/dynamic/people-before.data.json --new-data contacts=specs/dynamic/people-after.data.json || true
	@echo
	@echo "\$$ tablectl export docs/examples/wifi.yaml --format swift -o docs/examples/WifiTable.swift --check"
	@$(BIN) export docs/examples/wifi.yaml --format swift -o docs/examples/WifiTable.swift --check && echo "(exit 0: the committed Swift is up to date)"
	@echo
	@echo "demo: tablectl is built at $$(realpath --relative-to=. $(BIN) 2>/dev/null || echo $(BIN)); try: $$(realpath --relative-to=. $(BIN) 2>/dev/null || echo $(BIN)) --help"
	@echo "      ('make install' puts a release build in $(PREFIX)/bin)"

## example: build Examples/SettingsApp, an app's package whose specs TableSpecPlugin turns
## into Swift at every build (docs/plugin.md), and run its tests. It builds its own
## tablectl from this clone (about a minute the first time).
example: deps
	cd Examples/SettingsApp && $(SWIFT) build --build-tests && $(SWIFT) test --skip-build

## release: the release tablectl (statically linked Swift runtime on Linux); prints its path.
release: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product tablectl
	@echo "release: $(RELEASE_BIN)"

## install: the release tablectl copied to $(DESTDIR)$(PREFIX)/bin (PREFIX=/usr/local).
install: release
	install -d "$(DESTDIR)$(PREFIX)/bin"
	install -m 755 "$(RELEASE_BIN)" "$(DESTDIR)$(PREFIX)/bin/tablectl"

## bench: the benchmark harness, with the release build above: the stage bench, the corpus
## bench (2,000 generated specs through that tablectl, the binary `make install` installs:
## cold, warm with --cache, one file), rendering against load + decode, and the diff bench
## (100 sections × 1,000 rows: the diff step, and `tablectl diff` end to end), and a composite
## of 100 included files × 1,000 rows against the same rows in one file, `tablectl simulate`
## of 10,000 random actions on a table of 10,000 rows (goal: under 1 s), validate on a spec
## of 6 flags (64 variants) against one variant (goal: at most 8×), a data file of 100,000
## items expanded through a template against validating the same rows written out (goal:
## at most 1.5×), the editor's latency (`tablectl lsp` on a 20,000-row spec: a change to
## its diagnostics, goal ≤ 1 s), and what the Swift
## `export --format swift` writes costs the compiler: time and peak memory of `swiftc
## -typecheck` at 250, 1,000 and 4,000 rows (Benchmarks/swift-compile.sh; needs
## /usr/bin/time). See docs/performance.md, docs/performance-corpus.md and
## docs/robustness.md.
## bench-process: issue 33's table, process to process, from a fresh release build: the
## installed-style static `tablectl` against itself and against a bare libyaml scan
## (Benchmarks/process/yaml-scan.c, built here with the same libyaml), on inputs the
## benchmark generates (100,000 rows and 10k/400k for linearity, 1,000,000 findings,
## 10,000 simulated actions, 2,000 files). Prints each ratio, its goal and whether it is
## met; see docs/performance.md.
SCAN_BIN = .build/bench-process/yaml-scan
bench-process: release
	$(SWIFT) build $(RELEASE_FLAGS) --product tablectl-bench
	@mkdir -p .build/bench-process
	$${CC:-cc} -O2 $(if $(filter Linux,$(shell uname -s)),-static,) -o $(SCAN_BIN) Benchmarks/process/yaml-scan.c \
	  $$(pkg-config --cflags yaml-0.1 2>/dev/null) $$(pkg-config --libs yaml-0.1 2>/dev/null || echo -lyaml)
	$(BENCH_BIN) process --tablectl "$(RELEASE_BIN)" --scan "$(SCAN_BIN)"

bench: release
	$(SWIFT) build $(RELEASE_FLAGS) --product tablectl-bench
	$(BENCH_BIN)
	$(BENCH_BIN) corpus --tablectl "$(RELEASE_BIN)"
	$(BENCH_BIN) render
	$(BENCH_BIN) diff --tablectl "$(RELEASE_BIN)"
	$(BENCH_BIN) composition --tablectl "$(RELEASE_BIN)"
	$(BENCH_BIN) simulate --tablectl "$(RELEASE_BIN)"
	$(BENCH_BIN) variants
	$(BENCH_BIN) expansion
	$(BENCH_BIN) lsp --tablectl "$(RELEASE_BIN)"
	Benchmarks/swift-compile.sh "$(RELEASE_BIN)"

## fuzz: libFuzzer with AddressSanitizer (Linux), outside SwiftPM: Fuzz/build.sh compiles the
## library and the targets of Fuzz/Targets (yaml, json, check, config, diff, render, export, simulate) with
## swiftc -sanitize=fuzzer,address -O into $(FUZZ_BUILD) (about 2 minutes of CPU the first
## time), then Fuzz/run.sh runs each target FUZZ_SECONDS seconds (default 60) from the seed
## corpus with Fuzz/tablespec.dict. Fails when a target finds a crash, hang, leak or broken
## check. fuzz-smoke: a -Onone build (about 25 s of CPU) and 10 s per target, for CI.
## See docs/robustness.md.
FUZZ_BUILD   ?= .build-fuzz
FUZZ_SECONDS ?= 60

fuzz-build: deps
	Fuzz/build.sh $(FUZZ_BUILD)

fuzz: fuzz-build
	FUZZ_SECONDS=$(FUZZ_SECONDS) Fuzz/run.sh $(FUZZ_BUILD)

fuzz-smoke: deps
	FUZZ_OPT=-Onone Fuzz/build.sh $(FUZZ_BUILD)-smoke
	FUZZ_SECONDS=10 Fuzz/run.sh $(FUZZ_BUILD)-smoke

## sanitize: every test under AddressSanitizer in its own build directory (the CLI tests
## run the instrumented tablectl too), then `make leaks`. Leaks are checked by valgrind, not
## LeakSanitizer, which reports Swift globals held through tagged pointers and the XCTest
## runner's own objects. The Swift backtracer is off: under ASan it loops on its own
## reads. --sanitize=undefined is not run: Swift on Linux rejects it (and it would only
## instrument C code, of which none is compiled here); see docs/robustness.md. Slow; not
## part of `make test`.
ASAN_SCRATCH ?= .build-asan
sanitize: deps test-tools
	ASAN_OPTIONS=detect_leaks=0:halt_on_error=1 SWIFT_BACKTRACE=enable=no \
	TABLECTL_CHECK_JSONSCHEMA="$(CHECK_JSONSCHEMA)" TABLECTL_XMLLINT="$(XMLLINT)" TABLECTL_PYTHON="$(PYTHON_YAML)" \
	  $(SWIFT) test --sanitize=address --scratch-path $(ASAN_SCRATCH)
	$(MAKE) --no-print-directory leaks

## leaks: valgrind --leak-check=full on the built tablectl over specs/ (Tests/leaks.sh lists
## the runs: validate plain, as JSON, cached twice: cold, then warm, and with --data; diff;
## render as text, HTML, SVG and German; export as Swift, YAML, JSON, Markdown and the
## schema; simulate both example scripts; strings), as many at a time as there are cores;
## fails unless every run reports "definitely lost: 0 bytes". Installs valgrind with
## apt-get when it is missing.
leaks: build leaks-tools
	@Tests/leaks.sh "$(BIN)"

## leaks-tools: valgrind, installed with apt-get when it is missing.
leaks-tools:
	@command -v valgrind >/dev/null 2>&1 || { \
	  echo "leaks: valgrind not found; installing it with apt-get"; \
	  if [ "$$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi; \
	  $$SUDO apt-get install -y valgrind >/dev/null 2>&1 || { $$SUDO apt-get update >/dev/null && $$SUDO apt-get install -y valgrind >/dev/null; }; }

## robustness: the worst cases of the input limits (billion laughs, 100,000 nested
## brackets, a 64 MiB string, 64 MiB + 1 byte, 100,000 aliases, 5,000,000 nodes) run
## through the release tablectl with /usr/bin/time -v; prints the table docs/robustness.md
## shows. Files go to /tmp (ROBUSTNESS_DIR); not part of `make test`.
robustness: release
	@[ -x /usr/bin/time ] || { if [ "$$(id -u)" = 0 ]; then apt-get install -y time >/dev/null; else sudo apt-get install -y time >/dev/null; fi; }
	Benchmarks/robustness.sh "$(RELEASE_BIN)"

clean:
	$(SWIFT) package $(SWIFT_FLAGS) clean
