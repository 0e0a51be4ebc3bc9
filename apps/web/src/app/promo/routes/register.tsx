import { type ComponentProps, useEffect } from 'react';
import { RegisterScreen } from '@/features/promotion/components/register-screen.tsx';
import { markScreenLive } from '@/platform/screen-live.ts';

/** The registration, marked live once its chunk has arrived and it has hydrated (or rendered) in the browser. */
export default function Register(props: ComponentProps<typeof RegisterScreen>) {
  useEffect(markScreenLive, []);
  return <RegisterScreen {...props} />;
}
