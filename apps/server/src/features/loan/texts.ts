import { type MessageKey, message } from '../../http/messages.ts';

/** A server message with its `{name}` markers filled in. */
export function messageWith(key: MessageKey, language: unknown, values: Record<string, string | number>): string {
  return message(key, language).replace(/\{(\w+)\}/g, (marker, name: string) =>
    values[name] === undefined ? marker : String(values[name]),
  );
}
