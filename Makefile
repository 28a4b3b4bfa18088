# Thin wrapper over CMake: the two commands the README opens with, and a few more.
BUILD      ?= build
BUILD_ASAN ?= build-asan
BUILD_FUZZ ?= build-fuzz
FUZZ_SECONDS ?= 60
JOBS       ?= $(shell nproc 2>/dev/null || echo 2)
SAMPLE     ?= sample-games/gnugo-selfplay-9x9-parity.sgf
PREFIX     ?= /usr/local

.PHONY: all deps configure run test test-sanitize install uninstall deb bench bench-batch bench-python corpus-check fix-corpus fuzz fuzz-build fuzz-smoke tidy clean

all: run

deps:
	@sh scripts/install-deps.sh

configure: deps
	@cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release >/dev/null

# Build kifu in Release and score a bundled sample game (Japanese vs Chinese, explained).
run: configure
	@cmake --build $(BUILD) --target kifu -j $(JOBS)
	./$(BUILD)/kifu score $(SAMPLE)

# Build everything and run the whole test suite.
test: configure
	@cmake --build $(BUILD) -j $(JOBS)
	cd $(BUILD) && ctest --output-on-failure -j $(JOBS)

# kifu, its man page, shell completions, README, CHANGELOG and sample games under PREFIX
# (cmake/install.cmake lists them); DESTDIR=... stages them elsewhere, as packagers do.
install: configure
	@cmake --build $(BUILD) --target install_parts -j $(JOBS)
	cmake --install $(BUILD) --prefix $(PREFIX)

# Removes what the last `make install` from this build put there: the files cmake --install
# listed in $(BUILD)/install_manifest.txt, under the same DESTDIR (give it again: the list
# holds the paths without it). Only those files: folders that other packages share stay.
uninstall:
	@test -f $(BUILD)/install_manifest.txt || { echo "make uninstall: no $(BUILD)/install_manifest.txt: nothing was installed from $(BUILD)" >&2; exit 1; }
	sed 's|^|$(DESTDIR)|' $(BUILD)/install_manifest.txt | xargs -d '\n' rm -f --

# The Debian package $(BUILD)/kifu_<version>_<arch>.deb (CPack; cmake/package.cmake), checked
# by lintian. Install it with: sudo apt install ./$(BUILD)/kifu_*.deb
deb: configure
	@cmake --build $(BUILD) --target install_parts -j $(JOBS)
	@sh scripts/make-deb.sh $(BUILD)

# The whole test suite under AddressSanitizer and UndefinedBehaviorSanitizer.
test-sanitize: deps
	@cmake -S . -B $(BUILD_ASAN) -DCMAKE_BUILD_TYPE=Debug -DKIFU_SANITIZE=ON -DKIFU_BENCHMARKS=OFF >/dev/null
	@cmake --build $(BUILD_ASAN) -j $(JOBS)
	cd $(BUILD_ASAN) && ctest --output-on-failure -j $(JOBS)

# Google Benchmark suite and the corpus benchmark (skipped without ../shared/corpus),
# then one table of the figures, with the peers when installed (../shared/peers/setup.sh).
bench: configure
	@cmake --build $(BUILD) --target kifu kifu_bench -j $(JOBS)
	sh tests/bench/bench_table.sh $(BUILD)

# kifu batch over the corpus packed as one .tar.gz: games/s at -j1/-j2, against plain
# decompression, and peak RSS over a 1,000,000-game archive (skipped without ../shared).
bench-batch: configure
	@cmake --build $(BUILD) --target kifu -j $(JOBS)
	sh tests/bench/batch_bench.sh ./$(BUILD)/kifu

# The Python module against sgfmill (parse + replay of the KGS records) and against kifu
# batch, then kifu.batch's peak RSS over a 1,000,000-game archive (skipped without ../shared).
bench-python: configure
	@cmake --build $(BUILD) --target kifu kifu_python -j $(JOBS)
	/usr/bin/python3 tests/bench/python_bench.py $(BUILD)

# Score the whole ../shared/corpus and compare the summary with tests/corpus/expected_summary.txt.
corpus-check: configure
	@cmake --build $(BUILD) --target kifu -j $(JOBS)
	sh tests/corpus/corpus_check.sh ./$(BUILD)/kifu

# kifu fix over the whole ../shared/corpus: the outputs fixed again (byte-identical), read by
# kifu info --strict, Sabaki's parser and sgfmill (../shared/peers; sh setup.sh for Sabaki).
fix-corpus: configure
	@cmake --build $(BUILD) --target kifu -j $(JOBS)
	sh tests/corpus/fix_corpus.sh ./$(BUILD)/kifu

# libFuzzer targets (tests/fuzz), built with clang 14 into $(BUILD_FUZZ).
FUZZ_TARGETS := reader pipeline board
fuzz-build: deps
	@sh scripts/install-deps.sh clang-14 libclang-rt-14-dev  # libFuzzer and the sanitizers' runtimes
	@CC=clang-14 CXX=clang++-14 cmake -S . -B $(BUILD_FUZZ) -DKIFU_FUZZ=ON -DBUILD_TESTING=OFF -DKIFU_BENCHMARKS=OFF \
	    -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCMAKE_CXX_FLAGS_RELWITHDEBINFO="-O1 -g" >/dev/null
	@cmake --build $(BUILD_FUZZ) --target $(addprefix fuzz_,$(FUZZ_TARGETS)) -j $(JOBS)

# Each target run once over its seed corpus and its regressions, nothing mutated: the same
# every time, so CI (.ci/run) can rely on it; it fails when the clang build breaks (it did
# once, unseen: no other target builds with clang) or a seed or a regression crashes.
fuzz-smoke: fuzz-build
	@for t in $(FUZZ_TARGETS); do \
	    inputs=$$(ls -d tests/fuzz/corpus/$$t/* tests/fuzz/regressions/$$t/* 2>/dev/null); \
	    echo "fuzz_$$t: $$(echo "$$inputs" | wc -l) inputs"; \
	    ./$(BUILD_FUZZ)/fuzz/fuzz_$$t -timeout=10 $$inputs >/dev/null 2>$(BUILD_FUZZ)/smoke_$$t.log || \
	        { tail -n 30 $(BUILD_FUZZ)/smoke_$$t.log; exit 1; }; \
	done

# Each target run for FUZZ_SECONDS on a copy of its seed corpus in
# $(BUILD_FUZZ)/corpus/<target>, so the repository stays clean. Crashes are written to
# $(BUILD_FUZZ)/artifacts/<target>/.
fuzz: fuzz-build
	@for t in $(FUZZ_TARGETS); do \
	    mkdir -p $(BUILD_FUZZ)/corpus/$$t $(BUILD_FUZZ)/artifacts/$$t && \
	    cp tests/fuzz/corpus/$$t/* $(BUILD_FUZZ)/corpus/$$t/ && \
	    dict=""; [ $$t = board ] || dict="-dict=tests/fuzz/sgf.dict"; \
	    echo "fuzz_$$t: $(FUZZ_SECONDS) s"; \
	    ./$(BUILD_FUZZ)/fuzz/fuzz_$$t -max_total_time=$(FUZZ_SECONDS) -max_len=65536 -timeout=10 \
	        -artifact_prefix=$(BUILD_FUZZ)/artifacts/$$t/ $$dict $(BUILD_FUZZ)/corpus/$$t || exit 1; \
	done

# clang-tidy with the check set in .clang-tidy, over every source file.
tidy: configure
	sh scripts/tidy.sh $(BUILD)

clean:
	rm -rf $(BUILD) $(BUILD_ASAN) $(BUILD_FUZZ)
