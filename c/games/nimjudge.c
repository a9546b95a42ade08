/*
** nimjudge.c — the judge problems Nim answers (Luogu P2197, HDU 1849, 1850,
** 1907, POJ 2234, 2975, Luogu P4279, AcWing 891), for nim.c's descriptor: a
** file of its own, so that the page's first module, which plays Nim, leaves
** them to the whole engine (c/first.c).
*/
#include <string.h>
#include "../game.h"
#include "../judge.h"
#include "words.h"

extern const gr_game gr_game_nim;

/* ---- the judges ------------------------------------------------------------------
** Nim read in the problems' own words: heaps, chips on squares, piles of cards
** or matches, candies of one colour. Each heap is a Nim component, valued by
** the game; the verdict is the analysis's own (misère play by the rule above). */

/* A problem's statement: its bounds and words. */
typedef struct nim_problem {
  long long t;          /* test cases at most (T on the first line) */
  long long n_min, n;   /* heaps a case has */
  long long h_min, h;   /* stones a heap has */
  const gr_msg *count;  /* what n is, e.g. "the number of heaps n" */
  const gr_msg *items;  /* the list, e.g. "heap sizes" */
  const gr_msg *item;   /* one of it, e.g. "a heap size" */
  const char *win, *lose; /* the answers */
} nim_problem;

static gr_comp heap(long long h) {
  gr_comp x;
  memset(&x, 0, sizeof x);
  x.game = &gr_game_nim;
  x.n = h;
  return x;
}

/* Case k's list of n heaps (n > 0), on a line of its own: into the sum s,
** kept in *keep (grown as the list is read: n is only what the input says)
** when keep != NULL, and into the case's position text. */
static void read_heaps(gr_jr *r, const nim_problem *p, long long k, long long n, gr_sum *s,
                       gr_comp **keep) {
  long long lo = r->strict ? p->h_min : 0, hi = gr_jr_bound(r, p->h), i, cap = 0;
  gr_jr_list_begin(r, k, n, p->items);
  for (i = 1; i <= n; i++) { /* i never passes n <= NUM_MAX */
    gr_comp x = heap(gr_jr_item(r, k, i, n, lo, hi, p->items, p->item));
    gr_jr_sum_comp(r, s, i, &x);
    if (keep != NULL) {
      if (i > cap) {
        gr_comp *more = gr_alloc(r->ctx, (size_t)(cap ? 2 * cap : 64) * sizeof *more);
        if (cap) memcpy(more, *keep, (size_t)cap * sizeof *more);
        *keep = more;
        cap = cap ? 2 * cap : 64;
      }
      (*keep)[i - 1] = x;
    }
    if (r->pos) {
      if (i > 1) gr_jr_case_put(r, ",", 1);
      gr_jr_case_num(r, x.n);
    }
    if (i == n) break;
  }
  gr_jr_end_items(r, k, n, p->items);
}

/* The count that starts case k, on a line of its own. */
static long long read_count(gr_jr *r, const nim_problem *p) {
  long long n = gr_jr_number(r, r->strict ? p->n_min : 0, gr_jr_bound(r, p->n), p->count);
  gr_jr_end_line(r, p->count);
  return n;
}

/* T cases, each a count n and a line of n heaps; misère: the last move loses. */
static void judge_cases(gr_jr *r, const nim_problem *p, int misere) {
  long long cases = gr_jr_first_count(r, gr_jr_bound(r, p->t), GR_W(word_judge_cases_t)), k;
  for (k = 1; k <= cases; k++) {
    gr_mark mark = gr_jr_mark(r);
    gr_comp *keep = NULL;
    gr_sum s;
    long long n;
    int wins;
    memset(&s, 0, sizeof s);
    gr_jr_need_case(r, k, cases, p->count);
    n = read_count(r, p);
    if (r->pos) gr_jr_case_start(r, n > 0 ? "nim:" : "nim:0"); /* no heaps: one empty heap */
    if (misere && n > GR_MAX_COMPONENTS)
      gr_jr_fail_limit(r, gr_m3(r->ctx, GR_M(judge_misere_many), gr_i(k), gr_i(n),
                                gr_i(GR_MAX_COMPONENTS)));
    if (n > 0) read_heaps(r, p, k, n, &s, misere ? &keep : NULL);
    wins = misere ? gr_jr_wins(r, keep, n, 1, k) : gr_jr_sum_wins(r, &s, k);
    gr_jr_puts(r, wins ? p->win : p->lose);
    if (r->pos) {
      if (misere) gr_jr_case_put(r, ";misere", 7);
      gr_jr_case_done(r, k, n, "heaps");
    }
    gr_jr_release(r, mark);
  }
  gr_jr_no_more(r, cases);
}

static const nim_problem p2197 = {10, 0, 10000, 0, 9999, GR_W(word_judge_heaps_n),
                                  GR_W(word_heap_sizes), GR_W(word_heap_size), "Yes\n", "No\n"};
static const nim_problem hdu1907 = {474, 1, 47, 1, 4747, GR_W(word_nim_colours_n),
                                    GR_W(word_nim_candies), GR_W(word_nim_candy), "John\n",
                                    "Brother\n"};
static const nim_problem p4279 = {500, 1, 50, 1, 5000, GR_W(word_judge_piles_N),
                                  GR_W(word_pile_sizes), GR_W(word_pile_size), "John\n",
                                  "Brother\n"};

static void judge_nim(gr_jr *r) { judge_cases(r, &p2197, 0); }
static void judge_john(gr_jr *r) { judge_cases(r, &hdu1907, 1); }
static void judge_john_luogu(gr_jr *r) { judge_cases(r, &p4279, 1); }

/* Cases until a count of 0 (the end mark), each a count n and a line of n
** heaps; count: print the number of winning first moves, else who wins. */
static void judge_until_zero(gr_jr *r, const nim_problem *p, int count) {
  long long k;
  for (k = 1;; k++) {
    gr_mark mark = gr_jr_mark(r);
    gr_comp *keep = NULL;
    gr_sum s;
    long long n, i;
    if (gr_jr_skip_blank(r) == EOF) {
      gr_jr_no_end_mark(r, k - 1, "0");
      return;
    }
    n = gr_jr_number(r, 0, gr_jr_bound(r, p->n), p->count);
    gr_jr_end_line(r, p->count);
    if (n == 0) break;
    if (r->strict && n < p->n_min) /* 0 ends the input; under it the statement's least */
      gr_jr_fail(r, gr_m4(r->ctx, GR_M(judge_range_or_end), gr_n(p->count), gr_i(p->n_min),
                          gr_i(p->n), gr_i(n)));
    memset(&s, 0, sizeof s);
    if (r->pos) gr_jr_case_start(r, "nim:");
    read_heaps(r, p, k, n, &s, count ? &keep : NULL);
    if (count) { /* the number of moves to a P-position: 0 from a P-position */
      long long ways = 0;
      if (gr_jr_sum_wins(r, &s, k))
        for (i = 0; i < n; i++) ways += gr_jr_moves_to(r, &keep[i], s.s ^ gr_game_nim.value(r->ctx, &keep[i]).sg);
      gr_jr_put_num(r, (unsigned long long)ways);
      gr_jr_put(r, "\n", 1);
    } else {
      gr_jr_puts(r, gr_jr_sum_wins(r, &s, k) ? p->win : p->lose);
    }
    if (r->pos) gr_jr_case_done(r, k, n, "heaps");
    gr_jr_release(r, mark);
  }
  gr_jr_after_end_mark(r, "0");
}

static const nim_problem hdu1849 = {0, 1, 1000, 0, 1000, GR_W(word_nim_chips_m),
                                    GR_W(word_nim_squares), GR_W(word_nim_square),
                                    "Rabbit Win!\n", "Grass Win!\n"};
static const nim_problem hdu1850 = {0, 2, 100, 1, 1000000, GR_W(word_judge_piles_M),
                                    GR_W(word_pile_sizes), GR_W(word_pile_size), NULL, NULL};
static const nim_problem poj2975 = {0, 1, 1000, 1, 1000000000, GR_W(word_judge_piles_n),
                                    GR_W(word_pile_sizes), GR_W(word_pile_size), NULL, NULL};

static void judge_rabbit(gr_jr *r) { judge_until_zero(r, &hdu1849, 0); }
static void judge_goodboy(gr_jr *r) { judge_until_zero(r, &hdu1850, 1); }
static void judge_nim_poj(gr_jr *r) { judge_until_zero(r, &poj2975, 1); }

/* POJ 2234: cases until the end of the input, each one line "M a1 … aM". */
static void judge_matches(gr_jr *r) {
  const gr_msg *items = GR_W(word_nim_matches_items);
  long long k, i;
  for (k = 1; gr_jr_skip_blank(r) != EOF; k++) {
    long long m = gr_jr_number(r, r->strict ? 1 : 0, gr_jr_bound(r, 20),
                               GR_W(word_judge_piles_M));
    long long lo = r->strict ? 1 : 0, hi = gr_jr_bound(r, 10000000);
    gr_sum s;
    memset(&s, 0, sizeof s);
    if (r->pos) gr_jr_case_start(r, m > 0 ? "nim:" : "nim:0");
    for (i = 1; i <= m; i++) {
      gr_comp x = heap(gr_jr_item(r, k, i + 1, m + 1, lo, hi, items, GR_W(word_pile_size)));
      gr_jr_sum_comp(r, &s, i, &x);
      if (r->pos) {
        if (i > 1) gr_jr_case_put(r, ",", 1);
        gr_jr_case_num(r, x.n);
      }
      if (i == m) break;
    }
    gr_jr_end_items(r, k, m + 1, items);
    gr_jr_puts(r, gr_jr_sum_wins(r, &s, k) ? "Yes\n" : "No\n");
    if (r->pos) gr_jr_case_done(r, k, m, "heaps");
  }
}

/* AcWing 891: one case, a count n and a line of n heaps. */
static void judge_acwing891(gr_jr *r) {
  static const nim_problem p = {1, 1, 100000, 1, 1000000000, GR_W(word_judge_piles_n),
                                GR_W(word_pile_sizes), GR_W(word_pile_size), "Yes\n", "No\n"};
  long long n;
  gr_sum s;
  memset(&s, 0, sizeof s);
  if (gr_jr_skip_blank(r) == EOF) gr_jr_fail(r, gr_m1(r->ctx, GR_M(judge_empty), gr_n(p.count)));
  n = read_count(r, &p);
  if (r->pos) gr_jr_case_start(r, n > 0 ? "nim:" : "nim:0");
  if (n > 0) read_heaps(r, &p, 1, n, &s, NULL);
  gr_jr_puts(r, gr_jr_sum_wins(r, &s, 1) ? p.win : p.lose);
  if (r->pos) gr_jr_case_done(r, 1, n, "heaps");
  gr_jr_no_more_one(r);
}

const gr_judgedef gr_nim_judges[] = {
  {"nim", "Luogu P2197", "nim",
   "https://www.luogu.com.cn/problem/P2197", GR_W(judge_nim_answers), "2\n2\n1 1\n2\n1 0\n", judge_nim},
  {"rabbit", "HDU 1849", "nim",
   "https://acm.hdu.edu.cn/showproblem.php?pid=1849", GR_W(judge_nim_rabbit_answers), "2\n3 5\n3\n3 5 6\n0\n",
   judge_rabbit},
  {"goodboy", "HDU 1850", "nim",
   "https://acm.hdu.edu.cn/showproblem.php?pid=1850", GR_W(judge_nim_first_moves), "3\n5 7 9\n0\n", judge_goodboy},
  {"john", "HDU 1907 / POJ 3480", "antisg",
   "https://acm.hdu.edu.cn/showproblem.php?pid=1907", GR_W(judge_nim_john_answers), "2\n3\n3 5 1\n1\n1\n",
   judge_john},
  {"matchesgame", "POJ 2234", "nim",
   "http://poj.org/problem?id=2234", GR_W(judge_nim_answers), "2 45 45\n3 3 6 9\n", judge_matches},
  {"nim-poj", "POJ 2975", "nim",
   "http://poj.org/problem?id=2975", GR_W(judge_nim_winning_moves),
   "3\n7 11 13\n2\n1000000000 1000000000\n0\n", judge_nim_poj},
  {"john-luogu", "Luogu P4279", "antisg",
   "https://www.luogu.com.cn/problem/P4279", GR_W(judge_nim_john_answers), "2\n3\n3 5 1\n1\n1\n",
   judge_john_luogu},
  {"acwing891", "AcWing 891", "nim",
   "https://www.acwing.com/problem/content/893/", GR_W(judge_nim_answers), "2\n2 3\n", judge_acwing891},
  {NULL, NULL, NULL, NULL, NULL, NULL, NULL},
};

