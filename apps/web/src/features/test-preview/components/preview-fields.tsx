import { useWording } from '@/i18n/use-wording.ts';
import { PREVIEW_FIELDS, type PreviewValues } from '../rules.ts';

export interface PreviewFieldsProps {
  value: PreviewValues;
  onChange: (next: PreviewValues) => void;
}

export function PreviewFields({ value, onChange }: PreviewFieldsProps) {
  const { t } = useWording();
  return (
    <section className="preview__card" aria-labelledby="preview-device">
      <h2 id="preview-device" className="preview__heading">
        {t('preview.deviceSection')}
      </h2>
      <p className="preview__hint">{t('preview.deviceSectionHint')}</p>
      <div className="preview__grid">
        {PREVIEW_FIELDS.map((field) => (
          <div key={field.name} className="preview__field">
            <label htmlFor={`preview-${field.name}`}>{t(field.labelKey)}</label>
            <input
              id={`preview-${field.name}`}
              name={field.name}
              value={value[field.name]}
              inputMode={field.numeric ? 'numeric' : undefined}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => onChange({ ...value, [field.name]: event.target.value })}
            />
          </div>
        ))}
      </div>
      <fieldset className="preview__languages">
        <legend>{t('preview.fieldLanguage')}</legend>
        <label>
          <input
            type="radio"
            name="language"
            value="1"
            checked={value.language === '1'}
            onChange={() => onChange({ ...value, language: '1' })}
          />
          {t('preview.languageEnglish')}
        </label>
        <label>
          <input
            type="radio"
            name="language"
            value="2"
            checked={value.language === '2'}
            onChange={() => onChange({ ...value, language: '2' })}
          />
          {t('preview.languageSpanish')}
        </label>
      </fieldset>
    </section>
  );
}
