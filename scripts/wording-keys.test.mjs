// The wording check against a fixture set with one of each fault, so a check that stopped finding them would fail here.
import { describe, expect, it } from 'vitest';
import { lookedUp, membersOf, quotedStrings, quotedStringsWithin, wordingProblems } from './wording-keys.mjs';

const fixture = {
  name: 'fixture',
  languages: {
    en: { 'loan.amount': 'Loan amount', 'loan.dueDate': 'Due date', 'loan.left': 'Nobody reads this' },
    es: { 'loan.amount': 'Monto del préstamo', 'loan.dueDate': 'Fecha de vencimiento', 'loan.left': 'Nadie' },
  },
  uses: quotedStrings,
  asks: (source) => lookedUp(source, ['t']),
};
const screen = `
  export const Row = () => <th>{t('loan.amount')}</th>;
  const DUE = { label: 'loan.dueDate' } as const;
`;

describe('wordingProblems', () => {
  it('passes a whole set whose every key is used', () => {
    expect(wordingProblems(fixture, [screen, "t('loan.left')"])).toEqual([]);
  });

  it('fails on a key one language lacks, or words empty', () => {
    const { 'loan.dueDate': _, ...es } = fixture.languages.es;
    const set = { ...fixture, languages: { en: fixture.languages.en, es: { ...es, 'loan.left': ' ' } } };
    expect(wordingProblems(set, [screen, "t('loan.left')"])).toEqual([
      'fixture: "loan.dueDate" has no es wording',
      'fixture: "loan.left" is empty in es',
    ]);
  });

  it('fails on a key code looks up that no language words', () => {
    expect(wordingProblems(fixture, [screen, "t('loan.left')", "t('loan.term')"])).toEqual([
      'fixture: "loan.term" is looked up but not worded',
    ]);
  });

  it('fails on a key no code uses', () => {
    expect(wordingProblems(fixture, [screen])).toEqual(['fixture: "loan.left" is worded but never used']);
  });

  it('leaves the use of a borrowed key to the set it is borrowed from', () => {
    const set = { ...fixture, borrowed: (key) => key === 'loan.left' };
    expect(wordingProblems(set, [screen])).toEqual([]);
  });

  it('fails on a partial language wording a key the set lacks', () => {
    const set = { ...fixture, partial: { zh: { 'loan.amount': '借款金额', 'loan.extra': '多余' } } };
    expect(wordingProblems(set, [screen, "t('loan.left')"])).toEqual(['fixture: "loan.extra" is worded in zh only']);
  });
});

describe('what a source refers to', () => {
  it('reads quoted strings, lookups by name only, and message table members', () => {
    expect(quotedStrings(`a('x.y') + "z" + \`w\``)).toEqual(['x.y', 'z']);
    expect(quotedStringsWithin(`set keys = '[{"title": "speiTitle", "content": ["speiOpenBankApp"]}]'`)).toEqual([
      '[{"title": "speiTitle", "content": ["speiOpenBankApp"]}]',
      'title',
      'speiTitle',
      'content',
      'speiOpenBankApp',
    ]);
    expect(lookedUp("t('a'); st('b'); x.t('c'); consoleText(\"d\")", ['t', 'consoleText'])).toEqual(['a', 'd']);
    expect(membersOf('throw REPAY.nothingDue; MY_REPAY.other; word(l, REPAY.amountInvalid)', 'REPAY')).toEqual([
      'nothingDue',
      'amountInvalid',
    ]);
  });
});
