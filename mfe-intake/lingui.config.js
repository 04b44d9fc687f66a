import { createLinguiConfig } from '@nutrilog/shared/build/lingui';

export default createLinguiConfig();
