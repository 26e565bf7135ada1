#!/usr/bin/env bash
# Puts JSONFileCatalogStore through faults and checks that no catalog is ever torn or lost:
#   kill -9     a writer adds products in a loop (each add rewrites the file) and is killed
#               at random moments, until at least SAVES saves and KILLS kills have happened;
#               after each kill the file must open and be the last acknowledged catalog or
#               the one being written, never a mix;
#   read-only   the catalog's folder made read-only (as an unprivileged user when run as root);
#   full disk   the file size limited with `ulimit -f` below the catalog's size;
#   folder      the file replaced by a folder while the store is open.
# In the last three, every add, update and delete must throw CatalogStoreError.writeFailed
# (what each pattern shows as its "Not saved"/"Not deleted" alert), the store keeping its
# products and the disk its bytes.
#
# Usage: Scripts/store-faults.sh [SAVES] [KILLS]   (default: 1000 saves, 200 kills)
set -euo pipefail
cd "$(dirname "$0")/.."
export SWIFT_BACKTRACE=enable=no
saves_wanted="${1:-1000}"
kills_wanted="${2:-200}"
out=.build-faults
mkdir -p "$out/modules"

echo "== building store-faults"
swiftc -parse-as-library -swift-version 6 -O -default-isolation MainActor -module-name Scheduling \
  -emit-module -emit-module-path "$out/modules/Scheduling.swiftmodule" -emit-library -static \
  Sources/Scheduling/*.swift -o "$out/libScheduling.a"
# shellcheck disable=SC2046
swiftc -parse-as-library -swift-version 6 -O -module-name Domain -I "$out/modules" \
  -emit-module -emit-module-path "$out/modules/Domain.swiftmodule" -emit-library -static \
  $(find Sources/Domain -name '*.swift' | sort) -o "$out/libDomain.a"
swiftc -swift-version 6 -O -I "$out/modules" Reliability/StoreFaults/main.swift \
  "$out/libDomain.a" "$out/libScheduling.a" -o "$out/store-faults"

work=$(mktemp -d)
trap 'chmod -R u+w "$work" 2>/dev/null; rm -rf "$work"' EXIT
chmod 755 "$work"
bin="$work/store-faults"
cp "$out/store-faults" "$bin"
failures=0

echo "== kill -9 during saves"
file="$work/kill/catalog.json"
mkdir -p "$work/kill"
"$bin" seed "$file" 200
count=200
saves=0
kills=0
landed=0
started=$(date +%s)
while [ "$saves" -lt "$saves_wanted" ] || [ "$kills" -lt "$kills_wanted" ]; do
  "$bin" write "$file" >"$work/write.log" 2>&1 &
  pid=$!
  sleep "0.$(printf '%03d' $((RANDOM % 80)))"
  kill -9 "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  kills=$((kills + 1))
  acked=$(grep -o 'saved [0-9]*' "$work/write.log" | tail -1 | cut -d' ' -f2 || true)
  acked="${acked:-$count}"
  if ! now=$("$bin" check "$file" "$acked"); then
    failures=$((failures + 1))
    echo "   after kill $kills: FAILED (see above)"
    break
  fi
  [ "$now" -gt "$acked" ] && landed=$((landed + 1))
  saves=$((saves + now - count))
  count=$now
done
leftovers=$(find "$work/kill" -mindepth 1 ! -name catalog.json | wc -l)
echo "   $saves saves, $kills kills in $(($(date +%s) - started)) s; torn or lost catalogs: $failures;"
echo "   kills that landed a save not yet acknowledged: $landed; temporary files left: $leftovers"

fault() {  # fault NAME COMMAND...: runs a fault mode, reporting its outcome
  local name="$1"
  shift
  if output=$("$@" 2>&1); then
    echo "   $name: every change threw writeFailed; nothing lost"
    echo "$output" | sed 's/^/      /'
  else
    failures=$((failures + 1))
    echo "   $name: FAILED"
    echo "$output" | sed 's/^/      /'
  fi
}

echo "== read-only folder"
mkdir -p "$work/readonly"
"$bin" seed "$work/readonly/catalog.json" 20
chmod 755 "$work/readonly"
chmod 644 "$work/readonly/catalog.json"
chmod 555 "$work/readonly"
if [ "$(id -u)" = 0 ]; then
  # root writes anywhere: the store runs as nobody, for whom the folder is read-only
  fault "read-only folder (as nobody)" setpriv --reuid=65534 --regid=65534 --clear-groups \
    "$bin" fault "$work/readonly/catalog.json"
else
  fault "read-only folder" "$bin" fault "$work/readonly/catalog.json"
fi
chmod 755 "$work/readonly"

echo "== full disk (ulimit -f 8: 8 KiB per file)"
mkdir -p "$work/full"
"$bin" seed "$work/full/catalog.json" 300
echo "   catalog: $(wc -c <"$work/full/catalog.json") bytes"
fault "full disk" bash -c 'ulimit -f 8; exec "$0" fault "$1"' "$bin" "$work/full/catalog.json"
leftovers=$(find "$work/full" -mindepth 1 ! -name catalog.json | wc -l)
echo "   temporary files left: $leftovers"

echo "== the file replaced by a folder"
mkdir -p "$work/folder"
"$bin" seed "$work/folder/catalog.json" 20
fault "file replaced by a folder" "$bin" folder "$work/folder/catalog.json"

echo "== store faults: $failures failure(s)"
[ "$failures" -eq 0 ]
