#!/usr/bin/env node
// npm start: Prism serves the contract on 127.0.0.1:4010 and Vite serves the portal, which proxies /api and /ext to it.
import { spawn } from 'node:child_process';
import { startPrism } from './prism.mjs';

const quiet = (line) =>
  line.includes('/__health') || (/\[(HTTP SERVER|CLI)\].*(info|success)/i.test(line) && !/violation|error/i.test(line));
const prism = await startPrism({
  log: (text) => {
    for (const line of text.split('\n').filter(Boolean)) if (!quiet(line)) process.stdout.write(`[prism] ${line}\n`);
  },
});
console.log(`Prism is serving the contract on ${prism.url}`);

const vite = spawn('node_modules/.bin/vite', ['--host', '127.0.0.1', ...process.argv.slice(2)], { stdio: 'inherit' });
const stop = () => {
  prism.stop();
  vite.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
vite.on('exit', (code) => {
  prism.stop();
  process.exit(code ?? 0);
});
