/**
 * The embed widget's snippet (section 2, /widget): the organization id, the stylesheet link and the script
 * link, whose host follows the portal's own origin. Pure, so the rules are unit-tested.
 */
export type WidgetType = 'default' | 'inline';

export const DEFAULT_WIDGET_TITLE = 'Blockchain Proof';

export const WIDGET_TYPES: readonly { value: WidgetType; label: string }[] = [
  { value: 'default', label: 'Default Widget' },
  { value: 'inline', label: 'Inline Widget' },
];

/** The class an inline widget fills: Step 2 asks the site to put it on its own element. */
export const INLINE_WIDGET_CLASS = 'blockchain-proof-widget';

/**
 * Where the widget's files are served, per portal origin: the dev, the qa and the live partner portal each
 * have theirs; any other origin (a developer's machine, the mock modes) gets the local widget server.
 * The spec names the three origins without their addresses: these are the deployment's placeholders.
 */
export const WIDGET_HOSTS: Readonly<Record<string, string>> = {
  'https://dev.portal.invalid': 'https://dev.widget.portal.invalid',
  'https://qa.portal.invalid': 'https://qa.widget.portal.invalid',
  'https://portal.invalid': 'https://widget.portal.invalid',
};

export const LOCAL_WIDGET_HOST = 'http://localhost:3000';

/** The widget host for the origin the portal runs on (compared without a trailing slash, case-insensitive). */
export function widgetHost(origin: string): string {
  const key = origin.trim().replace(/\/+$/, '').toLowerCase();
  return WIDGET_HOSTS[key] ?? LOCAL_WIDGET_HOST;
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
export function widgetSnippet(settings: WidgetSettings, host: string): string {
  return [
    `<link rel="stylesheet" href="${host}/widget/blockchain-proof.css" />`,
    `<script src="${host}/widget/blockchain-proof.js" data-organization-id="${escapeAttribute(settings.organizationId)}"` +
      ` data-title="${escapeAttribute(widgetTitle(settings.title))}" data-widget-type="${settings.type}" defer></script>`,
  ].join('\n');
}

/** Step 2's snippet (inline only): the element the widget fills, on the site's own page. */
export const INLINE_ELEMENT_SNIPPET = `<div class="${INLINE_WIDGET_CLASS}"></div>`;
