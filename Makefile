# io_uring for Linux 4.19 LTS: build, boot and test the patch series.
#
#   make boot         build the patched kernel, boot it, show uname -r and
#                     that io_uring_setup() works
#   make check        lint the series and the scripts, run the host-side
#                     unit tests, build, boot, run every selftest, then
#                     liburing 2.3's test programs (make liburing-check)
#                     but the slow ones of selftests/liburing/ci-only
#   make check FULL=1 the same, with those too and the benchmarks' smoke
#                     run (.ci/run)
#   make check DEBUG=1  the same on the debug config (KASAN, lockdep, ...)
#   make check V54=1  the same for the v5.4 level alone (the patches before
#                     the mark in `series`); make rpm V54=1 packages it
#   make check DEBUG=1 FAULTS=1  the same with allocations of the selftests
#                     failing at random (failslab, fail_page_alloc); failed
#                     cases are reported, oopses, leaks and hangs fail
#   make fuzz         trinity and our SQE fuzzer in the VM for FUZZ_SECONDS
#                     (3600; FUZZ_SEED=N to repeat a run); not in check or CI
#   make bisect-check build every prefix of the series
#   make stress       the stress selftest alone, STRESS_SECONDS long (600;
#                     make check runs it for 20 s)
#   make check-upstream ONLY="..."  the selftests on Debian's kernel of
#                     UPSTREAM (bullseye: upstream 5.15's io_uring), to see
#                     what upstream does; not judged
#   make bench        build, boot, run the benchmarks (bench/) on this kernel
#                     and on Debian's 5.10 and 6.1 cloud kernels
#                     (BENCH_UPSTREAM), write the tables and plots;
#                     BASELINE=N runs them on the first N patches too and
#                     prints the ratios; ICOUNT=1: the CPU-bound ones in
#                     instruction counts, one vCPU (Documentation/performance.md);
#                     BENCH_ONLY="ext4cold ...": only those parts
#   make bench-gate   a few benchmarks in instruction counts against the
#                     baseline committed for the test config: 1% worse
#                     fails (.ci/run); UPDATE=1 rewrites the baseline
#   make rpm          rpmbuild -ba kernel.spec: kernel, kernel-devel,
#                     kernel-headers, kernel-selftests-io_uring RPMs and the
#                     SRPM in build/rpm-production; TESTCONFIG=1 builds them
#                     with the test VM's config (build/rpm-test), RELEASE=N
#                     sets the release number
#   make rpm-check    two releases of the test-config RPMs in a createrepo_c
#                     repository, dnf install and upgrade into a fresh root,
#                     boot that root's kernel and run its selftests
#                     (Documentation/packaging.md); includes loading a
#                     module built for unpatched 4.19.304
#   make kabi-check   unpatched 4.19.304 and ours on the production config:
#                     every export keeps its CRC, structures keep their
#                     layout (Documentation/kabi.md)
#
# Every VM boots through scripts/vm/run; KERNEL_CMDLINE="..." adds kernel
# parameters to the VMs of any target.
#
# See README.md and Documentation/testing.md.

# The upstream tarball under the series: scripts/lib.sh says where, from
# the base version it names, unless TARBALL= is given.
ifeq ($(origin TARBALL),undefined)
TARBALL := $(shell bash -c '. scripts/lib.sh && echo $$TARBALL')
endif
BUILD ?= $(CURDIR)/build
DEBUG ?= 0
JOBS ?= $(shell echo $$(( $$(nproc) + 1 )))

# UPTO=N: the kernel of the first N patches only, in its own tree under
# build/pN (the main tree's relative layout, so ccache hits): the side
# without a fix when showing that its test fails (Documentation/testing.md).
# V54=1: the v5.4 level alone, the patches before the mark in `series`
# (scripts/lib.sh V54_MARK): UPTO= that many.  Its selftests SKIP what the
# kernel says it lacks (IORING_REGISTER_PROBE, FEAT bits, -EINVAL).
ifeq ($(V54),1)
override UPTO := $(shell bash -c '. scripts/lib.sh && v54_count')
endif
TREE := $(BUILD)$(if $(UPTO),/p$(UPTO))
SRC := $(TREE)/src
ifeq ($(DEBUG),1)
FLAVOUR := debug
FRAGMENTS := configs/common.config configs/test-vm.config configs/debug.config
VM_MEM := 3G
VM_TIMEOUT ?= 3600
# RCU stall reports after 60 s, not 21 s: under TCG on a loaded host, KASAN
# and kmemleak make boot that slow (Documentation/testing.md).
FLAVOUR_CMDLINE := rcupdate.rcu_cpu_stall_timeout=60
else
FLAVOUR := test
FRAGMENTS := configs/common.config configs/test-vm.config
VM_MEM := 2G
VM_TIMEOUT ?= 1500
endif
# FAULTS=1 (debug config only): make check with fault injection for the
# selftests, FAULT_PROBABILITY% of every FAULT_INTERVALth allocation of
# theirs failing (scripts/vm/guest-init), judged by scripts/vm/tap-summary and
# scripts/vm/check-console in their fault mode, counted by scripts/vm/fault-report
# (Documentation/testing.md).
FAULTS ?= 0
FAULT_PROBABILITY ?= 10
FAULT_INTERVAL ?= 100
FAULTS_ON := $(filter 1,$(FAULTS))
ifneq ($(FAULTS_ON),)
ifneq ($(DEBUG),1)
$(error FAULTS=1 needs DEBUG=1: its findings are judged with KASAN, lockdep and kmemleak)
endif
endif
OBJ := $(TREE)/obj-$(FLAVOUR)
RUN := $(TREE)/run-$(FLAVOUR)$(if $(FAULTS_ON),-faults)
BZIMAGE := $(OBJ)/arch/x86/boot/bzImage
INITRAMFS := $(OBJ)/initramfs.cpio.gz

# ccache, when present; the base dir makes hits survive a fresh clone.
# Depend mode: a miss compiles once, taking the headers from the
# compiler's -MD output (kbuild's -Wp,-MD), where ccache would otherwise
# run the preprocessor first; a cold build is that much shorter.
# CCACHE_NODEPEND=1 (ccache's own switch) turns it off.
# Looked up when a recipe runs, not when make starts: on a bare machine
# `make boot` installs ccache (deps) before its first compile, and a
# compiler command that changed between two runs would rebuild the kernel.
KCC = $(if $(shell command -v ccache),ccache gcc,gcc)
export CCACHE_BASEDIR := $(CURDIR)
ifeq ($(CCACHE_NODEPEND),)
export CCACHE_DEPEND := 1
endif

.PHONY: all prep config kernel selftests initramfs boot check lint check-upstream \
	bisect-check deps clean bench bench-bins bench-baseline bench-gate stress \
	rpm rpm-check kabi-check fuzz mails unit liburing-tests liburing-check \
	liburing-check-upstream liburing-run apps apps-upstream

all: kernel

# The Debian packages of scripts/install-deps: those of building and
# testing always, and the groups (bench, rpm, fuzz) the goals on the
# command line need, whichever of them reaches deps first.
DEPS = $(sort $(if $(filter bench bench-baseline,$(MAKECMDGOALS)),bench) \
	$(if $(and $(filter check,$(MAKECMDGOALS)),$(FULL_ON)),bench) \
	$(if $(filter rpm rpm-check kabi-check,$(MAKECMDGOALS)),rpm) \
	$(if $(filter fuzz,$(MAKECMDGOALS)),fuzz))
deps:
	scripts/install-deps $(DEPS)

prep: deps
ifneq ($(UPTO),)
	@mkdir -p $(TREE)
	bash -c '. scripts/lib.sh && series_patches' | head -n $(UPTO) > $(TREE)/series
	SERIES=$(TREE)/series scripts/series/prep-tree $(TARBALL) $(SRC)
else
	scripts/series/prep-tree $(TARBALL) $(SRC)
endif

# The test and debug configs keep what the selftests and the benchmarks
# need (scripts/check-test-config), however configs/test-vm.config trims.
config: prep
	scripts/make-config $(SRC) $(OBJ) $(FRAGMENTS)
	scripts/check-test-config $(OBJ)/.config selftests/io_uring/config bench/config

# $(call build-kernel,SRC,OBJ): the bzImage and the modules, failing on
# errors and warnings; the modules installed under OBJ/modroot for the
# initramfs (null_blk for make bench, and what defconfig makes modules).
# The recipe is scripts/build-kernel, which bisect-check runs too.
define build-kernel
KCC="$(KCC)" JOBS=$(JOBS) scripts/build-kernel $(1) $(2)
endef

# Every VM goes through scripts/vm/run (named options; --judge says how
# the run is judged).  KERNEL_CMDLINE="..." adds kernel parameters to every
# VM of the run; the targets add theirs after it.  The guest's /init is
# the only reader of the iou.* parameters among them.
KERNEL_CMDLINE ?=
VM := scripts/vm/run --mem $(VM_MEM)

# $(call vm,MODE,INITRAMFS,OUTDIR,TIMEOUT,JUDGE[,CMDLINE]): this series'
# kernel in a VM.
define vm
$(VM) --kernel $(BZIMAGE) --initrd $(2) --mode $(1) --out $(3) --timeout $(4) \
	--judge $(5) --cmdline "$(strip $(KERNEL_CMDLINE) $(FLAVOUR_CMDLINE) $(6))"
endef

# $(call bench-run,KERNEL_IMAGE,MODROOT,OUTDIR[,CMDLINE[,NOT_OURS]]): the
# benchmark programs in a VM booted from KERNEL_IMAGE (ours, a baseline,
# or Debian's) with the modules under MODROOT; with ICOUNT=1 10 GiB of
# memory (bigwrite's 5 GiB file on a memory-backed null_blk).  NOT_OURS names a kernel
# that is not ours: its console is shown, not judged, and it boots with
# ACPI interrupts on (scripts/vm/run --acpi).
define bench-run
mkdir -p $(3)
ROOT=$(2) scripts/vm/mkinitramfs $(OBJ) $(BUILD)/selftests $(3)/initramfs.cpio.gz $(BENCH_BIN)
$(VM) --kernel $(1) --initrd $(3)/initramfs.cpio.gz --mode bench --out $(3) \
	--timeout 5400 --judge bench $(if $(5),--acpi on --not-ours "$(5)") \
	$(if $(ICOUNT),--icount on --mem 10G) \
	--cmdline "$(strip $(KERNEL_CMDLINE) $(BENCH_CMDLINE) $(4))"
endef

kernel: config
	$(call build-kernel,$(SRC),$(OBJ))
	@echo "kernel: $(BZIMAGE) ($(shell cat $(SRC)/.applied/* 2>/dev/null | grep -c '^Subject:') patches)"

selftests:
	$(MAKE) -s -j$(JOBS) -C selftests/io_uring OUTPUT=$(BUILD)/selftests

# FULL=1 (.ci/run): make check runs the benchmarks' smoke run after the
# selftests, and every liburing program (selftests/liburing/ci-only).
FULL ?= 0
FULL_ON := $(filter 1,$(FULL))

# The benchmarks' smoke run goes with the test config only: on the debug
# config (KASAN, lockdep) it would measure nothing and take minutes.
initramfs: kernel selftests bench-bins $(if $(FAULTS_ON),fault-sweep)
	ROOT=$(OBJ)/modroot scripts/vm/mkinitramfs $(OBJ) $(BUILD)/selftests $(INITRAMFS) \
		$(if $(filter 1,$(DEBUG)),,$(if $(FULL_ON),$(BENCH_BIN)))

# FAULTS=1: fuzz/fault_sweep.c, run by /init after the selftests.
fault-sweep:
	$(MAKE) -s -C selftests/io_uring OUTPUT=$(BUILD)/selftests $(BUILD)/selftests/fault_sweep

boot: initramfs
	$(call vm,boot,$(INITRAMFS),$(RUN),600,boot)

lint: prep
	scripts/series/lint-series $(SRC)
	scripts/lint-configs
	scripts/lint-scripts

# ONLY="exit poll": only these selftest programs (and no benchmark smoke
# run).  On the whole series a skipped case fails the run (IOU_SKIP_FAILS,
# scripts/vm/tap-summary); with UPTO= or V54=1 the kernel may lack what a
# test asks for, and the test SKIPs.  Not TESTS: a command-line variable reaches the selftests' make.
comma := ,
# FAULTS=1: the kernel parameter for guest-init, and after the verdict
# (kept as the exit status) the counts of scripts/vm/fault-report.
FAULT_CMDLINE = $(if $(FAULTS_ON),iou.faults=$(FAULT_PROBABILITY)$(comma)$(FAULT_INTERVAL))
FAULT_REPORT = ; rc=$$?; scripts/vm/fault-report $(RUN)/console.log $(SRC)/fs/io_uring.c; exit $$rc
# The host side's unit tests: the benchmark library on recorded results.
unit:
	$(MAKE) -s -C bench test

# liburing's programs follow the selftests, in a VM of their own, unless
# the run is a part (ONLY=), fails allocations (FAULTS=1) or runs a
# prefix of the series (UPTO=, V54=1), which lacks what many of them use.
# liburing's programs run on the test config only: on the debug config its
# syzkaller reproducers' fault injection switches kmemleak off, and some
# programs outlast their 60 s under KASAN (Documentation/testing.md).
CHECK_LIBURING := $(if $(ONLY)$(FAULTS_ON)$(UPTO)$(filter 1,$(DEBUG)),,1)

check: lint unit initramfs $(if $(CHECK_LIBURING),liburing-tests)
	$(if $(FAULTS_ON),IOU_FAULTS=1,$(if $(UPTO),,IOU_SKIP_FAILS=1)) $(call vm,check,$(INITRAMFS),$(RUN),$(VM_TIMEOUT),tap,$(if $(filter 1,$(DEBUG)),,$(if $(FULL_ON),$(SYSCALL_COUNT))) $(if $(ONLY),iou.tests=$(subst $() ,$(comma),$(strip $(ONLY)))) $(FAULT_CMDLINE)) $(if $(FAULTS_ON),$(FAULT_REPORT))
	$(if $(CHECK_LIBURING),$(MAKE) -s liburing-run)

# The selftests on Debian's cloud kernel of UPSTREAM (bullseye: upstream
# 5.15's io_uring; bookworm: 6.1's), to see what upstream does in a case:
# make check-upstream ONLY="reserved_fields sendrecv".  Not ours: the
# console is shown, not judged, and a failure is a fact about upstream.
UPSTREAM ?= bullseye
UPSTREAM_DIR := $(BUILD)/upstream/$(UPSTREAM)
# $(call upstream-vm,MODE,JUDGE,CMDLINE[,MKINITRAMFS_ENV]): Debian's kernel
# of UPSTREAM with our initramfs (its modules, our selftests) in /init's
# MODE, in UPSTREAM_DIR/MODE; its console is shown, not judged.
define upstream-vm
scripts/upstream-kernel $(UPSTREAM) $(UPSTREAM_DIR)
mkdir -p $(UPSTREAM_DIR)/$(1)
$(4) ROOT=$(UPSTREAM_DIR)/root scripts/vm/mkinitramfs $(OBJ) $(BUILD)/selftests \
	$(UPSTREAM_DIR)/$(1)/initramfs.cpio.gz
$(VM) --kernel $(UPSTREAM_DIR)/vmlinuz --initrd $(UPSTREAM_DIR)/$(1)/initramfs.cpio.gz \
	--mode $(1) --out $(UPSTREAM_DIR)/$(1) --timeout $(VM_TIMEOUT) --judge $(2) \
	--acpi on --not-ours "Debian's $(UPSTREAM) kernel" \
	--cmdline "$(strip $(KERNEL_CMDLINE) $(3))"
endef

check-upstream: kernel selftests
	$(call upstream-vm,check,tap,$(if $(ONLY),iou.tests=$(subst $() ,$(comma),$(strip $(ONLY)))))

# liburing's own test programs (scripts/liburing-tests/build) in the VM,
# one after the other (selftests/liburing/run), judged against the list
# of the programs that may fail or skip here, each with the upstream
# change it waits for (selftests/liburing/expected;
# scripts/vm/liburing-summary).  liburing-check-upstream runs them on
# Debian's kernel of UPSTREAM and lists every program that does not
# pass there.  LIBURING="a b": only those programs.  Without FULL=1 and
# LIBURING=, the programs of selftests/liburing/ci-only (the slowest,
# each with its time) are left out: .ci/run runs them.
LIBURING_TESTS := $(BUILD)/liburing-tests
LIBURING_RUN := $(BUILD)/liburing-$(FLAVOUR)
LIBURING_CMDLINE = $(if $(LIBURING),iou.liburing=$(subst $() ,$(comma),$(strip $(LIBURING))))
LIBURING_SKIP := $(if $(FULL_ON)$(LIBURING),,selftests/liburing/ci-only)

liburing-tests:
	scripts/liburing-tests/build $(LIBURING_TESTS)

liburing-check: kernel liburing-tests
	$(MAKE) -s liburing-run

# The run itself, on the kernel and programs built (make check calls it
# after its selftests).
liburing-run:
	mkdir -p $(LIBURING_RUN)
	ROOT=$(OBJ)/modroot LIBURING=$(LIBURING_TESTS)/bin LIBURING_SKIP=$(LIBURING_SKIP) \
		scripts/vm/mkinitramfs $(OBJ) - $(LIBURING_RUN)/initramfs.cpio.gz
	$(call vm,liburing,$(LIBURING_RUN)/initramfs.cpio.gz,$(LIBURING_RUN),$(VM_TIMEOUT),none,$(LIBURING_CMDLINE))
	scripts/vm/liburing-summary $(LIBURING_RUN)/results.tap selftests/liburing/expected \
		$(LIBURING_SKIP)

liburing-check-upstream: kernel selftests liburing-tests
	$(call upstream-vm,liburing,none,$(LIBURING_CMDLINE),LIBURING=$(LIBURING_TESTS)/bin)
	scripts/vm/liburing-summary $(UPSTREAM_DIR)/liburing/results.tap /dev/null || true

# The stress selftest alone, for STRESS_SECONDS (selftests/io_uring/stress.c).
STRESS_SECONDS ?= 600
STRESS_RUN := $(BUILD)/stress-$(FLAVOUR)

# make apps: the test suites of crates that gate file system calls on the
# 5.11 level (apps/crates: tokio-uring, monoio), built from crates.io
# (scripts/apps/build), one test at a time in the test VM, judged against
# apps/expected as liburing's are.  make apps-upstream: the same programs
# on Debian's kernel (UPSTREAM=bullseye, the default, or bookworm).
APPS_OUT := $(BUILD)/apps
APPS_RUN := $(BUILD)/apps-$(FLAVOUR)
apps: kernel
	scripts/apps/build $(APPS_OUT)
	mkdir -p $(APPS_RUN)
	ROOT=$(OBJ)/modroot APPS=$(APPS_OUT) APPS_SKIP=apps/expected \
		scripts/vm/mkinitramfs $(OBJ) - $(APPS_RUN)/initramfs.cpio.gz
	$(call vm,apps,$(APPS_RUN)/initramfs.cpio.gz,$(APPS_RUN),$(VM_TIMEOUT),none)
	PREFIX=apps scripts/vm/liburing-summary $(APPS_RUN)/results.tap apps/expected

apps-upstream: kernel selftests
	scripts/apps/build $(APPS_OUT)
	$(call upstream-vm,apps,none,,APPS=$(APPS_OUT) APPS_SKIP=apps/expected)
	PREFIX=apps scripts/vm/liburing-summary $(UPSTREAM_DIR)/apps/results.tap apps/expected || true

stress: lint initramfs
	$(call vm,stress,$(INITRAMFS),$(STRESS_RUN),$$(( $(STRESS_SECONDS) + $(VM_TIMEOUT) )),tap,iou.stress=$(STRESS_SECONDS))

# Fuzzing, not in check or CI: Debian's trinity for a quarter of
# FUZZ_SECONDS, our SQE fuzzer (selftests/io_uring/fuzz/) for the rest, in
# the VM of make check (same disks) booted with iou.fuzz= (and iou.seed=
# with FUZZ_SEED=N: the run's seed, to repeat it; FUZZ_REPLAY=SEED runs one
# sqe_fuzz child of that seed alone).  Judged like make check:
# the TAP of the two (a hang or a failure fails), the console and kmemleak.
# The VM may take FUZZ_SECONDS plus VM_TIMEOUT (Documentation/testing.md).
FUZZ_SECONDS ?= 3600
FUZZ_RUN := $(BUILD)/fuzz-$(FLAVOUR)
FUZZ_INITRAMFS := $(OBJ)/initramfs-fuzz.cpio.gz

fuzz: lint kernel selftests
	$(MAKE) -s -C selftests/io_uring OUTPUT=$(BUILD)/selftests fuzz
	FUZZ=1 ROOT=$(OBJ)/modroot scripts/vm/mkinitramfs $(OBJ) $(BUILD)/selftests $(FUZZ_INITRAMFS)
	$(call vm,fuzz,$(FUZZ_INITRAMFS),$(FUZZ_RUN),$$(( $(FUZZ_SECONDS) + $(VM_TIMEOUT) )),tap,iou.fuzz=$(FUZZ_SECONDS) $(if $(FUZZ_SEED),iou.seed=$(FUZZ_SEED)) $(if $(FUZZ_REPLAY),iou.replay=$(FUZZ_REPLAY)))

# Benchmarks (Documentation/performance.md): bench/run.sh in a VM booted
# from this series' kernel, then from Debian's cloud kernels of the suites
# in BENCH_UPSTREAM (same VM, same initramfs; nvme.poll_queues gives their
# NVMe driver the poll queues that 4.19 does not need) and, with
# BASELINE=N, from the kernel of the first N patches; one VM after the
# other, ratios only mean anything side by side.  The report and the plots
# go to build/bench-<flavour>/.
BENCH_SECONDS ?= 3
# The system-call counter of bench/run.sh, on from boot (never switched at
# run time: that hangs TCG guests now and then, Documentation/performance.md).
SYSCALL_COUNT := trace_event=raw_syscalls:sys_enter
# One clocksource for every kernel: under TCG 4.19 falls back to the HPET
# (a trapped read per clock_gettime) where 6.1 keeps the TSC.
# ICOUNT=1: the CPU-bound measurements (bench/matrix's icount_ lists) on
# one vCPU with QEMU counting instructions (scripts/vm/run --icount): the
# same figures from run to run, in their own directories (bench-icount).
ICOUNT ?=
# BENCH_ONLY="ext4cold echo": only those parts of bench/matrix (its fio
# targets, echo, echoidle, seqwrite, bigwrite, iopoll, sqshare, qemuimg).
BENCH_ONLY ?=
BENCH_CMDLINE := clocksource=tsc tsc=reliable iou.secs=$(BENCH_SECONDS) $(SYSCALL_COUNT) \
	$(if $(ICOUNT),iou.icount=1) \
	$(if $(BENCH_ONLY),iou.benchonly=$(subst $() ,$(comma),$(strip $(BENCH_ONLY))))
BENCH_UPSTREAM ?= bullseye bookworm
BENCH_BIN := $(BUILD)/bench-bin
BENCH_DIR := bench$(if $(ICOUNT),-icount)
BENCH_RUN := $(BUILD)/$(BENCH_DIR)-$(FLAVOUR)
BASE := $(BUILD)/p$(BASELINE)
BASE_OBJ := $(BASE)/obj-$(FLAVOUR)
UPSTREAM_RESULTS := $(foreach s,$(BENCH_UPSTREAM),$(BUILD)/upstream/$(s)/$(BENCH_DIR)/results.tap)

# $(call bench-upstream,SUITE): Debian's cloud kernel of SUITE, benchmarked.
# Its console is shown, not judged: what it reports is Debian's kernel's
# business, not ours.
define bench-upstream
scripts/upstream-kernel $(1) $(BUILD)/upstream/$(1)
	$(call bench-run,$(BUILD)/upstream/$(1)/vmlinuz,$(BUILD)/upstream/$(1)/root,$(BUILD)/upstream/$(1)/$(BENCH_DIR),nvme.poll_queues=2,Debian's $(1) kernel)

endef

bench-bins:
	$(MAKE) -s -C bench OUTPUT=$(BENCH_BIN)

bench: kernel selftests bench-bins $(if $(BASELINE),bench-baseline)
	$(call bench-run,$(BZIMAGE),$(OBJ)/modroot,$(BENCH_RUN))
	$(foreach s,$(BENCH_UPSTREAM),$(call bench-upstream,$(s)))
	bench/report/bench-report $(BENCH_RUN)/results.tap $(UPSTREAM_RESULTS) \
		$(if $(BASELINE),--base $(BASE)/$(BENCH_DIR)/results.tap) > $(BENCH_RUN)/report.md; \
		rc=$$?; cat $(BENCH_RUN)/report.md; exit $$rc
	bench/report/bench-plot $(BENCH_RUN)/plots $(BENCH_RUN)/results.tap $(UPSTREAM_RESULTS)

# The regression gate (.ci/run): bench/matrix's gate set in instruction
# counts on the test config, against the baseline committed for it,
# bench/gate-baseline.txt (bench/report/bench-gate: a figure 1% worse
# fails, 1% better asks for the baseline to be updated, UPDATE=1).  Boots
# with the benchmarks' parameters but no system-call counting.
GATE_BASELINE := bench/gate-baseline.txt
GATE_RUN := $(BUILD)/bench-gate
ifneq ($(filter bench-gate,$(MAKECMDGOALS)),)
ifneq ($(filter 1,$(DEBUG))$(UPTO),)
$(error bench-gate: its baseline is the whole series on the test config, not DEBUG=1, UPTO= or V54=1)
endif
endif
bench-gate: kernel selftests bench-bins
	mkdir -p $(GATE_RUN)
	ROOT=$(OBJ)/modroot scripts/vm/mkinitramfs $(OBJ) $(BUILD)/selftests \
		$(GATE_RUN)/initramfs.cpio.gz $(BENCH_BIN)
	$(VM) --kernel $(BZIMAGE) --initrd $(GATE_RUN)/initramfs.cpio.gz --mode bench \
		--out $(GATE_RUN) --timeout 3600 --judge bench --icount on \
		--cmdline "$(strip $(KERNEL_CMDLINE) clocksource=tsc tsc=reliable iou.secs=3 iou.icount=1 iou.gate=1)"
	bench/report/bench-gate $(GATE_BASELINE) $(GATE_RUN)/results.tap \
		$(if $(filter 1,$(UPDATE)),--update)

# The kernel of the first BASELINE patches: make UPTO=BASELINE kernel, in
# build/pN (the tree make check UPTO= uses), run with the same programs.
bench-baseline: kernel selftests bench-bins
	$(MAKE) UPTO=$(BASELINE) kernel
	$(call bench-run,$(BASE_OBJ)/arch/x86/boot/bzImage,$(BASE_OBJ)/modroot,$(BASE)/$(BENCH_DIR))

# RPMs: rpmbuild on kernel.spec with its sources staged by
# scripts/rpm/rpm-sources.  --nodeps: Debian's rpm database knows none of the
# build requirements, which scripts/install-deps installs as Debian packages.
RPM_FLAVOUR := $(if $(filter 1,$(TESTCONFIG)),test,production)
RPM_TOP ?= $(BUILD)/rpm-$(RPM_FLAVOUR)
RPMBUILD = rpmbuild -ba --nodeps --define "_topdir $(RPM_TOP)" \
	--define "kcc $(KCC)" --define "_smp_mflags -j$(JOBS)" \
	$(if $(filter 1,$(TESTCONFIG)),--with testconfig) \
	$(if $(filter 1,$(V54)),--with v54) \
	$(if $(RELEASE),--define "iou_release $(RELEASE)")

rpm: deps
	scripts/rpm/rpm-sources $(TARBALL) $(RPM_TOP)/SOURCES
	$(RPMBUILD) kernel.spec > $(RPM_TOP)/rpmbuild-$(or $(RELEASE),spec).log 2>&1 || \
		{ tail -40 $(RPM_TOP)/rpmbuild-$(or $(RELEASE),spec).log; exit 1; }
	@ls -1 $(RPM_TOP)/RPMS/*/*.rpm $(RPM_TOP)/SRPMS/*.rpm

# The yum-update path end to end (scripts/rpm/rpm-test).
rpm-check: deps
	KCC="$(KCC)" JOBS=$(JOBS) TARBALL=$(TARBALL) KERNEL_CMDLINE="$(KERNEL_CMDLINE)" \
		scripts/rpm/rpm-test $(BUILD)/rpm-check

# The module ABI against unpatched 4.19.304, production config: CRCs of
# every export and the layouts of kabi/structs.txt (Documentation/kabi.md).
kabi-check: prep
	KCC="$(KCC)" JOBS=$(JOBS) TARBALL=$(TARBALL) \
		kabi/kabi-check production $(BUILD)/kabi $(SRC)

bisect-check:
	scripts/series/bisect-check $(TARBALL) $(BUILD)/bisect

# The series as a mail thread for linux-block, checked with checkpatch
# --strict (scripts/series/mails, Documentation/mails.md).
mails: prep
	scripts/series/mails $(SRC) $(BUILD)/mails

clean:
	rm -rf $(BUILD)
