import { FAILURE_CODE } from '@loan/contract';
import { cleanup, fireEvent, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CallFailedError } from '@/platform/call-failed.ts';
import { CLIENT_FAILURE } from '@/platform/call-request.ts';
import { resetSessionEndedForTests } from '@/platform/session-ended.ts';
import { renderInApp } from '@/testing/render-in-app.tsx';
import { FailedState } from './failed-state.tsx';

beforeEach(() => {
  window.__bridgeLog = [];
  resetSessionEndedForTests();
});
afterEach(cleanup);

const askedToSignIn = () => (window.__bridgeLog ?? []).filter((call) => call.name === 'offToLogin').length;
const retryButton = () => screen.queryByRole('button', { name: 'Retry' });

describe('FailedState', () => {
  it('no answer: says to check the connection, and Retry tries again', async () => {
    const onRetry = vi.fn();
    await renderInApp(<FailedState error={new CallFailedError(CLIENT_FAILURE.network, '')} onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('We could not load this page');
    expect(screen.getByText('Check your connection and try again.')).toBeTruthy();
    fireEvent.click(retryButton() as HTMLElement);
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('a request that got no answer at all reads the same as one the network lost', async () => {
    await renderInApp(<FailedState error={new TypeError('Failed to fetch')} onRetry={() => {}} />);
    expect(screen.getByText('Check your connection and try again.')).toBeTruthy();
  });

  it('a proxy’s error page: the service is busy, try again in a moment', async () => {
    await renderInApp(<FailedState error={new CallFailedError(CLIENT_FAILURE.busy, '')} onRetry={() => {}} />);
    expect(screen.getByRole('heading', { name: 'The service is busy' })).toBeTruthy();
    expect(retryButton()).toBeTruthy();
  });

  it('a refusal: the server’s own words, or a general one when it gave none', async () => {
    await renderInApp(<FailedState error={new CallFailedError('5000', 'This order is closed.')} onRetry={() => {}} />);
    expect(screen.getByText('This order is closed.')).toBeTruthy();
    cleanup();
    await renderInApp(<FailedState error={new CallFailedError('5000', '')} onRetry={() => {}} />);
    expect(screen.getByText('The service could not handle this request. Try again later.')).toBeTruthy();
  });

  it('not found: the server’s words and no Retry, which could not change the answer', async () => {
    const error = new CallFailedError(String(FAILURE_CODE.notFound), 'No such order.');
    await renderInApp(<FailedState error={error} onRetry={() => {}} />);
    expect(screen.getByText('No such order.')).toBeTruthy();
    expect(retryButton()).toBeNull();
  });

  it('a retry under way: the button waits and cannot be tapped again', async () => {
    const onRetry = vi.fn();
    const error = new CallFailedError(CLIENT_FAILURE.network, '');
    await renderInApp(<FailedState error={error} onRetry={onRetry} retrying />);
    const button = screen.getByRole('button') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.click(button);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('a session that ended: asks the app to sign in once on its own, again from the button, and offers no Retry', async () => {
    const onRetry = vi.fn();
    const error = new CallFailedError(String(FAILURE_CODE.sessionUnknown), 'Session over');
    await renderInApp(<FailedState error={error} onRetry={onRetry} />);
    expect(screen.getByRole('heading', { name: 'Your session has ended' })).toBeTruthy();
    expect(askedToSignIn()).toBe(1);
    expect(retryButton()).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(askedToSignIn()).toBe(2);
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('speaks the launch language', async () => {
    await renderInApp(
      <FailedState error={new CallFailedError(CLIENT_FAILURE.network, '')} onRetry={() => {}} />,
      'language=2',
    );
    expect(screen.getByRole('heading', { name: 'No pudimos cargar esta página' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });
});
