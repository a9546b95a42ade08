/*
** play.c — finding the move a text names among a component's moves, and
** the position after it.
*/
#include <string.h>
#include "game.h"
#include "analysis.h"

/* ---- play ------------------------------------------------------------------ */

/* Reads a whole number (up to 2^63 - 1); -1 when there is none. */
static gr_int move_number(const char **s) {
  gr_int v = 0;
  if (**s < '0' || **s > '9') return -1;
  while (**s >= '0' && **s <= '9') {
    if (v > (GR_INT_MAX - (**s - '0')) / 10) return -1;
    v = v * 10 + (*(*s)++ - '0');
  }
  return v;
}

/* The numbers a move's notation names — "A>B", "A-B", "AxK", "A", and the
** short forms "A>" (the one move from A) and ">B" (the one move to B) — as
** the from, to and count a game gives its moves (-1: not named). Returns 1
** for a short form. A split "A>B+C" names A and B (the first heap left). */
static int move_numbers(const char *s, gr_int *from, gr_int *to, gr_int *count) {
  *from = *to = *count = -1;
  if (*s == '>') {
    s++;
    *to = move_number(&s);
    return *to >= 0 && *s == '\0';
  }
  if ((*from = move_number(&s)) < 0) return 0;
  if (*s == '\0') {
    *to = *from;
  } else if (*s == '>' || *s == '-') {
    char sep = *s++;
    if (*s == '\0') return sep == '>'; /* "A>" */
    *to = move_number(&s);
    if (sep == '>' && *s == '+') return 0; /* a split: A and the first heap left */
  } else if (*s == 'x') {
    s++;
    *count = move_number(&s);
  }
  if (*s != '\0') *to = *count = -1;
  return 0;
}

/* The legal moves of x whose from/to/count match (keeping at most keep). */
static void matching(gr_ctx *ctx, const gr_comp *x, int turn, gr_int from, gr_int to,
                     gr_int count, gr_int keep, gr_movelist *ml) {
  gr_movelist_init(ml, ctx);
  ml->match = 1; /* build only the moves named, however many the component has */
  ml->m_from = from;
  ml->m_to = to;
  ml->m_count = count;
  ml->keep = keep;
  x->game->moves(ctx, x, turn, ml);
}

/* Finds the move `move` in st; *ci gets its component (0-based). The move
** may be written in full ("1:14>17") or, when it names one move only, by
** where it starts ("1:14") or ends ("1:>17"). Throws when it is not legal. */
gr_move *gr_find_move(gr_ctx *ctx, const state *st, const char *move, gr_int *ci) {
  const char *p = move, *body, *digits;
  const gr_comp *x;
  gr_movelist ml;
  gr_int from, to, count, j, n = 0;
  while (*p == ' ') p++;
  if (*p < '0' || *p > '9')
    gr_throw(ctx, GR_EINPUT, gr_m1(ctx, GR_M(err_move_number), gr_tn(ctx, move, 40)));
  digits = p;
  for (; *p >= '0' && *p <= '9'; p++) /* past pos.n: stop counting, keep reading */
    if (n <= st->pos.n) n = n * 10 + (*p - '0');
  if (*p != ':')
    gr_throw(ctx, GR_EINPUT, gr_m1(ctx, GR_M(err_move_colon), gr_tn(ctx, move, 40)));
  if (n < 1 || n > st->pos.n)
    gr_throw(ctx, GR_EINPUT, gr_m3(ctx, GR_M(err_move_nocomp), gr_tn(ctx, move, 40),
                                   gr_t(gr_strndup(ctx, digits, (size_t)(p - digits > 24 ? 24
                                                                          : p - digits))),
                                   gr_i(st->pos.n)));
  *ci = n - 1;
  body = p + 1;
  x = &st->pos.comp[*ci];
  if (st->three)
    gr_throw(ctx, GR_EINPUT, gr_m2(ctx, GR_M(err_move_over), gr_tn(ctx, move, 40),
                                   gr_n(gr_words_of(st, GR_OVER, 0))));
  if (st->total == 0)
    gr_throw(ctx, GR_EINPUT, gr_m1(ctx, GR_M(err_move_nomoves), gr_tn(ctx, move, 40)));
  if (x->game->find_move != NULL) { /* the game reads its own move notation */
    gr_movelist_init(&ml, ctx);
    x->game->find_move(ctx, x, st->pos.turn, body, &ml);
    if (ml.n >= 1) return &ml.m[0];
  } else if (move_numbers(body, &from, &to, &count)) { /* "A>" or ">B": one move only */
    matching(ctx, x, st->pos.turn, from, to, -1, 2, &ml);
    if (ml.n == 1) return &ml.m[0];
    if (ml.n > 1) {
      gr_buf some;
      gr_buf_init(&some, ctx);
      for (j = 0; j < ml.n; j++)
        gr_printf(&some, "%s%lld:%s", j ? ", " : "", (long long)*ci + 1, ml.m[j].text);
      gr_throw(ctx, GR_EINPUT, gr_m2(ctx, GR_M(err_move_ambiguous), gr_tn(ctx, move, 40),
                                     gr_t(some.s)));
    }
  } else if (from >= 0 || to >= 0) {
    matching(ctx, x, st->pos.turn, from, to, count, 0, &ml);
    for (j = 0; j < ml.n; j++)
      if (strcmp(ml.m[j].text, body) == 0) return &ml.m[j];
  }
  { /* not legal: the game's reason, or some moves that are legal */
    const gr_msg *why = x->game->refuse ? x->game->refuse(ctx, x, st->pos.turn, body) : NULL;
    gr_buf legal;
    if (why != NULL)
      gr_throw(ctx, GR_EINPUT, gr_m2(ctx, GR_M(err_move_refused), gr_tn(ctx, move, 40),
                                     gr_n(why)));
    gr_movelist_init(&ml, ctx);
    ml.keep = 9;
    x->game->moves(ctx, x, st->pos.turn, &ml);
    gr_buf_init(&legal, ctx);
    for (j = 0; j < ml.n && j < 8; j++)
      gr_printf(&legal, "%s%lld:%s", j ? ", " : "", (long long)*ci + 1, ml.m[j].text);
    if (ml.n > 8) gr_puts(&legal, ", …");
    if (ml.n == 0)
      gr_throw(ctx, GR_EINPUT, gr_m2(ctx, GR_M(err_move_illegal_none), gr_tn(ctx, move, 40),
                                     gr_i(*ci + 1)));
    gr_throw(ctx, GR_EINPUT, gr_m3(ctx, GR_M(err_move_illegal), gr_tn(ctx, move, 40),
                                   gr_i(*ci + 1), gr_t(legal.s)));
  }
}

/* Replaces component ci of pos by the move's result and passes the turn. */
void gr_apply(gr_ctx *ctx, gr_pos *pos, gr_int ci, const gr_move *m) {
  gr_int n = pos->n - 1 + m->nafter, i;
  gr_comp *c;
  if (n > GR_MAX_COMPONENTS)
    gr_throw(ctx, GR_ELIMIT, gr_m1(ctx, GR_M(err_move_components), gr_i(GR_MAX_COMPONENTS)));
  c = gr_alloc(ctx, (size_t)(n > 0 ? n : 1) * sizeof *c);
  for (i = 0; i < ci; i++) c[i] = pos->comp[i];
  for (i = 0; i < m->nafter; i++) c[ci + i] = m->after[i];
  for (i = ci + 1; i < pos->n; i++) c[i - 1 + m->nafter] = pos->comp[i];
  pos->comp = c;
  pos->n = n;
  pos->turn ^= 1;
}
