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
# Starting a process is most of the cost here (about 10 ms each, the judge's
# own work well under that), so each check starts what it must run and no
# more: statuses and standard error are judged in the shell itself, and the
# outputs are compared all at once at the end (one process compares every
# output with its expected file), each mismatch then reported on its own.
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
TAB=$(printf '\t')

. "$here/../tools/guard.sh"
# The suite takes 170 s of wall time beside other jobs at load 8-9.
guard_suite judge "$tmp" 3400 "$@"

rm -rf "$tmp"
mkdir -p "$tmp/gen" "$tmp/run"

ok() { pass=$((pass + 1)); }
bad() {
  failed=$((failed + 1))
  echo "FAIL: $*"
}

# run JUDGE INPUT [--strict]: runs the judge; sets rc and the files out and
# err, a pair of its own for each run (kept for the comparison at the end).
runs=0
run() {
  runs=$((runs + 1))
  out=$tmp/run/$runs.out
  err=$tmp/run/$runs.err
  guarding "grundy judge ${3:+$3 }$1 <$2"
  # shellcheck disable=SC2086
  "$G" judge ${3:-} "$1" <"$2" >"$out" 2>"$err"
  rc=$?
}

# later HOW EXPECTED MESSAGE: after run, its output is compared at the end
# with the file EXPECTED: HOW is "same" (the output is EXPECTED byte for
# byte), "within" (the output is EXPECTED or a prefix of it) or "starts"
# (the output starts with EXPECTED). MESSAGE says what failed if it differs.
exec 3>"$tmp/later"
laters=0
later() {
  laters=$((laters + 1))
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$1" "$out" "$2" "$rc" "$err" "$3" >&3
}

# one_line_error: standard error ($err) is one line "grundy: line N: …"
one_line_error() {
  e_1=
  e_2=
  { IFS= read -r e_1 && ! IFS= read -r e_2 && [ -z "$e_2" ]; } <"$err" || return 1
  e_n=${e_1#"grundy: line "}
  [ "$e_n" != "$e_1" ] || return 1
  e_n=${e_n%%": "*}
  case $e_n in "" | *[!0-9]*) return 1 ;; esac
  case ${e_1#"grundy: line $e_n: "} in "" | "$e_1") return 1 ;; esac
}

# says TEXT: the line one_line_error read holds TEXT
says() {
  case $e_1 in *"$1"*) return 0 ;; esac
  return 1
}

show() { # what went wrong, briefly
  echo "  exit status $rc$(guard_note); stderr: $(head -c 300 "$err")"
  if [ -n "${1:-}" ]; then
    echo "  expected stdout vs actual (first differences):"
    diff "$1" "$out" | head -n 6 | sed 's/^/    /'
  fi
}

# files PATTERN: sets $files to the paths PATTERN matches, "" for none
files() {
  files=
  for f in $1; do
    [ -e "$f" ] && files="$files $f"
  done
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
  name=${base##*/}
  case $name in
    strict--*) rest=${name#strict--}; judge=${rest%%--*}; modes="--strict" ;;
    *--lenient-*) judge=${name%%--*}; modes="default" ;;
    *) judge=${name%%--*}; modes="default --strict" ;;
  esac
  want=
  [ -f "$base.err" ] && IFS= read -r want <"$base.err"
  for mode in $modes; do
    flag=""
    [ "$mode" = default ] || flag=$mode
    run "$judge" "$input" $flag
    if [ -f "$base.err" ]; then
      e_1=
      if [ "$rc" -eq 2 ] && one_line_error && says "$want"; then
        later same "$base.out" "$name ($mode): expected exit 2, stdout $base.out and a message with: $want"
      else
        bad "$name ($mode): expected exit 2, stdout $base.out and a message with: $want"
        show "$base.out"
      fi
    else
      if [ "$rc" -eq 0 ] && [ ! -s "$err" ]; then
        later same "$base.out" "$name ($mode): expected exit 0 and stdout $base.out"
      else
        bad "$name ($mode): expected exit 0 and stdout $base.out"
        show "$base.out"
      fi
    fi
  done
done

# ---- 2. random valid inputs against independent oracles ------------------------
guarding "oracle selfcheck"
if "$ORACLE" selfcheck >"$tmp/selfcheck" 2>&1; then ok; else
  bad "oracle selfcheck"
  sed 's/^/  /' "$tmp/selfcheck" | head -n 20
fi
for judge in $JUDGES; do
  guarding "oracle gen $judge"
  "$ORACLE" gen "$judge" 1 "$ROUNDS" "$tmp/gen" || bad "oracle gen $judge"
  "$ORACLE" gen "$judge" 2 "$ROUNDS" "$tmp/gen" lenient || bad "oracle gen $judge lenient"
  i=1
  while [ "$i" -le "$ROUNDS" ]; do
    f=$tmp/gen/$judge-1-$i
    for flag in "" --strict; do
      run "$judge" "$f.in" $flag
      if [ "$rc" -eq 0 ]; then
        later same "$f.out" "random $judge input $f.in ${flag:-(default)}: answers differ from the oracle"
      else
        bad "random $judge input $f.in ${flag:-(default)}: answers differ from the oracle"
        show "$f.out"
      fi
    done
    f=$tmp/gen/$judge-2-$i
    run "$judge" "$f.in"
    if [ "$rc" -eq 0 ]; then
      later same "$f.out" "random $judge input past the bounds $f.in: answers differ from the oracle"
    else
      bad "random $judge input past the bounds $f.in: answers differ from the oracle"
      show "$f.out"
    fi
    run "$judge" "$f.in" --strict
    if [ "$rc" -eq 0 ]; then
      later same "$f.out" "random $judge input past the bounds $f.in --strict: expected the answers, or exit 2 after some of them"
    elif [ "$rc" -eq 2 ] && one_line_error; then
      later within "$f.out" "random $judge input past the bounds $f.in --strict: expected the answers, or exit 2 after some of them"
    else
      bad "random $judge input past the bounds $f.in --strict: expected the answers, or exit 2 after some of them"
      show "$f.out"
    fi
    i=$((i + 1))
  done
done

# ---- 3. damaged inputs -------------------------------------------------------------
# shellcheck disable=SC2086 # one word a judge
set -- $JUDGES
n=$#
i=1
while [ "$i" -le "$MUTATIONS" ]; do
  eval "judge=\${$((i % n + 1))}"
  f=$tmp/gen/$judge-$((i / n % 2 + 1))-$((i % ROUNDS + 1))
  m=$tmp/gen/mut-$judge-$i
  guarding "oracle mutate $i"
  "$ORACLE" mutate "$i" "$f.in" "$f.out" "$f.ends" "$m.in" "$m.prefix" || bad "oracle mutate $i"
  run "$judge" "$m.in"
  if { [ "$rc" -eq 0 ] && [ ! -s "$err" ]; } || { [ "$rc" -eq 2 ] && one_line_error; }; then
    later starts "$m.prefix" "damaged $judge input $m.in (from $f.in): the answers before the damage differ"
  else
    bad "damaged $judge input $m.in (from $f.in): exit $rc (0 or 2 with one line expected)"
    show
  fi
  i=$((i + 1))
done

# ---- the outputs of 1-3, compared --------------------------------------------------
# One process reads the list of checks (later) and prints those whose output
# is not as expected, then the number it compared.
exec 3>&-
guarding "comparing the outputs"
node -e '
const fs = require("fs");
let compared = 0;
for (const line of fs.readFileSync(process.argv[1], "utf8").split("\n")) {
  if (!line) continue;
  const [how, out, expected] = line.split("\t");
  const a = fs.readFileSync(out), b = fs.readFileSync(expected);
  const fits = how === "same" ? a.equals(b)
    : how === "within" ? a.length <= b.length && a.equals(b.subarray(0, a.length))
    : how === "starts" ? b.length <= a.length && b.equals(a.subarray(0, b.length))
    : false;
  if (!fits) console.log(line);
  compared++;
}
console.log(`compared\t${compared}`);
' "$tmp/later" >"$tmp/later.bad" 2>&1
node_rc=$?
compared=
differ=0
while IFS=$TAB read -r how out expected rc err message; do
  case $how in
    compared) compared=$out ;;
    same | within | starts)
      differ=$((differ + 1))
      bad "$message"
      show "$expected"
      ;;
    *) bad "comparing the outputs: $how $out" ;;
  esac
done <"$tmp/later.bad"
if [ "$node_rc" -eq 0 ] && [ "$compared" = "$laters" ]; then
  pass=$((pass + laters - differ))
else
  bad "comparing the outputs: $laters to compare, ${compared:-none} compared (exit $node_rc)"
fi

# ---- 4. the same through the library, the input cut into pieces of any size -------
for judge in $JUDGES; do
  guarding "judge-chunks $judge"
  files "$tmp/gen/mut-$judge-*.in"
  # shellcheck disable=SC2086
  if "$CHUNKS" "$judge" "$here"/cases/"$judge"--*.in "$tmp"/gen/"$judge"-[12]-*.in \
    $files >"$tmp/chunks.out"; then ok; else
    bad "$judge: answers or messages depend on how the input is cut"
    head -n 10 "$tmp/chunks.out" | sed 's/^/  /'
  fi
  mutated=$files
  files "$here/cases/strict--$judge--*.in"
  # shellcheck disable=SC2086
  if "$CHUNKS" --strict "$judge" $files \
    "$here"/cases/"$judge"--*.in "$tmp"/gen/"$judge"-[12]-*.in \
    $mutated >"$tmp/chunks.out"; then ok; else
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
# is_yes: the output is the one line Yes
is_yes() {
  y_1=
  y_2=
  { IFS= read -r y_1 && ! IFS= read -r y_2 && [ -z "$y_2" ]; } <"$out" && [ "$y_1" = Yes ]
}
guarding "making the streams"
head -c 3000000 /dev/zero | tr '\0' ' ' >"$tmp/big.in"
big "3 MB of blanks" nim 2
big "3 MB of blanks" northcott 0
{ printf '1\n1\n'; head -c 3000000 /dev/zero | tr '\0' '7'; printf '\n'; } >"$tmp/big.in"
big "a number of 3 million digits" nim 2
{ printf '1\n1\n'; head -c 3000000 /dev/zero | tr '\0' '0'; printf '5\n'; } >"$tmp/big.in"
big "5 after 3 million zeros" nim 0
is_yes && ok || bad "5 after 3 million zeros: expected Yes"
head -c 3000000 /dev/zero | tr '\0' '\n' >"$tmp/big.in"
big "3 MB of newlines" chess 2
e_1=
one_line_error && says "line 3000001:" && ok ||
  bad "3 MB of newlines: the message names line 3000001: $e_1"
head -c 3000000 /dev/zero >"$tmp/big.in"
big "3 MB of NUL bytes" treblecross 2
for judge in $JUDGES; do
  guarding "oracle garbage for $judge"
  "$ORACLE" garbage 7 1000000 "$tmp/big.in"
  big "1 MB of random bytes" "$judge" 2
done
{ printf '1\n'; head -c 3000000 /dev/zero | tr '\0' '.'; printf '\n'; } >"$tmp/big.in"
big "a strip of 3 million cells" treblecross 2
{ printf '1\n1000001\n'; yes 1 | head -n 1000000; printf '9223372036854775807\n'; } >"$tmp/big.in"
big "a million heaps, one a line" nim 0
is_yes && ok || bad "a million heaps, one a line: expected Yes"
run nim "$tmp/big.in" --strict
e_1=
[ "$rc" -eq 2 ] && one_line_error && says "line 2: the number of heaps n must be 0..10000, not 1000001" &&
  ok || bad "a million heaps --strict: expected the bound on n"
{ printf '1000 100'; i=0; while [ $i -lt 1000 ]; do printf ' 1 100'; i=$((i + 1)); done; printf '\n'; } >"$tmp/big.in"
big "a Northcott board of 1000 rows" northcott 0

echo "judge: $pass passed, $failed failed"
if [ "$failed" -eq 0 ]; then rm -rf "$tmp"; else echo "(the inputs and outputs are kept in $tmp)"; exit 1; fi
