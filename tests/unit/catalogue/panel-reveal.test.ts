import { describe, expect, it } from 'vitest';
import { panelOutOfView } from '@/features/catalogue/catalogue-rules';

describe('bringing the chosen product into view', () => {
  // The visible area starts under the fixed header (64 px and a little margin).
  const top = 76;
  it('scrolls to the panel at a phone’s width, where it comes under the list, below the fold', () => {
    // 375 × 667: the list (60 % of the height) and its search box fill the screen; the panel starts after them.
    expect(panelOutOfView(720, top, 667)).toBe(true);
    // Below the upper third of what is visible: its batches and Create New batch would still be under the fold.
    expect(panelOutOfView(400, top, 667)).toBe(true);
  });
  it('leaves a desktop as it is: the panel beside the list, its top near the top of the page', () => {
    expect(panelOutOfView(150, top, 800)).toBe(false);
    expect(panelOutOfView(top, top, 800)).toBe(false);
  });
  it('scrolls back up to a panel whose top went under the header', () => {
    expect(panelOutOfView(20, top, 800)).toBe(true);
    expect(panelOutOfView(-300, top, 667)).toBe(true);
  });
});
