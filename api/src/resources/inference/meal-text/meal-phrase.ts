/*
 * What the offline engine reads out of a meal description: the phrases naming one food each, with how much of
 * it was said. parse-meal.ts makes them; household-amounts.ts turns one into grams for a matched food.
 */

export type MealLanguage = 'en' | 'nl';

export type MassUnit = 'g' | 'kg' | 'mg' | 'oz' | 'lb';
export type VolumeUnit = 'ml' | 'cl' | 'dl' | 'l' | 'fl oz' | 'cup' | 'tbsp' | 'tsp';
export type SizeUnit = 'small' | 'medium' | 'large';
/** `kop`: the Dutch 'kop' or 'kopje', a cup of soup but a smaller cup of coffee or tea (household-amounts.ts). */
export type HouseholdUnit =
  'slice' | 'piece' | 'can' | 'glass' | 'bottle' | 'bowl' | 'mug' | 'handful' | 'portion' | 'scoop' | 'kop';
export type MealUnit = MassUnit | VolumeUnit | HouseholdUnit | SizeUnit;

export interface MealPhrase {
  /** The words of the prompt this phrase came from, trimmed, as typed: '2 slices of whole-wheat bread'. */
  text: string;
  /** How many of the unit (or of the food when no unit): 2, 0.5, 1.5; 1 when nothing was said ('banana'). */
  quantity: number;
  /** Whether a quantity was said at all ('a banana' and '2 eggs' yes; 'milk' in 'coffee with milk' no). */
  quantityGiven: boolean;
  unit: MealUnit | null;
  /**
   * The words naming the food, lower case, quantity/unit/filler words ('of', 'van', 'a', 'een', 'some', 'wat') removed:
   * 'whole-wheat bread', 'koffie'. Possessives ('my', 'mijn') removed too.
   */
  food: string;
  /**
   * The user said 'my …' / 'mijn …': a part of the name of one of their own products or recipes finds it (else the
   * reference foods are searched).
   */
  own: boolean;
  /** Came after 'with' / 'met' ('coffee with milk'): an addition to the previous food. */
  addition: boolean;
}

export interface ParsedMeal {
  language: MealLanguage;
  phrases: MealPhrase[];
}
