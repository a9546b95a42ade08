// notes.test.mjs — what the teaching texts say about a position is what the
// engine says of it. Every board's "why" notes (web/boards/<game>.js, notes:
// the Why Nim tab, the marks drawn on the board, the classroom, exports), the
// boards' own notes under them (Chomp's) and the misère quotient tab's
// reading of a position are computed for random positions of every game, in
// normal and in misère play, and each fact they state is checked against the
// engine: a value, an XOR and its result, a run's value, who wins (the
// component alone, in the play the sentence speaks of), a winning move named.
// A sentence that speaks of who wins and that no check here recognises
// fails too: a new claim needs its check. The seed is printed; GRUNDY_SEED
// replays it.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as engine from '../../web/engine/engine.js';
import { BOARDS, boards, loadAll, limitsOf } from '../../web/boards/index.js';
import { DRAW } from '../../web/kit/state.js';
import { compText } from '../../web/kit/position.js';
import { notesFor } from '../../web/teach/notes.js';
import { readOff, phiOf } from '../../web/teach/quotient.js';
import { MAIN } from '../../web/ui/schedule.js';
import { rng, SEED, group, GAMES, nativeBatch } from './gen.mjs';

await loadAll();
const INFO = await engine.info();
console.log(`notes.test: seed ${SEED} (GRUNDY_SEED=${SEED} replays it)`);

const PER_GAME = Number(process.env.GRUNDY_NOTES ?? 4); // random positions of each game, in each play (make test-sweep-long: 40)

/** A random position of `game`: the shared generator's when it has one,
 *  else the board's own quiz generator (small positions of its game). */
function position(r, game) {
  if (GAMES.includes(game)) return group(r, game);
  return boards[game].quiz(r);
}

/** The engine's analysis as the page makes it: within the bound of work of
 *  the page's own calls, and past it unbounded (web/ui/schedule.js: then
 *  the worker's). Verdicts, values and moves are the same either way; the
 *  bound keeps the genus of a misère position from searching past it (no
 *  note reads the genus; most of these analyses' time went there). Any
 *  refusal within the bound is asked again unbounded, so every position
 *  the engine analyses at all is checked. */
async function analysis(text, opts) {
  try {
    return await engine.analyze(text, { ...opts, within: MAIN.work });
  } catch (e) {
    if (!(e instanceof engine.EngineError)) throw e;
  }
  return engine.analyze(text, opts);
}

const verdicts = new Map(); // "text|play" → the engine's analysis of a component alone
async function alone(c, play) {
  const key = `${c.text}|${play}`;
  if (!verdicts.has(key)) {
    let a = null;
    try { a = await analysis(`${c.text}${play === 'misere' ? ';misere' : ''}`, { moves: 'winning' }); } catch { a = null; }
    verdicts.set(key, a);
  }
  return verdicts.get(key);
}

const xor = (xs) => xs.reduce((a, b) => a ^ BigInt(b), 0n);

/** Sentences that speak of winning and losing as rules of the game, not of
 *  this position (they are the same for every position of the game). */
const GENERAL = [
  /whoever (cannot|must|moves her)/i, /the player left with only it/, /Suppose it were lost/, /the board is won exactly when the gaps/,
  /Moore's theorem/, /^Misère Nim_/, /An ∞ token wins exactly when|Two or more ∞ tokens always draw/, /^Misère Wythoff:/,
  /nobody good plays them/, /the opponent simply follows/, /growing never helps/, /a move to a position of value 0 wins/,
  /^The cold positions \(P-positions\) are built/, /^Only the odd stairs count/, /the same row, column or diagonal never holds two/,
  /symmetry strategy|answered by the image|answering each move by its image/, /a player whose token\(s\) cannot move loses/,
  /^An empty even-by-even board is lost/, /^The poisoned square is never bitten/,
];

/** The play a sentence of a line speaks of: the one a line opens with ("In
 *  normal play: …"), else the one the sentence names, else the position's. */
function playOf(line, sentence, play) {
  const head = /^In (normal|misère) play/.exec(line);
  if (head) return head[1] === 'normal' ? 'normal' : 'misere';
  return /normal play/.test(sentence) ? 'normal' : /misère/.test(sentence) ? 'misere' : play;
}

/** The claims a sentence makes about the component's outcome, each with the
 *  play it speaks of: [{verdict: 'P'|'N', play}] or checks to run. */
function claimsOf(line, play) {
  const out = [];
  for (const sentence of line.split(/(?<=[.:])\s+(?=[A-Z])/)) out.push(...sentenceClaims(sentence, playOf(line, sentence, play)));
  return out;
}

function sentenceClaims(line, p) {
  const out = [];
  if (GENERAL.some((g) => g.test(line))) return out; // a rule of the game, not a claim about this position
  if (/is won by the first player|the first player wins|The first player places it|it is this position: the player to move loses/.test(line))
    out.push({ verdict: /loses/.test(line) ? 'P' : 'N', play: p });
  if (/is lost for the player to move|: lost for the player to move|the player to move loses this heap|: the player to move loses\.|the player to move has lost|value 0\./.test(line))
    out.push({ verdict: 'P', play: p });
  if (/: the player to move wins\.|this position is hot|hot: the player to move wins|so the player to move has won|the player to move wins\.$/.test(line)) out.push({ verdict: 'N', play: p });
  if (/cold: the player to move loses|so the player to move loses|lost for the player to move:|the player to move loses\.$/.test(line) && !out.some((x) => x.verdict)) out.push({ verdict: 'P', play: p });
  if (/[Tt]wo rows: a bite that leaves the first row one square longer than the second wins/.test(line)) out.push({ check: 'chomp-two-rows', play: p });
  if (/^One row: bite just right of the poisoned square/.test(line)) out.push({ check: 'chomp-one-row', play: p });
  if (/^One row: in misère play bite at column 3/.test(line)) out.push({ check: 'chomp-column-3', play: p });
  const avoid = /an X on cells? ([\d, ]+) would make three in a row — in misère play/.exec(line);
  if (avoid) out.push({ check: 'avoid', cells: avoid[1].split(', ').map(Number), play: p });
  const take = /[Tt]ake (\d+) to leave whole blocks \(a P-position\)/.exec(line);
  if (take) out.push({ check: 'takes', take: BigInt(take[1]), play: p });
  const three = /the player to move completes three in a row at once, on cells? ([\d, ]+)\./.exec(line);
  if (three) out.push({ check: 'completes', cells: three[1].split(', ').map(Number), play: p });
  return out;
}

const SAYS_WHO_WINS = /\b(lost|loses|lose|wins|won|winning|P-position|N-position|first player|second player|hot)\b/;

/** Every fact of component c's notes, checked; returns the problems found. */
async function check(c, a, note, text) {
  const problems = [];
  const say = (what) => problems.push(`${text}${a.play === 'misere' ? ' (misère)' : ''}, component ${c.index} (${c.text}): ${what}`);
  // the value the note gives the component, and each XOR it writes out
  if (note.heap !== undefined && note.heap !== null && c.sg !== null && BigInt(note.heap) !== BigInt(c.sg)) say(`the note's value ${note.heap}, the engine's ${c.sg}`);
  for (const line of note.lines) {
    for (const m of line.matchAll(/(\d+(?: ⊕ \d+)+) = (\d+)/g)) {
      const got = xor(m[1].split(' ⊕ ').map(BigInt));
      if (got !== BigInt(m[2])) say(`"${m[0]}": the XOR is ${got}`);
    }
    const total = /→ (?:SG = (?:[\d ⊕]+ = )?|XOR )(\d+)\.?$/.exec(line);
    if (total && c.sg !== null && BigInt(total[1]) !== BigInt(c.sg)) say(`"${total[0]}": the engine's value is ${c.sg}`);
    const sgOf = /SG\(([\d, ]+)\) = (?:[^.]*? = )?(\d+)(?:[.:]|$)/.exec(line);
    if (sgOf && c.sg !== null && BigInt(sgOf[2]) !== BigInt(c.sg)) say(`"${sgOf[0]}": the engine's value is ${c.sg}`);
    if (/→ XOR \d+/.test(line)) { // the parts' or regions' values written out, and their XOR
      const listed = /^Parts worth ([\d, ]+) →/.exec(line)?.[1].split(', ') ?? [...line.matchAll(/worth (\d+)/g)].map((m) => m[1]);
      const said = BigInt(/→ XOR (\d+)/.exec(line)[1]);
      if (xor(listed) !== said) say(`"${line}": the XOR of ${listed.join(', ')} is ${xor(listed)}`);
    }
    const or = /(\d+) \| (\d+) = (\d+), in binary ([01\u2009]+): its lowest 0 bit is bit (\d+)/.exec(line); // E&D's rule, written out
    if (or) {
      const [x, y, bits, bin, low] = [BigInt(or[1]), BigInt(or[2]), BigInt(or[3]), or[4], Number(or[5])];
      if ((x | y) !== bits) say(`"${or[0]}": the OR is ${x | y}`);
      if (bin.replaceAll('\u2009', '') !== bits.toString(2) || !/^[01]{1,4}(\u2009[01]{4})*$/.test(bin)) say(`"${or[0]}": ${bits} in binary is ${bits.toString(2)}, in fours from the right`);
      let zero = 0;
      while ((bits >> BigInt(zero)) & 1n) zero++;
      if (zero !== low) say(`"${or[0]}": the lowest 0 bit of ${bits} is bit ${zero}`);
    }
    const worth = /So the row is worth SG (\d+)|a Nim heap of (\d+)\.$|plays like a Nim heap of (\d+)/.exec(line);
    if (worth && c.sg !== null && BigInt(worth[1] ?? worth[2] ?? worth[3]) !== BigInt(c.sg)) say(`"${worth[0]}": the engine's value is ${c.sg}`);
    // who wins
    const claims = claimsOf(line, a.play);
    if (!claims.length && SAYS_WHO_WINS.test(line) && !GENERAL.some((g) => g.test(line))) say(`a sentence about who wins that no check recognises: "${line}"`);
    for (const cl of claims) {
      const own = await alone(c, cl.play);
      if (!own || own.verdict === null || own.verdict === undefined) continue; // the engine knows no answer to check it by
      if (cl.verdict && own.verdict !== cl.verdict) say(`"${line}" (${cl.play} play): the engine's verdict of it alone is ${own.verdict}`);
      if (cl.check === 'chomp-two-rows') { // some winning bite leaves rows x + 1 and x (x may be 0)
        const after = own.moves.filter((m) => m.winning).map((m) => m.after[0].slice(m.after[0].indexOf(':') + 1).split('/').map(Number));
        if (!after.some((rows) => rows.length <= 2 && rows[0] === (rows[1] ?? 0) + 1)) say(`"${line}" (${cl.play} play): the winning bites leave ${after.map((x) => x.join('/')).join(', ') || 'nothing (there is none)'}`);
      }
      if (cl.check === 'chomp-one-row' && !(own.winning.length === 1 && own.winning[0].endsWith(':1.2'))) say(`"${line}" (${cl.play} play): the winning bites are ${own.winning.join(', ') || 'none'}`);
      if (cl.check === 'chomp-column-3' && !(own.winning.length === 1 && own.winning[0].endsWith(':1.3'))) say(`"${line}" (${cl.play} play): the winning bites are ${own.winning.join(', ') || 'none'}`);
      if (cl.check === 'avoid') { // none of these cells is a winning move
        const bad = cl.cells.filter((k) => own.winning.some((m) => Number(m.slice(m.indexOf(':') + 1)) === k));
        if (bad.length) say(`"${line}" (${cl.play} play): the engine wins by playing on ${bad.join(', ')}`);
      }
      if (cl.check === 'takes') {
        const heap = BigInt(c.body);
        const win = own.moves.some((m) => m.winning && BigInt(m.from) === heap && BigInt(m.to) === heap - cl.take);
        if (!win) say(`"${line}" (${cl.play} play): taking ${cl.take} is not a winning move`);
      }
      if (cl.check === 'completes' && JSON.stringify(own.winning.map((m) => Number(m.slice(m.indexOf(':') + 1))).sort((x, y) => x - y)) !== JSON.stringify([...cl.cells].sort((x, y) => x - y)))
        say(`"${line}" (${cl.play} play): the engine's winning moves are ${own.winning.join(', ') || 'none'}`);
    }
  }
  // Node-Kayles on a path plays as Dawson's chess (the board's words under it
  // link the paths to octal(0.137) with "the same values")
  if (c.game === 'nodekayles') {
    for (const part of c.parts ?? []) {
      if (!part.path || part.path.length < 2 || part.sg === null) continue;
      const v = await engine.sg('octal(0.137)', part.path.length);
      if (BigInt(v.sg) !== BigInt(part.sg)) say(`a path of ${part.path.length} nodes worth ${part.sg}, Dawson's chess on as many pins ${v.sg}`);
    }
  }
  // the values written under runs and stretches
  for (const sp of note.spans ?? []) {
    const m = /^(\d+) · SG (\d+)$/.exec(sp.label);
    if (!m) continue;
    const fam = c.game === 'octal' ? `octal(${c.param})` : c.game === 'treblecross' ? 'treblecross' : null;
    if (!fam) continue;
    const v = await engine.sg(fam, Number(m[1]));
    if (BigInt(v.sg) !== BigInt(m[2])) say(`the span "${sp.label}": G(${m[1]}) is ${v.sg}`);
  }
  return problems;
}

/** Component c edited as a person edits it: one of its number fields (rows,
 *  columns, a heap's size, a row's width…) set a little higher or lower, by
 *  the board's own setField — a board resized keeps its taken cells. Its
 *  text; undefined when the board has no such field, null when it refuses
 *  the value (or the value is the one it had). */
function edited(r, c) {
  const b = boards[c.game];
  const limits = limitsOf(INFO, c.game);
  const fields = (b.fields?.(c, limits, DRAW) ?? []).filter((f) => !f.command && !f.text && Number.isFinite(Number(f.value)));
  if (!fields.length) return undefined;
  const f = r.pick(fields);
  const lo = Number(f.min ?? 0), hi = Math.min(Number(f.max ?? Infinity), Number(f.value) + 3);
  const value = Math.max(lo, Math.min(hi, Number(f.value) + r.int(-2, 3)));
  const got = b.setField(c, f.key, String(value), limits, DRAW);
  if (got.error || (got.body === undefined && got.param === undefined)) return null;
  return compText({ game: c.game, param: got.param ?? c.param, body: got.body ?? c.body });
}

for (const b of BOARDS) {
  test(`${b.game}: the why notes of random positions, and of those positions edited, state what the engine says, in normal and misère play`, async () => {
    const r = rng((SEED + b.game.length * 7919 + b.game.charCodeAt(0)) >>> 0);
    const texts = [...b.examples.map(([, t]) => t)];
    for (let k = 0; k < PER_GAME; k++) texts.push(position(r, b.game));
    const problems = [];
    let checked = 0, edits = 0, editable = 0;
    for (let t = 0; t < texts.length; t++) {
      const base = texts[t];
      for (const play of ['normal', 'misere']) {
        const text = play === 'misere' ? `${base.replace(/;misere$/, '')};misere` : base;
        let a;
        try { a = await analysis(text, { moves: 'auto' }); } catch { continue; } // refused (too large): nothing to explain
        for (const c of a.components) {
          if (c.game !== b.game) continue;
          const note = notesFor(c, a);
          problems.push(...(await check(c, a, note, base)));
          checked++;
          if (play === 'normal' && t < PER_GAME + b.examples.length && texts.length < 2 * (PER_GAME + b.examples.length)) {
            const e = edited(r, c); // checked in its turn, in both plays
            if (e !== undefined) editable++;
            if (e) { texts.push(e); edits++; }
          }
        }
      }
    }
    assert.ok(checked >= PER_GAME, `${b.game}: ${checked} components checked`);
    if (editable) assert.ok(edits > 0, `${b.game}: no position edited`);
    assert.deepEqual(problems, []);
  });
}

test('the misère quotient tab reads positions as the engine decides them: every heap to past Φ\'s list and far beyond, and sums', async () => {
  const r = rng((SEED ^ 0x5eed) >>> 0);
  const problems = [];
  for (const code of ['0.77', '0.75', '0.31', '0.51', '0.71', '0.15', '0.44']) {
    const q = await engine.quotient(code);
    assert.ok(q.proven && q.table, `${code}: a proven quotient with its table`);
    const heaps = [...Array(q.heaps + 2 * q.period + 3).keys()]; // every heap to past the list
    for (let k = 0; k < 12; k++) heaps.push(r.int(q.heaps, 5000));
    heaps.push(10 ** 6 + r.int(0, 999), 2 ** 53 - r.int(1, 9));
    const sums = heaps.map((n) => [n]);
    for (let k = 0; k < 40; k++) sums.push(Array.from({ length: r.int(2, 4) }, () => r.pick(heaps)));
    // the engine's analyses in one native process (the same text as the
    // page's engine gives: tests/js/parity.test.mjs), several times faster;
    // asked as the page asks: within its bound of work, and past it
    // unbounded (as the worker would). The bound also bounds each analysis's
    // genus search, most of the time these analyses take.
    const texts = sums.map((sizes) => `tb(${code}):${sizes.join(',')};misere`);
    const answers = nativeBatch(texts.map((t) => ['analyze-within', String(MAIN.work), t]));
    const past = [...answers.keys()].filter((i) => answers[i].ok === undefined);
    if (past.length) for (const [k, a] of nativeBatch(past.map((i) => ['analyze', '--auto', texts[i]])).entries()) answers[past[k]] = a;
    for (const [i, sizes] of sums.entries()) {
      const text = texts[i];
      assert.ok(answers[i].ok, `${text}: ${answers[i].message}`);
      const a = JSON.parse(answers[i].ok);
      // Φ proven periodic decides every position of these codes
      if (a.verdict !== 'P' && a.verdict !== 'N') { problems.push(`${text}: the engine gives no verdict (${a.verdict})`); continue; }
      const read = readOff(q, a);
      if (!read) { problems.push(`${text}: the tab cannot read it (Φ is proven periodic)`); continue; }
      if ((read.p ? 'P' : 'N') !== a.verdict) problems.push(`${text}: the tab reads ${read.word} (${read.p ? 'P' : 'N'}), the engine says ${a.verdict}; Φ = ${sizes.map((n) => q.elements[phiOf(q, 0, n)]).join(', ')}`);
    }
  }
  assert.deepEqual(problems, []);
});
