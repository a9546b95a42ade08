# Grundy — build, test, serve, bench. `make serve` and `make test` are the two
# commands a new machine needs; both install what is missing first (deps).

CC      ?= cc
CFLAGS  ?= -O2
WARN    := -std=c11 -D_POSIX_C_SOURCE=200809L -Wall -Wextra -Wpedantic -Werror \
           -Wshadow -Wstrict-prototypes -Wmissing-prototypes
ENGINE  := $(wildcard c/*.c c/kit/*.c c/games/*.c c/check/*.c)
CLI_SRC := c/main.c c/clitext.c
LIB_SRC := $(filter-out $(CLI_SRC) c/wasm.c c/first.c c/games/first.c,$(ENGINE))
CHECK_SRC := $(wildcard c/check/*.c)
PORT    ?= 8000
EMCC    ?= emcc
EMCC_ENV := NODE_PATH=/usr/share/nodejs
# The browser the suite drives: Chromium's headless shell (Debian's
# chromium-headless-shell, the same engine without the desktop browser's
# window and its compositor: measured on the browser suite's pages, 43% less
# processor time than the full browser in headless mode, every test the same).
# CHROMIUM=/usr/bin/chromium runs the suite in the full browser.
CHROMIUM ?= /usr/bin/chromium-headless-shell
# The directory of peer solvers the bench times beside the engine (igsolve):
# `make bench PEERS=DIR`; without it their rows are skipped, saying so.
PEERS   ?=
# A prefix for the suites that run beside the browser's (make test: nice).
BESIDE  ?=

.PHONY: all native wasm deps deps-build deps-web test test-c test-asan test-fuzz \
        test-js test-e2e test-mutants test-sweep-long bench serve clean certify-records

all: native wasm

native: build/grundy

# ---- objects: each flavour of the engine is compiled once ------------------
# Every source is compiled once per flavour, to one object per source, and
# the programs of that flavour link those objects: native (build/obj, $(CC)
# $(CFLAGS): build/grundy, the C tests, the tools), sanitizers (build/asan),
# libFuzzer (build/fuzz-obj), wasm (build/wasm, build/first). Each object's
# .d file lists the headers it includes (-MMD -MP), so a changed header
# rebuilds what includes it. The objects of a flavour also depend on a file
# of its flags, compiler and link flags (build/FLAVOUR.flags), rewritten
# only when they change: other edits of this Makefile rebuild nothing.
DEPFLAGS := -MMD -MP
obj = $(patsubst %.c,build/obj/%.o,$(1))
LIB_OBJ := $(call obj,$(LIB_SRC))
LINK = $(CC) $(CFLAGS) $(LDFLAGS) -o $@ $^
flags = @mkdir -p build; echo '$(1)' | cmp -s - $@ || echo '$(1)' >$@
.PHONY: FORCE
build/native.flags: FORCE
	$(call flags,$(CC) $(WARN) $(CFLAGS) $(LDFLAGS))

build/obj/%.o: %.c build/native.flags
	@mkdir -p $(dir $@)
	$(CC) $(WARN) $(CFLAGS) $(DEPFLAGS) -c -o $@ $<

build/grundy: $(call obj,$(CLI_SRC)) $(LIB_OBJ)
	$(LINK)

# ---- dependencies --------------------------------------------------------
# Debian packages are installed when missing and we are root on Debian;
# anywhere else a message says what to install. Building needs emscripten;
# the tests also need Chromium, a Chinese font (the pages in Chinese are drawn
# and measured as a reader sees them, not as boxes), clang's libFuzzer, g++ and
# python3 (the generated contest code is compiled and run) and the npm packages.
APT_BUILD := emscripten
APT_TEST  := chromium chromium-headless-shell fonts-noto-cjk clang libclang-rt-14-dev g++ python3
deps: deps-build deps-web
	@sh tests/tools/deps.sh apt $(APT_TEST)

deps-build:
	@sh tests/tools/deps.sh apt $(APT_BUILD)

deps-web:
	@sh tests/tools/deps.sh npm

# ---- wasm ------------------------------------------------------
# The engine's sources plus c/wasm.c (the only wasm-only glue); exported
# functions are listed in c/wasm.exports. Objects go to build/wasm; emcc names
# the .wasm after its output, so the two files are copied to web/engine.
# The module is most of the page's first load, so it is built for size
# (-Oz, emmalloc), except the code every call runs through — parsing, the
# analysis, move lists, the JSON output — built for speed (WASM_FAST, -O2).
# Measured (make bench): 64 KiB gzip instead of 80 at -O3, the bench's mix
# as fast; all -Oz (63 KiB) runs it twice as slow. So are the searches'
# inner loops (the position cache, the pruned search, the grid bits of Cram
# and the grid graphs): at -O2 every move of Cram 5×6 takes 1.9 s of
# processor time instead of 2.6, 5×7 13.5 s instead of 20, for 4 KiB more
# of the whole engine after gzip (the first module is not changed). JSON
# comes out in ASCII (GR_JSON_ASCII).
WASM_OUT  := web/engine/grundy-core.mjs web/engine/grundy.wasm
WASM_OBJ  := $(patsubst c/%.c,build/wasm/%.o,$(LIB_SRC) c/wasm.c)
WASM_EXPORTS := $(shell sed -e 's/\#.*//' -e '/^ *$$/d' -e 's/^ */_/' c/wasm.exports | paste -sd, -)
WASM_FAST := c/mem.c c/analyze.c c/outcome.c c/misere.c c/values.c c/plan.c c/play.c c/cost.c c/selfcheck.c c/moves.c c/api.c c/position.c c/prune.c c/poscache.c c/games/gridbits.c
EMCFLAGS  := -DGR_JSON_ASCII=1
EMLDFLAGS := -O3 -sMALLOC=emmalloc -sMODULARIZE -sEXPORT_ES6 -sEXPORT_NAME=createGrundyCore \
             -sENVIRONMENT=web -sALLOW_MEMORY_GROWTH -sINITIAL_MEMORY=16MB \
             -sFILESYSTEM=0 -sEXPORTED_FUNCTIONS=$(WASM_EXPORTS)
wasm: $(WASM_OUT)

build/wasm.flags: FORCE
	$(call flags,$(EMCC) $(WARN) $(EMCFLAGS) $(WASM_FAST) $(EMLDFLAGS))

WASM_CC := build/wasm-O2.cc build/wasm-Oz.cc
# emcc is a Python program whose start costs about a second of processor
# time, once per object. What it runs for an object is its clang with the
# flags `emcc --cflags -O…` prints (the same object, byte for byte), so the
# objects are compiled that way (build/wasm-O2.cc, build/wasm-Oz.cc: the
# command), and emcc itself only links.
$(WASM_CC): build/wasm-%.cc: build/wasm.flags
	@command -v $(EMCC) >/dev/null || { echo "make: $(EMCC) not found: run 'make deps-build' (installs Debian's emscripten as root) or install Emscripten" >&2; exit 1; }
	@root=$$($(EMCC_ENV) $(dir $(shell command -v $(EMCC)))em-config LLVM_ROOT) && \
	  flags=$$($(EMCC_ENV) $(EMCC) --cflags -$*) && echo "$$root/clang $$flags" >$@.tmp && mv $@.tmp $@

wasm_cc = $$(cat build/wasm-$(if $(filter $<,$(1)),O2,Oz).cc)
build/wasm/%.o: c/%.c $(WASM_CC)
	@mkdir -p $(dir $@)
	$(call wasm_cc,$(WASM_FAST)) $(WARN) $(EMCFLAGS) $(DEPFLAGS) -c -o $@ $<

$(WASM_OUT) &: $(WASM_OBJ) c/wasm.exports
	@mkdir -p web/engine
	$(EMCC_ENV) $(EMCC) $(EMLDFLAGS) -o build/wasm/grundy-core.mjs $(WASM_OBJ)
	cp build/wasm/grundy-core.wasm web/engine/grundy.wasm
	cp build/wasm/grundy-core.mjs web/engine/grundy-core.mjs

# The page's first module (c/first.c says what it is): the engine with Nim
# only, every file built for speed, with the whole engine's info written in
# at build time. engine.js starts with it and loads the whole engine next.
FIRST_OUT := web/engine/grundy-first.mjs web/engine/grundy-first.wasm
FIRST_SRC := c/mem.c c/message.c c/share.c c/analyze.c c/outcome.c c/misere.c c/values.c c/plan.c c/play.c c/cost.c c/selfcheck.c \
             c/moves.c c/api.c c/position.c c/games/nim.c \
             c/wasm.c c/games/first.c c/games/words.c
FIRST_OBJ := $(patsubst c/%.c,build/first/%.o,$(FIRST_SRC) c/first.c)

build/first/first-info.h: $(WASM_OUT) tests/tools/first-info.mjs
	@mkdir -p $(dir $@)
	node tests/tools/first-info.mjs web/engine/grundy-core.mjs web/engine/grundy.wasm $@

build/first/%.o: c/%.c build/wasm-O2.cc
	@mkdir -p $(dir $@)
	$(call wasm_cc,$<) $(WARN) $(EMCFLAGS) -Ibuild/first $(DEPFLAGS) -c -o $@ $<

build/first/first.o: build/first/first-info.h

wasm: $(FIRST_OUT)
$(FIRST_OUT) &: $(FIRST_OBJ) c/wasm.exports
	$(EMCC_ENV) $(EMCC) $(subst createGrundyCore,createGrundyFirst,$(EMLDFLAGS)) \
	  -o build/first/grundy-first.mjs $(FIRST_OBJ)
	cp build/first/grundy-first.wasm build/first/grundy-first.mjs web/engine/

# ---- tests ---------------------------------------------------------------
# The builds and the suites all go at once (TEST_JOBS), each suite's output
# printed whole when it ends. The browser's suite is the longest: the other
# suites run at a lower priority (BESIDE) so that they take the processor
# when it waits, not its share. (Three at a time left the last suite waiting
# for a place until the browser's was nearly done.) A suite that fails does
# not stop the others (-k).
TEST_JOBS ?= 6
test: deps
	@$(MAKE) --no-print-directory -k -j$(TEST_JOBS) --output-sync=target BESIDE='nice -n 10' \
	  test-e2e test-asan test-c test-fuzz test-js
	@echo "make test: every suite passed"

# The engine against a plain minimax oracle, exhaustive checkers search, known
# sequences, text round trips, malformed input, memory (tests/c). Prints
# "engine: N passed, M failed".
TEST_C_SRC := $(wildcard tests/c/*.c tests/c/rules/*.c)
test-c: test-judge test-cli build/test_engine
	$(BESIDE) build/test_engine

build/test_engine: $(call obj,$(TEST_C_SRC)) $(LIB_OBJ)
	$(LINK)

# The long random sweep, before a release (not part of `make test`, which runs
# the short one): thousands of take-and-break codes and random positions of
# every family with a fast path, against plain computations from the rules,
# with the engine's self-checks on, and the quotient census of every octal
# code of one to three digits to heap 16; and the teaching texts' facts checked
# on 40 random positions of every game (the short run: 4). GR_SWEEP_SEED=N
# (GRUNDY_SEED=N for the texts) reruns a seed it prints.
test-sweep-long: build/test_engine native wasm
	GR_SWEEP_LONG=1 build/test_engine --only sweep_tb,sweep_games,quotient
	GRUNDY_NOTES=40 node --test tests/js/notes.test.mjs

# The judge readers: fixed cases, random inputs against independent oracles,
# damaged inputs and pathological streams (tests/judge/run.sh), with its
# programs: the oracles, which share nothing with the engine, and the
# library fed the input in pieces.
.PHONY: test-judge
test-judge: native build/judge-oracle build/judge-chunks
	@$(BESIDE) sh tests/judge/run.sh

build/judge-oracle: $(call obj,tests/judge/oracle.c) $(call obj,tests/judge/bank.c)
	$(LINK)

build/judge-chunks: $(call obj,tests/judge/chunks.c) $(LIB_OBJ)
	$(LINK)

# chunks.c includes "grundy.h" by the library's own name
build/obj/tests/judge/chunks.o: private WARN += -Ic

# The command line: positions from standard input and files, argument
# mistakes, control bytes in messages, write errors (tests/cli/run.sh).
.PHONY: test-cli
test-cli: native build/check-alone
	@$(BESIDE) sh tests/cli/run.sh

# The same tests under AddressSanitizer and UndefinedBehaviorSanitizer (gcc),
# on the reduced sweep (GR_TEST_QUICK=1); leaks are reported too. Freed
# memory waits in a quarantine of 32 MB before it is used again (a use after
# free is caught while it waits) instead of 256: the engine's tables are
# large, and with 256 MB each new one was fresh memory from the system;
# measured on the tb and genus parts, 29% less processor time (64 s against 91).
ASAN_CC ?= gcc
SANITIZE := -fsanitize=address,undefined -fno-sanitize-recover=all -g
ASAN_FLAGS := -O1 -fno-omit-frame-pointer $(SANITIZE)
test-asan: build/test_engine_asan
	ASAN_OPTIONS=detect_leaks=1:quarantine_size_mb=32 UBSAN_OPTIONS=print_stacktrace=1 GR_TEST_QUICK=1 \
	  $(BESIDE) build/test_engine_asan

build/asan.flags: FORCE
	$(call flags,$(ASAN_CC) $(WARN) $(ASAN_FLAGS) $(LDFLAGS))

build/asan/%.o: %.c build/asan.flags
	@mkdir -p $(dir $@)
	$(ASAN_CC) $(WARN) $(ASAN_FLAGS) $(DEPFLAGS) -c -o $@ $<

build/test_engine_asan: $(patsubst %.c,build/asan/%.o,$(TEST_C_SRC) $(LIB_SRC))
	$(ASAN_CC) $(ASAN_FLAGS) $(LDFLAGS) -o $@ $^

# libFuzzer (clang) on the position text and on the judge readers, FUZZ_TIME
# seconds each, and on certificates (the independent checker) half as long;
# seeds in tests/fuzz/corpus, findings in build/fuzz. The engine's objects
# (build/fuzz-obj) are built once with the fuzzer's coverage
# (-fsanitize=fuzzer-no-link) and linked into each target with libFuzzer.
FUZZ_CC ?= clang
FUZZ_TIME ?= 15
FUZZ_FLAGS := -g -O1 -fsanitize=address,undefined -fno-sanitize-recover=all
FUZZERS := build/fuzz_position build/fuzz_judge build/fuzz_check
test-fuzz: $(FUZZERS)
	@$(BESIDE) sh tests/fuzz/run.sh $(FUZZ_TIME)

build/fuzz.flags: FORCE
	$(call flags,$(FUZZ_CC) $(WARN) $(FUZZ_FLAGS) $(LDFLAGS))

build/fuzz-obj/%.o: %.c build/fuzz.flags
	@mkdir -p $(dir $@)
	$(FUZZ_CC) $(WARN) $(FUZZ_FLAGS) -fsanitize=fuzzer-no-link $(DEPFLAGS) -c -o $@ $<

$(FUZZERS): build/fuzz_%: build/fuzz-obj/tests/fuzz/fuzz_%.o $(patsubst %.c,build/fuzz-obj/%.o,$(LIB_SRC))
	$(FUZZ_CC) $(FUZZ_FLAGS) -fsanitize=fuzzer $(LDFLAGS) -o $@ $^

# The JS API against the native engine; native helpers in tests/tools.
JS_TOOLS := build/grundy-batch build/fmtcheck
test-js: native wasm $(JS_TOOLS)
	$(BESIDE) node --test tests/js/*.test.mjs

build/grundy-batch: $(call obj,tests/tools/batch.c) $(LIB_OBJ)
	$(LINK)

build/fmtcheck: $(call obj,tests/tools/fmtcheck.c) $(LIB_OBJ)
	$(LINK)

# The independent checker alone, linked without the engine (tests/cli/run.sh
# uses it): a call into the engine would not link.
build/check-alone: $(call obj,$(CHECK_SRC) tests/tools/check_alone.c)
	$(LINK)

build/tbvalues: $(call obj,tests/bench/tbvalues.c) $(LIB_OBJ)
	$(LINK)

build/bench-search: $(call obj,tests/bench/search.c tests/c/nkfamilies.c) $(LIB_OBJ)
	$(LINK)

# Header dependencies of every object built so far.
-include $(patsubst %.c,build/obj/%.d,$(LIB_SRC) $(CLI_SRC) $(TEST_C_SRC) tests/tools/batch.c \
           tests/tools/fmtcheck.c tests/tools/check_alone.c tests/bench/tbvalues.c tests/bench/search.c \
           tests/judge/oracle.c tests/judge/bank.c tests/judge/chunks.c) \
         $(patsubst %.c,build/asan/%.d,$(LIB_SRC) $(TEST_C_SRC)) \
         $(patsubst %.c,build/fuzz-obj/%.d,$(LIB_SRC) $(FUZZERS:build/%=tests/fuzz/%.c)) \
         $(WASM_OBJ:.o=.d) $(FIRST_OBJ:.o=.d)

# The browser test: the page served from a sub-path, in Debian's Chromium
# (tests/e2e; any console or page error fails).
test-e2e: deps-web native wasm
	PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 CHROMIUM=$(CHROMIUM) \
	  node_modules/.bin/playwright test -c tests/e2e/playwright.config.mjs

# The mutation check (not part of `make test`: over an hour on 2 busy cores):
# each realistic one-line bug of tests/mutants/list.mjs is made alone in a
# scratch copy (build/mutants) and run against the tests named for it, then
# the whole suites of its layer, until one fails. MUTANTS=id,id runs some.
test-mutants: deps-web native wasm
	node tests/mutants/run.mjs $(if $(MUTANTS),--only $(MUTANTS))

# ---- bench, serve ----------------------------------------------------------
# Judge inputs at the problems' largest sizes: grundy against plain scanf
# references (tests/bench/run.sh; rows can be added there).
bench: deps-build native wasm build/grundy-batch build/tbvalues build/bench-search
	@PEERS='$(PEERS)' sh tests/bench/run.sh
	@node tests/bench/wasm.mjs  # wasm vs native, the page's files
	@node tests/bench/page.mjs  # the page in Chromium: first load (KiB gzip), cold load to the first value

# The published periods of README's table, computed natively, certified and
# verified by `grundy check` (not part of `make test`: about two minutes here,
# most of it 0.376 and 0.354). Certificates go to build/records; each line
# says how long certifying (computing, the engine's own check) and checking
# the certificate took. CODE:N:PRE-PERIOD:PERIOD, N far enough to prove it.
RECORDS := 0.16:520000:105351:149459 0.56:660000:326640:144 0.127:100000:46578:4 \
           0.376:4600000:2268248:4 0.354:20200000:10061916:1180
certify-records: native
	@sh tests/tools/records.sh $(RECORDS)

# Serve web/ on http://localhost:$(PORT) (PORT=8080 make serve); Ctrl-C stops.
serve: deps-build all
	@node tests/tools/serve.mjs --port $(PORT)

clean:
	rm -rf build web/engine/grundy.wasm web/engine/grundy-core.mjs $(FIRST_OUT)
