import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { useWording } from '@/i18n/use-wording.ts';
import { geolocationFailure, type LocationState, located } from '../rules.ts';

const LOCATION_TIMEOUT_MS = 15_000;

/** Checks the webview's location permission and says plainly when it is refused or missing. */
export function LocationButton() {
  const { t } = useWording();
  const [state, setState] = useState<LocationState>({ kind: 'idle' });

  const locate = () => {
    if (!('geolocation' in navigator)) {
      setState({ kind: 'failed', messageKey: 'preview.locationUnavailable' });
      return;
    }
    setState({ kind: 'locating' });
    navigator.geolocation.getCurrentPosition(
      (position) => setState(located(position.coords.latitude, position.coords.longitude, position.coords.accuracy)),
      (error) => setState(geolocationFailure(error.code)),
      { enableHighAccuracy: false, timeout: LOCATION_TIMEOUT_MS, maximumAge: 60_000 },
    );
  };

  return (
    <section className="preview__card" aria-labelledby="preview-location">
      <h2 id="preview-location" className="preview__heading">
        {t('preview.locationSection')}
      </h2>
      <Button color="primary" fill="outline" block loading={state.kind === 'locating'} onClick={locate}>
        {t('preview.getLocation')}
      </Button>
      <p className={`preview__status preview__status--${state.kind}`} role="status" aria-live="polite">
        {state.kind === 'locating' && t('preview.locationLocating')}
        {state.kind === 'located' &&
          t('preview.locationResult', { lat: state.lat, lng: state.lng, accuracy: state.accuracy })}
        {state.kind === 'failed' && t(state.messageKey)}
      </p>
    </section>
  );
}
