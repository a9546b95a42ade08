/*
** games/msg.h — the games' messages: what each game's file (and the rule
** language its typed rules use) writes for people, in the form of the core's
** catalog (../msg.h, which says what an entry is): GR_MSG(symbol, arguments,
** "id", "English template"). The core names no game, so a game's words are
** listed here, by game, in parts (msg/, included below in the catalog's
** order); a new game adds its section to the part of its kind. Ids may
** name the game.
** Each section's translations live with the board named in its heading,
** [board NAME]: web/boards/NAME.<lang>.js — with each board named there when
** several boards show the section's words, the same in each, or [engine]:
** the engine's own catalog, web/i18n/<lang>/engine.js, for words any part
** of the page may show (tests/js/engine-messages.test.mjs holds every
** language to it). Words
** several games write and that name none live in ../msg.h. A list only (no
** include guard): words.h declares it, words.c defines it (the kit's part
** aside, which the kit defines), and the whole catalog lists it after ../msg.h.
*/

#include "msg/rows.h"
#include "msg/boards.h"
#include "../kit/msg.h"
#include "msg/codes.h"
#include "msg/piles.h"
