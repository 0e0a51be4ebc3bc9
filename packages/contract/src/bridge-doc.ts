import { BRIDGE_MESSAGES, BRIDGE_SILENT_MESSAGES } from './bridge.ts';
import { BRIDGE_MESSAGE_DOCS, BRIDGE_SENDS } from './bridge-sends.ts';

/** docs/bridge.md holds the rendered tables between these markers; a test keeps them equal to the contract. */
export const BRIDGE_DOC_START = '<!-- bridge tables: rendered from packages/contract/src/bridge-sends.ts -->';
export const BRIDGE_DOC_END = '<!-- end of bridge tables -->';

const cell = (text: string) => text.replaceAll('|', '\\|');
const row = (cells: readonly string[]) => `| ${cells.map(cell).join(' | ')} |`;

/** The two tables of docs/bridge.md: every message with its payload, then every place the web app sends one. */
export function renderBridgeTables(): string {
  const messages = [
    row(['Message', 'Payload', 'Asks the native app to', 'Errors']),
    row(['---', '---', '---', '---']),
    ...BRIDGE_MESSAGES.map((name) =>
      row([
        `\`${name}\``,
        BRIDGE_MESSAGE_DOCS[name].payload,
        BRIDGE_MESSAGE_DOCS[name].asks,
        BRIDGE_SILENT_MESSAGES.includes(name) ? 'ignored' : 'reported',
      ]),
    ),
  ];
  const sends = [
    row(['Message', 'Screen', 'When it is sent', 'Payload', 'Id']),
    row(['---', '---', '---', '---', '---']),
    ...BRIDGE_SENDS.map((send) => row([`\`${send.message}\``, send.screen, send.when, send.payload, `\`${send.id}\``])),
  ];
  return [
    BRIDGE_DOC_START,
    '',
    '### Messages',
    '',
    ...messages,
    '',
    '### Where each is sent',
    '',
    ...sends,
    '',
    BRIDGE_DOC_END,
  ].join('\n');
}
