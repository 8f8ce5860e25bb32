import type { Plugin } from 'vite';
import { FIRST_PAINT_ATTRIBUTE } from '../src/first-paint/pages.ts';

const ROOT = '<div id="root"></div>';

/** The sign-in family (`src/routes/_public/`): its pages have no header; the shell draws the brand above them. */
const SIGN_IN_PAGES = /^\/(login|recover|register|update-password|verify-otp|account-login)(\/|$)/;

/**
 * The shell's two looks, as the portal's frames draw them: `app`, the signed-in frame's header with the brand
 * (app-shell.module.css) over the grey page; `public`, the brand above the page (public-layout.module.css). A loader
 * in both, named Loading. The colours are the theme's (components/layout/theme.ts: teal.8, gray.0, gray.3).
 */
const STYLE = `
body{margin:0}
[data-dev-shell]{min-height:100vh;background:#f8f9fa;font-family:Inter,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
[data-dev-shell] .dev-shell-header{display:none;align-items:center;height:4rem;padding:0 16px;background:#fff;border-bottom:1px solid #dee2e6}
[data-dev-shell] .dev-shell-brand{font-weight:800;letter-spacing:-0.02em;color:#066146;white-space:nowrap}
[data-dev-shell] .dev-shell-header .dev-shell-brand{font-size:1.15rem}
[data-dev-shell] .dev-shell-body{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:24px;min-height:60vh}
[data-dev-shell] .dev-shell-body .dev-shell-brand{font-size:1.5rem}
[data-dev-shell][data-look=app] .dev-shell-header{display:flex}
[data-dev-shell][data-look=app] .dev-shell-body .dev-shell-brand{display:none}
[data-dev-shell][data-look=public]{background:linear-gradient(160deg,#e6fcf5 0%,#f8f9fa 60%)}
[data-dev-shell] .dev-shell-loader{width:36px;height:36px;box-sizing:border-box;border-radius:50%;border:4px solid #c3fae8;border-top-color:#087f5b;animation:dev-shell-spin 0.8s linear infinite}
@keyframes dev-shell-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion:reduce){[data-dev-shell] .dev-shell-loader{animation-duration:2.4s}}
`
  .trim()
  .replace(/\n/g, '');

/**
 * Which look the address calls for, run inline before anything else: the signed-in frame when a stored session has
 * passed its one-time code and the address is not a sign-in page (the guards send it on otherwise), else the brand
 * alone. A wrong guess costs only the shell's look for the moment it shows.
 */
const CHOOSE = `(function(){var s=null;try{s=JSON.parse(localStorage.getItem('portal.session')||'null')}catch(e){}
var d=document.querySelector('[data-dev-shell]');if(!d)return;
d.setAttribute('data-look',s&&s.individual&&s.otpVerified&&!${SIGN_IN_PAGES}.test(location.pathname)?'app':'public')})()`.replace(
  /\n/g,
  '',
);

/**
 * The painted shell of the development modes: the brand, the frame and a loader, drawn from index.html the moment
 * it arrives, before Vite has served the hundreds of modules the app is made of (2 to 3 s of white page on
 * `npm start`). It carries the first paint's marker (`data-first-paint`, src/first-paint/pages.ts): the app
 * waits until the route is ready and its first commit replaces the shell with the whole page (src/start.tsx), as it
 * replaces the production build's copies. No fields, so nothing is handed over.
 */
export function devShellMarkup(): string {
  return [
    `<div ${FIRST_PAINT_ATTRIBUTE}="" data-dev-shell data-look="public">`,
    `<style>${STYLE}</style>`,
    '<div class="dev-shell-header"><span class="dev-shell-brand">Producer Portal</span></div>',
    '<div class="dev-shell-body">',
    '<span class="dev-shell-brand">Producer Portal</span>',
    '<span class="dev-shell-loader" role="status" aria-label="Loading"></span>',
    '</div>',
    `<script>${CHOOSE}</script>`,
    '</div>',
  ].join('');
}

/** index.html with the shell inside its empty `#root`. */
export function withDevShell(html: string): string {
  if (!html.includes(ROOT)) throw new Error(`dev shell: index.html has no ${ROOT}`);
  return html.replace(ROOT, () => `<div id="root">${devShellMarkup()}</div>`);
}

/**
 * The shell in every mode the dev server serves (`npm start`, `npm run dev`, `npm run dev:msw`). Not in a build: the
 * production build paints its copies from HTML (vite/first-paint.ts), whose inline script finds `#root` empty, and
 * its content security policy hashes only the scripts that build writes (vite/security-headers.ts).
 */
export function devShell(): Plugin {
  return {
    name: 'portal:dev-shell',
    apply: 'serve',
    transformIndexHtml: { order: 'pre', handler: withDevShell },
  };
}
