import type { Schemas } from '../types';
import { exampleData } from '../model/examples';
import { seedWorld, type World } from '../model/world';
import type { Scenario } from './index';

/**
 * A publisher on the 30-day free trial with one day left: Daniel Okafor of Sunfield Apothecary (the example world's
 * free-trial publisher) signs in by any email. The trial counts from the organization's `created_on`, so that date
 * is set from the moment the world is built: 29 and a half days ago, which reads "1 day left" for twelve hours. The
 * trialing subscription's period is the trial's. The organization has uploaded documents during its trial (some
 * described with its own name and a document type, the latest not yet), each counted as one hashed on its dashboard.
 */
const SUNFIELD = 'ORG4F7T1SN';
const DANIEL = 'IND6D3K8SW';
const TRIAL_SUBSCRIPTION = 'SUB4PUB8T6';
const DAY = 86_400_000;
const TRIAL_DAYS = 30;
/** How long ago the trial started: half a day short of its thirty, so one whole day is left. */
const STARTED_AGO = (TRIAL_DAYS - 0.5) * DAY;

/** The documents uploaded during the trial: file name, size in bytes, days after the trial's start, type. */
const UPLOADS: readonly (readonly [string, number, number, string | null])[] = [
  ['Sunfield COA Elderberry Syrup lot SF-ELD-2611.pdf', 248_913, 2, 'Certificate of Analysis'],
  ['Sunfield supplier declaration 2026.pdf', 131_072, 5, null],
  ['Sunfield COA Ashwagandha Root lot SF-ASH-2611.pdf', 276_480, 11, 'Certificate of Analysis'],
  ['Sunfield GMP certificate 2026.pdf', 412_160, 18, 'GMP Certificate'],
  ['Sunfield label proof Elderberry Syrup.pdf', 98_304, 26, null],
  ['Sunfield stability study Ashwagandha.pdf', 355_840, 28, null],
];

type Kept = Parameters<World['freeTrialDocuments']['put']>[0];

const documentType = (name: string | null) =>
  ((exampleData('getDocumentTypes')[0] ?? []) as Schemas['DocumentType'][]).find((t) => t.type === name);

function buildFreeTrialEnding(): World {
  const world = seedWorld();
  const started = new Date(Date.now() - STARTED_AGO);
  world.organizationId = SUNFIELD;
  world.individualId = DANIEL;
  world.defaultIndividualId = DANIEL;
  world.organizations.patch(SUNFIELD, { created_on: started.toISOString(), is_free_trail: true });
  world.individuals.patch(DANIEL, { is_free_trail: true });
  world.subscriptions.patch(TRIAL_SUBSCRIPTION, {
    status: 'trialing',
    current_period_start: started.toISOString(),
    current_period_end: new Date(started.getTime() + TRIAL_DAYS * DAY).toISOString(),
    created_on: started.toISOString(),
  });
  const sunfield = world.organizations.get(SUNFIELD)!;
  UPLOADS.forEach(([file_name, file_size, day, type], i) => {
    const created_on = new Date(started.getTime() + day * DAY + (9 + i) * 3_600_000).toISOString();
    const kind = documentType(type);
    const doc: Kept = {
      id: `FTDSUN${String(i + 1).padStart(4, '0')}`,
      organization_id: SUNFIELD,
      file_name,
      file_size,
      effective_date: kind ? started.toISOString() : null,
      expiration_date: kind ? new Date(started.getTime() + 730 * DAY).toISOString() : null,
      created_on,
      meta_data_org_id: kind ? SUNFIELD : null,
      meta_data_org_location_id: null,
      meta_data_product_id: null,
      meta_data_product_batch_id: null,
      meta_data_document_type_id: kind?.id ?? null,
      metaDataorganization: kind ? { name: sunfield.name } : null,
      metaDataLocation: null,
      metaDataProduct: null,
      metaDataProductBatches: null,
      metaDataDocumentType: kind ? { type: kind.type } : null,
    };
    world.freeTrialDocuments.put(doc);
    // Each upload counts as one document hashed on the publisher's dashboard, on the day it was uploaded.
    world.documentHashes.put({
      id: doc.id,
      organization_id: SUNFIELD,
      created_on,
      count: 1,
      document_id: doc.id,
      file_name,
    });
  });
  return world;
}

export const freeTrialEnding: Scenario = {
  name: 'free-trial-ending',
  summary: 'A publisher on its 30-day free trial with one day left, documents uploaded (Sunfield Apothecary)',
  build: buildFreeTrialEnding,
};
