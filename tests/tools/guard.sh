# guard.sh — sourced by the shell suites (tests/cli/run.sh, tests/judge/run.sh).
#
#   bounded CMD ARGS…     runs CMD under a hang guard; its exit status is CMD's
#   guard_note            after it: words for a status the guard caused, or ""
#
# A hang guard, not a speed test: a command may use GUARD_CPU seconds of
# processor time (ulimit -t: other work on a busy machine does not count
# against it) and, for one that hangs waiting instead of computing,
# GUARD_WALL seconds of wall time. The slowest command of these suites takes
# 4.6 s of processor time (grundy quotient 0.77+0.07) and about 15 s of wall
# time beside other jobs at load 8-13 on 2 cores: the processor limit is 20
# times the first, the wall limit 20 times the second. A command the guard
# stops exits with 124 (wall time) or 152 (processor time, SIGXCPU; 137 if
# it goes on 10 s past that or past the wall limit), and leaves no core file.
GUARD_CPU=${GUARD_CPU:-100}
GUARD_WALL=${GUARD_WALL:-300}

bounded() {
  (ulimit -c 0 && ulimit -t $((GUARD_CPU + 10)) && ulimit -S -t "$GUARD_CPU" &&
    exec timeout -k 10 "$GUARD_WALL" "$@")
}

guard_note() {
  case ${rc:-0} in
    124) echo " (stopped by the hang guard after ${GUARD_WALL} s of wall time)" ;;
    152) echo " (stopped by the hang guard after ${GUARD_CPU} s of processor time)" ;;
    137) echo " (killed: by the hang guard, or out of memory)" ;;
  esac
}
