import { describe, expect, it } from 'vitest';
import { setDocumentTitle } from './title.ts';

describe('setDocumentTitle', () => {
  it('sets the document title', () => {
    setDocumentTitle('Online service');
    expect(document.title).toBe('Online service');
  });
});
