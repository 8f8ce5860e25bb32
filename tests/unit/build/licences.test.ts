import { describe, expect, it } from 'vitest';
import { licenceOf, REVIEWED, shippedLicences, verdict } from '../../bench/licences.mjs';

// npm run licences (tests/bench/licences.mjs): no copyleft or unknown licence among the packages that ship.
describe('the licence rule of what ships', () => {
  it('passes the permissive licences, CC-BY-4.0 and the Unicode licence', () => {
    for (const id of ['MIT', 'ISC', 'BSD-3-Clause', 'Apache-2.0', '0BSD', 'BlueOak-1.0.0', 'CC-BY-4.0', 'Unicode-3.0'])
      expect(verdict(id), id).toBe('ok');
  });

  it('fails the copyleft and share-alike families, whatever their version or suffix', () => {
    for (const id of [
      'GPL-3.0',
      'GPL-2.0-or-later',
      'LGPL-2.1+',
      'AGPL-3.0-only',
      'SSPL-1.0',
      'EUPL-1.2',
      'MPL-2.0',
      'CC-BY-SA-4.0',
      'ODbL-1.0',
      'GPL-2.0 WITH Classpath-exception-2.0',
    ])
      expect(verdict(id), id).toBe('copyleft');
  });

  it('reads SPDX expressions: one acceptable side of an OR, both sides of an AND', () => {
    expect(verdict('(MIT OR CC0-1.0)')).toBe('ok');
    expect(verdict('MIT OR GPL-3.0')).toBe('ok');
    expect(verdict('MIT AND ISC AND BSD-3-Clause')).toBe('ok');
    expect(verdict('MIT AND GPL-3.0')).toBe('copyleft');
    expect(verdict('(GPL-3.0 OR AGPL-3.0) AND MIT')).toBe('copyleft');
    expect(verdict('MIT AND (ISC OR GPL-3.0)')).toBe('ok');
  });

  it('fails what it cannot read as a known licence', () => {
    for (const text of [undefined, '', 'UNLICENSED', 'SEE LICENSE IN LICENSE.md', 'Proprietary', 'MIT OR', '(MIT'])
      expect(verdict(text), String(text)).toBe('unknown');
  });

  it("reads a package's license field, and the legacy licenses list", () => {
    expect(licenceOf({ license: 'MIT' })).toBe('MIT');
    expect(licenceOf({ license: { type: 'ISC' } })).toBe('ISC');
    expect(licenceOf({ licenses: [{ type: 'MIT' }, { type: 'Apache-2.0' }] })).toBe('MIT OR Apache-2.0');
    expect(licenceOf({})).toBeUndefined();
  });

  it('checks every package of the lock that is not dev-only, transitive ones too, and names the failures', () => {
    const lock = {
      packages: {
        '': { name: 'portal' },
        'node_modules/react': { version: '19.2.0', license: 'MIT' },
        'node_modules/country-state-city': { version: '3.2.1', license: 'GPL-3.0' },
        'node_modules/a/node_modules/@scope/deep': { version: '1.0.0', license: 'ODbL-1.0' },
        'node_modules/vitest': { version: '4.1.12', license: 'MIT', dev: true },
        'node_modules/gpl-tool': { version: '1.0.0', license: 'GPL-3.0', dev: true },
        'node_modules/no-field': { version: '2.0.0' },
        'node_modules/read-from-disk': { version: '1.0.0' },
      },
    };
    const rows = shippedLicences(lock, (path) =>
      path === 'node_modules/read-from-disk' ? { license: 'BSD-2-Clause' } : undefined,
    );
    expect(rows.map((r) => [r.id, r.verdict])).toEqual([
      ['react@19.2.0', 'ok'],
      ['country-state-city@3.2.1', 'copyleft'],
      ['@scope/deep@1.0.0', 'copyleft'],
      ['no-field@2.0.0', 'unknown'],
      ['read-from-disk@1.0.0', 'ok'],
    ]);
  });

  it('lets a reviewed package pass, by its exact version only', () => {
    const lock = {
      packages: {
        'node_modules/combine-errors': { version: '3.0.3' },
        'node_modules/x/node_modules/combine-errors': { version: '3.0.4' },
      },
    };
    expect(shippedLicences(lock).map((r) => [r.id, r.licence, r.verdict])).toEqual([
      ['combine-errors@3.0.3', 'MIT', 'reviewed'],
      ['combine-errors@3.0.4', undefined, 'unknown'],
    ]);
    expect(REVIEWED['combine-errors@3.0.3']).toBe('MIT');
  });
});
