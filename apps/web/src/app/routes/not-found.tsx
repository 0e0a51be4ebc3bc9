import { NotAvailableScreen } from '@/components/not-available-screen.tsx';

export default function NotFoundRoute() {
  return <NotAvailableScreen titleKey="notFoundTitle" messageKey="notFoundText" />;
}
