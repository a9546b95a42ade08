// i18n/i18n.js — the one module that owns the page's language.
//
// The page's words are written in English where they are used, wrapped in
// tr('Take {k} from heap {i}', { k, i }): the English text, with named
// placeholders, is the key. Every other language has catalogs that map
// those keys to its own templates: the page's (i18n/<lang>/*.js) and each
// board's (boards/<file>.<lang>.js, beside its board), each a plain object
// exported as default. A catalog loads only for the language shown, when its
// part of the page first loads (register()); the offline cache holds them
// all, as every loader is a literal import().
//
// The engine's messages ({id, args}, next to the English text it writes)
// are said by sayMsg() from the language's engine templates, whose
// placeholders are numbered ({0}, {1} …): the theory's and the page's in
// i18n/<lang>/engine.js, a game's in its board's file (export `messages`).
// The first view's words (i18n/<lang>/first.js) load with the page; the
// rest after its first values (app.js).
//
// The language comes from the link (lang=zh, lang=en), else the browser's
// languages, else English; setLang() changes it at once: it loads what the
// language lacks, sets <html lang>, and calls every listener (onLang), so
// the page redraws through its usual paths, in place.

import { say } from './say.js';

export const LANGS = [
  { code: 'en', html: 'en', name: 'English' },
  { code: 'zh', html: 'zh-CN', name: '中文' },
];

const ENGLISH = 'en';
let current = ENGLISH;
let coming = ENGLISH; // the language setLang() is loading (the current one when none)
const tables = new Map(LANGS.map((l) => [l.code, new Map()])); // lang → key → template
const msgTables = new Map(LANGS.map((l) => [l.code, {}])); // lang → message id → template
const areas = []; // registered catalogs: {lang → () => import(…)}
const loadedAreas = new Map(LANGS.map((l) => [l.code, new Set()])); // lang → loaded areas
const listeners = new Set();
const leaving = new Set(); // beforeLang's

/** The language shown now ('en', 'zh'). */
export const lang = () => current;

/** The language a link and the browser ask for: `asked` (the link's lang=),
 *  else the first of the browser's languages the page speaks, else English. */
export function choose(asked, browser = globalThis.navigator?.languages ?? []) {
  const known = (code) => LANGS.find((l) => l.code === code)?.code ?? null;
  if (asked && known(String(asked).toLowerCase())) return known(String(asked).toLowerCase());
  for (const b of browser) {
    const code = known(String(b).toLowerCase().split('-')[0]);
    if (code) return code;
  }
  return ENGLISH;
}

/** Adds the catalogs of one part of the page ({zh: () => import(…)}) and
 *  loads the current language's now; resolves when it is in place.
 *  messages: the catalogs hold engine messages' templates by id.
 *  late: the page has drawn in this language already: the listeners are
 *  told once the words are in. */
export async function register(loaders, { messages = false, late = false } = {}) {
  const area = { loaders, messages };
  areas.push(area);
  await Promise.all([...new Set([current, coming])].map((c) => loadArea(area, c))); // (and a change under way)
  if (late && current !== ENGLISH && area.loaders[current]) for (const fn of listeners) fn(current);
}

let loading = 0; // catalogs on their way

/** True while some catalog is still loading (the page is not done yet). */
export const wordsPending = () => loading > 0;

async function loadArea(area, code) {
  if (code === ENGLISH || loadedAreas.get(code).has(area) || !area.loaders[code]) return;
  loading++;
  let mod;
  try { mod = await area.loaders[code](); } finally { loading--; }
  if (area.messages) add(code, mod.default, true);
  else {
    add(code, mod.default ?? {});
    if (mod.messages) add(code, mod.messages, true); // a board's file: its game's engine messages too
  }
  loadedAreas.get(code).add(area);
}

/** Adds templates to a language's table: the page's words, or (messages)
 *  the engine's templates by message id. */
export function add(code, catalog, messages = false) {
  if (messages) { Object.assign(msgTables.get(code), catalog); return; }
  const table = tables.get(code);
  for (const [k, v] of Object.entries(catalog)) table.set(k, v);
}

/** Shows the page in `code`: loads its catalogs, sets <html lang>, and
 *  tells every listener. Unknown codes mean English. */
export async function setLang(code) {
  const next = LANGS.some((l) => l.code === code) ? code : ENGLISH;
  coming = next;
  await Promise.all(areas.map((a) => loadArea(a, next)));
  if (coming !== next) return; // another change came after this one
  const changed = next !== current;
  if (changed) for (const fn of leaving) fn(next);
  current = next;
  if (globalThis.document) document.documentElement.lang = LANGS.find((l) => l.code === next).html;
  if (changed) for (const fn of listeners) fn(next);
}

/** Calls fn(lang) before the page takes a new language (what is drawn anew can go first). */
export function beforeLang(fn) {
  leaving.add(fn);
  return () => leaving.delete(fn);
}

/** Calls fn(lang) whenever the language changes; returns a function that stops it. */
export function onLang(fn) {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

/** Fills a template's {name} placeholders from vars (numbers and texts as
 *  given; a missing one stays as it is, so a test sees it). */
const pieces = new Map(); // template → its text and names in turn (a board of 256 nodes fills thousands)
export function fill(template, vars) {
  if (!vars) return template;
  let p = pieces.get(template);
  if (!p) {
    if (pieces.size >= 4096) pieces.clear();
    p = template.split(/\{([A-Za-z0-9_]+)\}/);
    pieces.set(template, p);
  }
  let out = p[0];
  for (let k = 1; k < p.length; k += 2) {
    const name = p[k];
    out += (name in vars && vars[name] !== undefined ? String(vars[name]) : `{${name}}`) + p[k + 1];
  }
  return out;
}

/** The page's words in the current language: `english` is the key and the
 *  English template. A key a catalog lacks shows in English (the catalogs'
 *  test fails on it). */
export function tr(english, vars) {
  const t = current === ENGLISH ? english : tables.get(current).get(english) ?? english;
  return fill(t, vars);
}

/** An engine message {id, args} in the current language; `english` is the
 *  text the engine wrote beside it (shown in English, and when a language
 *  lacks a template the message needs: never a sentence in two languages).
 *  Arguments may be messages themselves, or lists of them (i18n/say.js). */
export function sayMsg(msg, english) {
  if (current === ENGLISH || !msg) return english ?? '';
  return say(msg, msgTables.get(current), { sep: tr(', ') }) ?? english ?? '';
}

/** Static words in the page's HTML: an element with data-tr shows its
 *  English text (kept from the first visit) in the current language; a
 *  data-tr-attrs="title aria-label placeholder" list does the same for those
 *  attributes. */
const original = new WeakMap();
export function translateStatic(root = globalThis.document) {
  if (!root) return;
  for (const el of root.querySelectorAll('[data-tr], [data-tr-attrs]')) {
    let orig = original.get(el);
    if (!orig) {
      orig = { text: el.hasAttribute('data-tr') ? el.textContent : null, attrs: {} };
      for (const a of (el.getAttribute('data-tr-attrs') ?? '').split(/\s+/).filter(Boolean)) orig.attrs[a] = el.getAttribute(a) ?? '';
      original.set(el, orig);
    }
    const say = (english) => { const key = english.replace(/\s+/g, ' ').trim(); return current === ENGLISH ? key : tables.get(current).get(key) ?? key; };
    if (orig.text !== null) el.textContent = say(orig.text);
    for (const [a, v] of Object.entries(orig.attrs)) el.setAttribute(a, say(v));
  }
}
