/*
** games/words.c — the games' messages, each defined once (words.h declares
** them): every part of the games' catalog msg.h but the kit's words, which
** the kit defines. Each entry is an object of its own, so that a build
** links only the entries its games name.
*/
#include "words.h"

#define GR_MSG(sym, n, id, en) GR_MSG_DEFINE(sym, n, id, en)
#include "msg/rows.h"
#include "msg/boards.h"
#include "msg/codes.h"
#include "msg/piles.h"
#undef GR_MSG
