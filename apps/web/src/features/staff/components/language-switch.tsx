import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { chooseConsoleWording } from '@/platform/console-language.ts';
import { STAFF_LANGUAGE_NAMES, STAFF_LANGUAGES, type StaffLanguage, useStaffWording } from '../i18n/staff-wording.ts';
import './language-switch.css';

const LANGUAGES = Object.keys(STAFF_LANGUAGES) as StaffLanguage[];

/** The console's language, each name in its own language so an agent finds theirs. */
export function LanguageSwitch() {
  const { t, language } = useStaffWording();
  const id = useId();
  const client = useQueryClient();
  return (
    <div className="staff-language">
      <label htmlFor={id}>{t('staff.language')}</label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          chooseConsoleWording(LANGUAGES.find((code) => code === event.target.value) ?? language);
          // Complaint types and the server's messages come worded: ask again in the new language.
          void client.invalidateQueries({ predicate: (query) => query.queryKey[1] !== 'session' });
        }}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {STAFF_LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
