import type { FixtureLocation, FixturePhoto } from '../../../../fixtures/lib/types';
import { counted } from '../../../../src/core/photo-feed/counted';
import { NEW_TAB_REL, VISUALLY_HIDDEN_STYLE } from '../../../../src/loader/schema';
import { strings } from '../../../../src/i18n/strings';
import '../../../../src/i18n/all';
import { html, jsonBlock, type Raw } from '../../html';
import { siteTexts } from '../texts';

/** The page size of the location pages' feed: the server renders the same first page the widget asks for. */
export const PHOTO_FEED_LIMIT = 6;
const HIDDEN = VISUALLY_HIDDEN_STYLE;

/** Newest first, as the feed endpoint lists a user's media. */
export function newestFirst(photos: readonly FixturePhoto[]): FixturePhoto[] {
  return photos.slice().sort((a, b) => Number(b.created_time) - Number(a.created_time) || (a.id < b.id ? -1 : 1));
}

/**
 * The JS-off grid: each photo links out in a new tab, with its caption as alt text and its likes and comments counts
 * in the page language on two lines (the widget keeps those metrics, so replacing this markup moves nothing).
 */
export function photoGridMarkup(photos: readonly FixturePhoto[], locale: string): Raw {
  const text = strings(locale);
  return html`<ul class="photo-grid">${photos.map(
    (photo) =>
      html`<li><a href="${photo.link}" target="_blank" rel="${NEW_TAB_REL.join(' ')}"><img src="${photo.images.thumbnail.url}" width="${photo.images.thumbnail.width}" height="${photo.images.thumbnail.height}" alt="${photo.caption.text}" loading="lazy"><span>${counted(text.photoFeed.likes, photo.likes.count, locale)}</span><br><span>${counted(text.photoFeed.comments, photo.comments.count, locale)}</span><span style="${HIDDEN}" lang="en"> ${text.newTab}</span></a></li>`,
  )}</ul>`;
}

/**
 * The photos section: the first page of the store's feed, rendered by the CMS, marked for the photo-feed widget,
 * which loads the same feed from the photo service (the sandbox in the samples) and adds the "load more" paging.
 * User id = the location id (the sandbox's convention).
 */
export function photosSection(location: FixtureLocation): Raw {
  if (!location.photos.length) return html``;
  const photos = newestFirst(location.photos);
  const config = { get: 'user', userId: Number(location.id), accessToken: 'sandbox-token', limit: PHOTO_FEED_LIMIT, transport: 'json' };
  const profile = photos[0]?.user.username;
  // The profile link sits beside the widget, not in it: the widget replaces its own markup (the grid) and would take
  // the link with it, and the link is as useful to a visitor with the "load more" paging as without it.
  return html`<section class="photos" aria-labelledby="photos-title"><h2 id="photos-title">${siteTexts(location.locale).photos}</h2>
<div data-locator="photo-feed" id="photo-feed">
<script type="application/json" data-locator-config>${jsonBlock(config)}</script>
${photoGridMarkup(photos.slice(0, PHOTO_FEED_LIMIT), location.locale)}
</div>
${profile ? html`<p class="photos__profile"><a href="https://www.instagram.com/${profile}/" target="_blank" rel="${NEW_TAB_REL.join(' ')}">Instagram: @${profile}<span style="${HIDDEN}" lang="en"> ${strings(location.locale).newTab}</span></a></p>` : ''}
</section>`;
}
