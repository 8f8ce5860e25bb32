#!/usr/bin/env node
// npm run mock:proxy -- https://backend.example: Prism as a validation proxy in front of a real backend.
// Every request and response is checked against the contract; each violation is reported here,
// and the portal (npm run dev) talks to the proxy through its usual /api prefix.
import { spawn } from 'node:child_process';
import { startPrism } from './prism.mjs';

const upstream = process.argv[2];
if (!upstream || !/^https?:\/\//.test(upstream)) {
  console.error('usage: npm run mock:proxy -- <backend URL, e.g. https://backend.example>');
  process.exit(2);
}
let violations = 0;
const prism = await startPrism({
  upstream,
  log: (text) => {
    for (const line of text.split('\n').filter(Boolean)) {
      if (/violation|\bwarn|\berror/i.test(line)) {
        violations += 1;
        process.stdout.write(`[contract] ${line}\n`);
      }
    }
  },
});
console.log(`Validation proxy on ${prism.url} in front of ${upstream}; contract violations are printed as [contract].`);
const vite = spawn('node_modules/.bin/vite', ['--host', '127.0.0.1'], { stdio: 'inherit' });
const stop = () => {
  console.log(`\n${violations} contract violation line(s) reported.`);
  prism.stop();
  vite.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
vite.on('exit', () => {
  stop();
  process.exit(0);
});
