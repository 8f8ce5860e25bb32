/** The four screens of the five steps (step 4 is the thank-you page). */
export const STEP_TITLES = [
  'Pre Registration',
  'Service Agreement',
  'Basic Organization Information',
  'Payment Options',
] as const;

export type WizardStep = 0 | 1 | 2 | 3;

/** Where the wizard resumes: the stored registration_step (at most 3), or 3 when the payment succeeded. */
export function resumeStep(saved: number | null | undefined, paymentStatus?: string | null): WizardStep {
  if (paymentStatus === 'succeeded') return 3;
  const step = Math.trunc(Number(saved ?? 0));
  if (!Number.isFinite(step) || step <= 0) return 0;
  return Math.min(step, 3) as WizardStep;
}

/** A completed step offers VIEW (step 0) or CHANGE (later steps); the current and later ones offer nothing. */
export function stepControl(step: WizardStep, current: WizardStep, reached: WizardStep): 'VIEW' | 'CHANGE' | null {
  if (step === current || step >= reached) return null;
  return step === 0 ? 'VIEW' : 'CHANGE';
}
