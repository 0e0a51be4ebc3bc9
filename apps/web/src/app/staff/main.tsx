import './staff.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { consoleWording } from '@/platform/console-language.ts';
import { StaffApp } from './staff-app.tsx';

/**
 * Entry of the support desk console (staff.html, served at `/staff`): its own build (`vite build --mode staff`), so
 * none of it reaches a borrower's phone and none of the borrower screens reach an agent's desk.
 */
document.documentElement.lang = consoleWording();
const container = document.getElementById('root');
if (!container) throw new Error('staff.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <StaffApp />
  </StrictMode>,
);
