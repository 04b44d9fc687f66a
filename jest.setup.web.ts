import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';

// Configured through Testing Library's DOM package: importing its React package here, before a test file's own
// polyfills (shared/test/render), changed how a pasted or typed search reached the catalog pickers.
// The test command runs a jest worker per core (jest.config.cjs), so a render can wait for a core: findBy and
// waitFor give a busy machine 5 s instead of 1 s before they fail. A passing test waits no longer for it.
configure({ asyncUtilTimeout: 5_000 });
