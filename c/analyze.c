/*
** analyze.c — the analysis of a position as JSON (schema in README.md), and
** play: the position after a move.
**
** The analysis carries everything a front end needs to show a position and
** to play it without knowing any game's rules: each component's game,
** parameters, body and value, its exact number of legal moves, whether the
** game is over, every legal move (or the winning ones) with where it leads,
** and the move the engine would play.
*/
#include <string.h>
#include "grint.h"

/* A position with its values: what analysis and play share. */
typedef struct state {
  gr_pos pos;
  gr_value *v;      /* each component's value */
  gr_int *legal;    /* each component's number of legal moves */
  gr_int total;     /* legal moves in all (saturating at GR_INT_MAX) */
  gr_int s;         /* nim-sum of the components in normal play */
  long flagged;     /* components not in normal play (threat or three in a row) */
  int three;        /* three X's stand somewhere */
  int threat;       /* the player to move completes three now */
  int over;         /* the game has ended: three in a row, or no legal move */
} state;

static void evaluate(gr_ctx *ctx, state *st) {
  gr_int i;
  st->v = gr_alloc(ctx, (size_t)st->pos.n * sizeof *st->v);
  st->legal = gr_alloc(ctx, (size_t)st->pos.n * sizeof *st->legal);
  st->s = 0;
  st->total = 0;
  st->flagged = 0;
  st->three = st->threat = 0;
  for (i = 0; i < st->pos.n; i++) {
    const gr_comp *x = &st->pos.comp[i];
    st->v[i] = x->game->value(ctx, x);
    if (st->v[i].flags & GR_OVER) st->three = 1;
    if (st->v[i].flags & GR_THREAT) st->threat = 1;
    if (st->v[i].flags) st->flagged++;
    else st->s ^= st->v[i].sg;
  }
  for (i = 0; i < st->pos.n; i++) {
    const gr_comp *x = &st->pos.comp[i];
    st->legal[i] = st->three ? 0 : x->game->legal(ctx, x, st->pos.turn);
    st->total = st->total > GR_INT_MAX - st->legal[i] ? GR_INT_MAX : st->total + st->legal[i];
  }
  st->over = st->three || st->total == 0;
  if (st->three) st->threat = 0; /* nobody moves in a finished game */
}

static void put_value(gr_buf *b, gr_value v) {
  if (v.flags) gr_puts(b, "null");
  else gr_puti(b, v.sg);
}

/* The move's verdicts in state st: nimsum after it (valid when normal), and
** whether it wins. */
typedef struct judged {
  int normal, winning, wins;
  gr_int nimsum_after;
} judged;

static judged judge_move(const state *st, gr_int ci, const gr_move *m) {
  judged j;
  long others = st->flagged - (st->v[ci].flags ? 1 : 0); /* flagged components left */
  j.wins = (m->value.flags & GR_OVER) != 0;
  j.normal = others == 0 && m->value.flags == 0;
  j.nimsum_after = st->s ^ (st->v[ci].flags ? 0 : st->v[ci].sg) ^ m->value.sg;
  j.winning = st->threat ? j.wins : (j.normal && j.nimsum_after == 0);
  return j;
}

static void put_move(gr_buf *b, gr_int ci, const gr_move *m, judged j) {
  int k;
  gr_printf(b, "{\"move\":\"%lld:%s\",\"component\":%lld,\"label\":", (long long)ci + 1, m->text,
            (long long)ci + 1);
  gr_put_json_string(b, m->label);
  gr_printf(b, ",\"from\":%lld,\"to\":%lld,\"count\":%lld,\"after\":[", (long long)m->from,
            (long long)m->to, (long long)m->count);
  for (k = 0; k < m->nafter; k++) { /* component texts need no escaping */
    gr_puts(b, k ? ",\"" : "\"");
    gr_format_comp(b, &m->after[k]);
    gr_putc(b, '"');
  }
  gr_puts(b, "],\"sg_after\":");
  put_value(b, m->value);
  gr_puts(b, ",\"nimsum_after\":");
  if (j.normal) gr_puti(b, j.nimsum_after);
  else gr_puts(b, "null");
  gr_printf(b, ",\"winning\":%s,\"wins\":%s}", j.winning ? "true" : "false",
            j.wins ? "true" : "false");
}

/* Which of two candidate moves the engine would rather play (<0: a). A
** winning move that ends the game or shrinks its component first; among
** losing moves, one that hands over no three in a row, moves as little as it
** can and keeps the value high, so a lost game lasts. */
static int prefer(const state *st, gr_int ca, const gr_move *a, gr_int cb, const gr_move *b) {
  judged ja = judge_move(st, ca, a), jb = judge_move(st, cb, b);
  if (ja.winning != jb.winning) return ja.winning ? -1 : 1;
  if (ja.winning) {
    int sa = a->value.flags == 0 && !st->v[ca].flags && a->value.sg < st->v[ca].sg;
    int sb = b->value.flags == 0 && !st->v[cb].flags && b->value.sg < st->v[cb].sg;
    if (ja.wins != jb.wins) return ja.wins ? -1 : 1;
    if (sa != sb) return sa ? -1 : 1;
    return 0;
  }
  {
    int ga = a->value.flags != 0 && !ja.wins, gb = b->value.flags != 0 && !jb.wins;
    if (ga != gb) return ga ? 1 : -1;
  }
  if (a->count != b->count) return a->count < b->count ? -1 : 1;
  if (a->value.sg != b->value.sg) return a->value.sg > b->value.sg ? -1 : 1;
  return 0;
}

/* Bytes that listing every move would take, roughly: each move holds its
** component's text about three times (the move, the JSON, buffer growth). */
static double listing_bytes(gr_ctx *ctx, const state *st) {
  double bytes = 0;
  gr_int i;
  for (i = 0; i < st->pos.n; i++) {
    gr_buf t;
    if (st->legal[i] == 0) continue;
    gr_buf_init(&t, ctx);
    gr_format_comp(&t, &st->pos.comp[i]);
    bytes += (double)st->legal[i] * (3.0 * (double)t.n + 600.0);
  }
  return bytes;
}

/* The analysis of st as JSON into b; `played` (or NULL) is the move that led
** here, written before it was played. */
static void analysis(gr_ctx *ctx, state *st, gr_moves_mode mode, const char *played,
                     gr_buf *b) {
  gr_int i, nwin = 0, best_c = -1;
  const gr_move *best = NULL;
  gr_buf win;
  int all;

  if (mode == GR_MOVES_AUTO)
    mode = st->total <= GR_AUTO_MOVES && listing_bytes(ctx, st) <= (double)ctx->limit / 4
               ? GR_MOVES_ALL : GR_MOVES_WINNING;
  else if (mode == GR_MOVES_ALL && !st->over) { /* refuse huge listings up front */
    double bytes = listing_bytes(ctx, st);
    if (st->total > GR_MAX_MOVES || bytes > (double)ctx->limit / 2)
      gr_throw(ctx, GR_ELIMIT,
               "listing all %lld moves of this position would take about %.0f MiB (limits: "
               "%ld moves, %zu MiB); ask for the winning moves only",
               (long long)st->total, bytes / 1048576.0 + 1, GR_MAX_MOVES, ctx->limit >> 20);
  }
  all = mode == GR_MOVES_ALL;

  gr_puts(b, "{\"position\":\"");
  gr_format_pos(b, &st->pos); /* position texts need no escaping */
  gr_printf(b, "\",\"turn\":%d,", st->pos.turn + 1);
  if (played) gr_printf(b, "\"played\":%s,", played);
  gr_puts(b, "\"components\":[");
  for (i = 0; i < st->pos.n; i++) {
    const gr_comp *x = &st->pos.comp[i];
    gr_printf(b, "%s{\"index\":%lld,\"game\":\"%s\",\"param\":", i ? "," : "", (long long)i + 1,
              x->game->name);
    if (x->param) gr_put_json_string(b, x->param->text);
    else gr_puts(b, "null");
    gr_puts(b, ",\"body\":\"");
    x->game->format(b, x);
    gr_puts(b, "\",\"text\":\"");
    gr_format_comp(b, x);
    gr_puts(b, "\",\"sg\":");
    put_value(b, st->v[i]);
    gr_printf(b, ",\"legal\":%lld,\"threat\":%s,\"over\":%s", (long long)st->legal[i],
              (st->v[i].flags & GR_THREAT) ? "true" : "false",
              (st->v[i].flags & GR_OVER) ? "true" : "false");
    if (x->game->detail != NULL) x->game->detail(ctx, b, x, st->pos.turn);
    gr_putc(b, '}');
  }
  gr_puts(b, "],\"nimsum\":");
  if (st->flagged) gr_puts(b, "null");
  else gr_puti(b, st->s);
  gr_printf(b, ",\"verdict\":\"%s\",\"legal\":%lld,\"over\":%s,\"threat\":%s,\"listed\":\"%s\","
               "\"moves\":[",
            st->over ? "P" : (st->threat || st->s != 0) ? "N" : "P", (long long)st->total,
            st->over ? "true" : "false", st->threat ? "true" : "false",
            all ? "all" : "winning");

  gr_buf_init(&win, ctx);
  for (i = 0; i < st->pos.n && !st->over; i++) {
    gr_movelist ml;
    gr_int j;
    const gr_comp *x = &st->pos.comp[i];
    if (st->legal[i] == 0) continue;
    gr_movelist_init(&ml, ctx);
    if (!all) {
      if (st->threat) ml.only_over = 1;
      else if (st->s == 0 || st->flagged) continue; /* no winning move anywhere */
      else ml.want = st->v[i].sg ^ st->s;
    }
    x->game->moves(ctx, x, st->pos.turn, &ml);
    for (j = 0; j < ml.n; j++) {
      const gr_move *m = &ml.m[j];
      judged jm = judge_move(st, i, m);
      if (b->s[b->n - 1] != '[') gr_putc(b, ',');
      put_move(b, i, m, jm);
      if (jm.winning) {
        gr_printf(&win, "%s\"%lld:", nwin++ ? "," : "", (long long)i + 1);
        gr_puts(&win, m->text);
        gr_putc(&win, '"');
      }
      if (best == NULL || prefer(st, i, m, best_c, best) < 0) {
        best = m;
        best_c = i;
      }
    }
  }
  if (!st->over && nwin == 0 && !all) { /* a losing position, moves not listed: look at a few */
    gr_int budget = GR_SUGGEST_KEEP; /* moves looked at, over all components */
    for (i = 0; i < st->pos.n && budget > 0; i++) {
      gr_movelist ml;
      gr_int j;
      const gr_comp *x = &st->pos.comp[i];
      if (st->legal[i] == 0) continue;
      gr_movelist_init(&ml, ctx);
      ml.keep = budget < 16 ? budget : 16;
      budget -= ml.keep;
      x->game->moves(ctx, x, st->pos.turn, &ml);
      for (j = 0; j < ml.n; j++)
        if (best == NULL || prefer(st, i, &ml.m[j], best_c, best) < 0) {
          best = &ml.m[j];
          best_c = i;
        }
    }
  }
  gr_puts(b, "],\"winning\":[");
  gr_puts(b, win.s);
  gr_puts(b, "],\"suggest\":");
  if (best != NULL) gr_printf(b, "\"%lld:%s\"", (long long)best_c + 1, best->text);
  else gr_puts(b, "null");
  gr_putc(b, '}');
}

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
** for a short form. A split "A>B+C" names A only. */
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
static gr_move *find_move(gr_ctx *ctx, const state *st, const char *move, gr_int *ci) {
  const char *p = move, *body, *digits;
  const gr_comp *x;
  gr_movelist ml;
  gr_int from, to, count, j, n = 0;
  while (*p == ' ') p++;
  if (*p < '0' || *p > '9')
    gr_throw(ctx, GR_EINPUT, "move \"%.40s\": expected a component number, then \":\" "
                             "(e.g. \"1:3>1\")", move);
  digits = p;
  for (; *p >= '0' && *p <= '9'; p++) /* past pos.n: stop counting, keep reading */
    if (n <= st->pos.n) n = n * 10 + (*p - '0');
  if (*p != ':')
    gr_throw(ctx, GR_EINPUT, "move \"%.40s\": expected \":\" after the component "
                             "number (e.g. \"1:3>1\")", move);
  if (n < 1 || n > st->pos.n)
    gr_throw(ctx, GR_EINPUT, "move \"%.40s\": there is no component %.*s (the position "
             "has %lld)", move, (int)(p - digits > 24 ? 24 : p - digits), digits,
             (long long)st->pos.n);
  *ci = n - 1;
  body = p + 1;
  x = &st->pos.comp[*ci];
  if (st->three)
    gr_throw(ctx, GR_EINPUT, "move \"%.40s\": the game is over (three in a row)", move);
  if (st->total == 0)
    gr_throw(ctx, GR_EINPUT, "move \"%.40s\": the game is over (no moves are left)", move);
  if (move_numbers(body, &from, &to, &count)) { /* "A>" or ">B": one move only */
    matching(ctx, x, st->pos.turn, from, to, -1, 2, &ml);
    if (ml.n == 1) return &ml.m[0];
    if (ml.n > 1) {
      gr_buf some;
      gr_buf_init(&some, ctx);
      for (j = 0; j < ml.n; j++)
        gr_printf(&some, "%s%lld:%s", j ? ", " : "", (long long)*ci + 1, ml.m[j].text);
      gr_throw(ctx, GR_EINPUT, "move \"%.40s\" could be more than one move (%s, …): write "
               "it in full", move, some.s);
    }
  } else if (from >= 0 || to >= 0) {
    matching(ctx, x, st->pos.turn, from, to, count, 0, &ml);
    for (j = 0; j < ml.n; j++)
      if (strcmp(ml.m[j].text, body) == 0) return &ml.m[j];
  }
  { /* not legal: the game's reason, or some moves that are legal */
    const char *why = x->game->refuse ? x->game->refuse(ctx, x, st->pos.turn, body) : NULL;
    gr_buf legal;
    if (why != NULL)
      gr_throw(ctx, GR_EINPUT, "move \"%.40s\" is not legal: %s", move, why);
    gr_movelist_init(&ml, ctx);
    ml.keep = 9;
    x->game->moves(ctx, x, st->pos.turn, &ml);
    gr_buf_init(&legal, ctx);
    for (j = 0; j < ml.n && j < 8; j++)
      gr_printf(&legal, "%s%lld:%s", j ? ", " : "", (long long)*ci + 1, ml.m[j].text);
    if (ml.n > 8) gr_puts(&legal, ", …");
    gr_throw(ctx, GR_EINPUT, "move \"%.40s\" is not legal in component %lld (%s)", move,
             (long long)*ci + 1, ml.n ? legal.s : "it has no moves");
  }
}

/* Replaces component ci of pos by the move's result and passes the turn. */
static void apply(gr_ctx *ctx, gr_pos *pos, gr_int ci, const gr_move *m) {
  gr_int n = pos->n - 1 + m->nafter, i;
  gr_comp *c;
  if (n > GR_MAX_COMPONENTS)
    gr_throw(ctx, GR_ELIMIT, "after this move the position would have more than %ld "
             "components", GR_MAX_COMPONENTS);
  c = gr_alloc(ctx, (size_t)(n > 0 ? n : 1) * sizeof *c);
  for (i = 0; i < ci; i++) c[i] = pos->comp[i];
  for (i = 0; i < m->nafter; i++) c[ci + i] = m->after[i];
  for (i = ci + 1; i < pos->n; i++) c[i - 1 + m->nafter] = pos->comp[i];
  pos->comp = c;
  pos->n = n;
  pos->turn ^= 1;
}

void gr_do_play(gr_ctx *ctx, const char *text, const char *move, gr_buf *out) {
  state st;
  gr_int ci;
  gr_move *m;
  gr_parse_pos(ctx, text, &st.pos);
  evaluate(ctx, &st);
  m = find_move(ctx, &st, move, &ci);
  apply(ctx, &st.pos, ci, m);
  gr_format_pos(out, &st.pos);
}

void gr_do_analyze(gr_ctx *ctx, const char *text, const char *move, gr_moves_mode mode,
                   gr_buf *out) {
  state st;
  const char *played = NULL;
  gr_parse_pos(ctx, text, &st.pos);
  evaluate(ctx, &st);
  if (move != NULL) {
    gr_int ci;
    gr_move *m = find_move(ctx, &st, move, &ci);
    gr_buf b;
    gr_buf_init(&b, ctx);
    put_move(&b, ci, m, judge_move(&st, ci, m));
    played = b.s;
    apply(ctx, &st.pos, ci, m);
    evaluate(ctx, &st);
  }
  analysis(ctx, &st, mode, played, out);
}
