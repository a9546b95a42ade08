/*
** analyze.c — the analysis of a position as JSON (schema in README.md), and
** play: the analysis after a move.
**
** The analysis carries everything a front end needs to show a position and
** to play it without knowing any game's rules: each component's game,
** parameters, body and value, its exact number of legal moves, whether the
** game is over, every legal move (or the winning ones) with where it leads,
** and the move the engine would play. The jobs behind it have a file each
** (analysis.h says which).
*/
#include <string.h>
#include "game.h"
#include "search.h"
#include "quotient.h"
#include "calls.h"
#include "analysis.h"

static void put_value(gr_buf *b, gr_value v) {
  if (v.flags) gr_puts(b, "null");
  else gr_puti(b, v.sg);
}

static void put_verdict(gr_buf *b, char v) {
  if (v) gr_printf(b, "\"%c\"", v);
  else gr_puts(b, "null");
}

static void put_move(gr_buf *b, gr_int ci, const gr_move *m, judged j) {
  int k;
  gr_printf(b, "{\"move\":\"%lld:%s\",\"component\":%lld,", (long long)ci + 1, m->text,
            (long long)ci + 1);
  gr_put_msg(b, "label", m->label);
  gr_printf(b, ",\"from\":%lld,\"to\":%lld,\"count\":%lld,\"after\":[", (long long)m->from,
            (long long)m->to, (long long)m->count);
  for (k = 0; k < m->nafter; k++) { /* component texts need no escaping */
    gr_puts(b, k ? ",\"" : "\"");
    gr_format_comp(b, &m->after[k]);
    gr_putc(b, '"');
  }
  gr_putc(b, ']');
  gr_put_parts(b, "after_parts", m->after, m->nafter, 0);
  gr_puts(b, ",\"sg_after\":");
  put_value(b, m->value);
  gr_puts(b, ",\"nimsum_after\":");
  if (j.plain) gr_puti(b, j.nimsum_after);
  else gr_puts(b, "null");
  gr_puts(b, ",\"verdict_after\":");
  put_verdict(b, j.after);
  gr_printf(b, ",\"winning\":%s,\"wins\":%s}",
            j.winning < 0 ? "null" : j.winning ? "true" : "false", j.wins ? "true" : "false");
}

/* Makes room for `more` bytes in b at once, so that a large listing is not
** copied again and again as the buffer doubles. */
static void reserve(gr_buf *b, double more) {
  size_t want;
  char *s;
  if (more <= 0 || b->n + (size_t)more + 1 <= b->cap) return;
  want = b->n + (size_t)more + 1;
  s = gr_alloc(b->ctx, want);
  memcpy(s, b->s, b->n + 1);
  b->s = s;
  b->cap = want;
}

/* "params": one entry per distinct parameters of a game that describes them. */
static void put_params(gr_ctx *ctx, const state *st, gr_buf *b) {
  textset seen;
  gr_int i;
  int first = 1;
  memset(&seen, 0, sizeof seen);
  gr_puts(b, ",\"params\":[");
  for (i = 0; i < st->pos.n; i++) {
    const gr_comp *x = &st->pos.comp[i];
    if (gr_front_of(x->game)->param_detail == NULL || x->param == NULL) continue;
    if (i > 0 && st->pos.comp[i - 1].param == x->param) continue; /* the same group */
    if (!gr_textset_add(ctx, &seen, gr_fmt(ctx, "%s(%s)", x->game->name, x->param->text)))
      continue;
    gr_printf(b, "%s{\"game\":\"%s\",\"param\":", first ? "" : ",", x->game->name);
    gr_put_json_string(b, x->param->text);
    gr_front_of(x->game)->param_detail(ctx, b, x->param);
    gr_putc(b, '}');
    first = 0;
  }
  gr_putc(b, ']');
}

/* The work one genus may take: GR_GENUS_WORK, less on the page's bounded calls. */
static double genus_work(const state *st) {
  return st->most >= 0 && st->most / 8 < GR_GENUS_WORK ? st->most / 8 : GR_GENUS_WORK;
}

/* The genus of comp[0..n): 1 known, 0 none, -1 its search stopped. The
** whole position's (n == pos.n) is read off the search that decided its
** verdict when there was one; where that search stopped within a bound at
** least the genus's, the genus's would stop too. */
static int genus(gr_ctx *ctx, state *st, const gr_comp *comp, gr_int n, gr_genus *gen) {
  int r;
  if (n != st->pos.n) return gr_genus_of(ctx, comp, n, st->pos.turn, genus_work(st), gen);
  if (st->gen.whole_known) { /* a position of one component: asked for it and for the sum */
    *gen = *st->gen.whole;
    return st->gen.whole_known - 1;
  }
  if (st->gen.searched && st->gen.search != NULL) r = gr_genus_read(st->gen.search, gen);
  else if (st->gen.searched && (st->gen.most < 0 || st->gen.most >= genus_work(st))) r = -1;
  else r = gr_genus_of(ctx, comp, n, st->pos.turn, genus_work(st), gen);
  st->gen.whole = gr_alloc(ctx, sizeof *st->gen.whole);
  *st->gen.whole = *gen;
  st->gen.whole_known = r + 1;
  return r;
}

/* ,"heaps":{"code":"0.77","sizes":[3,5]}: a component that is heaps of one
** take-and-break code (its game's split and heap hooks), so that a front end
** reads its misère quotient's classes without knowing the game; nothing for
** other components. */
static void put_heaps(gr_ctx *ctx, gr_buf *b, const gr_comp *x) {
  gr_comp *parts = (gr_comp *)x;
  const gr_code *code;
  gr_int size;
  int n = 1, i;
  const gr_search_caps *sc = gr_search_of(x->game);
  if (sc->heap == NULL) return;
  if (sc->split != NULL) n = sc->split(ctx, x, &parts);
  code = n > 0 ? NULL : sc->heap(x, &size); /* nothing left: the code, and no heap */
  for (i = 0; i < n; i++) {
    const gr_search_caps *pc = gr_search_of(parts[i].game);
    const gr_code *c = pc->heap != NULL ? pc->heap(&parts[i], &size)
                                                   : NULL;
    if (c == NULL || (code != NULL && c != code)) return; /* not heaps of one code */
    code = c;
  }
  if (code == NULL) return;
  gr_puts(b, ",\"heaps\":{\"code\":");
  gr_put_json_string(b, gr_quotient_code_text(ctx, code));
  gr_puts(b, ",\"sizes\":[");
  for (i = 0; i < n; i++) {
    gr_search_of(parts[i].game)->heap(&parts[i], &size);
    gr_printf(b, "%s%lld", i ? "," : "", (long long)size);
  }
  gr_puts(b, "]}");
}

static void put_component(gr_ctx *ctx, state *st, gr_int i, gr_buf *b) {
  const gr_comp *x = &st->pos.comp[i];
  gr_value v = st->v[i];
  int k;
  gr_printf(b, "%s{\"index\":%lld,\"game\":\"%s\",\"param\":", i ? "," : "", (long long)i + 1,
            x->game->name);
  if (x->param) gr_put_json_string(b, x->param->text);
  else gr_puts(b, "null");
  gr_puts(b, ",\"body\":\"");
  x->game->format(b, x);
  gr_puts(b, "\",\"text\":\"");
  gr_format_comp(b, x);
  gr_puts(b, "\",\"sg\":");
  put_value(b, v);
  gr_printf(b, ",\"legal\":%lld,\"threat\":%s,\"over\":%s,\"loopy\":%s,\"reach\":",
            (long long)st->legal[i], (v.flags & GR_THREAT) ? "true" : "false",
            (v.flags & GR_OVER) ? "true" : "false", (v.flags & GR_LOOPY) ? "true" : "false");
  if (v.flags & GR_LOOPY) {
    int n;
    const gr_int *r = x->game->reach(ctx, x, &n);
    gr_putc(b, '[');
    for (k = 0; k < n; k++) gr_printf(b, "%s%lld", k ? "," : "", (long long)r[k]);
    gr_putc(b, ']');
  } else {
    gr_puts(b, "null");
  }
  gr_printf(b, ",\"unknown\":%s", (v.flags & GR_UNKNOWN) ? "true" : "false");
  if (x->game->detail != NULL) x->game->detail(ctx, b, x, st->pos.turn);
  put_heaps(ctx, b, x);
  if (st->pos.misere) { /* the genus of a small component */
    gr_genus gen;
    int known = st->pos.n <= GR_GENUS_COMPONENTS ? genus(ctx, st, x, 1, &gen) : 0;
    if (known < 0) st->gen.stopped = 1; /* the sum's search would stop too */
    gr_puts(b, ",\"genus\":");
    gr_genus_json(b, &gen, known == 1);
  }
  gr_putc(b, '}');
}

/* The moves the engine looks at for a suggestion in component i when no
** winning move was listed: all of a small component in a draw (to find one
** that keeps it), else the first few. */
static gr_int suggest_keep(const state *st, gr_int i) {
  return st->verdict == 'D' && st->legal[i] <= GR_AUTO_MOVES ? 0 : GR_SUGGEST_KEEP;
}

static void listed_add(gr_ctx *ctx, listed *l, gr_int ci, const gr_move *m, judged j) {
  if (l->n == l->cap) {
    gr_int cap = l->cap ? 2 * l->cap : 64;
    gr_int *c = gr_alloc(ctx, (size_t)cap * sizeof *c);
    const gr_move **mm = gr_alloc(ctx, (size_t)cap * sizeof *mm);
    judged *jj = gr_alloc(ctx, (size_t)cap * sizeof *jj);
    if (l->n) {
      memcpy(c, l->comp, (size_t)l->n * sizeof *c);
      memcpy(mm, l->m, (size_t)l->n * sizeof *mm);
      memcpy(jj, l->j, (size_t)l->n * sizeof *jj);
    }
    l->comp = c;
    l->m = mm;
    l->j = jj;
    l->cap = cap;
  }
  l->comp[l->n] = ci;
  l->m[l->n] = m;
  l->j[l->n++] = j;
}

/* The analysis of st as JSON into b; `played` (or NULL) is the move that led
** here, written before it was played. With `rec`, what is listed is kept
** there for the self-checks. */
static void analysis(gr_ctx *ctx, state *st, gr_moves_mode mode, const char *played,
                     gr_buf *b, listed *rec) { /* mode: GR_MOVES_ALL, _WINNING or _NONE */
  gr_int i, nwin = 0, best_c = -1;
  const gr_move *best = NULL;
  gr_buf win;
  plan listing;
  int all, complete = 1, none = mode == GR_MOVES_NONE;

  memset(&listing, 0, sizeof listing);
  if (mode == GR_MOVES_ALL) listing = gr_plan_of(ctx, st, st->legal); /* checked in gr_choose() */
  else if (!none) listing = gr_check_winning(ctx, st);
  all = mode == GR_MOVES_ALL;

  gr_puts(b, "{\"position\":\"");
  gr_format_pos(b, &st->pos); /* position texts need no escaping */
  gr_printf(b, "\",\"turn\":%d,\"play\":\"%s\",", st->pos.turn + 1,
            st->pos.misere ? "misere" : "normal");
  if (played) gr_printf(b, "\"played\":%s,", played);
  gr_puts(b, "\"components\":[");
  for (i = 0; i < st->pos.n; i++) put_component(ctx, st, i, b);
  gr_putc(b, ']');
  put_params(ctx, st, b);
  gr_puts(b, ",\"nimsum\":");
  if (st->pos.misere || st->t.over || st->t.threat || st->t.loopy || st->t.unknown)
    gr_puts(b, "null");
  else
    gr_puti(b, st->t.s);
  gr_puts(b, ",\"verdict\":");
  put_verdict(b, st->verdict);
  gr_putc(b, ',');
  gr_put_msg(b, "why", st->why);
  gr_puts(b, ",\"genus\":"); /* of the whole sum, in misère play */
  {
    gr_genus gen;
    gr_genus_json(b, &gen, st->pos.misere && !st->three && st->pos.n <= GR_GENUS_COMPONENTS &&
                               !st->gen.stopped &&
                               genus(ctx, st, st->pos.comp, st->pos.n, &gen) == 1);
  }
  gr_printf(b, ",\"legal\":%lld,\"over\":%s,\"threat\":%s,\"listed\":\"%s\",",
            (long long)st->total, st->over ? "true" : "false", st->threat ? "true" : "false",
            all ? "all" : none ? "none" : "winning");
  gr_put_msg(b, "truncated", st->truncated);
  gr_puts(b, ",\"moves\":[");

  gr_buf_init(&win, ctx);
  reserve(b, JSON_ROOM * listing.json + 256);
  reserve(&win, (double)listing.moves * 24);
  for (i = 0; i < st->pos.n && !st->over && !none; i++) {
    gr_movelist ml;
    gr_int j;
    const gr_comp *x = &st->pos.comp[i];
    if (st->legal[i] == 0) continue;
    if (!all && st->pos.misere) { /* the game's rule listed them */
      if (st->verdict != 'N' || st->mwin == NULL) continue;
      ml = st->mwin[i];
    } else {
      gr_movelist_init(&ml, ctx);
      if (!all && !gr_winning_filter(st, i, &ml)) continue;
      x->game->moves(ctx, x, st->pos.turn, &ml);
    }
    if (ml.more) complete = 0;
    for (j = 0; j < ml.n; j++) {
      const gr_move *m = &ml.m[j];
      judged jm = gr_judge_move(ctx, st, i, m);
      if (b->s[b->n - 1] != '[') gr_putc(b, ',');
      put_move(b, i, m, jm);
      if (rec != NULL) listed_add(ctx, rec, i, m, jm);
      if (jm.winning == 1) {
        gr_printf(&win, "%s\"%lld:", nwin++ ? "," : "", (long long)i + 1);
        gr_puts(&win, m->text);
        gr_putc(&win, '"');
      }
      if (best == NULL || gr_prefer(ctx, st, i, m, best_c, best) < 0) {
        best = m;
        best_c = i;
      }
    }
  }
  if (none) complete = st->over || st->verdict == 'P'; /* no move listed: none to list? */
  if (!st->over && nwin == 0 && !all && !none) { /* no winning move listed: look at some moves */
    gr_int budget = GR_SUGGEST_KEEP; /* moves looked at, over all components */
    for (i = 0; i < st->pos.n && budget > 0; i++) {
      gr_movelist ml;
      gr_int j;
      const gr_comp *x = &st->pos.comp[i];
      if (st->legal[i] == 0) continue;
      gr_movelist_init(&ml, ctx);
      ml.keep = suggest_keep(st, i);
      if (ml.keep != 0) { /* the first few */
        ml.keep = budget < 16 ? budget : 16;
        budget -= ml.keep;
      }
      x->game->moves(ctx, x, st->pos.turn, &ml);
      for (j = 0; j < ml.n; j++)
        if (best == NULL || gr_prefer(ctx, st, i, &ml.m[j], best_c, best) < 0) {
          best = &ml.m[j];
          best_c = i;
        }
    }
  }
  if (st->mmore && !all) complete = 0;
  if (rec != NULL) {
    rec->nwin = nwin;
    rec->complete = complete;
    rec->best = best;
    rec->best_c = best != NULL ? best_c : -1;
  }
  gr_printf(b, "],\"complete\":%s,\"winning\":[", complete ? "true" : "false");
  gr_puts(b, win.s);
  gr_puts(b, "],\"suggest\":");
  if (best != NULL) gr_printf(b, "\"%lld:%s\"", (long long)best_c + 1, best->text);
  else gr_puts(b, "null");
  gr_putc(b, '}');
}

void gr_do_play(gr_ctx *ctx, const char *text, const char *move, gr_buf *out) {
  state st;
  gr_int ci;
  gr_move *m;
  memset(&st, 0, sizeof st);
  st.most = -1; /* a move is applied: no verdict is needed */
  gr_parse_pos(ctx, text, &st.pos);
  gr_count_legal(ctx, &st);
  gr_far_over(ctx, &st, strlen(text), GR_MOVES_WINNING);
  gr_values(ctx, &st);
  m = gr_find_move(ctx, &st, move, &ci);
  gr_apply(ctx, &st.pos, ci, m);
  gr_format_pos(out, &st.pos);
}

/* ---- analysis ------------------------------------------------------------------ */

void gr_do_analyze(gr_ctx *ctx, const char *text, const char *move, gr_moves_mode mode,
                   double most, gr_buf *out) {
  state st;
  const char *played = NULL;
  size_t chars = strlen(text);
  gr_int ci = 0;
  gr_move *m = NULL;
  memset(&st, 0, sizeof st);
  st.most = most;
  gr_parse_pos(ctx, text, &st.pos);
  judged jp;
  listed rec;
  memset(&jp, 0, sizeof jp);
  memset(&rec, 0, sizeof rec);
  if (move != NULL) {
    gr_buf b;
    gr_count_legal(ctx, &st);
    gr_within(ctx, &st, chars, GR_MOVES_WINNING, most); /* the values the move is judged by */
    if (most < 0) gr_far_over(ctx, &st, chars, GR_MOVES_WINNING);
    st.outcome = !st.pos.misere; /* misère play: judged by the position it leaves */
    gr_values(ctx, &st);
    m = gr_find_move(ctx, &st, move, &ci);
    if (!st.pos.misere) {
      gr_buf_init(&b, ctx);
      jp = gr_judge_move(ctx, &st, ci, m);
      put_move(&b, ci, m, jp);
      played = b.s;
    }
    gr_apply(ctx, &st.pos, ci, m);
  }
  st.outcome = 1;
  gr_count_legal(ctx, &st);
  mode = gr_choose(ctx, &st, mode); /* judged before the values */
  gr_within(ctx, &st, chars, mode, most);
  if (most < 0) gr_far_over(ctx, &st, chars, mode);
  gr_values(ctx, &st);
  if (move != NULL && st.pos.misere) { /* the verdict after the move is the one found here */
    gr_buf b;
    jp.wins = (m->value.flags & GR_OVER) != 0;
    jp.after = st.verdict;
    jp.winning = st.verdict == 'P' ? 1 : st.verdict ? 0 : -1;
    gr_buf_init(&b, ctx);
    put_move(&b, ci, m, jp);
    played = b.s;
  }
  analysis(ctx, &st, mode, played, out, ctx->checks ? &rec : NULL);
  if (ctx->checks) {
    if (played != NULL && jp.after && jp.after != st.verdict)
      gr_broken(ctx, GR_W(check_inv_verdict_after),
             gr_m2(ctx, GR_M(check_played), gr_t(gr_verdict_text(jp.after)),
                   gr_t(gr_verdict_text(st.verdict))));
    gr_self_check(ctx, &st, mode, &rec);
  }
}
