/*
** grundy.h — the one public header of the Grundy engine.
**
** The engine analyses sums of impartial games given in the canonical
** position text described in README.md, answers the judges' input formats,
** and computes the value sequences of one-parameter game families.
**
** Numbers: heap sizes and Sprague–Grundy values are 64-bit (gr_int) in every
** build, WebAssembly included.
**
** Ownership: every string the engine hands out (JSON, position text) lives in
** the context's scratch memory and stays valid until the next call on the
** same context. Copy it if you need it longer. Value tables of game families
** are kept in the context between calls (within its memory limit). Nothing
** here exits, aborts or asserts on input: failures return a status and
** gr_error() says why.
*/
#ifndef GRUNDY_H
#define GRUNDY_H

#include <stddef.h>

#define GR_VERSION "2.0.0"

typedef long long gr_int;       /* heap sizes, SG values: at least 64 bits */
typedef struct gr_ctx gr_ctx;   /* opaque engine context */

typedef enum gr_status {
  GR_OK = 0,
  GR_EINPUT = 1,   /* the text given is malformed or illegal */
  GR_ELIMIT = 2,   /* well formed, but larger than the configured limits */
  GR_ENOMEM = 3,   /* the memory limit (or the system) refused an allocation */
  GR_EIO = 4,      /* the judge's output callback failed */
  GR_EWORK = 5,    /* more work than the call's bound (gr_analyze_within; a bounded analysis
                   ** far past it, gr_set_work) */
  GR_ECHECK = 6,   /* a self-check found an analysis inconsistent (gr_set_checks) */
  GR_EABSENT = 7   /* this build leaves out what the call needs (the page's first
                      module, c/first.c); the whole engine has it */
} gr_status;

/* Which moves gr_analyze lists. */
typedef enum gr_moves_mode {
  GR_MOVES_ALL = 0,       /* every legal move (refused when that is too large) */
  GR_MOVES_WINNING = 1,   /* only the winning moves */
  GR_MOVES_AUTO = 2,      /* every move when there are at most GR_AUTO_MOVES, else
                          ** the winning ones; "listed" in the JSON says which */
  GR_MOVES_NONE = 3       /* no move: the values and the verdict only */
} gr_moves_mode;

/* A context with a memory limit in bytes (0 = GR_DEFAULT_MEM_LIMIT).
** Returns NULL only when the system has no memory for the context itself. */
gr_ctx *gr_open(size_t mem_limit);
void gr_close(gr_ctx *ctx);

/* The message of the last failed call ("" after a success). Owned by ctx. */
const char *gr_error(const gr_ctx *ctx);
/* The same message as JSON, {"id":"err.…","args":[…]} ("null" after a
** success): its id in gr_messages' catalog and its arguments (whole numbers,
** verbatim text, nested messages {"id","args"} and lists of them), so that
** a front end can say it in its reader's language. Owned by ctx. */
const char *gr_error_msg(const gr_ctx *ctx);

/* The catalog of every message the engine writes for people, as JSON
** {"<id>":"<English template>",…}: templates number their arguments {0},
** {1}, …. Each text the engine's JSON carries for people ("label", "why",
** "title", …) has its message beside it ("label_msg"), with an id listed
** here. */
gr_status gr_messages(gr_ctx *ctx, const char **json);

/* Bytes the context holds now, and the most it has held. */
size_t gr_mem_used(const gr_ctx *ctx);
size_t gr_mem_peak(const gr_ctx *ctx);

/* The JSON analysis of a position (schema in README.md). */
gr_status gr_analyze(gr_ctx *ctx, const char *position, gr_moves_mode mode,
                     const char **json);

/* The canonical text of a position. */
gr_status gr_canonical(gr_ctx *ctx, const char *position, const char **text);

/* The position after a move given in move notation ("2:7>4"). */
gr_status gr_play(gr_ctx *ctx, const char *position, const char *move,
                  const char **text);

/* gr_play and gr_analyze in one call: the JSON analysis of the position
** after `move`, with "played" naming the move as the engine wrote it. */
gr_status gr_play_analyze(gr_ctx *ctx, const char *position, const char *move,
                          gr_moves_mode mode, const char **json);

/* gr_analyze (move NULL) or gr_play_analyze, refused with GR_EWORK before
** any value is computed when the work it would take (gr_cost's "work", of
** the position before the move and after it) is more than `most` (< 0: no
** bound). A front end analyses small positions at once with one call, and
** runs the rest where it can wait (a worker). */
gr_status gr_analyze_within(gr_ctx *ctx, const char *position, const char *move,
                            gr_moves_mode mode, double most, const char **json);

/* What gr_analyze(position, mode) would cost, judged without computing any
** value: JSON {"components":…,"chars":…,"legal":…,"listed":"all"|"winning",
** "work":…}. legal is exact; listed is what the mode would list; work is a
** rough upper bound on the steps the analysis takes (natively about 10^9 a
** second), for a front end to decide where to run it. To measure a large
** table the estimate computes its first values, within a share of the
** call's bound (gr_set_work), or of `most` when that is less (< 0: none):
** a front end that will run the analysis at once when it is within `most`
** passes it, and the estimate itself stays as short. A position whose legal
** moves are too many to count within the call's bound is refused
** (GR_ELIMIT), as gr_analyze refuses it. */
gr_status gr_cost(gr_ctx *ctx, const char *position, gr_moves_mode mode, double most,
                  const char **json);

/* SG values of sizes 0..n of a one-parameter family, as JSON
** {"family":…,"values":[…],"period":…} (n ≤ 10^6). family is a game's name
** with its parameters, "name(…)" (gr_info's "families" lists them with an
** example each), or a bare parameter text for the game gr_info marks
** "bare". Values are kept in
** the context, so calls for growing n compute only what is new; the JSON
** depends on the family and n alone, never on the calls before. */
gr_status gr_sequence(gr_ctx *ctx, const char *family, gr_int n, const char **json);

/* The same JSON in parts, for callers that show values as they come (the
** command line streams them; a worker reports progress):
**   GR_SEQ_HEAD    up to and including "values":[
**   GR_SEQ_VALUES  the values of sizes from..to (from ≤ to ≤ n), separated
**                  by commas, with a comma first when from > 0
**   GR_SEQ_TAIL    the rest, from "]" on, about sizes 0..n
**   GR_SEQ_STATS   the whole JSON without "values" (period, proof, statistics)
** HEAD, then VALUES for 0..n in any number of chunks, then TAIL, is exactly
** gr_sequence's JSON. n may go up to the family's table limit (info()). */
typedef enum gr_seq_part {
  GR_SEQ_ALL = 0, GR_SEQ_HEAD = 1, GR_SEQ_VALUES = 2, GR_SEQ_TAIL = 3, GR_SEQ_STATS = 4
} gr_seq_part;
gr_status gr_sequence_part(gr_ctx *ctx, const char *family, gr_int n, gr_seq_part part,
                           gr_int from, gr_int to, const char **text);

/* The SG value of one size of a family, as JSON {"family":…,"game":…,
** "size":…,"sg":…,"from":"table"|"period","preperiod":…,"period":…}: any
** size up to 2^63 - 1 once a period is proven ("period": folded by the
** period given; "table": computed, preperiod and period null). Computes
** values as far as the family allows to find one; past that, GR_ELIMIT says
** how far values are known. */
gr_status gr_sg(gr_ctx *ctx, const char *family, gr_int size, const char **json);

/* What the values of sizes 0..n of a family show (n ≤ 10^6), as JSON: the
** period its rule proves, or one observed (with the values it rests on);
** formulas that hold (n mod k, ⌊n/k⌋, the 2-adic valuation, binary digits,
** odious and evil numbers, formulas on n = qm + r such as SG(2m+1) = SG(m));
** the P-positions and a set they are; the families and published facts the
** games offer that the values match, with a shift; and what was checked,
** how far. Schema in README.md. */
gr_status gr_pattern(gr_ctx *ctx, const char *family, gr_int n, const char **json);

/* Code for a contest solution from the values of sizes 0..n of a family
** (n ≤ GR_CODE_MAX_N, "code" in gr_info's limits; refused before any value
** past it), as JSON {"family","game","n","lang","words","pattern":{"kind":
** "period"|"arithmetic"|"formula"|"classes"|"table","proven",…},"statement",
** "status","brute","brute_why","check","files":[{"name","role","text"}]}:
** the SG table as an array literal, sg(n) from the pattern the values show
** (proven only when the family's rule proves a period and the independent
** checker verified it; otherwise labelled observed), a brute force written
** from the family's rule (a plain mex over its moves, where the game can
** write its rule) and a script comparing the two. lang is "cpp" or
** "python"; words ("en" or "zh") the language of the code's comments. */
gr_status gr_codegen(gr_ctx *ctx, const char *family, gr_int n, const char *lang, const char *words,
                  const char **json);

/* A claim checked, confirmed or refuted with the first counterexample, as
** JSON (schema in README.md, "Claims"). The claim is one of
**   same FAMILY FAMILY to N [misere]  the same SG values (misère: misère
**                                     Grundy values) at every size 0..N;
**   POSITION is P | N | sg=V          the position's outcome or SG value;
**   sj FAMILY to N [sums K]           the SJ theorem's rule gives the misère
**                                     outcome of the family's positions of
**                                     sizes 0..N (and of sums of up to K of
**                                     them), and whether its hypothesis holds.
** "holds" says whether the claim is true, "verdict" (with "verdict_msg")
** says it in words, and a refuted claim names its first counterexample as
** position text. Bounded by gr_set_work's bound (by default GR_WORK_CALL in
** info()): a claim past it is refused with GR_EWORK or GR_ELIMIT before
** its work, with what fits. */
gr_status gr_claim(gr_ctx *ctx, const char *claim, const char **json);

/* Bounds the work one call may spend growing family value tables (and
** looking through the moves of large heaps), counted in options looked at
** (-1: no bound). By default analysis, play and
** canonical are bounded (GR_WORK_CALL in info(), a fraction of a second) and
** sequences and values are not; once set here, every call is bounded by
** `units`. A call that reaches the bound fails with GR_ELIMIT ("values are
** known up to size N so far") and keeps what it computed, so the next call
** carries on: a worker can compute in steps it can pause or cancel.
** An analysis or play whose estimated work (gr_cost's, the tables' measured
** on their first values) is far past the bound (GR_WORK_FAR times it, or a
** search past the bound's positions) is refused at once with GR_EWORK and
** words naming the size that fits, before any value.
** GR_WORK_DEFAULT puts the default bounds back. */
#define GR_WORK_DEFAULT (-2)
void gr_set_work(gr_ctx *ctx, gr_int units);
/* The units of work a component valued by search may be estimated to take
** before a bounded analysis refuses it at once (within the call's bound as
** well): by default (units <= 0) the default bound's, even when gr_set_work
** allows more (a longer bound is meant for tables: as many units of search
** take far longer). The command line's --work sets both. */
void gr_set_search_work(gr_ctx *ctx, gr_int units);

/* Self-checks (off by default): with `on`, every analysis (gr_analyze,
** gr_play_analyze, gr_analyze_within) is checked against its own invariants
** before it is returned — the verdict against the nim-sum, each listed
** move's value and verdict after it (the position after it analysed
** afresh), every small component's value against the mex of its options,
** the legal-move counts against the moves listed, the winning list against
** the moves marked winning, no move listed twice, the reach sets in order —
** and an inconsistency fails the call with GR_ECHECK and a message naming
** the invariant broken. It costs about one more analysis per move checked
** (at most a few hundred moves are analysed afresh). */
void gr_set_checks(gr_ctx *ctx, int on);

/* The processors an analysis may use (n < 1: one, the default): with more
** than one, the moves of a game found by search (on grids and graphs) are
** valued in worker processes side by side, each with an equal share of the
** memory left. The answer is the same; so is an error: moves not all
** valued within the call's work and memory are valued again as with one
** processor (only near the memory limit may several finish what one runs
** out of memory for: each worker holds its own moves' searches alone). The
** WebAssembly build always uses one. */
void gr_set_threads(gr_ctx *ctx, int n);

/* The SG values of a game of two coordinates (gr_info: "grid") for x < rows and
** y < cols, as JSON {"game","rows","cols","values":[[SG(0,0),SG(0,1),…],…],
** "misere":["NP…",…]}: values[x][y], and misere[x] with "P" at y where (x, y)
** is a P-position in misère play. rows and cols run up to the game's "grid"
** in gr_info. */
gr_status gr_grid(gr_ctx *ctx, const char *game, gr_int rows, gr_int cols, const char **json);

/* The misère quotient of a take-and-break code, or of several together
** ("0.77", "0.77+0.07"): JSON with its order, P-portion, presentation,
** pretending function Φ heap by heap, whether Φ is proven periodic (and
** verified independently), tameness, and the expansions on the way (schema
** in README.md). Heaps up to max_heap (< 0: until Φ is proven periodic, or
** the engine's limit). Kept in the context: later calls carry on; with a
** work bound (gr_set_work) a call may stop with GR_ELIMIT ("known up to
** heap N so far") and the next one continues. */
gr_status gr_quotient(gr_ctx *ctx, const char *codes, gr_int max_heap, const char **json);
/* The same quotient's claim as a certificate ("claim quotient", the lines
** the independent checker verified), for gr_check / grundy check to verify
** again; GR_EINPUT when the checker did not accept it. */
gr_status gr_quotient_certificate(gr_ctx *ctx, const char *codes, gr_int max_heap,
                                  const char **text);

/* The games (their notation, limits and capabilities), the families
** gr_sequence reads, the judges gr_judge runs and the engine's limits, as
** JSON. */
gr_status gr_info(gr_ctx *ctx, const char **json);

/* A small random position of `game` (one to three components, canonical
** text), the same for the same seed: positions a plain minimax solves at
** once, for tests. */
gr_status gr_random(gr_ctx *ctx, const char *game, unsigned long long seed, const char **text);

/* Judges. read() fills buf with up to cap bytes and returns how many (0 at
** end of input); write() returns 0 on success. judge is one of the names
** gr_info lists under "judges". Answers for the
** cases before a malformed one are written before the error is returned.
** By default any well-formed input the judge can answer is answered, even
** past the problem statement's bounds, and a list of numbers may be broken
** across lines; flags GR_JUDGE_STRICT holds the input to the statement's
** bounds and one list a line. */
#define GR_JUDGE_STRICT 1u
typedef size_t (*gr_read_fn)(void *ud, char *buf, size_t cap);
typedef int (*gr_write_fn)(void *ud, const char *buf, size_t len);
gr_status gr_judge(gr_ctx *ctx, const char *judge, unsigned flags, gr_read_fn read,
                   void *read_ud, gr_write_fn write, void *write_ud);

/* Certificates (README.md, "Certificates"): a text an independent checker
** can verify without trusting the engine.
** gr_certify writes, through write(), a certificate of what
** gr_sequence(family, n) proves: its period (the rule, the theorem with its
** bound, the values of sizes 0..n0+p-1), or, when it proves none, the values
** of sizes 0..n. Computes what it needs, without a work bound by default.
** gr_check reads a certificate through read() and verifies it from the
** rules alone: GR_OK with a one-line JSON verdict; GR_EINPUT with a message
** naming what failed (the line of a malformed certificate, or the size
** where the claim fails: "refused: …"); GR_ENOMEM past the memory limit;
** GR_EWORK past the work bound (gr_set_work's, else the checker's own,
** CK_WORK_DEFAULT in c/check/check.h): a certificate whose estimated work
** (from its claim and values, before any of it) is past the bound is
** refused at once, with the estimate and what fits the bound. */
gr_status gr_certify(gr_ctx *ctx, const char *family, gr_int n, gr_write_fn write, void *ud);
gr_status gr_check(gr_ctx *ctx, gr_read_fn read, void *ud, const char **json);

/* A judge's whole input (len bytes) read as gr_judge reads it, with every
** case listed, as JSON {"judge","strict","output","cases":[{"case":k,
** "answer":…,<what the case is made of, e.g. "rows">:…,"position":…}],
** "error"}: output is exactly what gr_judge writes; each case's answer its
** part of it, and its position the case in position notation, or null with
** "why" when a position cannot hold it. A malformed input is
** not a failure here: the cases before it are listed, and "error" is
** {"status":"input"|"limit","message":"line N: …"} (else null). */
gr_status gr_judge_cases(gr_ctx *ctx, const char *judge, unsigned flags, const char *input,
                         size_t len, const char **json);

#endif
