/**
 * The embed widget's snippet (section 2, /widget): the organization id, the stylesheet link and the script
 * link, whose host is the build's (VITE_WIDGET_HOST) or follows the portal's own origin, with the files' hashes
 * (VITE_WIDGET_JS_INTEGRITY, VITE_WIDGET_CSS_INTEGRITY) so that a site embedding it runs only the widget it was given.
 * Pure, so the rules are unit-tested.
 */
import { MOCK_MODES } from '@/lib/mock-modes';

export type WidgetType = 'default' | 'inline';

export const DEFAULT_WIDGET_TITLE = 'Blockchain Proof';

export const WIDGET_TYPES: readonly { value: WidgetType; label: string }[] = [
  { value: 'default', label: 'Default Widget' },
  { value: 'inline', label: 'Inline Widget' },
];

/** The class an inline widget fills: Step 2 asks the site to put it on its own element. */
export const INLINE_WIDGET_CLASS = 'blockchain-proof-widget';

/**
 * Where the widget's files are served, per portal origin, when the build does not say: the dev, the qa and the live
 * partner portal each have theirs; in the mock modes any other origin gets the local widget server, and a production
 * build on another origin has no widget to offer. The spec names the three origins without their addresses: these
 * are the deployment's placeholders.
 */
export const WIDGET_HOSTS: Readonly<Record<string, string>> = {
  'https://dev.portal.invalid': 'https://dev.widget.portal.invalid',
  'https://qa.portal.invalid': 'https://qa.widget.portal.invalid',
  'https://portal.invalid': 'https://widget.portal.invalid',
};

export const LOCAL_WIDGET_HOST = 'http://localhost:3000';

/** Not in the spec: a production build on an origin with no widget host (VITE_WIDGET_HOST, WIDGET_HOSTS). */
export const WIDGET_NOT_SET_UP =
  'The widget is not set up for this portal yet. Please contact support for the address of its script.';

/** What the build says of the widget: its host, and the `sha384-…` hashes of its two files. */
export interface WidgetBuild {
  readonly host?: string | undefined;
  readonly jsIntegrity?: string | undefined;
  readonly cssIntegrity?: string | undefined;
}

const env = import.meta.env as Record<string, string | undefined>;

export const WIDGET_BUILD: WidgetBuild = {
  host: env.VITE_WIDGET_HOST,
  jsIntegrity: env.VITE_WIDGET_JS_INTEGRITY,
  cssIntegrity: env.VITE_WIDGET_CSS_INTEGRITY,
};

/**
 * The widget host: the build's when it is an https address, else the one of the origin the portal runs on (compared
 * without a trailing slash, case-insensitive), else the local widget server in the mock modes, else none.
 */
export function widgetHost(origin: string, build: WidgetBuild = WIDGET_BUILD, mock = MOCK_MODES): string | null {
  const own = build.host?.trim().replace(/\/+$/, '');
  if (own && /^https:\/\/[^/]+$/i.test(own)) return own;
  const key = origin.trim().replace(/\/+$/, '').toLowerCase();
  // MOCK_MODES first: false in a production build, so the local server's address is not in its bundle.
  return WIDGET_HOSTS[key] ?? (MOCK_MODES && mock ? LOCAL_WIDGET_HOST : null);
}

/** The attributes that pin a file to its hash (Subresource Integrity), when the build gave one. */
function pinned(hash: string | undefined): string {
  const value = hash?.trim();
  return value && /^sha(256|384|512)-[A-Za-z0-9+/]+={0,2}$/.test(value)
    ? ` integrity="${value}" crossorigin="anonymous"`
    : '';
}

/** Text safe inside a double-quoted HTML attribute. */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export interface WidgetSettings {
  readonly organizationId: string;
  readonly title: string;
  readonly type: WidgetType;
}

/** The title the widget shows: what was typed, or the default when the field is left empty. */
export const widgetTitle = (title: string): string => title.trim() || DEFAULT_WIDGET_TITLE;

/** Step 1's snippet: the stylesheet and the script with the organization, the title and the type. */
export function widgetSnippet(settings: WidgetSettings, host: string, build: WidgetBuild = WIDGET_BUILD): string {
  return [
    `<link rel="stylesheet" href="${host}/widget/blockchain-proof.css"${pinned(build.cssIntegrity)} />`,
    `<script src="${host}/widget/blockchain-proof.js"${pinned(build.jsIntegrity)}` +
      ` data-organization-id="${escapeAttribute(settings.organizationId)}"` +
      ` data-title="${escapeAttribute(widgetTitle(settings.title))}" data-widget-type="${settings.type}" defer></script>`,
  ].join('\n');
}

/** Step 2's snippet (inline only): the element the widget fills, on the site's own page. */
export const INLINE_ELEMENT_SNIPPET = `<div class="${INLINE_WIDGET_CLASS}"></div>`;
