/** The document verification's words (spec 2, sections 4 and 8; spec 3, section 4). */
export const VALIDATE_MESSAGES = {
  verified: 'Document is verified',
  notVerified: 'Document is not verified',
  noFile: 'Please upload file first',
} as const;

export type Verification = 'unknown' | 'verified' | 'notVerified';

/** The answer of `verify-exhibit-document` as the control's state: only a success body says yes or no. */
export function verificationOf(answer: unknown): Verification {
  const data = (answer as { status?: unknown; data?: { isVerifyDocument?: unknown } } | null)?.data;
  if ((answer as { status?: unknown } | null)?.status !== '1' || typeof data?.isVerifyDocument !== 'boolean')
    return 'unknown';
  return data.isVerifyDocument ? 'verified' : 'notVerified';
}
