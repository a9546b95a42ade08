/*
** main.c — the `grundy` command line.
*/
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "grundy.h"

static const char *usage =
  "usage: grundy COMMAND [ARGS]\n"
  "\n"
  "commands:\n"
  "  analyze [--winning] POSITION   JSON analysis of a position\n"
  "  canonical POSITION             the canonical text of a position\n"
  "  play POSITION MOVE             the position after a move\n"
  "  sequence [--stats] FAMILY N    SG values of sizes 0..N, as JSON (streamed)\n"
  "  value FAMILY SIZE              the SG value of one size, as JSON\n"
  "  judge NAME                     answer a judge's input on standard input\n"
  "  info                           games, notation and limits, as JSON\n"
  "\n"
  "Run 'grundy COMMAND --help' for examples.\n";

typedef struct cmd {
  const char *name;
  int (*run)(gr_ctx *ctx, int argc, char **argv);
  const char *help;
} cmd;

static int fail(gr_ctx *ctx, gr_status st) {
  fprintf(stderr, "grundy: %s\n", gr_error(ctx));
  return st == GR_EIO ? 1 : 2;
}

static int out_line(const char *s) {
  if (fputs(s, stdout) == EOF || fputc('\n', stdout) == EOF) return 1;
  return 0;
}

static int run_analyze(gr_ctx *ctx, int argc, char **argv) {
  const char *json;
  gr_moves_mode mode = GR_MOVES_ALL;
  gr_status st;
  if (argc == 3 && strcmp(argv[1], "--winning") == 0) {
    mode = GR_MOVES_WINNING;
    argv++;
    argc--;
  }
  if (argc != 2) return -1;
  st = gr_analyze(ctx, argv[1], mode, &json);
  return st ? fail(ctx, st) : out_line(json);
}

static int run_canonical(gr_ctx *ctx, int argc, char **argv) {
  const char *text;
  gr_status st;
  if (argc != 2) return -1;
  st = gr_canonical(ctx, argv[1], &text);
  return st ? fail(ctx, st) : out_line(text);
}

static int run_play(gr_ctx *ctx, int argc, char **argv) {
  const char *text;
  gr_status st;
  if (argc != 3) return -1;
  st = gr_play(ctx, argv[1], argv[2], &text);
  return st ? fail(ctx, st) : out_line(text);
}

/* Reads a whole number argument into *n (the engine judges its range);
** 0 after a message when it is not one. */
static int whole(const char *command, const char *what, const char *arg, long long *n) {
  char *end;
  errno = 0;
  *n = strtoll(arg, &end, 10);
  if (*arg == '\0' || *end != '\0' || errno != 0) {
    fprintf(stderr, "grundy: %s: %s must be a whole number, not \"%s\"\n", command, what, arg);
    return 0;
  }
  return 1;
}

/* The sequence JSON, its values printed as they are computed (in chunks
** growing to 2^20); with --stats, everything but the values. */
static int run_sequence(gr_ctx *ctx, int argc, char **argv) {
  const char *text;
  long long n, from, chunk = 4096;
  int stats = argc == 4 && strcmp(argv[1], "--stats") == 0;
  gr_status st;
  if (stats) {
    argv++;
    argc--;
  }
  if (argc != 3) return -1;
  if (!whole("sequence", "N", argv[2], &n)) return 2;
  if (stats) {
    st = gr_sequence_part(ctx, argv[1], n, GR_SEQ_STATS, 0, 0, &text);
    return st ? fail(ctx, st) : out_line(text);
  }
  st = gr_sequence_part(ctx, argv[1], n, GR_SEQ_HEAD, 0, 0, &text);
  if (st) return fail(ctx, st);
  if (fputs(text, stdout) == EOF) return 1;
  for (from = 0; from <= n; from += chunk, chunk = chunk < (1 << 20) ? chunk * 2 : chunk) {
    long long to = from + chunk - 1 < n ? from + chunk - 1 : n;
    st = gr_sequence_part(ctx, argv[1], n, GR_SEQ_VALUES, from, to, &text);
    if (st) {
      fputc('\n', stdout);
      return fail(ctx, st);
    }
    if (fputs(text, stdout) == EOF || fflush(stdout) == EOF) return 1;
  }
  st = gr_sequence_part(ctx, argv[1], n, GR_SEQ_TAIL, 0, 0, &text);
  return st ? fail(ctx, st) : out_line(text);
}

static int run_value(gr_ctx *ctx, int argc, char **argv) {
  const char *json;
  long long h;
  gr_status st;
  if (argc != 3) return -1;
  if (!whole("value", "SIZE", argv[2], &h)) return 2;
  st = gr_sg(ctx, argv[1], h, &json);
  return st ? fail(ctx, st) : out_line(json);
}

static int run_info(gr_ctx *ctx, int argc, char **argv) {
  const char *json;
  gr_status st;
  (void)argv;
  if (argc != 1) return -1;
  st = gr_info(ctx, &json);
  return st ? fail(ctx, st) : out_line(json);
}

static int read_errno; /* why standard input could not be read, or 0 */

static size_t read_stdin(void *ud, char *buf, size_t cap) {
  (void)ud;
  for (;;) {
    ssize_t n = read(0, buf, cap);
    if (n >= 0) return (size_t)n;
    if (errno != EINTR) { /* e.g. a directory: end the input, never spin */
      read_errno = errno;
      return 0;
    }
  }
}

static int write_stdout(void *ud, const char *buf, size_t len) {
  (void)ud;
  while (len > 0) {
    ssize_t n = write(1, buf, len);
    if (n <= 0) return 1;
    buf += n;
    len -= (size_t)n;
  }
  return 0;
}

static int run_judge(gr_ctx *ctx, int argc, char **argv) {
  gr_status st;
  if (argc != 2) return -1;
  st = gr_judge(ctx, argv[1], read_stdin, NULL, write_stdout, NULL);
  if (read_errno) {
    fprintf(stderr, "grundy: cannot read standard input: %s\n", strerror(read_errno));
    return 2;
  }
  return st ? fail(ctx, st) : 0;
}

static const cmd cmds[] = {
  {"analyze", run_analyze,
   "usage: grundy analyze [--winning] POSITION\n"
   "Prints the JSON analysis: each component's SG value, the nim-sum, the verdict,\n"
   "every legal move (or with --winning only the winning ones) and the winning moves.\n"
   "examples:\n"
   "  grundy analyze nim:3,4,5\n"
   "  grundy analyze 'sub(1-3):10+checkers:..o.oo+treblecross:.X.X...X'\n"
   "  grundy analyze 'northcott:B..W.,.W..B@2'     (@2: white to move)\n"},
  {"canonical", run_canonical,
   "usage: grundy canonical POSITION\n"
   "Prints the canonical text of a position.\n"
   "example:\n"
   "  grundy canonical 'nim: 3, 4 + nim:5'      prints nim:3,4,5\n"},
  {"play", run_play,
   "usage: grundy play POSITION MOVE\n"
   "Prints the position after MOVE, written COMPONENT:MOVE as in the \"move\" field\n"
   "of the analysis (the turn passes to the other player).\n"
   "examples:\n"
   "  grundy play nim:3,4,5 1:3>1        prints nim:1,4,5@2\n"
   "  grundy play treblecross:..... 1:3\n"
   "  grundy play 'octal(0.77):ooooo' 1:2-3   (knock down pins 2 and 3)\n"
   "  grundy play 'tb(4!.0):7' 1:7>3+4         (split the heap into 3 and 4)\n"},
  {"sequence", run_sequence,
   "usage: grundy sequence [--stats] FAMILY N\n"
   "Prints SG values of sizes 0..N of a one-parameter family as JSON, with the\n"
   "pre-period and period when the family's rule proves one; the values are\n"
   "printed as they are computed. --stats prints the period, its proof and the\n"
   "statistics without the values.\n"
   "families: sub(S) (heap sizes), treblecross (free stretch lengths),\n"
   "          staircase (n stairs with one coin each), octal(0.d1d2...) (heap sizes),\n"
   "          tb(CODE) or a bare take-and-break CODE (heap sizes)\n"
   "examples:\n"
   "  grundy sequence 'sub(1-3)' 20\n"
   "  grundy sequence treblecross 22\n"
   "  grundy sequence 'octal(0.77)' 200      (Kayles: period 12 from 71)\n"
   "  grundy sequence --stats 0.16 520000    (period 149459 from 105351, proven)\n"
   "  grundy sequence '4!.0' 1000000         (Grundy's game)\n"},
  {"value", run_value,
   "usage: grundy value FAMILY SIZE\n"
   "Prints the SG value of one size of a family as JSON: from the computed values,\n"
   "or from the proven period for any size up to 2^63 - 1. Computes as far as the\n"
   "family allows to find a period; past that, says how far values are known.\n"
   "examples:\n"
   "  grundy value 0.16 1000000000000000000\n"
   "  grundy value '4!.0' 1222               (Grundy's game: the last P-position)\n"},
  {"judge", run_judge,
   "usage: grundy judge nim|chess|northcott|treblecross|treblecross-uva < input\n"
   "Reads a judge's input on standard input and writes the accepted output:\n"
   "  nim              Luogu P2197   (Yes/No)\n"
   "  chess            HDU 5724      (YES/NO)\n"
   "  northcott        HDU 1730      (I WIN!/BAD LUCK!)\n"
   "  treblecross      LightOJ 1229  (Case k: cells)\n"
   "  treblecross-uva  UVa 10561     (WINNING/LOSING)\n"
   "Malformed input: one line on standard error naming the line, exit status 2;\n"
   "the answers for the cases before it are still written.\n"
   "example:\n"
   "  printf '2\\n2\\n1 1\\n2\\n1 0\\n' | grundy judge nim\n"},
  {"info", run_info,
   "usage: grundy info\n"
   "Prints the games, their notation and the engine's limits as JSON.\n"},
};

int main(int argc, char **argv) {
  size_t i;
  gr_ctx *ctx;
  int rc;
  if (argc < 2 || strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0 ||
      strcmp(argv[1], "help") == 0) {
    fputs(usage, argc < 2 ? stderr : stdout);
    return argc < 2 ? 2 : 0;
  }
  if (strcmp(argv[1], "--version") == 0) {
    puts("grundy " GR_VERSION);
    return 0;
  }
  for (i = 0; i < sizeof cmds / sizeof cmds[0]; i++) {
    if (strcmp(argv[1], cmds[i].name) != 0) continue;
    if (argc >= 3 && (strcmp(argv[2], "--help") == 0 || strcmp(argv[2], "-h") == 0)) {
      fputs(cmds[i].help, stdout);
      return 0;
    }
    ctx = gr_open(0);
    if (ctx == NULL) {
      fputs("grundy: out of memory\n", stderr);
      return 1;
    }
    rc = cmds[i].run(ctx, argc - 1, argv + 1);
    gr_close(ctx);
    if (rc < 0) {
      fputs(cmds[i].help, stderr);
      return 2;
    }
    if (fflush(stdout) != 0) return 1;
    return rc;
  }
  fprintf(stderr, "grundy: unknown command \"%s\"\n%s", argv[1], usage);
  return 2;
}
