// boards/index.js — one board per game, by the engine's game name.
import nim from './nim.js';
import sub from './sub.js';
import checkers from './checkers.js';
import northcott from './northcott.js';
import treblecross from './treblecross.js';
import staircase from './staircase.js';
import octal from './octal.js';

export const boards = { nim, sub, checkers, northcott, treblecross, staircase, octal };
