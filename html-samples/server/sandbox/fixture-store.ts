import { loadGazetteer, loadLocations } from '../../../fixtures/index';
import type { FixtureLocation, Gazetteer } from '../../../fixtures/lib/types';
import { PlaceIndex } from './geocoding/place-index';
import { MediaStore } from './instagram/media-store';

/**
 * Fixture data and the indexes built from it, each built on first use and then kept: the geocoding index takes
 * about a tenth of a second to build, after which queries take well under a millisecond.
 */
export class FixtureStore {
  private placeIndex: PlaceIndex | undefined;
  private mediaStore: MediaStore | undefined;

  constructor(private readonly dir: string) {}

  locations(): FixtureLocation[] {
    return loadLocations(this.dir);
  }

  gazetteer(): Gazetteer {
    return loadGazetteer(this.dir);
  }

  places(): PlaceIndex {
    this.placeIndex ??= new PlaceIndex(this.gazetteer());
    return this.placeIndex;
  }

  media(): MediaStore {
    this.mediaStore ??= new MediaStore(this.locations());
    return this.mediaStore;
  }
}
