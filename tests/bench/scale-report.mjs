// bench:scale's table: per screen the median of each figure with many rows, the example-size figure and the ratio
// beside it, then the targets each screen meets or not.

/** The targets: rows shown, one interaction, the longest task after the rows show, the heap; the growth over the examples. */
const TARGETS = { rowsShown: 1500, interaction: 100, longestTask: 200, heapMb: 100, growth: 1.5 };

/**
 * Figures under these cannot be told apart (Event Timing reports an interaction of 16 ms or more, a long task is one
 * of 50 ms or more): a ratio counts them as the floor, so that none shrinks or grows through nothing.
 */
const FLOOR = { interaction: 16, longestTask: 50 };

const count = (v) => Math.round(v).toLocaleString('en-US');

const METRICS = [
  { key: 'rowsShown', name: 'rows shown', label: 'rows shown (ms)', format: (v) => String(Math.round(v)) },
  {
    key: 'interaction',
    name: 'interaction',
    label: 'interaction (ms)',
    format: (v) => (v < FLOOR.interaction ? `<${FLOOR.interaction}` : String(Math.round(v))),
  },
  {
    key: 'longestTask',
    name: 'longest task',
    label: 'longest task (ms)',
    format: (v) => (v < FLOOR.longestTask ? `<${FLOOR.longestTask}` : String(Math.round(v))),
  },
  { key: 'domNodes', name: 'DOM nodes', label: 'DOM nodes', format: (v) => count(v) },
  { key: 'heapMb', name: 'heap', label: 'heap MB', format: (v) => v.toFixed(1) },
];

const median = (values) => {
  const s = [...values].sort((a, b) => a - b);
  if (s.length === 0) return NaN;
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const medians = (samples) =>
  samples.length === 0
    ? null
    : Object.fromEntries(
        [...METRICS.map((m) => m.key), 'drawn'].map((key) => [key, median(samples.map((s) => s[key]))]),
      );

const ratio = (key, large, example) => Math.max(large, FLOOR[key] ?? 0) / Math.max(example, FLOOR[key] ?? 0, 1e-9);

/** Which targets the medians meet; `growth` names the figures more than 1.5× their example-size figure. */
function targets(large, example) {
  const grown = METRICS.filter((m) => ratio(m.key, large[m.key], example[m.key]) > TARGETS.growth).map((m) => m.name);
  return {
    rowsShown: large.rowsShown <= TARGETS.rowsShown,
    interaction: large.interaction <= TARGETS.interaction,
    longestTask: large.longestTask <= TARGETS.longestTask,
    heapMb: large.heapMb <= TARGETS.heapMb,
    growth: grown.length === 0,
    grown,
  };
}

/** Prints the table and the targets; returns every figure (for --json). */
export function report(results, rounds) {
  const rows = results.map(({ screen, large, example, errors }) => {
    const l = medians(large);
    const e = medians(example);
    return {
      screen: screen.name,
      interaction: screen.interaction,
      rows: { large: screen.large, example: screen.example },
      large: l,
      example: e,
      ratio: l && e ? Object.fromEntries(METRICS.map((m) => [m.key, ratio(m.key, l[m.key], e[m.key])])) : null,
      targets: l && e ? targets(l, e) : null,
      samples: { large, example },
      errors,
    };
  });
  const header = ['screen', 'rows', ...METRICS.map((m) => m.label)];
  const lines = rows.map((r) => [
    r.screen,
    `${count(r.rows.large)} (${count(r.rows.example)})`,
    ...METRICS.map((m) =>
      r.large && r.example
        ? `${m.format(r.large[m.key])} (${m.format(r.example[m.key])}, ${r.ratio[m.key].toFixed(1)}×)`
        : 'failed',
    ),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const print = (cells) =>
    console.log(cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  '));
  console.log(
    `\nbench:scale, 4× CPU slowdown, median of ${rounds} ${rounds === 1 ? 'visit' : 'visits'}: ` +
      'with many rows (with the example sizes, ratio)',
  );
  print(header);
  for (const line of lines) print(line);

  const mark = (ok) => (ok ? '✓' : '✗');
  console.log(
    `\ntargets: rows shown ≤ ${TARGETS.rowsShown} ms, interaction ≤ ${TARGETS.interaction} ms, longest task ≤ ` +
      `${TARGETS.longestTask} ms, heap ≤ ${TARGETS.heapMb} MB, each figure ≤ ${TARGETS.growth}× its example-size figure`,
  );
  const width = Math.max(...rows.map((r) => r.screen.length));
  for (const r of rows) {
    const t = r.targets;
    const text = t
      ? `${mark(t.rowsShown)} rows shown  ${mark(t.interaction)} interaction (${r.interaction})  ` +
        `${mark(t.longestTask)} longest task  ${mark(t.heapMb)} heap  ${mark(t.growth)} ≤ ${TARGETS.growth}×` +
        (t.grown.length ? ` (not: ${t.grown.join(', ')})` : '')
      : 'not measured';
    console.log(`  ${r.screen.padEnd(width)}  ${text}`);
    for (const error of r.errors) console.log(`  ${''.padEnd(width)}  failed: ${error}`);
  }
  return { rounds, targets: TARGETS, screens: rows };
}
