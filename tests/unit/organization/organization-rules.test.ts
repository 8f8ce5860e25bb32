import { describe, expect, it } from 'vitest';
import type { Organization } from '@/api/generated/portal/model';
import {
  canSaveOrganization,
  editOrganizationBody,
  imageType,
  needsDomainVerification,
  organizationValues,
} from '@/features/organization/organization-rules';
import { otherMembers, saveUserBody, userAccountValues } from '@/features/organization/user-account-rules';
import { standingRefetchInterval, STANDING_REFETCH_MS } from '@/components/layout/menu-rules';
import { OLIVIA, VERDANT } from '../../../test-support/example-world';

const org: Organization = { id: VERDANT, name: 'Verdant Labs', domain_name: 'verdantlabs.com', bg_color: null };
const logo = new File(['l'], 'logo.png');
const banner = new File(['b'], 'banner.jpg');

describe('organization rules', () => {
  it('needs a name and a domain name to save', () => {
    expect(canSaveOrganization({ name: 'Verdant Labs', domain_name: 'verdantlabs.com' })).toBe(true);
    expect(canSaveOrganization({ name: ' ', domain_name: 'verdantlabs.com' })).toBe(false);
    expect(canSaveOrganization({ name: 'Verdant Labs', domain_name: '' })).toBe(false);
  });

  it('names the images the save carries', () => {
    expect(imageType(logo, banner)).toBe('both');
    expect(imageType(logo, null)).toBe('logo');
    expect(imageType(null, banner)).toBe('bgimage');
    expect(imageType(null, null)).toBe('logo');
  });

  it("writes bg_color 'null' when empty, the files logo first, domain_name only when changed", () => {
    const values = organizationValues(org);
    const body = editOrganizationBody({ values, saved: org, logo, bgImage: banner, individualId: OLIVIA });
    expect(body).toMatchObject({ bg_color: 'null', hide_org: 'false', type: 'both', fileName: [logo, banner] });
    expect(body).not.toHaveProperty('domain_name');
    const changed = editOrganizationBody({
      values: { ...values, domain_name: ' verdant.com ', bg_color: '#fff' },
      saved: org,
      logo: null,
      bgImage: null,
      individualId: OLIVIA,
    });
    expect(changed).toMatchObject({ domain_name: 'verdant.com', bg_color: '#fff', type: 'logo' });
    expect(changed).not.toHaveProperty('fileName');
  });

  it('offers verification for a saved, unverified domain only', () => {
    expect(needsDomainVerification({ domain_name: 'verdantlabs.com', is_valid_domain_name: false })).toBe(true);
    expect(needsDomainVerification({ domain_name: 'verdantlabs.com', is_valid_domain_name: true })).toBe(false);
    expect(needsDomainVerification({ domain_name: null, is_valid_domain_name: false })).toBe(false);
  });

  it('asks for the standing again until the organization is both approved and valid', () => {
    expect(standingRefetchInterval({ is_approved: true, is_valid_domain_name: true })).toBe(false);
    expect(standingRefetchInterval({ is_approved: false, is_valid_domain_name: true })).toBe(STANDING_REFETCH_MS);
    expect(standingRefetchInterval({ is_approved: true, is_valid_domain_name: false })).toBe(STANDING_REFETCH_MS);
    expect(standingRefetchInterval(null)).toBe(STANDING_REFETCH_MS);
  });
});

describe('user account rules', () => {
  const marcus = { id: 'IND9R3T6WX', name_first: 'Marcus', name_last: 'Reed', email_address: 'm@v.com' };
  it('leaves the signed-in individual out of the list', () => {
    expect(otherMembers([{ ...marcus, id: OLIVIA }, marcus], OLIVIA)).toEqual([marcus]);
  });

  it('sends the password on create only, the id on edit', () => {
    const values = { ...userAccountValues(null), name_first: 'Priya', password: 'Copper-Canyon-2026' };
    const ids = { organizationId: VERDANT, individualId: OLIVIA, subscription: 'tracer' as const };
    expect(saveUserBody({ values, member: null, ...ids })).toMatchObject({ id: '', password: 'Copper-Canyon-2026' });
    const edit = saveUserBody({ values, member: marcus, ...ids });
    expect(edit).toMatchObject({ id: 'IND9R3T6WX', status: 'active', name_middle: null });
    expect(edit).not.toHaveProperty('password');
  });
});
