import type { FixtureLocation } from '../../../../fixtures/lib/types';
import { thumbnailUrl } from '../../../../src/core/youtube';
import { strings } from '../../../../src/i18n/strings';
import '../../../../src/i18n/all';
import { html, type Raw } from '../../html';
import { sandboxServices } from '../layout';
import { siteTexts } from '../texts';

/** The brand's store-tour film (YouTube's own IFrame API demo video stands in for it). */
export const SAMPLE_VIDEO_URL = 'https://www.youtube.com/watch?v=M7lc1UVf-VE';
const SAMPLE_VIDEO_ID = 'M7lc1UVf-VE';

/**
 * A video section: without JavaScript, the thumbnail linking to the video on YouTube, captioned in the page's
 * language; the video widget turns it into a play button that loads the player on demand. The host's 16:9 box is
 * the widget's box, so nothing shifts.
 */
export function videoSection(location: FixtureLocation, origin: string): Raw {
  const texts = siteTexts(location.locale);
  const title = texts.storeTour.replace('{name}', () => location.name);
  const thumbnail = thumbnailUrl(sandboxServices(origin).videoThumbnails, SAMPLE_VIDEO_ID, 0);
  return html`<section class="video" aria-labelledby="video-title"><h2 id="video-title">${texts.video}</h2>
<div data-locator="video" id="store-video" class="video-frame" style="aspect-ratio: 16 / 9; max-width: 40rem; background: #000;"
 data-video-url="${SAMPLE_VIDEO_URL}" data-title="${title}" data-thumbnail-index="0" data-show-title="0" data-show-controls>
<a href="${SAMPLE_VIDEO_URL}" style="display: block; height: 100%; color: #fff; position: relative;"><img src="${thumbnail}" alt="" style="width: 100%; height: 100%; object-fit: cover; display: block;"><span style="position: absolute; left: 0; right: 0; bottom: 0; padding: 0.5rem; background: rgba(0, 0, 0, 0.8);">${strings(location.locale).video.watchOnYouTube}</span></a>
</div></section>`;
}
