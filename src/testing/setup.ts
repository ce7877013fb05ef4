import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
// Widgets read their texts synchronously; in the bundle the loader loads a page's language before it mounts them.
import '../i18n/all';

afterEach(() => {
  cleanup();
});
