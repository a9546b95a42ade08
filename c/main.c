/*
** main.c — the `grundy` command line.
**
** Exit status: 0 done, 2 a usage mistake or input the engine refuses, 1 the
** output could not be written (or no memory), 3 a self-check (analyze
** --check) found the engine's analysis inconsistent. Every message is a line on
** standard error starting "grundy: " (a usage mistake adds the command's
** usage line); text from the command line or a file is shown with control
** bytes as \xHH, as the engine's own messages are.
*/
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "calls.h"
#include "game.h"
#include "clitext.h"

static const char *usage =
  "usage: grundy COMMAND [ARGS]\n"
  "\n"
  "commands:\n"
  "  analyze [OPTIONS] POSITION           JSON analysis (--winning, --auto, --no-moves, --check, --work,\n"
  "                                       --threads)\n"
  "  canonical POSITION                   the canonical text of a position\n"
  "  play [--analyze] POSITION MOVE       the position after a move (or its analysis)\n"
  "  sequence [--stats] FAMILY N          SG values of sizes 0..N, as JSON (streamed)\n"
  "  sequence --certify FAMILY N [-o F]   a certificate of its period (or values)\n"
  "  check [--work UNITS] FILE            verify a certificate from the rules alone\n"
  "  value FAMILY SIZE                    the SG value of one size, as JSON\n"
  "  pattern FAMILY N                     what the values of sizes 0..N show, as JSON\n"
  "  code [--lang L] [-o DIR] FAMILY [N]   table, sg(n), brute force and check script\n"
  "  grid GAME ROWS COLS                  SG values of a two-heap game, as JSON\n"
  "  quotient [--max-heap N] [--certify] CODE  a code's misère quotient (or its certificate)\n"
  "  claim [--work UNITS] CLAIM           a claim confirmed, or refuted with a counterexample\n"
  "  judge [--strict] JUDGE               answer a judge's input on standard input\n"
  "  info                                 games, notation and limits, as JSON\n"
  "  messages                             the catalog of messages, as JSON\n"
  "\n"
  "POSITION may also be - (read standard input) or @FILE (read the file).\n"
  "Run 'grundy COMMAND --help' for examples.\n";

/* "grundy: <message>" on standard error. */
#if defined(__GNUC__)
__attribute__((format(printf, 1, 2)))
#endif
static void complain(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fputs("grundy: ", stderr);
  vfprintf(stderr, fmt, ap);
  fputc('\n', stderr);
  va_end(ap);
}

#define MAX_THREADS 256 /* --threads N: processors an analysis may use */

static const char *work_command; /* the command that takes --work, running under its bound */
static long long work_units;     /* ... that bound */

/* The message ids of a call stopped or refused by its work bound. */
static int stopped_by_work(const gr_ctx *ctx, gr_status st) {
  static const char *const ids[] = {"\"err.work.", "\"err.family.sofar\"", "\"err.family.checklater\"",
                                    "\"err.search.work\"", "\"err.quotient.sofar\""};
  const char *m = gr_error_msg(ctx);
  size_t k;
  if (st == GR_EWORK) return 1;
  if (st != GR_ELIMIT) return 0;
  for (k = 0; k < sizeof ids / sizeof *ids; k++)
    if (strncmp(m, "{\"id\":", 6) == 0 && strncmp(m + 6, ids[k], strlen(ids[k])) == 0) return 1;
  return 0;
}

static int fail(gr_ctx *ctx, gr_status st) {
  complain("%s", gr_error(ctx)); /* the engine escapes its messages */
  if (work_command != NULL && stopped_by_work(ctx, st))
    complain("%s: --work UNITS allows more work (the bound is %lld units; each unit is an option "
             "or position looked at)", work_command, work_units);
  return st == GR_EIO ? 1 : st == GR_ECHECK ? 3 : 2;
}

/* ---- output -------------------------------------------------------------------- */

static int write_errno; /* why writing standard output failed, or 0 */

static void write_failed(void) {
  if (write_errno == 0) write_errno = errno ? errno : EIO;
}

static int out_line(const char *s) {
  errno = 0;
  if (fputs(s, stdout) == EOF || fputc('\n', stdout) == EOF) {
    write_failed();
    return 1;
  }
  return 0;
}

/* Flushes and closes standard output. Returns 0, or 1 after saying why the
** output could not be written (a full disk, a closed descriptor, …). */
static int finish_output(void) {
  errno = 0;
  if (fflush(stdout) != 0 || ferror(stdout)) write_failed();
  errno = 0;
  if (fclose(stdout) != 0) write_failed();
  if (write_errno == 0) return 0;
  complain("cannot write the output: %s", strerror(write_errno));
  return 1;
}

/* ---- the position: an argument, standard input or a file ------------------------ */

/* The longest text read: the engine's limit and a CR LF line end. */
#define TEXT_CAP ((size_t)GR_MAX_TEXT + 2)

/* The text a POSITION argument stands for, in memory to free: the argument
** itself, standard input for "-", the file FILE for "@FILE". Reading stops
** past the engine's text limit, so a larger input is refused without being
** read to its end; one final line end (LF or CR LF) is dropped. Returns NULL
** after a message; *rc is then the exit status. */
static char *position_text(const char *arg, int *rc) {
  char b1[SHOW_BUF], name[SHOW_BUF + 16], where[SHOW_BUF + 24];
  struct stat sb;
  size_t n = 0;
  char *text;
  int fd;
  *rc = 2;
  if (strcmp(arg, "-") != 0 && arg[0] != '@') {
    text = malloc(strlen(arg) + 1);
    if (text == NULL) {
      complain("out of memory");
      *rc = 1;
      return NULL;
    }
    return strcpy(text, arg);
  }
  if (arg[0] == '@') {
    if (arg[1] == '\0') {
      complain("\"@\" must be followed by a file name (@FILE reads the position from FILE)");
      return NULL;
    }
    snprintf(name, sizeof name, "%s", shown(arg + 1, b1));
    snprintf(where, sizeof where, "in %s", name);
    fd = open(arg + 1, O_RDONLY);
    if (fd < 0) {
      complain("cannot read %s: %s", name, strerror(errno));
      return NULL;
    }
  } else {
    snprintf(name, sizeof name, "standard input");
    snprintf(where, sizeof where, "on standard input");
    fd = 0;
  }
  if (fstat(fd, &sb) == 0 && S_ISREG(sb.st_mode) && (unsigned long long)sb.st_size > TEXT_CAP) {
    complain("the position %s has %lld bytes, more than the %ld characters a position "
             "may have", where, (long long)sb.st_size, GR_MAX_TEXT);
    if (fd != 0) close(fd);
    return NULL;
  }
  text = malloc(TEXT_CAP + 2);
  if (text == NULL) {
    complain("out of memory");
    if (fd != 0) close(fd);
    *rc = 1;
    return NULL;
  }
  while (n <= TEXT_CAP) { /* one byte past the cap tells that there is more */
    ssize_t k = read(fd, text + n, TEXT_CAP + 1 - n);
    if (k == 0) break;
    if (k < 0) {
      if (errno == EINTR) continue;
      complain("cannot read %s: %s", name, strerror(errno));
      if (fd != 0) close(fd);
      free(text);
      return NULL;
    }
    n += (size_t)k;
  }
  if (fd != 0) close(fd);
  if (n > 0 && text[n - 1] == '\n') n--;
  if (n > 0 && text[n - 1] == '\r' && n < TEXT_CAP) n--;
  if (n > (size_t)GR_MAX_TEXT) {
    complain("the position %s is longer than %ld characters, the most a position may have",
             where, GR_MAX_TEXT);
    free(text);
    return NULL;
  }
  if (memchr(text, '\0', n) != NULL) {
    complain("the position %s holds a NUL byte (at byte %ld); a position is text", where,
             (long)((char *)memchr(text, '\0', n) - text) + 1);
    free(text);
    return NULL;
  }
  text[n] = '\0';
  return text;
}

/* ---- commands ------------------------------------------------------------------- */

/* Bit k of opts: the command's option k was given. */
enum { OPT_WINNING = 1, OPT_AUTO = 2, OPT_CHECK = 4, OPT_NO_MOVES = 8 /* analyze */, OPT_STRICT = 1 /* judge */,
       OPT_ANALYZE = 1 /* play */, OPT_STATS = 1, OPT_CERTIFY = 2 /* sequence */,
       OPT_ZH = 1, OPT_JSON = 2 /* code */ };

static const char *opt_values[3]; /* the values of the command's valued options, or NULL */
#define opt_value (opt_values[0]) /* the first valued option's */
static const char *output_file; /* -o FILE (sequence --certify) or -o DIR (code), or NULL:
                                ** standard output */

static int run_analyze(gr_ctx *ctx, char **arg, unsigned opts) {
  const char *json;
  gr_status st;
  int rc;
  char *text = position_text(arg[0], &rc);
  if (text == NULL) return rc;
  if (((opts & OPT_WINNING) != 0) + ((opts & OPT_AUTO) != 0) + ((opts & OPT_NO_MOVES) != 0) > 1) {
    free(text);
    complain("analyze: --winning, --auto and --no-moves each choose the moves listed: give one "
             "of them");
    return 2;
  }
  gr_set_checks(ctx, (opts & OPT_CHECK) != 0);
  st = gr_analyze(ctx, text, (opts & OPT_WINNING) ? GR_MOVES_WINNING
                             : (opts & OPT_AUTO) ? GR_MOVES_AUTO
                             : (opts & OPT_NO_MOVES) ? GR_MOVES_NONE : GR_MOVES_ALL, &json);
  free(text);
  return st ? fail(ctx, st) : out_line(json);
}

static int run_canonical(gr_ctx *ctx, char **arg, unsigned opts) {
  const char *out;
  gr_status st;
  int rc;
  char *text = position_text(arg[0], &rc);
  (void)opts;
  if (text == NULL) return rc;
  st = gr_canonical(ctx, text, &out);
  free(text);
  return st ? fail(ctx, st) : out_line(out);
}

static int run_play(gr_ctx *ctx, char **arg, unsigned opts) {
  const char *out;
  gr_status st;
  int rc;
  char *text = position_text(arg[0], &rc);
  if (text == NULL) return rc;
  if (opts & OPT_ANALYZE) st = gr_play_analyze(ctx, text, arg[1], GR_MOVES_AUTO, &out);
  else st = gr_play(ctx, text, arg[1], &out);
  free(text);
  return st ? fail(ctx, st) : out_line(out);
}

static int is_blank(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; }

/* Reads the whole number argument arg (blanks around it do not matter) into
** *n; the engine judges its range. 0 after a message when it is not one;
** -1 when it is one too large for any integer (nothing said). */
static int whole(const char *command, const char *what, const char *arg, long long *n) {
  char b1[SHOW_BUF];
  const char *s = arg, *e, *p;
  int neg = 0;
  *n = 0;
  while (is_blank(*s)) s++;
  e = s + strlen(s);
  while (e > s && is_blank(e[-1])) e--;
  p = s;
  if (p < e && (*p == '+' || *p == '-')) neg = *p++ == '-';
  if (p == e) {
    complain("%s: %s must be a whole number, not \"%s\"", command, what, shown(arg, b1));
    return 0;
  }
  for (; p < e; p++)
    if (*p < '0' || *p > '9') {
      complain("%s: %s must be a whole number, not \"%s\"", command, what, shown(arg, b1));
      return 0;
    }
  for (p = s + (s < e && (*s == '+' || *s == '-')); p < e; p++) {
    if (*n > (LLONG_MAX - (*p - '0')) / 10) return -1;
    *n = *n * 10 + (*p - '0');
  }
  if (neg) *n = -*n;
  return 1;
}

/* For a number too large for any integer: the engine's word on the family
** (a bad family is the first thing to say), then the range it allows. */
static int too_large(gr_ctx *ctx, const char *command, const char *what, const char *family,
                     const char *arg) {
  char b1[SHOW_BUF];
  const char *text, *range;
  gr_status st = gr_sequence_part(ctx, family, -1, GR_SEQ_STATS, 0, 0, &text);
  if (st != GR_ELIMIT) return fail(ctx, st ? st : GR_EINPUT);
  range = strstr(gr_error(ctx), " is out of range");
  while (is_blank(*arg)) arg++;
  complain("%s: %s = %s%s", command, what, shown(arg, b1), range ? range : " is out of range");
  return 2;
}

/* The sequence JSON, its values printed as they are computed (in chunks
** growing to 2^20); with --stats, everything but the values. */
static int write_file(void *ud, const char *buf, size_t len) {
  errno = 0;
  if (fwrite(buf, 1, len, (FILE *)ud) != len) {
    if (ud == stdout) write_failed();
    return 1;
  }
  return 0;
}

/* sequence --certify FAMILY N [-o FILE]: the certificate, streamed. */
static int run_certify(gr_ctx *ctx, char **arg) {
  char b1[SHOW_BUF];
  long long n;
  gr_status st;
  FILE *fp = stdout;
  int ok = whole("sequence", "N", arg[1], &n), werr;
  if (ok < 0) return too_large(ctx, "sequence", "N", arg[0], arg[1]);
  if (ok == 0) return 2;
  if (output_file != NULL && (fp = fopen(output_file, "w")) == NULL) {
    complain("cannot write %s: %s", shown(output_file, b1), strerror(errno));
    return 2;
  }
  st = gr_certify(ctx, arg[0], n, write_file, fp);
  if (fp == stdout) return st ? (st == GR_EIO && write_errno ? 1 : fail(ctx, st)) : 0;
  werr = ferror(fp) != 0;
  werr |= fclose(fp) != 0;
  if (st || werr) {
    remove(output_file); /* no half certificate */
    if (st && st != GR_EIO) return fail(ctx, st);
    complain("cannot write %s: %s", shown(output_file, b1), strerror(errno ? errno : EIO));
    return 1;
  }
  return 0;
}

static int run_sequence(gr_ctx *ctx, char **arg, unsigned opts) {
  const char *text;
  long long n, from, chunk = 4096;
  gr_status st;
  int ok;
  if ((opts & OPT_CERTIFY) && (opts & OPT_STATS)) {
    complain("sequence: --stats and --certify each choose what is printed: give one of them");
    return 2;
  }
  if (opts & OPT_CERTIFY) return run_certify(ctx, arg);
  if (output_file != NULL) {
    complain("sequence: -o FILE goes with --certify (the sequence itself goes to standard "
             "output)");
    return 2;
  }
  ok = whole("sequence", "N", arg[1], &n);
  if (ok < 0) return too_large(ctx, "sequence", "N", arg[0], arg[1]);
  if (ok == 0) {
    st = gr_sequence(ctx, arg[0], 0, &text); /* a bad family is the first thing to say */
    return st ? fail(ctx, st) : 2;
  }
  if (opts & OPT_STATS) {
    st = gr_sequence_part(ctx, arg[0], n, GR_SEQ_STATS, 0, 0, &text);
    return st ? fail(ctx, st) : out_line(text);
  }
  st = gr_sequence_part(ctx, arg[0], n, GR_SEQ_HEAD, 0, 0, &text);
  if (st) return fail(ctx, st);
  errno = 0;
  if (fputs(text, stdout) == EOF) {
    write_failed();
    return 1;
  }
  for (from = 0; from <= n; from += chunk, chunk = chunk < (1 << 20) ? chunk * 2 : chunk) {
    long long to = from + chunk - 1 < n ? from + chunk - 1 : n;
    st = gr_sequence_part(ctx, arg[0], n, GR_SEQ_VALUES, from, to, &text);
    if (st) {
      fputc('\n', stdout);
      return fail(ctx, st);
    }
    errno = 0;
    if (fputs(text, stdout) == EOF || fflush(stdout) == EOF) {
      write_failed();
      return 1;
    }
  }
  st = gr_sequence_part(ctx, arg[0], n, GR_SEQ_TAIL, 0, 0, &text);
  return st ? fail(ctx, st) : out_line(text);
}

static int run_value(gr_ctx *ctx, char **arg, unsigned opts) {
  const char *json;
  long long h;
  gr_status st;
  (void)opts;
  int ok = whole("value", "SIZE", arg[1], &h);
  if (ok < 0) {
    complain("value: SIZE = %s is out of range (0..%lld)", arg[1], LLONG_MAX);
    return 2;
  }
  if (ok == 0) return 2;
  st = gr_sg(ctx, arg[0], h, &json);
  return st ? fail(ctx, st) : out_line(json);
}

static int run_pattern(gr_ctx *ctx, char **arg, unsigned opts) {
  const char *json;
  long long n;
  gr_status st;
  int ok;
  (void)opts;
  st = gr_pattern(ctx, arg[0], 0, &json); /* a bad family is the first thing to say */
  if (st) return fail(ctx, st);
  if ((ok = whole("pattern", "N", arg[1], &n)) == 0) return 2;
  if (ok < 0) n = LLONG_MAX; /* the engine says the range */
  st = gr_pattern(ctx, arg[0], n, &json);
  return st ? fail(ctx, st) : out_line(json);
}

/* The JSON string that starts at s (just after its opening quote), decoded
** into out (malloc'd; the engine escapes only quotes, backslashes and
** control bytes natively); *end after its closing quote. NULL when malformed. */
static char *json_string(const char *s, const char **end) {
  size_t n = 0;
  char *out = malloc(strlen(s) + 1);
  if (out == NULL) return NULL;
  for (; *s && *s != '"'; s++) {
    if (*s != '\\') {
      out[n++] = *s;
      continue;
    }
    s++;
    switch (*s) {
    case 'n': out[n++] = '\n'; break;
    case 't': out[n++] = '\t'; break;
    case 'r': out[n++] = '\r'; break;
    case 'u': { /* a control byte: \u00XX */
      unsigned u = 0;
      int k;
      for (k = 1; k <= 4 && s[k]; k++)
        u = u * 16 + (unsigned)(s[k] <= '9' ? s[k] - '0' : (s[k] | 32) - 'a' + 10);
      out[n++] = (char)u;
      s += 4;
      break;
    }
    case '\0': free(out); return NULL;
    default: out[n++] = *s; break;
    }
  }
  if (*s != '"') {
    free(out);
    return NULL;
  }
  out[n] = '\0';
  *end = s + 1;
  return out;
}

/* code [--lang L] [--zh] [--json] [-o DIR] FAMILY [N]: the files as the
** engine writes them, one after another with a line naming each, or into
** DIR; with --json, the engine's JSON. */
static int run_code(gr_ctx *ctx, char **arg, unsigned opts) {
  char b1[SHOW_BUF], b2[SHOW_BUF];
  const char *json, *p, *lang = opt_value != NULL ? opt_value : "cpp";
  long long n = 1000;
  gr_status st;
  int ok, rc = 0;
  if (arg[1] != NULL) {
    if ((ok = whole("code", "N", arg[1], &n)) == 0) return 2;
    if (ok < 0) n = LLONG_MAX; /* the engine says the range */
  }
  if ((opts & OPT_JSON) && output_file != NULL) {
    complain("code: -o DIR writes the files, --json prints the JSON: give one of them");
    return 2;
  }
  st = gr_codegen(ctx, arg[0], n, lang, (opts & OPT_ZH) ? "zh" : "en", &json);
  if (st) return fail(ctx, st);
  if (opts & OPT_JSON) return out_line(json);
  if (output_file != NULL && mkdir(output_file, 0777) != 0 && errno != EEXIST) {
    complain("cannot make the directory %s: %s", shown(output_file, b1), strerror(errno));
    return 2;
  }
  for (p = strstr(json, "\"files\":["); p != NULL && (p = strstr(p, "{\"name\":\"")) != NULL;) {
    char *name, *text;
    const char *q;
    p += 9;
    if ((name = json_string(p, &q)) == NULL) break;
    if ((p = strstr(q, "\"text\":\"")) == NULL || (text = json_string(p + 8, &p)) == NULL) {
      free(name);
      break;
    }
    if (output_file == NULL) {
      int py = strstr(name, ".py") != NULL;
      errno = 0;
      if (printf("%s ==== %s ====\n%s\n", py ? "#" : "//", name, text) < 0) {
        write_failed();
        rc = 1;
      }
    } else {
      char *path = malloc(strlen(output_file) + strlen(name) + 2);
      FILE *fp = path != NULL ? (sprintf(path, "%s/%s", output_file, name), fopen(path, "w")) : NULL;
      if (fp == NULL || fputs(text, fp) == EOF || fclose(fp) != 0) {
        complain("cannot write %s: %s", shown(path != NULL ? path : name, b2),
                 strerror(errno ? errno : EIO));
        rc = 1;
      } else if (out_line(path)) {
        rc = 1;
      }
      free(path);
    }
    free(name);
    free(text);
    if (rc) break;
  }
  return rc;
}

static int run_grid(gr_ctx *ctx, char **arg, unsigned opts) {
  const char *json;
  long long rows, cols;
  int ok;
  gr_status st;
  (void)opts;
  if ((ok = whole("grid", "ROWS", arg[1], &rows)) == 0) return 2;
  if (ok < 0) rows = LLONG_MAX; /* the engine says the range */
  if ((ok = whole("grid", "COLS", arg[2], &cols)) == 0) return 2;
  if (ok < 0) cols = LLONG_MAX;
  st = gr_grid(ctx, arg[0], rows, cols, &json);
  return st ? fail(ctx, st) : out_line(json);
}

static int run_info(gr_ctx *ctx, char **arg, unsigned opts) {
  const char *json;
  gr_status st;
  (void)arg;
  (void)opts;
  st = gr_info(ctx, &json);
  return st ? fail(ctx, st) : out_line(json);
}

static int run_messages(gr_ctx *ctx, char **arg, unsigned opts) {
  const char *json;
  gr_status st;
  (void)arg;
  (void)opts;
  st = gr_messages(ctx, &json);
  return st ? fail(ctx, st) : out_line(json);
}

static int read_errno; /* why standard input could not be read, or 0 */

static size_t read_fd(void *ud, char *buf, size_t cap) {
  int fd = *(int *)ud;
  for (;;) {
    ssize_t n = read(fd, buf, cap);
    if (n >= 0) return (size_t)n;
    if (errno != EINTR) { /* e.g. a directory: end the input, never spin */
      read_errno = errno;
      return 0;
    }
  }
}

/* check FILE: the certificate in FILE (or - for standard input). */
static int run_check(gr_ctx *ctx, char **arg, unsigned opts) {
  char b1[SHOW_BUF];
  const char *json;
  gr_status st;
  int fd = 0;
  (void)opts;
  if (strcmp(arg[0], "-") != 0 && (fd = open(arg[0], O_RDONLY)) < 0) {
    complain("cannot read %s: %s", shown(arg[0], b1), strerror(errno));
    return 2;
  }
  st = gr_check(ctx, read_fd, &fd, &json);
  if (fd != 0) close(fd);
  if (read_errno) {
    complain("cannot read %s: %s", fd ? shown(arg[0], b1) : "standard input",
             strerror(read_errno));
    return 2;
  }
  if (st) {
    complain("check: %s", gr_error(ctx));
    return st == GR_EIO ? 1 : 2;
  }
  return out_line(json);
}

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
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) {
      if (n == 0) errno = EIO;
      write_failed();
      return 1;
    }
    buf += n;
    len -= (size_t)n;
  }
  return 0;
}

static int run_judge(gr_ctx *ctx, char **arg, unsigned opts) {
  gr_status st;
  st = gr_judge(ctx, arg[0], (opts & OPT_STRICT) ? GR_JUDGE_STRICT : 0, read_stdin, NULL,
                write_stdout, NULL);
  if (read_errno) {
    complain("cannot read standard input: %s", strerror(read_errno));
    return 2;
  }
  if (st == GR_EIO && write_errno) return 1; /* finish_output says why */
  return st ? fail(ctx, st) : 0;
}

static int run_claim(gr_ctx *ctx, char **arg, unsigned opts) {
  const char *json;
  gr_status st;
  (void)opts;
  st = gr_claim(ctx, arg[0], &json);
  return st ? fail(ctx, st) : out_line(json);
}


/* The misère quotient JSON of a code (or codes joined by "+"). */
static int run_quotient(gr_ctx *ctx, char **arg, unsigned opts) {
  const char *text;
  long long n = -1;
  gr_status st;
  if (opt_value != NULL) {
    int ok = whole("quotient", "--max-heap", opt_value, &n);
    if (ok == 0) return 2; /* said why */
    if (ok < 0 || n < 0) {
      char b1[SHOW_BUF];
      complain("quotient: --max-heap wants a whole number of 0 or more, not \"%s\"",
               shown(opt_value, b1));
      return 2;
    }
  }
  if (opts & 1) { /* --certify: the certificate (it ends with its newline) */
    st = gr_quotient_certificate(ctx, arg[0], n, &text);
    if (st) return fail(ctx, st);
    errno = 0;
    if (fputs(text, stdout) == EOF) {
      write_failed();
      return 1;
    }
    return 0;
  }
  st = gr_quotient(ctx, arg[0], n, &text);
  return st ? fail(ctx, st) : out_line(text);
}

typedef struct cmd {
  const char *name;
  int (*run)(gr_ctx *ctx, char **arg, unsigned opts);
  int nargs;
  const char *missing[3]; /* what to say when argument k is missing */
  const char *opts[5];    /* its options, NULL-terminated */
  int position;           /* its first argument is a POSITION */
  const char *help;       /* usage line first */
  void (*examples)(void); /* the examples, from the games' descriptors */
  const char *(*names)(void); /* what may be said when an argument is missing */
  const char *valued[4];  /* its options that take a value ("--max-heap N"), NULL-terminated */
  int optional;           /* arguments at the end that may be left out */
} cmd;

static const cmd cmds[] = {
  {"analyze", run_analyze, 1, {"the position is missing"}, {"--winning", "--auto", "--check", "--no-moves"}, 1,
   "usage: grundy analyze [--winning | --auto | --no-moves] [--check] [--memory MIB] [--work UNITS] [--threads N] POSITION\n"
   "Prints the JSON analysis: each component's SG value, the nim-sum, the verdict,\n"
   "every legal move (with --winning only the winning ones; with --auto every move\n"
   "when there are few, else the winning ones; with --no-moves none, for the values\n"
   "and the verdict alone) and the winning moves. --check\n"
   "first checks the analysis against its own invariants (the verdict against the\n"
   "nim-sum, each move's value and verdict after it, SG = mex of the options of\n"
   "small components, the legal moves against the moves listed) and fails with\n"
   "exit status 3 and the invariant broken if one does not hold. --memory MIB lets\n"
   "the analysis hold MIB MiB (default 256; half of it for the values that searches\n"
   "keep: a game found by search on a large board wants more, e.g. --memory 4096).\n"
   "The analysis is bounded as in the page, by the engine's default bound on the\n"
   "options and positions it looks at (work_call in 'grundy info', limits): one\n"
   "estimated far past it is\n"
   "refused at once, saying what fits, and one that reaches it stops with how far\n"
   "it got. --work UNITS allows more (or less), e.g. --work 100000000000 for a\n"
   "large board found by search (minutes). --threads N values the moves of a\n"
   "game found by search on N processors side by side (default: every processor\n"
   "online; --threads 1 uses one), each with an equal share of the memory left;\n"
   "the analysis is the same, and so is an error: moves not all valued within\n"
   "the bounds are valued again on one.\n",
   help_analyze, NULL, {"--memory", "--work", "--threads"}, 0},
  {"canonical", run_canonical, 1, {"the position is missing"}, {NULL}, 1,
   "usage: grundy canonical POSITION\n"
   "Prints the canonical text of a position.\n",
   help_canonical, NULL, {NULL}, 0},
  {"play", run_play, 2, {"the position is missing", "the move is missing"}, {"--analyze"}, 1,
   "usage: grundy play [--analyze] [--work UNITS] [--threads N] POSITION MOVE\n"
   "Prints the position after MOVE, written COMPONENT:MOVE as in the \"move\" field\n"
   "of the analysis (the turn passes to the other player); with --analyze, the\n"
   "analysis of that position instead (--auto listing), with \"played\" describing\n"
   "the move. A move may also name only where it starts (\"1:14>\") or ends\n"
   "(\"1:>3\") when that is one move. Bounded as analyze is (--work UNITS), and\n"
   "on as many processors (--threads N).\n",
   help_play, NULL, {"--work", "--threads"}, 0},
  {"sequence", run_sequence, 2, {"the family is missing", "N is missing"},
   {"--stats", "--certify"}, 0,
   "usage: grundy sequence [--stats | --certify [-o FILE]] FAMILY N\n"
   "Prints SG values of sizes 0..N of a one-parameter family as JSON, with the\n"
   "pre-period and period when the family's rule proves one; the values are\n"
   "printed as they are computed. --stats prints the period, its proof and the\n"
   "statistics without the values. --certify writes a certificate instead (to\n"
   "FILE with -o): the period the values 0..N prove, with the theorem, its bound\n"
   "and the values it needs, or the values 0..N when no period is proven;\n"
   "'grundy check' verifies it from the rules alone.\n",
   help_sequence, NULL, {NULL}, 0},
  {"value", run_value, 2, {"the family is missing", "SIZE is missing"}, {NULL}, 0,
   "usage: grundy value FAMILY SIZE\n"
   "Prints the SG value of one size of a family as JSON: from the computed values,\n"
   "or from the proven period for any size up to 2^63 - 1. Computes as far as the\n"
   "family allows to find a period; past that, says how far values are known.\n",
   help_value, NULL, {NULL}, 0},
  {"pattern", run_pattern, 2, {"the family is missing", "N is missing"}, {NULL}, 0,
   "usage: grundy pattern FAMILY N\n"
   "Prints what the SG values of sizes 0..N (N <= 1000000) of a family show, as\n"
   "JSON: the period (proven by the family's rule and verified by the independent\n"
   "checker, or only observed), formulas that hold (n mod k, floor(n/k), the\n"
   "2-adic valuation, binary digits, odious and evil numbers, SG(2m+1) = SG(m)\n"
   "...), the P-positions, the families and published sequences the games offer\n"
   "that they match (with a shift), and what was checked, how far. \"summary\"\n"
   "says it in words.\n",
   help_pattern, NULL, {NULL}, 0},
  {"code", run_code, 2, {"the family is missing", NULL}, {"--zh", "--json"}, 0,
   "usage: grundy code [--lang cpp|python] [--zh] [--json | -o DIR] FAMILY [N]\n"
   "Writes code for a contest solution from the SG values of sizes 0..N (default\n"
   "1000, at most 1000000) of a family, in C++ (the default) or Python: the\n"
   "table as an array literal (table.cpp), sg(n) from the pattern the values show\n"
   "(sg.cpp: a period with its pre-period, an arithmetic period, a formula on n,\n"
   "or formulas on n = qm + r; its comments say whether the pattern is proven - a\n"
   "period the family's rule proves and the independent checker verified - or\n"
   "only observed on 0..N), a brute force written from the family's rule (brute.cpp:\n"
   "SG(n) as the mex over the moves) and a script that runs both on every n of\n"
   "the table and on random n and prints the first difference (check.py). The\n"
   "programs read sizes n and print SG(n), one a line. Prints the files one after\n"
   "another; -o DIR writes them into DIR; --json prints the engine's JSON. --zh\n"
   "writes the comments in Simplified Chinese.\n",
   help_code, NULL, {"--lang"}, 1},
  {"check", run_check, 1, {"the certificate's file is missing (- reads standard input)"},
   {NULL}, 0,
   "usage: grundy check [--work UNITS] FILE\n"
   "Verifies a certificate (written by 'grundy sequence --certify') from the rules\n"
   "alone, with a checker that shares no code with the engine: each value it\n"
   "rests on is checked as the mex of its options, and the periodicity theorem's\n"
   "bound is derived from the rules. Prints a one-line JSON verdict and exits 0\n"
   "when the claim holds; otherwise says what failed (the line of a malformed\n"
   "certificate, or the size where the claim fails) and exits 2. FILE may be -\n"
   "(standard input). A misère quotient's certificate ('grundy quotient\n"
   "--certify') is checked from the quotient theorem: no P-position has an\n"
   "option in P, every other position with a move has one, the monoid is\n"
   "reduced, and a period claimed extends it to every heap.\n"
   "The check's work is bounded (in units of options looked at; the default\n"
   "bound, below, is tens of seconds at most): a certificate that asks for more\n"
   "is refused before the work, with the estimate and what fits the bound.\n"
   "--work UNITS allows more (or less).\n",
   help_check, NULL, {"--work"}, 0},
  {"grid", run_grid, 3, {"the game is missing", "ROWS is missing", "COLS is missing"}, {NULL},
   0,
   "usage: grundy grid GAME ROWS COLS\n"
   "Prints the SG values of a game of two heaps for x < ROWS and y < COLS as JSON:\n"
   "\"values\" (values[x][y]) and \"misere\" (one string per x, \"P\" where (x, y) is\n"
   "a P-position in misère play).\n",
   help_grid, NULL, {NULL}, 0},
  {"judge", run_judge, 1, {"the judge's name is missing"}, {"--strict"}, 0,
   "usage: grundy judge [--strict] JUDGE < input\n"
   "Reads a judge's input on standard input and writes the accepted output.\n"
   "Any well-formed input is answered, even past the bounds the problem states\n"
   "(counts and sizes up to 2^63-1, or the engine's own limits), and a list of\n"
   "numbers may go on over several lines. --strict refuses what passes the\n"
   "statement's bounds and wants each list on one line.\n"
   "Malformed input (a piece off the board, two on one cell, a finished game,\n"
   "a truncated case, ...): one line on standard error naming the line, exit\n"
   "status 2; the answers for the cases before it are still written.\n",
   help_judge, judge_names, {NULL}, 0},
  {"quotient", run_quotient, 1, {"the code is missing"}, {"--certify"}, 0,
   "usage: grundy quotient [--max-heap N] [--certify] CODE\n"
   "Prints the misère quotient of a take-and-break code as JSON: its order and\n"
   "P-portion, a presentation by generators and relations, the pretending\n"
   "function phi heap by heap, and whether phi is proven periodic (then the\n"
   "quotient is that of every heap, checked by the independent checker) and\n"
   "tame. Heaps are added until phi is proven periodic, or up to N with\n"
   "--max-heap (for wild codes whose quotient grows without end). Several codes\n"
   "joined by \"+\" give the quotient of their heaps together. --certify writes\n"
   "the certificate of the claim instead ('grundy check' verifies it again).\n",
   help_quotient, NULL, {"--max-heap"}, 0},
  {"claim", run_claim, 1, {"the claim is missing"}, {NULL}, 0,
   "usage: grundy claim [--work UNITS] CLAIM\n"
   "Checks a claim and prints the verdict as JSON: \"holds\" true or false,\n"
   "\"verdict\" in words, and for a refuted claim its first counterexample as\n"
   "position text. A claim is one of\n"
   "  same FAMILY FAMILY to N [misere]  the two families have the same SG values\n"
   "                                    at every size 0..N (misere: the same\n"
   "                                    misere Grundy values, found by search)\n"
   "  POSITION is P | N | sg=V          the position is a P-position, an\n"
   "                                    N-position, or has SG value V (a wrong P\n"
   "                                    claim is refuted with a winning move, a\n"
   "                                    wrong N claim with why every move loses)\n"
   "  sj FAMILY to N [sums K]           the SJ theorem's rule (Anti-SG) gives the\n"
   "                                    misere outcome of every position of the\n"
   "                                    family of size 0..N, and with K of every\n"
   "                                    sum of up to K of them (1 <= K <= 8); the\n"
   "                                    answer also says whether the theorem's\n"
   "                                    hypothesis holds for the game\n"
   "FAMILY is as 'grundy sequence' reads it; POSITION is position text (append\n"
   "\";misere\" for misere play). Words may be in any case. The claim's work is\n"
   "bounded (by default as the page's calls are): a claim that needs more is\n"
   "refused before the work, saying what fits; --work UNITS allows more (or\n"
   "less). Exit status 0 when the claim was checked, whatever the verdict.\n",
   help_claim, NULL, {"--work"}, 0},
  {"info", run_info, 0, {NULL}, {NULL}, 0,
   "usage: grundy info\n"
   "Prints the games (notation, limits, capabilities), the families, the judges\n"
   "and the engine's limits as JSON.\n",
   NULL, NULL, {NULL}, 0},
  {"messages", run_messages, 0, {NULL}, {NULL}, 0,
   "usage: grundy messages\n"
   "Prints the catalog of the engine's messages as JSON, each id with its English\n"
   "template ({0}, {1}, ... its arguments): the ids the \"_msg\" members of the\n"
   "JSON and the errors name, for translations.\n",
   NULL, NULL, {NULL}, 0},
};

static void print_help(const cmd *c) {
  fputs(c->help, stdout);
  if (c->position)
    printf("POSITION is the position's text, or - to read it from standard input, or\n"
           "@FILE to read it from FILE (for positions too long for a command line): at\n"
           "most %ld characters, not counting a final line end.\n", GR_MAX_TEXT);
  if (c->examples != NULL) c->examples();
}

/* A mistake in the arguments: the message, the command's usage line, exit 2. */
#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static int usage_error(const cmd *c, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  fprintf(stderr, "grundy: %s: ", c->name);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
  fprintf(stderr, "\n%.*sRun 'grundy %s --help' for more.\n",
          (int)(strchr(c->help, '\n') - c->help + 1), c->help, c->name);
  return 2;
}

static const cmd *find_cmd(const char *name) {
  size_t i;
  for (i = 0; i < sizeof cmds / sizeof cmds[0]; i++)
    if (strcmp(name, cmds[i].name) == 0) return &cmds[i];
  return NULL;
}

static int is_help(const char *s) { return strcmp(s, "--help") == 0 || strcmp(s, "-h") == 0; }

/* An option is "-" or "--" and a word; "-" alone (standard input) and "-5"
** (a number) are arguments. */
static int is_option(const char *s) {
  return s[0] == '-' && s[1] != '\0' && !(s[1] >= '0' && s[1] <= '9');
}

static int unknown_command(const char *name) {
  char b1[SHOW_BUF];
  complain("unknown command \"%s\"", shown(name, b1));
  fputs(usage, stderr);
  return 2;
}

/* Which of c's valued options s is ("--work", "--work=9"), or -1. */
static int valued_index(const cmd *c, const char *s) {
  int k;
  for (k = 0; k < 3 && c->valued[k] != NULL; k++) {
    size_t len = strlen(c->valued[k]);
    if (strncmp(s, c->valued[k], len) == 0 && (s[len] == '\0' || s[len] == '=')) return k;
  }
  return -1;
}

int main(int argc, char **argv) {
  char b1[SHOW_BUF];
  char *arg[3];
  const cmd *c;
  unsigned opts = 0;
  int i, v, n = 0, rc, only_args = 0;
  gr_ctx *ctx;
  if (argc < 2) {
    fputs(usage, stderr);
    return 2;
  }
  if (is_help(argv[1]) || strcmp(argv[1], "help") == 0) {
    if (argc >= 3 && strcmp(argv[1], "help") == 0) {
      if ((c = find_cmd(argv[2])) == NULL) return unknown_command(argv[2]);
      print_help(c);
    } else {
      fputs(usage, stdout);
    }
    return finish_output();
  }
  if (strcmp(argv[1], "--version") == 0) {
    fputs("grundy " GR_VERSION "\n", stdout);
    return finish_output();
  }
  if ((c = find_cmd(argv[1])) == NULL) return unknown_command(argv[1]);
  for (i = 2; i < argc && strcmp(argv[i], "--") != 0; i++) {
    if (is_help(argv[i])) {
      print_help(c);
      return finish_output();
    }
  }
  for (i = 2; i < argc; i++) {
    const char *s = argv[i];
    if (strcmp(s, "--") == 0 && !only_args) { /* what follows are arguments */
      only_args = 1;
    } else if (strcmp(s, "-o") == 0 && !only_args && (c->run == run_sequence || c->run == run_code)) {
      if (i + 1 == argc)
        return usage_error(c, c->run == run_code ? "-o needs a directory" : "-o needs a file name");
      output_file = argv[++i];
    } else if (is_option(s) && !only_args && (v = valued_index(c, s)) >= 0) {
      size_t len = strlen(c->valued[v]);
      if (s[len] == '=') opt_values[v] = s + len + 1;
      else if (i + 1 < argc) opt_values[v] = argv[++i];
      else return usage_error(c, "%s wants a value", c->valued[v]);
    } else if (is_option(s) && !only_args) {
      int k;
      for (k = 0; c->opts[k] != NULL; k++)
        if (strcmp(s, c->opts[k]) == 0) break;
      if (c->opts[k] == NULL) return usage_error(c, "unknown option \"%s\"", shown(s, b1));
      opts |= 1u << k;
    } else if (n == c->nargs) {
      return usage_error(c, "unexpected argument \"%s\"%s", shown(s, b1),
                         c->position ? " (quote a position that holds spaces)" : "");
    } else {
      arg[n++] = argv[i];
    }
  }
  for (i = n; i < c->nargs; i++) arg[i] = NULL;
  if (n >= c->nargs - c->optional) n = c->nargs;
  if (n < c->nargs && c->names != NULL)
    return usage_error(c, "%s (%s)", c->missing[n], c->names());
  if (n < c->nargs) return usage_error(c, "%s", c->missing[n]);
  if (c->run == run_analyze && opt_value != NULL) { /* --memory MIB */
    long long mib = 0;
    int ok = whole("analyze", "--memory", opt_value, &mib);
    if (ok == 0) return 2; /* said why */
    if (ok < 0 || mib < 16 || mib > 1048576) {
      complain("analyze: --memory wants the MiB the analysis may hold, from 16 to 1048576, not "
               "\"%s\"", shown(opt_value, b1));
      return 2;
    }
    ctx = gr_open((size_t)mib << 20);
  } else {
    ctx = gr_open(0);
  }
  if (ctx == NULL) {
    complain("out of memory");
    return 1;
  }
  { /* the work bound: --work UNITS, else the checker's, an analysis' or a move's default
    ** bound (refused at once when far past it, saying what fits), none for the commands
    ** that compute what they are asked to (a sequence to N, a judge's input) */
    const char *units_text = NULL;
    long long units = 0;
    int bounded = 0;
    for (v = 0; v < 3 && c->valued[v] != NULL; v++)
      if (strcmp(c->valued[v], "--work") == 0) {
        bounded = 1;
        units_text = opt_values[v];
      }
    if (units_text != NULL) {
      int ok = whole(c->name, "--work", units_text, &units);
      if (ok == 0) {
        gr_close(ctx);
        return 2; /* said why */
      }
      if (ok < 0 || units < 1) {
        complain("%s: --work wants the units of work the %s may take, a whole number from 1 "
                 "to %lld, not \"%s\"", c->name,
                 c->run == run_check ? "check" : c->run == run_play ? "move" : c->run == run_claim ? "claim" : "analysis", LLONG_MAX,
                 shown(units_text, b1));
        gr_close(ctx);
        return 2;
      }
    }
    gr_set_work(ctx, units_text != NULL ? (gr_int)units : bounded ? GR_WORK_DEFAULT : -1);
    if (units_text != NULL) gr_set_search_work(ctx, (gr_int)units);
    if (bounded && c->run != run_check) {
      work_command = c->name;
      work_units = units_text != NULL ? units : GR_WORK_CALL;
    }
  }
  for (v = 0; v < 3 && c->valued[v] != NULL; v++)
    if (strcmp(c->valued[v], "--threads") == 0) { /* --threads N, else every processor online */
      long long t = sysconf(_SC_NPROCESSORS_ONLN);
      if (opt_values[v] != NULL) {
        int ok = whole(c->name, "--threads", opt_values[v], &t);
        if (ok == 0) {
          gr_close(ctx);
          return 2; /* said why */
        }
        if (ok < 0 || t < 1 || t > MAX_THREADS) {
          complain("%s: --threads wants the processors the %s may use, a whole number from 1 to "
                   "%d, not \"%s\"", c->name, c->run == run_play ? "move" : "analysis",
                   MAX_THREADS, shown(opt_values[v], b1));
          gr_close(ctx);
          return 2;
        }
      }
      gr_set_threads(ctx, t < 1 ? 1 : t > MAX_THREADS ? MAX_THREADS : (int)t);
    }
  rc = c->run(ctx, arg, opts);
  gr_close(ctx);
  return finish_output() ? 1 : rc;
}
