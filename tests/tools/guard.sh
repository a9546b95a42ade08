# guard.sh — the hang guard of the shell suites (tests/cli/run.sh,
# tests/judge/run.sh), sourced at their top.
#
#   guard_suite NAME DIR WALL ARGS…
#                   first call: runs the suite again, whole, under a limit of
#                   WALL seconds of wall time (GUARD_WALL, when set, instead),
#                   and says what it was running if the limit stopped it;
#                   inside that run: sets the processor-time limit that every
#                   command of the suite inherits
#   guarding TEXT   records what the suite runs now (DIR/now), for that message
#   guard_note      after a command: words for an exit status $rc the guard
#                   caused, or ""
#
# A hang guard, not a speed test. Every command may use GUARD_CPU seconds of
# processor time (ulimit -t, set once in the suite's shell and inherited by
# each process it starts: other work on a busy machine does not count against
# it). The slowest command of these suites takes 6.5 s of processor time
# (grundy quotient 0.77+0.07) and the judge suite's shell itself 5 s: the
# limit is 20 times the first. A command stopped by it exits with 152
# (SIGXCPU; 137 if it goes on 10 s past that) and leaves no core file.
#
# A command that hangs waiting instead of computing is stopped with its whole
# suite by the suite's limit of wall time: the suite's processes are a process
# group of their own (timeout's), and the limit ends the whole group. Each
# suite gives its limit as 20 times its wall time beside other jobs at load
# 8-9 on two cores.
GUARD_CPU=${GUARD_CPU:-130}

guard_suite() {
  g_name=$1
  guard_now=$2/now
  g_wall=${GUARD_WALL:-$3}
  shift 3
  if [ -n "${GUARD_SUITE_INSIDE:-}" ]; then
    if ! { ulimit -c 0 && ulimit -t $((GUARD_CPU + 10)) && ulimit -S -t "$GUARD_CPU"; }; then
      echo "$g_name: cannot set the processor-time limit (ulimit -t)"
      echo "$g_name: 0 passed, 1 failed"
      exit 1
    fi
    return 0
  fi
  GUARD_SUITE_INSIDE=1 timeout -k 10 "$g_wall" sh "$0" "$@" &
  g_pid=$!
  # An interrupt reaches this shell, not the suite's own process group:
  # pass it on, then wait for the suite to end.
  trap 'kill -TERM "$g_pid" 2>/dev/null' INT TERM HUP
  while :; do
    wait "$g_pid"
    g_rc=$?
    kill -0 "$g_pid" 2>/dev/null || break
  done
  trap - INT TERM HUP
  case $g_rc in
    124) g_why="stopped by the hang guard after $g_wall s of wall time" ;;
    137) g_why="killed: by the hang guard after $g_wall s of wall time, or out of memory" ;;
    *) exit "$g_rc" ;;
  esac
  g_now=
  [ -r "$guard_now" ] && IFS= read -r g_now <"$guard_now"
  echo "FAIL: $g_why${g_now:+, running: $g_now}"
  echo "$g_name: stopped, failed"
  exit 1
}

guarding() {
  printf '%s\n' "$*" >"$guard_now"
}

guard_note() {
  case ${rc:-0} in
    152) echo " (stopped by the hang guard after ${GUARD_CPU} s of processor time)" ;;
    137) echo " (killed: by the hang guard, or out of memory)" ;;
  esac
}
