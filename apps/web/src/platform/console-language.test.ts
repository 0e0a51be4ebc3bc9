import { describe, expect, it } from 'vitest';
import { initialConsoleWording } from './console-language.ts';

describe('the console language', () => {
  it('is the agent’s choice, else the browser’s first spoken one, else English', () => {
    expect(initialConsoleWording('es', ['en-US'])).toBe('es');
    expect(initialConsoleWording(null, ['fr-FR', 'es-MX'])).toBe('es');
    expect(initialConsoleWording('xx', ['fr-FR'])).toBe('en');
  });
});
