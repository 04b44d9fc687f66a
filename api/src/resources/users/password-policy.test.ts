import * as v from 'valibot';
import { isCommonPassword, MAX_PASSWORD_LENGTH, newPasswordSchema } from './password-policy';

const schema = newPasswordSchema('Password');
const problems = (password: string) => {
  const result = v.safeParse(schema, password);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('new password policy', () => {
  it.each(['password', 'PASSWORD1', 'qwertyuiop', 'iloveyou', '12345678', 'Sunshine'])(
    'refuses the common password %j',
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
      expect(problems(password)).toEqual(['Password is one of the most commonly used passwords; choose another.']);
    },
  );

  it('accepts a long uncommon passphrase, with any characters', () => {
    expect(problems('paarse olifant fietst naar Zwolle 🐘')).toEqual([]);
    expect(problems('e2e-password-1')).toEqual([]);
  });

  it('needs 8 to 128 characters, counted as a person counts them', () => {
    expect(problems('Xq7#vb2')).toEqual(['Password must be at least 8 characters.']);
    // 14 UTF-16 units, 7 characters
    expect(problems('🐘🐘🐘🐘🐘🐘🐘')).toEqual(['Password must be at least 8 characters.']);
    expect(problems('🐘'.repeat(MAX_PASSWORD_LENGTH))).toEqual([]);
    expect(problems('x'.repeat(MAX_PASSWORD_LENGTH + 1))).toEqual(['Password must be at most 128 characters.']);
  });
});
