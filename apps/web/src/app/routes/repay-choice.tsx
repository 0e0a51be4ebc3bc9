import { NotAvailableScreen } from '@/components/not-available-screen.tsx';

/** Not part of this build yet: an honest placeholder, replaced when the screen is built. */
export default function RepayChoiceRoute() {
  return <NotAvailableScreen titleKey="titleRepayChoice" />;
}
