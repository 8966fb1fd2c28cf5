import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy…/waitFor give up after 5 s, not 1: a loaded CI machine must not fail a right screen.
configure({ asyncUtilTimeout: 5_000 });

// Without vitest's globals Testing Library does not unmount on its own.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});
