// serve.test.mjs — the static file server of `make serve` and the browser
// tests: what the browser may keep (no-cache by default, --max-age for a run
// whose files do not change), the sub-path, paths kept inside the root, and
// its options refused with a message.

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serve } from '../tools/serve.mjs';

const ROOT = fileURLToPath(new URL('../../web/', import.meta.url));
const SERVE = fileURLToPath(new URL('../tools/serve.mjs', import.meta.url));

async function served(opts, fn) {
  const server = await serve({ port: 0, root: ROOT, prefix: '/grundy/', host: '127.0.0.1', ...opts });
  try {
    await fn(`http://127.0.0.1:${server.address().port}`);
  } finally {
    server.close();
    server.closeAllConnections();
  }
}

test('files are sent with no-cache unless a max-age is asked for', async () => {
  await served({}, async (at) => {
    const r = await fetch(`${at}/grundy/engine/engine.js`);
    assert.equal(r.status, 200);
    assert.equal(r.headers.get('cache-control'), 'no-cache');
    assert.match(r.headers.get('content-type'), /^text\/javascript/);
  });
  await served({ maxAge: 3600 }, async (at) => {
    for (const f of ['', 'engine/engine.js', 'engine/grundy.wasm']) {
      const r = await fetch(`${at}/grundy/${f}`);
      assert.equal(r.status, 200, f);
      assert.equal(r.headers.get('cache-control'), 'max-age=3600', f);
    }
  });
});

test('only the sub-path is served, and nothing outside the root', async () => {
  await served({ maxAge: 60 }, async (at) => {
    assert.equal((await fetch(`${at}/engine/engine.js`)).status, 404);
    assert.equal((await fetch(`${at}/grundy/%2e%2e/Makefile`)).status, 404);
    const r = await fetch(`${at}/grundy`, { redirect: 'manual' });
    assert.equal(r.status, 301);
    assert.equal(r.headers.get('location'), '/grundy/');
  });
});

test('a bad option is refused with a message naming it', () => {
  for (const [args, said] of [[['--max-age', '-1'], /bad --max-age "-1"/], [['--max-age', 'soon'], /bad --max-age "soon"/], [['--max-age'], /--max-age needs a number of seconds/], [['--cache'], /unknown option --cache/]]) {
    const r = spawnSync(process.execPath, [SERVE, '--port', '0', ...args], { encoding: 'utf8', timeout: 60_000 });
    assert.equal(r.status, 2, args.join(' '));
    assert.match(r.stderr, said);
  }
});
