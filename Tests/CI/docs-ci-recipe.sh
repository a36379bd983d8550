#!/usr/bin/env bash
# docs/ci.md's steps, run as written, as a new user's repository and CI run them: section 1's
# description and section 2's commands in a scratch repository, then every `run:` of the
# section 3 workflow for one runner (ubuntu-latest by default on Linux, macos-latest on
# macOS; or name it: `docs-ci-recipe.sh ubuntu|macos`), in order, each with `bash -e` as
# GitHub Actions runs it, and last the plain-shell script. Exits non-zero at the first step
# that fails, naming it.
#
# Only the runner around the steps is a stand-in:
# - the clone URL (https://github.com/layoutspec/layoutspec) reaches a commit of this work
#   tree (tracked and untracked files, as they are on disk) through git's url.insteadOf, so
#   the recipe is checked against the Makefile and sources it documents;
# - HOME, RUNNER_TEMP and GITHUB_PATH are scratch paths, and a line written to GITHUB_PATH
#   goes on the PATH of the steps after it, as on GitHub;
# - /usr/local, where the container's root installs, is a scratch folder (PREFIX in the
#   environment, which the Makefile's `PREFIX ?=` takes), on the PATH as /usr/local/bin is;
# - the Linux workflow's `apt-get install` (the Swift image has no make) checks that the
#   package's command is already here instead of installing it.
# Runs on bash 3.2 with BSD tools (macOS) as well as on Linux. Takes as long as a release
# build from scratch (`make ci-recipe-check`).
#
# `docs-ci-recipe.sh --binary PATH [ubuntu|macos]` is the quick check `make test` runs
# (CLITests' DocsCIRecipeTests), in seconds: every step runs as above but for `make release`,
# which is dry-run (`make -n`: the target exists and its commands are printed, not run; they
# are the minutes of a release build), and `make install`, which installs PATH (the binary
# the tests built) as the release binary it would have built (RELEASE_BIN=PATH on its
# command line). What only the full check sees: that `make release` builds from a fresh clone.
set -euo pipefail

root=$(cd "$(dirname "$0")/../.." && pwd -P)
binary=""
if [ "${1:-}" = --binary ]; then
  if [ ! -x "${2:-}" ]; then
    echo "$0: --binary needs an executable, not '${2:-}'" >&2
    exit 2
  fi
  binary=$(cd "$(dirname "$2")" && pwd -P)/$(basename "$2")
  shift 2
fi
runner=${1:-}
if [ -z "$runner" ]; then
  case "$(uname -s)" in
    Darwin) runner=macos ;;
    *) runner=ubuntu ;;
  esac
fi
case "$runner" in
  ubuntu | macos) ;;
  *)
    echo "usage: $0 [--binary PATH] [ubuntu|macos]" >&2
    exit 2
    ;;
esac

scratch=$(mktemp -d "${TMPDIR:-/tmp}/layoutspec-ci-recipe.XXXXXX")
cleanup() {
  if [ "${CI_RECIPE_KEEP:-}" = 1 ]; then
    echo "kept $scratch" >&2
  else
    rm -rf "$scratch"
  fi
}
trap cleanup EXIT

# A make started from make (`make ci-recipe-check`) must not hand its flags and variables
# to the recipe's own make, which a CI shell starts fresh.
unset MAKEFLAGS MFLAGS MAKELEVEL MAKEOVERRIDES

# The published repository, as a one-commit snapshot of this work tree.
mkdir "$scratch/origin"
(cd "$root" && git ls-files -z --cached --others --exclude-standard) |
  (cd "$root" && while IFS= read -r -d '' file; do
    if [ -e "$file" ]; then printf '%s\0' "$file"; fi
  done) |
  (cd "$root" && tar -cf - --null -T -) | (cd "$scratch/origin" && tar -xf -)

export HOME="$scratch/home"
mkdir -p "$HOME"
cat > "$HOME/.gitconfig" <<EOF
[url "file://$scratch/origin"]
	insteadOf = https://github.com/layoutspec/layoutspec
[user]
	name = CI recipe
	email = ci-recipe@example.invalid
[init]
	defaultBranch = main
EOF
(cd "$scratch/origin" && git init -q && git add -A && git commit -q -m snapshot)

# The blocks of docs/ci.md this needs: section 1's description (a yaml block whose first
# line names its file), section 2's commands (the sh block with `--update`), the workflow
# for this runner (a yaml block naming .github/workflows/ and `runs-on: RUNNER-latest`) cut
# into its `run:` steps, and the plain-shell script (the sh block starting with #!).
blocks="$scratch/blocks"
mkdir -p "$blocks"
awk -v out="$blocks" -v runner="$runner" '
  function flush(   i, j, text, key, indent, strip, line, n) {
    if (lines == 0) return
    if (language == "yaml" && body[1] ~ /^# [^ ]+\.ya?ml$/ && body[1] !~ /workflows/) {
      file = out "/description"
      print substr(body[1], 3) > (out "/description-path")
      close(out "/description-path")
      for (i = 1; i <= lines; i++) print body[i] > file
      close(file)
    } else if (language == "sh" && body[1] ~ /^#!/) {
      file = out "/shell.sh"
      for (i = 1; i <= lines; i++) print body[i] > file
      close(file)
    } else if (language == "sh") {
      text = ""
      for (i = 1; i <= lines; i++) text = text body[i] "\n"
      if (index(text, "--update") > 0) { printf "%s", text > (out "/record.sh"); close(out "/record.sh") }
    } else if (language == "yaml" && body[1] ~ /workflows/) {
      text = ""
      for (i = 1; i <= lines; i++) text = text body[i] "\n"
      if (index(text, "runs-on: " runner "-latest") == 0) return
      n = 0
      for (i = 1; i <= lines; i++) {
        if (body[i] !~ /^ *(- )?run: /) continue
        n++
        step = sprintf("%s/step-%02d.sh", out, n)
        key = index(body[i], "run:") - 1
        value = substr(body[i], key + 6)
        if (value != "|") { print value > step; close(step); continue }
        strip = -1
        for (j = i + 1; j <= lines; j++) {
          line = body[j]
          if (line ~ /^ *$/) { print "" > step; continue }
          match(line, /^ */)
          if (RLENGTH <= key) break
          if (strip < 0) strip = RLENGTH
          print substr(line, strip + 1) > step
        }
        close(step)
        i = j - 1
      }
    }
  }
  /^```/ {
    if (inside) { flush(); inside = 0 } else { inside = 1; language = substr($0, 4); lines = 0 }
    next
  }
  inside { body[++lines] = $0 }
' "$root/docs/ci.md"

for needed in description description-path record.sh shell.sh step-01.sh; do
  if [ ! -f "$blocks/$needed" ]; then
    echo "docs/ci.md: no $needed for the $runner workflow (see the block rules in $0)" >&2
    exit 1
  fi
done

# The user's repository: the description committed, as actions/checkout gives it.
app="$scratch/app"
mkdir -p "$app"
description_path=$(cat "$blocks/description-path")
mkdir -p "$app/$(dirname "$description_path")"
cp "$blocks/description" "$app/$description_path"
(cd "$app" && git init -q && git add -A && git commit -q -m "The feed cell's description")

# The runner's surroundings.
export RUNNER_TEMP="$scratch/runner-temp"
export GITHUB_PATH="$scratch/github-path"
export PREFIX="$scratch/usr-local"
mkdir -p "$RUNNER_TEMP" "$PREFIX/bin"
: > "$GITHUB_PATH"
path="$PREFIX/bin:$PATH"
if [ "$runner" = ubuntu ]; then
  mkdir -p "$scratch/shims"
  cat > "$scratch/shims/apt-get" <<'EOF'
#!/usr/bin/env bash
# The container's apt-get, for docs/ci.md's recipe: what it installs must be here already.
if [ "${1:-}" = update ]; then exit 0; fi
shift
for package in "$@"; do
  case "$package" in
    -*) ;;
    *) command -v "$package" >/dev/null || {
      echo "apt-get stand-in: $package is not installed on this machine" >&2
      exit 1
    } ;;
  esac
done
EOF
  chmod +x "$scratch/shims/apt-get"
  path="$scratch/shims:$path"
fi

if [ -n "$binary" ]; then
  mkdir -p "$scratch/make-shim"
  real_make=$(command -v make)
  cat > "$scratch/make-shim/make" <<EOF
#!/usr/bin/env bash
# make, for the quick check of docs/ci.md's recipe: 'release' dry-run, 'install' of the
# binary the tests built; anything else as it is.
for argument in "\$@"; do
  case "\$argument" in
    release) exec "$real_make" -n "\$@" ;;
    install) exec "$real_make" "\$@" RELEASE_BIN="$binary" ;;
  esac
done
exec "$real_make" "\$@"
EOF
  chmod +x "$scratch/make-shim/make"
  path="$scratch/make-shim:$path"
fi

run_step() {
  local name=$1 file=$2 added
  echo "--- $name" >&2
  sed 's/^/    /' "$file" >&2
  # Lines written to GITHUB_PATH by earlier steps come first, newest first, as on GitHub.
  added=""
  while IFS= read -r line; do
    if [ -n "$line" ]; then added="$line:$added"; fi
  done < "$GITHUB_PATH"
  if ! (cd "$app" && PATH="$added$path" bash -e "$file"); then
    echo "docs/ci.md: the $runner recipe's step '$name' failed" >&2
    exit 1
  fi
}

recorded=no
for step in "$blocks"/step-*.sh; do
  if [ "$recorded" = no ] && grep -q 'layoutspec test' "$step"; then
    run_step "section 2: record the golden files" "$blocks/record.sh"
    recorded=yes
  fi
  run_step "workflow $(basename "$step" .sh)" "$step"
done
if [ "$recorded" = no ]; then
  echo "docs/ci.md: the $runner workflow never runs layoutspec test" >&2
  exit 1
fi
run_step "the plain-shell CI script" "$blocks/shell.sh"

# The steps must have used the binary the recipe installed, not one already on this machine.
added=""
while IFS= read -r line; do
  if [ -n "$line" ]; then added="$line:$added"; fi
done < "$GITHUB_PATH"
used=$(PATH="$added$path" command -v layoutspec || true)
case "$used" in
  "$scratch"/*) ;;
  *)
    echo "docs/ci.md: layoutspec resolved to '$used', not to the recipe's install" >&2
    exit 1
    ;;
esac
quick=""
if [ -n "$binary" ]; then quick=", make release dry-run, $binary installed"; fi
echo "docs/ci.md: the $runner recipe ran as written$quick ($(ls "$blocks"/step-*.sh | wc -l | tr -d ' ') steps; layoutspec from ${used#"$scratch"/})"
