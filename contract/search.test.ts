import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { SEARCH_LIMITS, searchTerms, searchText, searchTextProblem } from './search';

describe('searchText', () => {
  it.each([
    ['  Ann  ', 'Ann'],
    ['Ann   Lee', 'Ann Lee'],
    ['\tAnn\nLee ', 'Ann Lee'],
  ])('%j is searched as %j', (raw, text) => expect(searchText(raw)).toBe(text));
});

describe('searchTextProblem', () => {
  it.each([
    ['', messages.minLength(SEARCH_LIMITS.minLength)],
    ['a', messages.minLength(SEARCH_LIMITS.minLength)],
    ['  a   ', messages.minLength(SEARCH_LIMITS.minLength)],
    ['ab', undefined],
    [' ab ', undefined],
    ['x'.repeat(SEARCH_LIMITS.maxLength), undefined],
    [` ${'x'.repeat(SEARCH_LIMITS.maxLength)} `, undefined],
    ['x'.repeat(SEARCH_LIMITS.maxLength + 1), messages.maxLength(SEARCH_LIMITS.maxLength)],
  ])('%j: %j', (raw, problem) => expect(searchTextProblem(raw)).toBe(problem));
});

describe('searchTerms', () => {
  it.each([
    ['Ann Lee', { text: 'Ann Lee', words: ['Ann', 'Lee'] }],
    ['ann@example.com', { text: 'ann@example.com', words: ['ann@example.com'] }],
    ['(555) 123-4567', { text: '(555) 123-4567', words: ['(555)', '123-4567'], digits: '5551234567' }],
    ['+1 555 123', { text: '+1 555 123', words: ['+1', '555', '123'], digits: '1555123' }],
    ['1234', { text: '1234', words: ['1234'], digits: '1234', number: 1234 }],
    ['#1234', { text: '#1234', words: ['#1234'], number: 1234 }],
    ['0', { text: '0', words: ['0'] }],
    ['a-1', { text: 'a-1', words: ['a-1'] }],
    ['1 2', { text: '1 2', words: ['1', '2'], digits: '12' }],
    ['12345678901234567', { text: '12345678901234567', words: ['12345678901234567'], digits: '12345678901234567' }],
  ])('%j', (raw, terms) => expect(searchTerms(raw)).toEqual(terms));

  it(`keeps the first ${SEARCH_LIMITS.words} words`, () => {
    expect(searchTerms('a b c d e f g').words).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});
