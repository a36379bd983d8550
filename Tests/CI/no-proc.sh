#!/usr/bin/env bash
# The static release binary runs where no /proc is mounted (a chroot, a `FROM scratch`
# image run without procfs): it is copied alone into an empty root with one sample, run
# there by chroot (through an unprivileged user namespace when not root), and must print
# what it prints outside, for a command with arguments and for one reading standard input.
# Linux only; `make noproc-check` builds the binary first.
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd -P)
binary=${1:-$root/.build-release/release/layoutspec}
sample=samples/examples/header-with-left-right-justified-text.yaml

if [ "$(uname -s)" != Linux ]; then
  echo "no-proc.sh: Linux only (a Mac has no /proc to miss)" >&2
  exit 2
fi
if ! file "$binary" 2>/dev/null | grep -q 'statically linked'; then
  echo "no-proc.sh: $binary is not a static binary: run 'make release' first" >&2
  exit 2
fi

jail=$(mktemp -d "${TMPDIR:-/tmp}/layoutspec-no-proc.XXXXXX")
trap 'rm -rf "$jail"' EXIT
mkdir "$jail/bin"
cp "$binary" "$jail/bin/layoutspec"
cp "$root/$sample" "$jail/cell.yaml"

if [ "$(id -u)" = 0 ]; then
  enter() { chroot "$jail" "$@"; }
else
  enter() { unshare --user --map-root-user chroot "$jail" "$@"; }
fi
if enter /bin/layoutspec version >/dev/null 2>&1 && [ -e "$jail/proc/self" ]; then
  echo "no-proc.sh: the jail has a /proc" >&2
  exit 2
fi

expected=$("$binary" eval "$root/$sample" --size 375xany --format ascii)
actual=$(enter /bin/layoutspec eval /cell.yaml --size 375xany --format ascii)
if [ "$expected" != "$actual" ]; then
  echo "no-proc.sh: eval without /proc printed something else:" >&2
  echo "$actual" >&2
  exit 1
fi
expected=$("$binary" eval - --size 320x480 -c < "$root/$sample")
actual=$(enter /bin/layoutspec eval - --size 320x480 -c < "$root/$sample")
if [ "$expected" != "$actual" ]; then
  echo "no-proc.sh: eval of standard input without /proc printed something else:" >&2
  echo "$actual" >&2
  exit 1
fi
echo "no-proc.sh: the static binary runs without /proc"
