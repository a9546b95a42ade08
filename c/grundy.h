/*
** grundy.h — the one public header of the Grundy engine.
**
** The engine analyses sums of impartial games (Nim, subtraction games,
** jumping checkers, Northcott's game, Treblecross, staircase Nim, octal
** games such as Kayles) given in
** the canonical position text described in README.md, and answers the
** judges' input formats.
**
** Ownership: every string the engine hands out (JSON, position text) lives in
** the context's scratch memory and stays valid until the next call on the
** same context. Copy it if you need it longer. Nothing here exits, aborts or
** asserts on input: failures return a status and gr_error() says why.
*/
#ifndef GRUNDY_H
#define GRUNDY_H

#include <stddef.h>

#define GR_VERSION "1.0.0"

typedef struct gr_ctx gr_ctx;   /* opaque engine context */

typedef enum gr_status {
  GR_OK = 0,
  GR_EINPUT = 1,   /* the text given is malformed or illegal */
  GR_ELIMIT = 2,   /* well formed, but larger than the configured limits */
  GR_ENOMEM = 3,   /* the memory limit (or the system) refused an allocation */
  GR_EIO = 4       /* the judge's output callback failed */
} gr_status;

/* Which moves gr_analyze lists. */
typedef enum gr_moves_mode {
  GR_MOVES_ALL = 0,       /* every legal move */
  GR_MOVES_WINNING = 1    /* only the winning moves */
} gr_moves_mode;

/* A context with a memory limit in bytes (0 = GR_DEFAULT_MEM_LIMIT).
** Returns NULL only when the system has no memory for the context itself. */
gr_ctx *gr_open(size_t mem_limit);
void gr_close(gr_ctx *ctx);

/* The message of the last failed call ("" after a success). Owned by ctx. */
const char *gr_error(const gr_ctx *ctx);

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

/* SG values of sizes 0..n of a one-parameter family, as JSON
** {"family":…,"values":[…],"period":…}. family is e.g. "sub(1-3)",
** "treblecross", "staircase", "octal(0.77)". */
gr_status gr_sequence(gr_ctx *ctx, const char *family, long n,
                      const char **json);

/* The games, their notation and the engine's limits, as JSON. */
gr_status gr_info(gr_ctx *ctx, const char **json);

/* Judges. read() fills buf with up to cap bytes and returns how many (0 at
** end of input); write() returns 0 on success. judge is one of "nim",
** "chess", "northcott", "treblecross", "treblecross-uva". Answers for the
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

#endif
