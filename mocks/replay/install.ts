import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { configureClient } from '@/api/client';
import { arm, disarm, disarmAll, getArmed, getLog } from './arming-store';
import { replayClientHooks, type ReplayMode } from './client-hooks';
import { applyReplayLink, parseReplayParam } from './link';
import { PanelRoot } from './panel-root';

/** The marker `npm run bench` looks for: it must never reach a production build. */
const MARKER = '__portal_replay__';

/**
 * Development and mock builds only (src/main.tsx loads this behind a literal import.meta.env check):
 * arms what the link says, hooks the API client (Prism: a `Prefer` header; MSW: the replay handler
 * answers), and mounts the panel in a root of its own. Call it before the router is created, so
 * the replay parameters are out of the address before the router reads it.
 */
export function installReplay(): void {
  const mode: ReplayMode = import.meta.env.VITE_MSW === 'true' ? 'msw' : 'prism';
  const linkErrors = applyReplayLink();
  configureClient(replayClientHooks(mode));
  // For the browser console and the e2e suite: window.__portal_replay__.arm('login:403:newPassword').
  Object.assign(window, {
    [MARKER]: {
      arm: (link: string) => {
        const parsed = parseReplayParam(link);
        if ('armed' in parsed) arm(parsed.armed);
        return parsed;
      },
      disarm,
      disarmAll,
      armed: getArmed,
      log: getLog,
    },
  });
  const host = document.createElement('div');
  host.id = MARKER;
  document.body.appendChild(host);
  createRoot(host).render(createElement(PanelRoot, { mode, linkErrors }));
}
