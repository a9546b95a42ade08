/*
** position.c — the canonical position text: parse and format.
**
**   position = group *( "+" group ) [ "@" ( "1" / "2" ) ] [ ";" convention ]
**   group    = name [ "(" params ")" ] ":" body *( "," body )
**   convention = "misere" / "normal"
**
** Each body is one component. ";misere" switches the whole position to misère
** play (the player who cannot move wins). Spaces around separators are
** allowed when typing; the canonical form has none, merges neighbouring
** groups of the same game and parameters, and omits "@1" and ";normal".
*/
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "game.h"
#include "calls.h"

/* The length of the UTF-8 character at s (1 for a byte that does not start
** one: shown as \xHH by the message). */
static long utf8_len(const unsigned char *s) {
  long len = *s >= 0xC2 && *s <= 0xDF ? 2 : *s >= 0xE0 && *s <= 0xEF ? 3 : *s >= 0xF0 && *s <= 0xF4 ? 4 : 1;
  long k;
  for (k = 1; k < len; k++)
    if ((s[k] & 0xC0) != 0x80) return 1;
  return len;
}

/* The text around the cursor, as typed (the message shows control bytes as
** \xHH), cut between characters, with "…" where it goes on. */
static const char *near_text(gr_cursor *c) {
  const unsigned char *t = (const unsigned char *)c->text;
  long at = (long)(c->p - c->text);
  long len = (long)strlen(c->text);
  long from = at > 20 ? at - 20 : 0;
  long to = at + 20 < len ? at + 20 : len;
  gr_buf b;
  while (from > 0 && (t[from] & 0xC0) == 0x80 && at - from < 24) from--; /* not inside a character */
  while (to < len && (t[to] & 0xC0) == 0x80) to++;
  gr_buf_init(&b, c->ctx);
  if (from > 0) gr_puts(&b, "…");
  gr_putn(&b, c->text + from, (size_t)(to - from));
  if (to < len) gr_puts(&b, "…");
  return b.s;
}

/* The number (from 1) of the character at p of the cursor's text, counting
** characters, not bytes. */
static gr_int char_number(const gr_cursor *c, const char *p) {
  gr_int n = 1;
  const char *q;
  for (q = c->text; q < p; q++) n += ((unsigned char)*q & 0xC0) != 0x80;
  return n;
}

/* The ASCII character a full-width one at s stands for (U+FF01..U+FF5E, the
** ideographic comma and full stop, the ideographic space), or 0. */
static char ascii_of_wide(const unsigned char *s) {
  if (s[0] == 0xEF && (s[1] == 0xBC || s[1] == 0xBD) && s[2] >= 0x80 && s[2] <= 0xBF) {
    unsigned cp = 0xFF00u + ((unsigned)(s[1] - 0xBC) << 6) + (unsigned)(s[2] - 0x80);
    if (cp >= 0xFF01 && cp <= 0xFF5E) return (char)(cp - 0xFF01 + 0x21);
  }
  if (s[0] == 0xE3 && s[1] == 0x80) {
    if (s[2] == 0x81) return ',';
    if (s[2] == 0x82) return '.';
    if (s[2] == 0x80) return ' ';
  }
  return 0;
}

void gr_syntax(gr_cursor *c, const gr_msg *what) {
  const unsigned char *w = (const unsigned char *)c->p;
  char ascii = ascii_of_wide(w);
  if (ascii) { /* a Chinese or Japanese keyboard's comma, colon, digit… */
    char one[2] = {ascii, 0};
    gr_throw(c->ctx, GR_EINPUT,
             gr_m5(c->ctx, GR_M(err_syntax_wide), gr_i(char_number(c, c->p)), gr_n(what),
                   gr_t(near_text(c)), gr_tf(c->ctx, "%.*s", (int)utf8_len(w), c->p), gr_tf(c->ctx, "%s", one)));
  }
  gr_throw(c->ctx, GR_EINPUT, gr_m3(c->ctx, GR_M(err_syntax), gr_i(char_number(c, c->p)),
                                    gr_n(what), gr_t(near_text(c))));
}

gr_int gr_read_int(gr_cursor *c, gr_int lo, gr_int hi, const gr_msg *what) {
  gr_int v = 0;
  const char *start = c->p;
  if (*c->p < '0' || *c->p > '9') gr_syntax(c, gr_m1(c->ctx, GR_M(err_int_expected), gr_n(what)));
  while (*c->p >= '0' && *c->p <= '9') {
    if (v > (hi - (*c->p - '0')) / 10) { /* past hi: stop before overflow */
      c->p = start;
      gr_throw(c->ctx, GR_ELIMIT, gr_m3(c->ctx, GR_M(err_int_large),
                                        gr_i(char_number(c, start)), gr_n(what), gr_i(hi)));
    }
    v = v * 10 + (*c->p - '0');
    c->p++;
  }
  if (v < lo) {
    c->p = start;
    gr_syntax(c, gr_m2(c->ctx, GR_M(err_int_least), gr_n(what), gr_i(lo)));
  }
  return v;
}

int gr_at_comp_end(const gr_cursor *c) {
  char ch = *c->p;
  return ch == '\0' || ch == ',' || ch == '+' || ch == '@' || ch == ';' || ch == ' ' ||
         ch == '\t' || ch == '\n' || ch == '\r'; /* the spaces skip_ws skips */
}

void gr_read_cells(gr_cursor *c, gr_comp *x, const char *alphabet, int min, int max,
                   const gr_msg *what, const gr_msg *made) {
  const char *s = c->p;
  long n;
  while (*c->p != '\0' && strchr(alphabet, *c->p) != NULL) c->p++;
  if (!gr_at_comp_end(c)) gr_syntax(c, gr_m2(c->ctx, GR_M(err_cells_made), gr_n(what), gr_n(made)));
  n = (long)(c->p - s);
  c->p = s; /* messages below point at the row's start */
  if (n < min) gr_syntax(c, gr_m2(c->ctx, GR_M(err_cells_few), gr_n(what), gr_i(min)));
  if (n > max)
    gr_throw(c->ctx, GR_ELIMIT, gr_m4(c->ctx, GR_M(err_cells_many), gr_i((gr_int)(s - c->text) + 1),
                                      gr_n(what), gr_i(max), gr_i(n)));
  c->p = s + n;
  x->len = (int)n;
  x->cells = gr_strndup(c->ctx, s, (size_t)n);
}

void gr_format_cells(gr_buf *b, const gr_comp *x) { gr_puts(b, x->cells); }

static void skip_ws(gr_cursor *c) {
  while (*c->p == ' ' || *c->p == '\t' || *c->p == '\n' || *c->p == '\r') c->p++;
}

const gr_game *gr_find_game(const char *name, size_t len) {
  int i;
  for (i = 0; gr_games[i] != NULL; i++)
    if (strlen(gr_games[i]->name) == len && memcmp(gr_games[i]->name, name, len) == 0)
      return gr_games[i];
  return NULL;
}

const gr_game *gr_bare_game(void) {
  int i;
  for (i = 0; gr_games[i] != NULL; i++)
    if (gr_front_of(gr_games[i])->bare_family != NULL) return gr_games[i];
  return NULL;
}

gr_int gr_game_limit(const gr_game *g, const char *name, gr_int otherwise) {
  const gr_limit *l;
  for (l = gr_front_of(g)->limits; l != NULL && l->name != NULL; l++)
    if (strcmp(l->name, name) == 0) return l->value;
  return otherwise;
}

static void list_games(gr_buf *b) {
  int i;
  for (i = 0; gr_games[i] != NULL; i++) {
    if (i > 0) gr_puts(b, ", ");
    gr_puts(b, gr_games[i]->name);
  }
}

void gr_parse_pos(gr_ctx *ctx, const char *text, gr_pos *out) {
  gr_cursor c;
  gr_int cap = 8;
  c.ctx = ctx;
  c.text = text;
  c.p = text;
  if ((long)strlen(text) > GR_MAX_TEXT)
    gr_throw(ctx, GR_ELIMIT, gr_m2(ctx, GR_M(err_pos_long), gr_i((gr_int)strlen(text)),
                                   gr_i(GR_MAX_TEXT)));
  out->n = 0;
  out->turn = 0;
  out->misere = 0;
  out->comp = gr_alloc(ctx, (size_t)cap * sizeof(gr_comp));
  skip_ws(&c);
  if (*c.p == '\0') gr_syntax(&c, gr_m1(ctx, GR_M(err_pos_empty), gr_t(gr_games[0]->example)));
  for (;;) { /* one group */
    const char *name = c.p;
    const gr_game *g;
    gr_param *param = NULL;
    while ((*c.p >= 'a' && *c.p <= 'z') || (*c.p >= 'A' && *c.p <= 'Z')) c.p++;
    g = gr_find_game(name, (size_t)(c.p - name));
    if (g == NULL) {
      gr_buf b;
      gr_absent_name(ctx, GR_W(word_kind_game), name, (size_t)(c.p - name));
      gr_buf_init(&b, ctx);
      list_games(&b);
      if (c.p == name) gr_syntax(&c, gr_m1(ctx, GR_M(err_pos_name), gr_t(b.s)));
      c.p = name;
      gr_syntax(&c, gr_m2(ctx, GR_M(err_pos_game),
                          gr_t(gr_strndup(ctx, name, strcspn(name, "(:+,@ "))), gr_t(b.s)));
    }
    if (g->parse_param != NULL) {
      gr_buf t;
      if (*c.p != '(') gr_syntax(&c, gr_m1(ctx, GR_M(err_pos_open), gr_t(g->name)));
      c.p++;
      param = g->parse_param(&c);
      if (*c.p != ')') gr_syntax(&c, gr_m1(ctx, GR_M(err_pos_close), gr_t(g->name)));
      c.p++;
      gr_buf_init(&t, ctx);
      g->format_param(&t, param);
      param->text = t.s;
    }
    skip_ws(&c);
    if (*c.p != ':') gr_syntax(&c, gr_m1(ctx, GR_M(err_pos_colon), gr_t(g->name)));
    c.p++;
    for (;;) { /* one component */
      gr_comp *x;
      skip_ws(&c);
      if (out->n >= GR_MAX_COMPONENTS) /* cap doubles past the limit: count */
        gr_throw(ctx, GR_ELIMIT, gr_m2(ctx, GR_M(err_pos_components),
                                       gr_i((gr_int)(c.p - text) + 1), gr_i(GR_MAX_COMPONENTS)));
      if (out->n == cap) {
        gr_comp *nc;
        nc = gr_alloc(ctx, (size_t)cap * 2 * sizeof(gr_comp));
        memcpy(nc, out->comp, (size_t)cap * sizeof(gr_comp));
        out->comp = nc;
        cap *= 2;
      }
      x = &out->comp[out->n++];
      memset(x, 0, sizeof *x);
      x->game = g;
      x->param = param;
      if (gr_at_comp_end(&c))
        gr_syntax(&c, gr_m2(ctx, GR_M(err_pos_component), gr_n(g->title), gr_n(g->notation)));
      g->parse(&c, x);
      skip_ws(&c);
      if (*c.p != ',') break;
      c.p++;
    }
    if (*c.p == '+') {
      c.p++;
      skip_ws(&c);
      continue;
    }
    break;
  }
  if (*c.p == '@') {
    c.p++;
    if (*c.p != '1' && *c.p != '2')
      gr_syntax(&c, GR_W(err_pos_turn));
    out->turn = *c.p - '1';
    c.p++;
    skip_ws(&c);
  }
  if (*c.p == ';') { /* the play convention */
    const char *w;
    c.p++;
    skip_ws(&c);
    w = c.p;
    while (*c.p >= 'a' && *c.p <= 'z') c.p++;
    if (c.p - w == 6 && memcmp(w, "misere", 6) == 0) {
      out->misere = 1;
    } else if (!(c.p - w == 6 && memcmp(w, "normal", 6) == 0)) {
      c.p = w;
      gr_syntax(&c, GR_W(err_pos_play));
    }
    skip_ws(&c);
  }
  if (*c.p != '\0') {
    if (*c.p == ',' || *c.p == '+' || *c.p == '@' || *c.p == ';')
      gr_syntax(&c, gr_m1(ctx, GR_M(err_pos_unexpected), gr_tc(ctx, *c.p)));
    gr_syntax(&c, gr_m1(ctx, GR_M(err_pos_char), gr_tf(ctx, "%.*s", (int)utf8_len((const unsigned char *)c.p), c.p)));
  }
}

static int same_group(const gr_comp *a, const gr_comp *b) {
  if (a->game != b->game || a->game->own_group) return 0;
  if (a->param == NULL || b->param == NULL) return a->param == b->param;
  return a->param == b->param || strcmp(a->param->text, b->param->text) == 0;
}

void gr_format_head(gr_buf *b, const gr_comp *x) {
  gr_puts(b, x->game->name);
  if (x->param != NULL) {
    gr_putc(b, '(');
    gr_puts(b, x->param->text);
    gr_putc(b, ')');
  }
  gr_putc(b, ':');
}

void gr_format_comp(gr_buf *b, const gr_comp *x) {
  gr_format_head(b, x);
  x->game->format(b, x);
}

/* Components as the page reads them, beside their text, so the page never
** splits a position text itself: `,"key":[{"game":name,"param":text or
** null,"body":body},…]`; or, where each text is sent anyway (a move's
** "after", which a listing repeats thousands of times), "body_at" in place
** of "body": where the body starts in that text. */
void gr_put_parts(gr_buf *b, const char *key, const gr_comp *x, gr_int n, int body) {
  gr_int i;
  gr_printf(b, ",\"%s\":[", key);
  for (i = 0; i < n; i++) {
    const char *p = x[i].param != NULL ? x[i].param->text : NULL;
    gr_printf(b, "%s{\"game\":\"%s\",\"param\":", i ? "," : "", x[i].game->name);
    if (p != NULL) gr_put_json_string(b, p);
    else gr_puts(b, "null");
    if (body) {
      gr_puts(b, ",\"body\":\""); /* bodies need no escaping */
      x[i].game->format(b, &x[i]);
      gr_puts(b, "\"}");
    } else {
      gr_printf(b, ",\"body_at\":%zu}", strlen(x[i].game->name) + (p != NULL ? strlen(p) + 2 : 0) + 1);
    }
  }
  gr_putc(b, ']');
}

void gr_format_pos(gr_buf *b, const gr_pos *pos) {
  long i;
  for (i = 0; i < pos->n; i++) {
    const gr_comp *x = &pos->comp[i];
    if (i > 0 && same_group(&pos->comp[i - 1], x)) {
      gr_putc(b, ',');
    } else {
      if (i > 0) gr_putc(b, '+');
      gr_format_head(b, x);
    }
    x->game->format(b, x);
  }
  if (pos->turn == 1) gr_puts(b, "@2");
  if (pos->misere) gr_puts(b, ";misere");
}

/* ---- random positions --------------------------------------------------------- */

gr_int gr_rand(uint64_t *seed, gr_int lo, gr_int hi) {
  uint64_t z = (*seed += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  z ^= z >> 31;
  return hi <= lo ? lo : lo + (gr_int)(z % (uint64_t)(hi - lo + 1));
}

void gr_do_random(gr_ctx *ctx, const char *game, uint64_t seed, gr_buf *out) {
  const gr_game *g = game != NULL ? gr_find_game(game, strlen(game)) : NULL;
  gr_buf t;
  gr_pos pos;
  gr_int n, i;
  if (g == NULL) {
    gr_buf names;
    gr_buf_init(&names, ctx);
    list_games(&names);
    gr_throw(ctx, GR_EINPUT, gr_m2(ctx, GR_M(err_random_game), gr_tn(ctx, game ? game : "", 40),
                                   gr_t(names.s)));
  }
  if (gr_front_of(g)->random == NULL)
    gr_throw(ctx, GR_EINPUT, gr_m1(ctx, GR_M(err_random_none), gr_t(g->name)));
  seed = seed * 0x2545F4914F6CDD1Dull + 1;
  n = gr_rand(&seed, 1, 3);
  gr_buf_init(&t, ctx);
  for (i = 0; i < n; i++) {
    if (i) gr_putc(&t, '+');
    gr_front_of(g)->random(g, &t, &seed);
  }
  gr_parse_pos(ctx, t.s, &pos); /* the canonical text: what the hook wrote, checked */
  gr_format_pos(out, &pos);
}
