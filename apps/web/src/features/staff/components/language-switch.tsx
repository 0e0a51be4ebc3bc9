import { useId } from 'react';
import {
  STAFF_LANGUAGE_NAMES,
  STAFF_LANGUAGES,
  type StaffLanguage,
  setStaffLanguage,
  useStaffWording,
} from '../i18n/staff-wording.ts';

const LANGUAGES = Object.keys(STAFF_LANGUAGES) as StaffLanguage[];

/** The console's language, each name in its own language so an agent finds theirs. */
export function LanguageSwitch() {
  const { t, language } = useStaffWording();
  const id = useId();
  return (
    <div className="staff-language">
      <label htmlFor={id}>{t('language')}</label>
      <select id={id} value={language} onChange={(event) => setStaffLanguage(event.target.value as StaffLanguage)}>
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {STAFF_LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
