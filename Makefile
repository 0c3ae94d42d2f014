# tablectl — common tasks. `make demo` and `make test` work on a fresh Debian machine with
# Swift installed: the `deps` step installs libyaml (and pkg-config) with apt-get when
# they are missing, and says what to run when it cannot.

SWIFT        ?= swift
# Extra flags for every swift invocation, e.g. SWIFT_FLAGS="--scratch-path .build-ci".
SWIFT_FLAGS  ?=
APT_PACKAGES := libyaml-dev pkg-config
BIN           = $$($(SWIFT) build $(SWIFT_FLAGS) --show-bin-path)/tablectl
BROKEN       := Tests/tablectlTests/Fixtures/broken

.PHONY: all deps build test demo bench clean

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

## build: debug build of the library and tablectl.
build: deps
	$(SWIFT) build $(SWIFT_FLAGS)

## test: every test (Swift Testing), in parallel.
test: deps
	$(SWIFT) test $(SWIFT_FLAGS) --parallel

## demo: build, then validate the example specs and show what broken specs look like.
demo: build
	@echo "\$$ tablectl validate specs/"
	@$(BIN) validate specs/
	@echo
	@echo "\$$ tablectl validate $(BROKEN)/settings-typos.yaml"
	@$(BIN) validate $(BROKEN)/settings-typos.yaml || true
	@echo
	@echo "\$$ cat $(BROKEN)/trailing-comma.json | tablectl validate - --stdin-name contacts.json"
	@$(BIN) validate - --stdin-name contacts.json < $(BROKEN)/trailing-comma.json || true
	@echo
	@echo "\$$ tablectl validate --format json $(BROKEN)/duplicate-key.yaml"
	@$(BIN) validate --format json $(BROKEN)/duplicate-key.yaml || true

## bench: the benchmark harness, in release mode (see docs/performance.md).
bench: deps
	$(SWIFT) run $(SWIFT_FLAGS) -c release tablectl-bench

clean:
	$(SWIFT) package $(SWIFT_FLAGS) clean
