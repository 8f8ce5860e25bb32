import { expect, type Page } from '@playwright/test';
import type { MatrixRow } from './replay-matrix';
import { SPEC_MESSAGES, geocodingLookup } from './replay-outcome';
import { FRESH_PASSWORD } from './replay-screens';
import { realPng } from '../real-files';

/** The organization screens: /organization and its sections, the user and location forms, /add-organization. */

const TAG_LINE = 'Traced from seed to shelf';
const INVITEE = 'daniel.okafor@northwindbotanicals.com';
/** A real logo of 12 KB, named as people name files (test-support/real-files.ts). */
const LOGO = realPng('Verdant "logo" 標誌.png', 12);
const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true }).click();
const confirm = (page: Page) => page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();

/**
 * The organization answers unverified (Prism's example) from now on, and the page is reloaded: Verify is
 * offered. Every call, not only the next: a call still under way from before the reload must not take it.
 */
async function verifyDomain(page: Page): Promise<void> {
  await page.route('**/api/integrant/get-organization', (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: 'example=organizationUnverifiedDomain' } }),
  );
  // That organization (Copperleaf Botanics) is the example's, not the signed-in world's: its subscription's name too.
  await page.route('**/api/integrant/get-organization-subscription', (route) =>
    route.continue({ headers: { ...route.request().headers(), prefer: 'example=organizationSubscription' } }),
  );
  await page.reload();
  await page.getByLabel('I have added this TXT record to the DNS of my domain.').check();
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}

async function createUser(page: Page): Promise<void> {
  await page.getByLabel('First name').fill('Priya');
  await page.getByLabel('Last name').fill('Natarajan');
  await page.getByLabel('Phone').fill('480-555-0126');
  await page.getByLabel('Email').fill('priya.natarajan@verdantlabs.com');
  await page.getByRole('textbox', { name: 'Password' }).fill(FRESH_PASSWORD);
  await save(page);
}

async function createLocation(page: Page): Promise<void> {
  await page.getByLabel('Address type').fill('Warehouse');
  await page.getByLabel('Street address').fill('1840 West University Drive');
  await page.getByRole('combobox', { name: 'State' }).fill('Arizona');
  await page.getByRole('option', { name: 'Arizona' }).click();
  await page.getByRole('combobox', { name: 'City' }).fill('Tempe');
  await page.getByRole('option', { name: 'Tempe', exact: true }).click();
  await page.getByLabel('Zip code').fill('85281');
  await save(page);
}

export const organizationRows: readonly MatrixRow[] = [
  { operationId: 'getOrganization', screen: 'organizationLoad', how: 'open /organization (its loader)' },
  { operationId: 'getOrganizationSubscription', screen: 'organization', how: 'open /organization (the plan name)' },
  { operationId: 'listInvitedUsers', screen: 'organization', how: 'open /organization (the shared access list)' },
  { operationId: 'listLocations', screen: 'organization', how: 'open /organization (the location list)' },
  {
    operationId: 'editOrganization',
    screen: 'organization',
    how: 'change the tag line and press Save',
    act: async (page) => {
      await page.getByLabel('Tag line').fill(TAG_LINE);
      await save(page);
    },
    // Section 8, edit failure: the server message or 'Internal server error please try again!!!'.
    local: { statuses: [200, 500], show: 'toast', fallback: SPEC_MESSAGES.editFailure },
    keeps: (page) => expect(page.getByLabel('Tag line')).toHaveValue(TAG_LINE),
  },
  {
    operationId: 'verifyDomain',
    screen: 'organization',
    how: 'reload with the domain unverified, tick the confirmation, press Verify',
    act: verifyDomain,
  },
  {
    operationId: 'deleteOrganizationUser',
    screen: 'organization',
    how: 'delete Priya Natarajan and confirm',
    act: async (page) => {
      await page.getByRole('button', { name: 'Delete Priya Natarajan' }).click();
      await confirm(page);
    },
  },
  {
    operationId: 'inviteUser',
    screen: 'organization',
    how: 'type an email and press Send Invite',
    act: async (page) => {
      await page.getByLabel('Invite by email').fill(INVITEE);
      await page.getByRole('button', { name: 'Send Invite' }).click();
    },
    keeps: (page) => expect(page.getByLabel('Invite by email')).toHaveValue(INVITEE),
  },
  {
    operationId: 'revokeOrganizationAccess',
    screen: 'organization',
    how: "revoke Daniel Okafor's access and confirm",
    act: async (page) => {
      await page.getByRole('button', { name: 'Revoke access of Daniel Okafor' }).click();
      await confirm(page);
    },
  },
  {
    operationId: 'saveOrganizationUser',
    screen: 'userCreate',
    how: 'fill the new account and press Save',
    act: createUser,
    keeps: (page) => expect(page.getByLabel('First name')).toHaveValue('Priya'),
  },
  {
    operationId: 'saveLocation',
    screen: 'locationCreate',
    how: 'fill the address through the pickers and press Save',
    act: createLocation,
    keeps: (page) => expect(page.getByLabel('Zip code')).toHaveValue('85281'),
  },
  {
    operationId: 'geocoding_geocodeAddress',
    screen: 'locationCreate',
    how: 'fill the address and press Save (the lookup runs first)',
    act: createLocation,
    local: geocodingLookup,
  },
  {
    operationId: 'addTransferOrganization',
    upload: true,
    screen: 'addOrganization',
    how: 'name the organization, choose a logo, press Add organization',
    act: async (page) => {
      await page.getByLabel('Name').fill('Desert Bloom Apothecary');
      await page.getByLabel('Organization logo', { exact: true }).setInputFiles(LOGO);
      await page.getByRole('button', { name: 'Add organization' }).click();
    },
    keeps: (page) => expect(page.getByLabel('Name')).toHaveValue('Desert Bloom Apothecary'),
  },
];
