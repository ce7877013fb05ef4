import { afterEach, describe, expect, it } from 'vitest';
import { carrySubmitter } from './submitter-field';

afterEach(() => void (document.body.innerHTML = ''));

const form = (html: string) => {
  document.body.innerHTML = `<form>${html}</form>`;
  return { form: document.querySelector('form')!, button: document.querySelector('button')! };
};

describe('carrySubmitter', () => {
  it('carries a named button as a hidden field, and takes it back', () => {
    const { form: f, button } = form('<input name="q" value="Lyon"><button name="op" value="search">Search</button>');
    button.disabled = true;
    const undo = carrySubmitter(f, button);
    expect([...new FormData(f)]).toEqual([['q', 'Lyon'], ['op', 'search']]);
    undo();
    expect([...new FormData(f)]).toEqual([['q', 'Lyon']]);
  });

  it('adds nothing for a button without a name, or one a hidden field already carries: sent once', () => {
    const { form: f, button } = form('<button>Search</button>');
    carrySubmitter(f, button)();
    expect([...new FormData(f)]).toEqual([]);
    const named = form('<input type="hidden" name="op" value="search"><button name="op" value="search">Search</button>');
    named.button.disabled = true;
    carrySubmitter(named.form, named.button);
    expect([...new FormData(named.form)]).toEqual([['op', 'search']]);
  });
});
