#!/usr/bin/env node
// npm start: the mock world (mocks/world/) answers on 127.0.0.1:4011 behind Prism's validating proxy on :4010, which
// checks every request and answer against the contract; Vite serves the portal and proxies /api and /ext to Prism,
// /__world to the world. `npm start -- --examples` (or `npm run mock`) serves the contract's examples alone.
import { spawn } from 'node:child_process';
import { startPrism } from './prism.mjs';
import { startWorld } from '../world/serve.mjs';
import { shownPrismLine } from './log-filter.mjs';

const examplesOnly = process.argv.includes('--examples');
const latency = Number(process.env.WORLD_LATENCY ?? 300);
const world = examplesOnly ? undefined : await startWorld({ latency });
const prism = await startPrism({
  upstream: world?.url,
  log: (text) => {
    for (const line of text.split('\n').filter(Boolean))
      if (shownPrismLine(line)) process.stdout.write(`[prism] ${line}\n`);
  },
});
console.log(
  world
    ? `The mock world answers on ${world.url} (latency ${latency} ms, WORLD_LATENCY), behind Prism's validating proxy on ${prism.url}`
    : `Prism is serving the contract's examples on ${prism.url}`,
);

const args = process.argv.slice(2).filter((a) => a !== '--examples');
const vite = spawn('node_modules/.bin/vite', ['--host', '127.0.0.1', ...args], {
  stdio: 'inherit',
  env: { ...process.env, WORLD_URL: world?.url ?? '' },
});
const stop = () => {
  prism.stop();
  world?.stop();
  vite.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
vite.on('exit', (code) => {
  prism.stop();
  world?.stop();
  process.exit(code ?? 0);
});
