// say.test.mjs — web/i18n/say.js: an engine message said by a language's
// templates: placeholders in any order and repeated, nested messages, lists,
// numbers as given (big ones too), literal braces, and null (never a mixed
// sentence) when a template is missing.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { say, placeholders } from '../../web/i18n/say.js';

const T = {
  'move.take': '取走 {0}（{1} → {2}）',
  'err.move.refused': '着法 "{0}" 不合法：{1}',
  'word.or': '{0}或{1}',
  'a': 'A',
  'b': 'B',
  'c': 'C',
  'twice': '{1}，{0}，再说一次 {1}',
  'set': 'n mod {0} 属于 {{1}}',
};
const m = (id, ...args) => ({ id, args });

test('arguments fill their placeholders, in any order and repeated', () => {
  assert.equal(say(m('move.take', 3, 7, 4), T), '取走 3（7 → 4）');
  assert.equal(say(m('twice', 'x', 2), T), '2，x，再说一次 2');
});

test('nested messages and lists are said in the same language', () => {
  assert.equal(say(m('err.move.refused', '1:9', m('move.take', 1, 2, 1)), T), '着法 "1:9" 不合法：取走 1（2 → 1）');
  assert.equal(say(m('word.or', [m('a'), m('b')], m('c')), T, { sep: '、' }), 'A、B或C');
  assert.equal(say(m('word.or', [m('a'), m('b')], m('c')), T), 'A, B或C');
});

test('numbers and text as given: big numbers, notation, literal braces', () => {
  assert.equal(say(m('move.take', '9007199254740993', 10n ** 18n, 0), T), '取走 9007199254740993（1000000000000000000 → 0）');
  assert.equal(say(m('set', 4, '1, 3'), T), 'n mod 4 属于 {1, 3}');
  assert.equal(say(m('err.move.refused', '{0}', m('a')), T), '着法 "{0}" 不合法：A', 'an argument is not read for placeholders');
});

test('a missing template anywhere gives null, never a mixed sentence', () => {
  assert.equal(say(m('nope'), T), null);
  assert.equal(say(m('err.move.refused', '1:9', m('nope')), T), null);
  assert.equal(say(m('word.or', [m('a'), m('nope')], m('c')), T), null);
  assert.equal(say(m('move.take', 1, 2), T), null, 'too few arguments');
  assert.equal(say(null, T), null);
  assert.equal(say({ id: 'toString', args: [] }, T), null, 'only the templates\' own keys');
});

test('placeholders lists a template\'s placeholders once each', () => {
  assert.deepEqual(placeholders('{1} of {0}, {1}'), [0, 1]);
  assert.deepEqual(placeholders('in {{1}} mod {0}'), [0, 1]);
  assert.deepEqual(placeholders('none'), []);
});
