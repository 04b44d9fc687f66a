import { Accordion, AccordionHeader, AccordionItem, AccordionPanel } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import type { Nutrients } from '@nutrilog/shared/nutrients';
import { NutrientTable } from './NutrientTable';

export interface NutrientAccordionPanel {
  key: string;
  /** The header, e.g. "Per 100 g" or "1 slice (35 g)". */
  title: string;
  nutrients: Nutrients;
  /** Shown in the header row after the title, e.g. an edit button for a portion. */
  actions?: ReactNode;
}

/**
 * A nutrient accordion: one collapsible table per amount and per portion (docs/product.md#product-detail,
 * docs/product.md#recipe-detail); the first is open.
 */
export function NutrientAccordion({ panels }: { panels: readonly NutrientAccordionPanel[] }) {
  return (
    <Accordion multiple collapsible defaultOpenItems={panels[0] ? [panels[0].key] : []}>
      {panels.map((panel) => (
        <AccordionItem key={panel.key} value={panel.key}>
          <AccordionHeader>{panel.title}</AccordionHeader>
          {panel.actions}
          <AccordionPanel>
            <NutrientTable nutrients={panel.nutrients} label={panel.title} />
          </AccordionPanel>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
