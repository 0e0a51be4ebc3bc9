import { useState } from 'react';
import { Page } from '@/components/page.tsx';
import { useWording } from '@/i18n/use-wording.ts';
import { getLaunchContext } from '@/platform/launch-context.ts';
import { initialPreviewValues, type PreviewValues } from '../rules.ts';
import { ContactInput } from './contact-input.tsx';
import { LocationButton } from './location-button.tsx';
import { PhotoPicker } from './photo-picker.tsx';
import { PreviewFields } from './preview-fields.tsx';
import { PreviewLinks } from './preview-links.tsx';
import { PublicLinks } from './public-links.tsx';
import './test-preview.css';

/** Internal page: opens the app screens with fake device parameters (not for end users). */
export function TestPreviewScreen() {
  const { t } = useWording();
  const [values, setValues] = useState<PreviewValues>(() => initialPreviewValues(getLaunchContext()));

  return (
    <Page title={t('title.testPreview')} back={false}>
      <p className="preview__intro">{t('preview.intro')}</p>
      <PreviewFields value={values} onChange={setValues} />
      <PreviewLinks values={values} />
      <PublicLinks values={values} />
      <PhotoPicker />
      <ContactInput />
      <LocationButton />
    </Page>
  );
}
