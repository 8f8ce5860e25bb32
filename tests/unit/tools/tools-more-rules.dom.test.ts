import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimatedPercent, substanceVerdicts } from '@/features/tools/forbidden-rules';
import {
  DEFAULT_WIDGET_TITLE,
  escapeAttribute,
  LOCAL_WIDGET_HOST,
  WIDGET_HOSTS,
  widgetHost,
  widgetSnippet,
} from '@/features/tools/widget-snippet';
import { VERDANT } from '../../../test-support/example-world';

describe('widget host: follows the portal origin', () => {
  it('gives each known origin its own host, trailing slash and case aside', () => {
    for (const [origin, host] of Object.entries(WIDGET_HOSTS)) {
      expect(widgetHost(origin)).toBe(host);
      expect(widgetHost(`${origin.toUpperCase()}/`)).toBe(host);
    }
    expect(new Set(Object.values(WIDGET_HOSTS)).size).toBe(3);
  });

  it('falls back to localhost:3000 for any other origin', () => {
    expect(widgetHost('http://127.0.0.1:5173')).toBe('http://localhost:3000');
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        const origin = new URL(url).origin;
        const known = Object.keys(WIDGET_HOSTS).includes(origin.toLowerCase());
        expect(widgetHost(origin)).toBe(known ? WIDGET_HOSTS[origin.toLowerCase()] : LOCAL_WIDGET_HOST);
      }),
    );
  });
});

describe('widget host: the build', () => {
  it("takes the build's https host over the origin's, and never a plain http one", () => {
    expect(widgetHost('https://portal.invalid', { host: 'https://cdn.widget.test/' })).toBe('https://cdn.widget.test');
    expect(widgetHost('https://portal.invalid', { host: 'http://cdn.widget.test' })).toBe(
      WIDGET_HOSTS['https://portal.invalid'],
    );
  });

  it('outside the mock modes has no local fallback: an unknown origin has no widget', () => {
    expect(widgetHost('https://other.test', {}, false)).toBeNull();
    expect(widgetHost('https://portal.invalid', {}, false)).toBe(WIDGET_HOSTS['https://portal.invalid']);
  });
});

describe('widget snippet', () => {
  const host = 'http://localhost:3000';
  it('holds the organization id, the stylesheet link, the script link, the title and the type', () => {
    const snippet = widgetSnippet({ organizationId: VERDANT, title: 'Blockchain Proof', type: 'inline' }, host);
    expect(snippet).toContain('<link rel="stylesheet" href="http://localhost:3000/widget/blockchain-proof.css" />');
    expect(snippet).toContain('<script src="http://localhost:3000/widget/blockchain-proof.js"');
    expect(snippet).toContain(`data-organization-id="${VERDANT}"`);
    expect(snippet).toContain('data-title="Blockchain Proof"');
    expect(snippet).toContain('data-widget-type="inline"');
  });

  it("pins both files to the build's hashes, and carries none that is not a hash", () => {
    const js = `sha384-${'A'.repeat(64)}`;
    const css = `sha384-${'B'.repeat(64)}`;
    const snippet = widgetSnippet({ organizationId: 'O', title: '', type: 'default' }, host, {
      jsIntegrity: js,
      cssIntegrity: css,
    });
    const doc = new DOMParser().parseFromString(`<body>${snippet}</body>`, 'text/html');
    expect(doc.querySelector('script')!.getAttribute('integrity')).toBe(js);
    expect(doc.querySelector('script')!.getAttribute('crossorigin')).toBe('anonymous');
    expect(doc.querySelector('link')!.getAttribute('integrity')).toBe(css);
    const bare = widgetSnippet({ organizationId: 'O', title: '', type: 'default' }, host, {
      jsIntegrity: '" onload="x',
    });
    expect(bare).not.toContain('integrity');
  });

  it('an empty title gives the default title', () => {
    expect(widgetSnippet({ organizationId: 'O', title: '  ', type: 'default' }, host)).toContain(
      `data-title="${DEFAULT_WIDGET_TITLE}"`,
    );
  });

  it('a typed title can never break out of its attribute', () => {
    expect(escapeAttribute('"><script>&')).toBe('&quot;&gt;&lt;script&gt;&amp;');
    fc.assert(
      fc.property(fc.string(), (title) => {
        const snippet = widgetSnippet({ organizationId: 'O', title, type: 'default' }, host);
        const doc = new DOMParser().parseFromString(`<body>${snippet}</body>`, 'text/html');
        const scripts = doc.querySelectorAll('script');
        expect(scripts).toHaveLength(1);
        expect(scripts[0]!.getAttribute('data-title')).toBe(title.trim() || DEFAULT_WIDGET_TITLE);
      }),
    );
  });
});

describe('forbidden substances: verdicts against the advisory list', () => {
  it('marks each of the six substances found (by name or alternate name) or not, in the list order', () => {
    const verdicts = substanceVerdicts([
      { name: '1,4-DMAA', matched_names: ['1,4-dimethylamylamine'] },
      { name: 'n-methyltyramine ', matched_names: ['N-Methyltyramine', 'NMT'] },
    ]);
    expect(verdicts.map((v) => [v.substance.name, v.foundAs])).toEqual([
      ['1,4-DMAA', ['1,4-dimethylamylamine']],
      ['Andarine', []],
      ['Bismuth nitrate', []],
      ['N-Methyltyramine', ['N-Methyltyramine', 'NMT']],
      ['Sodium tetrachloroaurate', []],
      ['Sulbutiamine', []],
    ]);
  });

  it('recognises a hit named only by an alternate name, and keeps a hit outside the list', () => {
    const verdicts = substanceVerdicts([
      { name: 'Arcalion', matched_names: [] },
      { name: 'Ephedra', matched_names: ['Ma huang'] },
    ]);
    expect(verdicts.find((v) => v.substance.name === 'Sulbutiamine')?.foundAs).toEqual(['Arcalion']);
    expect(verdicts.at(-1)).toEqual({ substance: { name: 'Ephedra', alternateNames: [] }, foundAs: ['Ma huang'] });
  });

  it('no hits: all six not found', () => {
    expect(substanceVerdicts([]).every((v) => v.foundAs.length === 0)).toBe(true);
    expect(substanceVerdicts([])).toHaveLength(6);
  });

  it('the bar only moves forward, stays below 90 % while running and is full when done', () => {
    expect(estimatedPercent(0, false)).toBe(0);
    expect(estimatedPercent(3000, false)).toBeCloseTo(45);
    expect(estimatedPercent(5, true)).toBe(100);
    fc.assert(
      fc.property(fc.nat(600_000), fc.nat(600_000), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(estimatedPercent(lo, false)).toBeLessThanOrEqual(estimatedPercent(hi, false));
        expect(estimatedPercent(hi, false)).toBeLessThan(90.0001);
      }),
    );
  });
});
