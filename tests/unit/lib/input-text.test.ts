import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cleanText,
  domainFromInput,
  gs1CheckDigitValid,
  isBlank,
  isDomainName,
  isWebAddress,
  normalizeIdentifier,
  optionalText,
  parseWebAddress,
  upcWarning,
  UPC_CHECK_WARNING,
  type IdentifierKind,
} from '@/lib/input/text';
import { fieldRule, isEmail } from '@/lib/validators';

/** White space and invisible characters people paste from documents, chats and spreadsheets. */
const INVISIBLES = [
  ' ',
  '\t',
  '\n',
  '\r',
  '\u00A0', // no-break space
  '\u202F', // narrow no-break space
  '\u2007', // figure space
  '\u2003', // em space
  '\u3000', // ideographic space
  '\u200B', // zero-width space
  '\u200C', // zero-width non-joiner
  '\u200D', // zero-width joiner
  '\u2060', // word joiner
  '\uFEFF', // byte order mark
  '\u00AD', // soft hyphen
  '\u200E', // left-to-right mark
  '\u3164', // Hangul filler
  '\uFE0F', // variation selector 16
];
const invisibleArb = fc.array(fc.constantFrom(...INVISIBLES), { maxLength: 12 }).map((chars) => chars.join(''));
const anyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.tuple(invisibleArb, fc.string({ maxLength: 10 }), invisibleArb).map(([a, b, c]) => a + b + c),
);
const KINDS: IdentifierKind[] = ['sku', 'upc', 'tracking', 'zip', 'domain'];

describe('isBlank', () => {
  it('calls a field of only white space and invisible characters empty', () => {
    expect(isBlank('\u200B\u200B\u200B')).toBe(true);
    expect(isBlank('\u00A0 \uFEFF\u2060\u00AD')).toBe(true);
    expect(isBlank('')).toBe(true);
    expect(isBlank(null)).toBe(true);
    expect(isBlank(' a ')).toBe(false);
    expect(isBlank('\u200B.\u200B')).toBe(false);
    expect(isBlank('❤️')).toBe(false);
  });

  it('(property) any string of only white space and invisible characters is blank', () => {
    fc.assert(fc.property(invisibleArb, (s) => isBlank(s)));
  });

  it('(property) blank exactly when the cleaned text is empty', () => {
    fc.assert(fc.property(anyText, (s) => isBlank(s) === (cleanText(s) === '')));
  });

  it('makes every required rule refuse it', () => {
    const rule = fieldRule('Required');
    expect(rule('\u200B\u200B')).toBe('Required');
    expect(rule('\u00A0')).toBe('Required');
    expect(rule('Verdant')).toBeNull();
  });
});

describe('cleanText', () => {
  it('trims white space and invisible characters at both ends and keeps the inner text as typed', () => {
    expect(cleanText('\u200B\u00A0 Fish  Oil\n1000 mg \uFEFF')).toBe('Fish  Oil\n1000 mg');
    expect(cleanText('  Crème brûlée  ')).toBe('Crème brûlée');
    expect(cleanText('שלום עולם\u00A0')).toBe('שלום עולם');
    expect(cleanText(' 👨‍👩‍👧 ')).toBe('👨‍👩‍👧');
    expect(cleanText('I ❤️')).toBe('I ❤️');
    expect(cleanText('\uFE0Fa')).toBe('a');
  });

  it('(property) is idempotent', () => {
    fc.assert(fc.property(anyText, (s) => cleanText(cleanText(s)) === cleanText(s)));
  });

  it('(property) removes only characters at the ends: the result is a substring', () => {
    fc.assert(fc.property(anyText, (s) => s.includes(cleanText(s))));
  });

  it('(property) keeps visible text surrounded by invisibles exactly', () => {
    const visible = fc.stringMatching(/^[A-Za-z0-9À-ÿ][A-Za-z0-9À-ÿ .,-]{0,20}[A-Za-z0-9À-ÿ]$/);
    // A variation selector after the text belongs to its last character ('❤️'), so it is not among the trailing ones.
    const trailing = fc
      .array(fc.constantFrom(...INVISIBLES.filter((c) => c !== '\uFE0F')), { maxLength: 12 })
      .map((chars) => chars.join(''));
    fc.assert(fc.property(invisibleArb, visible, trailing, (a, v, b) => cleanText(a + v + b) === v));
  });

  it('leaves an optional field out when blank', () => {
    expect(optionalText('\u200B ')).toBeUndefined();
    expect(optionalText(' Take daily ')).toBe('Take daily');
  });
});

describe('normalizeIdentifier', () => {
  it('reads full-width and compatibility forms as plain ones (NFKC) and trims', () => {
    expect(normalizeIdentifier('ＶＬ－ＯＭＧ１２３', 'sku')).toBe('VL-OMG123');
    expect(normalizeIdentifier('\u200B VL-OMG-1000 \u00A0', 'sku')).toBe('VL-OMG-1000');
  });

  it('drops inner spaces (NBSP included) where the identifier has none: UPC, tracking id, domain', () => {
    expect(normalizeIdentifier('0 12345\u00A067890 5', 'upc')).toBe('012345678905');
    expect(normalizeIdentifier('VL\u00A0OMG\u200B2026', 'tracking')).toBe('VLOMG2026');
    expect(normalizeIdentifier(' Verdant\u00A0Labs.COM ', 'domain')).toBe('verdantlabs.com');
  });

  it('keeps one plain space where the identifier may have one: SKU, zip/postal code', () => {
    expect(normalizeIdentifier('SW1A\u00A0\u00A01AA', 'zip')).toBe('SW1A 1AA');
    expect(normalizeIdentifier('OMG\u202F1000', 'sku')).toBe('OMG 1000');
  });

  it('(property) is idempotent for every kind', () => {
    fc.assert(
      fc.property(anyText, fc.constantFrom(...KINDS), (s, kind) => {
        const once = normalizeIdentifier(s, kind);
        return normalizeIdentifier(once, kind) === once;
      }),
    );
  });

  it('(property) never leaves invisible characters or edge spaces', () => {
    fc.assert(
      fc.property(anyText, fc.constantFrom(...KINDS), (s, kind) => {
        const id = normalizeIdentifier(s, kind);
        return cleanText(id) === id && !/[\u200B-\u200D\u2060\uFEFF\u00A0]/.test(id);
      }),
    );
  });
});

describe('gs1CheckDigitValid', () => {
  it('accepts real UPC-A, EAN-8, EAN-13 and GTIN-14 numbers', () => {
    expect(gs1CheckDigitValid('036000291452')).toBe(true); // UPC-A
    expect(gs1CheckDigitValid('96385074')).toBe(true); // EAN-8
    expect(gs1CheckDigitValid('4006381333931')).toBe(true); // EAN-13
    expect(gs1CheckDigitValid('10012345678902')).toBe(true); // GTIN-14
  });

  it('refuses a wrong check digit, other lengths and non-digits', () => {
    expect(gs1CheckDigitValid('036000291453')).toBe(false);
    expect(gs1CheckDigitValid('12345')).toBe(false);
    expect(gs1CheckDigitValid('03600029145A')).toBe(false);
  });

  const gtinArb = fc
    .constantFrom(7, 11, 12, 13)
    .chain((n) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }))
    .map((digits) => {
      const sum = [...digits].reverse().reduce((t, d, i) => t + d * (i % 2 === 0 ? 3 : 1), 0);
      return digits.join('') + String((10 - (sum % 10)) % 10);
    });

  it('(property) any valid GTIN with one digit changed is refused', () => {
    fc.assert(
      fc.property(gtinArb, fc.nat(), fc.integer({ min: 1, max: 9 }), (gtin, at, delta) => {
        expect(gs1CheckDigitValid(gtin)).toBe(true);
        const i = at % gtin.length;
        const changed = gtin.slice(0, i) + String((Number(gtin[i]) + delta) % 10) + gtin.slice(i + 1);
        return !gs1CheckDigitValid(changed);
      }),
    );
  });

  it('gives the UPC field a warning, not a refusal, only for a GS1-length number with a wrong digit', () => {
    expect(upcWarning('036000291453')).toBe(UPC_CHECK_WARNING);
    expect(upcWarning('0 36000 29145 2')).toBeNull();
    expect(upcWarning('ABC-123')).toBeNull();
    expect(upcWarning('')).toBeNull();
  });
});

describe('domainFromInput', () => {
  it('reduces a domain typed as a web address to its host', () => {
    expect(domainFromInput('https://www.verdant.com/about')).toBe('www.verdant.com');
    expect(domainFromInput(' HTTP://Verdant.com:8080/a?b#c ')).toBe('verdant.com');
    expect(domainFromInput('verdant.com/about')).toBe('verdant.com');
    expect(domainFromInput('verdant.com.')).toBe('verdant.com');
    expect(domainFromInput('//cdn.verdant.com')).toBe('cdn.verdant.com');
    expect(domainFromInput('verdant.com')).toBe('verdant.com');
    expect(domainFromInput('https://bücher.de/shop')).toBe('bücher.de');
  });

  it('gives the same answer for what it gives back (cases fast-check found)', () => {
    expect(domainFromInput('@@')).toBe('');
    expect(domainFromInput('a:1:')).toBe('a');
    expect(domainFromInput('a:.')).toBe('a');
  });

  it('(property) is idempotent', () => {
    fc.assert(fc.property(anyText, (s) => domainFromInput(domainFromInput(s)) === domainFromInput(s)));
  });

  it('knows a domain name', () => {
    expect(isDomainName('https://www.verdant.com/about')).toBe(true);
    expect(isDomainName('bücher.de')).toBe(true);
    expect(isDomainName('verdant')).toBe(false);
    expect(isDomainName('\u200B')).toBe(false);
  });
});

describe('web addresses', () => {
  it('accept international domain names, with or without a scheme, by the URL standard', () => {
    expect(isWebAddress('https://bücher.de/shop')).toBe(true);
    expect(parseWebAddress('https://bücher.de/shop')?.hostname).toBe('xn--bcher-kva.de');
    expect(isWebAddress('bücher.de/shop')).toBe(true);
    expect(isWebAddress('https://xn--bcher-kva.de/shop')).toBe(true);
    expect(isWebAddress('http://例え.テスト/購入')).toBe(true);
    expect(isWebAddress('https://пример.рф')).toBe(true);
  });

  it('keep accepting what was accepted', () => {
    expect(isWebAddress('example.com/buy')).toBe(true);
    expect(isWebAddress('www.example.com/buy')).toBe(true);
    expect(isWebAddress('https://shop.example.com')).toBe(true);
    expect(isWebAddress('example.com:8080/buy?x=1')).toBe(true);
    expect(isWebAddress(' https://example.com\u200B ')).toBe(true);
  });

  it('refuse what is not a web address', () => {
    for (const bad of [
      '',
      '\u200B',
      'example',
      'https://',
      'ftp://example.com',
      'javascript:alert(1)',
      'https://exa mple.com',
      'https://user:pw@example.com',
      'https://192.168.0.1/',
      'https://-bad-.com',
      'https://example.c',
    ])
      expect(isWebAddress(bad), bad).toBe(false);
  });

  it('trim an email with invisible characters before checking it', () => {
    expect(isEmail('\u200Bbuyer@verdant.com\u00A0')).toBe(true);
  });
});
