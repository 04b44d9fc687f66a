import { UNSTORABLE_TEXT_MESSAGE, unstorableTextViolations } from './validation';

describe('unstorableTextViolations', () => {
  it('names every string with NUL or an unpaired surrogate by its path, in document order', () => {
    const body = {
      name: 'a\u0000',
      portions: [{ name: 'ok' }, { name: '\udfff' }],
      nutrients: { calories: 1 },
      note: 'pair \ud83c\udf72 and \ud83c',
    };
    expect(unstorableTextViolations(body)).toEqual(
      ['name', 'portions[1].name', 'note'].map((propertyPath) => ({ propertyPath, message: UNSTORABLE_TEXT_MESSAGE })),
    );
    expect(unstorableTextViolations({ 'date[after]': '2024-01-01\u0000' })).toEqual([
      { propertyPath: 'date[after]', message: UNSTORABLE_TEXT_MESSAGE },
    ]);
  });

  it('accepts any other text, emoji and right-to-left marks included', () => {
    expect(
      unstorableTextViolations({
        name: '🍲 مرحبا \u202e',
        list: ['\ud83c\udf72'],
        nothing: null,
      }),
    ).toEqual([]);
  });

  it('walks JSON nested 100,000 deep and lists of 500,000 items (no recursion, no spread)', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`);
    expect(unstorableTextViolations(deep)).toHaveLength(1);
    expect(unstorableTextViolations(Array.from({ length: 500_000 }, () => 'x'))).toEqual([]);
  });
});
