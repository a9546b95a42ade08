#!/usr/bin/env node
// run.mjs — the mutation check (make test-mutants): every realistic one-line
// bug in tests/mutants/list.mjs is made, one at a time, in a scratch copy of
// the tree (build/mutants/tree; the working tree is never touched), and run
// against the whole suites of its layer, not only the tests named for it:
//   the engine (c/):  the tests named for it first (they kill it fastest),
//                     then the C engine tests, the CLI and judge shell
//                     suites, and the whole JS suite (node --test tests/js/);
//   the page (web/):  the Playwright tests named for it, then the whole JS
//                     suite (the whole e2e suite per mutant would take hours).
// A mutant is killed by the first suite that fails; the rest are not run.
// One that no suite kills "survives", and the run fails, unless list.mjs
// marks it `equivalent` (with the reason: no input can tell it from the
// original), which it reports as such. Before the mutants, the same suites
// run once on the unchanged copy: they must pass, or a kill proves nothing.
//
//   node tests/mutants/run.mjs [--only id,id] [--list] [--keep] [--no-baseline]
//                              [--named] [--before REV]
//
// --only runs some mutants; --list prints them; --keep leaves the scratch
// copy; --named runs only the tests named for each mutant (quick, while
// writing one); --before REV mutates the tree of git revision REV instead —
// how each bug fared before a test was added. In the e2e test name, GREP may
// start with "!" (all tests but those). The C tests stop at their first
// failing part (GR_TEST_FAIL_FAST=1) to save time.
// A log of every command goes to build/mutants/log.txt (GR_MUTANTS_DIR=DIR:
// DIR in place of build/mutants, for a second run beside the first).

import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync, appendFileSync, symlinkSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import MUTANTS from './list.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const WORK = process.env.GR_MUTANTS_DIR || `${ROOT}build/mutants`; // another for a second run at once
const TREE = `${WORK}/tree`;
const LOG = `${WORK}/log.txt`;
// A hang counts as a kill (and is reported). The guards are hang guards, not
// speed tests: each process of a test command may use CPU_LIMIT seconds of
// processor time (ulimit -t: 20 times the longest, build/test_engine's
// 120 s), and the command TIMEOUT of wall time (20 times the longest, the C
// tests, about 2 minutes on a quiet machine and 4 to 5 on a busy one).
const CPU_LIMIT = 2400;
const TIMEOUT = 45 * 60 * 1000;

const args = process.argv.slice(2);
const opt = (name) => { const i = args.indexOf(name); return i >= 0 ? (args[i + 1] ?? '') : null; };
const only = opt('--only')?.split(',').filter(Boolean) ?? null;
const before = opt('--before');
const keep = args.includes('--keep');
const baseline = !args.includes('--no-baseline');
const namedOnly = args.includes('--named');


const chosen = only ? MUTANTS.filter((m) => only.includes(m.id)) : MUTANTS;
if (only && chosen.length !== only.length) {
  console.error(`test-mutants: no mutant named ${only.filter((id) => !MUTANTS.some((m) => m.id === id)).join(', ')}`);
  process.exit(2);
}
const ids = new Set();
for (const m of MUTANTS) {
  if (ids.has(m.id)) throw new Error(`two mutants are named ${m.id}`);
  ids.add(m.id);
}
if (args.includes('--list')) {
  for (const m of chosen) console.log(`${m.id.padEnd(28)} ${m.file}: ${m.what}`);
  process.exit(0);
}

function log(text) { appendFileSync(LOG, text.endsWith('\n') ? text : text + '\n'); }

/** Runs a shell command in the scratch tree; returns {ok, secs, timedOut}. */
function sh(cmd, env = {}) {
  const t0 = Date.now();
  log(`$ ${cmd}`);
  const environment = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', GR_TEST_FAIL_FAST: '1', ...env };
  delete environment.GRUNDY_E2E_PORT; // each Playwright run picks a free port of its own
  const r = spawnSync('sh', ['-c', `ulimit -t ${CPU_LIMIT} && ${cmd}`], {
    cwd: TREE, env: environment,
    encoding: 'utf8', timeout: TIMEOUT, maxBuffer: 1 << 28,
  });
  const out = `${r.stdout ?? ''}${r.stderr ?? ''}`;
  log(out.length > 20000 ? out.slice(0, 4000) + '\n…\n' + out.slice(-12000) : out);
  const timedOut = r.error?.code === 'ETIMEDOUT';
  log(`(exit ${r.status}${timedOut ? ', timed out' : ''}, ${((Date.now() - t0) / 1000).toFixed(1)}s)`);
  return { ok: r.status === 0, secs: (Date.now() - t0) / 1000, timedOut, out };
}

/* ---- tests by name ------------------------------------------------------------ */

/** What a shell suite needs besides build/grundy (as `make test-cli` or `make test-judge` says). */
const needs = (target) => (new RegExp(`^${target}:(.*)$`, 'm').exec(readFileSync(`${ROOT}Makefile`, 'utf8'))?.[1] ?? '')
  .split(/\s+/).filter((t) => t.startsWith('build/'));

const q = (s) => `'${s.replace(/'/g, "'\\''")}'`;

/** The command and the make targets of one test name (see list.mjs). */
function testCommand(name) {
  const [kind, what = '', grep = ''] = name.split(':');
  switch (kind) {
    case 'c': return { make: ['build/test_engine'], cmd: what === 'all' ? 'build/test_engine' : `build/test_engine --only ${q(what)}` };
    case 'cli': return { make: ['native', ...needs('test-cli')], cmd: 'sh tests/cli/run.sh' };
    case 'judge': return { make: ['native', ...needs('test-judge')], cmd: 'sh tests/judge/run.sh' };
    case 'js': return { make: ['native', 'wasm', 'build/grundy-batch', 'build/fmtcheck'], cmd: what === 'all' ? 'node --test tests/js/*.test.mjs' : `node --test tests/js/${what}` };
    case 'e2e': return {
      make: ['native', 'wasm'],
      cmd: `node_modules/.bin/playwright test -c tests/e2e/playwright.config.mjs${what === 'all' ? '' : ' ' + q(what)}${
        grep.startsWith('!') ? ` --grep-invert ${q(grep.slice(1))}` : grep ? ` -g ${q(grep)}` : ''}`,
    };
    default: throw new Error(`unknown test "${name}" (c:…, js:…, e2e:…, cli, judge)`);
  }
}

/** The whole suites of a layer (see the top). */
const SUITES = { engine: ['c:all', 'cli', 'judge', 'js:all'], page: ['js:all'] };

/** The tests a mutant runs, in order: its own, then (unless --named) the
 *  whole suites of its layer; with --before, the old suites of its layer
 *  (less the tests that fail there without any mutant: the boards the new
 *  games do not have yet). */
function testsOf(m) {
  const page = m.file.startsWith('web/');
  if (before) return page ? ['e2e:all:!worked examples'] : ['c:all', 'cli', 'js:api.test.mjs', 'js:parity.test.mjs'];
  const own = m.tests ?? [];
  if (namedOnly && own.length) return own;
  const all = SUITES[page ? 'page' : 'engine'];
  return [...new Set([...own.filter((t) => !all.includes(t)), ...all])];
}

/* The Makefile links the native programs from one object per source, so a
** mutant recompiles its own file, not the engine. */
function build(targets) {
  return sh(`make -s ${[...new Set(targets)].join(' ')}`);
}

/* ---- the scratch tree ---------------------------------------------------------- */

function prepare() {
  rmSync(WORK, { recursive: true, force: true });
  mkdirSync(TREE, { recursive: true });
  writeFileSync(LOG, '');
  const excl = ['./.git', './node_modules', './build/mutants', './build/e2e-results', './build/screenshots', './build/fuzz', './test-results', './playwright-report']
    .map((e) => `--exclude=${q(e)}`).join(' ');
  if (before) { // that revision's files, with today's build outputs to start from
    const r = spawnSync('sh', ['-c', `git -C ${q(ROOT)} archive ${q(before)} | tar -x -C ${q(TREE)} && (cd ${q(ROOT)} && tar -c --exclude=build/mutants --exclude=build/e2e-results --exclude=build/screenshots build web/engine/grundy.wasm web/engine/grundy-core.mjs web/engine/grundy-first.wasm web/engine/grundy-first.mjs 2>/dev/null) | tar -x -C ${q(TREE)} --skip-old-files`], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`cannot copy revision ${before}: ${r.stderr}`);
    spawnSync('sh', ['-c', `find ${q(TREE)}/c ${q(TREE)}/tests ${q(TREE)}/web -type f -exec touch {} +`]); // sources newer than the copied outputs
  } else {
    const r = spawnSync('sh', ['-c', `cd ${q(ROOT)} && tar -c ${excl} . | tar -x -C ${q(TREE)}`], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`cannot copy the tree: ${r.stderr}`);
  }
  if (existsSync(`${ROOT}node_modules`)) symlinkSync(`${ROOT}node_modules`, `${TREE}/node_modules`);
}

/* ---- run ----------------------------------------------------------------------- */

const t0 = Date.now();
prepare();
console.log(`test-mutants: ${chosen.length} mutants in ${TREE}${before ? ` (the tree of ${before}, its whole suites)` : ''}; log in ${LOG}`);

const all = [...new Set(chosen.flatMap(testsOf))];
const cmds = new Map(all.map((t) => [t, testCommand(t)]));
const b = build(all.flatMap((t) => cmds.get(t).make));
if (!b.ok) {
  console.error('test-mutants: the unchanged tree does not build (see the log)');
  process.exit(1);
}
if (baseline) {
  for (const t of all) {
    const r = sh(cmds.get(t).cmd);
    console.log(`  baseline ${t.padEnd(40)} ${r.ok ? 'passes' : 'FAILS'} (${r.secs.toFixed(1)}s)`);
    if (!r.ok) {
      console.error(`test-mutants: "${t}" fails without any mutant: fix that first (see the log)`);
      process.exit(1);
    }
  }
}

const results = [];
for (const m of chosen) {
  const file = `${TREE}/${m.file}`;
  const t1 = Date.now();
  const original = readFileSync(file, 'utf8');
  const at = original.split(m.find).length - 1;
  let result;
  if (at !== 1) {
    result = { id: m.id, status: 'INVALID', why: `"${m.find}" occurs ${at} times in ${m.file}` };
  } else {
    writeFileSync(file, original.replace(m.find, m.replace));
    log(`\n==== ${m.id}: ${m.what}`);
    const tests = testsOf(m);
    result = m.equivalent
      ? { id: m.id, status: 'equiv', why: `survives, as expected: ${m.equivalent}` }
      : { id: m.id, status: 'SURVIVED', why: `passes ${tests.join(', ')}` };
    for (const t of tests) { // each test builds only what it needs, when it comes
      if (!build(cmds.get(t).make).ok) {
        result = { id: m.id, status: 'INVALID', why: 'does not build' };
        break;
      }
      const r = sh(cmds.get(t).cmd);
      if (!r.ok) {
        result = { id: m.id, status: 'killed', why: `by ${t}${r.timedOut ? ' (it timed out)' : ''}${m.equivalent ? ' (marked equivalent: look again)' : ''}` };
        break;
      }
    }
    writeFileSync(file, original);
  }
  result.secs = (Date.now() - t1) / 1000;
  results.push(result);
  console.log(`  ${result.status.padEnd(8)} ${m.id.padEnd(28)} ${result.why} (${result.secs.toFixed(0)}s)`);
}

const count = (st) => results.filter((r) => r.status === st).length;
const bad = results.filter((r) => r.status === 'SURVIVED' || r.status === 'INVALID');
const mins = ((Date.now() - t0) / 60000).toFixed(1);
console.log(`test-mutants: ${results.length} mutants: ${count('killed')} killed, ${count('SURVIVED') + count('equiv')} survived` +
  ` (${count('equiv')} equivalent), ${count('INVALID')} invalid, in ${mins} min`);
for (const r of bad) console.log(`  ${r.status} ${r.id}: ${r.why}`);
if (!keep) rmSync(TREE, { recursive: true, force: true });
process.exit(bad.length ? 1 : 0);
