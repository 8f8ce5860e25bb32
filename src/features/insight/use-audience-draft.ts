import { useCallback, useState } from 'react';
import { restoreDraft, type AudienceDraft } from './audience-rules';

/** Where the audience wizard keeps its draft across a reload (this tab only). */
export const AUDIENCE_DRAFT_KEY = 'portal.audienceDraft';

export function readAudienceDraft(): AudienceDraft {
  try {
    const raw = globalThis.sessionStorage?.getItem(AUDIENCE_DRAFT_KEY);
    return restoreDraft(raw ? JSON.parse(raw) : null);
  } catch {
    return restoreDraft(null);
  }
}

export function writeAudienceDraft(draft: AudienceDraft | null): void {
  try {
    if (draft) globalThis.sessionStorage?.setItem(AUDIENCE_DRAFT_KEY, JSON.stringify(draft));
    else globalThis.sessionStorage?.removeItem(AUDIENCE_DRAFT_KEY);
  } catch {
    /* storage unavailable: the draft lives in memory only */
  }
}

/** The wizard's filters and chosen survey, stored on every change and cleared after a successful send. */
export function useAudienceDraft() {
  const [draft, setDraft] = useState<AudienceDraft>(readAudienceDraft);
  const update = useCallback((change: (d: AudienceDraft) => AudienceDraft) => {
    setDraft((current) => {
      const next = change(current);
      writeAudienceDraft(next);
      return next;
    });
  }, []);
  const clear = useCallback(() => {
    writeAudienceDraft(null);
    setDraft(restoreDraft(null));
  }, []);
  return { draft, update, clear };
}
