/*
** test_play_api.c — what a front end relies on to play without knowing any
** rules: exact legal-move counts, short move forms, the engine's reasons for
** refusing a move, analysis after a move in one call, the suggested move,
** the listing mode chosen by size, and 64-bit heaps. Expectations come from
** the rules (a plain count, n mod (m+1) for the Bash game), not from the
** engine.
*/
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "../../c/grundy.h"
#include "json.h"
#include "sweep.h"
#include "suites.h"
#include "test.h"

static gr_ctx *c;

static jval *get(const char *pos, gr_moves_mode mode) {
  const char *out = NULL;
  gr_status st = gr_analyze(c, pos, mode, &out);
  test_condf(st == GR_OK, "analyze \"%s\": %s", pos, gr_error(c));
  return st == GR_OK ? json_parse(out) : NULL;
}

/* The Bash game's value by its rule, n mod (m+1), on 64-bit heaps. */
static void bash_heaps(void) {
  static const long long heaps[] = {1000000000000LL, 999999999999999999LL,
                                    9223372036854775807LL, 4611686018427387904LL};
  size_t i;
  int m;
  for (m = 1; m <= 7; m++)
    for (i = 0; i < sizeof heaps / sizeof heaps[0]; i++) {
      char pos[96];
      jval *j;
      snprintf(pos, sizeof pos, "sub(1-%d):%lld", m, heaps[i]);
      if (m == 1) snprintf(pos, sizeof pos, "sub(1):%lld", heaps[i]);
      if (m == 2) snprintf(pos, sizeof pos, "sub(1,2):%lld", heaps[i]);
      j = get(pos, GR_MOVES_ALL);
      if (j == NULL) continue;
      {
        const jval *cs = json_get(j, "components");
        const char *body = cs && cs->n ? json_str(cs->items[0], "body") : NULL;
        long long want = heaps[i] % (m + 1);
        char wbody[32];
        snprintf(wbody, sizeof wbody, "%lld", heaps[i]);
        test_condf(cs && cs->n == 1 && json_long(cs->items[0], "sg", -1) == want,
                   "%s: sg %ld, want %lld", pos, cs && cs->n ? json_long(cs->items[0], "sg", -1) : -1,
                   want);
        test_condf(body && strcmp(body, wbody) == 0, "%s: body \"%s\"", pos, body ? body : "");
        test_condf(json_long(j, "legal", -1) == m, "%s: legal %ld, want %d", pos,
                   json_long(j, "legal", -1), m);
      }
      json_free(j);
    }
  sw_expect_play(c, "nim:9223372036854775807", "1:9223372036854775807>5", "nim:5@2");
  sw_expect_play(c, "nim:9223372036854775807", "1:>0", "nim:0@2");
  sw_expect_refusal(c, "nim:5", "1:9223372036854775808>1", "not legal");
}

static void short_forms(void) {
  /* "A>": the one move starting at A; ">B": the one move ending at B */
  sw_expect_play(c, "checkers:..o.oo", "1:3>", "checkers:...ooo@2");
  sw_expect_play(c, "checkers:o.o..", "1:1>", "checkers:.oo..@2");
  sw_expect_play(c, "northcott:.B..W.", "1:>3", "northcott:..B.W.@2");
  sw_expect_play(c, "northcott:.B..W.@2", "1:>6", "northcott:.B...W");
  sw_expect_play(c, "nim:7", "1:>2", "nim:2@2");
  sw_expect_refusal(c, "northcott:.B..W.", "1:>5", "never onto or past");
  sw_expect_refusal(c, "checkers:..o.oo", "1:5>", "cannot move");
  sw_expect_refusal(c, "nim:7", "1:7>", "more than one move");
  /* full forms still win over short ones, and bad ones are explained */
  sw_expect_refusal(c, "checkers:..o.oo", "1:3>5", "can only go to 4");
  sw_expect_refusal(c, "checkers:..o.oo", "1:2>3", "column 2 is empty");
  sw_expect_refusal(c, "sub(1,3,4):10", "1:10>8", "takes 1, 3 or 4 stones, not 2");
  sw_expect_refusal(c, "sub(5):3,6", "1:3>0", "only 3");
  sw_expect_refusal(c, "treblecross:.X...", "1:2", "already has an X");
  sw_expect_refusal(c, "staircase:3/0/5", "1:2x1", "stair 2 has no coins");
  sw_expect_refusal(c, "octal(0.07):ooooo", "1:1-3", "Dawson's Kayles (0.07)");
  sw_expect_refusal(c, "octal(0.137):ooo.o", "1:1", "a pin from the end of a run of 3");
  sw_expect_refusal(c, "northcott:.B..W.", "1:5>4", "only the black piece on 2 moves");
}

static void play_then_analyze(void) {
  const char *out = NULL;
  jval *j;
  gr_status st = gr_play_analyze(c, "nim:3,4,5", "1:3>1", GR_MOVES_AUTO, &out);
  test_condf(st == GR_OK, "play_analyze: %s", gr_error(c));
  if (st != GR_OK) return;
  j = json_parse(out);
  test_cond("play_analyze is JSON", j != NULL);
  if (j == NULL) return;
  {
    const jval *played = json_get(j, "played");
    const jval *after = played ? json_get(played, "after") : NULL;
    test_condf(strcmp(json_str(j, "position"), "nim:1,4,5@2") == 0, "position %s",
               json_str(j, "position"));
    test_cond("played names the move", played && strcmp(json_str(played, "move"), "1:3>1") == 0);
    test_cond("played has its label", played && strcmp(json_str(played, "label"), "take 2 (3 → 1)") == 0);
    test_cond("played was winning", played && json_bool(played, "winning") == 1);
    test_cond("played after", after && after->n == 1 && strcmp(after->items[0]->s, "nim:1") == 0);
    test_cond("after the move: P", strcmp(json_str(j, "verdict"), "P") == 0);
    test_cond("turn 2", json_long(j, "turn", 0) == 2);
  }
  json_free(j);
  st = gr_play_analyze(c, "nim:3", "1:3>4", GR_MOVES_AUTO, &out);
  test_condf(st == GR_EINPUT, "play_analyze of an illegal move: %d", (int)st);
}

/* The suggestion is a legal move, winning whenever one exists; in a lost
** position it takes as little as it can. */
static void suggestions(void) {
  static const char *const pos[] = {
    "nim:3,4,5", "nim:1,2,3", "sub(1,3,4):10,7", "checkers:..o.oo,.o.o", "treblecross:.X.X...X",
    "treblecross:..........", "northcott:.B..W.,B....W", "staircase:3/0/5/2", "octal(0.77):ooooooo",
    "nim:1000000000000,1000000000000", "nim:0", "treblecross:XXX..",
    "nim:1000000000000000+treblecross:XX.", /* only the threatened strip is searched */
  };
  size_t i;
  for (i = 0; i < sizeof pos / sizeof pos[0]; i++) {
    jval *j = get(pos[i], GR_MOVES_AUTO);
    const char *s, *out = NULL;
    if (j == NULL) continue;
    s = json_str(j, "suggest");
    if (json_bool(j, "over") == 1) {
      test_condf(json_is_null(j, "suggest"), "%s: over, yet suggests %s", pos[i], s ? s : "");
    } else {
      const jval *win = json_get(j, "winning");
      test_condf(s != NULL && gr_play(c, pos[i], s, &out) == GR_OK, "%s: suggestion %s: %s",
                 pos[i], s ? s : "(none)", gr_error(c));
      if (s && win && win->n) {
        size_t k;
        int found = 0;
        for (k = 0; k < win->n; k++) found |= strcmp(win->items[k]->s, s) == 0;
        test_condf(found, "%s: suggests %s, not a winning move", pos[i], s);
      }
    }
    json_free(j);
  }
  { /* a lost heap of 10^12 pairs: take one stone */
    jval *j = get("nim:1000000000000,1000000000000", GR_MOVES_AUTO);
    const char *s = j ? json_str(j, "suggest") : NULL;
    test_condf(s && strcmp(s, "1:1000000000000>999999999999") == 0, "huge P: suggests %s",
               s ? s : "(none)");
    test_cond("huge P: winning moves only listed", j && strcmp(json_str(j, "listed"), "winning") == 0);
    json_free(j);
  }
}

static void listing_modes(void) {
  jval *j = get("nim:3,4,5", GR_MOVES_AUTO);
  test_cond("auto lists every move of a small position",
            j && strcmp(json_str(j, "listed"), "all") == 0 && json_get(j, "moves")->n == 12);
  json_free(j);
  j = get("nim:3000,3000", GR_MOVES_AUTO);
  test_cond("auto lists only winning moves past the threshold",
            j && strcmp(json_str(j, "listed"), "winning") == 0 && json_long(j, "legal", -1) == 6000);
  json_free(j);
  {
    const char *out;
    gr_status st = gr_analyze(c, "staircase:1000000000", GR_MOVES_ALL, &out);
    test_condf(st == GR_OK && strstr(out, "\"listed\":\"winning\",\"truncated\":\"this "
               "position has 1000000000 legal moves, more than the 1000000 the engine lists, "
               "so only the winning moves are listed\""),
               "listing a staircase of 10^9 coins: %d %s", (int)st, st ? gr_error(c) : out);
  }
  j = get("nim:0,0", GR_MOVES_AUTO);
  test_cond("no moves: over, P", j && json_bool(j, "over") == 1 && strcmp(json_str(j, "verdict"), "P") == 0);
  json_free(j);
  j = get("checkers:..o.oo", GR_MOVES_AUTO);
  {
    const jval *cs = j ? json_get(j, "components") : NULL;
    test_cond("component fields: game, param, body",
              cs && strcmp(json_str(cs->items[0], "game"), "checkers") == 0 &&
                  json_is_null(cs->items[0], "param") &&
                  strcmp(json_str(cs->items[0], "body"), "..o.oo") == 0 &&
                  json_long(cs->items[0], "legal", -1) == 1);
  }
  json_free(j);
  j = get("sub( 1 , 3-4 ):7", GR_MOVES_AUTO);
  {
    const jval *cs = j ? json_get(j, "components") : NULL;
    test_cond("param is canonical", cs && strcmp(json_str(cs->items[0], "param"), "1,3,4") == 0);
  }
  json_free(j);
}

void test_play_api(void) {
  c = gr_open(0);
  bash_heaps();
  short_forms();
  play_then_analyze();
  suggestions();
  listing_modes();
  gr_close(c);
  printf("  %-44s\n", "play API: counts, short forms, refusals, suggestions");
}
