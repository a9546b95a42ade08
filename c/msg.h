/*
** msg.h — the catalog of the engine's messages: every text it writes for
** people, each once, as GR_MSG(symbol, arguments, "id", "English template").
** message.h and message.c say what a message is; this file is a list only, included
** where the list is needed (no include guard); games/msg.h lists the games'
** own messages in the same form, and the whole catalog (info.c) is the two. It lists its
** parts, by the services they speak for (msg/), in the catalog's order.
**
** Ids are stable: lower-case words separated by dots, the first naming the
** kind — err (a call fails), why (how a verdict was found), move (a move in
** words), game (a game's words in info), word (a phrase other messages take
** as an argument), judge, rule (the rule language), pattern, quotient,
** check (the self-checks) — the second its area. A front end keys its
** translations by them (web/i18n/<lang>/engine.js; a game's, with its
** board): change a text's meaning
** and its id changes with it. Templates number their arguments from {0}
** with no gap; other braces are text. Numbers, notation and position text are
** arguments, never part of a template's words.
*/

#include "msg/analysis.h"
#include "msg/input.h"
#include "msg/families.h"
#include "msg/search.h"
