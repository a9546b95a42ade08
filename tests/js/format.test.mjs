// format.test.mjs — the wasm build's own vsnprintf (c/wasm.c, grw_format)
// prints exactly what the C library prints: tests/tools/fmtcheck.c runs it
// natively against glibc over some 1.4 million format/argument combinations.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ROOT } from './gen.mjs';

test('grw_format matches the C library', () => {
  const bin = `${ROOT}build/fmtcheck`;
  assert.ok(existsSync(bin), `${bin} is missing: run make test-js`);
  const res = spawnSync(bin, [], { encoding: 'utf8' });
  assert.equal(res.status, 0, res.stderr);
  assert.match(res.stdout, /^fmtcheck: \d+ ok/);
});
