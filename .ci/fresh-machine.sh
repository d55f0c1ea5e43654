#!/usr/bin/env bash
# The README's two commands on a bare Debian 12, as a newcomer runs them.
#
# Builds a minimal Debian bookworm root with debootstrap (minbase, with git
# and ca-certificates only; cached as a tarball between runs), clones this
# checkout's committed HEAD (or --rev REV) into it as /work/main with a copy
# of ../shared beside it as /work/shared, as CI has them, and runs there,
# in a chroot, the two commands of the README's "Two commands" block, read
# from the README itself. Reports each command's time and result, and exits
# 0 only if both pass:
#   - the first (set-up, then `check examples`) passes with status 0 or 1:
#     the bundled examples hold counterexamples, so 1 is the README's
#     documented result; 2 or more is a failure;
#   - the second (the test suite) passes with status 0 only.
# A command that fails stops the run; its log's last lines are printed.
#
# Needs root (debootstrap, chroot, mounts) and the network (Debian's
# mirror). Takes about an hour on 2 cores: run it whenever .ci/setup,
# .ci/run or the README's commands change (docs/building.md).
#
# Usage: .ci/fresh-machine.sh [--rev REV] [--keep] [--fresh-cache]
#   --rev REV       clone this commit instead of HEAD
#   --keep          leave the root in place afterwards (for a look inside)
#   --fresh-cache   make the cached base tarball again
# Environment: FRESH_DIR (default /var/tmp/claimcheck-fresh): the cache and
# the root; FRESH_MIRROR (default http://deb.debian.org/debian); FUZZ_RUNS
# is passed on to the test suite.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
shared=$(cd "$repo/../shared" 2> /dev/null && pwd) ||
  { echo "fresh-machine: no ../shared beside $repo" >&2; exit 2; }

rev=HEAD keep=0 fresh_cache=0
while (($#)); do
  case "$1" in
    --rev) rev=${2:?--rev needs a commit}; shift 2 ;;
    --keep) keep=1; shift ;;
    --fresh-cache) fresh_cache=1; shift ;;
    *) echo "fresh-machine: unknown argument '$1' (see the head of $0)" >&2; exit 2 ;;
  esac
done
[ "$(id -u)" -eq 0 ] || { echo "fresh-machine: needs root (debootstrap, chroot)" >&2; exit 2; }

dir=${FRESH_DIR:-/var/tmp/claimcheck-fresh}
mirror=${FRESH_MIRROR:-http://deb.debian.org/debian}
tarball=$dir/bookworm-minbase.tar.gz
root=$dir/root
logs=$dir/logs
mkdir -p "$dir"
say() { printf 'fresh-machine: %s\n' "$*"; }

# The README's two commands: the code lines of the block under "## Two
# commands" (comments and blank lines left out).
mapfile -t commands < <(awk '
  /^## / { inside = ($0 == "## Two commands") }
  inside && /^```/ { block = !block; next }
  inside && block && !/^[[:space:]]*(#|$)/ { print }' "$repo/README.md")
((${#commands[@]} == 2)) ||
  { say "expected two commands in the README's 'Two commands' block, found ${#commands[@]}" >&2; exit 2; }

# The base system, made once.
if ((fresh_cache)) || [ ! -s "$tarball" ]; then
  command -v debootstrap > /dev/null || {
    say "installing debootstrap"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap > /dev/null
  }
  say "debootstrap: bookworm (minbase, git and ca-certificates) from $mirror"
  base=$dir/base
  rm -rf "$base"
  debootstrap --variant=minbase --include=git,ca-certificates bookworm "$base" "$mirror" \
    > "$dir/debootstrap.log" 2>&1 || { tail -20 "$dir/debootstrap.log" >&2; say "debootstrap failed" >&2; exit 1; }
  # The suites a Debian 12 installation has, security updates among them.
  cat > "$base/etc/apt/sources.list" << EOF
deb $mirror bookworm main
deb $mirror bookworm-updates main
deb http://deb.debian.org/debian-security bookworm-security main
EOF
  rm -rf "$base"/var/cache/apt/archives/*.deb "$base"/var/lib/apt/lists/*
  tar -C "$base" -czf "$tarball.part" . && mv "$tarball.part" "$tarball"
  rm -rf "$base"
fi

# A new root from the tarball, with the kernel's file systems mounted.
# (Lazily where a process still holds one; nothing under the root is removed
# while anything is mounted there.)
mounted() { grep -q " $root/" /proc/self/mounts; }
unmount() {
  local m
  for m in proc sys dev; do
    umount -R "$root/$m" 2> /dev/null || umount -R -l "$root/$m" 2> /dev/null || true
  done
}
finish() {
  unmount
  if mounted; then
    say "still mounted under $root: left in place" >&2
  elif ((!keep)); then
    rm -rf "$root"
  fi
}
unmount
mounted && { say "still mounted under $root: remove it by hand" >&2; exit 2; }
rm -rf "$root" "$logs"
mkdir -p "$root" "$logs"
trap finish EXIT
tar -C "$root" -xzf "$tarball"
cp /etc/resolv.conf "$root/etc/resolv.conf"
mount -t proc proc "$root/proc"
# (Slaves, so that unmounting them never reaches the host's mounts.)
mount --rbind /sys "$root/sys" && mount --make-rslave "$root/sys"
mount --rbind /dev "$root/dev" && mount --make-rslave "$root/dev"

# The project as CI has it: a clean clone, and ../shared beside it.
mkdir -p "$root/work"
git clone -q --no-local "$repo" "$root/work/main"
git -C "$root/work/main" checkout -q --detach "$rev"
cp -a "$shared" "$root/work/shared"
say "cloned $(git -C "$root/work/main" log -1 --format='%h %s' | cut -c1-72)"

# run N COMMAND: the README's command N in the chroot, as root in a login
# environment of its own; sets status and seconds.
run() {
  local start=$SECONDS
  status=0
  chroot "$root" /usr/bin/env -i HOME=/root TERM=dumb LANG=C.UTF-8 \
    PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    ${FUZZ_RUNS:+FUZZ_RUNS=$FUZZ_RUNS} \
    /bin/bash -c "cd /work/main && $2" > "$logs/command-$1.log" 2>&1 || status=$?
  seconds=$((SECONDS - start))
}
minutes() { printf '%dm%02ds' $(($1 / 60)) $(($1 % 60)); }

results=() failed=0
for i in 1 2; do
  command=${commands[i - 1]}
  say "command $i: $command"
  run "$i" "$command"
  most=0
  ((i == 1)) && most=1
  if ((status <= most)); then
    result="passed (exit $status)"
  else
    result="FAILED (exit $status)"
    failed=1
  fi
  results+=("command $i, $(minutes "$seconds"), $result: $command")
  say "command $i: $(minutes "$seconds"), $result; log $logs/command-$i.log"
  if ((failed)); then
    tail -40 "$logs/command-$i.log" | sed 's/^/  | /' >&2
    break
  fi
done

say "summary ($(nproc) cores):"
printf '  %s\n' "${results[@]}"
exit "$failed"
