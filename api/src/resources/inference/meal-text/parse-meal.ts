import { detectLanguage } from './detect-language';
import type { MealPhrase, ParsedMeal } from './meal-phrase';
import { parsePhrase } from './parse-phrase';
import { splitMeal, type MealPart } from './split-meal';

export type {
  MassUnit,
  MealLanguage,
  MealPhrase,
  MealUnit,
  ParsedMeal,
  SizeUnit,
  VolumeUnit,
  HouseholdUnit,
} from './meal-phrase';

/*
 * A meal description read as the foods in it and how much of each: '200 g chicken breast, a banana and 2 slices
 * of whole-wheat bread'; 'twee eieren en een kop koffie met melk'. English and Dutch. Words around the meal
 * ('I had …', 'ik heb … gegeten', '… for breakfast', 'Lunch: …') are left out.
 *
 * Additions: a part after 'with' / 'met' is an addition to the food before it; a part joined to an addition by
 * 'and' / 'en' is one too when it says no quantity ('coffee with milk and sugar'), and not when it does
 * ('koffie met melk en een boterham'). An addition without a quantity comes with each of a food counted in whole
 * things: 'two slices of toast with butter' is butter on each slice, '200 g rice with sauce' one lot of sauce.
 */

const PREAMBLE = new RegExp(
  [
    String.raw`^\s*(?:i|ik)\s+(?:just\s+|net\s+)?(?:had|ate|drank|have\s+had|have\s+eaten|heb|at|dronk|eet)(?=\s)`,
    String.raw`^\s*(?:for\s+|als\s+|voor\s+het\s+)?` +
      String.raw`(?:breakfast|lunch|dinner|supper|snack|ontbijt|avondeten|diner)\s*[:-]`,
  ].join('|'),
  'iu',
);

const POSTSCRIPT = new RegExp(
  [
    String.raw`\s+(?:for|as|voor|als)\s+(?:my\s+|mijn\s+|het\s+|de\s+)?` +
      String.raw`(?:breakfast|lunch|dinner|supper|snack|ontbijt|avondeten|diner|tussendoortje)\s*[.!]?\s*$`,
    String.raw`\s+(?:gegeten|gedronken|today|vandaag)\s*[.!]?\s*$`,
  ].join('|'),
  'iu',
);

const mealWords = (description: string) => description.replace(PREAMBLE, '').replace(POSTSCRIPT, '');

/** Units counted in whole things: an addition without a quantity comes with each ('2 slices of toast with butter'). */
const COUNTED = new Set<MealPhrase['unit']>([
  null,
  'slice',
  'piece',
  'can',
  'glass',
  'bottle',
  'bowl',
  'mug',
  'portion',
  'scoop',
  'cup',
  'kop',
  'small',
  'medium',
  'large',
]);

function phrasesOf(parts: readonly MealPart[]): MealPhrase[] {
  let inAddition = false;
  let main: MealPhrase | undefined;
  return parts.map((part) => {
    const phrase = parsePhrase(part.text, false);
    if (part.connector === 'with') inAddition = true;
    else if (part.connector === 'and') inAddition = inAddition && !phrase.quantityGiven;
    else inAddition = false;
    if (!inAddition) {
      main = phrase;
      return phrase;
    }
    const each =
      !phrase.quantityGiven && main !== undefined && COUNTED.has(main.unit) ? main.quantity : phrase.quantity;
    return { ...phrase, quantity: each, addition: true };
  });
}

export function parseMeal(prompt: string): ParsedMeal {
  return { language: detectLanguage(prompt), phrases: phrasesOf(splitMeal(mealWords(prompt))) };
}
