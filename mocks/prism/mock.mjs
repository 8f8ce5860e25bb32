#!/usr/bin/env node
// npm run mock: Prism alone, serving the contract's examples on 127.0.0.1:4010 (PRISM_PORT), behind its front
// (mocks/prism/binary-front.mjs), which answers this machine's own address and pages only (docs/security.md).
import { startPrism } from './prism.mjs';
import { shownPrismLine } from './log-filter.mjs';

const prism = await startPrism({
  port: Number(process.env.PRISM_PORT ?? 4010),
  log: (text) => {
    for (const line of text.split('\n').filter(Boolean))
      // Not Prism's own port, behind the front: the front's address is the one to use (printed below).
      if (shownPrismLine(line) && !/listening on/i.test(line)) process.stdout.write(`[prism] ${line}\n`);
  },
});
console.log(`Prism is serving the contract's examples on ${prism.url}`);
const stop = () => {
  prism.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
prism.child.on('exit', (code) => {
  prism.stop();
  process.exit(code ?? 1);
});
