import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { goBack } from './back.ts';
import { setBridgeHost } from './bridge.ts';
import { flowMessages, followScreen, leaveFlows } from './native-flows.ts';

describe('flowMessages', () => {
  it('starts the card flow on entering it, once, and moving inside it sends nothing', () => {
    expect(flowMessages(undefined, '/repayChoice')).toEqual(['startBank']);
    expect(flowMessages('/repay', '/repayChoice')).toEqual(['startBank']);
    expect(flowMessages('/repayChoice', '/bindCard')).toEqual([]);
    expect(flowMessages('/bindCard', '/repayChoice')).toEqual([]);
  });

  it('ends the card flow before dismissing the repayment dialog when both are left', () => {
    expect(flowMessages('/repayChoice', '/loanDetail')).toEqual(['endBank', 'dismissRepayDialog']);
    expect(flowMessages('/bindCard', undefined)).toEqual(['endBank', 'dismissRepayDialog']);
  });

  it('keeps the repayment dialog across the repayment screens and dismisses it on leaving them', () => {
    expect(flowMessages(undefined, '/repay')).toEqual([]);
    expect(flowMessages('/repay', '/carpmm')).toEqual([]);
    expect(flowMessages('/repayChoice', '/repay')).toEqual(['endBank']);
    expect(flowMessages('/repayDelay', '/customerService')).toEqual(['dismissRepayDialog']);
    expect(flowMessages('/carpmm', undefined)).toEqual(['dismissRepayDialog']);
  });

  it('sends nothing between screens outside the flows', () => {
    expect(flowMessages('/loanDetail', '/complaint')).toEqual([]);
    expect(flowMessages(undefined, '/confirm')).toEqual([]);
  });
});

describe('following the screens', () => {
  let restore: () => void = () => {};
  beforeEach(() => {
    window.__bridgeLog = [];
    restore = setBridgeHost({ back: () => {}, navigate: () => {} });
  });
  afterEach(() => {
    leaveFlows();
    restore();
    window.history.replaceState(null, '');
  });
  const names = () => window.__bridgeLog?.map((entry) => entry.name);

  it('sends each start and end once however often the same screen is reported', () => {
    followScreen('/repayChoice');
    followScreen('/repayChoice');
    followScreen('/bindCard');
    followScreen('/repayChoice');
    followScreen('/loanDetail');
    followScreen('/loanDetail');
    expect(names()).toEqual(['startBank', 'endBank', 'dismissRepayDialog']);
  });

  it('Back that closes the webview ends the open flows first', () => {
    followScreen('/repayChoice');
    goBack(() => {});
    expect(names()).toEqual(['startBank', 'endBank', 'dismissRepayDialog', 'close']);
  });

  it('Back in-app leaves the ending to the screen change', () => {
    followScreen('/repayChoice');
    window.history.replaceState({ idx: 1 }, '');
    goBack(() => followScreen('/repay'));
    expect(names()).toEqual(['startBank', 'endBank']);
  });

  it('Back may leave the webview for a tab instead of closing it', () => {
    followScreen('/loanDetail');
    goBack(() => {}, 'toMine');
    expect(names()).toEqual(['toMine']);
  });
});
