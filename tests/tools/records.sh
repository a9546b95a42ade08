#!/bin/sh
# records.sh — `make certify-records`: the published periods of take-and-break
# codes (the table in README.md), computed natively, certified and checked.
#
#   sh tests/tools/records.sh CODE:N:PRE:PER …
#
# For each code: `grundy sequence --certify CODE N` computes its values until
# the period is proven (the engine's own proof, verified by the independent
# checker before it is reported) and writes the certificate to
# build/records/CODE.cert; `grundy check` then verifies the certificate from
# the rules alone. Both are timed (processor time, and the wall clock, which
# a busy machine stretches); the check's verdict is printed, and the period
# must be the published one (PRE, PER). Exits 1 when anything fails.
set -u
G=${GRUNDY:-build/grundy}
out=build/records
mkdir -p "$out"
failed=0

now() { date +%s.%N; }
secs() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", b - a }'; }
# timed FILE CMD…: runs CMD; its processor time (user + system) goes to FILE.
if [ -x /usr/bin/time ]; then
  timed() { f=$1; shift; /usr/bin/time -f '%U %S' -o "$f" "$@"; }
else
  timed() { f=$1; shift; echo "? ?" >"$f"; "$@"; }
fi
cpu() { awk '{ if ($1 == "?") print "?"; else printf "%.2f", $1 + $2 }' "$1"; }

printf '%-7s %11s %8s %22s %22s %12s\n' code pre-period period "certify: cpu (wall)" \
  "check: cpu (wall)" certificate
for spec in "$@"; do
  code=${spec%%:*}
  rest=${spec#*:}
  n=${rest%%:*}
  rest=${rest#*:}
  pre=${rest%%:*}
  per=${rest#*:}
  cert=$out/$code.cert
  t0=$(now)
  if ! timed "$out/$code.t1" "$G" sequence --certify "$code" "$n" -o "$cert" 2>"$out/$code.err"; then
    echo "$code: sequence --certify failed: $(cat "$out/$code.err")"
    failed=1
    continue
  fi
  t1=$(now)
  if ! timed "$out/$code.t2" "$G" check "$cert" >"$out/$code.verdict" 2>"$out/$code.err"; then
    echo "$code: check failed: $(cat "$out/$code.err")"
    failed=1
    continue
  fi
  t2=$(now)
  bytes=$(wc -c <"$cert")
  printf '%-7s %11s %8s %10ss (%7ss) %10ss (%7ss) %9s KB\n' "$code" "$pre" "$per" \
    "$(cpu "$out/$code.t1")" "$(secs "$t0" "$t1")" "$(cpu "$out/$code.t2")" "$(secs "$t1" "$t2")" \
    "$((bytes / 1024))"
  echo "        $(cat "$out/$code.verdict")"
  if ! grep -q "\"preperiod\":$pre,\"period\":$per," "$out/$code.verdict"; then
    echo "$code: the period is not the published $per from $pre"
    failed=1
  fi
done
[ "$failed" -eq 0 ] && echo "certify-records: every record certified and checked ($out)"
exit $failed
