import { describe, expect, it } from 'vitest';
import type { Receipt } from './api/receipt-detail.ts';
import type { SettlementCertificate } from './api/settlement-certificate.ts';
import { certificateFacts, receiptFacts } from './rules.ts';

const receipt: Receipt = {
  receiptNo: 'P12',
  kind: 'repayment',
  orderNo: '5004',
  productName: 'Presto Cash',
  company: 'Lend H5',
  borrowerName: 'María',
  amount: 100_000,
  paidAt: '2026-11-23 10:00:00',
  channel: 'OXXO',
  reference: '1234567890123452',
  balanceAfter: 402_958,
};

const certificate: SettlementCertificate = {
  certificateNo: 'NOC-5004',
  borrowerName: 'María',
  orderNo: '5004',
  productName: 'Presto Cash',
  company: 'Lend H5',
  principal: 500_000,
  disbursedOn: '2026-09-24',
  payments: [],
  totalRepaid: 502_958,
  extensionFees: 0,
  closedOn: '2026-11-23',
  issuedOn: '2026-11-23',
};

const labels = (facts: { label: string }[]) => facts.map((f) => f.label);

describe('receiptFacts', () => {
  it('shows the balance after the payment as money', () => {
    expect(receiptFacts(receipt)).toContainEqual({ label: 'receipt.balanceAfter', money: 402_958 });
    expect(labels(receiptFacts(receipt))).not.toContain('receipt.newDueDate');
  });

  it('leaves out a balance the server did not record, and shows the new due date of an extension', () => {
    const facts = receiptFacts({ ...receipt, kind: 'extension', balanceAfter: null, newDueDate: '2026-12-30' });
    expect(labels(facts)).not.toContain('receipt.balanceAfter');
    expect(facts).toContainEqual({ label: 'receipt.newDueDate', text: '2026-12-30' });
  });
});

describe('receiptFacts surplus', () => {
  it('shows money paid above what was owed before the balance, and nothing when there was none', () => {
    expect(receiptFacts({ ...receipt, balanceAfter: 0, surplus: 5_000 })).toContainEqual({
      label: 'receipt.surplus',
      money: 5_000,
    });
    expect(labels(receiptFacts(receipt))).not.toContain('receipt.surplus');
  });
});

describe('certificateFacts', () => {
  it('shows extension fees only when some were paid', () => {
    expect(labels(certificateFacts(certificate))).not.toContain('certificate.extensionFees');
    expect(certificateFacts({ ...certificate, extensionFees: 3_000 })).toContainEqual({
      label: 'certificate.extensionFees',
      money: 3_000,
    });
  });

  it('leaves out an unknown disbursal date', () => {
    expect(labels(certificateFacts({ ...certificate, disbursedOn: null }))).not.toContain('certificate.disbursedOn');
  });
});
