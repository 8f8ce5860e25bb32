#!/usr/bin/env node
// The e2e suite's server: generate, build the mock build, then the mock world on :4011 (no latency) behind Prism's
// validating proxy on :4010, and `vite preview` on :4173.
// E2E_PREBUILT=1 serves dist-e2e as it is (CI builds it once, for the search bench and this suite).
import { execSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { startPrism } from '../mocks/prism/prism.mjs';
import { startWorld } from '../mocks/world/serve.mjs';

const previewPort = process.env.E2E_PREVIEW_PORT ?? '4173';
const prismPort = Number(process.env.E2E_PRISM_PORT ?? 4010);
// E2E_OUT_DIR builds into another folder (without regenerating), so that two runs in one checkout do not share a build.
const outDir = process.env.E2E_OUT_DIR ?? 'dist-e2e';
if (!process.env.E2E_PREBUILT || !existsSync(`${outDir}/index.html`))
  execSync(
    outDir === 'dist-e2e'
      ? 'npm run build:e2e'
      : `VITE_REPLAY=true node_modules/.bin/vite build --outDir ${outDir} --emptyOutDir --logLevel warn`,
    { stdio: 'inherit' },
  );
const world = await startWorld({ port: Number(process.env.E2E_WORLD_PORT ?? 4011), latency: 0 });
const prism = await startPrism({
  port: prismPort,
  upstream: world.url,
  log: (text) => process.stderr.write(text.includes('violation') ? `[prism] ${text}` : ''),
});
const preview = spawn(
  'node_modules/.bin/vite',
  ['preview', '--outDir', outDir, '--host', '127.0.0.1', '--port', previewPort, '--strictPort'],
  { stdio: 'inherit', env: { ...process.env, PRISM_URL: `http://127.0.0.1:${prismPort}`, WORLD_URL: world.url } },
);
const stop = () => {
  prism.stop();
  world.stop();
  preview.kill('SIGTERM');
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
preview.on('exit', () => {
  prism.stop();
  world.stop();
  process.exit(0);
});
