#!/bin/sh
# run.sh — the libFuzzer runs of `make test-fuzz`.
#
#   sh tests/fuzz/run.sh [SECONDS]      (default 15 per target)
#
# Each target (build/fuzz_position, build/fuzz_judge, build/fuzz_check, the
# last for half the time) starts from its seed
# corpus in tests/fuzz/corpus/NAME plus what earlier runs found
# (build/fuzz/corpus-NAME, which is never checked in) and runs for SECONDS.
# A crash, sanitizer report, broken property, timeout or memory blow-up fails
# the run; the input that did it is left in build/fuzz/NAME-crash-… (replay:
# build/fuzz_NAME build/fuzz/NAME-crash-…). Prints one line per target.
set -u
T=${1:-15}
here=$(dirname "$0")
out=build/fuzz
failed=0
mkdir -p "$out"
for t in position judge check; do
  bin=build/fuzz_$t
  mkdir -p "$out/corpus-$t"
  tt=$T
  [ "$t" = check ] && tt=$(((T + 1) / 2))
  dict=""
  [ -f "$here/$t.dict" ] && dict="-dict=$here/$t.dict"
  # -timeout: one input's hang guard, in wall time (libFuzzer has no other):
  # the targets bound every call's work, so the slowest input takes under a
  # second, and 60 s is far more than 20 times that even on a busy machine.
  # shellcheck disable=SC2086
  "$bin" -max_total_time="$tt" -timeout=60 -rss_limit_mb=2048 -max_len=4096 \
    -print_final_stats=1 -artifact_prefix="$out/$t-" $dict \
    "$out/corpus-$t" "$here/corpus/$t" >"$out/$t.log" 2>&1
  rc=$?
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$out/$t.log" | tail -n 1)
  if [ "$rc" -ne 0 ]; then
    failed=1
    echo "FAIL fuzz_$t (exit $rc); the end of $out/$t.log:"
    grep -v '^#\|^INFO\|^stat::' "$out/$t.log" | tail -n 30 | sed 's/^/    /'
    ls "$out/$t"-* 2>/dev/null | sed 's/^/    input: /'
  else
    echo "fuzz_$t: ${runs:-?} inputs in ${tt}s, no failure"
  fi
done
exit $failed
