import { counted } from '../../src/core/photo-feed/counted';
import { NEW_TAB_REL } from '../../src/loader/schema';
import type { FeedItem } from '../../src/services/photo-feed/client';
import type { PhotoFeedStrings } from '../../src/i18n/photo-feed';
import { CommentIcon, HeartIcon } from './Icons';

export interface PhotoItemProps {
  photo: FeedItem;
  text: PhotoFeedStrings;
  newTab: string;
  locale: string;
  showLocation: boolean;
}

/**
 * One photo: the image (width and height set, so its box is reserved before it loads), its caption as alt text (or
 * the word for a photo, with its place), the
 * likes and comments counts as text, linking out in a new tab. Caption and place are untrusted: React text only.
 */
export function PhotoItem({ photo, text, newTab, locale, showLocation }: PhotoItemProps) {
  const { image } = photo;
  // A photo without a caption still says what it is: an empty alt would name the link by its counts alone.
  const alt = photo.caption.trim() || (photo.locationName ? `${text.untitled}, ${photo.locationName}` : text.untitled);
  const body = (
    <>
      <img className="locator-photo-feed__image" src={image.url} width={image.width} height={image.height} alt={alt} loading="lazy" decoding="async" />
      <span className="locator-photo-feed__count">
        <HeartIcon />
        {counted(text.likes, photo.likes, locale)}
      </span>
      <span className="locator-photo-feed__count">
        <CommentIcon />
        {counted(text.comments, photo.comments, locale)}
      </span>
      {showLocation && photo.locationName ? <span className="locator-photo-feed__place">{photo.locationName}</span> : null}
    </>
  );
  return (
    <li className="locator-photo-feed__item">
      {photo.link ? (
        <a className="locator-photo-feed__link" href={photo.link} target="_blank" rel={NEW_TAB_REL.join(' ')}>
          {body}
          {/* The spec's hint is English in every page language. */}
          <span className="locator-photo-feed__hidden" lang="en">
            {' '}
            {newTab}
          </span>
        </a>
      ) : (
        // No link to follow: still a focus target for "load more", but not a tab stop.
        <div className="locator-photo-feed__link" tabIndex={-1}>
          {body}
        </div>
      )}
    </li>
  );
}
