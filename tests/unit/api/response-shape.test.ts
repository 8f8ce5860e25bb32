import { describe, expect, it } from 'vitest';
import { answerViolations } from '@/api/operations';
import { shapeViolations } from '@/api/response-shape';
import { responseShapes } from '@/api/generated/response-shapes';
import { exampleValues } from '@/api/generated/example-values';

/** What a production build checks of an answer: its required fields and their JSON types, two levels deep. */
describe('the shape of an answer', () => {
  it('names a missing array, a string for a number and null for an object', () => {
    const shape = { status: 'string', data: { count: 'number', rows: ['array', { id: 'string' }] } } as const;
    expect(shapeViolations(shape, { status: '1', data: { count: 1, rows: [{ id: 'P1' }] } })).toEqual([]);
    expect(shapeViolations(shape, { status: '1', data: { count: '1' } })).toEqual([
      'data.count: number expected, got string',
      'data.rows: array expected, got undefined',
    ]);
    expect(shapeViolations(shape, { status: '1', data: null })).toEqual(['data: object expected, got null']);
    expect(shapeViolations(shape, { status: '1', data: { count: 1, rows: [null] } })).toEqual([
      'data.rows[0]: object expected, got null',
    ]);
  });

  it('is generated for the calls whose answers screens read, and the product list and a batch are among them', () => {
    expect(responseShapes.searchProducts).toMatchObject({ data: { rows: ['array', { id: 'string' }] } });
    expect(responseShapes.getBatch).toMatchObject({ data: { id: 'string', title: 'string' } });
    expect(answerViolations('getBatch', 200, { status: '1', data: null })).toEqual(['data: object expected, got null']);
    // Only success answers are checked: a documented failure has a shape of its own.
    expect(answerViolations('getBatch', 500, { statusCode: 500 })).toEqual([]);
  });

  it("every 200 example of the contract fits its operation's shape (no false alarm on a valid answer)", () => {
    const broken = Object.entries(exampleValues).flatMap(([operationId, byStatus]) =>
      Object.entries(byStatus['200']?.examples ?? {}).flatMap(([name, value]) => {
        const body = value as { status?: unknown } | null;
        if (body && typeof body === 'object' && (body.status === '0' || body.status === '2')) return [];
        return answerViolations(operationId, 200, value).map((v) => `${operationId} ${name}: ${v}`);
      }),
    );
    expect(broken).toEqual([]);
  });
});
