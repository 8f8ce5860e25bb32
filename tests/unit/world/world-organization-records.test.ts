import { describe, expect, it } from 'vitest';
import { ORGANIZATION_MESSAGES } from '@/features/organization/organization-rules';
import { NORTHWIND, SUNFIELD, VERDANT, NORTHWIND_OLIVIA, locationInput } from '../../../test-support/example-world';
import { callWorld, freshWorld } from '../../utils/world-call';

/**
 * Organizations as records (issue 58): every read answers the organization it names, or the one a switch left the
 * caller in; an unknown one is the documented 404; a call for an organization the caller cannot act for is refused
 * (docs/world/organization.md).
 */
const NOT_FOUND = { statusCode: 404, message: 'The requested resource does not exist or has been deleted' };
const FORBIDDEN = { statusCode: 403, message: 'Forbidden resource', error: 'Forbidden' };

/** A fresh world signed in to Northwind Botanicals through Olivia's shared access (the login-as example). */
async function intoNorthwind(key: string) {
  const world = freshWorld(key);
  const switched = await callWorld(
    'loginAs',
    { individual_id: NORTHWIND_OLIVIA, is_google_login: false, is_microsoft_login: false },
    { world: key },
  );
  expect(switched).toMatchObject({ status: 200, breaches: [], body: { data: { organization_id: NORTHWIND } } });
  return world;
}

describe('a switched organization answers as itself', () => {
  it('get-organization and get-org answer Northwind, with its own users, after the switch', async () => {
    await intoNorthwind('org-nw');
    const named = await callWorld('getOrganization', { organization_id: NORTHWIND }, { world: 'org-nw' });
    expect(named).toMatchObject({ status: 200, breaches: [], body: { status: '1' } });
    expect(named.body.data).toMatchObject({ id: NORTHWIND, name: 'Northwind Botanicals', short_code: 'NWBOT' });
    expect(named.body.data.domain_name).toBe('northwindbotanicals.com');
    const people = (named.body.data.individuals as { id: string }[]).map((m) => m.id);
    expect(people).toEqual([NORTHWIND_OLIVIA]);
    expect(people).not.toContain('IND9R3T6WX');
    const current = await callWorld('getCurrentOrganization', undefined, { world: 'org-nw' });
    expect(current).toMatchObject({ status: 200, breaches: [], body: { data: { id: NORTHWIND } } });
  });

  it('lists Northwind’s shared access, not Verdant’s, and Verdant among the organizations to switch to', async () => {
    await intoNorthwind('org-nw-users');
    const users = await callWorld('listInvitedUsers', { organization_id: NORTHWIND }, { world: 'org-nw-users' });
    expect(users).toMatchObject({ status: 200, breaches: [] });
    const addresses = (users.body.data.users as { invitedIndividual: { email_address: string } }[]).map(
      (u) => u.invitedIndividual.email_address,
    );
    expect(addresses).toEqual(['olivia.bennett@verdantlabs.com']);
    const verdant = await callWorld('listInvitedUsers', { organization_id: VERDANT }, { world: 'org-nw-users' });
    expect(verdant.body.data.users[0].invitedIndividual.email_address).toBe('daniel.okafor@northwindbotanicals.com');
  });

  it('names Northwind’s subscription as its plan does, and none it does not hold', async () => {
    await intoNorthwind('org-nw-sub');
    const ask = (subscription_type: string) =>
      callWorld(
        'getOrganizationSubscription',
        { organization_id: NORTHWIND, subscription_type },
        { world: 'org-nw-sub' },
      );
    expect(await ask('tracer')).toMatchObject({
      status: 200,
      breaches: [],
      body: {
        status: '1',
        message: 'Subscription fetched successfully',
        data: { subscription_name: 'Product Origin' },
      },
    });
    expect(await ask('fastpass')).toMatchObject({ status: 404, breaches: [], body: NOT_FOUND });
  });

  it('names a subscription as its plan does: the free Starter plan is Document Protection Starter', async () => {
    const world = freshWorld('org-sub-plan');
    const ask = (organization_id: string, subscription_type: string) =>
      callWorld('getOrganizationSubscription', { organization_id, subscription_type }, { world: 'org-sub-plan' });
    expect((await ask(SUNFIELD, 'publisher')).body.data.subscription_name).toBe('Document Protection');
    const held = world.subscriptions.where((s) => s.organization_id === SUNFIELD)[0]!;
    world.subscriptions.patch(held.id, { product_id: 'prod_QfDpFr2Wq8Lm5N', price_id: 'price_1QfDpF0fFr2Wq8LmF' });
    expect((await ask(SUNFIELD, 'publisher')).body.data.subscription_name).toBe('Document Protection Starter');
    expect((await ask(VERDANT, 'fastpass')).body.data.subscription_name).toBe('Product Fast Pass');
  });

  it('answers an organization the world does not know with the documented 404', async () => {
    freshWorld('org-unknown');
    const opts = { world: 'org-unknown' };
    for (const answer of [
      await callWorld('getOrganization', { organization_id: 'ORGZZZZZZZ' }, opts),
      await callWorld('listInvitedUsers', { organization_id: 'ORGZZZZZZZ' }, opts),
      await callWorld(
        'getOrganizationSubscription',
        { organization_id: 'ORGZZZZZZZ', subscription_type: 'tracer' },
        opts,
      ),
    ])
      expect(answer).toMatchObject({ status: 404, breaches: [], body: NOT_FOUND });
  });
});

describe('a call for an organization the caller cannot act for', () => {
  const location = locationInput();

  it('location/save for another organization is refused, and saves nothing', async () => {
    const world = freshWorld('org-loc');
    const before = world.locations.size;
    const refused = await callWorld('saveLocation', { ...location, organization_id: SUNFIELD }, { world: 'org-loc' });
    expect(refused).toMatchObject({ status: 403, breaches: [], body: FORBIDDEN });
    expect(world.locations.size).toBe(before);
    // Its own, and one that shares access with the signed-in individual (Northwind, with Olivia), are saved.
    const own = await callWorld('saveLocation', { ...location, organization_id: VERDANT }, { world: 'org-loc' });
    expect(own).toMatchObject({ status: 200, body: { status: '1', message: 'Location Created successfully' } });
    const shared = await callWorld('saveLocation', { ...location, organization_id: NORTHWIND }, { world: 'org-loc' });
    expect(shared).toMatchObject({ status: 200, body: { status: '1' } });
  });

  it('a notification of Verdant Labs is not marked read from Northwind', async () => {
    const world = await intoNorthwind('org-bell');
    const unread = world.notifications.where((n) => !n.is_read)[0]!;
    const refused = await callWorld('markNotificationsRead', { notificationIds: [unread.id] }, { world: 'org-bell' });
    expect(refused).toMatchObject({ status: 403, breaches: [], body: FORBIDDEN });
    expect(world.notifications.get(unread.id)?.is_read).toBe(false);
  });

  it('edit-organization-info of another organization is refused, and changes nothing', async () => {
    const world = freshWorld('org-edit-other');
    const form = new FormData();
    form.set('organization_id', SUNFIELD);
    form.set('name', 'Not Sunfield');
    form.set('type', 'logo');
    const refused = await callWorld('editOrganization', form, { world: 'org-edit-other' });
    expect(refused).toMatchObject({ status: 403, breaches: [], body: FORBIDDEN });
    expect(world.organizations.get(SUNFIELD)?.name).toBe('Sunfield Apothecary');
  });
});

describe('edit-organization-info’s logos and background images', () => {
  const edit = (key: string, fileName: string, type = 'logo') => {
    const form = new FormData();
    form.set('organization_id', VERDANT);
    form.set('name', 'Verdant Labs');
    form.set('type', type);
    form.append('fileName', new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], fileName, { type: 'image/png' }));
    return callWorld('editOrganization', form, { world: key });
  };

  it('refuses an .exe or a .gif in the form’s words (pdf, png, jpeg, jpg), and keeps the logo', async () => {
    const world = freshWorld('org-logo');
    const logo = world.organizations.get(VERDANT)?.logo_url;
    for (const name of ['setup.exe', 'logo.gif']) {
      const refused = await edit('org-logo', name);
      expect(refused).toMatchObject({
        status: 200,
        breaches: [],
        body: { status: '0', message: ORGANIZATION_MESSAGES.imageType },
      });
    }
    expect(ORGANIZATION_MESSAGES.imageType).toBe('Only pdf, png, jpeg and jpg files are allowed.');
    expect(world.organizations.get(VERDANT)?.logo_url).toBe(logo);
    expect(world.files.size).toBe(0);
  });

  it('accepts a .png and shows it', async () => {
    const world = freshWorld('org-logo-png');
    const saved = await edit('org-logo-png', 'verdant-logo.png');
    expect(saved).toMatchObject({
      status: 200,
      breaches: [],
      body: { status: '1', message: 'Organization updated successfully' },
    });
    expect(world.organizations.get(VERDANT)?.logo_url).toMatch(/\/__world\/files\/FIL/);
  });
});

describe('invite-another-user mails the invitation', () => {
  it('writes the invitation to the invited address in the outbox', async () => {
    const world = freshWorld('org-invite-mail');
    const email = 'ines.carvalho@example.com';
    const invited = await callWorld('inviteUser', { email_address: email }, { world: 'org-invite-mail' });
    expect(invited).toMatchObject({
      status: 200,
      breaches: [],
      body: { status: '1', message: 'User invited successfully' },
    });
    const mails = world.outbox.where((m) => m.to === email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ subject: 'Olivia Bennett shared access to Verdant Labs with you' });
    expect(mails[0]!.text).toContain('Organizations switcher');
  });
});
