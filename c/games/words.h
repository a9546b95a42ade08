/*
** games/words.h — the games' messages declared (their list is msg.h, which
** says what each part holds; words.c defines them): what a game file
** includes to name its words with GR_M and GR_W.
*/
#ifndef GR_GAMES_WORDS_H
#define GR_GAMES_WORDS_H

#include "../message.h"

#define GR_MSG(sym, n, id, en) GR_MSG_DECLARE(sym, n, id, en)
#include "msg.h"
#undef GR_MSG

#endif
