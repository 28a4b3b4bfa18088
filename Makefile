# Thin wrapper over CMake: the two commands the README opens with, and a few more.
BUILD      ?= build
BUILD_ASAN ?= build-asan
JOBS       ?= $(shell nproc 2>/dev/null || echo 2)
SAMPLE     ?= sample-games/gnugo-selfplay-19x19.sgf

.PHONY: all deps configure run test test-sanitize bench corpus-check clean

all: run

deps:
	@sh scripts/install-deps.sh

configure: deps
	@cmake -S . -B $(BUILD) -DCMAKE_BUILD_TYPE=Release >/dev/null

# Build kifu in Release and read the bundled sample game.
run: configure
	@cmake --build $(BUILD) --target kifu -j $(JOBS)
	./$(BUILD)/kifu info $(SAMPLE)

# Build everything and run the whole test suite.
test: configure
	@cmake --build $(BUILD) -j $(JOBS)
	cd $(BUILD) && ctest --output-on-failure -j $(JOBS)

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

# Score the whole ../shared/corpus and compare the summary with tests/corpus/expected_summary.txt.
corpus-check: configure
	@cmake --build $(BUILD) --target kifu -j $(JOBS)
	sh tests/corpus/corpus_check.sh ./$(BUILD)/kifu

clean:
	rm -rf $(BUILD) $(BUILD_ASAN)
