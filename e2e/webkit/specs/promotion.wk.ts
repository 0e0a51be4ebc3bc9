import { describe, test } from 'vitest';
import { usePhone } from '../browser.ts';
import { captchaAnswer, newestSms, sixDigits } from '../server.ts';

/** Template 1 is Mexico's landing in Spanish, template 2 India's in English (docs/demo.md). */
const LANDINGS = [
  {
    id: 1,
    number: '5512345679',
    e164: '+525512345679',
    w: {
      title: 'Tu préstamo desde el celular',
      phone: 'Número de teléfono',
      captcha: 'Código de la imagen',
      captchaImage: 'Código de la imagen; tócalo para cambiarlo',
      sms: 'Código SMS',
      send: 'Obtener código',
      apply: 'Solicitar ahora',
      download: 'Descarga la app',
    },
  },
  {
    id: 2,
    number: '9876543211',
    e164: '+919876543211',
    w: {
      title: 'A loan from your phone',
      phone: 'Phone number',
      captcha: 'Picture code',
      captchaImage: 'Picture code; tap it for a new one',
      sms: 'SMS code',
      send: 'Get code',
      apply: 'Apply now',
      download: 'Download the app',
    },
  },
] as const;

describe('the promotion landing', () => {
  const phone = usePhone();

  for (const { id, number, e164, w } of LANDINGS) {
    test(`template ${id}: a visitor registers with the picture code and the SMS code`, async () => {
      const p = phone();
      await p.open(`/promo.html#/?id=${id}&app_from=webkit&utm_tag=webkit-${id}`);
      await p.get('heading', w.title);
      await p.type(await p.get('field', w.phone), number);

      const picture = await (await p.get('button', w.captchaImage)).$('img');
      await p.browser.waitUntil(() => picture.getProperty('complete') as Promise<boolean>);
      const sid = new URL((await picture.getAttribute('src')) ?? '', 'http://x').searchParams.get('sid') ?? '';
      await p.type(await p.get('field', w.captcha), await captchaAnswer(sid));
      await p.tap(await p.get('button', w.send));

      let sms = '';
      await p.browser.waitUntil(
        async () => {
          sms = await newestSms(e164, 'promotion-register').catch(() => '');
          return sms !== '';
        },
        { timeoutMsg: `no SMS code was sent to ${e164}` },
      );
      const code = sixDigits(sms);
      await p.type(await p.get('field', w.sms), code);
      await p.tap(await p.get('button', w.apply));
      await p.get('heading', w.download);
    });
  }
});
