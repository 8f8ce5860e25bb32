import { resolveTarget, type ArmedResponse } from './catalogue';
import { arm } from './arming-store';

/**
 * The link form: `?replay=<operationId>:<status>[:<example>][!once]`, repeatable. A response armed
 * by link stays armed until it is disarmed; with `!once` it answers the next call only.
 */
export const REPLAY_PARAM = 'replay';

export function parseReplayParam(value: string): { readonly armed: ArmedResponse } | { readonly error: string } {
  const once = value.endsWith('!once');
  const [operationId = '', status = '', example, ...rest] = (once ? value.slice(0, -5) : value).split(':');
  if (!operationId || !/^\d{3}$/.test(status) || rest.length > 0) {
    return { error: `'${value}' is not <operationId>:<status>[:<example>][!once]` };
  }
  const resolved = resolveTarget(operationId, Number(status), example);
  return 'error' in resolved ? resolved : { armed: { ...resolved.target, once } };
}

export function parseReplayLink(search: string): { armed: ArmedResponse[]; errors: string[] } {
  const armed: ArmedResponse[] = [];
  const errors: string[] = [];
  for (const value of new URLSearchParams(search).getAll(REPLAY_PARAM)) {
    const parsed = parseReplayParam(value);
    if ('error' in parsed) errors.push(parsed.error);
    else armed.push(parsed.armed);
  }
  return { armed, errors };
}

export function formatReplayParam(armed: ArmedResponse): string {
  return `${armed.operationId}:${armed.status}${armed.example ? `:${armed.example}` : ''}${armed.once ? '!once' : ''}`;
}

/** A link to `href` that arms these responses when it is opened. */
export function replayLink(armed: readonly ArmedResponse[], href: string): string {
  const url = new URL(href);
  url.searchParams.delete(REPLAY_PARAM);
  for (const a of armed) url.searchParams.append(REPLAY_PARAM, formatReplayParam(a));
  return url.toString();
}

/**
 * On page load: arms what the address says, then takes the replay parameters out of the address
 * (the armed state lives in sessionStorage from here on, so a reload does not arm twice).
 */
export function applyReplayLink(): string[] {
  const { armed, errors } = parseReplayLink(window.location.search);
  armed.forEach(arm);
  if (new URLSearchParams(window.location.search).has(REPLAY_PARAM)) {
    const url = new URL(window.location.href);
    url.searchParams.delete(REPLAY_PARAM);
    window.history.replaceState(window.history.state, '', url.toString());
  }
  errors.forEach((e) => console.warn(`[replay] ignored: ${e}`));
  return errors;
}
