import { useCallback, useState } from 'react';
import { readTab, TAB_KEYS, writeTab } from '@/lib/storage';
import { restoreDraft, type AudienceDraft } from './audience-rules';

/** Where the audience wizard keeps its draft across a reload (this tab only). */
export const AUDIENCE_DRAFT_KEY = TAB_KEYS.audienceDraft;

export function readAudienceDraft(): AudienceDraft {
  return restoreDraft(readTab(AUDIENCE_DRAFT_KEY));
}

export function writeAudienceDraft(draft: AudienceDraft | null): void {
  writeTab(AUDIENCE_DRAFT_KEY, draft);
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
