/*
** judge.h — the reader a game's judge uses (gr_judgedef.read): the input as
** a stream of lines and whole numbers, the answers as bytes, the messages
** ("line N: …") and, when the whole input is listed case by case, each
** case's position text. judge.c runs a judge and holds the slow paths; the
** fast paths are inline here, since a judge reads millions of numbers.
**
** A reader reads every case and writes its answers with gr_jr_put; in the
** cases mode (r->pos != NULL) it also builds each case's position with
** gr_jr_case_start/put/num and ends it with gr_jr_case_done. It checks the
** statement's bounds with gr_jr_bound (they apply only with r->strict) and
** what contradicts the game itself always, failing with gr_jr_fail (input)
** or gr_jr_fail_limit (past what the judges handle). Answers written before
** a failure always reach the caller.
*/
#ifndef GR_JUDGE_H
#define GR_JUDGE_H

#include <stdio.h>
#include <string.h>
#include "game.h"
#include "sum.h"

#define GR_JR_NUM_MAX 9223372036854775807LL /* the largest number the judges read */
#define GR_JR_OUT ((size_t)64 << 10)        /* bytes of answers held before a flush */

struct gr_jr {
  gr_ctx *ctx;
  gr_read_fn read;
  void *rud;
  gr_write_fn write;
  void *wud;
  char *buf;            /* the input chunk; *end is always '\0' */
  const char *p, *end;  /* next byte, end of the data in buf */
  long long base;       /* input offset of buf[0] */
  long long lstart;     /* input offset of the current line's first byte */
  long long line;       /* 1-based line of *p */
  int eof;              /* the read callback has returned 0 */
  int strict;           /* GR_JUDGE_STRICT: the statement's bounds and layout */
  char *out;            /* GR_JR_OUT bytes of pending answers */
  size_t on;
  /* Cases mode (gr_do_judge_cases); pos is NULL otherwise. */
  gr_buf *pos;          /* the current case as a position text */
  const gr_msg *why;    /* why it cannot be one, or NULL */
  gr_buf *all;          /* every answer so far (the write callback's target) */
  gr_buf *cases;        /* the cases' JSON so far */
  size_t from;          /* where the current case's answer starts in all */
  const gr_msg **names; /* what the problem calls where a move starts, or NULL (gr_jr_case_names) */
  long long nnames;
};

/* ---- failing ----------------------------------------------------------------- */
/* Writes the answers so far, then fails the call with "line N: <message>":
** malformed input (GR_EINPUT), or well formed but past what the judges
** handle (GR_ELIMIT). */
#if defined(__GNUC__)
__attribute__((noreturn))
#endif
void gr_jr_fail(gr_jr *r, const gr_msg *m);
#if defined(__GNUC__)
__attribute__((noreturn))
#endif
void gr_jr_fail_limit(gr_jr *r, const gr_msg *m);

/* ---- input ------------------------------------------------------------------- */
/* Byte classes: blanks within a line (space, tab, CR), line end, digit. */
enum { GR_JR_SP = 1, GR_JR_NL = 2, GR_JR_DIG = 4 };
extern const unsigned char gr_jr_cls[256];
#define GR_JR_IS_SP(c) (gr_jr_cls[(unsigned char)(c)] & GR_JR_SP)
#define GR_JR_IS_END(c) (gr_jr_cls[(unsigned char)(c)] & (GR_JR_SP | GR_JR_NL))

int gr_jr_peek(gr_jr *r);  /* the next byte (0..255) without consuming it, or EOF */
int gr_jr_skip_sp_slow(gr_jr *r);
int gr_jr_skip_blank_slow(gr_jr *r);
/* "'x' at column 4", "the end of the line": a byte as messages show it. */
const gr_msg *gr_jr_show(gr_jr *r, int c);

/* Skips blanks, tabs and CRs on the current line; returns the next byte. */
static inline int gr_jr_skip_sp(gr_jr *r) {
  const char *p = r->p;
  while (GR_JR_IS_SP(*p)) p++; /* the NUL sentinel stops this */
  r->p = p;
  if (p < r->end) return (unsigned char)*p;
  return gr_jr_skip_sp_slow(r);
}

/* Skips all white space including line ends; returns the next byte. */
static inline int gr_jr_skip_blank(gr_jr *r) {
  const char *p = r->p;
  unsigned k;
  while ((k = gr_jr_cls[(unsigned char)*p] & (GR_JR_SP | GR_JR_NL)) != 0) {
    p++;
    if (k == GR_JR_NL) {
      r->line++;
      r->lstart = r->base + (p - r->buf);
    }
  }
  r->p = p;
  if (p < r->end) return (unsigned char)*p;
  return gr_jr_skip_blank_slow(r);
}

/* ---- numbers ------------------------------------------------------------------ */
/* Reads a whole number in [lo, hi] at the cursor (on a non-blank byte) the
** slow way, failing with "<what> must be lo..hi (<why>), not …" (when hi is
** only the judges' own bound, "at least lo"). `what` names the number; why
** may be NULL. */
long long gr_jr_number_slow(gr_jr *r, long long lo, long long hi, const gr_msg *what,
                            const gr_msg *why);

/* The fast path: 1..9 digits ending inside the buffer at a blank or line
** end, in [lo, hi] (lo >= 0). Returns 0, the cursor unmoved, otherwise. */
static inline int gr_jr_number_fast(gr_jr *r, long long lo, long long hi, long long *out) {
  const char *p = r->p, *s = p;
  unsigned long v = 0;
  unsigned d;
  while ((d = (unsigned)(unsigned char)*p - '0') < 10u) {
    v = v * 10 + d; /* may wrap on long numbers: then the slow path reads it */
    p++;
  }
  if ((unsigned long)(p - s) - 1 < 9 && p < r->end && GR_JR_IS_END(*p) &&
      (long long)v >= lo && (long long)v <= hi) {
    r->p = p;
    *out = (long long)v;
    return 1;
  }
  return 0;
}

/* A whole number in [lo, hi] at the cursor (on a non-blank byte). */
static inline long long gr_jr_number(gr_jr *r, long long lo, long long hi,
                                     const gr_msg *what) {
  long long v;
  return gr_jr_number_fast(r, lo, hi, &v) ? v : gr_jr_number_slow(r, lo, hi, what, NULL);
}

/* The same, with `why` (e.g. "the board has 20 columns") after the range
** in messages. */
static inline long long gr_jr_number_why(gr_jr *r, long long lo, long long hi,
                                         const gr_msg *what, const gr_msg *why) {
  long long v;
  return gr_jr_number_fast(r, lo, hi, &v) ? v : gr_jr_number_slow(r, lo, hi, what, why);
}

/* The statement's bound in strict mode, else the judges' own. */
static inline long long gr_jr_bound(const gr_jr *r, long long stated) {
  return r->strict ? stated : GR_JR_NUM_MAX;
}

/* ---- lines and cases --------------------------------------------------------- */
/* The current line must end now (after `after`, named in the message). */
void gr_jr_end_line(gr_jr *r, const gr_msg *after);
/* The count on the first line of a line-based format (T or N), at most hi. */
long long gr_jr_first_count(gr_jr *r, long long hi, const gr_msg *what);
/* After the last of `cases` cases only white space may follow. */
void gr_jr_no_more(gr_jr *r, long long cases);
/* After the one case of a format without a count only white space may follow. */
void gr_jr_no_more_one(gr_jr *r);
/* Fails when the input ends where case k of `cases` should start. */
void gr_jr_need_case(gr_jr *r, long long k, long long cases, const gr_msg *what);
/* Fails when the input ends before `what` (of row `row` of `rows`, when
** row > 0) of case k, in a format of tokens anywhere after white space. */
void gr_jr_need_token(gr_jr *r, long long k, const gr_msg *what, long long row,
                      long long rows);
void gr_jr_item_missing(gr_jr *r, int c, long long k, long long i, long long n,
                        const gr_msg *items);
/* Moves to item i (1-based) of a list of n things called `items` in case k,
** failing if the input ends first. In strict mode the list is on one line,
** so the line must not end first either; else it may go on on the next. */
static inline void gr_jr_need_item(gr_jr *r, long long k, long long i, long long n,
                                   const gr_msg *items) {
  int c = gr_jr_skip_sp(r);
  if (c == '\n' || c == EOF) gr_jr_item_missing(r, c, k, i, n, items);
}
/* Item i (1-based) of the n items of case k's list: a whole number in
** [lo, hi], named `what` in messages. */
static inline long long gr_jr_item(gr_jr *r, long long k, long long i, long long n, long long lo,
                                   long long hi, const gr_msg *items, const gr_msg *what) {
  gr_jr_need_item(r, k, i, n, items);
  return gr_jr_number(r, lo, hi, what);
}
/* The line of case k must end after its list of n items. */
void gr_jr_end_items(gr_jr *r, long long k, long long n, const gr_msg *items);

/* Moves to the first of a list of n items (n > 0) of case k that starts on
** a line of its own (after the line holding n), failing when the input ends
** first; then gr_jr_need_item before each item and gr_jr_end_items after. */
void gr_jr_list_begin(gr_jr *r, long long k, long long n, const gr_msg *items);
/* Formats whose input ends with a mark (a line "0"), once it is read: only
** white space may follow. */
void gr_jr_after_end_mark(gr_jr *r, const char *mark);
/* The input ended after `cases` cases without its end mark: malformed under
** --strict; the default mode takes the end of the input for it. */
void gr_jr_no_end_mark(gr_jr *r, long long cases, const char *mark);

/* ---- answers ------------------------------------------------------------------ */
void gr_jr_put_slow(gr_jr *r, const char *s, size_t n);
static inline void gr_jr_put(gr_jr *r, const char *s, size_t n) {
  if (GR_JR_OUT - r->on < n) {
    gr_jr_put_slow(r, s, n);
    return;
  }
  memcpy(r->out + r->on, s, n);
  r->on += n;
}
void gr_jr_put_num(gr_jr *r, unsigned long long v);

static inline void gr_jr_puts(gr_jr *r, const char *s) { gr_jr_put(r, s, strlen(s)); }
/* "Case k:" followed by `after` (" " or "\n"), as problems that number their
** answers write them. */
void gr_jr_put_case(gr_jr *r, long long k, const char *after);

/* ---- verdicts: the engine's outcome of a case --------------------------------- */
/* A component read from its text ("name(parameters):body"), in scratch memory: the
** judges make their games' parameters this way, as the parser makes them. */
gr_comp *gr_jr_comp(gr_jr *r, const char *text);
/* A case's components summed as they come (normal play): s starts zeroed;
** each component's value and whether it can move go into it. */
void gr_jr_sum_comp(gr_jr *r, gr_sum *s, long long i, const gr_comp *x);
/* Whether the player to move wins the sum s of case k (1) or loses it (0),
** by the analysis's own outcome; a case no verdict decides fails. */
int gr_jr_sum_wins(gr_jr *r, const gr_sum *s, long long k);
/* The same for a whole position of n components (misère: misère play). */
int gr_jr_wins(gr_jr *r, gr_comp *comp, long long n, int misere, long long k);
/* How many moves of component x leave it worth `want`: with want the value
** x must take for the nim-sum to be 0, its winning moves. */
long long gr_jr_moves_to(gr_jr *r, const gr_comp *x, gr_int want);
/* Scratch memory a case uses and drops when it is answered: the input of a
** stream may hold any number of cases. In the cases mode it is kept (the
** cases' texts grow in it). */
static inline gr_mark gr_jr_mark(gr_jr *r) { return gr_scratch_mark(r->ctx); }
static inline void gr_jr_release(gr_jr *r, gr_mark m) {
  if (r->pos == NULL) gr_scratch_release(r->ctx, m);
}

/* ---- cases mode: each case as a position text -------------------------------- */
void gr_jr_case_start(gr_jr *r, const char *head);          /* "name:" */
void gr_jr_case_put(gr_jr *r, const char *s, size_t n);     /* more of its text */
void gr_jr_case_num(gr_jr *r, long long v);
/* What the problem calls each place a move of the current case starts from
** (a move's "from": 1 to n), when its own numbering is not the position's
** (a problem's pieces standing for the parts of one component). In scratch
** memory; written with the case ("from_names": [{"name", "name_msg"}]) by
** gr_jr_case_done. */
void gr_jr_case_names(gr_jr *r, const gr_msg **names, long long n);
/* Case k is answered: its JSON, with its answer and its position text;
** `parts` counts what the case is made of, named `part` ("rows"). */
void gr_jr_case_done(gr_jr *r, long long k, long long parts, const char *part);

#endif
