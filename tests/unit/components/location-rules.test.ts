import { describe, expect, it } from 'vitest';
import {
  addressLine,
  coordinatesOf,
  locationDraft,
  locationValidation,
  locationValues,
  retypedLocation,
  sameAddressType,
  savedLocationAt,
} from '@/components/location-form/location-rules';
import { pageSummary } from '@/components/data-table/data-table-rules';
import { addOrganizationValidation } from '@/components/add-organization/add-organization-rules';
import { TEMPE } from '../../../test-support/example-world';

describe('location rules', () => {
  it('starts in the US and requires every field but line 2', () => {
    const empty = locationValues(null);
    expect(empty.country).toBe('US');
    const problems = Object.entries(locationValidation).filter(([key, rule]) => rule(empty[key as keyof typeof empty]));
    expect(problems.map(([key]) => key)).toEqual(['description', 'line_1', 'state', 'city', 'zip']);
  });

  it('geocodes the address as one line and takes the first result', () => {
    const v = {
      ...locationValues(null),
      line_1: '1840 West University Drive',
      city: 'Tempe',
      state: 'AZ',
      zip: '85281',
    };
    expect(addressLine(v)).toBe('1840 West University Drive, Tempe, AZ 85281, US');
    const ok = {
      status: 'OK' as const,
      results: [{ formatted_address: '', geometry: { location: { lat: 1, lng: 2 } } }],
    };
    expect(coordinatesOf(ok)).toEqual([1, 2]);
    expect(coordinatesOf({ status: 'ZERO_RESULTS', results: [] })).toBeUndefined();
    expect(coordinatesOf(undefined)).toBeUndefined();
    expect(locationDraft({ ...v, line_2: ' ' })).toMatchObject({ line_2: null });
    expect(locationDraft(v, [1, 2])).toMatchObject({ coordinates: [1, 2] });
  });

  it('finds the saved location at an address typed again, whatever its case and spacing, its own type first', () => {
    const warehouse = {
      id: TEMPE,
      description: 'Warehouse',
      line_1: '1840 West University Drive',
      line_2: 'Dock 4',
      city: 'Tempe',
      state: 'AZ',
      zip: '85281',
      country: 'US',
    };
    const office = { ...warehouse, id: 'LOC0FFICE1', description: 'Corporate office' };
    const typed = locationDraft({
      ...locationValues(warehouse),
      description: 'warehouse ',
      line_1: '1840  west University Drive',
      city: 'TEMPE',
    });
    expect(savedLocationAt(typed, [office, warehouse])).toBe(warehouse);
    expect(sameAddressType(warehouse, typed)).toBe(true);
    // Another type at the same address: that place, to be updated.
    expect(savedLocationAt({ ...typed, description: 'Dock' }, [warehouse])).toBe(warehouse);
    expect(sameAddressType(warehouse, { ...typed, description: 'Dock' })).toBe(false);
    // Saved under the new type with the address as it was saved, and the coordinates found now or else its own.
    expect(retypedLocation({ ...warehouse, coordinates: [33.4, -111.9] }, { ...typed, description: 'Dock' })).toEqual({
      ...locationValues(warehouse),
      description: 'Dock',
      coordinates: [33.4, -111.9],
    });
    expect(retypedLocation(warehouse, { ...typed, coordinates: [1, 2] })).toMatchObject({ coordinates: [1, 2] });
    // Another dock, zip or country is another address; no line 2 is not 'Dock 4'.
    expect(savedLocationAt({ ...typed, line_2: 'Dock 5' }, [warehouse])).toBeUndefined();
    expect(savedLocationAt({ ...typed, line_2: null }, [warehouse])).toBeUndefined();
    expect(savedLocationAt({ ...typed, zip: '85282' }, [warehouse])).toBeUndefined();
    expect(savedLocationAt({ ...typed, country: 'CA' }, [warehouse])).toBeUndefined();
    expect(savedLocationAt(typed, [])).toBeUndefined();
  });
});

describe('data table and add-organization rules', () => {
  it('summarises the page', () => {
    expect(pageSummary(0, 10, 23)).toBe('1–10 of 23');
    expect(pageSummary(2, 10, 23)).toBe('21–23 of 23');
    expect(pageSummary(0, 10, 0)).toBe('0 of 0');
  });

  it('requires a name and a logo; the email is optional but valid', () => {
    expect(addOrganizationValidation.name(' ')).toBe('Name is a required field.');
    expect(addOrganizationValidation.logo(null)).toBe('Organization logo is a required field.');
    expect(addOrganizationValidation.email('')).toBeNull();
    expect(addOrganizationValidation.email('a@')).toBe('Please enter a valid email address.');
  });
});
