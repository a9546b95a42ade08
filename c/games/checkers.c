/*
** checkers.c — jumping checkers (HDU 5724 "Chess"), one row per component.
** A piece moves right: to the next cell if empty, else over the block of
** pieces to its right onto the first empty cell after it. Notation: the row
** as cells, "." empty and "o" a piece: "checkers:..................oo".
**
** Value: read the empty cells, from the right, as stair edges. The pieces
** right of the rightmost empty cell stand on the ground (stair 0), those
** between the first and second empty cells on stair 1, and so on. A move
** carries the moved piece and the pieces right of it in its block one stair
** down, so the row is staircase Nim: SG = XOR of piece counts on odd stairs.
** tests/c verify this against exhaustive search on every row up to width 20.
**
** Component: cells and len, the row ".o".
*/
#include <string.h>
#include "../game.h"
#include "../judge.h"
#include "words.h"

#define MAX_WIDTH 4096 /* cells in a row */
/* The judge's bounds, as the problem states them. */
#define CHESS_MAX_T 100
#define CHESS_MAX_N 1000
#define CHESS_WIDTH 20 /* the board's columns */

static gr_int row_sg(const char *cells, int len) {
  int i, stair = 0;
  gr_int cnt = 0, sg = 0;
  for (i = len - 1; i >= 0; i--) {
    if (cells[i] == 'o') {
      cnt++;
    } else {
      if (stair & 1) sg ^= cnt;
      stair++;
      cnt = 0;
    }
  }
  if (stair & 1) sg ^= cnt;
  return sg;
}

/* SG of a row given as a bit mask of width w (bit i = column i+1); the
** tests reach for it too. */
int gr_checkers_row_sg(unsigned long long mask, int width);
int gr_checkers_row_sg(unsigned long long mask, int width) {
  char row[64];
  int i;
  for (i = 0; i < width; i++) row[i] = (mask >> i & 1) ? 'o' : '.';
  return (int)row_sg(row, width);
}

static void parse(gr_cursor *c, gr_comp *x) {
  gr_read_cells(c, x, ".o", 1, MAX_WIDTH, GR_W(word_checkers_row), GR_W(word_checkers_made));
}

/* Where the piece on cell i lands (0-based), or -1 when it cannot move. */
static int landing(const gr_comp *x, int i) {
  const char *e = strchr(x->cells + i, '.');
  return e == NULL ? -1 : (int)(e - x->cells);
}

static gr_int legal(gr_ctx *ctx, const gr_comp *x, int turn) {
  int i;
  gr_int n = 0;
  (void)ctx;
  (void)turn;
  for (i = x->len - 1; i >= 0 && x->cells[i] == 'o'; i--) {} /* the ground: stuck */
  for (; i >= 0; i--) n += x->cells[i] == 'o';
  return n;
}

static gr_value value(gr_ctx *ctx, const gr_comp *x) {
  gr_value v;
  (void)ctx;
  v.sg = row_sg(x->cells, x->len);
  v.flags = 0;
  return v;
}

static void moves(gr_ctx *ctx, const gr_comp *x, int turn, gr_movelist *ml) {
  int i, j;
  char *row = gr_strndup(ctx, x->cells, (size_t)x->len);
  int *next = gr_alloc(ctx, (size_t)(x->len + 1) * sizeof *next); /* next empty */
  (void)turn;
  next[x->len] = x->len;
  for (i = x->len - 1; i >= 0; i--) next[i] = row[i] == '.' ? i : next[i + 1];
  for (i = 0; i < x->len; i++) {
    gr_value v;
    gr_move *m;
    if (row[i] == '.' || (j = next[i]) == x->len) continue; /* nowhere to go */
    row[i] = '.';
    row[j] = 'o';
    v.sg = row_sg(row, x->len);
    v.flags = 0;
    if ((m = gr_move_push(ml, v, i + 1, j + 1, 1)) != NULL) {
      m->text = gr_fmt(ctx, "%d>%d", i + 1, j + 1);
      m->label = gr_m2(ctx, j == i + 1 ? GR_M(move_checkers_step) : GR_M(move_checkers_jump),
                       gr_i(i + 1), gr_i(j + 1));
      memcpy(gr_move_result(ctx, m, x, 1)->cells, row, (size_t)x->len);
    }
    row[i] = 'o';
    row[j] = '.';
  }
}

static const gr_msg *refuse(gr_ctx *ctx, const gr_comp *x, int turn, const char *move) {
  int i = 0, j;
  (void)turn;
  while (*move >= '0' && *move <= '9' && i <= x->len) i = i * 10 + (*move++ - '0');
  if (i < 1 || i > x->len) return gr_m1(ctx, GR_M(refuse_checkers_columns), gr_i(x->len));
  if (x->cells[i - 1] != 'o') return gr_m1(ctx, GR_M(refuse_checkers_empty), gr_i(i));
  j = landing(x, i - 1);
  if (j < 0) return gr_m1(ctx, GR_M(refuse_checkers_stuck), gr_i(i));
  return gr_m2(ctx, GR_M(refuse_checkers_only), gr_i(i), gr_i(j + 1));
}

/* "stairs": pieces per stair, ground first. */
static void detail(gr_ctx *ctx, gr_buf *b, const gr_comp *x, int turn) {
  int i, first = 1;
  gr_int cnt = 0;
  (void)ctx;
  (void)turn;
  gr_puts(b, ",\"stairs\":[");
  for (i = x->len - 1; i >= 0; i--) {
    if (x->cells[i] == 'o') {
      cnt++;
    } else {
      gr_printf(b, "%s%lld", first ? "" : ",", (long long)cnt);
      first = 0;
      cnt = 0;
    }
  }
  gr_printf(b, "%s%lld]", first ? "" : ",", (long long)cnt);
}

/* ---- the judge: HDU 5724 "Chess" ---------------------------------------------------- */

static void judge_chess(gr_jr *r) {
  long long cases =
      gr_jr_first_count(r, gr_jr_bound(r, CHESS_MAX_T), GR_W(word_judge_cases_t));
  long long max_n = gr_jr_bound(r, CHESS_MAX_N), c, i;
  for (c = 0; c < cases; c++) {
    long long k = c + 1, n;
    int x = 0;
    gr_jr_need_case(r, k, cases, GR_W(word_judge_rows_n));
    n = gr_jr_number(r, 0, max_n, GR_W(word_judge_rows_n));
    gr_jr_end_line(r, GR_W(word_judge_rows_n));
    if (r->pos) /* rows of 20 cells; no rows: one empty row */
      gr_jr_case_start(r, n > 0 ? "checkers:" : "checkers:....................");
    for (i = 1; i <= n; i++) {
      unsigned long mask = 0;
      long long m, j;
      if (gr_jr_skip_blank(r) == EOF)
        gr_jr_fail(r, gr_m3(r->ctx, GR_M(judge_chess_row), gr_i(k), gr_i(i), gr_i(n)));
      m = gr_jr_number_why(r, 0, CHESS_WIDTH, GR_W(word_chess_pieces_m),
                           r->strict ? NULL : GR_W(word_chess_columns));
      for (j = 1; j <= m; j++) {
        long long col;
        gr_jr_need_item(r, k, j + 1, m + 1, GR_W(word_chess_numbers));
        col = gr_jr_number(r, 1, CHESS_WIDTH, GR_W(word_chess_column));
        if (mask >> (col - 1) & 1)
          gr_jr_fail(r, gr_m3(r->ctx, GR_M(judge_chess_twice), gr_i(col), gr_i(k), gr_i(i)));
        mask |= 1ul << (col - 1);
      }
      gr_jr_end_items(r, k, m + 1, GR_W(word_chess_numbers));
      x ^= gr_checkers_row_sg(mask, CHESS_WIDTH);
      if (r->pos) {
        char row[CHESS_WIDTH + 1];
        int b;
        row[0] = ',';
        for (b = 0; b < CHESS_WIDTH; b++) row[b + 1] = (mask >> b & 1) ? 'o' : '.';
        gr_jr_case_put(r, row + (i == 1), CHESS_WIDTH + (i > 1));
      }
      if (i == n) break;
    }
    if (x) gr_jr_put(r, "YES\n", 4);
    else gr_jr_put(r, "NO\n", 3);
    if (r->pos) gr_jr_case_done(r, k, n, "rows");
  }
  gr_jr_no_more(r, cases);
}

static const gr_judgedef judges[] = {
  {"chess", "HDU 5724", "sg",
   "https://acm.hdu.edu.cn/showproblem.php?pid=5724", GR_W(judge_chess_answers), "2\n1\n2 19 20\n2\n1 19\n1 18\n", judge_chess},
  {NULL, NULL, NULL, NULL, NULL, NULL, NULL},
};

static const gr_limit limits[] = {{"width", MAX_WIDTH}, {NULL, 0}};

static void random_rows(const gr_game *g, gr_buf *b, uint64_t *seed) {
  gr_int len = gr_rand(seed, 1, 7), k;
  (void)g;
  gr_puts(b, "checkers:");
  for (k = 0; k < len; k++) gr_putc(b, gr_rand(seed, 0, 2) ? '.' : 'o');
}

static const gr_front_caps checkers_front = {
  .limits = limits,
  .judges = judges,
  .random = random_rows,
};

const gr_game gr_game_checkers = {
  .name = "checkers",
  .title = GR_W(game_checkers_title),
  .notation = GR_W(game_checkers_notation),
  .example = "checkers:..................oo,..................o.",
  .parse = parse,
  .format = gr_format_cells,
  .value = value,
  .legal = legal,
  .moves = moves,
  .copy = gr_copy_fields,
  .refuse = refuse,
  .detail = detail,
  .front = &checkers_front,
};
