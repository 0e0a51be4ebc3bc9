// Rewrites the generated tables of docs/bridge.md from packages/contract/src/bridge-sends.ts:
// node --import tsx scripts/bridge-doc.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { BRIDGE_DOC_END, BRIDGE_DOC_START, renderBridgeTables } from '../packages/contract/src/bridge-doc.ts';

const file = new URL('../docs/bridge.md', import.meta.url);
const doc = readFileSync(file, 'utf8');
const start = doc.indexOf(BRIDGE_DOC_START);
const end = doc.indexOf(BRIDGE_DOC_END);
if (start < 0 || end < start) throw new Error('docs/bridge.md has no bridge table markers');
writeFileSync(file, doc.slice(0, start) + renderBridgeTables() + doc.slice(end + BRIDGE_DOC_END.length));
console.log('docs/bridge.md: tables rewritten');
