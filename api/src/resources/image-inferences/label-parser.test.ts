import { numberTokens, readingsOf } from './label-numbers';
import { parseNutritionLabel } from './label-parser';

const lines = (...text: string[]) => text.join('\n');

describe('parseNutritionLabel: label styles', () => {
  it('reads a clean English EU table per 100 g, only the fields printed', () => {
    const reading = parseNutritionLabel(
      lines(
        'Nutrition information',
        'Typical values   Per 100 g',
        'Energy   1046 kJ / 250 kcal',
        'Fat   12.5 g',
        'of which saturates   4.1 g',
        'Carbohydrate   28.0 g',
        'of which sugars   3.2 g',
        'Protein   6.0 g',
        'Salt   0.85 g',
      ),
    );
    expect(reading).toEqual({
      unit: 'gram',
      nutrients: {
        calories: 250,
        totalFat: 12.5,
        saturatedFat: 4.1,
        totalCarbohydrates: 28,
        sugars: 3.2,
        proteins: 6,
        salt: 0.85,
      },
      fieldsRead: ['calories', 'totalFat', 'saturatedFat', 'totalCarbohydrates', 'sugars', 'proteins', 'salt'],
    });
  });

  it("reads '<0.5 g' as less than 0.5 g: half of it, with or without a space after the '<'", () => {
    const reading = parseNutritionLabel(
      lines(
        'Nutrition information',
        'Typical values   Per 100 g',
        'Energy   1046 kJ / 250 kcal',
        'Fat   12.5 g',
        'of which saturates   <0.1 g',
        'Carbohydrate   28.0 g',
        'of which sugars   < 0.5 g',
        'Protein   6.0 g',
        'Salt   <0,01 g',
      ),
    );
    expect(reading.nutrients).toEqual({
      calories: 250,
      totalFat: 12.5,
      saturatedFat: 0.05,
      totalCarbohydrates: 28,
      sugars: 0.25,
      proteins: 6,
      salt: 0.005,
    });
  });

  it('reads Dutch words with decimal commas and the basis in the title', () => {
    const reading = parseNutritionLabel(
      lines(
        'Voedingswaarde per 100 g',
        'Energie 1046 kJ / 248 kcal',
        'Vet 3,2 g',
        'waarvan verzadigde vetzuren 0,6 g',
        'waarvan enkelvoudig onverzadigde vetzuren 1,9 g',
        'Koolhydraten 41,5 g',
        'waarvan suikers 3,8 g',
        'Voedingsvezel 6,9 g',
        'Eiwitten 10,6 g',
        'Zout 1,1 g',
      ),
    );
    expect(reading.nutrients).toEqual({
      calories: 248,
      totalFat: 3.2,
      saturatedFat: 0.6,
      totalCarbohydrates: 41.5,
      sugars: 3.8,
      fibers: 6.9,
      proteins: 10.6,
      salt: 1.1,
    });
  });

  it('tolerates German words', () => {
    const reading = parseNutritionLabel(
      lines(
        'Durchschnittliche Nährwerte pro 100 g',
        'Energie 1590 kJ / 378 kcal',
        'Fett 8,4 g',
        'davon gesättigte Fettsäuren 1,6 g',
        'Kohlenhydrate 58,2 g',
        'davon Zucker 15,9 g',
        'Ballaststoffe 8,7 g',
        'Eiweiß 10,3 g',
        'Salz 0,05 g',
      ),
    );
    expect(reading.nutrients).toEqual({
      calories: 378,
      totalFat: 8.4,
      saturatedFat: 1.6,
      totalCarbohydrates: 58.2,
      sugars: 15.9,
      fibers: 8.7,
      proteins: 10.3,
      salt: 0.05,
    });
  });

  it.each(['per 100 ml', 'Per 100ml', 'pro 100 ml', 'Gemiddelde waarden per 100 mI'])(
    'answers milliliter for a header saying %s',
    (basis) => {
      expect(
        parseNutritionLabel(lines(`Typical values ${basis}`, 'Energy 180 kJ / 42 kcal', 'Carbohydrate 10.6 g')).unit,
      ).toBe('milliliter');
    },
  );

  it('takes the per-100 g column beside per portion and %RI, never a %RI value', () => {
    const reading = parseNutritionLabel(
      lines(
        'Typical values   Per 100 g   Per portion (30 g)   %RI*',
        'Energy   2232 kJ   670 kJ   8%',
        '535 kcal   161 kcal   8%',
        'Fat   33.4 g   10 g   14%',
        'of which saturates   2.9 g   0.9 g   5%',
        'Carbohydrate   50.6 g   15.2 g   6%',
        'Protein   6.3 g   1.9 g   4%',
        'Salt   7%',
      ),
    );
    expect(reading.nutrients).toEqual({
      calories: 535,
      totalFat: 33.4,
      saturatedFat: 2.9,
      totalCarbohydrates: 50.6,
      proteins: 6.3,
    });
  });

  it('takes the per-100 g column when the header puts it second', () => {
    const reading = parseNutritionLabel(
      lines(
        'Per serving (40 g)   Per 100 g',
        'Energy 644 kJ / 152 kcal   1610 kJ / 381 kcal',
        'Fat 0.8 g   2.1 g',
        'Carbohydrate 31.8 g   79.5 g',
        'Protein 3.3 g   8.2 g',
      ),
    );
    expect(reading.nutrients).toEqual({ calories: 381, totalFat: 2.1, totalCarbohydrates: 79.5, proteins: 8.2 });
  });

  it('reads calories from kJ when only kJ is printed', () => {
    const reading = parseNutritionLabel(
      lines('Per 100 g', 'Energy 2232 kJ', 'Fat 33.4 g', 'Carbohydrate 50.6 g', 'Protein 6.3 g'),
    );
    expect(reading.nutrients.calories).toBeCloseTo(2232 / 4.184, 0);
  });

  it('reads a thousands separator in energy', () => {
    expect(parseNutritionLabel(lines('Per 100 g', 'Energy 2.085 kJ / 497 kcal')).nutrients.calories).toBe(497);
    expect(parseNutritionLabel(lines('Per 100 g', 'Energy 2.085 kJ')).nutrients.calories).toBeCloseTo(498.3, 1);
  });

  it.each([
    ['Sodium 300 mg', 0.75],
    ['Natrium 440 mg', 1.1],
    ['Sodium 0.4 g', 1],
    ['Sodium 200', 0.5],
  ])('reads salt as sodium × 2.5 from "%s"', (row, salt) => {
    expect(parseNutritionLabel(lines('Per 100 g', 'Fat 1.6 g', row)).nutrients.salt).toBeCloseTo(salt, 3);
  });

  it('prefers a printed salt over sodium', () => {
    expect(parseNutritionLabel(lines('Per 100 g', 'Salt 1.2 g', 'Sodium 300 mg')).nutrients.salt).toBe(1.2);
  });

  it('reads potassium and caffeine in mg when printed', () => {
    const reading = parseNutritionLabel(lines('Per 100 ml', 'Kalium 190 mg', 'Cafeïne 32 mg', 'Caffeine 99 mg'));
    expect(reading.nutrients).toEqual({ potassium: 190, caffeine: 32 });
  });

  it('reads a US panel, skipping trans fat and added sugars', () => {
    const reading = parseNutritionLabel(
      lines(
        'Nutrition Facts',
        'Calories 230',
        'Total Fat 8g 10%',
        'Saturated Fat 1g 5%',
        'Trans Fat 0g',
        'Sodium 160mg 7%',
        'Total Carbohydrate 37g 13%',
        'Dietary Fiber 4g 14%',
        'Total Sugars 12g',
        'Includes 10g Added Sugars 20%',
        'Protein 3g',
      ),
    );
    expect(reading.nutrients).toEqual({
      calories: 230,
      totalFat: 8,
      saturatedFat: 1,
      totalCarbohydrates: 37,
      sugars: 12,
      fibers: 4,
      proteins: 3,
      salt: 0.4,
    });
  });

  it('reads nothing from text without a nutrition table', () => {
    expect(parseNutritionLabel('')).toEqual({ unit: 'gram', nutrients: {}, fieldsRead: [] });
    expect(
      parseNutritionLabel(lines('Ingredients: wheat flour, sugar, Kaliumcarbonate', 'Best before 12.2026')),
    ).toEqual({ unit: 'gram', nutrients: {}, fieldsRead: [] });
  });

  it('ignores energy numbers no food per 100 g can have', () => {
    expect(parseNutritionLabel(lines('Per 100 g', 'Energy 84004 kJ / 20000 kcal', 'Fat 2 g')).fieldsRead).toEqual([
      'totalFat',
    ]);
  });
});

describe('parseNutritionLabel: OCR slips', () => {
  it("repairs 'g' read as '9' when the table prints units (tesseract on a generated label)", () => {
    const reading = parseNutritionLabel(
      lines(
        'Nutrition information',
        'Typical values         Per 100 g',
        'Energy                 2085 kJ',
        '497 kcal',
        'Fat                       22.69',
        'of which saturates      11.69',
        'Carbohydrate           66.39',
        'of which sugars         37.39',
        'Fibre                     3.19',
        'Protein                  5.59',
        'Salt                      0.69',
      ),
    );
    expect(reading.nutrients).toEqual({
      calories: 497,
      totalFat: 22.6,
      saturatedFat: 11.6,
      totalCarbohydrates: 66.3,
      sugars: 37.3,
      fibers: 3.1,
      proteins: 5.5,
      salt: 0.6,
    });
  });

  it("repairs '62 g' read as '629g' (tesseract on a camera frame of the e2e label)", () => {
    const reading = parseNutritionLabel(
      lines(
        'Nutrition information              per 100 g',
        'Energy                         1800 kJ / 430 kcal',
        'Fat                                            1749',
        'of which saturates                           9.549',
        'Carbohydrate                               629g',
        'of which sugars                              30g',
        'Fibre                                          3.09',
        'Protein                                       6.59',
        'Salt                                         0.80 g',
      ),
    );
    expect(reading.nutrients).toEqual({
      calories: 430,
      totalFat: 17,
      saturatedFat: 9.5,
      totalCarbohydrates: 62,
      sugars: 30,
      fibers: 3,
      proteins: 6.5,
      salt: 0.8,
    });
  });

  it('puts dropped decimal points back where the energy sum confirms them (tesseract on a generated label)', () => {
    const reading = parseNutritionLabel(
      lines(
        'Typical values         Per 100 g',
        'Energy                 397 kJ / 95 kcal',
        'Fat                     51g',
        'of which saturates      3.39',
        'Carbohydrate           7.449',
        'of which sugars         7.449',
        'Protein                  4649',
        'Salt                      0.129',
      ),
    );
    expect(reading.nutrients).toEqual({
      calories: 95,
      totalFat: 5.1,
      saturatedFat: 3.3,
      totalCarbohydrates: 7.4,
      sugars: 7.4,
      proteins: 4.6,
      salt: 0.12,
    });
  });

  it('keeps a value as printed when the energy confirms it', () => {
    const reading = parseNutritionLabel(
      lines('Per 100 g', 'Energy 1502 kJ / 362 kcal', 'Fat 29 g', 'Carbohydrate 0 g', 'Protein 25 g'),
    );
    expect(reading.nutrients).toMatchObject({ totalFat: 29, proteins: 25 });
  });

  it("reads 'O'/'o' as 0 and 'l'/'I' as 1 inside numbers", () => {
    const reading = parseNutritionLabel(
      lines('Per 100 g', 'Fat lO,5 g', 'of which saturates lg', 'Protein I2.O g', 'Salt o.3 g'),
    );
    expect(reading.nutrients).toEqual({ totalFat: 10.5, saturatedFat: 1, proteins: 12, salt: 0.3 });
  });

  it('reads a lone 9 one space after a number as its g (tesseract, two columns, Dutch)', () => {
    const reading = parseNutritionLabel(
      lines(
        'Gemiddelde waarden              Per 100 g Per portie (40 g) %RI*',
        'Energie                               1610 kJ       644 kJ                 8%',
        '381 kcal     152 kcal             8%',
        'Vet                                   219         0,89                  1%',
        'waarvan verzadigde vetzuren       0,59          0,29                  1%',
        'Koolhydraten                         79,59        31,89                 12%',
        'waarvan suikers                     21,39        8,59                 9%',
        'Voedingsvezel                       51g         2g',
        'Eiwitten                              8,29         3,39                 7%',
        'Zout                                  0,78 9        0,39                  5%',
      ),
    );
    expect(reading.nutrients).toEqual({
      calories: 381,
      totalFat: 2.1,
      saturatedFat: 0.5,
      totalCarbohydrates: 79.5,
      sugars: 21.3,
      fibers: 5.1,
      proteins: 8.2,
      salt: 0.78,
    });
  });

  it('reads a garbled real photo: kJ read as k], garbled sugars label after carbohydrate (cookies, tesseract)', () => {
    const reading = parseNutritionLabel(
      lines(
        'NUTRITION INFORMATION & Ris          €        8',
        '-0C02 Ener             2085k] ~~ 438K       5% 84004)         rT Et = Ne',
        'ihers  Energy         497 kcal 104 keal      5% 2000 kcal i)   duit TB:     ==    ~~',
        '\\         Fat                              22.69            4.79             7%            709        /',
        ', Ofwhich Saturates    11.69     2.49     12%     200',
        'up,  Carboiygiate       663g 139     S91',
        'ium of whicHIgaEs “a   37.39     7.89     0%',
        '\\ fie WE A 3:19   0.79    is',
        '> Protein 4d     ® 55g       120       2%',
        'Salt pe   0.69    0.19    2%',
      ),
    );
    expect(reading.nutrients).toEqual({
      calories: 497,
      totalFat: 22.6,
      saturatedFat: 11.6,
      totalCarbohydrates: 66.3,
      sugars: 37.3,
      proteins: 5.5,
      salt: 0.6,
    });
  });

  it('reads the table, not the ingredients above it (the cocoa photo, tesseract)', () => {
    const reading = parseNutritionLabel(
      lines(
        'J)       [ § Kaliumcarbonate. *aus biologischer Landwirtschaft        \\',
        'Ty       Durchschnittliche Nährwerte pro 1009 / Prosjeëna hranjiva      Trocken und vor Wärme',
        'on             Energie / Energija / Energia /                   1603 kJ / 387 kcal',
        'GEE | Fett/ Masti/ Grassi / Mastobe         |                       21g         JS',
        'rey                  davon gesättigte Fettsäuren /                               139',
        '|         we       Kohlenhydrate / Ugljikohidrati / Carboidrati /            129',
        'Ek      |      Ogljikovi hidrati                     BiO',
        'Bealls |        davon Zucker / od kojih 3eceri / di cui zuccheri /     0,39         v',
        'alr     Ballaststoffe / Vlakna / Fibre /                    319      PN',
        'e -       EiweiB / Bjelantevine / Proteine / Beljakovine           229       Ly',
        'I | salz/ Sol / Sale / Sol                                    0109) En',
      ),
    );
    expect(reading).toEqual({
      unit: 'gram',
      nutrients: {
        calories: 387,
        totalFat: 21,
        saturatedFat: 13,
        totalCarbohydrates: 12,
        sugars: 0.3,
        fibers: 31,
        proteins: 22,
        salt: 0.1,
      },
      fieldsRead: [
        'calories',
        'totalFat',
        'saturatedFat',
        'totalCarbohydrates',
        'sugars',
        'fibers',
        'proteins',
        'salt',
      ],
    });
  });

  it('reads whole numbers as lost decimal points in a table that prints decimals (tesseract on a clean render)', () => {
    const reading = parseNutritionLabel(
      lines(
        'Typical values         Per 100 g',
        'Energy                  1159 kJ',
        '280 kcal',
        'Fat                       21.69',
        'of which saturates      21g',
        'Carbohydrate           1129',
        'of which sugars         11g',
        'Fibre                   6.19',
        'Protein                 7.19',
        'Salt                    12g',
      ),
    );
    expect(reading.nutrients).toEqual({
      calories: 280,
      totalFat: 21.6,
      saturatedFat: 2.1,
      totalCarbohydrates: 11.2,
      sugars: 1.1,
      fibers: 6.1,
      proteins: 7.1,
      salt: 1.2,
    });
  });

  it('keeps whole numbers in a table that prints 10 g and more without decimals (tesseract on the e2e label)', () => {
    const reading = parseNutritionLabel(
      lines(
        'per 100 g',
        'Energy 1800 kJ / 430 kcal',
        'Fat 1749',
        'Carbohydrate 629g',
        'of which sugars 30g',
        'Protein 6.59',
      ),
    );
    expect(reading.nutrients).toMatchObject({ totalFat: 17, totalCarbohydrates: 62, sugars: 30 });
  });

  it("reads '2.1.9' as 2.1 g and a garbled 'Salt' after protein as salt (tesseract on photographed renders)", () => {
    const reading = parseNutritionLabel(
      lines('Per 100 g', 'Fat 21649', 'of which saturates 2.1.9', 'Protein 10.29', 'Sat 13g ——'),
    );
    expect(reading.nutrients).toEqual({ totalFat: 21.6, saturatedFat: 2.1, proteins: 10.2, salt: 1.3 });
  });

  it('trusts the kJ when the kcal was misread and the macros agree with the kJ', () => {
    const reading = parseNutritionLabel(
      lines(
        'Per 100 g',
        'Energy 2085 kJ',
        '297 kcal',
        'Fat 22.6 g',
        'Carbohydrate 66.3 g',
        'Fibre 3.1 g',
        'Protein 5.5 g',
      ),
    );
    expect(reading.nutrients.calories).toBeCloseTo(2085 / 4.184, 1);
  });
});

describe('numberTokens and readingsOf', () => {
  it('finds numbers with their units, letters read as digits only inside numbers', () => {
    expect(numberTokens('of which saturates <0,5 g  1.2g 15% 2085 kJ 497kcal lg')).toEqual([
      { raw: '0.5', unit: 'g', below: true },
      { raw: '1.2', unit: 'g' },
      { raw: '15', unit: '%' },
      { raw: '2085', unit: 'kj' },
      { raw: '497', unit: 'kcal' },
      { raw: '1', unit: 'g' },
    ]);
    expect(numberTokens('Protein 4d Omega')).toEqual([]);
  });

  it('offers the printed value, the value without a trailing 9 that was the g, and a lost decimal point back', () => {
    const values = (raw: string, unitsInCells: boolean) =>
      readingsOf({ raw, unit: null }, { unitsInCells, printsDecimals: false }).map((reading) => reading.value);
    expect(values('22.69', true)[0]).toBe(22.6);
    expect(values('169', true)).toEqual(expect.arrayContaining([16, 1.6, 169]));
    expect(values('0.29', false)[0]).toBe(0.29);
    expect(values('078', false)).toEqual([0.78]);
  });
});
