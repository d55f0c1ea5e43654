#!/usr/bin/env bash
# `cpack -G DEB` makes claimcheck_<version>_<arch>.deb whose Depends name the
# package of every shared library the binary loads; unpacked with dpkg -x
# into an empty directory, its claimcheck checks an example from the
# installed paths and its man page is there. Skipped (77) without cpack's
# Debian tools. Usage: tests/package_test.sh BUILD_DIR VERSION
set -euo pipefail
build=$(realpath "$1")
version=$2
command -v dpkg-shlibdeps > /dev/null || { echo "package test: no dpkg-shlibdeps (dpkg-dev)"; exit 77; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "package test: $*" >&2; exit 1; }

cpack --config "$build/CPackConfig.cmake" -G DEB -B "$work/out" > "$work/cpack.log" 2>&1 ||
  { cat "$work/cpack.log" >&2; fail "cpack failed"; }
arch=$(dpkg --print-architecture)
deb=$work/out/claimcheck_${version}_${arch}.deb
[ -f "$deb" ] || fail "no $deb (made: $(ls "$work/out"))"

depends=$(dpkg-deb -f "$deb" Depends)
[ -n "$depends" ] || fail "the package has no Depends"
# Each library the binary needs comes from a package the Depends name.
for lib in $(readelf -d "$build/claimcheck" | sed -n 's/.*Shared library: \[\(.*\)\]/\1/p'); do
  # (awk reads to the end: with pipefail, an early exit would fail the
  # pipeline when ldconfig meets the closed pipe.)
  path=$(ldconfig -p | awk -v l="$lib" '$1 == l && !found { print $NF; found = 1 }')
  [ -n "$path" ] || continue
  package=$(dpkg -S "$(realpath "$path")" 2> /dev/null | awk -F: 'NR == 1 { print $1 }') ||
    package=$(dpkg -S "$path" 2> /dev/null | awk -F: 'NR == 1 { print $1 }') || true
  [ -n "$package" ] || continue
  # The package names of Depends, one a line (`libstdc++6 (>= 12)` -> `libstdc++6`).
  names=$(sed 's/([^)]*)//g; s/|/,/g' <<< "$depends" | tr ',' '\n' | awk '{ print $1 }')
  grep -Fxq "$package" <<< "$names" || fail "$lib is from $package, not in Depends: $depends"
done

root=$work/root
dpkg -x "$deb" "$root"
bin=$root/usr/bin/claimcheck
[ -x "$bin" ] || fail "no usr/bin/claimcheck in the package"
[ -f "$root/usr/share/man/man1/claimcheck.1.gz" ] || [ -f "$root/usr/share/man/man1/claimcheck.1" ] ||
  fail "no man page in the package"
[ -f "$root/usr/share/bash-completion/completions/claimcheck" ] || fail "no bash completion"
status=0
"$bin" check "$root/usr/share/doc/claimcheck/examples/energy/per-query.claims" > "$work/out.txt" || status=$?
[ "$status" -le 1 ] || fail "the packaged claimcheck exited $status"
grep -q "per-query.claims" "$work/out.txt" || fail "the packaged claimcheck wrote no findings"
echo "package test: ok ($(basename "$deb"), Depends: $depends)"
