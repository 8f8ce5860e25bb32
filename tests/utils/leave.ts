import { vi } from 'vitest';

/**
 * The full page loads the app asked for (`leaveTo` of src/lib/payment/leave.ts), in place of the page load jsdom
 * cannot make: tests/setup.ts puts it in `pageLoad` and clears it after every test.
 */
export const leaveTo = vi.fn<(address: string) => void>();
