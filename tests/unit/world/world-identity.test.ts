import { describe, expect, it } from 'vitest';
import { NORTHWIND, OLIVIA, PASSWORDS, SUNFIELD, VERDANT, NORTHWIND_OLIVIA } from '../../../test-support/example-world';
import { callWorld, freshWorld } from '../../utils/world-call';

/**
 * The identity world: the individual's profile, roles and password, the organizations that shared access
 * with the signed-in individual, the transfer search, invitations to the portal and a subscription's name. Each
 * call goes through the world's real handler and is checked against the contract.
 */

const profileEdit = (change: Record<string, unknown> = {}) => ({
  individual_id: OLIVIA,
  organization_id: VERDANT,
  email_address: 'olivia.bennett@verdantlabs.com',
  name_first: 'Olivia',
  name_middle: 'Grace',
  name_last: 'Bennett',
  phone: '602-555-0148',
  status: 'active',
  ...change,
});

describe('the individual’s profile', () => {
  it('answers the seeded profile by id, and the documented 404 for an id the world does not hold', async () => {
    freshWorld('id-get');
    const got = await callWorld('getIndividual', undefined, { params: { id: OLIVIA }, world: 'id-get' });
    expect(got).toMatchObject({ status: 200, breaches: [] });
    expect(got.body).toEqual({
      status: '1',
      message: 'Individual fetched successfully',
      data: {
        id: OLIVIA,
        email_address: 'olivia.bennett@verdantlabs.com',
        name_first: 'Olivia',
        name_middle: 'Grace',
        name_last: 'Bennett',
        phone: '602-555-0148',
        status: 'active',
        organization_id: VERDANT,
      },
    });
    const marcus = await callWorld('getIndividual', undefined, { params: { id: 'IND9R3T6WX' }, world: 'id-get' });
    expect(marcus.body.data).toMatchObject({ name_first: 'Marcus', name_last: 'Reed', organization_id: VERDANT });
    const unknown = await callWorld('getIndividual', undefined, { params: { id: 'INDZZZZZZZ' }, world: 'id-get' });
    expect(unknown).toMatchObject({ status: 404, breaches: [] });
    expect(unknown.body.message).toBe('The requested resource does not exist or has been deleted');
  });

  it('a saved first name is in the answer, in a later read and on the organization’s user account', async () => {
    const world = freshWorld('id-edit');
    const saved = await callWorld('editIndividual', profileEdit({ name_first: 'Zelda', name_middle: '' }), {
      world: 'id-edit',
    });
    expect(saved).toMatchObject({ status: 200, breaches: [] });
    expect(saved.body).toMatchObject({
      status: '1',
      message: 'Individual updated successfully',
      data: { id: OLIVIA, name_first: 'Zelda', name_middle: null, name_last: 'Bennett' },
    });
    const read = await callWorld('getIndividual', undefined, { params: { id: OLIVIA }, world: 'id-edit' });
    expect(read.body.data).toMatchObject({ name_first: 'Zelda', name_middle: null, status: 'active' });
    const account = world.organizations.get(VERDANT)?.individuals?.find((m) => m.id === OLIVIA);
    expect(account).toMatchObject({ name_first: 'Zelda', name_last: 'Bennett' });
  });

  it('keeps the status (read-only) whatever is sent', async () => {
    freshWorld('id-status');
    await callWorld('editIndividual', profileEdit({ status: 'inactive' }), { world: 'id-status' });
    const read = await callWorld('getIndividual', undefined, { params: { id: OLIVIA }, world: 'id-status' });
    expect(read.body.data.status).toBe('active');
  });

  it('refuses an address another person’s account holds with the documented editRejected', async () => {
    freshWorld('id-taken');
    const taken = await callWorld('editIndividual', profileEdit({ email_address: 'marcus.reed@verdantlabs.com' }), {
      world: 'id-taken',
    });
    expect(taken).toMatchObject({ status: 200, breaches: [] });
    expect(taken.body).toEqual({
      status: '0',
      message: 'This email address is already used by another account',
      data: null,
    });
    const read = await callWorld('getIndividual', undefined, { params: { id: OLIVIA }, world: 'id-taken' });
    expect(read.body.data.email_address).toBe('olivia.bennett@verdantlabs.com');
  });

  it('an unknown individual is a body failure', async () => {
    freshWorld('id-unknown');
    const answer = await callWorld('editIndividual', profileEdit({ individual_id: 'INDZZZZZZZ' }), {
      world: 'id-unknown',
    });
    expect(answer).toMatchObject({ status: 200, breaches: [], body: { status: '0' } });
  });

  it('a request without a required field breaks the contract', async () => {
    freshWorld('id-bad');
    const { name_first: _, ...partial } = profileEdit();
    const answer = await callWorld('editIndividual', partial, { world: 'id-bad' });
    expect(answer.breaches).toEqual([expect.objectContaining({ operationId: 'editIndividual', side: 'request' })]);
  });
});

describe('the individual’s roles', () => {
  it('answers the roles of the sign-in, none for a user account, 404 for an unknown id', async () => {
    freshWorld('id-roles');
    const olivia = await callWorld('getIndividualRoles', undefined, { params: { id: OLIVIA }, world: 'id-roles' });
    expect(olivia).toMatchObject({ status: 200, breaches: [] });
    expect(olivia.body).toEqual({
      status: '1',
      message: 'Roles fetched successfully',
      data: { individual_id: OLIVIA, roles: ['admin'] },
    });
    const marcus = await callWorld('getIndividualRoles', undefined, {
      params: { id: 'IND9R3T6WX' },
      world: 'id-roles',
    });
    expect(marcus.body.data).toEqual({ individual_id: 'IND9R3T6WX', roles: [] });
    const unknown = await callWorld('getIndividualRoles', undefined, {
      params: { id: 'INDZZZZZZZ' },
      world: 'id-roles',
    });
    expect(unknown).toMatchObject({ status: 404, breaches: [] });
  });
});

describe('the password', () => {
  const change = (old_password: string, new_password: string, email = 'olivia.bennett@verdantlabs.com') => ({
    email_address: email,
    old_password,
    new_password,
  });

  it('with the seed’s stored, takes it as the current one and stores the new one', async () => {
    const world = freshWorld('pw-first');
    const first = await callWorld('changePassword', change(PASSWORDS.olivia, 'Evening-Harvest-24'), {
      world: 'pw-first',
    });
    expect(first).toMatchObject({ status: 200, breaches: [] });
    expect(first.body).toEqual({ status: '1', message: 'Password changed successfully' });
    expect(world.individuals.get(OLIVIA)).toMatchObject({ password: 'Evening-Harvest-24', temporary_password: false });
    // The same person's identity in Northwind Botanicals (same address) has the same password.
    expect(world.individuals.get(NORTHWIND_OLIVIA)?.password).toBe('Evening-Harvest-24');
  });

  it('with one stored, refuses a wrong current password with the documented wrongOldPassword', async () => {
    const world = freshWorld('pw-wrong');
    await callWorld('changePassword', change('anything', 'Harvest-Morning-42'), { world: 'pw-wrong' });
    const wrong = await callWorld('changePassword', change('Not-The-One-1', 'Another-Evening-77'), {
      world: 'pw-wrong',
    });
    expect(wrong).toMatchObject({ status: 200, breaches: [] });
    expect(wrong.body).toEqual({ status: '0', message: 'Your current password is incorrect', data: null });
    expect(world.individuals.get(OLIVIA)?.password).toBe('Harvest-Morning-42');
    const right = await callWorld('changePassword', change('Harvest-Morning-42', 'Another-Evening-77'), {
      world: 'pw-wrong',
    });
    expect(right.body.status).toBe('1');
    expect(world.individuals.get(OLIVIA)?.password).toBe('Another-Evening-77');
  });

  it('a user account created with a password must give it to change it', async () => {
    freshWorld('pw-account');
    const created = await callWorld(
      'saveOrganizationUser',
      {
        id: '',
        email_address: 'nadia.flores@verdantlabs.com',
        name_first: 'Nadia',
        name_last: 'Flores',
        phone: '602-555-0110',
        password: 'Harvest-Morning-42',
        organization_id: VERDANT,
      },
      { world: 'pw-account' },
    );
    expect(created.breaches).toEqual([]);
    const email = 'nadia.flores@verdantlabs.com';
    const wrong = await callWorld('changePassword', change('Tmp-7Kq2-Wx9R', 'Another-Evening-77', email), {
      world: 'pw-account',
    });
    expect(wrong.body.message).toBe('Your current password is incorrect');
    const right = await callWorld('changePassword', change('Harvest-Morning-42', 'Another-Evening-77', email), {
      world: 'pw-account',
    });
    expect(right.body.status).toBe('1');
  });

  it('an address no individual has is a body failure; a short new password breaks the contract', async () => {
    freshWorld('pw-unknown');
    const unknown = await callWorld('changePassword', change('x', 'Harvest-Morning-42', 'nobody@example.com'), {
      world: 'pw-unknown',
    });
    expect(unknown).toMatchObject({ status: 200, breaches: [] });
    expect(unknown.body).toMatchObject({ status: '0', message: 'No account is registered with this email address' });
    const short = await callWorld('changePassword', change('x', 'short'), { world: 'pw-unknown' });
    expect(short.breaches).toEqual([expect.objectContaining({ operationId: 'changePassword', side: 'request' })]);
  });
});

describe('the organizations that shared access', () => {
  it('lists Northwind Botanicals for Olivia, as the example does', async () => {
    freshWorld('inv-seed');
    const answer = await callWorld('listInvitedOrganizations', undefined, { world: 'inv-seed' });
    expect(answer).toMatchObject({ status: 200, breaches: [] });
    expect(answer.body).toEqual({
      status: '1',
      message: 'Invited organizations fetched successfully',
      data: {
        org_list: [
          {
            organization_id: NORTHWIND,
            organization_name: 'Northwind Botanicals',
            new_invited_user_id: NORTHWIND_OLIVIA,
            invitedIndividual: {
              name_first: 'Olivia',
              name_last: 'Bennett',
              email_address: 'olivia.bennett@verdantlabs.com',
              organization_id: VERDANT,
            },
          },
        ],
      },
    });
  });

  it('an invitation is listed for the invited person until it is revoked, with an identity to switch into', async () => {
    const world = freshWorld('inv-flow');
    // Verdant Labs shares access with Daniel of Sunfield Apothecary.
    const invited = await callWorld(
      'inviteUser',
      { email_address: 'daniel.okafor@sunfieldapothecary.com' },
      { world: 'inv-flow' },
    );
    expect(invited).toMatchObject({ status: 200, breaches: [], body: { message: 'User invited successfully' } });
    const record = world.invitedUsers.where(
      (u) => u.invitedIndividual.email_address === 'daniel.okafor@sunfieldapothecary.com',
    )[0]!;
    expect(record).toMatchObject({
      organization_id: VERDANT,
      invitedIndividual: { name_first: 'Daniel', name_last: 'Okafor', organization_id: SUNFIELD },
      individual: { name_first: 'Olivia', name_last: 'Bennett' },
    });
    const identity = world.individuals.get(record.new_invited_user_id);
    expect(identity).toMatchObject({ organization_id: VERDANT, email_address: 'daniel.okafor@sunfieldapothecary.com' });
    expect(record.new_invited_user_id).not.toBe('IND6D3K8SW');

    // Daniel signs in (his own organization): Verdant Labs is in his switcher.
    await callWorld(
      'login',
      { email_address: 'daniel.okafor@sunfieldapothecary.com', password: PASSWORDS.daniel },
      { world: 'inv-flow' },
    );
    expect(world.organizationId).toBe(SUNFIELD);
    const listed = await callWorld('listInvitedOrganizations', undefined, { world: 'inv-flow' });
    expect(listed.breaches).toEqual([]);
    expect(listed.body.data.org_list).toEqual([
      expect.objectContaining({
        organization_id: VERDANT,
        organization_name: 'Verdant Labs',
        new_invited_user_id: record.new_invited_user_id,
      }),
    ]);

    // He switches into Verdant Labs with the identity the access gave him, and is there.
    const switched = await callWorld('loginAs', { individual_id: record.new_invited_user_id }, { world: 'inv-flow' });
    expect(switched).toMatchObject({ status: 200, breaches: [], body: { data: { organization_id: VERDANT } } });
    expect(world.organizationId).toBe(VERDANT);
    // The identity is no sign-in of its own: his email still signs him into Sunfield.
    await callWorld(
      'login',
      { email_address: 'daniel.okafor@sunfieldapothecary.com', password: PASSWORDS.daniel },
      { world: 'inv-flow' },
    );
    expect(world.organizationId).toBe(SUNFIELD);

    // Olivia signs in again and revokes it: Daniel's switcher no longer lists Verdant Labs.
    await callWorld(
      'login',
      { email_address: 'olivia.bennett@verdantlabs.com', password: 'Harvest-Morning-42' },
      { world: 'inv-flow' },
    );
    const revoked = await callWorld(
      'revokeOrganizationAccess',
      { id: record.id, new_invited_user_id: record.new_invited_user_id },
      { world: 'inv-flow' },
    );
    expect(revoked).toMatchObject({ status: 200, breaches: [], body: { message: 'Access revoke successfully' } });
    expect(world.individuals.get(record.new_invited_user_id)).toBeUndefined();
    await callWorld(
      'login',
      { email_address: 'daniel.okafor@sunfieldapothecary.com', password: PASSWORDS.daniel },
      { world: 'inv-flow' },
    );
    const after = await callWorld('listInvitedOrganizations', undefined, { world: 'inv-flow' });
    expect(after.body.data.org_list).toEqual([]);
    // Revoked, the switch is refused with the documented 403.
    const refused = await callWorld('loginAs', { individual_id: record.new_invited_user_id }, { world: 'inv-flow' });
    expect(refused.status).toBe(403);
  });

  it('working inside the invited organization, it is not listed as one to switch into', async () => {
    const world = freshWorld('inv-inside');
    world.organizationId = NORTHWIND;
    world.individualId = NORTHWIND_OLIVIA;
    const listed = await callWorld('listInvitedOrganizations', undefined, { world: 'inv-inside' });
    expect(listed.body.data.org_list).toEqual([]);
  });
});

describe('the transfer’s organization search', () => {
  const search = (name: string, extra: Record<string, unknown> = {}) =>
    callWorld('searchOrganizations', { name, organization_id: VERDANT, ...extra }, { world: 'org-search' });

  it('finds the world’s and the examples’ organizations by name, without the caller’s own, by name', async () => {
    freshWorld('org-search');
    const all = await search('');
    expect(all).toMatchObject({ status: 200, breaches: [] });
    const names = all.body.data.map((o: { name: string }) => o.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(names).toEqual(
      expect.arrayContaining(['Northwind Botanicals', 'Cascade Nutraceuticals', 'Sunfield Apothecary']),
    );
    expect(names).not.toContain('Verdant Labs');
    const some = await search('NORTH');
    expect(some.body.data).toEqual([expect.objectContaining({ id: NORTHWIND, name: 'Northwind Botanicals' })]);
    const none = await search('Zebra');
    expect(none.body).toEqual({ status: '1', message: 'Organizations fetched successfully', data: [] });
  });

  it('pages by offset and limit (10 when not sent)', async () => {
    freshWorld('org-search');
    const all = (await search('')).body.data;
    const second = await search('', { offset: 2, limit: 2 });
    expect(second.body.data).toEqual(all.slice(2, 4));
  });

  it('a hidden organization is not offered; Verdant Labs searching from elsewhere is', async () => {
    const world = freshWorld('org-search');
    world.organizations.patch(SUNFIELD, { hide_org: true });
    expect((await search('Sunfield')).body.data).toEqual([]);
    const fromSunfield = await search('verdant', { organization_id: SUNFIELD });
    expect(fromSunfield.body.data).toEqual([
      expect.objectContaining({ id: VERDANT, name: 'Verdant Labs', short_code: 'VRDNT', transfer_charge: 500 }),
    ]);
  });
});

describe('inviting an organization to the portal', () => {
  const invite = { name: 'Sage & Stone Herbals', email: 'partners@sageandstoneherbals.com', curOrganization: VERDANT };

  it('keeps the invitation once per address', async () => {
    const world = freshWorld('org-invite');
    const first = await callWorld('inviteOrganization', invite, { world: 'org-invite' });
    expect(first).toMatchObject({ status: 200, breaches: [] });
    expect(first.body).toEqual({ status: '1', message: 'Organization Invited successful', data: null });
    await callWorld('inviteOrganization', { ...invite, name: 'Sage and Stone' }, { world: 'org-invite' });
    expect(world.organizationInvites.all()).toEqual([
      expect.objectContaining({ name: 'Sage and Stone', email: invite.email, organization_id: VERDANT }),
    ]);
  });

  it('an inviting organization the world does not hold is a body failure; no email breaks the contract', async () => {
    freshWorld('org-invite');
    const unknown = await callWorld(
      'inviteOrganization',
      { ...invite, curOrganization: 'ORGZZZZZZZ' },
      {
        world: 'org-invite',
      },
    );
    expect(unknown).toMatchObject({ status: 200, breaches: [], body: { status: '0' } });
    const { email: _, ...partial } = invite;
    const bad = await callWorld('inviteOrganization', partial, { world: 'org-invite' });
    expect(bad.breaches).toEqual([expect.objectContaining({ operationId: 'inviteOrganization', side: 'request' })]);
  });
});

describe('the name of an organization’s subscription', () => {
  it('answers the held kind’s name, the documented 404 for a kind not held; an organization outside the world, the 404 too', async () => {
    freshWorld('org-sub');
    const ask = (organization_id: string, subscription_type: string) =>
      callWorld('getOrganizationSubscription', { organization_id, subscription_type }, { world: 'org-sub' });
    const tracer = await ask(VERDANT, 'tracer');
    expect(tracer).toMatchObject({ status: 200, breaches: [] });
    expect(tracer.body).toEqual({
      status: '1',
      message: 'Subscription fetched successfully',
      data: { subscription_name: 'Product Origin' },
    });
    expect((await ask(VERDANT, 'fastpass')).body.data.subscription_name).toBe('Product Fast Pass');
    expect((await ask(SUNFIELD, 'publisher')).body.data.subscription_name).toBe('Document Protection');
    expect(await ask(SUNFIELD, 'tracer')).toMatchObject({ status: 404, breaches: [] });
    // Outside the world (as get-organization): the contract's example answers it.
    expect(await ask('ORGZZZZZZZ', 'tracer')).toMatchObject({ status: 404 });
  });
});
