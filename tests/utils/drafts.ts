import { writeDraft, type RegistrationDraft } from '@/features/registration/registration-draft';
import { OLIVIA, OMEGA_PRODUCT, TEMPE, VERDANT } from '../../test-support/example-world';

/** The address the registration drafts sign up with. */
export const REGISTRATION_EMAIL = 'elena.vasquez@sonorannutrition.com';

/** A registration draft of Elena's (Sonoran Nutrition) as a previous visit left it, with `patch` over it. */
export function writeRegistrationDraft(patch: Partial<RegistrationDraft>): void {
  writeDraft({
    step: 0,
    reached: 0,
    account: {
      name_first: 'Elena',
      name_middle: '',
      name_last: 'Vasquez',
      phone: '520-555-0187',
      email_address: REGISTRATION_EMAIL,
    },
    organization: {
      organization_name: 'Sonoran Nutrition',
      domain_name: 'sonorannutrition.com',
      description: '',
      tag_line: '',
    },
    consented: true,
    provider: null,
    id: OLIVIA,
    organizationId: VERDANT,
    customerId: 'cus_R4fT8nVb2LqX9z',
    logoUrl: 'https://cdn.portal.invalid/logo.png',
    priceId: null,
    paymentStatus: null,
    invoiceId: null,
    ...patch,
  });
}

/**
 * A new tracer batch of product PRD1A2B3C4 with everything Save needs (tracking id, Buy Again URL, a location), as the
 * batch editor keeps its draft across a reload.
 */
export function saveReadyBatchDraft(): void {
  sessionStorage.setItem(
    `portal.batchDraft.new.${OMEGA_PRODUCT}`,
    JSON.stringify({
      trackingId: 'LOT88',
      buyAgainUrl: 'shop.example.com/buy',
      traits: [],
      exhibits: [],
      locationMode: 'yes',
      location: {
        id: TEMPE,
        line_1: '1840 W University Dr',
        city: 'Tempe',
        state: 'AZ',
        zip: '85281',
        country: 'US',
      },
      dirty: true,
    }),
  );
}
