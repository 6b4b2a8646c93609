# shellcheck shell=bash
# Sourced by scripts that fetch a Debian package the machine's apt is not
# set up for (liburing-from-source, upstream-kernel).
#
# apt_private DIR TYPE SUITE: an apt state of its own under DIR with one
# source, TYPE (deb or deb-src) of SUITE, main, from the machine's own
# Debian mirror; updated.  Sets APT_OPTS, the options that make apt-get and
# apt-cache use it.  The system's apt configuration is left alone.
apt_private() {
	local dir=$1 type=$2 suite=$3 uri
	mkdir -p "$dir/parts" "$dir/lists/partial"
	uri=$(apt-get indextargets --format '$(REPO_URI) $(RELEASE)' 'Created-By: Packages' |
		awk '$2 !~ /-/ { print $1; exit }')
	[ -n "$uri" ] || { echo "apt_private: no Debian mirror configured" >&2; return 1; }
	printf 'Types: %s\nURIs: %s\nSuites: %s\nComponents: main\nSigned-By: %s\n' \
		"$type" "$uri" "$suite" /usr/share/keyrings/debian-archive-keyring.gpg \
		> "$dir/parts/$suite.sources"
	APT_OPTS=(-o Dir::Etc::SourceParts="$dir/parts" -o Dir::Etc::SourceList=/dev/null
		  -o Dir::State::Lists="$dir/lists" -o Dir::State::Status=/dev/null
		  -o APT::Architecture=amd64 -qq)
	apt-get "${APT_OPTS[@]}" update
}
