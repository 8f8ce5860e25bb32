import { describe, expect, it } from 'vitest';
import { dereference } from '../../../openapi/tools/check-examples.mjs';

describe('dereference (the contract tests read the generated bundle in process)', () => {
  it('replaces internal references, keeps their siblings, and leaves a recursive one as a reference', () => {
    const doc = {
      paths: { '/a': { get: { responses: { 200: { $ref: '#/components/responses/Ok' } } } } },
      components: {
        responses: { Ok: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Node' } } } } },
        schemas: {
          'A~B/C': { type: 'string' },
          Node: {
            type: 'object',
            properties: {
              name: { $ref: '#/components/schemas/A~0B~1C', description: 'kept' },
              children: { type: 'array', items: { $ref: '#/components/schemas/Node' } },
            },
          },
        },
      },
    };
    type Resolved = { content: { 'application/json': { schema: Schema } } };
    type Schema = { properties: { name: unknown; children: { items: unknown } } };
    const out = dereference(doc) as unknown as { paths: { '/a': { get: { responses: { 200: Resolved } } } } };
    const schema = out.paths['/a'].get.responses[200].content['application/json'].schema;
    expect(schema.properties.name).toEqual({ type: 'string', description: 'kept' });
    expect(schema.properties.children.items).toEqual({ $ref: '#/components/schemas/Node' });
    expect(doc.paths['/a'].get.responses[200]).toEqual({ $ref: '#/components/responses/Ok' });
  });
});
