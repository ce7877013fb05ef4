import type { FixtureLocation } from '../../../../fixtures/lib/types';
import { html, type Raw } from '../../html';

export function photosSection(location: FixtureLocation): Raw {
  if (!location.photos.length) return html``;
  return html`<section class="photos" aria-labelledby="photos-title"><h2 id="photos-title">Photos</h2>
<ul class="photo-grid">${location.photos.map(
    (photo) => html`<li><a href="${photo.link}" target="_blank"><img src="${photo.images.thumbnail.url}" width="150" height="150" alt="${photo.caption.text}" loading="lazy"></a></li>`,
  )}</ul></section>`;
}
