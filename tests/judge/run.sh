#!/bin/sh
# run.sh — tests of `grundy judge …` (make test-judge).
#
#   1. cases/JUDGE--NAME.in: the judge's input; .out: the exact standard
#      output; .err, when present: the input is malformed (or past a limit),
#      so the exit status must be 2 and standard error one line holding the
#      .err text (the .out then holds the answers of the cases before the bad
#      one). The name says the mode:
#        JUDGE--NAME           the same in both modes: run as `grundy judge
#                              JUDGE` and as `grundy judge --strict JUDGE`;
#        JUDGE--lenient-NAME   the default mode only (input past the problem
#                              statement's bounds or layout, or a message
#                              worded for the default mode);
#        strict--JUDGE--NAME   `grundy judge --strict JUDGE` only.
#   2. oracle.c: random valid inputs of every judge whose answers come from
#      oracles independent of the engine (exhaustive 2^20 chess table,
#      retrograde Northcott, minimax Treblecross, minimax Nim; bank.c: a plain
#      minimax over each classic problem's own rules) — byte-equal,
#      in both modes; then random inputs past the statements' bounds with
#      lists broken across lines ("oracle gen … lenient"): byte-equal in the
#      default mode, and under --strict either the same answers or exit 2
#      with one line and a prefix of them.
#   3. random damage to all those inputs (a byte replaced, inserted, deleted,
#      or the file cut): exit 0 or 2, never a crash or a hang, one line on
#      stderr, and the answers of every case before the damage printed
#      exactly.
#   4. chunks.c (build/judge-chunks): through the library in both modes, with the input handed over
#      1, 2, 3, 5, 7, 64 or random bytes at a time, and with a failing writer:
#      the same status, message and answers every time.
#   5. pathological streams: megabytes of blanks, digits, newlines, random bytes.
#
# The oracles (oracle.c, bank.c) and chunks.c are built by make (make test-judge
# builds build/judge-oracle and build/judge-chunks, which links the engine's
# objects). Every program runs under the hang guard of tests/tools/guard.sh.
#
# Environment: GRUNDY (default build/grundy), JUDGE_ROUNDS (random inputs per
# judge, default 30), JUDGE_MUTATIONS (default 200).
# Prints "judge: N passed, M failed"; exits 1 when anything failed.
set -u
here=$(dirname "$0")
G=${GRUNDY:-build/grundy}
ROUNDS=${JUDGE_ROUNDS:-30}
MUTATIONS=${JUDGE_MUTATIONS:-200}
tmp=build/test-judge
ORACLE=build/judge-oracle
CHUNKS=build/judge-chunks
JUDGES="nim chess northcott treblecross treblecross-uva brave cet4 fibo rabbit goodboy snim john
  bethewinner wythoff fibnim lasker stonebox simplenim climbing papercut georgia matchesgame nim-poj
  chessgame pairsplit john-luogu knights acwing891 acwing892 acwing893 acwing894"
pass=0
failed=0

rm -rf "$tmp"
mkdir -p "$tmp/gen"

ok() { pass=$((pass + 1)); }
bad() {
  failed=$((failed + 1))
  echo "FAIL: $*"
}

. "$here/../tools/guard.sh"

# run JUDGE INPUT [--strict]: runs the judge under the hang guard; sets rc,
# out, err files.
run() {
  # shellcheck disable=SC2086
  bounded "$G" judge ${3:-} "$1" <"$2" >"$tmp/out" 2>"$tmp/err"
  rc=$?
}

# stderr must be one line "grundy: line N: …"
one_line_error() {
  [ "$(wc -l <"$tmp/err")" -eq 1 ] && grep -Eq '^grundy: line [0-9]+: .' "$tmp/err"
}

show() { # what went wrong, briefly
  echo "  exit status $rc$(guard_note); stderr: $(head -c 300 "$tmp/err")"
  if [ -n "${1:-}" ]; then
    echo "  expected stdout vs actual (first differences):"
    diff "$1" "$tmp/out" | head -n 6 | sed 's/^/    /'
  fi
}

for p in "$G" "$ORACLE" "$CHUNKS"; do
  if [ ! -x "$p" ]; then
    echo "judge: $p is missing (make test-judge builds it)"
    echo "judge: 0 passed, 1 failed"
    exit 1
  fi
done

# ---- 1. fixed cases -----------------------------------------------------------
for input in "$here"/cases/*.in; do
  base=${input%.in}
  name=$(basename "$base")
  case $name in
    strict--*) rest=${name#strict--}; judge=${rest%%--*}; modes="--strict" ;;
    *--lenient-*) judge=${name%%--*}; modes="default" ;;
    *) judge=${name%%--*}; modes="default --strict" ;;
  esac
  for mode in $modes; do
    flag=""
    [ "$mode" = default ] || flag=$mode
    run "$judge" "$input" $flag
    if [ -f "$base.err" ]; then
      if [ "$rc" -eq 2 ] && one_line_error && grep -qF -f "$base.err" "$tmp/err" &&
        cmp -s "$base.out" "$tmp/out"; then
        ok
      else
        bad "$name ($mode): expected exit 2, stdout $base.out and a message with: $(cat "$base.err")"
        show "$base.out"
      fi
    else
      if [ "$rc" -eq 0 ] && [ ! -s "$tmp/err" ] && cmp -s "$base.out" "$tmp/out"; then
        ok
      else
        bad "$name ($mode): expected exit 0 and stdout $base.out"
        show "$base.out"
      fi
    fi
  done
done

# ---- 2. random valid inputs against independent oracles ------------------------
if bounded "$ORACLE" selfcheck >"$tmp/selfcheck" 2>&1; then ok; else
  bad "oracle selfcheck"
  sed 's/^/  /' "$tmp/selfcheck" | head -n 20
fi
for judge in $JUDGES; do
  bounded "$ORACLE" gen "$judge" 1 "$ROUNDS" "$tmp/gen" || bad "oracle gen $judge"
  bounded "$ORACLE" gen "$judge" 2 "$ROUNDS" "$tmp/gen" lenient || bad "oracle gen $judge lenient"
  i=1
  while [ "$i" -le "$ROUNDS" ]; do
    f=$tmp/gen/$judge-1-$i
    for flag in "" --strict; do
      run "$judge" "$f.in" $flag
      if [ "$rc" -eq 0 ] && cmp -s "$f.out" "$tmp/out"; then ok; else
        bad "random $judge input $f.in ${flag:-(default)}: answers differ from the oracle"
        show "$f.out"
      fi
    done
    f=$tmp/gen/$judge-2-$i
    run "$judge" "$f.in"
    if [ "$rc" -eq 0 ] && cmp -s "$f.out" "$tmp/out"; then ok; else
      bad "random $judge input past the bounds $f.in: answers differ from the oracle"
      show "$f.out"
    fi
    run "$judge" "$f.in" --strict
    size=$(wc -c <"$tmp/out")
    if { [ "$rc" -eq 0 ] && cmp -s "$f.out" "$tmp/out"; } ||
      { [ "$rc" -eq 2 ] && one_line_error && head -c "$size" "$f.out" | cmp -s - "$tmp/out"; }; then
      ok
    else
      bad "random $judge input past the bounds $f.in --strict: expected the answers, or exit 2 after some of them"
      show "$f.out"
    fi
    i=$((i + 1))
  done
done

# ---- 3. damaged inputs -------------------------------------------------------------
n=0
for judge in $JUDGES; do n=$((n + 1)); done
i=1
while [ "$i" -le "$MUTATIONS" ]; do
  k=$((i % n + 1))
  judge=$(echo $JUDGES | cut -d' ' -f$k)
  f=$tmp/gen/$judge-$((i / n % 2 + 1))-$((i % ROUNDS + 1))
  m=$tmp/gen/mut-$judge-$i
  bounded "$ORACLE" mutate "$i" "$f.in" "$f.out" "$f.ends" "$m.in" "$m.prefix" || bad "oracle mutate $i"
  run "$judge" "$m.in"
  size=$(wc -c <"$m.prefix")
  if { [ "$rc" -eq 0 ] && [ ! -s "$tmp/err" ]; } || { [ "$rc" -eq 2 ] && one_line_error; }; then
    if head -c "$size" "$tmp/out" | cmp -s - "$m.prefix"; then
      ok
    else
      bad "damaged $judge input $m.in (from $f.in): the answers before the damage differ"
      show "$m.prefix"
    fi
  else
    bad "damaged $judge input $m.in (from $f.in): exit $rc (0 or 2 with one line expected)"
    show
  fi
  i=$((i + 1))
done

# ---- 4. the same through the library, the input cut into pieces of any size -------
for judge in $JUDGES; do
  # shellcheck disable=SC2086
  if bounded "$CHUNKS" "$judge" "$here"/cases/"$judge"--*.in "$tmp"/gen/"$judge"-[12]-*.in \
    $(ls "$tmp"/gen/mut-"$judge"-*.in 2>/dev/null) >"$tmp/chunks.out"; then ok; else
    bad "$judge: answers or messages depend on how the input is cut"
    head -n 10 "$tmp/chunks.out" | sed 's/^/  /'
  fi
  # shellcheck disable=SC2086
  if bounded "$CHUNKS" --strict "$judge" $(ls "$here"/cases/strict--"$judge"--*.in 2>/dev/null) \
    "$here"/cases/"$judge"--*.in "$tmp"/gen/"$judge"-[12]-*.in \
    $(ls "$tmp"/gen/mut-"$judge"-*.in 2>/dev/null) >"$tmp/chunks.out"; then ok; else
    bad "$judge --strict: answers or messages depend on how the input is cut"
    head -n 10 "$tmp/chunks.out" | sed 's/^/  /'
  fi
done

# ---- 5. pathological streams -------------------------------------------------------
# EXPECT: the exit status; the inputs are several chunks long.
big() { # big NAME JUDGE STATUS: checks $tmp/big.in
  run "$2" "$tmp/big.in"
  if [ "$rc" -eq "$3" ] && { [ "$rc" -eq 0 ] || one_line_error; }; then ok; else
    bad "stream $1 ($2): expected exit $3"
    show
  fi
}
head -c 3000000 /dev/zero | tr '\0' ' ' >"$tmp/big.in"
big "3 MB of blanks" nim 2
big "3 MB of blanks" northcott 0
{ printf '1\n1\n'; head -c 3000000 /dev/zero | tr '\0' '7'; printf '\n'; } >"$tmp/big.in"
big "a number of 3 million digits" nim 2
{ printf '1\n1\n'; head -c 3000000 /dev/zero | tr '\0' '0'; printf '5\n'; } >"$tmp/big.in"
big "5 after 3 million zeros" nim 0
[ "$(cat "$tmp/out")" = "Yes" ] && ok || bad "5 after 3 million zeros: expected Yes"
head -c 3000000 /dev/zero | tr '\0' '\n' >"$tmp/big.in"
big "3 MB of newlines" chess 2
grep -q "line 3000001:" "$tmp/err" && ok || bad "3 MB of newlines: the message names line 3000001: $(cat "$tmp/err")"
head -c 3000000 /dev/zero >"$tmp/big.in"
big "3 MB of NUL bytes" treblecross 2
for judge in $JUDGES; do
  bounded "$ORACLE" garbage 7 1000000 "$tmp/big.in"
  big "1 MB of random bytes" "$judge" 2
done
{ printf '1\n'; head -c 3000000 /dev/zero | tr '\0' '.'; printf '\n'; } >"$tmp/big.in"
big "a strip of 3 million cells" treblecross 2
{ printf '1\n1000001\n'; yes 1 | head -n 1000000; printf '9223372036854775807\n'; } >"$tmp/big.in"
big "a million heaps, one a line" nim 0
[ "$(cat "$tmp/out")" = "Yes" ] && ok || bad "a million heaps, one a line: expected Yes"
run nim "$tmp/big.in" --strict
[ "$rc" -eq 2 ] && grep -q "line 2: the number of heaps n must be 0..10000, not 1000001" "$tmp/err" &&
  ok || bad "a million heaps --strict: expected the bound on n"
{ printf '1000 100'; i=0; while [ $i -lt 1000 ]; do printf ' 1 100'; i=$((i + 1)); done; printf '\n'; } >"$tmp/big.in"
big "a Northcott board of 1000 rows" northcott 0

echo "judge: $pass passed, $failed failed"
if [ "$failed" -eq 0 ]; then rm -rf "$tmp"; else echo "(the inputs and outputs are kept in $tmp)"; exit 1; fi
