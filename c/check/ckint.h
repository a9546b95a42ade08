/*
** ckint.h — the checker's private interface, shared by ckverify.c and
** check.c and by nothing else. Like check.h it includes only the C standard
** library.
*/
#ifndef CKINT_H
#define CKINT_H

#include <stddef.h>
#include <stdint.h>
#include "check.h"

#define CK_DIGITS 64      /* digits after the point of a code */
#define CK_SET_MAX 4096   /* numbers in a subtraction set */
#define CK_TAKE_MAX 1000000000LL /* the largest number in a subtraction set */
#define CK_MSG_BYTES 640  /* bytes of a message in English */

enum { CK_TB, CK_OCTAL, CK_SUB, CK_SUBMIS, CK_TREBLE, CK_STAIR };
enum { CK_MOD_NONE = 0, CK_MOD_UNEQUAL = 1 /* "!" */, CK_MOD_NOTALL = 2 /* "?" */ };

typedef struct ck_fast ck_fast; /* the rare/common state of a two-heap code (ckverify.c) */

struct ck_family {
  ck_host host;
  size_t used;                 /* bytes held, against host.limit */
  int kind;                    /* CK_TB, … */
  char text[96];               /* the family as read, for messages (cut when long) */
  /* take-and-break codes (CK_TB, CK_OCTAL) */
  int t, tail;                 /* digits d[1..t]; the last `tail` of them repeat */
  int heaps;                   /* the most heaps a move leaves */
  unsigned char d[CK_DIGITS + 1], mod[CK_DIGITS + 1];
  /* subtraction sets (CK_SUB, CK_SUBMIS) */
  int nk;
  int64_t *k;                  /* increasing */
  /* verification */
  int64_t checked;             /* sizes 0..checked-1 verified */
  int64_t failed_at;           /* the size the last refusal names, or -1 */
  int64_t bad;                 /* the first size whose value was refused, or -1 */
  uint32_t V;                  /* every value verified is below V (a power of two) */
  uint32_t *seen, stamp;       /* [V] option stamps */
  int64_t hint[2];             /* mask hints (-1: none) */
  ck_fast *fast;               /* NULL: plain mex only (or trimmed) */
  int trimmed;                 /* the fast path's state was given back (ck_trim) */
  ck_msg said;                 /* why the last call failed */
  char msg[CK_MSG_BYTES];      /* the same in English */
  ck_msg bad_said;             /* the message of that refusal */
};

/* Counted memory of f; NULL when refused (the limit, or the system). */
void *ck_alloc(ck_family *f, size_t n);
void ck_free(ck_family *f, void *p, size_t n);
/* A new stamp for a pass that marks values in f->seen (ckmem.c). */
uint32_t ck_next_stamp(ck_family *f);
/* A family with no rules yet, for check.c's own allocations (values). */
ck_family *ck_family_new(const ck_host *host);
/* The family's own block given back (what it holds is freed first). */
void ck_family_free(ck_family *f);

/* The value the rules give size n, v[0..n-1] being verified values: the mex
** of its options (or the staircase theorem's value, or the misère outcome). */
uint32_t ck_truth(ck_family *f, const uint32_t *v, int64_t n, int64_t *work);
/* Computes v[k] for k from where verification stopped up to n - 1 by plain
** mex, as verified values (for certificates that carry none). */
ck_status ck_fill(ck_family *f, uint32_t *v, int64_t n, int64_t *budget);
/* "heap", "row of … pins", "stretch of … cells", "… stairs": size n named. */
void ck_noun(const ck_family *f, int64_t n, ck_msg *out);

/* ---- messages (ckmsg.c) ------------------------------------------------------------
** CK_SET(m, sym, args…) makes *m the catalog entry CK_M_sym with its
** arguments — ck_i(number), ck_t(text), ck_n(&message), the message copied
** in — and does not compile when their count is not the entry's. CK_SET0
** for an entry without arguments. */
enum {
#define CK_MSG(sym, n, id, en) CK_M_##sym,
#include "ckmsg.h"
#undef CK_MSG
  CK_NMSG
};
enum {
#define CK_MSG(sym, n, id, en) CK_N_##sym = n,
#include "ckmsg.h"
#undef CK_MSG
  CK_N_none = 0
};

typedef struct ck_a {
  int kind;            /* CK_ARG_* */
  int64_t i;
  const char *t;
  const ck_msg *m;
} ck_a;

static inline ck_a ck_i(int64_t v) {
  ck_a a = {CK_ARG_INT, 0, NULL, NULL};
  a.i = v;
  return a;
}
static inline ck_a ck_t(const char *s) {
  ck_a a = {CK_ARG_TEXT, 0, NULL, NULL};
  a.t = s;
  return a;
}
static inline ck_a ck_n(const ck_msg *m) {
  ck_a a = {CK_ARG_MSG, 0, NULL, NULL};
  a.m = m;
  return a;
}

void ck_msgv(ck_msg *m, int id, int n, const ck_a *a);
#define CK_COUNT(...) ((int)(sizeof((ck_a[]){__VA_ARGS__}) / sizeof(ck_a)))
#define CK_SET(m, sym, ...)                                                                  \
  ck_msgv((m), CK_M_##sym,                                                                  \
          CK_COUNT(__VA_ARGS__) + 0 * (int)sizeof(char[CK_COUNT(__VA_ARGS__) == CK_N_##sym ? 1 : -1]), \
          (ck_a[]){__VA_ARGS__})
#define CK_SET0(m, sym) ck_msgv((m), CK_M_##sym, 0 * (int)sizeof(char[CK_N_##sym == 0 ? 1 : -1]), NULL)
/* A number written as text ("%.2g" of an estimate) for a message. */
const char *ck_num(char *buf, size_t cap, double x);

/* f's message (f->said, and its English in f->msg). */
void ck_said_set(ck_family *f, const ck_msg *m);
#define CK_SAY(f, sym, ...) (CK_SET(&(f)->said, sym, __VA_ARGS__), ck_said_set((f), &(f)->said))
#define CK_SAY0(f, sym) (CK_SET0(&(f)->said, sym), ck_said_set((f), &(f)->said))

/* ---- reading a certificate (check.c), for the kinds of claim ----------------------
** A kind of claim is one function ck_status (*)(ck_cert *c), listed in
** check.c's table; it is called after the "claim KIND" line, reads the lines
** that follow with these, verifies, and says its verdict (one line of JSON,
** {"verified":true,…}) or why not with ck_cert_say. A kind in a file of its
** own declares its function here and adds its line to the table. */
typedef struct ck_cert ck_cert;

ck_family *ck_cert_family(ck_cert *c);        /* the family line's family */
const char *ck_cert_args(const ck_cert *c);   /* the claim line after its kind */
const char *ck_cert_text(const ck_cert *c);   /* the current line */
/* The next line that is neither blank nor a comment: 1, 0 at the end, -1 when
** it is malformed (too long, a NUL byte: the message is said). */
int ck_cert_next(ck_cert *c);
/* A malformed certificate at the current line ("line N: …"): CK_MALFORMED. */
ck_status ck_cert_bad(ck_cert *c, const ck_msg *what);
/* The message of a refusal. */
void ck_cert_say(ck_cert *c, const ck_msg *m);
/* The verdict: one line of JSON, and the words the verdict has (NULL: none). */
#if defined(__GNUC__)
__attribute__((format(printf, 3, 4)))
#endif
void ck_cert_verdict(ck_cert *c, const ck_msg *words, const char *fmt, ...);
/* A message of the catalog to say, built in the certificate's own room. */
ck_msg *ck_cert_tmp(ck_cert *c);
#define CK_BAD(c, sym, ...) (CK_SET(ck_cert_tmp(c), sym, __VA_ARGS__), ck_cert_bad((c), ck_cert_tmp(c)))
#define CK_BAD0(c, sym) (CK_SET0(ck_cert_tmp(c), sym), ck_cert_bad((c), ck_cert_tmp(c)))
#define CK_CERT_SAY(c, sym, ...) (CK_SET(ck_cert_tmp(c), sym, __VA_ARGS__), ck_cert_say((c), ck_cert_tmp(c)))
#define CK_CERT_SAY0(c, sym) (CK_SET0(ck_cert_tmp(c), sym), ck_cert_say((c), ck_cert_tmp(c)))
/* Room for n values (counted, freed with the certificate): ck_cert_v. */
ck_status ck_cert_room(ck_cert *c, int64_t n);
uint32_t *ck_cert_v(ck_cert *c);
/* The values after "values COUNT" (rest: the line after COUNT) into v. */
ck_status ck_cert_values(ck_cert *c, const char *rest, int64_t count, uint32_t *v);
/* An optional mask line (the current line): 1 read, 0 not one, -1 malformed. */
int ck_cert_mask(ck_cert *c);
/* The "end" line (r: what ck_cert_next returned for it), then nothing. */
ck_status ck_cert_end(ck_cert *c, int r);
/* The certificate's work budget left (-1: none), and work done by a kind
** that counts its own (it is taken off the budget). */
int64_t ck_cert_budget(const ck_cert *c);
void ck_cert_spent(ck_cert *c, int64_t n);
/* Refuses work estimated at `est` (`least`: at least `est`) past what the
** bound leaves, before any of it: the message names the estimate, what the
** certificate asks for (`asks`), the bound, what would fit it (`fits`) and
** the --work that allows it. CK_PENDING, as for work that runs out. */
ck_status ck_cert_over(ck_cert *c, double est, int least, const ck_msg *asks, const ck_msg *fits);

/* ---- kinds of claim in files of their own ---- */
/* claim quotient: a misère quotient of take-and-break codes (ckquotient.c) */
ck_status ck_claim_quotient(ck_cert *c);

/* The line's first word is key: the rest after blanks, else NULL. */
const char *ck_word(const char *line, const char *key);
/* A whole number 0..max at *p (blanks before it skipped); 1 when read. */
int ck_number(const char **p, int64_t max, int64_t *out);
int ck_blank(const char *p); /* only blanks are left */

#endif
