import '@testing-library/jest-dom/vitest';
import { act, cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { testNow } from '../test-clock';
import { pinDate } from './pinned-date';

pinDate(testNow());

// Testing Library's cleanup does not unmount the React roots of custom elements: empty the body
// inside act() so their roots unmount too. (Node-environment tests have no document.)
afterEach(async () => {
  if (typeof document === 'undefined') {
    return;
  }
  cleanup();
  await act(async () => {
    document.body.innerHTML = '';
  });
  localStorage.clear();
});
