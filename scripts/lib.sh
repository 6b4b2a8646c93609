# shellcheck shell=bash
# Sourced by the bash scripts of scripts/ and kabi/: the facts they share,
# each said once.  The Makefile takes TARBALL from here.  kernel.spec says
# the base version again as Version: (a spec stands alone), and make lint
# checks that the two agree.
#
# TOP: the repo.  BASE_VERSION: the upstream release the series applies
# to.  TARBALL: where its tarball is (rpmbuild's source directory unless
# the caller set TARBALL).  series_patches [FILE]: the patch names a
# series file lists (default: the repo's `series`), in order.

TOP=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
BASE_VERSION=4.19.304
# Without HOME (set -u callers), ~ is the home directory /etc/passwd names.
TARBALL=${TARBALL:-${HOME:-$(echo ~)}/rpmbuild/SOURCES/linux-$BASE_VERSION.tar.xz}

# V54_MARK: the line of `series` that ends the v5.4 level: the patches
# before it are the v5.4 interface and its fixes, buildable alone (make
# V54=1, rpmbuild --with v54); those after it go beyond v5.4.  kernel.spec
# looks for the same line.
V54_MARK='# ---- end of the io_uring v5.4 level ----'

# v54_count [FILE]: the number of patches before V54_MARK (fails without it).
v54_count() {
	awk -v m="$V54_MARK" '$0 == m { print n + 0; f = 1; exit }
		/^[[:space:]]*(#|$)/ { next } { n++ } END { exit !f }' "${1:-$TOP/series}"
}

# liburing_version: the liburing release kernel.spec bundles (Source7),
# said once there (a spec stands alone).
liburing_version() {
	sed -n 's/^%global liburing_version //p' "$TOP/kernel.spec"
}

series_patches() {
	grep -vE '^[[:space:]]*(#|$)' "${1:-$TOP/series}" | awk '{print $1}'
}

# The subject of a patch file, its format-patch folding undone and its
# [PATCH ...] prefix dropped.
patch_subject() {
	awk '/^Subject: / { s = $0; f = 1; next }
		f && /^ / { s = s $0; next } f { exit } END { print s }' "$1" |
		sed 's/^Subject: \(\[PATCH[^]]*\] \)\?//'
}

# Commit the unpacked base in the current directory as a devtree does:
# fixed identities and dates, so that the ids of the patch commits after
# it depend on the patches alone (the ids `Fixes:` lines cite).  The
# committer stays exported for the patches the caller commits next.
commit_base() {
	export GIT_COMMITTER_NAME="io_uring-4.19 series"
	export GIT_COMMITTER_EMAIL="series@io-uring-419.example.org"
	git init -q
	git add -A -f
	GIT_AUTHOR_DATE="2024-01-10T00:00:00Z" GIT_COMMITTER_DATE="2024-01-10T00:00:00Z" \
		git -c user.name=upstream -c user.email=upstream@kernel.org \
		commit -q -m "Linux $BASE_VERSION"
}
