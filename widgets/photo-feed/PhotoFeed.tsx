import { strings } from '../../src/i18n/strings';
import type { WidgetProps } from '../../src/loader/types';
import type { PhotoFeedConfig } from './config';
import { PhotoGrid } from './PhotoGrid';
import { ServerContent } from '../../src/loader/ServerContent';
import { usePhotoFeed } from './usePhotoFeed';
import './photo-feed.css';

/**
 * The photo feed (spec §2): the server-rendered grid stays while the first page loads, and for good if the feed
 * fails; once photos arrive, the widget's grid takes its place.
 */
export function PhotoFeed({ config, context }: WidgetProps<PhotoFeedConfig>) {
  const { state, loadMore } = usePhotoFeed(config, context);
  // The server grid stays (moved, not re-parsed) while the feed loads and when it fails; the wrapper adds no box.
  if (state.status !== 'ready') {
    return <ServerContent fragment={context.server} style={{ display: 'contents' }} aria-busy={state.status === 'loading' || undefined} />;
  }
  return (
    <PhotoGrid
      photos={state.photos}
      hasNext={state.hasNext}
      loadingMore={state.loadingMore}
      added={state.added}
      onLoadMore={context.guard(loadMore)}
      text={config.text}
      newTab={strings(context.locale).newTab}
      locale={context.locale}
      resolution={config.resolution}
      showLocation={config.showLocation}
    />
  );
}
