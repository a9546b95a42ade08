/*
** grid.c — tables of games of two coordinates (their descriptors' cell())
** as JSON, for front ends that draw a board of values:
**
**   {"game":NAME,"rows":R,"cols":C,"values":[[SG(0,0),SG(0,1),…],…],
**    "misere":["NP…",…]}
**
** values[x][y] is the SG value of (x, y) for x < rows and y < cols; misere[x]
** has "P" at place y when (x, y) is a P-position in misère play, else "N".
*/
#include <string.h>
#include "game.h"
#include "calls.h"

static void list_grids(gr_buf *b) {
  int i, k = 0;
  for (i = 0; gr_games[i] != NULL; i++)
    if (gr_grid_of(gr_games[i])->cell != NULL)
      gr_printf(b, "%s%s", k++ ? ", " : "", gr_games[i]->name);
}

void gr_do_grid(gr_ctx *ctx, const char *name, gr_int rows, gr_int cols, gr_buf *b) {
  const gr_game *g = gr_find_game(name, strlen(name));
  const gr_grid_caps *gc = g != NULL ? gr_grid_of(g) : NULL;
  gr_int x, y;
  int mp;
  char *line;
  if (gc == NULL || gc->cell == NULL) {
    gr_buf gl;
    gr_buf_init(&gl, ctx);
    list_grids(&gl);
    gr_throw(ctx, GR_EINPUT, gr_m2(ctx, GR_M(err_grid_none), gr_tn(ctx, name, 40), gr_t(gl.s)));
  }
  if (rows < 1 || cols < 1 || rows > gc->limit || cols > gc->limit)
    gr_throw(ctx, GR_ELIMIT, gr_m4(ctx, GR_M(err_grid_size), gr_n(g->title), gr_i(gc->limit),
                                   gr_i(rows), gr_i(cols)));
  gc->cell(ctx, rows - 1, cols - 1, &mp); /* the farthest cell first: the table grows once */
  line = gr_alloc(ctx, (size_t)cols + 1);
  gr_printf(b, "{\"game\":\"%s\",\"rows\":%lld,\"cols\":%lld,\"values\":[", g->name,
            (long long)rows, (long long)cols);
  for (x = 0; x < rows; x++) {
    gr_putc(b, x ? ',' : '[');
    if (x) gr_putc(b, '[');
    for (y = 0; y < cols; y++) {
      if (y) gr_putc(b, ',');
      gr_puti(b, gc->cell(ctx, x, y, &mp));
    }
    gr_putc(b, ']');
  }
  gr_puts(b, "],\"misere\":[");
  for (x = 0; x < rows; x++) {
    for (y = 0; y < cols; y++) {
      gc->cell(ctx, x, y, &mp);
      line[y] = mp ? 'P' : 'N';
    }
    line[cols] = '\0';
    gr_printf(b, "%s\"%s\"", x ? "," : "", line);
  }
  gr_puts(b, "]}");
}
