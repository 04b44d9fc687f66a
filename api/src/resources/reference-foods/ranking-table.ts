/*
 * Words people type in the food search, each with the SR food (NDB_No) a person means, chosen without looking at
 * the search's answer: everyday names, unfinished words, one typing slip, missing accents, and preparation and
 * form words that decide between variants of a food. A generic name means what the names tables say it means
 * (english-names.ts, dutch-names.ts: "rijst" is cooked rice, "melk" semi-skimmed milk); a preparation word means
 * SR's plainest food prepared so (without salt, meat only).
 */

export interface RankingCase {
  query: string;
  language: 'en' | 'nl';
  /** The SR food that should come first. */
  expected: string;
}

const nl = (query: string, expected: string): RankingCase => ({ query, language: 'nl', expected });
const en = (query: string, expected: string): RankingCase => ({ query, language: 'en', expected });

const DUTCH: readonly RankingCase[] = [
  // Everyday names, as typed
  nl('banaan', '09040'),
  nl('bananen', '09040'),
  nl('appel', '09003'),
  nl('aardbeien', '09316'),
  nl('melk', '01079'),
  nl('volle melk', '01077'),
  nl('halfvolle melk', '01079'),
  nl('magere melk', '01085'),
  nl('kipfilet', '05062'),
  nl('havermout', '08120'),
  nl('volkorenbrood', '18075'),
  nl('witbrood', '18069'),
  nl('griekse yoghurt', '01293'),
  nl('kwark', '01256'),
  nl('pindakaas', '16098'),
  nl('hagelslag', '19080'),
  nl('zalm', '15236'),
  nl('gerookte zalm', '15077'),
  nl('gehakt', '23572'),
  nl('boerenkool', '11234'),
  nl('sperziebonen', '11053'),
  nl('zoete aardappel', '11508'),
  nl('sinaasappelsap', '09209'),
  nl('zilvervliesrijst', '20037'),
  // Preparation words
  nl('gekookte aardappel', '11367'),
  nl('gekookte aardappelen', '11367'),
  nl('rauwe aardappel', '11354'),
  nl('gebakken ei', '01128'),
  nl('een gebakken ei', '01128'),
  nl('gekookt ei', '01129'),
  nl('rauwe kipfilet', '05062'),
  nl('gegrilde kipfilet', '05747'),
  nl('gebakken kipfilet', '05063'),
  nl('gekookte rijst', '20045'),
  nl('ongekookte rijst', '20044'),
  nl('rauwe spinazie', '11457'),
  nl('gekookte broccoli', '11091'),
  nl('rauwe broccoli', '11090'),
  nl('gekookte wortelen', '11125'),
  nl('gekookte pasta', '20121'),
  nl('gekookte kip', '05014'),
  // Unfinished words, written apart or together
  nl('banan', '09040'),
  nl('kipfil', '05062'),
  nl('havermo', '08120'),
  nl('volkoren brood', '18075'),
  nl('pinda kaas', '16098'),
  // One slip, missing accents
  nl('kipfillet', '05062'),
  nl('aardbien', '09316'),
  nl('banaaan', '09040'),
  nl('creme fraiche', '01052'),
  nl('gruyere', '01023'),
  nl('knackebrod', '18226'),
  nl('cafeinevrije koffie', '14201'),
  nl('huttenkase', '01012'),
  // More foods, forms and preparations
  nl('eiwit', '01124'),
  nl('eidooier', '01125'),
  nl('kokosmelk', '12117'),
  nl('tempeh', '16114'),
  nl('gekookte spinazie', '11458'),
  nl('kikkererwten uit blik', '16358'),
  nl('magere griekse yoghurt', '01256'),
  nl('gebraden kalkoenfilet', '05220'),
  nl('gestoomde broccoli', '11091'),
  nl('gegrilde zalm', '15237'),
  nl('rauwe wortel', '11124'),
  nl('gekookte zilvervliesrijst', '20037'),
];

const ENGLISH: readonly RankingCase[] = [
  // Everyday names
  en('banana', '09040'),
  en('chicken breast', '05062'),
  en('white rice', '20045'),
  en('brown rice', '20037'),
  en('whole milk', '01077'),
  en('skim milk', '01085'),
  en('oatmeal', '08120'),
  en('porridge', '08121'),
  en('broccoli', '11091'),
  en('salmon', '15236'),
  en('greek yogurt', '01293'),
  en('cheddar cheese', '01009'),
  en('peanut butter', '16098'),
  en('almonds', '12061'),
  en('orange juice', '09209'),
  en('ground beef', '23572'),
  // Preparation and form words
  en('raw chicken breast', '05062'),
  en('roasted chicken breast', '05064'),
  en('grilled chicken breast', '05747'),
  en('fried chicken breast', '05063'),
  en('cooked white rice', '20045'),
  en('raw white rice', '20044'),
  en('boiled egg', '01129'),
  en('fried egg', '01128'),
  en('scrambled eggs', '01132'),
  en('raw broccoli', '11090'),
  en('raw kale', '11233'),
  en('baked potato', '11674'),
  en('boiled potatoes', '11367'),
  en('mashed potatoes', '11934'),
  en('cooked lentils', '16070'),
  en('smoked salmon', '15077'),
  en('canned tuna', '15121'),
  en('cooked carrots', '11125'),
  en('bananas raw', '09040'),
  // Unfinished words, slips, accents
  en('avoca', '09037'),
  en('strawberr', '09316'),
  en('chicken bre', '05062'),
  en('bananna', '09040'),
  en('brocolli', '11091'),
  en('chikcen breast', '05062'),
  en('almods', '12061'),
  en('yoghurt greek', '01293'),
  en('crème fraîche', '01052'),
  // More foods, forms and preparations
  en('egg white', '01124'),
  en('egg yolk', '01125'),
  en('coconut milk', '12117'),
  en('almond butter', '12195'),
  en('tempeh cooked', '16174'),
  en('quinoa cooked', '20137'),
  en('cooked spinach', '11458'),
  en('canned chickpeas', '16358'),
  en('nonfat greek yogurt', '01256'),
  en('unsalted butter', '01145'),
  en('turkey breast roasted', '05220'),
  en('sweet potato baked', '11508'),
  en('coconut oil', '04047'),
];

/** The table: Dutch first, then English. */
export const RANKING_TABLE: readonly RankingCase[] = [...DUTCH, ...ENGLISH];
