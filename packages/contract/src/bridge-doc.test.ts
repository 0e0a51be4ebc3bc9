import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRIDGE_MESSAGES, NO_PAYLOAD } from './bridge.ts';
import { BRIDGE_DOC_END, BRIDGE_DOC_START, renderBridgeTables } from './bridge-doc.ts';
import { BRIDGE_PAYLOADS, BRIDGE_SENDS } from './bridge-sends.ts';

const docPath = new URL('../../../docs/bridge.md', import.meta.url);

describe('docs/bridge.md', () => {
  it('shows the tables the contract renders (regenerate: node --import tsx scripts/bridge-doc.mjs)', () => {
    const doc = readFileSync(docPath, 'utf8');
    const start = doc.indexOf(BRIDGE_DOC_START);
    const end = doc.indexOf(BRIDGE_DOC_END);
    expect(start, 'start marker').toBeGreaterThanOrEqual(0);
    expect(end, 'end marker').toBeGreaterThan(start);
    expect(doc.slice(start, end + BRIDGE_DOC_END.length)).toBe(renderBridgeTables());
  });

  it('is linked from the README', () => {
    const readme = readFileSync(new URL('../../../README.md', import.meta.url), 'utf8');
    expect(readme).toContain('(docs/bridge.md)');
  });
});

describe('BRIDGE_SENDS', () => {
  it('sends every message somewhere, from places with distinct ids', () => {
    const sent = new Set(BRIDGE_SENDS.map((send) => send.message));
    expect(BRIDGE_MESSAGES.filter((name) => !sent.has(name))).toEqual([]);
    const ids = BRIDGE_SENDS.map((send) => send.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('documents "none" exactly for the messages whose payload is the empty string', () => {
    for (const send of BRIDGE_SENDS) {
      const empty = BRIDGE_PAYLOADS[send.message].safeParse(NO_PAYLOAD).success;
      expect(send.payload === 'none', send.id).toBe(empty);
    }
  });
});

describe('BRIDGE_PAYLOADS', () => {
  it('accepts what the screens send and refuses what they must not', () => {
    expect(BRIDGE_PAYLOADS.burialPoint.safeParse({ productId: '1' }).success).toBe(true);
    expect(BRIDGE_PAYLOADS.burialPoint.safeParse({}).success).toBe(false);
    expect(BRIDGE_PAYLOADS.to.safeParse('customerService').success).toBe(true);
    expect(BRIDGE_PAYLOADS.to.safeParse('nowhere').success).toBe(false);
    expect(BRIDGE_PAYLOADS.toP.safeParse({ page: 'repay', params: { orderId: '1' } }).success).toBe(true);
    expect(BRIDGE_PAYLOADS.toP.safeParse({ page: 'repay', params: { orderId: 1 } }).success).toBe(false);
    expect(BRIDGE_PAYLOADS.endBank.safeParse('').success).toBe(true);
    expect(BRIDGE_PAYLOADS.endBank.safeParse('x').success).toBe(false);
  });
});
