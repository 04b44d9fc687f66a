// ApexCharts needs SVG layout APIs that jsdom lacks: tests see the chart's inputs as data attributes.
export default function Chart(props: { type?: string; series?: unknown; options?: unknown }) {
  return <div data-testid="apexchart" data-type={props.type} data-series={JSON.stringify(props.series ?? null)} />;
}
