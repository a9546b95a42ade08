#!/usr/bin/env node
// serve.mjs — a small static file server for web/ (make serve, Playwright).
//
//   node tests/tools/serve.mjs [--port N] [--root DIR] [--prefix /sub/path/] [--max-age S]
//
// GET and HEAD only; correct MIME types (.wasm as application/wasm, .mjs as
// JavaScript); paths are decoded and resolved inside the root, never outside
// it; directories serve their index.html. --prefix serves the site under a
// sub-path (as a static host might) to check the page does not assume "/".
// Files are sent with `Cache-Control: no-cache` (an edited file is seen at
// the next load); --max-age S lets the browser keep them S seconds without
// asking again, as a static host does, for a run in which they do not change
// (the browser tests: a page reloaded from its cache also keeps its scripts'
// and its wasm's compiled code: a reload takes little more than half the
// processor time).
// PORT in the environment is the default port; 0 picks a free one. The
// address is printed once listening; Ctrl-C stops it.

import { createServer } from 'node:http';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

function options(argv) {
  const o = {
    port: Number(process.env.PORT ?? 8000),
    root: fileURLToPath(new URL('../../web/', import.meta.url)),
    prefix: '/',
    host: process.env.HOST ?? '127.0.0.1',
    maxAge: 0,
  };
  for (let i = 0; i < argv.length; i++) {
    const [k, v] = [argv[i], argv[i + 1]];
    if (k === '--port') o.port = Number(v), i++;
    else if (k === '--root') o.root = resolve(v), i++;
    else if (k === '--prefix') o.prefix = `/${v}/`.replace(/\/+/g, '/'), i++;
    else if (k === '--host') o.host = v, i++;
    else if (k === '--max-age') o.maxAge = v, i++;
    else {
      console.error(`serve: unknown option ${k}\nusage: serve.mjs [--port N] [--root DIR] [--prefix /path/] [--host H] [--max-age S]`);
      process.exit(2);
    }
  }
  if (!Number.isInteger(o.port) || o.port < 0 || o.port > 65535) {
    console.error(`serve: bad port "${o.port}"`);
    process.exit(2);
  }
  if (!/^\d{1,9}$/.test(String(o.maxAge))) {
    console.error(o.maxAge === undefined ? 'serve: --max-age needs a number of seconds' : `serve: bad --max-age "${o.maxAge}" (a whole number of seconds)`);
    process.exit(2);
  }
  o.maxAge = Number(o.maxAge);
  return o;
}

/** The file for a URL path inside root, or null when it would leave it. */
function locate(root, prefix, urlPath) {
  if (!urlPath.startsWith(prefix)) return null;
  let rel;
  try {
    rel = decodeURIComponent(urlPath.slice(prefix.length));
  } catch {
    return null;
  }
  if (rel.includes('\0')) return null;
  const file = resolve(join(root, rel));
  if (file !== root && !file.startsWith(root.endsWith(sep) ? root : root + sep)) return null;
  return file;
}

function send(res, code, text, headers = {}) {
  res.writeHead(code, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  res.end(text);
}

export function serve({ port, root, prefix, host, maxAge = 0 }) {
  root = resolve(root);
  const server = createServer(async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'method not allowed\n', { Allow: 'GET, HEAD' });
    const path = new URL(req.url, 'http://x').pathname;
    if (prefix !== '/' && path === prefix.slice(0, -1)) return send(res, 301, '', { Location: prefix });
    let file = locate(root, prefix, path);
    if (file === null) return send(res, 404, 'not found\n');
    let st;
    try {
      st = await stat(file);
      if (st.isDirectory()) {
        if (!path.endsWith('/')) return send(res, 301, '', { Location: `${path}/` });
        file = join(file, 'index.html');
        st = await stat(file);
      }
      if (!st.isFile()) throw new Error('not a file');
    } catch {
      return send(res, 404, 'not found\n');
    }
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
      'Content-Length': st.size,
      'Cache-Control': maxAge > 0 ? `max-age=${maxAge}` : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    });
    if (req.method === 'HEAD') return res.end();
    createReadStream(file).on('error', () => res.destroy()).pipe(res);
  });
  return new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => ok(server));
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const o = options(process.argv.slice(2));
  serve(o).then((server) => {
    const { port } = server.address();
    console.log(`Serving ${o.root} on http://localhost:${port}${o.prefix} (Ctrl-C stops)`);
    const quit = () => {
      server.close(() => process.exit(0));
      server.closeAllConnections();
    };
    process.on('SIGINT', quit);
    process.on('SIGTERM', quit);
  }, (e) => {
    console.error(`serve: cannot listen on ${o.host}:${o.port}: ${e.message}`);
    process.exit(1);
  });
}
