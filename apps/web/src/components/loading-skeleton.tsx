import { useWording } from '@/i18n/use-wording.ts';
import './loading-skeleton.css';

export interface LoadingSkeletonProps {
  /** Number of grey text lines to show under the title block. */
  lines?: number;
}

/** Placeholder while a screen or its data loads: the shape of content, announced to screen readers. */
export function LoadingSkeleton({ lines = 4 }: LoadingSkeletonProps) {
  const { t } = useWording();
  return (
    <div className="skeleton" role="status" aria-live="polite" aria-busy="true">
      <span className="visually-hidden">{t('common.loading')}</span>
      <div className="skeleton__block skeleton__block--title" />
      {Array.from({ length: lines }, (_, index) => (
        // The lines are identical and never reorder, so their position is a stable key.
        <div key={index} className="skeleton__block" />
      ))}
    </div>
  );
}
