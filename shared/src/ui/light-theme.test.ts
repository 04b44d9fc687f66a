import fs from 'node:fs';
import path from 'node:path';
import { brandLightTheme } from './brand';
import { lightTheme } from './theme';

const file = path.join(__dirname, 'light-theme.json');

describe('the light theme', () => {
  it("is Fluent's theme of the brand ramp (rewrite: WRITE_LIGHT_THEME=1 npx jest shared/src/ui/light-theme)", () => {
    const made = brandLightTheme();
    if (process.env.WRITE_LIGHT_THEME === '1') fs.writeFileSync(file, `${JSON.stringify(made, null, 2)}\n`);
    else expect(lightTheme).toEqual(made);
  });
});
