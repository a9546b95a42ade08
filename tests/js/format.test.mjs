// format.test.mjs — the engine's own formatter (gr_printf in c/mem.c, used on
// the hot paths instead of the C library's slow vsnprintf) prints exactly what
// the C library prints: tests/tools/fmtcheck.c compares the two natively.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ROOT } from './gen.mjs';

test('gr_printf matches the C library', () => {
  const bin = `${ROOT}build/fmtcheck`;
  assert.ok(existsSync(bin), `${bin} is missing: run make test-js`);
  const res = spawnSync(bin, [], { encoding: 'utf8' });
  assert.equal(res.status, 0, res.stderr);
  assert.match(res.stdout, /^fmtcheck: \d+ ok/);
});
