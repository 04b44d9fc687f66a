import { createLinguiConfig } from './build/lingui.mjs';

export default createLinguiConfig('src/i18n/locales');
