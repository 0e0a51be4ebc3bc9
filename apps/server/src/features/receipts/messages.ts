import { defineMessages } from '../../http/wording.ts';

/** What the receipts feature says to borrowers: failures it raises and the texts it answers, per wording set. */
export const RECEIPTS = defineMessages('receipts', {
  notFound: { en: 'Receipt not found', es: 'No encontramos ese comprobante' },
  notSettled: {
    en: 'This loan is not fully repaid yet, so it has no settlement certificate',
    es: 'Este préstamo aún no está liquidado, así que no tiene carta finiquito',
  },
  channelCard: { en: '{bank} card {card}', es: 'Tarjeta {bank} {card}' },
});
