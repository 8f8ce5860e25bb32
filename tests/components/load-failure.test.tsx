import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { LoadFailure } from '@/components/feedback/load-failure';
import { renderComponent } from '../utils/mantine';

describe('LoadFailure', () => {
  it("says section 8's generic toast words when the page's own code failed, not a call", async () => {
    const retry = vi.fn();
    const { user } = renderComponent(<LoadFailure error={new TypeError('x is undefined')} onRetry={retry} />);
    expect(screen.getByText('Something went wrong please try again later')).toBeInTheDocument();
    expect(screen.queryByText('x is undefined')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it("says the server's message when a call failed", () => {
    renderComponent(
      <LoadFailure
        error={
          new ApiError({ kind: 'http', operation: 'getBatch', httpStatus: 500, serverMessage: 'Database unavailable' })
        }
        onRetry={() => undefined}
      />,
    );
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
  });

  it.each([
    [
      'an HTTP 500 with no message',
      { kind: 'http', httpStatus: 500 },
      'Oops, something went wrong Please try again later.',
    ],
    [
      'an HTTP 404',
      { kind: 'http', httpStatus: 404, serverMessage: 'Not Found' },
      'The requested resource does not exist or has been deleted',
    ],
    [
      'a body status "0" with no message',
      { kind: 'body', httpStatus: 200, bodyStatus: '0' },
      'Something went wrong! Please try after sometime.',
    ],
    [
      'an answer that breaks the contract',
      { kind: 'contract', httpStatus: 200, violations: ['data: expected array'] },
      'Something went wrong please try again later',
    ],
    [
      'a silent 403',
      { kind: 'http', httpStatus: 403, serverMessage: 'Forbidden resource' },
      'Looks like something went wrong, please try again!',
    ],
  ] as const)("says section 8's words for %s, never the operation's name", (_, init, words) => {
    renderComponent(
      <LoadFailure error={new ApiError({ operation: 'searchProducts', ...init })} onRetry={() => undefined} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(words);
    expect(screen.getByRole('alert')).not.toHaveTextContent(/searchProducts|HTTP|body status|expected array/);
  });
});

describe('LoadFailure when the connection comes back', () => {
  it('asks again by itself when a load lost with the connection sees the browser online again', () => {
    const retry = vi.fn();
    renderComponent(
      <LoadFailure error={new ApiError({ kind: 'network', operation: 'getBatch', httpStatus: 0 })} onRetry={retry} />,
    );
    window.dispatchEvent(new Event('online'));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('does not for a failure of the server (coming online changes nothing there)', () => {
    const retry = vi.fn();
    renderComponent(
      <LoadFailure error={new ApiError({ kind: 'http', operation: 'getBatch', httpStatus: 500 })} onRetry={retry} />,
    );
    window.dispatchEvent(new Event('online'));
    expect(retry).not.toHaveBeenCalled();
  });
});
