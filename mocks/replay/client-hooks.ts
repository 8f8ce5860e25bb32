import type { ClientContext } from '@/api/client';
import { record, take } from './arming-store';
import type { ReplayTarget } from './catalogue';
import { REPLAY_HEADER } from './replay-header';

export type ReplayMode = 'prism' | 'msw';

/** Prism's way of choosing a documented response: `Prefer: code=403, example=thresholdLimit`. */
export function preferHeader(target: ReplayTarget): string {
  return target.example ? `code=${target.status}, example=${target.example}` : `code=${target.status}`;
}

/**
 * The API client's hooks in the mock builds. On Prism the armed response goes out as a `Prefer`
 * header on the call itself; on MSW the replay handler answers it (and names the example in a
 * response header). Both feed the panel's call log.
 */
export function replayClientHooks(mode: ReplayMode): Pick<ClientContext, 'decorate' | 'observe'> {
  // Prism does not say which example answered: remember, per operation, what each call asked for.
  const asked = new Map<string, (string | null)[]>();
  return {
    decorate:
      mode === 'prism'
        ? (operationId, headers) => {
            const armed = take(operationId);
            if (armed) headers.set('Prefer', preferHeader(armed));
            asked.set(operationId, [...(asked.get(operationId) ?? []), armed ? (armed.example ?? '') : null]);
          }
        : undefined,
    observe: ({ operationId, status, headers }) => {
      const example = mode === 'prism' ? asked.get(operationId)?.shift() : headers.get(REPLAY_HEADER);
      const replayed = example !== null && example !== undefined;
      record({ operationId, status, example: replayed && example ? example : null, replayed });
    },
  };
}
