import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { CONSOLE_WORDING_SETS, chooseConsoleWording, consoleWording } from '@/platform/console-language.ts';
import { CONSOLE_SET_NAMES } from '../i18n/console-wording.ts';
import { useConsoleWording } from './staff-context.tsx';
import './language-switch.css';

/** The console's language, each name in its own language so an agent finds theirs. */
export function LanguageSwitch() {
  const { t, set } = useConsoleWording();
  const id = useId();
  const client = useQueryClient();
  return (
    <div className="staff-language">
      <label htmlFor={id}>{t('staff.language')}</label>
      <select
        id={id}
        value={set}
        onChange={(event) => {
          chooseConsoleWording(CONSOLE_WORDING_SETS.find((code) => code === event.target.value) ?? consoleWording());
          // Complaint types and the server's messages come worded: ask again in the new language.
          void client.invalidateQueries({ predicate: (query) => query.queryKey[1] !== 'session' });
        }}
      >
        {CONSOLE_WORDING_SETS.map((code) => (
          <option key={code} value={code} lang={code}>
            {CONSOLE_SET_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
