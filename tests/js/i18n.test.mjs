// i18n.test.mjs — every word the page shows exists in every language it
// speaks: the catalogs hold every key the page uses, with the same
// placeholders, glossary terms said the glossary's way, nothing stale; a
// language file with a key missing is caught. Also the language module
// itself: the choice of language, templates, engine messages.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { uses, catalogs, problems, keysOfJs, keysOfHtml } from './i18n-check.mjs';
import { glossary } from '../../web/i18n/glossary.js';
import * as i18n from '../../web/i18n/i18n.js';

const used = uses();
const OTHERS = i18n.LANGS.map((l) => l.code).filter((c) => c !== 'en');

test('the test reads the page\'s words', () => {
  assert.deepEqual(keysOfJs("x = tr('Take {k}', { k }); y = tr(\"it's\"); z = tr(`a\\`b`); w = attr(1);").keys, ['Take {k}', "it's", 'a`b']);
  assert.deepEqual(keysOfJs('tr(word); tr(`x ${y}`)').bad, [1, 1]);
  assert.deepEqual(keysOfHtml('<p data-tr>Edit &amp;\n  analyse</p><input data-tr-attrs="title" title="The text">'), ['Edit & analyse', 'The text']);
  assert.ok(used.some((u) => u.keys.length), 'the page uses tr()');
});

for (const lang of OTHERS) {
  test(`${lang}: every key the page uses is translated where it loads, with its placeholders and the glossary's terms`, async () => {
    const found = problems(lang, await catalogs(lang), used, glossary);
    assert.deepEqual(found, [], `\n${found.join('\n')}`);
  });

  test(`${lang}: a catalog with a key missing, a placeholder changed or a term said otherwise is caught`, async () => {
    const cats = structuredClone(await catalogs(lang));
    const [name, cat] = Object.entries(cats).find(([, c]) => Object.keys(c).length > 2);
    const keys = Object.keys(cat);
    const gone = keys[0];
    delete cat[gone];
    const withVar = keys.find((k) => /\{[a-z]/i.test(k) && k !== gone);
    if (withVar) cat[withVar] = cat[withVar].replace(/\{[A-Za-z0-9_]+\}/, '{oops}');
    const found = problems(lang, cats, used, glossary);
    assert.ok(found.some((p) => p.includes(`"${gone}"`) && p.includes('is in none of')), `a missing key is named:\n${found.join('\n')}`);
    if (withVar) assert.ok(found.some((p) => p.includes(`"${withVar}" has placeholders`)), 'a changed placeholder is named');
    const term = glossary.find((g) => g.strict && g[lang]);
    const doctored = { ...cats, [name]: { ...cats[name], [`The ${term.en} here`]: 'x' } };
    const uses2 = [...used, { file: 'web/ui/x.js', keys: [`The ${term.en} here`], bad: [] }];
    assert.ok(problems(lang, { ...doctored, ui: { ...(doctored.ui ?? {}), [`The ${term.en} here`]: 'x' } }, uses2, glossary).some((p) => p.includes(`the glossary's word is "${term[lang]}"`)), 'a glossary term said otherwise is named');
  });
}

test('the language: the link, then the browser, then English', () => {
  assert.equal(i18n.choose('zh', ['en-US']), 'zh');
  assert.equal(i18n.choose('EN', ['zh-CN']), 'en');
  assert.equal(i18n.choose(null, ['fr-FR', 'zh-CN', 'en']), 'zh');
  assert.equal(i18n.choose('xx', ['de']), 'en');
  assert.equal(i18n.choose(undefined, []), 'en');
});

test('templates and engine messages in a language, English as written', async () => {
  i18n.add('zh', { 'Take {k} from heap {i}': '从第 {i} 堆取 {k} 个', ', ': '、' });
  i18n.add('zh', { 'err.x': '第 {0} 个字符：{1}', 'word.y': '词 {0}' }, true);
  assert.equal(i18n.tr('Take {k} from heap {i}', { k: 3, i: 2 }), 'Take 3 from heap 2');
  await i18n.setLang('zh');
  assert.equal(i18n.lang(), 'zh');
  assert.equal(i18n.tr('Take {k} from heap {i}', { k: 3, i: 2 }), '从第 2 堆取 3 个');
  assert.equal(i18n.tr('Not translated {n}', { n: 1 }), 'Not translated 1');
  assert.equal(i18n.sayMsg({ id: 'err.x', args: [7, { id: 'word.y', args: ['nim:3'] }] }, 'english'), '第 7 个字符：词 nim:3');
  assert.equal(i18n.sayMsg({ id: 'err.x', args: [[{ id: 'word.y', args: [1] }, { id: 'word.y', args: [2] }], 'z'] }, 'e'), '第 词 1、词 2 个字符：z');
  assert.equal(i18n.sayMsg({ id: 'err.unknown', args: [] }, 'the English'), 'the English', 'an id the language lacks: the English');
  let heard = null;
  const stop = i18n.onLang((l) => { heard = l; });
  await i18n.setLang('en');
  stop();
  assert.equal(heard, 'en');
  assert.equal(i18n.sayMsg({ id: 'err.x', args: [1, 2] }, 'the English'), 'the English');
});

test('fill: each {name} given a value is replaced by it, any other text is kept, on random templates against a plain scan', () => {
  // the plain reading: left to right, "{" + a name of [A-Za-z0-9_] + "}" is a placeholder
  const plain = (t, vars) => {
    let out = '';
    for (let k = 0; k < t.length;) {
      const m = /^\{([A-Za-z0-9_]+)\}/.exec(t.slice(k));
      if (m && m[1] in vars && vars[m[1]] !== undefined) { out += String(vars[m[1]]); k += m[0].length; } else { out += t[k]; k++; }
    }
    return out;
  };
  const seed = Number(process.env.GRUNDY_SEED ?? 20261201);
  let x = seed >>> 0 || 1;
  const rnd = (n) => { x ^= x << 13; x ^= x >>> 17; x ^= x << 5; x >>>= 0; return x % n; }; // xorshift32
  const bits = ['{a}', '{b}', '{n_1}', '{gone}', '{', '}', '{a b}', '{}', 'x', ' ', '堆', '$&', '$1', '{{a}}'];
  for (let k = 0; k < 2000; k++) {
    const t = Array.from({ length: rnd(8) }, () => bits[rnd(bits.length)]).join('');
    const vars = { a: rnd(3) ? 'A' : '$&', b: rnd(2) ? 7 : undefined, n_1: 0 };
    assert.equal(i18n.fill(t, vars), plain(t, vars), `template ${JSON.stringify(t)} (seed ${seed}; GRUNDY_SEED=N for another)`);
    assert.equal(i18n.fill(t, vars), plain(t, vars), 'the same template again (kept in pieces)');
  }
  assert.equal(i18n.fill('{a}', null), '{a}');
});
