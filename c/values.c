/*
** values.c — a position's values and its moves judged: the components'
** legal-move counts and values, the verdict they give (normal or misère),
** the words that explain it, how a move is judged and which the engine
** prefers.
*/
#include <string.h>
#include "game.h"
#include "analysis.h"

/* "component 2 (<its game's title>)" */
static const gr_msg *comp_name(gr_ctx *ctx, const state *st, gr_int i) {
  return gr_m2(ctx, GR_M(word_component), gr_i(i + 1), gr_n(st->pos.comp[i].game->title));
}

/* The game's words for the first component with `flag`: what stands when it
** is over, or (threat) what the player to move can do at once. */
const gr_msg *gr_words_of(const state *st, int flag, int threat) {
  const gr_game *g = st->pos.comp[gr_first_with(st, flag)].game;
  const gr_msg *w = threat ? gr_front_of(g)->threat_words : gr_front_of(g)->over_words;
  return w != NULL ? w : threat ? GR_W(word_threat_default) : GR_W(word_over_default);
}

/* Why the verdict of a normal-play position is what it is (NULL: the nim-sum). */
static const gr_msg *normal_why(gr_ctx *ctx, const state *st) {
  const tally *t = &st->t;
  if (st->three) return gr_m1(ctx, GR_M(why_over), gr_n(gr_words_of(st, GR_OVER, 0)));
  if (t->threat) return gr_m1(ctx, GR_M(why_threat), gr_n(gr_words_of(st, GR_THREAT, 1)));
  if (t->unknown)
    return gr_m1(ctx, st->verdict ? GR_M(why_unknown_wins) : GR_M(why_unknown),
                 gr_n(comp_name(ctx, st, gr_first_with(st, GR_UNKNOWN))));
  if (t->loopy >= 2) return GR_W(why_loopy_draw);
  if (t->loopy == 1)
    return gr_m1(ctx, st->verdict == 'N' ? GR_M(why_loopy_reach) : GR_M(why_loopy_noreach),
                 gr_i(t->s));
  if (st->over) return GR_W(why_nomove);
  return NULL;
}

/* The exact legal-move counts of every component, which need no values (so
** a listing too large to build is refused before any value is computed),
** and the values of the components without moves, which tell whether one is
** over (then nothing is legal). */
void gr_count_legal(gr_ctx *ctx, state *st) {
  gr_int i;
  st->v = gr_alloc(ctx, (size_t)st->pos.n * sizeof *st->v);
  st->legal = gr_alloc(ctx, (size_t)st->pos.n * sizeof *st->legal);
  st->total = 0;
  st->three = 0;
  for (i = 0; i < st->pos.n; i++) {
    const gr_comp *x = &st->pos.comp[i];
    st->legal[i] = x->game->legal(ctx, x, st->pos.turn);
    st->total = st->total > GR_INT_MAX - st->legal[i] ? GR_INT_MAX : st->total + st->legal[i];
  }
  for (i = 0; i < st->pos.n && !st->three; i++) /* a finished component has no moves */
    if (st->legal[i] == 0) {
      const gr_comp *x = &st->pos.comp[i];
      st->three = (x->game->value(ctx, x).flags & GR_OVER) != 0;
    }
  if (st->three) {
    memset(st->legal, 0, (size_t)st->pos.n * sizeof *st->legal);
    st->total = 0;
  }
}

/* Every component's value (the work: value tables), their tally and the
** verdict. */
void gr_values(gr_ctx *ctx, state *st) {
  gr_int i;
  memset(&st->t, 0, sizeof st->t);
  st->threat = 0;
  st->mwin = NULL;
  st->msorted = NULL;
  st->mall = NULL;
  st->nall = NULL;
  st->mmore = 0;
  st->why = NULL;
  for (i = 0; i < st->pos.n; i++) {
    const gr_comp *x = &st->pos.comp[i];
    st->v[i] = x->game->value(ctx, x);
    if ((st->v[i].flags & GR_OVER) && !st->three) { /* as count_legal found, or else */
      st->three = 1;
      memset(st->legal, 0, (size_t)st->pos.n * sizeof *st->legal);
      st->total = 0;
    }
    if (st->v[i].flags & GR_THREAT) st->threat = 1;
  }
  for (i = 0; i < st->pos.n; i++)
    gr_tally_add(&st->t, i, &st->pos.comp[i], st->v[i], st->legal[i] > 0);
  st->over = st->three || st->total == 0;
  if (st->three) st->threat = 0; /* nobody moves in a finished game */
  if (st->pos.misere) {
    st->verdict = 0;
    if (st->outcome) gr_misere_outcome(ctx, st);
  } else {
    st->verdict = gr_normal_outcome(ctx, &st->t);
    st->why = normal_why(ctx, st);
  }
}

void gr_evaluate(gr_ctx *ctx, state *st) {
  gr_count_legal(ctx, st);
  gr_values(ctx, st);
}

judged gr_judge_move(gr_ctx *ctx, const state *st, gr_int ci, const gr_move *m) {
  judged j;
  memset(&j, 0, sizeof j);
  j.wins = (m->value.flags & GR_OVER) != 0;
  j.winning = -1;
  if (!st->verdict) return j; /* nothing is claimed where the position is not known */
  if (st->pos.misere) {
    if (st->mall != NULL) {
      j.after = gr_misere_after(st, ci, m->text);
      j.winning = j.after == 'P' ? 1 : j.after ? 0 : -1;
    } else if (st->mwin != NULL) {
      j.winning = gr_misere_wins(st, ci, m->text);
      j.after = j.winning ? 'P' : 'N';
    }
    return j;
  }
  {
    tally t = st->t;
    /* After a move only a value not computed needs the count of components
    ** that can move, and then it is the moved one, still unknown. */
    int active = (m->value.flags & (GR_UNKNOWN | GR_LOOPY)) != 0 || m->value.sg != 0;
    gr_tally_remove(&t, ci, st->v[ci], st->legal[ci] > 0);
    gr_tally_add(&t, ci, &m->after[0], m->value, active); /* loopy: one component */
    j.after = gr_normal_outcome(ctx, &t);
    j.winning = j.after == 'P' ? 1 : j.after ? 0 : -1;
    j.plain = !t.over && !t.threat && !t.loopy && !t.unknown;
    j.nimsum_after = t.s;
  }
  return j;
}

/* How good a move is for the mover: winning, then keeping a draw, then not
** known, then losing. */
static int rank(judged j) {
  return j.winning == 1 ? 0 : j.after == 'D' ? 1 : j.after == 0 ? 2 : 3;
}

/* Which of two candidate moves the engine would rather play (<0: a). A
** winning move that ends the game or shrinks its component first; in a
** draw, a move that keeps it; among losing moves, one that hands over no
** immediate win, moves as little as it can and keeps the value high, so a
** lost game lasts. */
int gr_prefer(gr_ctx *ctx, const state *st, gr_int ca, const gr_move *a, gr_int cb,
                  const gr_move *b) {
  judged ja = gr_judge_move(ctx, st, ca, a), jb = gr_judge_move(ctx, st, cb, b);
  if (rank(ja) != rank(jb)) return rank(ja) < rank(jb) ? -1 : 1;
  if (ja.winning == 1) {
    int sa = a->value.flags == 0 && !st->v[ca].flags && a->value.sg < st->v[ca].sg;
    int sb = b->value.flags == 0 && !st->v[cb].flags && b->value.sg < st->v[cb].sg;
    if (ja.wins != jb.wins) return ja.wins ? -1 : 1;
    if (sa != sb) return sa ? -1 : 1;
    return 0;
  }
  {
    int ga = (a->value.flags & (GR_THREAT | GR_OVER)) != 0 && !ja.wins;
    int gb = (b->value.flags & (GR_THREAT | GR_OVER)) != 0 && !jb.wins;
    if (ga != gb) return ga ? 1 : -1;
  }
  if (a->count != b->count) return a->count < b->count ? -1 : 1;
  if (a->value.sg != b->value.sg) return a->value.sg > b->value.sg ? -1 : 1;
  return 0;
}

gr_int gr_want_of(const state *st, gr_int i) {
  const tally *t = &st->t;
  gr_value v = st->v[i];
  if (st->verdict != 'N') return WANT_NONE;
  if (t->threat) return (v.flags & GR_THREAT) ? WANT_OVER : WANT_NONE; /* only there */
  if (t->unknown) return (v.flags & GR_UNKNOWN) ? 0 : WANT_NONE;
  if (t->loopy) return (v.flags & GR_LOOPY) ? t->s : WANT_NONE;
  return v.flags ? WANT_NONE : v.sg ^ t->s;
}

static unsigned long text_hash(const char *s) {
  unsigned long h = 5381;
  while (*s) h = h * 33 + (unsigned char)*s++;
  return h;
}

/* Adds s; returns 0 when it was there already. */
int gr_textset_add(gr_ctx *ctx, textset *ts, const char *s) {
  size_t h;
  if (2 * (ts->n + 1) > ts->cap) {
    textset old = *ts;
    size_t i;
    ts->cap = old.cap ? old.cap * 2 : 16;
    ts->slot = gr_alloc(ctx, ts->cap * sizeof *ts->slot);
    memset(ts->slot, 0, ts->cap * sizeof *ts->slot);
    ts->n = 0;
    for (i = 0; i < old.cap; i++)
      if (old.slot[i] != NULL) gr_textset_add(ctx, ts, old.slot[i]);
  }
  for (h = text_hash(s) & (ts->cap - 1); ts->slot[h] != NULL; h = (h + 1) & (ts->cap - 1))
    if (strcmp(ts->slot[h], s) == 0) return 0;
  ts->slot[h] = s;
  ts->n++;
  return 1;
}

/* The verdict of a position for the player to move ('N', 'P', 'D', or 0 when
** nothing decides it), as its analysis gives it: for the judges. */
char gr_pos_verdict(gr_ctx *ctx, const gr_pos *pos) {
  state st;
  memset(&st, 0, sizeof st);
  st.pos = *pos;
  st.most = -1;
  st.outcome = 1;
  st.bare = 1;
  gr_evaluate(ctx, &st);
  return st.verdict;
}
