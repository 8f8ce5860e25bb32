import { describe, expect, it } from 'vitest';
import { productBody } from '@/features/catalogue/product-body';
import {
  detailsErrors,
  emptyProductValues,
  requiredFields,
  tabComplete,
  videoErrors,
  videoLinkError,
  type ProductValues,
} from '@/features/catalogue/product-form-rules';
import { OLIVIA, VERDANT } from '../../../test-support/example-world';

const filled = (patch: Partial<ProductValues> = {}): ProductValues => ({
  ...emptyProductValues(),
  title: 'Gummies',
  description: 'Elderberry',
  directions: 'Chew 2',
  sku: 'SKU-1',
  upc: '8500',
  product_type: 'Business to Consumer',
  imageUrl: 'https://cdn.portal.invalid/g.png',
  ...patch,
});

describe('product form rules', () => {
  it('requires per subscription (section 5)', () => {
    expect(requiredFields('tracer')).toEqual([
      'image',
      'title',
      'description',
      'directions',
      'product_type',
      'sku',
      'upc',
    ]);
    expect(requiredFields('fastpass')).toEqual(['title', 'description', 'sku', 'upc']);
    expect(Object.keys(detailsErrors(emptyProductValues(), 'fastpass'))).toEqual([
      'title',
      'description',
      'sku',
      'upc',
    ]);
    expect(detailsErrors(filled({ imageUrl: null }), 'tracer')).toEqual({
      image: 'Product image is a required field.',
    });
    expect(detailsErrors(filled({ imageUrl: null, directions: ' ' }), 'fastpass')).toEqual({});
  });

  it('checks the video link: a web address, then a video host', () => {
    expect(videoLinkError('')).toBeNull();
    expect(videoLinkError('not a link')).toBe('Invalid Link.');
    expect(videoLinkError('ftp://youtube.com/x')).toBe('Invalid Link.');
    expect(videoLinkError('https://example.org/v')).toBe('Please enter valid video url.');
    expect(videoLinkError('https://youtu.be/abc')).toBeNull();
    expect(videoLinkError('https://vimeo.com/123')).toBeNull();
  });

  it('an upload needs a title and a video file of a video extension; nothing chosen is fine', () => {
    const mp4 = new File(['v'], 'a.mp4');
    expect(videoErrors(filled({ videoMode: 'upload' }))).toEqual({});
    expect(videoErrors(filled({ videoMode: 'upload', videoFile: mp4 }))).toEqual({
      videoTitle: 'Video title is required field',
    });
    expect(videoErrors(filled({ videoMode: 'upload', videoTitle: 'T' }))).toEqual({
      videoFile: 'Please upload video file.',
    });
    expect(videoErrors(filled({ videoMode: 'upload', videoTitle: 'T', videoFile: new File(['v'], 'a.wmv') }))).toEqual({
      videoFile: 'Invalid video extension...',
    });
  });

  it('the Facets tab is complete when every trait has a title and a description', () => {
    const trait = { key: 'k', title: 'Form', description: '' };
    expect(tabComplete(1, filled({ traits: [trait] }), 'tracer')).toBe(false);
    expect(tabComplete(1, filled({ traits: [{ ...trait, description: 'Gummy' }] }), 'tracer')).toBe(true);
  });

  it('builds the multipart body: link or upload, never both; groups and label for tracer only', () => {
    const ctx = { organizationId: VERDANT, individualId: OLIVIA, labelByOwnCall: false } as const;
    const traits = [{ key: 'k', title: ' Form ', description: 'Gummy', group_id: 3 }];
    const link = productBody(filled({ traits, videoLink: 'https://youtu.be/a', labelUrl: 'https://l' }), {
      ...ctx,
      subscription: 'tracer',
    });
    expect(link).toMatchObject({
      youtube_video_url: 'https://youtu.be/a',
      product_label: 'https://l',
      fileName: 'g.png',
    });
    expect(link).not.toHaveProperty('bunny_video_title');
    expect(JSON.parse(link.facets ?? '')).toEqual([{ title: 'Form', description: 'Gummy', rank: 1, group_id: 3 }]);
    const upload = productBody(
      filled({ videoMode: 'upload', videoTitle: 'Tour', videoFile: new File(['v'], 'a.mp4') }),
      { ...ctx, subscription: 'tracer' },
    );
    expect(upload).toMatchObject({ bunny_video_title: 'Tour' });
    expect(upload).not.toHaveProperty('youtube_video_url');
    const fast = productBody(filled({ traits, labelUrl: 'https://l', videoLink: 'https://youtu.be/a' }), {
      ...ctx,
      subscription: 'fastpass',
    });
    expect(fast).not.toHaveProperty('product_label');
    expect(fast).not.toHaveProperty('youtube_video_url');
    expect(JSON.parse(fast.facets ?? '')[0].group_id).toBeNull();
  });
});
