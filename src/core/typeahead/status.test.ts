import { describe, expect, it } from 'vitest';
import { initialState, reduce, type TypeaheadEvent } from './state';
import { TYPEAHEAD_TEXTS_EN, typeaheadView } from './status';

const view = (events: TypeaheadEvent<string>[]) => typeaheadView(events.reduce(reduce, initialState<string>()), TYPEAHEAD_TEXTS_EN);
const answer = (options: string[]): TypeaheadEvent<string> => ({ type: 'answer', seq: 1, options });

describe('live-region texts (spec §8)', () => {
  it('asks to type once the input has been typed empty; says nothing before anything was typed (a text never changed is never read)', () => {
    expect(view([]).status).toBe('');
    expect(view([{ type: 'input', query: ' ' }]).status).toBe('Type to begin querying for matching results');
    expect(view([{ type: 'input', query: 'Pa' }, answer(['a']), { type: 'input', query: '' }]).status).toBe('Type to begin querying for matching results');
  });

  it('counts the options, with a singular for one', () => {
    expect(view([{ type: 'input', query: 'Pa' }, answer(['a', 'b', 'c', 'd', 'e'])]).status).toBe(
      '5 options available. Use up and down arrow keys to navigate.',
    );
    expect(view([{ type: 'input', query: 'Pa' }, answer(['a'])]).status).toBe('1 option available. Use up and down arrow keys to navigate.');
  });

  it('says no results for an empty answer, and nothing for a failed request (the place may well exist)', () => {
    expect(view([{ type: 'input', query: 'Zzz' }, answer([])]).status).toBe('No results found for this query.');
    const failed = view([{ type: 'input', query: 'Zzz' }, { type: 'fail', seq: 1 }]);
    expect(failed.status).toBe('');
    expect(failed.options).toEqual([]);
  });

  it('is silent while an answer is pending and once the list is closed', () => {
    expect(view([{ type: 'input', query: 'Pa' }]).status).toBe('');
    expect(view([{ type: 'input', query: 'Pa' }, answer(['a', 'b']), { type: 'escape' }]).status).toBe('');
  });

  it('shows options and the active one only while expanded', () => {
    const open = view([{ type: 'input', query: 'Pa' }, answer(['a', 'b']), { type: 'next' }]);
    expect(open).toEqual({ query: 'Pa', options: ['a', 'b'], expanded: true, activeIndex: 0, status: expect.any(String) });
    const closed = view([{ type: 'input', query: 'Pa' }, answer(['a', 'b']), { type: 'next' }, { type: 'close' }]);
    expect(closed).toMatchObject({ options: [], expanded: false, activeIndex: -1 });
  });
});
