/*
** info.c — the games, their families, their judges and the limits as JSON,
** all read from the games' descriptors and grconf.h, so that front ends
** never retype a C constant nor keep a list of games of their own.
**
**   {"version", "games": [{"name", "title", "notation", "example", "params",
**     "family", "table", "steps", "grid", "loopy", "param_words",
**     "over_words", "threat_words", "limits": {…}, …}],
**    "families": [{"game", "example", "size", "table", "steps", "bare"}],
**    "judges": [{"name", "game", "problem", "topic", "url", "answers", "sample"}],
**    "claims": [{"game", "claim"}],
**    "limits": {…}}
**
** Each text for people ("title", "notation", "family", the words …) has its
** message beside it ("title_msg": message.c).
*/
#include "check/check.h"
#include "game.h"
#include "family.h"
#include "calls.h"
#include "games/words.h" /* the games' messages, for the catalog */


/* ,"key":"<English>","key_msg":{…} when the game has the words. */
static void put_words(gr_buf *b, const char *key, const gr_msg *words) {
  if (words == NULL) return;
  gr_putc(b, ',');
  gr_put_msg(b, key, words);
}

static void game_entry(gr_buf *b, const gr_game *g) {
  const gr_limit *l;
  gr_printf(b, "{\"name\":\"%s\",", g->name);
  gr_put_msg(b, "title", g->title);
  gr_putc(b, ',');
  gr_put_msg(b, "notation", g->notation);
  gr_puts(b, ",\"example\":");
  gr_put_json_string(b, g->example);
  gr_printf(b, ",\"params\":%s,", g->parse_param ? "true" : "false");
  gr_put_msg(b, "family", gr_is_family(g) ? gr_family_of(g)->size_words : NULL);
  if (gr_is_family(g))
    gr_printf(b, ",\"table\":%lld,\"steps\":%s", (long long)gr_family_of(g)->table_limit,
              gr_family_of(g)->grow ? "true" : "false");
  if (gr_grid_of(g)->cell) gr_printf(b, ",\"grid\":%lld", (long long)gr_grid_of(g)->limit);
  if (g->reach) gr_puts(b, ",\"loopy\":true");
  put_words(b, "param_words", gr_family_of(g)->param_words);
  put_words(b, "over_words", gr_front_of(g)->over_words);
  put_words(b, "threat_words", gr_front_of(g)->threat_words);
  gr_puts(b, ",\"limits\":{");
  for (l = gr_front_of(g)->limits; l != NULL && l->name != NULL; l++)
    gr_printf(b, "%s\"%s\":%lld", l == gr_front_of(g)->limits ? "" : ",", l->name,
              (long long)l->value);
  gr_putc(b, '}');
  if (gr_front_of(g)->info) gr_front_of(g)->info(b);
  gr_putc(b, '}');
}

void gr_do_info(gr_ctx *ctx, gr_buf *b) {
  int i, k = 0;
  gr_puts(b, "{\"version\":\"" GR_VERSION "\",\"games\":[");
  for (i = 0; gr_games[i] != NULL; i++) {
    if (i) gr_putc(b, ',');
    game_entry(b, gr_games[i]);
  }
  gr_puts(b, "],\"families\":[");
  for (i = 0; gr_games[i] != NULL; i++) { /* what `grundy sequence` reads */
    const gr_game *g = gr_games[i];
    if (!gr_is_family(g)) continue;
    gr_printf(b, "%s{\"game\":\"%s\",\"example\":", k++ ? "," : "", g->name);
    gr_put_json_string(b, gr_family_of(g)->example ? gr_family_of(g)->example : g->name);
    gr_putc(b, ',');
    gr_put_msg(b, "size", gr_family_of(g)->size_words);
    gr_printf(b, ",\"table\":%lld,\"steps\":%s", (long long)gr_family_of(g)->table_limit,
              gr_family_of(g)->grow ? "true" : "false");
    put_words(b, "bare", gr_front_of(g)->bare_family);
    gr_putc(b, '}');
  }
  gr_puts(b, "],\"judges\":[");
  for (i = 0, k = 0; gr_games[i] != NULL; i++) {
    const gr_judgedef *j;
    for (j = gr_front_of(gr_games[i])->judges; j != NULL && j->name != NULL; j++) {
      gr_printf(b, "%s{\"name\":\"%s\",\"game\":\"%s\",\"problem\":", k++ ? "," : "", j->name,
                gr_games[i]->name);
      gr_put_json_string(b, j->problem);
      gr_puts(b, ",\"topic\":");
      gr_put_json_string(b, j->topic);
      gr_puts(b, ",\"url\":");
      gr_put_json_string(b, j->url);
      gr_putc(b, ',');
      gr_put_msg(b, "answers", j->answers);
      gr_puts(b, ",\"sample\":");
      gr_put_json_string(b, j->sample);
      gr_putc(b, '}');
    }
  }
  gr_puts(b, "],\"claims\":[");
  for (i = 0, k = 0; gr_games[i] != NULL; i++) { /* examples for `grundy claim` */
    const char *const *c;
    for (c = gr_front_of(gr_games[i])->claims; c != NULL && *c != NULL; c++) {
      gr_printf(b, "%s{\"game\":\"%s\",\"claim\":", k++ ? "," : "", gr_games[i]->name);
      gr_put_json_string(b, *c);
      gr_putc(b, '}');
    }
  }
  gr_printf(b, "],\"limits\":{\"mem\":%zu,\"text\":%ld,\"components\":%ld,\"heap\":%lld,"
               "\"moves\":%ld,\"auto_moves\":%ld,\"sequence\":%ld,\"work_call\":%lld,"
               "\"call_work\":%lld,\"code\":%ld}}",
            ctx->limit, GR_MAX_TEXT, GR_MAX_COMPONENTS, (long long)GR_MAX_HEAP, GR_MAX_MOVES,
            GR_AUTO_MOVES, GR_MAX_SEQUENCE, (long long)GR_WORK_CALL, (long long)GR_CALL_WORK,
            GR_CODE_MAX_N);
}

/* Every entry of the catalog (msg.h), and of the independent checker's
** (check/ckmsg.h, whose messages the engine passes on), for tests and tools:
** not part of the info, which the page's first module carries whole. */
static const gr_msgdef *const catalog[] = {
#define GR_MSG(sym, n, id, en) &gr_m_##sym.d,
#include "msg.h"
#include "games/msg.h"
#undef GR_MSG
};

void gr_do_messages(gr_ctx *ctx, gr_buf *b) {
  size_t i;
  (void)ctx;
  gr_putc(b, '{');
  for (i = 0; i < sizeof catalog / sizeof *catalog; i++) {
    if (i) gr_putc(b, ',');
    gr_put_json_string(b, catalog[i]->id);
    gr_putc(b, ':');
    gr_put_json_string(b, catalog[i]->en);
  }
  for (i = 0; i < (size_t)ck_msg_count(); i++) {
    gr_putc(b, ',');
    gr_put_json_string(b, ck_msg_id((int)i));
    gr_putc(b, ':');
    gr_put_json_string(b, ck_msg_en((int)i));
  }
  gr_putc(b, '}');
}
