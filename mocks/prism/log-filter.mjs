// What `npm start` prints of Prism's log: the URLs it listens on, contract violations, errors, warnings and failed
// upstream answers. Prism's per-request lines (the negotiation, the validation that passed, the proxy forwarding a
// call) are one screenful per click, and are dropped.

/** True when a line of Prism's log is worth a developer's attention. */
export function shownPrismLine(line) {
  if (line.includes('/__health')) return false;
  if (/violation|error|warn|✖|⚠/i.test(line)) return true;
  if (/returned [45]\d\d\b/.test(line)) return true;
  if (/\b(start)\b.*listening on/i.test(line)) return true;
  return !/\b(info|success|awaiting|note)\b|[ℹ✔…]/.test(line);
}
