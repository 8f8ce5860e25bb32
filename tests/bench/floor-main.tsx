// The entry of `npm run bench:paint -- --floor` (tests/bench/build.mjs puts it in index.html in place of
// src/main.tsx), never a build to serve: over a page painted from HTML, the app's first commit draws nothing but the
// hand-over's mark, once the route has loaded. It measures when the app could answer at the earliest, with the copy,
// the entry and the route as they are (docs/perf-log.md, the floor).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import { createRoot } from 'react-dom/client';
import { FirstPaintHandOver } from '@/first-paint/first-paint-hand-over';
import { preparePortal, renderPortal } from '@/start';

const portal = await preparePortal();
if (portal.painted) createRoot(portal.root).render(<FirstPaintHandOver />);
else renderPortal(portal);
