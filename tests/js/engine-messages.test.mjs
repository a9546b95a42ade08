// engine-messages.test.mjs — every message the engine can write is said in
// every language the page speaks. The catalog is the engine's own
// (engine.messages(), `grundy messages`): each id must have a template in
// each non-English language, with the same placeholders as its English —
// the theory's and the page's in web/i18n/<lang>/engine.js, a game's in the
// language file of each board its section of c/games/msg.h (with the parts
// it includes) or of the independent checker's catalog, c/check/ckmsg.h,
// names ([board NAME] →
// web/boards/NAME.<lang>.js, the same template in each).
// The checker is run on doctored copies too, so that a missing key or a
// changed placeholder is shown to be caught. Terms follow the glossary.
// Last, a sweep over every game's example positions, moves and refusals:
// each "X_msg" the engine's JSON carries, and each EngineError's msg, said
// by the English catalog through web/i18n/say.js, is the English beside it,
// and said in every language it gives a text.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import * as engine from '../../web/engine/engine.js';
import { say, placeholders } from '../../web/i18n/say.js';
import { glossary } from '../../web/i18n/glossary.js';

const ROOT = new URL('../../', import.meta.url);
const catalog = await engine.messages();
const ids = Object.keys(catalog);

/** A catalog's lines, each part it includes ("msg/….h") in its place. */
function catalogLines(file) {
  return readFileSync(new URL(file, ROOT), 'utf8').split('\n').flatMap((line) => {
    const part = line.match(/^#include "([\w/.]+)"$/);
    return part ? catalogLines(file.replace(/[^/]+$/, part[1])) : [line];
  });
}

/** Which boards' language files hold each game message: [board …] headings
 *  (every section of the games' catalog has one, or [engine] for words any
 *  part of the page may show, kept with the engine's own; the checker's
 *  catalog has them where it speaks of one game). */
function sections() {
  const owner = new Map();
  for (const [file, all] of [['c/games/msg.h', true], ['c/check/ckmsg.h', false]]) {
    let boards = null, engineOwn = false;
    for (const line of catalogLines(file)) {
      const head = line.match(/^\/\* ---- .* ---- \*\/$/);
      if (head) {
        boards = line.match(/\[board ([\w ]+)\]/)?.[1].split(' ') ?? null;
        engineOwn = /\[engine\]/.test(line);
      }
      const entry = line.match(/^(?:GR|CK)_MSG\(\w+, \d, "([^"]+)"/);
      if (entry && engineOwn) continue; // (in engine.js)
      if (entry && (boards || all)) {
        assert.ok(boards, `${entry[1]}: a game message before any [board …] heading`);
        owner.set(entry[1], boards);
      }
    }
  }
  return owner;
}
const OWNER = sections();

const LANGS = readdirSync(new URL('web/i18n/', ROOT), { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'en' && existsSync(new URL(`web/i18n/${d.name}/engine.js`, ROOT)))
  .map((d) => d.name);
const SEP = { zh: '、' };

/** A language's engine templates: { engine, boards: {board: templates} }
 *  (engine: those of engine.js and, for the first view, first.js, which
 *  share no id). */
async function load(lang) {
  const rest = (await import(new URL(`web/i18n/${lang}/engine.js`, ROOT).href)).default;
  const firstUrl = new URL(`web/i18n/${lang}/first.js`, ROOT);
  const first = existsSync(firstUrl) ? (await import(firstUrl.href)).messages ?? {} : {};
  for (const id of Object.keys(first)) assert.ok(!Object.hasOwn(rest, id), `${lang}: ${id} is in both first.js and engine.js`);
  const engineFile = { ...first, ...rest };
  const boards = {};
  for (const b of new Set([...OWNER.values()].flat())) {
    const url = new URL(`web/boards/${b}.${lang}.js`, ROOT);
    boards[b] = existsSync(url) ? (await import(url.href)).messages ?? {} : {};
  }
  return { engine: engineFile, boards };
}

/** Every problem of a language's files against the catalog, in words. */
export function check(files, cat = catalog, owner = OWNER) {
  const problems = [];
  const same = (id, t) => {
    const a = placeholders(cat[id]).join(','), b = placeholders(t).join(',');
    if (a !== b) problems.push(`${id}: placeholders {${b}} where the English has {${a}}`);
  };
  for (const id of Object.keys(cat)) {
    const boards = owner.get(id);
    if (!boards) {
      if (typeof files.engine[id] !== 'string') problems.push(`${id}: missing from engine.js`);
      else same(id, files.engine[id]);
      continue;
    }
    if (Object.hasOwn(files.engine, id)) problems.push(`${id}: a game's message in engine.js (it belongs to ${boards.join(', ')})`);
    for (const b of boards) {
      const t = files.boards[b]?.[id];
      if (typeof t !== 'string') problems.push(`${id}: missing from boards/${b}`);
      else {
        same(id, t);
        if (t !== files.boards[boards[0]]?.[id]) problems.push(`${id}: boards/${b} says it otherwise than boards/${boards[0]}`);
      }
    }
  }
  for (const id of Object.keys(files.engine)) if (!Object.hasOwn(cat, id)) problems.push(`${id}: in engine.js, not in the engine's catalog`);
  return problems;
}

test('the catalog: every id once, its English with placeholders {0}..{n-1}', () => {
  assert.ok(ids.length > 600, `the catalog lists ${ids.length} messages`);
  for (const id of ids) {
    const p = placeholders(catalog[id]);
    assert.deepEqual(p, p.map((_, i) => i), `${id}: placeholders ${p}`);
  }
  for (const id of OWNER.keys()) assert.ok(Object.hasOwn(catalog, id), `${id} of c/games/msg.h is in the catalog`);
});

test('the page speaks at least one language besides English', () => {
  assert.ok(LANGS.includes('zh'), `languages: ${LANGS}`);
});

for (const lang of LANGS) {
  test(`${lang}: every engine message, with the same placeholders`, async () => {
    const problems = check(await load(lang));
    assert.deepEqual(problems, [], `${lang}: ${problems.length} problems:\n${problems.slice(0, 40).join('\n')}`);
  });

  test(`${lang}: a missing key, a changed placeholder, a misplaced message are caught`, async () => {
    const files = await load(lang);
    const coreId = ids.find((id) => !OWNER.has(id) && placeholders(catalog[id]).length >= 2);
    const [gameId, [board]] = [...OWNER].find(([, bs]) => bs.length === 1);
    const doctored = structuredClone(files);
    delete doctored.engine[coreId];
    assert.ok(check(doctored).includes(`${coreId}: missing from engine.js`));
    const d2 = structuredClone(files);
    delete d2.boards[board][gameId];
    assert.ok(check(d2).includes(`${gameId}: missing from boards/${board}`));
    const d3 = structuredClone(files);
    d3.engine[coreId] = d3.engine[coreId].replace('{1}', '{2}');
    assert.ok(check(d3).some((p) => p.startsWith(`${coreId}: placeholders`)));
    const d4 = structuredClone(files);
    d4.engine[gameId] = 'x';
    assert.ok(check(d4).some((p) => p.startsWith(`${gameId}: a game's message in engine.js`)));
    const shared = [...OWNER].find(([, bs]) => bs.length > 1);
    if (shared) {
      const d5 = structuredClone(files);
      d5.boards[shared[1][1]][shared[0]] += '!';
      assert.ok(check(d5).some((p) => p.startsWith(`${shared[0]}: boards/${shared[1][1]} says it otherwise`)));
    }
    const d6 = structuredClone(files);
    d6.engine['no.such.id'] = 'x';
    assert.ok(check(d6).includes('no.such.id: in engine.js, not in the engine\'s catalog'));
  });

  if (lang === 'zh') test('zh: every template whose English uses a glossary term says the term as the glossary does', async () => {
    const files = await load(lang);
    const bad = [];
    for (const id of ids) {
      const zh = OWNER.has(id) ? files.boards[OWNER.get(id)[0]][id] : files.engine[id];
      if (typeof zh !== 'string') continue;
      for (const { en, zh: term } of glossary) {
        const re = new RegExp(`(?<![A-Za-z-])${en.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:s|es)?(?![A-Za-z-])`, 'i');
        if (re.test(catalog[id]) && !zh.includes(term)) bad.push(`${id}: "${en}" → "${term}": ${zh}`);
      }
      if (/[A-Za-z]{3,}/.test(zh.replace(/\{\d+\}/g, '')) && !/[\u4e00-\u9fff]/.test(zh) && /[a-z]{3,} [a-z]{3,} [a-z]{3,}/.test(zh)) bad.push(`${id}: an English sentence: ${zh}`);
    }
    assert.deepEqual(bad, []);
  });
}

/** Every [key, msg, english] pair of a parsed JSON value: "X_msg" beside "X". */
function pairs(v, out = []) {
  if (Array.isArray(v)) v.forEach((x) => pairs(x, out));
  else if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      if (k.endsWith('_msg') && x !== null) out.push([k, x, v[k.slice(0, -4)]]);
      else pairs(x, out);
    }
  }
  return out;
}

test('the engine\'s messages, as engine.js gives them, say its English and every language', async () => {
  const info = await engine.info();
  const langs = {};
  for (const lang of LANGS) {
    const f = await load(lang);
    langs[lang] = Object.assign({}, f.engine, ...Object.values(f.boards));
  }
  let n = 0, errors = 0;
  const seen = new Set();
  const visit = (what, json) => {
    for (const [k, m, en] of pairs(json)) {
      assert.equal(say(m, catalog), en, `${what}: ${k}`);
      for (const [lang, t] of Object.entries(langs)) assert.notEqual(say(m, t, { sep: SEP[lang] }), null, `${what}: ${k} in ${lang}: ${JSON.stringify(m)}`);
      seen.add(m.id);
      n++;
    }
  };
  const refused = (what, e) => {
    assert.ok(e instanceof engine.EngineError, `${what}: ${e}`);
    assert.ok(e.msg && typeof e.msg.id === 'string', `${what}: the error carries its message`);
    assert.equal(say(e.msg, catalog), e.message, `${what}: the error's message`);
    for (const [lang, t] of Object.entries(langs)) assert.notEqual(say(e.msg, t, { sep: SEP[lang] }), null, `${what}: the error in ${lang}`);
    seen.add(e.msg.id);
    errors++;
  };
  visit('info', info);
  for (const g of info.games) {
    const a = await engine.analyze(g.example, { moves: 'auto' });
    visit(g.example, a);
    for (const mv of (a.moves ?? []).slice(0, 3)) visit(`${g.example} ${mv.move}`, await engine.analyze(g.example, { move: mv.move, moves: 'auto' }).catch(() => ({})));
    for (const bad of ['1:999999', '1:x>y', '9:1']) await engine.play(g.example, bad).then(() => assert.fail(`${g.example} ${bad} played`), (e) => refused(`${g.example} ${bad}`, e));
    await engine.analyze(`${g.example};misere`, { moves: 'auto' }).then((x) => visit(`${g.example};misere`, x), (e) => refused(`${g.example};misere`, e));
    await engine.canonical(`${g.name}:(((`).then(() => {}, (e) => refused(`${g.name}:(((`, e));
  }
  for (const f of info.families ?? []) {
    if (!f.example) continue;
    await engine.pattern(f.example, 200).then((x) => visit(`pattern ${f.example}`, x), (e) => refused(`pattern ${f.example}`, e));
  }
  await engine.quotient('0.77').then((x) => visit('quotient 0.77', x), (e) => refused('quotient', e));
  console.log(`# ${n} messages and ${errors} errors said; ${seen.size} of ${ids.length} ids met`);
  assert.ok(n > 100 && errors > 20);
});
