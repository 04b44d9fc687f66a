import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';

// The test command runs a jest worker per core (jest.config.cjs), so a render can wait for a core: findBy and
// waitFor give a busy machine 5 s instead of 1 s before they fail. A passing test waits no longer for it.
configure({ asyncUtilTimeout: 5_000 });
