# io_uring for Linux 4.19 LTS: build, boot and test the patch series.
#
#   make boot         build the patched kernel, boot it, show uname -r and
#                     that io_uring_setup() works
#   make check        lint the series, build, boot, run every selftest
#   make check DEBUG=1  the same on the debug config (KASAN, lockdep, ...)
#   make bisect-check build every prefix of the series
#   make stress       the stress selftest alone, STRESS_SECONDS long (600;
#                     make check runs it for 20 s)
#   make bench        build, boot, run the benchmarks (bench/), print a table;
#                     BASELINE=N runs them on the first N patches too and
#                     prints the ratios (Documentation/performance.md)
#
# See README.md and Documentation/testing.md.

TARBALL ?= $(HOME)/rpmbuild/SOURCES/linux-4.19.304.tar.xz
BUILD ?= $(CURDIR)/build
DEBUG ?= 0
JOBS ?= $(shell echo $$(( $$(nproc) + 1 )))

SRC := $(BUILD)/src
ifeq ($(DEBUG),1)
FLAVOUR := debug
FRAGMENTS := configs/test-vm.config configs/debug.config
VM_MEM := 3G
VM_TIMEOUT ?= 3600
# RCU stall reports after 60 s, not 21 s: under TCG on a loaded host, KASAN
# and kmemleak make boot that slow (Documentation/testing.md).
export VM_CMDLINE := rcupdate.rcu_cpu_stall_timeout=60
else
FLAVOUR := test
FRAGMENTS := configs/test-vm.config
VM_MEM := 2G
VM_TIMEOUT ?= 1500
endif
OBJ := $(BUILD)/obj-$(FLAVOUR)
RUN := $(BUILD)/run-$(FLAVOUR)
BZIMAGE := $(OBJ)/arch/x86/boot/bzImage
INITRAMFS := $(OBJ)/initramfs.cpio.gz

# ccache, when present; the base dir makes hits survive a fresh clone.
KCC := $(if $(shell command -v ccache),ccache gcc,gcc)
export CCACHE_BASEDIR := $(CURDIR)

.PHONY: all prep config kernel selftests initramfs boot check lint \
	bisect-check deps clean bench bench-bins bench-baseline stress

all: kernel

deps:
	scripts/install-deps

prep: deps
	scripts/prep-tree $(TARBALL) $(SRC)

config: prep
	scripts/make-config $(SRC) $(OBJ) $(FRAGMENTS)

kernel: config
	$(MAKE) -s -C $(SRC) O=$(OBJ) CC="$(KCC)" -j$(JOBS) bzImage 2> $(OBJ)/build.log || \
		{ grep -B5 -A5 -E 'error|Error' $(OBJ)/build.log | tail -60; exit 1; }
	scripts/check-build-log $(OBJ)/build.log
	@echo "kernel: $(BZIMAGE) ($(shell cat $(SRC)/.applied/* 2>/dev/null | grep -c '^Subject:') patches)"

selftests:
	$(MAKE) -s -C selftests/io_uring OUTPUT=$(BUILD)/selftests

initramfs: kernel selftests
	scripts/mkinitramfs $(OBJ) $(BUILD)/selftests $(INITRAMFS)

boot: initramfs
	scripts/run-vm $(BZIMAGE) $(INITRAMFS) boot $(RUN) 600 $(VM_MEM)
	@grep -v '^# kmemleak' $(RUN)/results.tap
	@grep -q '^io_uring_setup works' $(RUN)/results.tap
	scripts/check-console $(RUN)/console.log $(RUN)/results.tap

lint: prep
	scripts/lint-series $(SRC)

check: lint initramfs
	scripts/run-vm $(BZIMAGE) $(INITRAMFS) check $(RUN) $(VM_TIMEOUT) $(VM_MEM); \
	rc=$$?; tr -d '\r' < $(RUN)/results.tap; \
	scripts/tap-summary $(RUN)/results.tap || rc=1; \
	scripts/check-console $(RUN)/console.log $(RUN)/results.tap || rc=1; \
	exit $$rc

# The stress selftest alone, for STRESS_SECONDS (selftests/io_uring/stress.c).
STRESS_SECONDS ?= 600
STRESS_RUN := $(BUILD)/stress-$(FLAVOUR)

stress: lint initramfs
	VM_CMDLINE="$${VM_CMDLINE:-} iou.stress=$(STRESS_SECONDS)" scripts/run-vm $(BZIMAGE) \
		$(INITRAMFS) stress $(STRESS_RUN) $$(( $(STRESS_SECONDS) + $(VM_TIMEOUT) )) $(VM_MEM); \
	rc=$$?; tr -d '\r' < $(STRESS_RUN)/results.tap; \
	scripts/tap-summary $(STRESS_RUN)/results.tap || rc=1; \
	scripts/check-console $(STRESS_RUN)/console.log $(STRESS_RUN)/results.tap || rc=1; \
	exit $$rc

# Benchmarks: the same programs on this series and, with BASELINE=N, on
# its first N patches, one VM after the other; ratios only mean anything
# side by side (Documentation/performance.md).
BENCH_SECONDS ?= 5
BENCH_BIN := $(BUILD)/bench-bin
BENCH_RUN := $(BUILD)/bench-$(FLAVOUR)
BASE := $(BUILD)/p$(BASELINE)
BASE_OBJ := $(BASE)/obj-$(FLAVOUR)

bench-bins:
	$(MAKE) -s -C bench OUTPUT=$(BENCH_BIN)

bench: kernel selftests bench-bins $(if $(BASELINE),bench-baseline)
	scripts/mkinitramfs $(OBJ) $(BUILD)/selftests $(OBJ)/initramfs-bench.cpio.gz $(BENCH_BIN)
	VM_CMDLINE="iou.secs=$(BENCH_SECONDS)" scripts/run-vm $(BZIMAGE) \
		$(OBJ)/initramfs-bench.cpio.gz bench $(BENCH_RUN) 3600 $(VM_MEM)
	scripts/check-console $(BENCH_RUN)/console.log $(BENCH_RUN)/results.tap
	scripts/bench-report $(BENCH_RUN)/results.tap \
		$(if $(BASELINE),$(BASE)/bench/results.tap) | tee $(BENCH_RUN)/report.txt

# The kernel of the first BASELINE patches, in its own tree (same relative
# layout as the main one, so ccache hits), run with the same programs.
bench-baseline: selftests bench-bins
	@mkdir -p $(BASE)
	grep -vE '^[[:space:]]*(#|$$)' series | head -n $(BASELINE) > $(BASE)/series
	SERIES=$(BASE)/series scripts/prep-tree $(TARBALL) $(BASE)/src
	scripts/make-config $(BASE)/src $(BASE_OBJ) $(FRAGMENTS)
	$(MAKE) -s -C $(BASE)/src O=$(BASE_OBJ) CC="$(KCC)" -j$(JOBS) bzImage 2> $(BASE_OBJ)/build.log || \
		{ tail -40 $(BASE_OBJ)/build.log; exit 1; }
	scripts/mkinitramfs $(BASE_OBJ) $(BUILD)/selftests $(BASE_OBJ)/initramfs-bench.cpio.gz $(BENCH_BIN)
	VM_CMDLINE="iou.secs=$(BENCH_SECONDS)" scripts/run-vm $(BASE_OBJ)/arch/x86/boot/bzImage \
		$(BASE_OBJ)/initramfs-bench.cpio.gz bench $(BASE)/bench 3600 $(VM_MEM)
	scripts/check-console $(BASE)/bench/console.log $(BASE)/bench/results.tap

bisect-check:
	scripts/bisect-check $(TARBALL) $(BUILD)/bisect

clean:
	rm -rf $(BUILD)
