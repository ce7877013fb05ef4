import type { WidgetDefinition } from '../../src/loader/types';
import { parseLinkCheckerConfig, type LinkCheckerConfig } from './config';
import { LinkChecker } from './LinkChecker';

const linkChecker: WidgetDefinition<LinkCheckerConfig> = {
  mode: 'enhance',
  // It only rewrites the links it checks: no root element in the host.
  root: 'detached',
  parse: parseLinkCheckerConfig,
  Component: LinkChecker,
  // 'ready' once every link is checked, for pages and tests that wait for the outcome.
  signalsReady: true,
};
export default linkChecker;
