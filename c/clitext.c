/*
** clitext.c — texts the command line shows people: messages cut to a width
** they can read, and the help of each command, made from the games'
** descriptors.
*/
#include <stdio.h>
#include <string.h>
#include "calls.h"
#include "check/check.h" /* the checker's default work bound, for the help */
#include "game.h"
#include "family.h"
#include "clitext.h"

/* s[0..n) as messages show it, in buf (SHOW_BUF bytes): control bytes, C1
** controls and bytes that are not UTF-8 as \xHH, printable UTF-8 as it is,
** at most SHOW_MAX bytes of s and then "…". */
static const char *shown_n(const char *s, size_t n, char *buf) {
  static const char hex[] = "0123456789abcdef";
  const unsigned char *u = (const unsigned char *)s;
  size_t i = 0, o = 0;
  while (i < n) {
    size_t len = u[i] >= 0x80 ? gr_utf8_len(u + i, n - i) : 1, k, m;
    if (i + (len ? len : 1) > SHOW_MAX) {
      memcpy(buf + o, "\xe2\x80\xa6", 3); /* … */
      o += 3;
      break;
    }
    if (len == 0 || u[i] < 0x20 || u[i] == 0x7F || (u[i] == 0xC2 && u[i + 1] < 0xA0)) {
      m = len ? len : 1;
      for (k = 0; k < m; k++, i++) {
        buf[o++] = '\\';
        buf[o++] = 'x';
        buf[o++] = hex[u[i] >> 4];
        buf[o++] = hex[u[i] & 15];
      }
    } else {
      memcpy(buf + o, s + i, len);
      o += len;
      i += len;
    }
  }
  buf[o] = '\0';
  return buf;
}

const char *shown(const char *s, char *buf) { return shown_n(s, strlen(s), buf); }

/* ---- help made from the games' descriptors ------------------------------------
** Examples name the games, so they are written here from the descriptors
** (and what the engine answers for them), never typed in. */

static void quoted(const char *cmd, const char *arg, const char *rest, const char *note) {
  printf("  grundy %s '%s'%s", cmd, arg, rest);
  if (note != NULL) printf("%*s(%s)", (int)(36 - strlen(cmd) - strlen(arg) - strlen(rest)) > 1
                                          ? (int)(36 - strlen(cmd) - strlen(arg) - strlen(rest))
                                          : 1, "", note);
  putchar('\n');
}

/* The text after `key":"` in json, up to the closing quote, into out. */
static const char *json_text(const char *json, const char *key, char *out, size_t cap) {
  char pat[64];
  const char *p, *q;
  snprintf(pat, sizeof pat, "\"%s\":\"", key);
  if (json == NULL || (p = strstr(json, pat)) == NULL) return NULL;
  p += strlen(pat);
  if ((q = strchr(p, '"')) == NULL || (size_t)(q - p) >= cap) return NULL;
  memcpy(out, p, (size_t)(q - p));
  out[q - p] = '\0';
  return out;
}

void help_analyze(void) {
  const gr_game *g0 = gr_games[0], *g1 = gr_games[1] ? gr_games[1] : gr_games[0];
  char sum[512];
  int i;
  printf("games, with an example of each ('grundy info' gives their notation):\n");
  for (i = 0; gr_games[i] != NULL; i++)
    printf("  %-13s %s\n", gr_games[i]->name, gr_games[i]->example);
  printf("examples:\n");
  snprintf(sum, sizeof sum, "%s+%s", g0->example, g1->example);
  quoted("analyze", g0->example, "", NULL);
  quoted("analyze", sum, "", "a sum of different games");
  snprintf(sum, sizeof sum, "%s@2", g0->example);
  quoted("analyze", sum, "", "@2: the second player to move");
  snprintf(sum, sizeof sum, "%s;misere", g0->example);
  quoted("analyze", sum, "", "misère play");
  printf("  grundy analyze --winning @position.txt\n");
  quoted("analyze --check", g0->example, "", "checked against its invariants");
}

void help_canonical(void) {
  char typed[512];
  const char *canon;
  gr_ctx *ctx = gr_open(0);
  snprintf(typed, sizeof typed, "%s + %s", gr_games[0]->example, gr_games[0]->example);
  if (ctx != NULL && gr_canonical(ctx, typed, &canon) == GR_OK) {
    printf("examples:\n  grundy canonical '%s'\n    prints %s\n", typed, canon);
    printf("  echo '%s' | grundy canonical -\n", typed);
  }
  gr_close(ctx);
}

void help_play(void) {
  gr_ctx *ctx = gr_open(0);
  int i;
  printf("examples (each game's example and the move the engine would play):\n");
  for (i = 0; ctx != NULL && gr_games[i] != NULL; i++) {
    const char *json, *after;
    char move[128];
    if (gr_analyze(ctx, gr_games[i]->example, GR_MOVES_WINNING, &json) != GR_OK ||
        json_text(json, "suggest", move, sizeof move) == NULL)
      continue;
    if (gr_play(ctx, gr_games[i]->example, move, &after) != GR_OK) continue;
    printf("  grundy play '%s' '%s'\n    prints %s\n", gr_games[i]->example, move, after);
  }
  printf("  grundy play @position.txt 2:7>4\n");
  gr_close(ctx);
}


/* A descriptor's words in English (they are words: messages of no arguments). */
static const char *english(const gr_msg *m) { return m->def->en; }

void help_sequence(void) {
  int i;
  printf("families (an example of each, and what its sizes are):\n");
  for (i = 0; gr_games[i] != NULL; i++)
    if (gr_is_family(gr_games[i]))
      printf("  %-20s %s\n", gr_family_of(gr_games[i])->example ? gr_family_of(gr_games[i])->example
                                                          : gr_games[i]->name,
             english(gr_family_of(gr_games[i])->size_words));
  if (gr_bare_game() != NULL) printf("  (%s)\n", english(gr_front_of(gr_bare_game())->bare_family));
  printf("examples:\n");
  for (i = 0; gr_games[i] != NULL; i++)
    if (gr_is_family(gr_games[i]))
      quoted("sequence", gr_family_of(gr_games[i])->example ? gr_family_of(gr_games[i])->example
                                                     : gr_games[i]->name, " 100", NULL);
}

void help_value(void) {
  int i;
  printf("examples:\n");
  for (i = 0; gr_games[i] != NULL; i++)
    if (gr_is_family(gr_games[i]) && gr_family_of(gr_games[i])->example != NULL) {
      quoted("value", gr_family_of(gr_games[i])->example, " 1000000000000000000", NULL);
      break;
    }
}

void help_pattern(void) {
  int i, k = 0;
  printf("examples:\n");
  for (i = 0; gr_games[i] != NULL && k < 3; i++)
    if (gr_is_family(gr_games[i]) && gr_family_of(gr_games[i])->example != NULL) {
      quoted("pattern", gr_family_of(gr_games[i])->example, " 1000", NULL);
      k++;
    }
}

void help_code(void) {
  int i, k = 0;
  printf("examples:\n");
  for (i = 0; gr_games[i] != NULL && k < 2; i++)
    if (gr_is_family(gr_games[i]) && gr_family_of(gr_games[i])->example != NULL) {
      quoted("code", gr_family_of(gr_games[i])->example, " 200", NULL);
      k++;
    }
  for (i = 0; gr_games[i] != NULL; i++)
    if (gr_is_family(gr_games[i]) && gr_family_of(gr_games[i])->example != NULL) {
      quoted("code --lang python --zh -o dir", gr_family_of(gr_games[i])->example, " 1000", NULL);
      printf("  python3 dir/check.py\n");
      break;
    }
}

void help_check(void) {
  int i;
  printf("default bound: --work %lld\nexamples:\n", (long long)CK_WORK_DEFAULT);
  for (i = 0; gr_games[i] != NULL; i++)
    if (gr_is_family(gr_games[i]) && gr_family_of(gr_games[i])->example != NULL) {
      quoted("sequence --certify", gr_family_of(gr_games[i])->example, " 200 -o family.cert", NULL);
      printf("  grundy check family.cert\n");
      break;
    }
}

void help_grid(void) {
  int i;
  printf("GAME:");
  for (i = 0; gr_games[i] != NULL; i++)
    if (gr_grid_of(gr_games[i])->cell != NULL)
      printf(" %s (up to %lld x %lld)", gr_games[i]->name,
             (long long)gr_grid_of(gr_games[i])->limit, (long long)gr_grid_of(gr_games[i])->limit);
  printf(".\nexample:\n");
  for (i = 0; gr_games[i] != NULL; i++)
    if (gr_grid_of(gr_games[i])->cell != NULL) {
      printf("  grundy grid %s 4 10\n", gr_games[i]->name);
      break;
    }
}

/* "name, name, …": every judge the games register. */
const char *judge_names(void) {
  static char out[1024];
  size_t n = 0;
  int i;
  out[0] = '\0';
  for (i = 0; gr_games[i] != NULL; i++) {
    const gr_judgedef *j;
    for (j = gr_front_of(gr_games[i])->judges; j != NULL && j->name != NULL; j++)
      if (n + strlen(j->name) + 3 < sizeof out)
        n += (size_t)snprintf(out + n, sizeof out - n, "%s%s", n ? ", " : "", j->name);
  }
  return out;
}

void help_judge(void) {
  int i;
  printf("JUDGE, the problem it reads and its answers:\n");
  for (i = 0; gr_games[i] != NULL; i++) {
    const gr_judgedef *j;
    for (j = gr_front_of(gr_games[i])->judges; j != NULL && j->name != NULL; j++)
      printf("  %-16s %-13s (%s)\n", j->name, j->problem, english(j->answers));
  }
  printf("examples:\n");
  for (i = 0; gr_games[i] != NULL; i++) {
    const gr_judgedef *j = gr_front_of(gr_games[i])->judges;
    if (j != NULL && j->name != NULL) {
      const char *p;
      printf("  printf '");
      for (p = j->sample; *p; p++) {
        if (*p == '\n') printf("\\n");
        else putchar(*p);
      }
      printf("' | grundy judge %s\n  grundy judge --strict %s < input.txt\n", j->name, j->name);
      break;
    }
  }
}

void help_quotient(void) {
  printf("examples:\n"
         "  grundy quotient 0.75                  (order 8, P-portion of 2)\n"
         "  grundy quotient 0.77                  (order 40)\n"
         "  grundy quotient --max-heap 30 0.07    (360 elements)\n"
         "  grundy quotient 0.77+0.07\n");
}

/* Example claims: those the games offer (info's "claims"). */
void help_claim(void) {
  size_t i;
  int k, shown = 0;
  printf("examples:\n");
  for (i = 0; gr_games[i] != NULL && shown < 12; i++) {
    const char *const *cl = gr_front_of(gr_games[i])->claims;
    for (k = 0; cl != NULL && cl[k] != NULL; k++, shown++) printf("  grundy claim '%s'\n", cl[k]);
  }
}
