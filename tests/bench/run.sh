#!/bin/sh
# run.sh — `make bench`: the judges on the largest inputs their problems allow,
# `grundy judge` against plain scanf references (tests/bench/ref_*.c), in one
# run. Each time is the best of BENCH_RUNS runs (default 5); both programs'
# outputs must be byte-identical, or the row says so and the bench fails.
#
# After the judges: take-and-break values, rare/common against plain mex
# (build/tbvalues), and at full size.
#
# To add rows (e.g. the wasm build), call `row` at the end:
#   row LABEL INPUT "COMMAND A" "COMMAND B"
# times A (the "grundy" column) and B (the "reference" column) on INPUT;
# commands are split on blanks and run without a shell.
set -u
here=$(dirname "$0")
B=build/bench
G=${GRUNDY:-build/grundy}
RUNS=${BENCH_RUNS:-5}
CC=${CC:-cc}
CFLAGS=${BENCH_CFLAGS:--O2}
bad=0

mkdir -p "$B"
for p in gen bankgen timeit ref_nim ref_chess ref_northcott ref_treblecross; do
  if [ ! -x "$B/$p" ] || [ "$here/$p.c" -nt "$B/$p" ]; then
    $CC -std=c11 -D_POSIX_C_SOURCE=200809L $CFLAGS -o "$B/$p" "$here/$p.c" || exit 1
  fi
done
if [ ! -f "$B/chess.in" ] || [ "$B/gen" -nt "$B/chess.in" ]; then
  "$B/gen" "$B" || exit 1
fi
if [ ! -f "$B/bank-brave.in" ] || [ "$B/bankgen" -nt "$B/bank-brave.in" ]; then
  "$B/bankgen" "$B" || exit 1
fi

# seconds → milliseconds; MB/s of SIZE bytes in SECONDS
ms() { awk -v t="$1" 'BEGIN { printf "%.1f", t * 1000 }'; }
mbs() { awk -v b="$1" -v t="$2" 'BEGIN { printf "%.0f", (t > 0 ? b / 1e6 / t : 0) }'; }
# A ÷ B with D decimals (default 2), or - unless both are above 0
ratio() {
  awk -v a="$1" -v b="$2" -v d="${3:-2}" \
    'BEGIN { if (a + 0 > 0 && b + 0 > 0) printf ("%." d "f"), a / b; else printf "-" }'
}

printf '%-26s %8s %10s %10s %7s %9s %9s  %s\n' input MB "grundy ms" "ref ms" ratio \
  "grundy MB/s" "ref MB/s" output
row() {
  label=$1 input=$2 a=$3 b=$4
  size=$(wc -c <"$input")
  # shellcheck disable=SC2086
  ta=$("$B/timeit" "$RUNS" "$input" "$B/a.out" $a) || { echo "$label: $a failed"; bad=1; return; }
  # shellcheck disable=SC2086
  tb=$("$B/timeit" "$RUNS" "$input" "$B/b.out" $b) || { echo "$label: $b failed"; bad=1; return; }
  if cmp -s "$B/a.out" "$B/b.out"; then same=identical; else
    same="DIFFERENT"
    bad=1
  fi
  printf '%-26s %8.2f %10s %10s %6sx %9s %9s  %s\n' "$label" \
    "$(awk -v b="$size" 'BEGIN { print b / 1e6 }')" "$(ms "$ta")" "$(ms "$tb")" \
    "$(ratio "$tb" "$ta" 1)" \
    "$(mbs "$size" "$ta")" "$(mbs "$size" "$tb")" "$same"
}

printf '0\n' >"$B/chess-empty.in"
row "chess T=0 (startup only)" "$B/chess-empty.in" "$G judge chess" "$B/ref_chess"
row "chess T=100 n=1000 m=20" "$B/chess-full.in" "$G judge chess" "$B/ref_chess"
row "chess T=100 n=1000 random" "$B/chess.in" "$G judge chess" "$B/ref_chess"
row "nim T=10 n=10^4" "$B/nim.in" "$G judge nim" "$B/ref_nim"
row "northcott 1000×(n=1000)" "$B/northcott.in" "$G judge northcott" "$B/ref_northcott"
row "treblecross T=200 len=200" "$B/treblecross.in" "$G judge treblecross" "$B/ref_treblecross"
row "treblecross-uva N=99" "$B/treblecross-uva.in" "$G judge treblecross-uva" \
  "$B/ref_treblecross uva"

echo "(best of $RUNS runs each, wall time including process start; ratio = reference"
echo " time / grundy time; the chess reference builds its 2^20 table at startup, as"
echo " the seed does: the T=0 row shows that part alone)"

# The classic problems at their statements' limits (tests/bench/bankgen.c):
# the best wall time against the problem's time limit (1000 ms where the
# statement gives none); tests/judge checks the answers.
echo
echo "classic problems at their statements' limits (best of $RUNS runs, wall time)"
printf '%-12s %-22s %-44s %8s %10s %9s\n' judge problem input MB "grundy ms" "limit ms"
limit_row() { # JUDGE PROBLEM LIMIT_MS INPUT_LABEL
  input=$B/bank-$1.in
  t=$("$B/timeit" "$RUNS" "$input" "$B/a.out" $G judge "$1") || { echo "$1: failed"; bad=1; return; }
  within=$(awk -v t="$t" -v l="$3" 'BEGIN { print (t * 1000 <= l ? "" : "  OVER THE LIMIT") }')
  [ -z "$within" ] || bad=1
  printf '%-12s %-22s %-44s %8.2f %10s %9s%s\n' "$1" "$2" "$4" \
    "$(awk -v b="$(wc -c <"$input")" 'BEGIN { print b / 1e6 }')" "$(ms "$t")" "$3" "$within"
}
limit_row brave "HDU 1846" 1000 "C=100, n, m <= 1000"
limit_row cet4 "HDU 1847" 1000 "10^5 lines, n <= 1000"
limit_row fibo "HDU 1848" 1000 "10^5 lines, m, n, p <= 1000"
limit_row rabbit "HDU 1849" 1000 "1000 cases, m = 1000, K <= 1000"
limit_row goodboy "HDU 1850" 1000 "1000 cases, M = 100, N <= 10^6"
limit_row snim "HDU 1536 / POJ 2960" 1000 "10 tests, k = m = l = 100, h <= 10^4"
limit_row john "HDU 1907 / POJ 3480" 1000 "T=474, N=47, A <= 4747"
limit_row bethewinner "HDU 2509" 1000 "1000 cases, n = 100 rows <= 100"
limit_row wythoff "HDU 1527 / POJ 1067" 1000 "10^5 lines, a, b <= 10^9"
limit_row fibnim "HDU 2516" 1000 "10^5 lines, n < 2^31"
limit_row lasker "HDU 3032" 1000 "T=10, N=10^5, s < 2^31"
limit_row stonebox "HDU 1729" 1000 "1000 cases, N=50, s <= 10^6"
limit_row simplenim "HDU 5795" 1000 "T=10, n=10^5, s <= 10^9"
limit_row climbing "HDU 4315" 1000 "1000 cases, N=1000, cells < 10^5"
limit_row papercut "POJ 2311" 1000 "10^5 lines, W, H <= 200"
limit_row georgia "POJ 1704" 1000 "T=20, N=1000, P <= 10^4"
limit_row matchesgame "POJ 2234" 1000 "10^5 lines, M=20, <= 10^7"
limit_row nim-poj "POJ 2975" 1000 "1000 cases, n=1000, k <= 10^9"
limit_row chessgame "POJ 2425 / HDU 1524" 3000 "10 graphs N=1000 (10^5 arrows), 10^5 queries"
limit_row pairsplit "Luogu P2148" 1000 "T=20, N=2*10^4, S <= 2*10^9"
limit_row john-luogu "Luogu P4279" 1000 "T=500, N=50, <= 5000"
limit_row knights "LightOJ 1315" 1000 "T=200, n=1000, x, y < 500"
limit_row acwing891 "AcWing 891" 1000 "n=10^5, a <= 10^9"
limit_row acwing892 "AcWing 892" 1000 "n=10^5, a <= 10^9"
limit_row acwing893 "AcWing 893" 1000 "k=100, n=100, <= 10^4"
limit_row acwing894 "AcWing 894" 1000 "n=100, a <= 100"

# Take-and-break values: the rare/common method against plain mex on the same
# code and n (build/tbvalues switches the method; the values must agree),
# then the rare/common figures at full size against their targets.
T=${TBVALUES:-build/tbvalues}
echo
echo "take-and-break values: rare/common against plain mex (processor time, best of $RUNS)"
printf '%-8s %8s %15s %13s %8s  %s
' code n "rare/common s" "plain mex s" ratio values
tb_row() {
  a=$("$T" "$RUNS" "$1" "$2") || { echo "$1: tbvalues failed"; bad=1; return; }
  b=$("$T" 1 "$1" "$2" mex) || { echo "$1: tbvalues mex failed"; bad=1; return; }
  set -- "$1" "$2" $a $b
  same=identical
  [ "$4" = "$9" ] || { same=DIFFERENT; bad=1; }
  printf '%-8s %8s %15s %13s %7sx  %s
' "$1" "$2" "$3" "$8" \
    "$(ratio "$8" "$3" 0)" "$same"
}
tb_row 0.16 200000
tb_row '4!.0' 200000
tb_row 0.6 200000
echo "at full size (rare/common, one run):"
tb_full() {
  a=$("$T" 1 "$1" "$2") || { echo "$1: tbvalues failed"; bad=1; return; }
  set -- "$1" "$2" "$3" "$4" $a
  printf '  %-6s to %-8s %8ss  (target %s s)  period %s\n' "$1" "$2" "$5" "$3" "$7"
  [ "$4" = "-" ] || [ "$7" = "$4" ] || { echo "  $1: period $7, want $4"; bad=1; }
}
tb_full 0.16 520000 0.25 149459@105351
tb_full '4!.0' 1000000 3 -
tb_full 0.6 1000000 4 -

# Long sequences: time and peak memory side by side (the statistics only, so
# no values' text is held). "engine" is the engine's own peak (gr_mem_peak),
# "process" the program's maximum resident set; bytes a value = engine peak /
# (n + 1). Public take-and-break solvers hold 2.1-2.2 bytes a value at 10^7.
# BENCH_LONG=1 adds Grundy's game to 10^8 (about half an hour).
echo
echo "long sequences: time and peak memory (one run each)"
printf '%-8s %10s %10s %12s %12s %8s  %s\n' code n "time s" "engine MiB" "process MiB" "B/value" period
long_row() {
  a=$("$T" 1 "$1" "stats:$2") || { echo "$1: tbvalues failed"; bad=1; return; }
  set -- "$1" "$2" $a
  printf '%-8s %10s %10s %12s %12s %8s  %s\n' "$1" "$2" "$3" "$6" "$7" \
    "$(awk -v m="$6" -v n="$2" 'BEGIN { printf "%.2f", m * 1048576 / (n + 1) }')" "$5"
}
long_row 0.167 10000000
long_row '4!.0' 10000000
[ "${BENCH_LONG:-0}" = 0 ] || long_row '4!.0' 100000000

# Take-and-break codes beside the public solvers that compute the same values,
# found in $PEERS (make bench PEERS=DIR; each one absent is skipped, saying
# so): ogsolve (beling/impartial-games, -m rc2, its best general method),
# tczajka's analyze (values 0..N) and rogalski's octal (values below 64).
# Grundy runs as a user would: `grundy sequence --stats CODE N`, the values,
# the period proven by the octal theorem and verified again by the
# independent checker. Processor time (user + system) and maximum resident
# set, best of RUNS; ratio = grundy / peer (below 1: Grundy is faster). The
# values must agree: ogsolve's and tczajka's checksum of values 0..N is
# computed from Grundy's own values (an untimed run) and compared.
tb_peers() {
  if [ ! -x /usr/bin/time ]; then
    echo "take-and-break beside the peers: skipped (no /usr/bin/time)"
    return
  fi
  og= tc= ro=
  [ -z "$PEERS" ] || { og=$PEERS/ogsolve; tc=$PEERS/tczajka-analyze; ro=$PEERS/octal; }
  [ -x "$og" ] || og=
  [ -x "$tc" ] || tc=
  [ -x "$ro" ] || ro=
  echo
  if [ -z "$og$tc$ro" ]; then
    echo "take-and-break beside the peers: skipped (none found; make bench PEERS=DIR names"
    echo "the directory that holds ogsolve, tczajka-analyze and octal)"
    return
  fi
  echo "take-and-break beside the peers (processor s, best of $RUNS; ratio grundy / peer;"
  echo "grundy: values, the period proven and checked again by the independent checker;"
  echo "-: the peer cannot compute it, or ran past ${BENCH_PEER_LIMIT:-60} s of processor time)"
  printf '%-6s %9s %10s %16s %16s %16s  %s\n' code n "grundy s" "ogsolve s (x)" \
    "tczajka s (x)" "rogalski s (x)" "period; values"
  # best CMD…: the best processor time of RUNS runs, or "-"
  best() {
    b=-
    i=0
    while [ "$i" -lt "$RUNS" ]; do
      i=$((i + 1))
      if ( ulimit -t "${BENCH_PEER_LIMIT:-60}"; /usr/bin/time -f '%U %S' -o "$B/tbp.time" "$@" ) >"$B/tbp.out" 2>&1; then
        b=$(awk -v b="$b" '{ t = $1 + $2; if (b == "-" || t < b) b = t; printf "%.3f", b }' "$B/tbp.time")
      else
        b=-
        break
      fi
    done
    printf '%s' "$b"
  }
  # cell PEER_TIME: "S (RATIO)" beside grundy's time
  cell() {
    [ -n "$1" ] && [ "$1" != - ] || { printf '%s' -; return; }
    printf '%s (%s)' "$1" "$(ratio "$gt" "$1")"
  }
  tbp_row() { # CODE N
    gt=$(best "$G" sequence --stats "$1" "$2")
    per=$(sed -n 's/.*"periodicity":{"kind":"periodic","proven":true,"preperiod":\([0-9]*\),"period":\([0-9]*\).*/\2@\1/p' "$B/tbp.out")
    # Grundy's values 0..N in the peers' checksum (16-bit running sums)
    mine=$("$G" sequence "$1" "$2" | sed -n 's/.*"values":\[\([0-9,]*\)\].*/\1/p' | tr ',' '\n' |
      awk '{ a = (a + $1) % 65536; b = (b + a) % 65536 } END { printf "%X", b * 65536 + a }')
    ot=- tt=- rt=- agree=
    if [ -n "$og" ]; then
      ot=$(best "$og" -m rc2 -n "$2" "$1")
      c=$(sed -n 's/.*checksum: \([0-9A-F]*\).*/\1/p' "$B/tbp.out")
      [ "$ot" = - ] || [ "$c" = "$mine" ] || agree="$agree ogsolve DIFFERENT"
    fi
    if [ -n "$tc" ]; then
      tt=$(best "$tc" "$1" "$2")
      c=$(sed -n 's/.*checksum: \([0-9A-F]*\).*/\1/p' "$B/tbp.out")
      [ "$tt" = - ] || [ "$c" = "$mine" ] || agree="$agree tczajka DIFFERENT"
    fi
    [ -z "$ro" ] || rt=$(best "$ro" "$1" "$((${2} + 1))")
    [ -z "$agree" ] || bad=1
    printf '%-6s %9s %10s %16s %16s %16s  %s; %s\n' "$1" "$2" "$gt" "$(cell "$ot")" \
      "$(cell "$tt")" "$(cell "$rt")" "${per:--}" "${agree:-checksum $mine agrees}"
  }
  tbp_row 0.16 520000
  tbp_row 0.56 660000
  tbp_row 0.167 10000000
}
tb_peers
# Games found by search (build/bench-search): Cram against Beling's published
# table (every board up to 36 cells by default, 4x9 and 5x7 the largest;
# BENCH_CRAM_CELLS=40 adds 5x8, minutes; BENCH_CRAM_CELLS=63 asks for the
# table up to 7x9, far more than this machine gives; BENCH_CRAM_MIB the memory), Node-Kayles on 3xn grids (OEIS A316632)
# and on the graph families of "Nimber Sequences of Node-Kayles Games" (P_n(3),
# linked diamonds, Petersen P(n,2): OEIS A317367, A316781, A316533), the P-positions
# of 3-row Chomp against a plain mex (the table of rows up to 200 beside a plain
# mex table of the same bars). Beling's solver (igsolve) is timed beside
# Cram below, where make bench PEERS=DIR finds it.
S=${BENCH_SEARCH:-build/bench-search}
echo
echo "games found by search (processor time, a fresh context each):"
"$S" cram "${BENCH_CRAM_CELLS:-36}" || bad=1
"$S" nodekayles || bad=1
"$S" nkfamilies || bad=1
"$S" chomp3 200 || bad=1
echo "the same games as the page's worker analyses them (every move valued, or the winning"
echo "moves where that is estimated dear: Cram 5x7), wasm against native:"
node "$here/search-wasm.mjs" cram:4x5 cram:4x7 cram:5x6 cram:5x7 'nodekayles:grid(3x10)' \
  'arckayles:grid(3x5)' chomp:10/10/10 || bad=1

# Cram, the value of the board (`grundy analyze --no-moves`: the values and
# the verdict, what a solver of the value alone computes) beside igsolve
# (Beling's solver, beling/impartial-games), found in the directory $PEERS
# (make bench passes it; the rows are skipped, saying so, where it is
# absent): processor time (user + system) and maximum resident set of each
# process, one run each, both in the same run of the bench. Each board runs
# under a processor-time guard (BENCH_CRAM_LIMIT seconds, default 120) and
# --memory BENCH_CRAM_MIB (default 2048); the values must agree. Then every
# move valued (plain `grundy analyze`, what the page asks) against the value
# alone: the moves' searches share the table; and every move on two
# processors (--threads 2) beside one, wall time, the analyses identical. The
# boards of three rows are Lemoine and Viennot's published table (3x14 = *3).
# Every board runs under the guard, whatever a solver did on the shorter boards
# of as many rows: a board's cost follows its value more than its size (grundy:
# 3x16 = *4 takes minutes, 3x17 = 0 and 3x18 = *1 seconds).
CRAM_LIMIT=${BENCH_CRAM_LIMIT:-120}
CRAM_MIB=${BENCH_CRAM_MIB:-2048}
IGSOLVE=${PEERS:+$PEERS/igsolve}
# measure mem|wall OUTFILE COMMAND…: runs COMMAND (output to OUTFILE) under
# the guard; prints its processor seconds (its own and the workers' it waited
# for) and either its maximum resident MiB (mem) or its wall seconds (wall),
# or "- -" when it failed or ran out of time. cputime and walltime name them.
measure() {
  what=$1 out=$2
  shift 2
  if ( ulimit -t "$CRAM_LIMIT"; /usr/bin/time -f '%U %S %M %e' -o "$B/time.out" "$@" ) >"$out" 2>/dev/null
  then
    awk -v w="$what" '{ if (w == "wall") printf "%.2f %.2f", $1 + $2, $4
                        else printf "%.2f %.1f", $1 + $2, $3 / 1024 }' "$B/time.out"
  else
    printf -- '- -'
  fi
}
cputime() { measure mem "$@"; }
walltime() { measure wall "$@"; }
echo
if [ ! -x /usr/bin/time ]; then
  echo "Cram beside igsolve: skipped (no /usr/bin/time to measure processor time and memory)"
else
  if [ -n "$IGSOLVE" ] && [ -x "$IGSOLVE" ]; then
    echo "Cram, the value of the board: grundy analyze --no-moves beside igsolve (processor"
    echo "time s, maximum resident MiB, one run each; ratio: grundy / igsolve)"
  else
    echo "Cram, the value of the board: grundy analyze --no-moves (igsolve not found:"
    echo "make bench PEERS=DIR names the directory that holds it; its rows are skipped)"
    IGSOLVE=
  fi
  printf '%-6s %6s %10s %11s %10s %11s %11s %11s\n' board value "grundy s" "grundy MiB" \
    "igsolve s" "igsolve MiB" "time ratio" "mem ratio"
  # limited WHO OUTFILE COMMAND…: cputime of COMMAND in t and m ("-" when
  # out of time, said in note); fails when out of time.
  limited() {
    who=$1 f=$2
    shift 2
    set -- $(cputime "$f" "$@")
    t=$1 m=$2
    [ "$t" != - ] || { note="$note  $who: not within ${CRAM_LIMIT} s"; return 1; }
  }
  for rc in 3x12 3x13 3x14 3x15 3x16 3x17 3x18 3x19 4x7 5x6 4x9 5x7 5x8 6x7; do
    r=${rc%x*} c=${rc#*x}
    v= iv= note=
    limited grundy "$B/cram.a" "$G" analyze --no-moves --memory "$CRAM_MIB" \
      --work 100000000000000 "cram:$rc" && v=$(sed -n 's/.*"nimsum":\([0-9]*\).*/\1/p' "$B/cram.a")
    ga=$t gm=$m
    ia=- im=-
    if [ -n "$IGSOLVE" ]; then
      limited igsolve "$B/cram.b" "$IGSOLVE" cram "$r" "$c" &&
        iv=$(sed -n 's/^Nimber of initial position: \([0-9]*\).*/\1/p' "$B/cram.b")
      ia=$t im=$m
    fi
    if [ -n "$v" ] && [ -n "$iv" ] && [ "$v" != "$iv" ]; then
      note="$note  DIFFERENT values"
      bad=1
    fi
    printf '%-6s %6s %10s %11s %10s %11s %10sx %10sx%s\n' "$rc" "${v:--}" "$ga" "$gm" "$ia" "$im" \
      "$(ratio "$ga" "$ia")" \
      "$(ratio "$gm" "$im")" \
      "$note"
  done
  echo "every move valued (grundy analyze, as the page asks) against the value alone, on one"
  echo "processor and on two (--threads 1, 2: processor time s of the whole run, workers included,"
  echo "and wall time s; ratio: all moves / value alone on one; speed-up: wall on one / on two):"
  printf '%-6s %14s %14s %7s %10s %10s %10s %9s\n' board "value alone s" "all moves s" ratio \
    "1: wall s" "2: cpu s" "2: wall s" speed-up
  for rc in 5x6 5x7; do
    set -- $(cputime "$B/cram.a" "$G" analyze --no-moves --threads 1 --memory "$CRAM_MIB" \
      --work 100000000000000 "cram:$rc")
    alone=$1
    set -- $(walltime "$B/cram.a" "$G" analyze --threads 1 --memory "$CRAM_MIB" \
      --work 100000000000000 "cram:$rc")
    all=$1 wall1=$2
    set -- $(walltime "$B/cram.b" "$G" analyze --threads 2 --memory "$CRAM_MIB" \
      --work 100000000000000 "cram:$rc")
    all2=$1 wall2=$2
    note=
    if [ "$all" != - ] && [ "$all2" != - ] && ! cmp -s "$B/cram.a" "$B/cram.b"; then
      note="  DIFFERENT analyses"
      bad=1
    fi
    printf '%-6s %14s %14s %6sx %10s %10s %10s %8sx%s\n' "$rc" "$alone" "$all" \
      "$(ratio "$all" "$alone" 1)" \
      "$wall1" "$all2" "$wall2" \
      "$(ratio "$wall1" "$wall2")" \
      "$note"
  done
  # Every move beside Beling's own solver: igsmoves (a small program on his igs
  # library, igsolve's solver: `igsmoves alone R C` is igsolve's value of the
  # board, `igsmoves moves R C` values every move with one shared table), where
  # PEERS holds it; the values of the board must agree.
  IGSMOVES=${PEERS:+$PEERS/igsmoves}
  if [ -n "$IGSMOVES" ] && [ -x "$IGSMOVES" ]; then
    echo "every move beside Beling's igs (igsmoves, one table for all the moves; processor time"
    echo "s, one thread; ratio: all moves / value alone):"
    printf '%-6s %10s %10s %7s %10s %10s %7s\n' board "grundy 1 s" "grundy all" ratio "igs 1 s" "igs all" ratio
    for rc in 5x6 5x7; do
      r=${rc%x*} c=${rc#*x}
      set -- $(cputime "$B/cram.a" "$G" analyze --no-moves --threads 1 --memory "$CRAM_MIB" \
        --work 100000000000000 "cram:$rc")
      ga=$1
      v=$(sed -n 's/.*"nimsum":\([0-9]*\).*/\1/p' "$B/cram.a")
      set -- $(cputime "$B/cram.a" "$G" analyze --threads 1 --memory "$CRAM_MIB" \
        --work 100000000000000 "cram:$rc")
      gall=$1
      set -- $(cputime "$B/cram.b" "$IGSMOVES" alone "$r" "$c")
      ia=$1
      iv=$(sed -n 's/.*"nimber":\([0-9]*\).*/\1/p' "$B/cram.b")
      set -- $(cputime "$B/cram.b" "$IGSMOVES" moves "$r" "$c")
      iall=$1
      note=
      if [ -n "$v" ] && [ -n "$iv" ] && [ "$v" != "$iv" ]; then
        note="  DIFFERENT values"
        bad=1
      fi
      printf '%-6s %10s %10s %6sx %10s %10s %6sx%s\n' "$rc" "$ga" "$gall" \
        "$(ratio "$gall" "$ga" 1)" \
        "$ia" "$iall" \
        "$(ratio "$iall" "$ia" 1)" \
        "$note"
    done
  fi
fi
[ "$bad" -eq 0 ]
