import { expect, type Page } from '@playwright/test';
import type { MatrixRow } from './replay-matrix';
import { SPEC_MESSAGES } from './replay-outcome';

/** The signed-in frame (the header's bell and switchers) and the profile screen inside it. */

const PHONE = '602-555-0199';

export const shellRows: readonly MatrixRow[] = [
  {
    operationId: 'listNotifications',
    screen: 'shell',
    how: 'open the app shell signed in (the notification bell loads the notifications)',
  },
  {
    operationId: 'getOrganization',
    screen: 'shell',
    how: 'open the app shell signed in (the organization record for the header menus)',
  },
  {
    operationId: 'listInvitedOrganizations',
    screen: 'shell',
    how: 'open the app shell signed in (the Organizations switcher loads the invited organizations)',
  },
  {
    operationId: 'loginAs',
    screen: 'shell',
    how: 'choose an invited organization in the Organizations switcher',
    act: async (page) => {
      await page.locator('header').getByLabel('Organizations').click();
      await page.getByRole('option', { name: 'Northwind Botanicals' }).click();
    },
  },
  {
    operationId: 'getIndividual',
    screen: 'profileLoad',
    how: 'open /profile (its loader fetches the profile)',
  },
  {
    operationId: 'editIndividual',
    screen: 'profile',
    how: 'change the phone and press Save',
    act: async (page) => {
      await page.getByLabel(/Phone/).fill(PHONE);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
    },
    // Section 8, edit failure: the server message or 'Internal server error please try again!!!' (a body failure or a 500).
    local: { statuses: [200, 500], show: 'toast', fallback: SPEC_MESSAGES.editFailure },
    keeps: async (page: Page) => expect(page.getByLabel(/Phone/)).toHaveValue(PHONE),
  },
];
