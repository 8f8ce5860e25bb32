/** The wizard's words (sections 2, 4, 5 and 8 of the first document). */
export const REGISTRATION_MESSAGES = {
  required: 'Please enter a value',
  phone: 'Please enter valid Phone No.',
  email: 'Please enter vaild email address',
  robot: "Please check the checkbox i'm not a robot.",
  ssoHint: 'Please fill out your first name, last name, phone number, and email address to activate the button above',
  loginToContinue: ' Please Login to Continue',
  transactionMissing: 'Transaction ID missing',
  /** Ours: the checkout's session is not one the server holds as paid (not paid, or never made). */
  paymentNotConfirmed: 'Your payment was not confirmed, so your registration is not complete. Please try again.',
  thanks: 'Thank You! Great! Your Registration process successfully complete.',
} as const;

export function ssoLoginText(email: string): string {
  return `You are login with ${email}`;
}

/** Step 0's messages after a refusal: the server's message and ' Please Login to Continue'. */
export function accountRefusal(message: string | undefined): string {
  return `${message ?? 'Something went wrong! Please try after sometime.'}${REGISTRATION_MESSAGES.loginToContinue}`;
}
