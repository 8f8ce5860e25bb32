import { http, HttpResponse } from 'msw';
import { server } from '~mocks/node';
import { getCreateProductResponseMock } from '@/api/generated/portal/hooks/product/product.msw';
import { VERDANT } from '../../test-support/example-world';
import { typedFile } from './file-bytes';

/** A multipart body as a plain record: files by name, text as text. */
export async function formFields(request: Request): Promise<Record<string, string>> {
  const form = await request.formData();
  const fields: Record<string, string> = {};
  form.forEach((value, key) => {
    fields[key] = typeof value === 'string' ? value : `file:${value.name}`;
  });
  return fields;
}

/** integrant-type/create and update answered (or `answer`), each body kept as its fields. */
export function productSaves(answer: () => Response = () => HttpResponse.json(getCreateProductResponseMock())) {
  const bodies: Record<string, string>[] = [];
  server.use(
    http.post('*/integrant-type/create', async ({ request }) => {
      bodies.push(await formFields(request));
      return answer();
    }),
    http.post('*/integrant-type/update', async ({ request }) => {
      bodies.push(await formFields(request));
      return answer();
    }),
  );
  return bodies;
}

export const png = (name = 'gummies.png') => typedFile(name, 'image/png');

/** The i-th organization attachment of a long list (Certificate i), as listOrganizationExhibits answers it. */
export function exhibitRow(i: number) {
  return {
    id: `OEX${String(i).padStart(7, '0')}`,
    organization_id: VERDANT,
    title: `Certificate ${i}`,
    description: `Description ${i}`,
    effective_date: '2026-04-01T00:00:00.000Z',
    url: `https://cdn.portal.invalid/organization-exhibits/${VERDANT}/c${i}.pdf`,
    file: `c${i}.pdf`,
    exhibit_locations: [],
  };
}
