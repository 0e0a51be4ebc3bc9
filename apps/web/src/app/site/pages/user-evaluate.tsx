import { ReviewList } from '@/features/site/components/sections.tsx';

export default function UserEvaluatePage() {
  return (
    <>
      <h1 className="site-page-title">What borrowers say</h1>
      <ReviewList />
    </>
  );
}
