import type {
  Batch,
  FreeTrialDocument,
  Location,
  OrganizationMember,
  ProductWithBatches,
  SurveyQuestion,
  Transit,
} from '@/api/generated/portal/model';
import { isApiError } from './api-error';
import { shouldRetry } from './error-policy';
import type { ReadBackResult, SentWrite } from './write-outcome';

/**
 * What the portal reads back after a write lost its answer (src/api/write-outcome.ts): for each write that makes a
 * record, where that record would be and how to know it. Loaded only after such a loss.
 *
 * A record counts as made by this write when it matches what was sent and, where the record says when it was made,
 * was made after the write was sent (less `CLOCK_SLACK_MS`, for a server whose clock is behind the browser's).
 */
export const CLOCK_SLACK_MS = 120_000;

/**
 * Writes that may be sent again without a second record: edits and deletes (the same values again), sign-in steps,
 * files put in storage before a form names them, checks, and a payment page's session (nothing is paid until the
 * person pays on it). After a lost answer the person is told so and may send again.
 */
const REPEATABLE = new Set([
  'login',
  'ssoLogin',
  'loginAs',
  'forgotPassword',
  'resetPassword',
  'changePassword',
  'generateTwoFactor',
  'verifyOtp',
  'verifyAuthenticatorOtp',
  'resendOtp',
  'editIndividual',
  'saveRegistrationStep',
  'createCheckoutSession',
  'createPortalSession',
  'editOrganization',
  'verifyDomain',
  'deleteOrganizationUser',
  'revokeOrganizationAccess',
  'updateProduct',
  'setProductDisabled',
  'createVideoUploadInfo',
  'updateProductLabel',
  'editBatch',
  'setStaticBatch',
  'uploadBatchFiles',
  'uploadDataFile',
  'deleteUploadedFile',
  'removeBatchMutation',
  'deleteBatchExhibit',
  'updateBatchFacet',
  'verifyExhibitDocument',
  'editTransit',
  'deleteTransit',
  'editTransfer',
  'deleteTransfer',
  'updateOrganizationExhibit',
  'deleteOrganizationExhibit',
  'generateJwtToken',
  'deleteFreeTrialDocument',
  'updateFreeTrialDocuments',
  'saveCompliancePreferences',
  'updateSurveyQuestion',
  'deleteSurveyQuestion',
  'findForbiddenSubstances',
  'markNotificationsRead',
  // The video host's upload (tus): its client resumes from what the host has.
  'video-upload_createVideoUpload',
  'video-upload_uploadVideoChunk',
]);

/** Saves that edit when they name a record and make one when they do not. */
const EDITS_WITH_ID = new Set(['saveLocation', 'saveOrganizationUser', 'saveOffer']);

/** Whether sending the write again could not make a second record. */
export function repeatable(sent: SentWrite): boolean {
  if (REPEATABLE.has(sent.operation)) return true;
  return EDITS_WITH_ID.has(sent.operation) && Boolean(text(sent.body.id));
}

type ReadBack = (sent: SentWrite) => Promise<ReadBackResult | undefined>;

/**
 * Resolves what reading back found, or undefined when it cannot tell (no way to read this write back, or the reads
 * failed too).
 */
export async function readBack(sent: SentWrite): Promise<ReadBackResult | undefined> {
  const read = READ_BACKS[sent.operation];
  if (!read) return undefined;
  try {
    return await read(sent);
  } catch {
    return undefined;
  }
}

const READ_BACKS: Partial<Record<string, ReadBack>> = {
  async createProduct(sent) {
    const { searchProducts, getProduct } = await import('@/api/generated/portal/hooks/product/product');
    const title = text(sent.body.title);
    const answer = await patiently(() =>
      searchProducts({
        organization_id: text(sent.body.organization_id),
        searchText: title,
        offset: 0,
        limit: 50,
      }),
    );
    const made = answer.data.rows.find(
      (p: ProductWithBatches) =>
        p.title === title &&
        (p.sku ?? '') === text(sent.body.sku) &&
        (p.upc ?? '') === text(sent.body.upc) &&
        madeSince(p.created_on, sent),
    );
    if (!made?.id) return { applied: false };
    const id = made.id;
    return { applied: true, answer: await patiently(() => getProduct(id)) };
  },

  async createBatch(sent) {
    const { searchBatches } = await import('@/api/generated/portal/hooks/batch/batch');
    const title = text(sent.body.title);
    const answer = await patiently(() =>
      searchBatches({
        organization_id: text(sent.body.organization_id),
        integrant_type_id: text(sent.body.integrant_type_id),
        searchText: text(sent.body.external_id) || title,
        offset: 0,
        limit: 50,
      }),
    );
    const made = answer.data.rows.find(
      (b: Batch) =>
        b.title === title && (b.external_id ?? '') === text(sent.body.external_id) && madeSince(b.created_on, sent),
    );
    return made ? { applied: true, answer: { status: '1', data: made } } : { applied: false };
  },

  async saveLocation(sent) {
    const { listLocations } = await import('@/api/generated/portal/hooks/location/location');
    const answer = await patiently(() => listLocations({ organization_id: text(sent.body.organization_id) }));
    const fields = ['description', 'line_1', 'zip', 'city', 'state', 'country'] as const;
    const made = answer.data.find((l: Location) => fields.every((f) => text(l[f]) === text(sent.body[f])));
    return made ? { applied: true, answer: { status: '1', message: '', data: made } } : { applied: false };
  },

  async saveOrganizationUser(sent) {
    const { getOrganization } = await import('@/api/generated/portal/hooks/organization/organization');
    const answer = await patiently(() => getOrganization({ organization_id: text(sent.body.organization_id) }));
    const email = text(sent.body.email_address).toLowerCase();
    const made = (answer.data.individuals ?? []).find(
      (m: OrganizationMember) => m.email_address.toLowerCase() === email,
    );
    return made ? { applied: true, answer: { status: '1', message: '', data: made } } : { applied: false };
  },

  async createSurveyQuestions(sent) {
    const { listSurveyQuestions } = await import('@/api/generated/portal/hooks/survey/survey');
    const productId = text(sent.body.integrant_type_id);
    const answer = await patiently(() => listSurveyQuestions({ integrant_type_id: productId }));
    const wanted = Array.isArray(sent.body.questions) ? (sent.body.questions as Record<string, unknown>[]) : [];
    const made = wanted.flatMap((q) => {
      const found = answer.data.find(
        (s: SurveyQuestion) =>
          s.question === text(q.question) && s.input_type === q.input_type && madeSince(s.created_on, sent),
      );
      return found ? [found] : [];
    });
    if (made.length === 0) return { applied: false };
    return made.length === wanted.length ? { applied: true, answer: { status: '1', data: made } } : undefined;
  },

  async createTransit(sent) {
    const { getBatch } = await import('@/api/generated/portal/hooks/batch/batch');
    const batchId = text(sent.body.integrant_id);
    const answer = await patiently(() => getBatch(batchId));
    const made = (answer.data.transits ?? []).find(
      (t: Transit) =>
        t.title === text(sent.body.title) &&
        t.from_location === text(sent.body.from_location) &&
        madeSince(t.created_on, sent),
    );
    return made ? { applied: true, answer: { status: '1', data: made } } : { applied: false };
  },

  async uploadFreeTrialDocuments(sent) {
    const { listFreeTrialDocuments } = await import('@/api/generated/portal/hooks/dashboard/dashboard');
    const files = filesOf(sent.body['files[]']);
    if (files.length === 0) return undefined;
    const answer = await patiently(() => listFreeTrialDocuments({ limit: 50, offset: 0 }));
    const made = files.flatMap((file) => {
      const found = answer.data.rows.find(
        (d: FreeTrialDocument) =>
          d.file_name === file.name && (d.file_size ?? file.size) === file.size && madeSince(d.created_on, sent),
      );
      return found ? [found] : [];
    });
    if (made.length === 0) return { applied: false };
    return made.length === files.length ? { applied: true, answer: { status: '1', data: made } } : undefined;
  },

  async uploadProductsCsv(sent) {
    const [file] = filesOf(sent.body['files[]']);
    if (!file) return undefined;
    const titles = await csvTitles(file);
    if (titles.length === 0) return undefined;
    const { searchProducts } = await import('@/api/generated/portal/hooks/product/product');
    const first = titles[0] ?? '';
    const answer = await patiently(() =>
      searchProducts({
        organization_id: text(sent.body.organization_id),
        searchText: first,
        offset: 0,
        limit: 50,
      }),
    );
    const made = answer.data.rows.some((p: ProductWithBatches) => p.title === first && madeSince(p.created_on, sent));
    // The rows that failed came back in the lost answer: without them the import still happened.
    return made ? { applied: true, answer: { status: '1', data: null } } : { applied: false };
  },
};

/** A read tried again as the portal's reads are (a dropped connection, a gateway), with a short wait between tries. */
async function patiently<T>(read: () => Promise<T>): Promise<T> {
  for (let failures = 0; ; failures++) {
    try {
      return await read();
    } catch (error) {
      if (!shouldRetry(failures, error) || !isApiError(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * 2 ** failures));
    }
  }
}

function madeSince(createdOn: string | null | undefined, sent: SentWrite): boolean {
  if (!createdOn) return true;
  const at = Date.parse(createdOn);
  return Number.isNaN(at) || at >= sent.sentAt - CLOCK_SLACK_MS;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

function filesOf(value: unknown): File[] {
  const values = Array.isArray(value) ? value : [value];
  return values.filter((v): v is File => typeof File !== 'undefined' && v instanceof File);
}

/** The products' titles in an import file: the column headed 'title' (any case), in order. */
async function csvTitles(file: File): Promise<string[]> {
  const { default: Papa } = await import('papaparse');
  const parsed = Papa.parse<Record<string, string>>(await file.text(), { header: true, skipEmptyLines: true });
  const column = parsed.meta.fields?.find((f) => f.trim().toLowerCase() === 'title');
  if (!column) return [];
  return parsed.data.map((row) => (row[column] ?? '').trim()).filter(Boolean);
}
