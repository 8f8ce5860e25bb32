#!/usr/bin/env node
// npm start: the mock world (mocks/world/) answers on 127.0.0.1:4011 behind Prism's validating proxy on :4010, which
// checks every request and answer against the contract; Vite serves the portal and proxies /api and /ext to Prism,
// /__world to the world. `npm start -- --examples` (or `npm run mock`) serves the contract's examples alone.
// `-- --scenario <name>`: new worlds start from that scenario (mocks/world/scenarios/); the worlds are kept in
// `.worlds/` (WORLD_DIR) across restarts, and `-- --fresh` starts from the seeds. WORLD_FAULTS=0.2:seed=7 gives every
// new world faults (mocks/world/faults.ts).
import { spawn } from 'node:child_process';
import { startPrism } from './prism.mjs';
import { startWorld } from '../world/serve.mjs';
import { shownPrismLine } from './log-filter.mjs';

const argv = process.argv.slice(2);
const examplesOnly = argv.includes('--examples');
const fresh = argv.includes('--fresh');
const scenarioAt = argv.indexOf('--scenario');
const scenario = scenarioAt >= 0 ? argv[scenarioAt + 1] : undefined;
const latency = Number(process.env.WORLD_LATENCY ?? 300);
const dir = process.env.WORLD_DIR ?? '.worlds';
const faults = process.env.WORLD_FAULTS;
const world = examplesOnly ? undefined : await startWorld({ latency, scenario, dir, fresh, faults });
const prism = await startPrism({
  upstream: world?.url,
  log: (text) => {
    for (const line of text.split('\n').filter(Boolean))
      if (shownPrismLine(line)) process.stdout.write(`[prism] ${line}\n`);
  },
});
console.log(
  world
    ? `The mock world answers on ${world.url} (latency ${latency} ms, WORLD_LATENCY; scenario ${scenario ?? 'example'}; ${world.kept?.loaded ?? 0} worlds kept in ${dir}/), behind Prism's validating proxy on ${prism.url}`
    : `Prism is serving the contract's examples on ${prism.url}`,
);

const ours = new Set(['--examples', '--fresh', '--scenario', ...(scenario ? [scenario] : [])]);
const args = argv.filter((a, i) => !ours.has(a) && !(i === scenarioAt + 1 && scenarioAt >= 0));
const vite = spawn('node_modules/.bin/vite', ['--host', '127.0.0.1', ...args], {
  stdio: 'inherit',
  env: { ...process.env, WORLD_URL: world?.url ?? '' },
});
const stop = () => {
  prism.stop();
  void world?.stop();
  vite.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
vite.on('exit', (code) => {
  prism.stop();
  void Promise.resolve(world?.stop()).finally(() => process.exit(code ?? 0));
});
