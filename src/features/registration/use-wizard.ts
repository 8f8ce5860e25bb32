import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { getGetRegistrationUserInfoQueryOptions } from '@/api/generated/portal/hooks/registration/registration';
import { markDone, readDraft, writeDraft, type RegistrationDraft } from './registration-draft';
import { emptyOrganization, fromUserInfo } from './registration-fields';
import { resumeStep, type WizardStep } from './registration-steps';

const fresh: RegistrationDraft = {
  step: 0,
  reached: 0,
  account: { name_first: '', name_middle: '', name_last: '', phone: '', email_address: '' },
  organization: emptyOrganization,
  consented: false,
  provider: null,
  id: '',
  organizationId: '',
  customerId: '',
  logoUrl: null,
  priceId: null,
  paymentStatus: null,
  invoiceId: null,
};

function initial(canceled: boolean): RegistrationDraft {
  const saved = readDraft();
  if (!saved) return fresh;
  const step = canceled ? saved.reached : resumeStep(saved.step, saved.paymentStatus);
  return { ...fresh, ...saved, step: step as WizardStep };
}

/**
 * The wizard's state: the draft (restored from sessionStorage, saved on every change) and, on arrival
 * with an email that got past step 0, the saved user info, from which the wizard resumes at the stored step.
 */
export function useWizard({ canceled }: { canceled: boolean }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<RegistrationDraft>(() => initial(canceled));
  const latest = useRef(draft);
  const [resuming, setResuming] = useState(() => savedEmail() !== null);
  const asked = useRef(false);

  const commit = useCallback((next: RegistrationDraft, render = true) => {
    latest.current = next;
    writeDraft(next);
    if (render) setDraft(next);
  }, []);

  const update = useCallback(
    (patch: Partial<RegistrationDraft>) => {
      return commit({ ...latest.current, ...patch });
    },
    [commit],
  );

  /** Saved without a render: what is typed into a form that holds its own values. */
  const keep = useCallback(
    (patch: Partial<RegistrationDraft>) => {
      commit({ ...latest.current, ...patch }, false);
    },
    [commit],
  );

  /**
   * The saved user info of an email: the fields, the ids and the step to resume at (`floor` at least). True when the
   * world knows the email.
   */
  const resumeFrom = useCallback(
    async (email: string, floor: WizardStep = 0): Promise<boolean> => {
      const options = getGetRegistrationUserInfoQueryOptions(
        { email_address: email },
        { query: { staleTime: 0, meta: { localErrors: 'all' } } },
      );
      const answer = await queryClient.fetchQuery(options);
      const user = answer.data;
      if (!user) return false;
      const current = latest.current;
      const fields = fromUserInfo(user);
      const reached = Math.max(
        current.reached,
        resumeStep(user.registration_step, current.paymentStatus),
      ) as WizardStep;
      commit({
        ...current,
        account: { ...fields.account },
        organization: fields.organization,
        consented: fields.consented,
        provider: fields.provider ?? current.provider,
        id: user.id,
        organizationId: user.organization_id ?? '',
        customerId: user.customer_id ?? current.customerId,
        logoUrl: user.logo_url ?? null,
        reached,
        step: canceled ? reached : (Math.max(current.step, reached, floor) as WizardStep),
      });
      return true;
    },
    [queryClient, canceled, commit],
  );

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    markDone(false);
    const email = savedEmail();
    if (!email) return;
    void resumeFrom(email)
      .catch(() => undefined)
      .finally(() => setResuming(false));
  }, [resumeFrom]);

  /** A step was saved: the next one shows. */
  const advance = useCallback(
    (from: WizardStep, patch: Partial<RegistrationDraft> = {}) => {
      const next = Math.min(from + 1, 3) as WizardStep;
      const current = latest.current;
      commit({ ...current, ...patch, step: next, reached: Math.max(current.reached, next) as WizardStep });
    },
    [commit],
  );

  /**
   * Step 0 saved for the first time in this tab: an email whose registration got further (in another tab, on another
   * day) resumes where it got to, with what it saved (the organization's fields, the consent); a new one moves on to
   * the service agreement. The Continue button waits for the saved user info, so no step flashes by.
   */
  const accountSaved = useCallback(
    async (patch: Partial<RegistrationDraft>) => {
      commit({ ...latest.current, ...patch }, false);
      const known = await resumeFrom(latest.current.account.email_address, 1).catch(() => false);
      if (!known) advance(0);
    },
    [commit, resumeFrom, advance],
  );

  const goTo = useCallback((step: WizardStep) => update({ step }), [update]);

  return { draft, update, keep, advance, accountSaved, goTo, resuming, resumeFrom };
}

/** The email whose saved user info is worth asking for: one that got past step 0 (an id, or a later step). */
function savedEmail(): string | null {
  const draft = readDraft();
  if (!draft?.account.email_address || (!draft.id && draft.reached === 0)) return null;
  return draft.account.email_address;
}
