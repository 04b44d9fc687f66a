import { readSrRecords, SrFormatError, srNdbNo, srNumber, srRequired } from './sr-format';

const latin1 = (text: string) => Buffer.from(text, 'latin1');

describe('readSrRecords', () => {
  it('splits on ^, strips the ~ of text fields, and reads empty fields (either kind) as no value', () => {
    const [record] = readSrRecords(latin1('~01001~^~BUTTER,WITH SALT~^15.87^^~~^0\r\n'), 'ABBREV.txt', 6);
    expect(record!.fields).toEqual(['01001', 'BUTTER,WITH SALT', '15.87', null, null, '0']);
    expect(record!.at).toEqual({ file: 'ABBREV.txt', line: 1 });
  });

  it('decodes Latin-1 and keeps ^-free punctuation inside text fields', () => {
    const content = Buffer.concat([
      latin1('~22996~^~Caf'),
      Buffer.from([0xe9]),
      latin1(' au lait, 1" sq, 1/3" high~\r\n'),
    ]);
    expect(readSrRecords(content, 'ABBREV.txt', 2)[0]!.fields).toEqual(['22996', 'Café au lait, 1" sq, 1/3" high']);
  });

  it('reads CRLF and LF lines, skips blank lines and counts lines as the file does', () => {
    const records = readSrRecords(latin1('~1~^a\r\n\r\n~2~^b\r\n\n~3~^c'), 'WEIGHT.txt', 2);
    expect(records.map((record) => [record.fields, record.at.line])).toEqual([
      [['1', 'a'], 1],
      [['2', 'b'], 3],
      [['3', 'c'], 5],
    ]);
  });

  it('refuses a record with another number of fields, or an unbalanced ~, naming file and line', () => {
    expect(() => readSrRecords(latin1('~1~^a\r\n~2~^b^c\r\n'), 'WEIGHT.txt', 2)).toThrow(
      new SrFormatError('WEIGHT.txt line 2: expected 2 fields, found 3'),
    );
    expect(() => readSrRecords(latin1('~1~^~open\r\n'), 'FOOD_DES.txt', 2)).toThrow(
      'FOOD_DES.txt line 1: unbalanced ~ in field "~open"',
    );
    expect(() => readSrRecords(latin1('~1~^~\r\n'), 'FOOD_DES.txt', 2)).toThrow(
      'FOOD_DES.txt line 1: unbalanced ~ in field "~"',
    );
  });
});

describe('field readers', () => {
  const [record] = readSrRecords(latin1('~09040~^74.91^^abc^-1^.5^~~\r\n'), 'ABBREV.txt', 7);

  it('read numbers, keeping "no value" apart from 0', () => {
    expect(srNumber(record!, 1, 'Water')).toBe(74.91);
    expect(srNumber(record!, 2, 'Fiber')).toBeNull();
    expect(srNumber(record!, 5, 'Sugar')).toBe(0.5);
    expect(() => srNumber(record!, 3, 'Energ_Kcal')).toThrow('ABBREV.txt line 1: Energ_Kcal is not a number ("abc")');
  });

  it('require what must be there, and five-digit NDB numbers', () => {
    expect(srNdbNo(record!)).toBe('09040');
    expect(srRequired(record!, 1, 'Water')).toBe('74.91');
    expect(() => srRequired(record!, 6, 'Long_Desc')).toThrow('ABBREV.txt line 1: Long_Desc is empty');
    const [short] = readSrRecords(latin1('~9040~\r\n'), 'ABBREV.txt', 1);
    expect(() => srNdbNo(short!)).toThrow('ABBREV.txt line 1: NDB_No must be five digits ("9040")');
  });
});
