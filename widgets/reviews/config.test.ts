// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ConfigInput } from '../../src/loader/types';
import { parseReviewsConfig } from './config';

const REVIEW = { authorName: 'Anna S.', rating: 4, reviewDate: '2026-11-02', content: 'Great.', comments: [] };
const input = (json: unknown, data: Record<string, string> = {}, locale = 'en_US'): ConfigInput => ({ widget: 'reviews', id: 'r', json, data, locale });
const ok = (result: ReturnType<typeof parseReviewsConfig>) => {
  if (!result.ok) throw new Error(result.errors.join('\n'));
  return result.value;
};

describe('parseReviewsConfig', () => {
  it('fills the spec defaults', () => {
    const config = ok(parseReviewsConfig(input({ recent: [REVIEW, REVIEW], total: 73, averageRating: 4.9 })));
    expect(config).toMatchObject({
      showDesktop: 4,
      showMobile: 2,
      mobileBreakpoint: 768,
      carouselTotal: 2,
      title: 'Recent Reviews',
      hLevel: 2,
      hideSchema: false,
      autoplay: false,
      autoplaySpeed: 3000,
      brandName: null,
      dateFormatString: null,
      starIcons: null,
    });
    expect(config.data).toEqual({ recent: [REVIEW, REVIEW], total: 73, averageRating: 4.9 });
    expect(config.labels.basedOn).toBe('Based on {count} Reviews');
  });

  it('reads the carousel data attributes and the options', () => {
    const config = ok(
      parseReviewsConfig(
        input(
          { recent: [REVIEW, REVIEW, REVIEW], title: 'Avis', hLevel: 4, brandName: 'Pommelune', hideSchema: true, autoplay: true, autoplaySpeed: 5000, dateFormatString: 'DD/MM/YYYY', starIcons: { full: 'f.svg', half: 'h.svg', empty: 'e.svg' }, labels: { ownerResponse: 'Owner says' } },
          { showdesktop: '3', showmobile: '1', total: '2', mobilebreakpoint: '600' },
          'fr_FR',
        ),
      ),
    );
    expect(config).toMatchObject({ showDesktop: 3, showMobile: 1, carouselTotal: 2, mobileBreakpoint: 600, title: 'Avis', hLevel: 4, brandName: 'Pommelune', hideSchema: true, autoplay: true, autoplaySpeed: 5000, dateFormatString: 'DD/MM/YYYY' });
    expect(config.starIcons).toEqual({ full: 'f.svg', half: 'h.svg', empty: 'e.svg' });
    expect(config.labels.ownerResponse).toBe('Owner says');
    expect(config.labels.basedOn).toBe('Basé sur {count} avis');
  });

  it('never puts more reviews in the carousel than it was given', () => {
    expect(ok(parseReviewsConfig(input({ recent: [REVIEW] }, { total: '12' }))).carouselTotal).toBe(1);
  });

  it('a total below the list, or a fraction, is the list length, with a warning', () => {
    for (const [total, shown] of [[0, '0'], [1, '1'], [2.5, '2.5']] as const) {
      const result = parseReviewsConfig(input({ recent: [REVIEW, REVIEW, REVIEW], total, averageRating: 4 }));
      expect(result).toMatchObject({ ok: true, warnings: [`[locator] reviews#r: config.total must be a whole number, at least the 3 reviews given, got ${shown}; 3 is shown`] });
      expect(ok(result).data.total).toBe(3);
    }
  });

  it('derives total and average from the list when the block leaves them out', () => {
    const config = ok(parseReviewsConfig(input({ recent: [REVIEW, { ...REVIEW, rating: 5 }] })));
    expect(config.data.total).toBe(2);
    expect(config.data.averageRating).toBe(4.5);
  });

  it('names every problem with its path', () => {
    const result = parseReviewsConfig(input({ recent: [REVIEW], hLevel: 7, starIcons: { full: 'f.svg' } }, { showdesktop: 'four', showmobile: '0' }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual(
      expect.arrayContaining([
        '[locator] reviews#r: config.hLevel must be between 2 and 6, got 7',
        '[locator] reviews#r: data-showdesktop must be a number, got "four"',
        '[locator] reviews#r: data-showmobile must be a whole number between 1 and 12, got "0"',
        '[locator] reviews#r: config.starIcons must be an object with full, half and empty, got an object',
      ]),
    );
  });

  it('leaves out a label it does not know, or one that is no text, and shows its own (a page’s typo keeps the reviews)', () => {
    const result = parseReviewsConfig(input({ recent: [REVIEW], labels: { nope: 'x', title: 7, basedOn: 'Sur {count} avis' } }));
    expect(result).toMatchObject({ ok: true, value: { title: 'Recent Reviews', labels: { basedOn: 'Sur {count} avis' } } });
    expect(result.ok && result.warnings).toEqual([
      expect.stringMatching(/^\[locator\] reviews#r: config\.labels\.nope must be a known key \(.*\), got "nope"; left out$/),
      '[locator] reviews#r: config.labels.title must be a string, got 7; left out',
    ]);
  });

  it('keeps a review whose comments are no list, without them; one without an author is left out', () => {
    const { authorName: _, ...anonymous } = REVIEW;
    const result = parseReviewsConfig(input({ recent: [anonymous, { ...REVIEW, comments: 'none' }] }));
    expect(result.ok && result.value.data.recent.map((r) => [r.authorName, r.comments])).toEqual([['Anna S.', []]]);
    expect(result.ok && result.warnings).toEqual([
      '[locator] reviews#r: config.recent[0].authorName must be a string, got undefined; left out',
      '[locator] reviews#r: config.recent[1].comments must be an array, got "none"; left out',
    ]);
  });

  it('leaves out a review with a problem, and an owner’s response with one, and shows the rest', () => {
    const badResponse = { isOwnerResponse: true, date: 'last week', content: 'Thanks' };
    const goodResponse = { isOwnerResponse: true, date: '2026-11-03', content: 'Thank you!' };
    const recent = [
      REVIEW,
      { ...REVIEW, rating: 'five', reviewDate: 'yesterday', comments: [badResponse] },
      'oops',
      { ...REVIEW, authorName: 'Ben', comments: [badResponse, goodResponse] },
      { ...REVIEW, authorName: 'Cleo', comments: [{ isOwnerResponse: 'yes', content: 'x' }] },
    ];
    const result = parseReviewsConfig(input({ recent, total: 40, averageRating: 4.1 }));
    expect(result).toMatchObject({ ok: true });
    if (!result.ok) return;
    expect(result.value.data.recent.map((r) => [r.authorName, r.comments])).toEqual([
      ['Anna S.', []],
      ['Ben', [goodResponse]],
      ['Cleo', []],
    ]);
    expect(result.value.data.total).toBe(40);
    expect(result.value.carouselTotal).toBe(3);
    expect(result.warnings).toEqual([
      '[locator] reviews#r: config.recent[1].rating must be a number between 1 and 5, got "five"; left out',
      '[locator] reviews#r: config.recent[1].reviewDate must be a date (YYYY-MM-DD), got "yesterday"; left out',
      '[locator] reviews#r: config.recent[2] must be an object, got "oops"; left out',
      '[locator] reviews#r: config.recent[3].comments[0].date must be a date (YYYY-MM-DD), got "last week"; left out',
      // A flag that is neither true nor false: whose reply it is cannot be told, and nothing else of it is read.
      '[locator] reviews#r: config.recent[4].comments[0].isOwnerResponse must be true or false, got "yes"; left out',
    ]);
  });

  it('reads a rating and a switch written as strings, as CMS exports write them (the markup contract)', () => {
    const recent = [{ ...REVIEW, rating: '4', comments: [{ isOwnerResponse: 'true', date: '2026-11-14', content: 'Thanks' }] }, { ...REVIEW, rating: ' 5 ' }];
    const result = parseReviewsConfig(input({ recent }));
    expect(result).toMatchObject({ ok: true, value: { data: { recent: [{ rating: 4, comments: [{ isOwnerResponse: true, content: 'Thanks' }] }, { rating: 5 }] } } });
    // A text stays a text: an author named "2026" is a name.
    expect(parseReviewsConfig(input({ recent: [{ ...REVIEW, authorName: '2026' }] }))).toMatchObject({ ok: true, value: { data: { recent: [{ authorName: '2026' }] } } });
  });

  it('averages only the reviews it keeps when the block gives no average', () => {
    const result = parseReviewsConfig(input({ recent: [REVIEW, { ...REVIEW, rating: 5 }, { ...REVIEW, rating: 9 }] }));
    // The one left out still counts in the total the block leaves out: it is a review, only not shown.
    expect(result).toMatchObject({ ok: true, value: { data: { total: 3, averageRating: 4.5 } } });
  });

  it('is an error when every review of a list is left out: "No reviews yet" must not cover the server\'s reviews', () => {
    const recent = [{ ...REVIEW, reviewDate: '13/11/2026' }, { ...REVIEW, rating: 'five' }];
    const result = parseReviewsConfig(input({ recent, total: 31, averageRating: 4.4 }));
    expect(result).toEqual({
      ok: false,
      errors: [
        '[locator] reviews#r: config.recent[0].reviewDate must be a date (YYYY-MM-DD), got "13/11/2026"',
        '[locator] reviews#r: config.recent[1].rating must be a number between 1 and 5, got "five"',
      ],
    });
  });

  it('keeps its default title when the block gives a blank one', () => {
    expect(ok(parseReviewsConfig(input({ recent: [REVIEW], title: '  ' }))).title).toBe('Recent Reviews');
    expect(ok(parseReviewsConfig(input({ recent: [REVIEW], title: '', labels: { title: 'Avis récents' } }))).title).toBe('Avis récents');
    expect(ok(parseReviewsConfig(input({ recent: [REVIEW], title: 'Avis' }))).title).toBe('Avis');
  });

  it('reads only the owner’s responses: a reply from someone else is never shown, so its mistakes skip nothing', () => {
    const replies = [{ isOwnerResponse: false, content: 'me too' }, { isOwnerResponse: false, date: 'last week' }, { content: 'no flag' }, { isOwnerResponse: true, date: '2026-11-03', content: 'Thank you!' }];
    const result = parseReviewsConfig(input({ recent: [{ ...REVIEW, comments: replies }] }));
    expect(result).toMatchObject({ ok: true });
    expect(ok(result).data.recent[0]!.comments).toEqual([{ isOwnerResponse: true, date: '2026-11-03', content: 'Thank you!' }]);
    expect(result.ok && result.warnings).toBeFalsy();
    // The owner's own response still needs its date: without one it is left out, and the console says so.
    expect(parseReviewsConfig(input({ recent: [{ ...REVIEW, comments: [{ isOwnerResponse: true, content: 'x' }] }] }))).toEqual({
      ok: true,
      value: expect.objectContaining({ data: expect.objectContaining({ recent: [REVIEW] }) }),
      warnings: ['[locator] reviews#r: config.recent[0].comments[0].date must be a date (YYYY-MM-DD), got undefined; left out'],
    });
  });

  it('needs an average from 1 when there are reviews: none to compute it from, or 0, is an error', () => {
    const error = (got: string) => ({ ok: false, errors: [`[locator] reviews#r: config.averageRating must be a number between 1 and 5 when total is above 0, got ${got}`] });
    expect(parseReviewsConfig(input({ recent: [], total: 12 }))).toEqual(error('undefined'));
    expect(parseReviewsConfig(input({ recent: [], total: 12, averageRating: 0 }))).toEqual(error('0'));
    expect(ok(parseReviewsConfig(input({ recent: [], total: 12, averageRating: 4.2 }))).data.averageRating).toBe(4.2);
    // No review at all: nothing to average, and the block says so.
    expect(ok(parseReviewsConfig(input({ recent: [], total: 0 }))).data).toEqual({ recent: [], total: 0, averageRating: 0 });
  });

  it('requires the recent list', () => {
    expect(parseReviewsConfig(input({ total: 3 }))).toEqual({ ok: false, errors: ['[locator] reviews#r: config.recent must be an array, got undefined'] });
  });

  it('never throws, whatever the block holds', () => {
    fc.assert(
      fc.property(fc.anything(), fc.dictionary(fc.constantFrom('showdesktop', 'showmobile', 'total', 'mobilebreakpoint'), fc.string()), (json, data) => {
        const result = parseReviewsConfig(input(json, data));
        expect(typeof result.ok).toBe('boolean');
      }),
    );
  });
});
