import { useSearchParams } from 'react-router';
import { FailedState } from '@/components/failed-state.tsx';
import { LoadingSkeleton } from '@/components/loading-skeleton.tsx';
import { Page } from '@/components/page.tsx';
import { useWording } from '@/i18n/use-wording.ts';
import { getLaunchContext } from '@/platform/launch-context.ts';
import { useContract } from '../api/contract-detail.ts';
import { contractSubjectFrom } from '../rules.ts';
import { ContractDocument } from './contract-document.tsx';
import './contract.css';

export interface ContractScreenProps {
  /** `period`: the instalment agreement of /agony, with one row per period. */
  variant: 'note' | 'period';
}

/** The loan agreement of an order (or of an offer, from the confirm screen), filled from contract-detail. */
export function ContractScreen({ variant }: ContractScreenProps) {
  const { t } = useWording();
  const [search] = useSearchParams();
  const contract = useContract(contractSubjectFrom(search, getLaunchContext().orderId));

  return (
    <Page title={t(variant === 'period' ? 'title.periodContract' : 'title.contract')}>
      {contract.isPending ? (
        <LoadingSkeleton lines={10} />
      ) : contract.isError ? (
        // A contract that cannot be shown says why, in the server's words.
        <FailedState error={contract.error} onRetry={() => contract.refetch()} retrying={contract.isFetching} />
      ) : (
        <ContractDocument record={contract.data} variant={variant} />
      )}
    </Page>
  );
}
