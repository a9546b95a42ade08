/*
** info.c — the games, their notation and the engine's limits as JSON, so
** that front ends never retype a C constant.
*/
#include "grint.h"

void gr_do_info(gr_ctx *ctx, gr_buf *b) {
  int i;
  gr_puts(b, "{\"version\":\"" GR_VERSION "\",\"games\":[");
  for (i = 0; gr_games[i] != NULL; i++) {
    const gr_game *g = gr_games[i];
    gr_printf(b, "%s{\"name\":\"%s\",\"title\":", i ? "," : "", g->name);
    gr_put_json_string(b, g->title);
    gr_puts(b, ",\"notation\":");
    gr_put_json_string(b, g->notation);
    gr_puts(b, ",\"example\":");
    gr_put_json_string(b, g->example);
    gr_printf(b, ",\"params\":%s,\"family\":", g->parse_param ? "true" : "false");
    if ((g->extend || g->grow) && g->family) gr_put_json_string(b, g->family);
    else gr_puts(b, "null");
    if ((g->extend || g->grow) && g->family)
      gr_printf(b, ",\"table\":%lld", (long long)g->table_limit);
    if (g->cell) gr_printf(b, ",\"grid\":%lld", (long long)g->grid_limit);
    gr_putc(b, '}');
  }
  gr_putc(b, ']');
  gr_code_info(b);
  gr_printf(b, ",\"limits\":{\"mem\":%zu,\"text\":%ld,\"components\":%ld,\"heap\":%lld,"
               "\"subset\":%d,\"subtract\":%ld,\"width\":%d,\"strip\":%ld,\"stairs\":%d,"
               "\"coins\":%lld,\"moves\":%ld,\"auto_moves\":%ld,\"sequence\":%ld,"
               "\"octal_digits\":%d,\"octal_direct\":%ld,\"code_digits\":%d,\"tb_table\":%ld,"
               "\"tb_plain\":%ld,\"tb_scan\":%lld,\"work_call\":%lld,\"hackenbush_edges\":%d,"
               "\"hackenbush_vertex\":%d,\"coin_row\":%d,\"mock_row\":%d,\"corners\":%d,"
               "\"nodes\":%d,\"arrows\":%d,\"node_name\":%d,\"wythoff\":%lld,\"wythoff_table\":%d,"
               "\"moore_heaps\":%d,\"moore_k\":%d,\"moore_work\":%lld,\"moore_winning\":%d,"
               "\"call_work\":%lld}}",
            ctx->limit, GR_MAX_TEXT, GR_MAX_COMPONENTS, (long long)GR_MAX_HEAP, GR_MAX_SUBSET,
            GR_MAX_SUBTRACT, GR_MAX_WIDTH, GR_MAX_STRIP, GR_MAX_STAIRS,
            (long long)GR_MAX_COINS, GR_MAX_MOVES, GR_AUTO_MOVES, GR_MAX_SEQUENCE,
            GR_MAX_OCTAL_DIGITS, GR_MAX_TB_TABLE, GR_MAX_CODE_DIGITS, GR_MAX_TB_TABLE,
            GR_MAX_TB_PLAIN, (long long)GR_MAX_TB_SCAN, (long long)GR_WORK_CALL,
            GR_MAX_HACK_EDGES, GR_MAX_HACK_VERTEX, GR_MAX_COIN_ROW, GR_MAX_MOCK_ROW,
            GR_MAX_CORNERS, GR_MAX_NODES, GR_MAX_ARROWS, GR_MAX_NODE_NAME,
            (long long)GR_MAX_WYTHOFF, GR_WYTHOFF_TABLE, GR_MAX_MOORE_HEAPS, GR_MAX_MOORE_K,
            (long long)GR_MOORE_WORK, GR_MOORE_WINNING, (long long)GR_CALL_WORK);
}
