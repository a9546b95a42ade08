#!/bin/sh
# run.sh — tests of the `grundy` command line itself (make test-cli): where
# the position comes from (argument, - for standard input, @FILE), the size
# cap on read positions, argument mistakes and their messages, control bytes
# in messages, and write errors on standard output.
#
# Starting a process is most of the cost here (about 10 ms each), so a check
# reads a command's status, its standard error's first line and a short
# output in the shell itself; a few hundred messages are looked over for
# control bytes at once.
#
# Environment: GRUNDY (default build/grundy).
# Prints "cli: N passed, M failed"; exits 1 when anything failed.
set -u
G=${GRUNDY:-build/grundy}
tmp=build/test-cli
pass=0
failed=0
NL='
'

# Every command runs under the hang guard of tests/tools/guard.sh: a limit
# of processor time each, and a wide one of wall time on the whole suite.
. "$(dirname "$0")/../tools/guard.sh"
# The suite takes 51 s of wall time beside other jobs at load 8-9.
guard_suite cli "$tmp" 1000 "$@"

rm -rf "$tmp"
mkdir -p "$tmp"

ok() { pass=$((pass + 1)); }
bad() {
  failed=$((failed + 1))
  echo "FAIL: $*"
  echo "  exit status $rc$(guard_note); stdout: $(head -c 200 "$tmp/out" | tr -d '\000-\010\013-\037\177')"
  echo "  stderr: $(head -c 300 "$err" | tr -d '\000-\010\013-\037\177')"
}

# g ARGS...: runs grundy with standard input from $IN (default /dev/null);
# sets rc and the files $tmp/out and $err: $tmp/err, or while kept is set, a
# file of its own for each run (looked over later by no_raw_control).
IN=/dev/null
err=$tmp/err
kept=
runs=0
g() {
  err=$tmp/err
  if [ -n "$kept" ]; then
    runs=$((runs + 1))
    err=$tmp/kept/$runs.err
  fi
  guarding "grundy $*"
  "$G" "$@" <"$IN" >"$tmp/out" 2>"$err"
  rc=$?
}

# text FILE: sets $text to FILE's text without its final line ends, as
# "$(cat FILE)" would, read by the shell itself.
text() {
  text=
  t_sep=
  while IFS= read -r t_line || [ -n "$t_line" ]; do
    text=$text$t_sep$t_line
    t_sep=$NL
  done <"$1"
  while :; do
    case $text in *"$NL") text=${text%"$NL"} ;; *) break ;; esac
  done
}

# expect NAME STATUS STDOUT STDERR: after g. STDOUT is the exact output
# (one line), "" for none, or "*" for anything; STDERR a text the first line
# of standard error must contain, or "" for an empty standard error.
expect() {
  e_ok=1
  [ "$rc" -eq "$2" ] || e_ok=0
  case $3 in
    "*") ;;
    "") [ -s "$tmp/out" ] && e_ok=0 ;;
    *) text "$tmp/out"; [ "$text" = "$3" ] || e_ok=0 ;;
  esac
  if [ -z "$4" ]; then
    [ -s "$err" ] && e_ok=0
  else
    e_first=
    IFS= read -r e_first <"$err"
    case $e_first in *"$4"*) ;; *) e_ok=0 ;; esac
  fi
  if [ "$e_ok" -eq 1 ]; then ok; else bad "$1: expected exit $2, stdout [$3], stderr with [$4]"; fi
}

# no_raw_control NAME: standard error holds no control byte but line ends.
# While kept is set, checked later, all at once, by kept_controls.
no_raw_control() {
  if [ -n "$kept" ]; then
    printf '%s\t%s\t%s\n' "$err" "$rc" "$1" >>"$tmp/kept/list"
  elif tr -d '\000-\011\013-\037\177' <"$err" | cmp -s - "$err"; then ok; else
    bad "$1: a control byte reached standard error"
  fi
}

# kept_controls: the checks no_raw_control kept, at once: one pass over all
# the messages; when that finds a control byte, one check each says where.
kept_controls() {
  kept=
  k_files=
  k_count=0
  while IFS='	' read -r k_err _ k_name; do
    k_files="$k_files $k_err"
    k_count=$((k_count + 1))
  done <"$tmp/kept/list"
  # shellcheck disable=SC2086
  if [ "$k_count" -gt 0 ] && cat $k_files >"$tmp/kept/all" &&
    tr -d '\000-\011\013-\037\177' <"$tmp/kept/all" | cmp -s - "$tmp/kept/all"; then
    pass=$((pass + k_count))
  else
    [ "$k_count" -gt 0 ] || bad "no message was kept to look over for control bytes"
    : >"$tmp/out" # the outputs were not kept: none is shown
    while IFS='	' read -r err rc k_name; do
      no_raw_control "$k_name"
    done <"$tmp/kept/list"
  fi
  err=$tmp/err
}

# usage_follows NAME COMMAND: the second line of standard error is the
# command's usage line.
usage_follows() {
  { IFS= read -r u_line && IFS= read -r u_line; } <"$err"
  case $u_line in "usage: grundy $2"*) ok ;; *) bad "$1: the usage of $2 should follow the message" ;; esac
}

if [ ! -x "$G" ]; then
  echo "cli: $G is missing (run make native)"
  echo "cli: 0 passed, 1 failed"
  exit 1
fi

# ---- the position from standard input or a file ----------------------------------
printf 'nim: 3, 4 + nim:5\n' >"$tmp/pos"
IN=$tmp/pos
g canonical -
expect "canonical - (standard input)" 0 "nim:3,4,5" ""
IN=/dev/null
g canonical "@$tmp/pos"
expect "canonical @FILE" 0 "nim:3,4,5" ""
printf 'nim:3,4,5\r\n' >"$tmp/crlf"
g canonical "@$tmp/crlf"
expect "canonical @FILE with CR LF" 0 "nim:3,4,5" ""
g play "@$tmp/pos" '1:3>1'
expect "play @FILE MOVE" 0 "nim:1,4,5@2" ""
IN=$tmp/pos
g play - '2:4>0'
expect "play - MOVE" 0 "nim:3,0,5@2" ""
g analyze --winning -
expect "analyze --winning -" 0 "*" ""
grep -q '"winning":\["1:3>1"\]' "$tmp/out" && ok || bad "analyze --winning -: winning moves"
IN=/dev/null

# 100,000 heaps: more than a command line may carry on Linux (128 KiB an argument)
awk 'BEGIN { printf "nim:"; for (i = 1; i <= 100000; i++) printf "%s%d", (i > 1 ? "," : ""), i % 1000; printf "\n" }' >"$tmp/big"
g canonical "@$tmp/big"
if [ "$rc" -eq 0 ] && cmp -s "$tmp/out" "$tmp/big"; then ok; else bad "canonical of 100,000 heaps from a file"; fi
IN=$tmp/big
g analyze --winning -
expect "analyze --winning of 100,000 heaps on standard input" 0 "*" ""
grep -q '"index":100000,' "$tmp/out" && ok || bad "analyze of 100,000 heaps: the last component"
IN=/dev/null
g play "@$tmp/big" '100000:0>0'
expect "play on 100,000 heaps: the move is checked" 2 "" "not legal"
g play "@$tmp/big" '2:2>0'
expect "play on 100,000 heaps" 0 "*" ""
case $(head -c 12 "$tmp/out") in "nim:1,0,3,4,") ok ;; *) bad "play on 100,000 heaps: the position after" ;; esac

# the size cap: the engine's text limit, 1,000,000 characters, plus a line end
{ printf 'nim:7'; head -c 999995 /dev/zero | tr '\0' ' '; printf '\n'; } >"$tmp/limit"
g canonical "@$tmp/limit"
expect "a position of exactly 1,000,000 characters and a line end" 0 "nim:7" ""
{ printf 'nim:7'; head -c 999996 /dev/zero | tr '\0' ' '; } >"$tmp/over"
g canonical "@$tmp/over"
expect "a file of 1,000,001 characters" 2 "" "1000000"
head -c 5000000 /dev/zero | tr '\0' ' ' >"$tmp/huge"
g analyze "@$tmp/huge"
expect "a file of 5 MB" 2 "" "1000000"
# exactly at the cap when the input arrives in pieces (a pipe or a FIFO
# gives what has been written so far): the reader must ask for the byte past
# the cap and wait for it, not take a pause at the cap for the end.
# at_cap: 1,000,000 characters and CR LF, the 1,000,002 bytes read at most.
{ printf 'nim:7'; head -c 999995 /dev/zero | tr '\0' ' '; printf '\r\n'; } >"$tmp/at_cap"
g canonical "@$tmp/at_cap"
expect "a file of exactly 1,000,000 characters and CR LF" 0 "nim:7" ""
# pieces FILE K...: FILE's bytes written K bytes at a time, then the rest,
# with a pause after each piece.
pieces() {
  p_file=$1
  p_at=0
  shift
  for p_k in "$@"; do
    tail -c +$((p_at + 1)) "$p_file" | head -c "$p_k"
    p_at=$((p_at + p_k))
    sleep 0.3
  done
  tail -c +$((p_at + 1)) "$p_file"
}
rc=0
guarding "standard input in pieces"
pieces "$tmp/at_cap" 5 500000 | "$G" canonical - >"$tmp/out" 2>"$tmp/err" || rc=$?
expect "standard input in pieces, exactly at the cap" 0 "nim:7" ""
{ cat "$tmp/at_cap"; printf '5\n'; } >"$tmp/past_cap"
rc=0
pieces "$tmp/past_cap" 1000002 | "$G" canonical - >"$tmp/out" 2>"$tmp/err" || rc=$?
expect "standard input: a pause at the cap, then one more character" 2 "" "1000000"
grep -q "standard input" "$tmp/err" && ok || bad "a pause at the cap: the message names standard input"
rc=0
pieces "$tmp/past_cap" 999999 3 | "$G" canonical - >"$tmp/out" 2>"$tmp/err" || rc=$?
expect "standard input: pieces ending at the cap, then one more character" 2 "" "1000000"
{ printf 'nim:7'; head -c 999996 /dev/zero | tr '\0' ' '; printf '\n'; } >"$tmp/one_over"
rc=0
pieces "$tmp/one_over" 1000001 | "$G" canonical - >"$tmp/out" 2>"$tmp/err" || rc=$?
expect "standard input: 1,000,001 characters, a pause before the line end" 2 "" "1000000"
if mkfifo "$tmp/fifo" 2>/dev/null; then
  guarding "a FIFO in pieces"
  pieces "$tmp/past_cap" 1000002 >"$tmp/fifo" &
  g canonical "@$tmp/fifo"
  wait
  expect "@FIFO: a pause at the cap, then one more character" 2 "" "1000000"
  pieces "$tmp/at_cap" 999999 >"$tmp/fifo" &
  g canonical "@$tmp/fifo"
  wait
  expect "@FIFO in pieces, exactly at the cap" 0 "nim:7" ""
else
  bad "mkfifo failed: the FIFO cases did not run"
fi
rc=0
guarding "endless standard input"
yes 'nim:1,' | "$G" analyze - >"$tmp/out" 2>"$tmp/err" || rc=$?
expect "endless standard input: refused after the limit, not read to the end" 2 "" "1000000"
grep -q "standard input" "$tmp/err" && ok || bad "endless standard input: the message names standard input"

g analyze @/nonexistent/position.txt
expect "a missing file" 2 "" "grundy: cannot read /nonexistent/position.txt: No such file or directory"
g analyze "@$tmp"
expect "a directory" 2 "" "Is a directory"
g analyze @
expect "@ without a file name" 2 "" "file name"
printf 'nim:3\000,4\n' >"$tmp/nul"
g analyze "@$tmp/nul"
expect "a NUL byte in the file" 2 "" "NUL"
: >"$tmp/empty"
g canonical "@$tmp/empty"
expect "an empty file: the engine says the position is empty" 2 "" "empty"
for c in analyze canonical play; do
  g "$c" --help
  if [ "$rc" -eq 0 ] && grep -q "@FILE" "$tmp/out" && grep -q -- " - " "$tmp/out"; then ok; else
    bad "$c --help names - and @FILE"
  fi
done

# ---- control bytes in messages ------------------------------------------------------
mkdir -p "$tmp/kept"
: >"$tmp/kept/list"
kept=1
g analyze "$(printf 'x\033[2J:3')"
expect "ESC in a game name" 2 "" 'unknown game "x\x1b[2J"'
no_raw_control "ESC in a game name"
for oh in 001:01 002:02 003:03 004:04 005:05 006:06 007:07 010:08 011:09 012:0a 013:0b 014:0c \
  015:0d 016:0e 017:0f 020:10 021:11 022:12 023:13 024:14 025:15 026:16 027:17 030:18 031:19 \
  032:1a 033:1b 034:1c 035:1d 036:1e 037:1f 177:7f; do # each byte in octal and in hex
  o=${oh%:*}
  hex=${oh#*:}
  b=$(printf "\\$o")
  [ "$o" = 012 ] && b=$NL
  g analyze "x${b}y:3"
  expect "byte 0x$hex in a position" 2 "" "\\x$hex"
  no_raw_control "byte 0x$hex in a position"
  g play nim:3 "1:${b}"
  no_raw_control "byte 0x$hex in a move"
  g sequence 'sub(1-3)' "5${b}x"
  expect "byte 0x$hex in N" 2 "" "\\x$hex"
  no_raw_control "byte 0x$hex in N"
  g "z${b}"
  expect "byte 0x$hex in a command" 2 "" "\\x$hex"
  no_raw_control "byte 0x$hex in a command"
  g judge "nim${b}"
  expect "byte 0x$hex in a judge's name" 2 "" "\\x$hex"
  no_raw_control "byte 0x$hex in a judge's name"
  g canonical "@$tmp/no${b}such"
  expect "byte 0x$hex in a file name" 2 "" "\\x$hex"
  no_raw_control "byte 0x$hex in a file name"
  g analyze "--x${b}"
  expect "byte 0x$hex in an option" 2 "" "\\x$hex"
  no_raw_control "byte 0x$hex in an option"
done
g analyze "$(printf 'x\303\251:3')"
expect "printable UTF-8 is kept" 2 "" "$(printf 'unknown game "x\303\251"')"
g analyze "$(printf 'x\302\233:3')"
expect "a C1 control (U+009B) is escaped" 2 "" 'unknown game "x\xc2\x9b"'
no_raw_control "a C1 control"
g "$(printf 'z\302\233')"
expect "a C1 control in a command" 2 "" 'z\xc2\x9b'
g "$(printf 'z\377')"
expect "a byte that is not UTF-8 in a command" 2 "" 'z\xff'
# a move quoted in a message is cut short with "…", between characters
g play nim:3 '1:3>99999999999999999999'
expect "a move quoted short says so" 2 "" '("3>999999999999999999…" does not)'
g play nim:3 "$(printf '1:3>\303\251\303\251\303\251\303\251\303\251\303\251\303\251\303\251\303\251\303\251')"
expect "a move of two-byte characters cut between them" 2 "" "$(printf '("3>\303\251\303\251\303\251\303\251\303\251\303\251\303\251\303\251\303\251…" does not)')"
# the text near a mistake, as typed: a character of any script whole, a
# control byte escaped, a full-width comma, colon, plus or digit named
g analyze "$(printf 'nim:3\033[31m')"
expect "ESC near a mistake" 2 "" '(near "nim:3\x1b[31m")'
no_raw_control "ESC near a mistake"
g analyze "$(printf 'nim:3+graph(\303\251>b):\303\251,x')"
expect "UTF-8 near a mistake is kept" 2 "" "$(printf '(near "nim:3+graph(\303\251>b):\303\251,x")')"
g analyze "$(printf 'nim:3;misere\303\251')"
expect "an unexpected character of any script, whole" 2 "" "$(printf 'unexpected character "\303\251"')"
for wa in '\357\274\214=,' '\357\274\232=:' '\357\274\213=+' '\357\274\223=3' '\343\200\201=,'; do
  w=$(printf "${wa%=*}")
  a=${wa#*=}
  g analyze "nim:3${w}4"
  expect "a full-width \"$a\" is named" 2 "" "\"$w\" is a full-width character; type \"$a\" instead"
done
kept_controls

# ---- write errors -----------------------------------------------------------------
if [ -w /dev/full ]; then
  full() { # full NAME ARGS...: output to /dev/full must fail loudly
  n=$1
  shift
  guarding "grundy $* >/dev/full"
  "$G" "$@" <"$IN" >/dev/full 2>"$tmp/err"
  rc=$?
  text "$tmp/err"
  if [ "$rc" -eq 1 ] && [ "$text" = "grundy: cannot write the output: No space left on device" ]; then ok; else
    : >"$tmp/out"
    bad "$n > /dev/full: expected exit 1 and \"grundy: cannot write the output: No space left on device\""
  fi
  }
  full "analyze" analyze nim:3
  full "analyze of 100,000 heaps" analyze --winning "@$tmp/big"
  full "canonical" canonical nim:3
  full "play" play nim:3 '1:3>1'
  full "sequence" sequence 'sub(1-3)' 20
  full "sequence of 1,000,000 values" sequence 'sub(1-3)' 1000000
  full "info" info
  full "pattern" pattern 'ruleset(take k: pow2(k))' 100
  full "code" code 'sub(1-3)' 20
  full "--help" --help
  full "analyze --help" analyze --help
  full "--version" --version
  printf '2\n2\n1 1\n2\n1 0\n' >"$tmp/judge"
  IN=$tmp/judge
  full "judge" judge nim
  awk 'BEGIN { print 200; for (i = 0; i < 200; i++) { for (j = 0; j < 200; j++) printf "."; print "" } }' >"$tmp/judge"
  full "judge with much output" judge treblecross
  printf '2\n2\n1 1\n' >"$tmp/judge"
  "$G" judge nim <"$tmp/judge" >/dev/full 2>"$tmp/err"
  rc=$?
  if [ "$rc" -eq 1 ] && grep -q "^grundy: line 4: " "$tmp/err" &&
    grep -qx "grundy: cannot write the output: No space left on device" "$tmp/err"; then ok; else
    : >"$tmp/out"
    bad "judge with malformed input > /dev/full: both the input error and the write error, exit 1"
  fi
  IN=/dev/null
else
  echo "cli: /dev/full is missing; write errors on a full disk not tested"
fi
"$G" info >&- 2>"$tmp/err"
rc=$?
if [ "$rc" -eq 1 ] && grep -qx "grundy: cannot write the output: Bad file descriptor" "$tmp/err"; then ok; else
  : >"$tmp/out"
  bad "info with standard output closed"
fi

# ---- arguments ------------------------------------------------------------------
g sequence 'sub(1-3)' 99999999999999999999999
expect "N too large for any integer" 2 "" "N = 99999999999999999999999 is out of range (0..16777216)"
g sequence 'sub(1-3)' 16777217
expect "N past the limit" 2 "" "N = 16777217 is out of range (0..16777216)"
g sequence 'sub(1-3)' -1
expect "negative N" 2 "" "N = -1 is out of range (0..16777216)"
g sequence 'sub(1-3)' 5
expect "N = 5" 0 "*" ""
cp "$tmp/out" "$tmp/five"
g sequence 'sub(1-3)' '5 '
if [ "$rc" -eq 0 ] && cmp -s "$tmp/out" "$tmp/five"; then ok; else bad "N = '5 ' is 5"; fi
g sequence 'sub(1-3)' ' 5'
if [ "$rc" -eq 0 ] && cmp -s "$tmp/out" "$tmp/five"; then ok; else bad "N = ' 5' is 5"; fi
g sequence 'sub(1-3)' '5x'
expect "N not a number" 2 "" 'N must be a whole number, not "5x"'
g sequence 'sub(1-3)' ' '
expect "N blank" 2 "" 'N must be a whole number'
g sequence bogus 99999999999999999999999
expect "a bad family is reported before a bad N" 2 "" "not a one-parameter family"
g sequence 'sub(1-3)'
expect "sequence without N" 2 "" "grundy: sequence: N is missing"
usage_follows "sequence without N" sequence
g sequence
expect "sequence without arguments" 2 "" "grundy: sequence: the family is missing"
g sequence 'sub(1-3)' 5 6
expect "sequence with an extra argument" 2 "" 'unexpected argument "6"'

g analyze --winning
expect "analyze --winning without a position" 2 "" "grundy: analyze: the position is missing"
usage_follows "analyze --winning without a position" analyze
g analyze
expect "analyze without a position" 2 "" "grundy: analyze: the position is missing"
g analyze --frob nim:3
expect "analyze with an unknown option" 2 "" 'grundy: analyze: unknown option "--frob"'
usage_follows "analyze with an unknown option" analyze
g analyze -w nim:3
expect "analyze with an unknown short option" 2 "" 'unknown option "-w"'
g analyze nim:3 --winning
expect "analyze POSITION --winning" 0 "*" ""
g analyze --winning -- nim:3
expect "-- ends the options" 0 "*" ""
g sequence 'sub(1-3)' -- -1
expect "-- then a negative N" 2 "" "N = -1 is out of range"
g analyze -- --winning
expect "after --, --winning is a position" 2 "" "at character 1"
g analyze nim:3 nim:4
expect "analyze with two positions" 2 "" 'unexpected argument "nim:4"'
g canonical nim: 3, 4
expect "canonical with an unquoted position" 2 "" 'unexpected argument "3,"'
grep -q "quote" "$tmp/err" && ok || bad "canonical with an unquoted position: suggests quoting"
g canonical
expect "canonical without a position" 2 "" "grundy: canonical: the position is missing"
g canonical --winning nim:3
expect "canonical --winning" 2 "" 'unknown option "--winning"'
g play nim:3
expect "play without a move" 2 "" "grundy: play: the move is missing"
g play
expect "play without a position" 2 "" "grundy: play: the position is missing"
g play nim:3 '1:3>1' extra
expect "play with an extra argument" 2 "" 'unexpected argument "extra"'
g info extra
expect "info with an argument" 2 "" 'grundy: info: unexpected argument "extra"'
g info --pretty
expect "info with an option" 2 "" 'unknown option "--pretty"'
g judge
expect "judge without a name" 2 "" "grundy: judge: the judge's name is missing"
grep -q "treblecross-uva" "$tmp/err" && ok || bad "judge without a name: lists the judges"
g judge nim chess
expect "judge with two names" 2 "" 'unexpected argument "chess"'
g judge --fast nim
expect "judge with an unknown option" 2 "" 'unknown option "--fast"'
# info lists each judge with the course topic that teaches it and the
# address of its problem, built from the site and the number the problem names.
g info
node -e '
const info = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
const topics = ["bash", "nim", "sg", "multisg", "antisg", "staircase", "wythoff", "fibonacci", "coins", "hackenbush", "graph"];
const page = (site, n) => ({
  HDU: `https://acm.hdu.edu.cn/showproblem.php?pid=${n}`,
  POJ: `http://poj.org/problem?id=${n}`,
  Luogu: `https://www.luogu.com.cn/problem/${n}`,
  AcWing: `https://www.acwing.com/problem/content/${Number(n) + 2}/`, // the site numbers its pages two past its problems
  UVa: `https://onlinejudge.org/external/${Math.floor(n / 100)}/${n}.pdf`,
  LightOJ: /^https:\/\/lightoj\.com\/problem\/[a-z0-9-]+$/,
})[site];
const bad = [];
if (info.judges.length < 31) bad.push(`${info.judges.length} judges`);
for (const j of info.judges) {
  if (!topics.includes(j.topic)) bad.push(`${j.name}: topic ${j.topic}`);
  const [, site, n] = /^(\w+) (P?\d+)/.exec(j.problem) ?? [];
  const want = page(site, n);
  if (!want || (want instanceof RegExp ? !want.test(j.url) : want !== j.url)) bad.push(`${j.name}: ${j.problem} at ${j.url}`);
}
if (bad.length) { console.log(bad.join("\n")); process.exit(1); }
' "$tmp/out" >"$tmp/err" 2>&1 && ok || bad "info: every judge has a course topic and its problem's address"
printf '2\n2\n1 1\n2\n1 0\n' >"$tmp/judge"
IN=$tmp/judge
g judge --strict nim
expect "judge --strict NAME" 0 "$(printf 'No\nYes')" ""
g judge nim --strict
expect "judge NAME --strict" 0 "$(printf 'No\nYes')" ""
printf '1\n1\n10000\n' >"$tmp/judge"
g judge nim
expect "judge: a heap past the statement's bound" 0 "Yes" ""
g judge --strict nim
expect "judge --strict: a heap past the statement's bound" 2 "" "grundy: line 3: a heap size must be 0..9999, not 10000"
IN=/dev/null
# pattern: the family's mistakes first, then N's
g pattern 'ruleset(take k: pow2(k))' 30
expect "pattern" 0 "*" ""
grep -q '"summary":"Periodic as far as computed: SG(n + 3) = SG(n) for 0 ≤ n ≤ 27' "$tmp/out" && ok ||
  bad "pattern of take a power of two: n mod 3"
g pattern 'ruleset(take k: j<3)' 30
expect "pattern of a bad rule" 2 "" 'grundy: at character 17: unknown name "j"'
g pattern 'ruleset(take k: j<3)' x
expect "pattern of a bad rule and a bad N" 2 "" 'grundy: at character 17: unknown name "j"'
g pattern 'ruleset(take k)' 1000001
expect "pattern past its N" 2 "" "grundy: N = 1000001 is out of range (0..1000000)"
g pattern 'ruleset(take k)' 99999999999999999999
expect "pattern with N past any integer" 2 "" "out of range"
g pattern 'ruleset(take k)'
expect "pattern without N" 2 "" "grundy: pattern: N is missing"
g sequence 'ruleset(take k: k<=2*last or last=0 and k<n)' 13
expect "sequence of a rule with a counter" 0 '{"family":"ruleset(take k: k<=2*last or last=0 and k<n)","game":"ruleset","size":"heap size","size_msg":{"id":"word.family.heap","args":[]},"n":13,"values":[0,0,0,0,3,0,4,4,0,5,5,5,6,0],"preperiod":null,"period":null,"rule":"no periodicity theorem covers this rule (it is not a finite take-and-break code on one heap): a period is only observed, never proven","rule_msg":{"id":"rule.ruleset.none","args":[]},"periodicity":{"kind":null,"proven":false,"preperiod":null,"period":null,"saltus":null,"bound":null,"needs":null,"check":null}}' ""
g value 'ruleset(take k: k<=3)' 1000000000000000000
expect "value of a rule from its proven period" 0 '{"family":"ruleset(take k: k<=3)","game":"ruleset","size":1000000000000000000,"sg":0,"from":"period","preperiod":0,"period":4}' ""
g play 'ruleset(split a+b: a<b):7' '1:7>3+4'
expect "play a split" 0 'ruleset(split a+b: a<b):3,4@2' ""
g frob
expect "an unknown command" 2 "" 'grundy: unknown command "frob"'
g help analyze
expect "help COMMAND" 0 "*" ""
grep -q "^usage: grundy analyze" "$tmp/out" && ok || bad "help analyze prints analyze's help"
g help frob
expect "help with an unknown command" 2 "" 'unknown command "frob"'
g analyze nim:3 --help
expect "--help after the arguments" 0 "*" ""
grep -q "^usage: grundy analyze" "$tmp/out" && ok || bad "analyze nim:3 --help prints analyze's help"
g --version
expect "--version" 0 "*" ""

# ---- self-checks, analyses too long to list, bare codes ---------------------------------
g analyze --check 'tb(0.40004):3+octal(0.75045):oo.ooooooo'
expect "analyze --check" 0 "*" ""
grep -q '"verdict":"N"' "$tmp/out" && ok || bad "analyze --check: the analysis is printed"
g analyze --winning --check 'nim:3,4,5;misere'
expect "analyze --winning --check in misère play" 0 "*" ""
g analyze --check
expect "analyze --check without a position" 2 "" "grundy: analyze: the position is missing"
g analyze 'nim:1000000000000000000,7'
expect "analyze: too many moves to list" 0 "*" ""
grep -q '"listed":"winning","truncated":"this position has 1000000000000000007 legal moves' "$tmp/out" &&
  grep -q '"winning":\["1:1000000000000000000>7"\]' "$tmp/out" && ok ||
  bad "analyze of 10^18 stones: the winning moves, marked truncated"
g sequence 'K!.7' 10
expect "sequence of a bare code with a letter digit" 0 "*" ""
grep -q '"family":"tb(K!.7)"' "$tmp/out" && ok || bad "sequence K!.7 is tb(K!.7)"
g value Kayles 10
expect "a family's name is not a code" 2 "" 'grundy: "Kayles" is not a one-parameter family'

# ---- certificates -------------------------------------------------------------------
g sequence --certify 'octal(0.77)' 200
expect "sequence --certify to standard output" 0 "*" ""
IFS= read -r first <"$tmp/out"
[ "$first" = "grundy-certificate 1" ] && ok || bad "a certificate starts with its format line"
cp "$tmp/out" "$tmp/kayles.cert"
g check "$tmp/kayles.cert"
expect "check: Kayles' period" 0 "*" ""
grep -q '^{"verified":true,"family":"octal(0.77)","claim":"period","preperiod":71,"period":12,"theorem":"take-and-break","bound":156,"theorem_bound":155,"needs":167,"values":83,"computed":false,"work":[0-9]*}$' "$tmp/out" && ok || bad "check: Kayles' verdict"
g sequence --certify 'sub(1,3,4)' 100 -o "$tmp/sub.cert"
expect "sequence --certify -o FILE" 0 "" ""
IN=$tmp/sub.cert
g check -
expect "check - (standard input)" 0 "*" ""
grep -q '"preperiod":0,"period":7' "$tmp/out" && ok || bad "check -: sub(1,3,4) has period 7"
IN=/dev/null
g sequence -o "$tmp/x.cert" --certify staircase 50
expect "-o before --certify" 0 "" ""
g check "$tmp/x.cert"
expect "check: the staircase" 0 "*" ""
g sequence --certify '4!.0' 300
expect "sequence --certify without a period: the values" 0 "*" ""
grep -q '^claim values 301$' "$tmp/out" && ok || bad "a family without a period certifies its values"
cp "$tmp/out" "$tmp/grundy.cert"
g check "$tmp/grundy.cert"
expect "check: Grundy's game's values" 0 "*" ""
grep -q '^{"verified":true,"family":"tb(4!.0)","claim":"values","values":301,"work":[0-9]*}$' "$tmp/out" && ok || bad "check: Grundy's game's verdict"
g sequence --certify 'ruleset(take k: k<=3)' 100 -o "$tmp/rule.cert"
expect "sequence --certify of a typed rule that is a code" 0 "" ""
grep -q '^family tb(0.333)$' "$tmp/rule.cert" && ok || bad "a code rule is certified as its code"
g check "$tmp/rule.cert"
expect "check: a code rule's period" 0 "*" ""
grep -q '"family":"tb(0.333)","claim":"period","preperiod":0,"period":4' "$tmp/out" && ok || bad "check: take k: k<=3 has period 4"
g sequence --certify 'ruleset(take k in 1..n/2)' 100
expect "sequence --certify of a rule the checker cannot read" 2 "" "is not a family the checker knows"
sed 's/^theorem take-and-break 156$/theorem take-and-break 154/' "$tmp/kayles.cert" >"$tmp/short.cert"
g check "$tmp/short.cert"
expect "check: the bound short" 2 "" "grundy: check: refused: the bound B = 154 is short: for period 12 from 71 the take-and-break theorem needs SG(n+p) = SG(n) for 71 ≤ n < 155"
sed '/^values/{n;s/^0 1 2 3 1 4 3 2/0 1 2 3 1 4 3 3/}' "$tmp/kayles.cert" >"$tmp/wrong.cert"
g check "$tmp/wrong.cert"
expect "check: a wrong value" 2 "" "grundy: check: refused: value of row of 7 pins is 3, but its options reach 3 (row of 7 pins → 0 + 6 (pin 1 knocked down))"
sed 's/^values 83 dec$/values 82 dec/' "$tmp/kayles.cert" >"$tmp/bad.cert"
g check "$tmp/bad.cert"
expect "check: a malformed certificate" 2 "" "grundy: check: malformed certificate: line 6: a period claim carries the values of sizes 0..n0+p-1: 83 values, not 82"
printf 'grundy-certificate 1\nfamily tb(0.54447)\nclaim period 125 121\ntheorem take-and-break 376\nend\n' >"$tmp/false.cert"
g check "$tmp/false.cert"
expect "check: 0.54447's false period (the checker computes the values)" 2 "" "grundy: check: refused: the claim SG(n+p) = SG(n) fails at n = 125"
g check "$tmp/missing.cert"
expect "check: a missing file" 2 "" "grundy: cannot read $tmp/missing.cert: No such file or directory"
g check "$tmp"
expect "check: a directory" 2 "" "grundy: cannot read $tmp: Is a directory"
g check
expect "check without a file" 2 "" "grundy: check: the certificate's file is missing"
g sequence -o "$tmp/y" 'sub(1-3)' 10
expect "-o without --certify" 2 "" "grundy: sequence: -o FILE goes with --certify"
g sequence --certify --stats 'sub(1-3)' 10
expect "--certify with --stats" 2 "" "grundy: sequence: --stats and --certify each choose what is printed"
g sequence --certify 'sub(1-3)' 10 -o
expect "-o without its file" 2 "" "grundy: sequence: -o needs a file name"
g sequence --certify 'sub(1-3)' 10 -o "$tmp/no/such/dir"
expect "-o into a missing directory" 2 "" "grundy: cannot write $tmp/no/such/dir: No such file or directory"
if [ -w /dev/full ]; then
  "$G" sequence --certify 'octal(0.77)' 200 >/dev/full 2>"$tmp/err"
  rc=$?
  [ "$rc" -eq 1 ] && grep -q "cannot write the output" "$tmp/err" && ok || bad "--certify to a full disk: exit $rc"
  "$G" sequence --certify 'octal(0.77)' 200 -o /dev/full 2>"$tmp/err"
  rc=$?
  [ "$rc" -eq 1 ] && grep -q "cannot write /dev/full" "$tmp/err" && ok || bad "-o /dev/full: exit $rc"
fi

# The checker needs nothing of the engine: it includes only its own headers
# (check.h, ck*.h, each in c/check) and the C library, and built alone
# (build/check-alone) it checks the same.
bad_inc=$(grep -h '^#include' c/check/*.[ch] | grep -v -e '"check.h"' -e '"ck[a-z]*\.h"' -e '<std[a-z]*\.h>' -e '<string\.h>')
[ -z "$bad_inc" ] && ok || bad "the checker includes more than its headers and the C library: $bad_inc"
if [ -x build/check-alone ]; then
  build/check-alone "$tmp/kayles.cert" >"$tmp/out" 2>"$tmp/err"
  rc=$?
  [ "$rc" -eq 0 ] && grep -q '"preperiod":71,"period":12' "$tmp/out" && ok || bad "check-alone: Kayles"
  build/check-alone "$tmp/false.cert" >"$tmp/out" 2>"$tmp/err"
  rc=$?
  [ "$rc" -eq 2 ] && grep -q "fails at n = 125" "$tmp/err" && ok || bad "check-alone: 0.54447's false period"
else
  bad "build/check-alone is missing (make build/check-alone)"
fi

# Every period the README's examples show proven is certified and checked:
# each sequence, value and pattern example is run as written; one whose
# comment speaks of a period must prove one.
grep -E '^build/grundy (sequence|value|pattern) ' README.md | grep -v -e '--certify' >"$tmp/examples"
[ "$(grep -c 'period' "$tmp/examples")" -ge 3 ] && ok || bad "README: no examples with a period found"
while IFS= read -r line; do
  cmdline=${line%%#*}
  eval "set -- ${cmdline#build/grundy }"
  what=$1
  case ${line#*#} in # long runs without a period claim (Grundy's game to 10^6) are left out
    *period*) ;;
    *) [ "${3:-0}" -le 100000 ] 2>/dev/null || continue ;;
  esac
  g "$@"
  expect "README: $line" 0 "*" ""
  case $what in
    pattern) proven=$(grep -c '"period":{"kind":"periodic","proven":true' "$tmp/out") ;;
    value) proven=$(grep -c '"from":"period"' "$tmp/out") ;;
    *) proven=$(grep -c '"periodicity":{"kind":"periodic","proven":true' "$tmp/out") ;;
  esac
  claim=$(grep -o '"preperiod":[0-9]*,"period":[0-9]*' "$tmp/out" | head -n 1)
  case ${line#*#} in
    *period*) [ "$proven" -gt 0 ] && ok || bad "README: $line: no period proven" ;;
  esac
  [ "$proven" -gt 0 ] || continue
  shift
  [ "$1" = --stats ] && shift
  fam=$1
  n=$2
  [ "$what" = value ] && n=1000000
  g sequence --certify "$fam" "$n" -o "$tmp/readme.cert"
  expect "README: $line: certified" 0 "" ""
  g check "$tmp/readme.cert"
  expect "README: $line: checked" 0 "*" ""
  grep -qF "$claim" "$tmp/out" && ok || bad "README: $line: the check verifies $claim"
  checked=$((checked + 1))
done <"$tmp/examples"
[ "${checked:-0}" -ge 5 ] && ok || bad "README: only ${checked:-0} examples' periods were checked"
# analyze --memory: the memory an analysis may hold (large Cram searches)
g analyze --winning --memory 64 cram:4x5
expect "analyze --memory 64" 0 "*" ""
grep -q '"nimsum":2,' "$tmp/out" && ok || bad "analyze --memory 64 cram:4x5: *2"
g analyze --memory=4096 cram:2x2
expect "analyze --memory=4096" 0 "*" ""
g analyze --memory 8 cram:2x2
expect "analyze --memory 8: too little" 2 "" "from 16 to 1048576"
g analyze --memory lots cram:2x2
expect "analyze --memory lots" 2 "" "--memory must be a whole number"
g analyze cram:2x2 --memory
expect "analyze: --memory without its value" 2 "" "--memory wants a value"
# analyze --no-moves: the values and the verdict, no move listed
g analyze --no-moves 'cram:4x5+nim:1'
expect "analyze --no-moves" 0 "*" ""
grep -q '"nimsum":3,"verdict":"N",' "$tmp/out" && grep -q '"listed":"none",' "$tmp/out" &&
  grep -q '"moves":\[\],"complete":false,"winning":\[\],"suggest":null}' "$tmp/out" && ok ||
  bad "analyze --no-moves cram:4x5+nim:1: *3, N, nothing listed, not complete"
g analyze --no-moves --check 'cram:4x5+nim:2'
expect "analyze --no-moves --check" 0 "*" ""
grep -q '"verdict":"P",.*"complete":true,"winning":\[\]' "$tmp/out" && ok ||
  bad "analyze --no-moves of a P-position: no winning move, and that is complete"
g analyze --no-moves --winning nim:3
expect "analyze --no-moves --winning" 2 "" "give one of them"

# quotient: the misère quotient's JSON, --max-heap with its value, mistakes
g quotient 0.75
expect "quotient 0.75" 0 "*" ""
grep -q '"order":8,"p_count":2' "$tmp/out" && ok || bad "quotient 0.75: order 8, P-portion of 2"
grep -qF '"presentation":"<a,b,c | a^2=1, b^3=b, bc=ab, c^2=b^2>"' "$tmp/out" && ok || bad "quotient 0.75: its presentation"
g quotient --max-heap 10 0.07
expect "quotient --max-heap 10" 0 "*" ""
grep -q '"heaps":11,"proven":false' "$tmp/out" && ok || bad "quotient --max-heap 10: heaps 0..10, not proven"
g quotient --max-heap=10 0.07
expect "quotient --max-heap=10" 0 "*" ""
g quotient 0.07 --max-heap
expect "quotient: --max-heap without its value" 2 "" "--max-heap wants a value"
g quotient --max-heap x 0.07
expect "quotient: --max-heap x" 2 "" "--max-heap must be a whole number"
g quotient
expect "quotient without a code" 2 "" "the code is missing"
g quotient --certify 0.75
expect "quotient --certify" 0 "*" ""
IFS= read -r first <"$tmp/out"
[ "$first" = "grundy-certificate 1" ] && grep -q '^claim quotient$' "$tmp/out" && ok || bad "quotient --certify: a certificate of the claim quotient"
cp "$tmp/out" "$tmp/q075.cert"
g check "$tmp/q075.cert"
expect "check: 0.75's misère quotient" 0 "*" ""
grep -q '^{"verified":true,"family":"0.75","claim":"quotient","check":"verified: the quotient of heaps 0\.\.\([0-9]*\), and by the period of phi the quotient of every heap","check_msg":{"id":"checker.quotient.verified.all","args":\[\1\]}}$' "$tmp/out" && ok || bad "check: 0.75's quotient verified with its period, its words with their message"
awk '/^p / { sub(/ 1/, " 0"); sub(/ 0/, " 1") } { print }' "$tmp/q075.cert" > "$tmp/q075-bad.cert"
g check "$tmp/q075-bad.cert"
expect "check: a quotient with its P-portion changed" 2 "" "refused"
g quotient --certify --max-heap 10 0.07
expect "quotient --certify --max-heap" 0 "*" ""
cp "$tmp/out" "$tmp/q007.cert"
g check "$tmp/q007.cert"
expect "check: Dawson's Kayles to heap 10" 0 "*" ""
grep -q '"check":"verified: the quotient of heaps 0\.\.10"' "$tmp/out" && ok || bad "check: Dawson's Kayles to heap 10, no period claimed"
g quotient --max-heap 12 0.9
expect "quotient: a digit past 7 leaves three heaps (no proof: heaps up to 12)" 0 "*" ""
g quotient 'Z.7'
expect "quotient: a malformed code" 2 "" "grundy:"
g quotient '0.77+0.07'
expect "quotient of two codes together" 0 "*" ""
grep -q '"codes":\["0.07","0.77"\]\|"codes":\["0.77","0.07"\]' "$tmp/out" && ok || bad "quotient 0.77+0.07: both codes"
g help quotient
expect "help quotient" 0 "*" ""

# ---- check: the work bound ----------------------------------------------------------
# A certificate whose check would take more work than the bound is refused
# before the work, naming the estimate, the bound and what fits it. Guarded
# by processor time (ulimit -t): the refusal takes a fraction of a second,
# the work itself minutes to hours.
gcpu() {
  guarding "grundy $*"
  (ulimit -t 10; exec "$G" "$@") <"$IN" >"$tmp/out" 2>"$tmp/err"
  rc=$?
}
g sequence --certify 'octal(0.137)' 300 -o "$tmp/o137.cert"
expect "sequence --certify octal(0.137)" 0 "" ""
for B in 1000141 5000000; do
  sed "s/^theorem take-and-break .*/theorem take-and-break $B/" "$tmp/o137.cert" >"$tmp/o137-$B.cert"
  gcpu check "$tmp/o137-$B.cert"
  expect "check: octal(0.137) with the bound raised to $B, refused at once" 2 "" "grundy: check: checking this certificate would take about"
  grep -q "(the values of sizes 0\.\.$((B + 33)) of octal(0.137), for the bound B = $B), more than the check's work bound, [0-9]*: B up to [0-9]* fits that bound (the take-and-break theorem needs B ≥ 140); --work [0-9]* allows it$" "$tmp/err" &&
    ok || bad "check: B = $B: the estimate, the bound, what fits and the --work that allows it"
  if [ -x build/check-alone ]; then
    (ulimit -t 10; exec build/check-alone "$tmp/o137-$B.cert") >"$tmp/out" 2>"$tmp/err"
    rc=$?
    [ "$rc" -eq 2 ] && grep -q "would take about" "$tmp/err" && ok || bad "check-alone: B = $B refused at once"
  fi
done
sed "s/^theorem take-and-break .*/theorem take-and-break 20000/" "$tmp/o137.cert" >"$tmp/o137-20000.cert"
gcpu check --work 20000000 "$tmp/o137-20000.cert"
expect "check --work 20000000: B = 20000 is refused" 2 "" "more than the check's work bound, 20000000: B up to"
allow=$(sed -n 's/.*; --work \([0-9]*\) allows it$/\1/p' "$tmp/err")
fits=$(sed -n 's/.*: B up to \([0-9]*\) fits that bound.*/\1/p' "$tmp/err")
gcpu check --work "${allow:-0}" "$tmp/o137-20000.cert"
expect "check --work ${allow:-?} (what the refusal named): B = 20000 passes" 0 "*" ""
grep -q '"bound":20000,' "$tmp/out" && ok || bad "check --work: the bound 20000 is checked"
sed "s/^theorem take-and-break .*/theorem take-and-break ${fits:-0}/" "$tmp/o137.cert" >"$tmp/o137-fits.cert"
gcpu check --work=20000000 "$tmp/o137-fits.cert"
expect "check --work=20000000: B = ${fits:-?}, which the refusal said fits, passes" 0 "*" ""
gcpu check "$tmp/o137-20000.cert"
expect "check: B = 20000 fits the default bound" 0 "*" ""
if [ -x build/check-alone ]; then
  (ulimit -t 10; exec build/check-alone --work "${allow:-0}" "$tmp/o137-20000.cert") >"$tmp/out" 2>"$tmp/err"
  rc=$?
  [ "$rc" -eq 0 ] && grep -q '"bound":20000,' "$tmp/out" && ok || bad "check-alone --work: B = 20000 passes"
fi
gcpu check --work 1000 "$tmp/q075.cert"
expect "check --work 1000: a quotient past it is refused before the work" 2 "" "would take at least"
g check --work lots "$tmp/o137.cert"
expect "check --work lots" 2 "" "grundy: check: --work must be a whole number, not \"lots\""
g check --work 0 "$tmp/o137.cert"
expect "check --work 0" 2 "" "grundy: check: --work wants the units of work the check may take"
g check "$tmp/o137.cert" --work
expect "check: --work without its value" 2 "" "--work wants a value"
g help check
expect "help check" 0 "*" ""
grep -q '^default bound: --work [0-9][0-9]*$' "$tmp/out" && ok || bad "help check names the default bound"

# code: the files one after another, or into a directory; mistakes
g code 'sub(1,3,4)' 30
expect "code sub(1,3,4) 30" 0 "*" ""
for f in '// ==== table.cpp ====' '// ==== sg.cpp ====' '// ==== brute.cpp ====' '# ==== check.py ===='; do
  grep -qxF -- "$f" "$tmp/out" && ok || bad "code: no line \"$f\""
done
grep -qF 'const int sg[N + 1] = {' "$tmp/out" && ok || bad "code: the table literal"
g code --lang python --zh 'sub(1,3,4)' 30
expect "code --lang python --zh" 0 "*" ""
grep -qxF '# ==== sg.py ====' "$tmp/out" && grep -qF '已证明' "$tmp/out" && ok || bad "code --lang python --zh: sg.py, comments in Chinese"
g code -o "$tmp/sol" 'octal(0.77)' 200
expect "code -o DIR" 0 "*" ""
text "$tmp/out"
[ "$text" = "$tmp/sol/table.cpp$NL$tmp/sol/sg.cpp$NL$tmp/sol/brute.cpp$NL$tmp/sol/check.py" ] &&
  [ -s "$tmp/sol/check.py" ] && ok || bad "code -o DIR: the four files, named"
g code --lang=python 'sub(1-3)'
expect "code --lang=python without N (1000)" 0 "*" ""
g code --lang java 'sub(1-3)' 5
expect "code --lang java" 2 "" '"java" is not a language the code is written in: cpp or python'
g code 'sub(1-3)' 1000001
expect "code: N past the limit" 2 "" "N = 1000001 is more than the code generator writes: a table of N ≤ 1000000"
g code -o "$tmp/no/such/dir" 'sub(1-3)' 5
expect "code -o into a directory that cannot be made" 2 "" "cannot make the directory"
g code 'sub(1-3)' 5 -o
expect "code -o without a directory" 2 "" "-o needs a directory"
usage_follows "code -o without a directory" code
g code
expect "code without a family" 2 "" "the family is missing"
g code 'sub(1-3)' 5 6
expect "code with an extra argument" 2 "" 'unexpected argument "6"'
g code --json -o "$tmp/sol" 'sub(1-3)' 5
expect "code --json -o" 2 "" "give one of them"
g code 'ruleset(take k in 1..k+1)' 10
expect "code: a rule without a brute force" 0 "*" ""
grep -qF '==== brute' "$tmp/out" && bad "code: a brute force where none can be written" || ok
g help code
expect "help code" 0 "*" ""
grep -q '^usage: grundy code' "$tmp/out" && ok || bad "help code prints its usage"

# Every command is bounded: an analysis or a move has the page's bound on its
# work (refused at once when far past it, saying what fits and that --work
# allows more), and --work changes it. Guarded by processor time: a refusal
# takes none.
for P in 'chomp:30x30' 'nodekayles:grid(7x9)' 'arckayles:grid(7x9)' 'cram:6x9' 'tb(4!.0):100000000000'; do
  gcpu analyze "$P"
  expect "analyze $P: refused at once under the default bound" 2 "" "may take"
  grep -qF 'analyze: --work UNITS allows more work (the bound is ' "$tmp/err" && ok || bad "analyze $P: the refusal names --work"
done
gcpu play 'chomp:30x30' '1:2.2'
expect "play on a board far past the bound: refused at once" 2 "" "may take"
grep -qF 'play: --work UNITS allows more work' "$tmp/err" && ok || bad "play: the refusal names --work"
gcpu analyze --work 1000 'tb(4!.0):100000'
expect "analyze --work 1000: a smaller bound refuses sooner" 2 "" "far more than the 1e+03 this call may take"
fits=$(sed -n 's/.*heap sizes up to about \([0-9]*\) are valued within this bound.*/\1/p' "$tmp/err")
gcpu analyze --work 1000 "tb(4!.0):${fits:-x}"
expect "analyze --work 1000: the size the refusal said fits is valued" 0 "*" ""
gcpu analyze 'tb(4!.0):300000'
expect "analyze: a table far past the default bound is refused" 2 "" "heap sizes up to about"
gcpu analyze --work=5000000000 'tb(4!.0):300000'
expect "analyze --work: more than the default bound values what it refuses" 0 "*" ""
grep -q '"sg":' "$tmp/out" && ok || bad "analyze --work: a value"
# A refusal comes in milliseconds; a second of processor time is searching.
guarding "grundy analyze --work 100000000000 chomp:12x12"
(ulimit -t 1; exec "$G" analyze --work 100000000000 'chomp:12x12') </dev/null >"$tmp/out" 2>"$tmp/err"
rc=$? # searching (stopped by the processor-time limit here), not refused
[ "$rc" -ne 2 ] && ! grep -q 'may take' "$tmp/err" && ok || bad "analyze --work: a search past the default bound is not refused with more work allowed"
g analyze --work 0 nim:3
expect "analyze --work 0" 2 "" "grundy: analyze: --work wants the units of work the analysis may take"
g play --work much nim:3 1:3
expect "play --work much" 2 "" "grundy: play: --work must be a whole number, not \"much\""
g analyze nim:3 --memory 64 --work 100
expect "analyze: --memory and --work together, after the position" 0 "*" ""
g analyze nim:3 --work
expect "analyze: --work without its value" 2 "" "--work wants a value"
g help analyze
grep -q '^usage: grundy analyze .*\[--work UNITS\]' "$tmp/out" && ok || bad "help analyze names --work"
g analyze --threads 0 cram:3x3
expect "analyze --threads 0" 2 "" "grundy: analyze: --threads wants the processors the analysis may use, a whole number from 1 to"
g play --threads two cram:3x3 1:1.1-1.2
expect "play --threads two" 2 "" "grundy: play: --threads must be a whole number, not \"two\""
g analyze cram:3x3 --threads
expect "analyze: --threads without its value" 2 "" "--threads wants a value"
grep -q '^usage: grundy analyze .*\[--threads N\] POSITION' "$tmp/err" && ok || bad "the usage line of analyze names --threads"
g analyze --threads 1 cram:4x5
cp "$tmp/out" "$tmp/threads1"
g analyze --threads 2 --memory 64 --work 100000000 cram:4x5
expect "analyze --threads 2 with --memory and --work" 0 "*" ""
cmp -s "$tmp/out" "$tmp/threads1" && ok || bad "analyze --threads 2: the analysis of --threads 1"
# claim: each kind confirmed and refuted, the counterexample in the JSON,
# the grammar's mistakes, the bound with --work, help with the games' examples
g claim 'nim:1,2,3 is P'
expect "claim: a true P claim" 0 "*" ""
grep -q '"holds":true' "$tmp/out" && ok || bad "claim nim:1,2,3 is P: confirmed"
g claim 'nim:3,4,5 is P'
expect "claim: a false P claim" 0 "*" ""
grep -qF '"holds":false' "$tmp/out" && grep -qF '"move":{"move":"1:3>1"' "$tmp/out" && ok || bad "claim nim:3,4,5 is P: refuted with the winning move 1:3>1"
g claim 'octal(0.77):oooo;misere is N'
expect "claim: a false misère N claim" 0 "*" ""
grep -qF '"why_msg":{"id":"why.misere.quotient.p"' "$tmp/out" && ok || bad "claim: a wrong N claim says the engine's reason"
g claim 'sub(1-3):4,5 is sg=2'
grep -qF '"holds":false' "$tmp/out" && grep -qF '"sg":1' "$tmp/out" && ok || bad "claim sg=2: refuted, SG 1"
g claim 'same sub(1,2) sub(1-3) to 20'
expect "claim: same, refuted" 0 "*" ""
grep -qF '"first":{"n":3,"values":[0,3],"positions":["sub(1,2):3","sub(1-3):3"]}' "$tmp/out" && ok || bad "claim same: the first size 3 with both values and positions"
g claim 'SAME sub(1-3) octal(0.333) TO 100'
grep -qF '"holds":true' "$tmp/out" && ok || bad "claim same in capitals: confirmed"
g claim 'same ruleset(take k: pow2(k)) sub(1,2,4,8,16,32) to 60 misere'
grep -qF '"play":"misere"' "$tmp/out" && grep -qF '"holds":true' "$tmp/out" && ok || bad "claim same misere: a typed rule with blanks, confirmed"
g claim 'sj tb(0.[3]) to 10 sums 3'
grep -qF '"holds":true' "$tmp/out" && grep -qF '"hypothesis":{"holds":true' "$tmp/out" && ok || bad "claim sj: misère Nim follows the SJ rule, its hypothesis holds"
g claim 'sj octal(0.77) to 12'
grep -qF '"holds":false' "$tmp/out" && grep -qF '"first":{"position":"octal(0.77):oooooooo;misere"' "$tmp/out" && grep -qF '"hypothesis":{"holds":false' "$tmp/out" && ok || bad "claim sj: misère Kayles refuted at 8 pins, hypothesis fails"
g claim ''
expect "claim: empty" 2 "" "the claim is empty: write same FAMILY FAMILY to N"
g claim 'nim:1,2 is Q'
expect "claim: a bad outcome" 2 "" "expected P, N or sg=V after"
g claim 'same sub(1-3) sub(1,2) to 5 please'
expect "claim: trailing words" 2 "" 'or "misere"'
g claim 'sj tb(0.[3]) to 60 sums 4'
expect "claim: too many positions, refused" 2 "" "sizes up to N = 36 fit"
g claim --work 1000 'sj sub(1-3) to 10 sums 3'
expect "claim --work: a small bound refuses" 2 "" "fit"
g claim --work nope 'nim:1 is N'
expect "claim --work with a word" 2 "" "--work"
g claim
expect "claim without a claim" 2 "" "the claim is missing"
g help claim
expect "help claim" 0 "*" ""
grep -q '^usage: grundy claim' "$tmp/out" && grep -qF "grundy claim 'nim:1,2,3 is P'" "$tmp/out" && ok || bad "help claim: usage and the games' examples"

echo "cli: $pass passed, $failed failed"
if [ "$failed" -eq 0 ]; then rm -rf "$tmp"; else echo "(the inputs and outputs are kept in $tmp)"; exit 1; fi
