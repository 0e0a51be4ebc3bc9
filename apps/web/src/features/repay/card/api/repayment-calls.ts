import {
  bankList,
  bindCard,
  type CallData,
  type CallRequest,
  repaymentCancel,
  repaymentCommit,
  repaymentConfirm,
  repaymentHuichao,
  repaymentSendCode,
  repaymentWay,
} from '@loan/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentText } from '@/i18n/wording.ts';
import { dataOrThrow } from '@/platform/call-failed.ts';
import { getLaunchContext } from '@/platform/launch-context.ts';
import { familyRequest } from '@/platform/online.ts';
import { isSessionEndedCode } from '@/platform/session-ended.ts';
import { toast } from '@/platform/toast.ts';
import { type FailureKind, failureMessage } from '../rules.ts';

/* The old card repayment calls (`/api/v1/{provider}/{provider}-api/service/loan/…`, '00' is success). */

export type RepaymentWay = CallData<typeof repaymentWay>;
export type Bank = CallData<typeof bankList>['banks'][number];

/**
 * Tells the borrower why a card call failed: its message, or the stage's words when it has none. An ended session is
 * said once by the shared request helper (platform/session-ended.ts), so it is not said again here.
 */
export function tellCardFailure(failure: { code: string; message: string }, kind: FailureKind): void {
  if (!isSessionEndedCode(failure.code)) toast.fail(failureMessage(failure, kind, currentText));
}

/** Fails loudly for TanStack Query after telling the borrower why; an ended session is the screen's failed state. */
async function loadOrToast<T>(request: Promise<{ ok: boolean; code: string; message: string; data: T | undefined }>) {
  const result = await request;
  if (!result.ok) tellCardFailure(result, 'list');
  return dataOrThrow(result);
}

export function orderIdOfLaunch(): string {
  return getLaunchContext().orderId ?? '';
}

export const repaymentWayQuery = () =>
  queryOptions({
    queryKey: ['old-repayment', 'way', orderIdOfLaunch()],
    queryFn: () =>
      loadOrToast(familyRequest(repaymentWay, { orderId: orderIdOfLaunch() }, undefined, { screenLoad: true })),
    // A repay token is single-purpose; a fresh screen gets a fresh one.
    staleTime: 0,
  });

export function useRepaymentWay() {
  return useQuery(repaymentWayQuery());
}

export const bankListQuery = () =>
  queryOptions({
    queryKey: ['old-repayment', 'banks'],
    queryFn: () => loadOrToast(familyRequest(bankList, {}, undefined, { screenLoad: true })),
  });

export function useBankList() {
  return useQuery(bankListQuery());
}

export const commitRepayment = (payload: CallRequest<typeof repaymentCommit>) =>
  familyRequest(repaymentCommit, payload);
export const confirmRepayment = (payload: CallRequest<typeof repaymentConfirm>) =>
  familyRequest(repaymentConfirm, payload);
export const cancelRepayment = (payload: CallRequest<typeof repaymentCancel>) =>
  familyRequest(repaymentCancel, payload);
export const sendRepaymentCode = (payload: CallRequest<typeof repaymentSendCode>) =>
  familyRequest(repaymentSendCode, payload);
export const repayByTransfer = (payload: CallRequest<typeof repaymentHuichao>) =>
  familyRequest(repaymentHuichao, payload);
export const bindBankCard = (payload: CallRequest<typeof bindCard>) => familyRequest(bindCard, payload);
