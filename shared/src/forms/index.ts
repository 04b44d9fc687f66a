export * from './NumberField';
export * from './ControlledNumberField';
export * from './NutrientFields';
export * from './field-message';
