/*
** check.h — the independent checker: it verifies claims about game families
** (a period, the values of sizes 0..N) from the rules alone.
**
** The checker shares no code with the engine that computes the values: it
** includes nothing but this header, its private ckint.h, its catalog of
** messages ckmsg.h and the C standard library. It reads a family's text itself (its own take-and-break code and
** subtraction-set readers), computes each option of a size from the rules,
** checks each value it is given as the mex of those options, and derives the
** bound each periodicity theorem needs from the theorem's proof (written out
** in ckverify.c), not from the engine's. The engine calls it before it calls
** any period proven; `grundy check` runs it on a certificate.
**
** It lives in c/check/, apart from the engine's core, because it is a
** second reading of the rules of every game whose family has a periodicity
** theorem, so it names those games: a new such family adds its rules here.
**
**   ckverify.c  families: the rules, the options of a size, the values
**               verified one size after another (rare/common for codes whose
**               moves leave at most two heaps), the theorems' bounds
**   check.c     claims and certificates: reading, writing, the table of
**               claim kinds
**   ckquotient.c  the claim "quotient": a misère quotient of take-and-break
**               codes, verified from the theorem (Plambeck and Siegel)
**   ckmsg.c     messages: the catalog (ckmsg.h), built with their arguments,
**               said in English and written as JSON
**
** Memory: every byte goes through the host's allocator (Lua-style, or
** malloc) and counts against the host's limit; a refusal is CK_ENOMEM, never
** an abort. Work: calls that may take long take a budget of options looked
** at (-1: none) and stop with CK_PENDING when it runs out; called again they
** carry on where they stopped. ck_check estimates a certificate's work
** before it and refuses at once what its bound does not fit.
*/
#ifndef CHECK_H
#define CHECK_H

#include <stddef.h>
#include <stdint.h>

#define CK_FORMAT_VERSION 1               /* the certificate format this checker reads */
#define CK_DEFAULT_LIMIT ((size_t)1 << 30) /* bytes, when the host sets no limit */
#define CK_WORK_DEFAULT ((int64_t)1 << 34) /* the work a check may take unless the host says
                                  ** otherwise (options looked at: tens of seconds at most;
                                  ** the published periods' certificates take up to 6e9) */

typedef enum ck_status {
  CK_OK = 0,        /* verified */
  CK_REFUSED = 1,   /* the claim is false, or what was given does not show it */
  CK_MALFORMED = 2, /* a certificate or family text that is not well formed */
  CK_ENOMEM = 3,    /* the memory limit (or the system) refused an allocation */
  CK_PENDING = 4,   /* the work budget ran out: call again to carry on */
  CK_EIO = 5        /* reading or writing failed */
} ck_status;

/* The host's allocator: (ud, NULL, 0, n) allocates n bytes, (ud, p, n, 0)
** frees p of n bytes; returns NULL when it refuses. */
typedef void *(*ck_alloc_fn)(void *ud, void *p, size_t osize, size_t nsize);

typedef struct ck_host {
  ck_alloc_fn alloc;  /* NULL: malloc and free */
  void *ud;
  size_t limit;       /* bytes the checker may hold at once (0: CK_DEFAULT_LIMIT) */
} ck_host;

/* ---- messages --------------------------------------------------------------------
** Every text the checker writes for people is a message of its own catalog
** (ckmsg.h: a stable id, an English template with numbered placeholders
** {0}, {1} …) with its arguments: whole numbers, verbatim text (a family's
** text, notation, a number written out) or other messages of the catalog. A
** ck_msg holds one whole, nested messages included, in place (no pointers):
** it is copied with =. Node 0 is the message; an argument of kind
** CK_ARG_MSG names the node of its message, of kind CK_ARG_TEXT the offset
** of its NUL-terminated text in `text`. A text that does not fit is cut. */
#define CK_MSG_NODES 8   /* a message and those nested in it */
#define CK_MSG_ARGS 8    /* arguments of one message */
#define CK_MSG_TEXT 512  /* bytes of all its text arguments */

enum { CK_ARG_INT, CK_ARG_TEXT, CK_ARG_MSG };

typedef struct ck_msg {
  int nodes;                 /* 0: no message */
  struct {
    int id;                  /* the entry of the catalog, 0..ck_msg_count() - 1 */
    int n;                   /* its arguments */
    struct {
      int kind;              /* CK_ARG_* */
      int64_t v;             /* the number, the text's offset, the node */
    } a[CK_MSG_ARGS];
  } node[CK_MSG_NODES];
  size_t used;               /* bytes of text taken */
  char text[CK_MSG_TEXT];
} ck_msg;

/* The catalog: its entries' count, and each one's id, English template and
** number of arguments. */
int ck_msg_count(void);
const char *ck_msg_id(int k);
const char *ck_msg_en(int k);
int ck_msg_args(int k);

/* The message in English, as snprintf writes (the length it would have). */
size_t ck_msg_text(const ck_msg *m, char *out, size_t cap);
/* The message as JSON, {"id":…,"args":[…]} (numbers past 2^53 - 1 as text),
** as snprintf writes. */
size_t ck_msg_json(const ck_msg *m, char *out, size_t cap);

/* ---- families: rules and verified values ---------------------------------------
** A family is read from its text: "tb(CODE)" or a bare CODE (heaps of a
** take-and-break code), "octal(CODE)" (rows of pins), "sub(S)" (subtraction
** heaps; "sub(S);misere": their misère outcomes, 1 for a P-position and 0
** for an N-position, in place of values), "treblecross" (free stretches),
** "staircase" (n stairs holding one coin each). */
typedef struct ck_family ck_family;

/* NULL when the text is not a family the checker knows or there is no
** memory; *why (when not NULL) says which. */
ck_family *ck_family_open(const char *text, const ck_host *host, ck_msg *why);
void ck_family_close(ck_family *f);

/* Verifies v[k] for k from where the last call stopped up to n - 1, each as
** the value the rules give size k (the mex of its options' values, given
** v[0..k-1] verified). CK_REFUSED names the first size whose value is wrong
** (ck_message, ck_failed_at); CK_PENDING when *budget ran out (budget NULL
** or -1: no bound; it is decreased by the options looked at). */
ck_status ck_verify(ck_family *f, const uint32_t *v, int64_t n, int64_t *budget);

/* The claim SG(m + p) = SG(m) for every m ≥ n0, shown by v[0..n-1]: the
** theorem's bound B is derived here (ck_bound), every value up to B - 1 + p
** is verified and the claim checked for n0 ≤ m < max(B, at_least). */
ck_status ck_period(ck_family *f, const uint32_t *v, int64_t n, int64_t n0, int64_t p,
                    int64_t at_least, int64_t *budget);

/* The bound B the family's periodicity theorem needs for (n0, p): the claim
** holds once SG(m + p) = SG(m) for n0 ≤ m < B. -1 when no theorem applies
** (a repeating tail), with ck_message saying so. */
int64_t ck_bound(ck_family *f, int64_t n0, int64_t p);
/* The theorem's name, as certificates write it ("take-and-break", …). */
const char *ck_theorem(const ck_family *f);

const char *ck_message(const ck_family *f); /* why the last call failed, or "" */
const ck_msg *ck_said(const ck_family *f);  /* the same as a message (nodes 0: none) */
int64_t ck_failed_at(const ck_family *f);   /* the size a refusal names, or -1 */
int64_t ck_checked(const ck_family *f);     /* sizes 0..ck_checked - 1 are verified */
size_t ck_bytes(const ck_family *f);        /* bytes held now */
/* Forgets every value verified, to verify the next values from size 0. */
void ck_forget(ck_family *f);
/* Gives back the memory that only makes verification fast (rare heaps,
** witnesses); what is verified stays, and the next verification makes it
** again from the values verified (which must be passed unchanged). */
void ck_trim(ck_family *f);

/* An untrusted hint for the rare/common split of two-heap codes: the masks
** m[0] (splits removing an even number of tokens) and m[1] (odd) over the
** encoding value << 1 | heap parity (-1: the checker chooses). Correctness
** never depends on it; speed may. ck_suggest returns the masks the checker
** would choose for values v[0..n-1] (-1 where no split removes that parity). */
void ck_hint(ck_family *f, const int64_t m[2]);
void ck_suggest(ck_family *f, const uint32_t *v, int64_t n, int64_t m[2]);

/* The options ck_verify(f, v, n) would look at, estimated before any of it
** from the family's rules and the values v[0..n-1] (v NULL: the values are
** not known, as for ck_fill: every option of every size), for the sizes
** from ck_checked(f) on. With budget ≥ 0, *fits (when not NULL) is the
** first size whose verification would take the estimate past budget (n
** when none does). */
double ck_estimate(ck_family *f, const uint32_t *v, int64_t n, int64_t budget, int64_t *fits);

/* ---- certificates --------------------------------------------------------------
** The text format (README.md, "Certificates"):
**
**   grundy-certificate 1
**   family tb(0.16)
**   claim period 105351 149459
**   theorem take-and-break 360163
**   mask 0x3c -
**   values 254810 base64 5
**   <base64 lines>
**   end
**
** Claims: "period N0 P" (SG(n + p) = SG(n) for every n ≥ n0; the theorem
** line names the theorem and the bound B up to which it is checked; the
** values are those of sizes 0..n0 + p - 1, the rest following from the
** claim), "values N" (the values of sizes 0..N-1 are their SG values).
** Further kinds join the table in check.c with one line each. */
typedef size_t (*ck_read_fn)(void *ud, char *buf, size_t cap);   /* 0 at the end */
typedef int (*ck_write_fn)(void *ud, const char *buf, size_t len); /* 0 when written */

/* Checks the certificate read(): CK_OK with the verdict as one line of JSON
** in out, else out holds the message in English (naming the line of a
** malformed certificate, or the size where the claim fails) and *msg (when
** msg is not NULL) the message itself; with CK_OK, *msg holds the verdict's
** words when its kind has any (a quotient's "check"), else no message. *work: on entry the most
** options it may look at (-1: no bound; CK_WORK_DEFAULT is the checker's
** default), on return those it looked at. A claim whose work, estimated
** from the claim and its values (ck_estimate) before any of it, is past
** the bound is refused at once: CK_PENDING, and out names the estimate, the
** bound, what would fit it and the bound that allows it. Work that runs
** past the bound all the same stops there, CK_PENDING too. */
ck_status ck_check(ck_read_fn read, void *rud, const ck_host *host, char *out, size_t cap,
                   ck_msg *msg, int64_t *work);

/* Writes a certificate: claim "period" (n0, p, the bound B the writer's
** theorem used, values v[0..n0+p-1]) or "values" (v[0..n-1]; n0 and p
** ignored); masks (NULL: none) as a hint. */
ck_status ck_write(const char *family, const char *claim, int64_t n0, int64_t p,
                   int64_t bound, const char *theorem, const int64_t masks[2], const uint32_t *v,
                   int64_t n, ck_write_fn write, void *wud);

/* A misère quotient claim's lines (ckquotient.c: the lines after "claim
** quotient" up to "end") checked alone, within *steps steps (< 0: no bound;
** *steps gets what is left): 1 it holds (*why: its words), 0 it does not
** (*why says where), -1 the steps ran out first (*why says so), -2 out of
** memory. */
int ck_quotient_verify(const char *lines, ck_msg *why, long long *steps);

#endif
