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
#   make rpm          rpmbuild -ba kernel.spec: kernel, kernel-devel,
#                     kernel-headers, kernel-selftests-io_uring RPMs and the
#                     SRPM in build/rpm-production; TESTCONFIG=1 builds them
#                     with the test VM's config (build/rpm-test), RELEASE=N
#                     sets the release number
#   make rpm-check    two releases of the test-config RPMs in a createrepo_c
#                     repository, dnf install and upgrade into a fresh root,
#                     boot that root's kernel and run its selftests
#                     (Documentation/packaging.md)
#
# See README.md and Documentation/testing.md.

TARBALL ?= $(HOME)/rpmbuild/SOURCES/linux-4.19.304.tar.xz
BUILD ?= $(CURDIR)/build
DEBUG ?= 0
JOBS ?= $(shell echo $$(( $$(nproc) + 1 )))

SRC := $(BUILD)/src
ifeq ($(DEBUG),1)
FLAVOUR := debug
FRAGMENTS := configs/common.config configs/test-vm.config configs/debug.config
VM_MEM := 3G
VM_TIMEOUT ?= 3600
# RCU stall reports after 60 s, not 21 s: under TCG on a loaded host, KASAN
# and kmemleak make boot that slow (Documentation/testing.md).
export VM_CMDLINE := rcupdate.rcu_cpu_stall_timeout=60
else
FLAVOUR := test
FRAGMENTS := configs/common.config configs/test-vm.config
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
	bisect-check deps clean bench bench-bins bench-baseline stress \
	rpm rpm-check

all: kernel

deps:
	scripts/install-deps

prep: deps
	scripts/prep-tree $(TARBALL) $(SRC)

config: prep
	scripts/make-config $(SRC) $(OBJ) $(FRAGMENTS)

# $(call build-kernel,SRC,OBJ): the bzImage, failing on errors and warnings.
define build-kernel
$(MAKE) -s -C $(1) O=$(2) CC="$(KCC)" -j$(JOBS) bzImage 2> $(2)/build.log || \
	{ grep -B5 -A5 -E 'error|Error' $(2)/build.log | tail -60; exit 1; }
scripts/check-build-log $(2)/build.log
endef

# $(call vm-tests,MODE,OUTDIR,TIMEOUT[,CMDLINE]): boot the kernel with the
# selftests, print their TAP and its summary, and check the guest console.
define vm-tests
VM_CMDLINE="$${VM_CMDLINE:-} $(4)" scripts/run-vm $(BZIMAGE) $(INITRAMFS) \
	$(1) $(2) $(3) $(VM_MEM); \
rc=$$?; tr -d '\r' < $(2)/results.tap; \
scripts/tap-summary $(2)/results.tap || rc=1; \
scripts/check-console $(2)/console.log $(2)/results.tap || rc=1; \
exit $$rc
endef

# $(call bench-run,OBJ,OUTDIR): the benchmark programs in a VM booted from
# the kernel built in OBJ.
define bench-run
scripts/mkinitramfs $(1) $(BUILD)/selftests $(1)/initramfs-bench.cpio.gz $(BENCH_BIN)
VM_CMDLINE="$${VM_CMDLINE:-} iou.secs=$(BENCH_SECONDS)" scripts/run-vm \
	$(1)/arch/x86/boot/bzImage $(1)/initramfs-bench.cpio.gz bench $(2) 3600 $(VM_MEM)
scripts/check-console $(2)/console.log $(2)/results.tap
endef

kernel: config
	$(call build-kernel,$(SRC),$(OBJ))
	@echo "kernel: $(BZIMAGE) ($(shell cat $(SRC)/.applied/* 2>/dev/null | grep -c '^Subject:') patches)"

selftests:
	$(MAKE) -s -C selftests/io_uring OUTPUT=$(BUILD)/selftests

initramfs: kernel selftests bench-bins
	scripts/mkinitramfs $(OBJ) $(BUILD)/selftests $(INITRAMFS) $(BENCH_BIN)

boot: initramfs
	scripts/run-vm $(BZIMAGE) $(INITRAMFS) boot $(RUN) 600 $(VM_MEM)
	@grep -v '^# kmemleak' $(RUN)/results.tap
	@grep -q '^io_uring_setup works' $(RUN)/results.tap
	scripts/check-console $(RUN)/console.log $(RUN)/results.tap

lint: prep
	scripts/lint-series $(SRC)
	scripts/lint-configs

check: lint initramfs
	$(call vm-tests,check,$(RUN),$(VM_TIMEOUT))

# The stress selftest alone, for STRESS_SECONDS (selftests/io_uring/stress.c).
STRESS_SECONDS ?= 600
STRESS_RUN := $(BUILD)/stress-$(FLAVOUR)

stress: lint initramfs
	$(call vm-tests,stress,$(STRESS_RUN),$$(( $(STRESS_SECONDS) + $(VM_TIMEOUT) )),iou.stress=$(STRESS_SECONDS))

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
	$(call bench-run,$(OBJ),$(BENCH_RUN))
	scripts/bench-report $(BENCH_RUN)/results.tap \
		$(if $(BASELINE),--base $(BASE)/bench/results.tap) | tee $(BENCH_RUN)/report.md

# The kernel of the first BASELINE patches, in its own tree (same relative
# layout as the main one, so ccache hits), run with the same programs.
bench-baseline: selftests bench-bins
	@mkdir -p $(BASE)
	grep -vE '^[[:space:]]*(#|$$)' series | head -n $(BASELINE) > $(BASE)/series
	SERIES=$(BASE)/series scripts/prep-tree $(TARBALL) $(BASE)/src
	scripts/make-config $(BASE)/src $(BASE_OBJ) $(FRAGMENTS)
	$(call build-kernel,$(BASE)/src,$(BASE_OBJ))
	$(call bench-run,$(BASE_OBJ),$(BASE)/bench)

# RPMs: rpmbuild on kernel.spec with its sources staged by
# scripts/rpm-sources.  --nodeps: Debian's rpm database knows none of the
# build requirements, which scripts/install-deps installs as Debian packages.
RPM_FLAVOUR := $(if $(filter 1,$(TESTCONFIG)),test,production)
RPM_TOP ?= $(BUILD)/rpm-$(RPM_FLAVOUR)
RPMBUILD = rpmbuild -ba --nodeps --define "_topdir $(RPM_TOP)" \
	--define "kcc $(KCC)" --define "_smp_mflags -j$(JOBS)" \
	$(if $(filter 1,$(TESTCONFIG)),--with testconfig) \
	$(if $(RELEASE),--define "iou_release $(RELEASE)")

rpm: deps
	scripts/rpm-sources $(TARBALL) $(RPM_TOP)/SOURCES
	$(RPMBUILD) kernel.spec > $(RPM_TOP)/rpmbuild-$(or $(RELEASE),spec).log 2>&1 || \
		{ tail -40 $(RPM_TOP)/rpmbuild-$(or $(RELEASE),spec).log; exit 1; }
	@ls -1 $(RPM_TOP)/RPMS/*/*.rpm $(RPM_TOP)/SRPMS/*.rpm

# The yum-update path end to end (scripts/rpm-test).
rpm-check: deps
	scripts/rpm-test $(BUILD)/rpm-check

bisect-check:
	scripts/bisect-check $(TARBALL) $(BUILD)/bisect

clean:
	rm -rf $(BUILD)
