import { ContentTexts, type ProcessDiagram } from '@cdi/contracts';
import { ExamImage } from '../../../shared/ui/ExamImage';
import { ChartTexts } from '../lib/chart-texts';
import { ChartFrame } from './ChartFrame';
import type { ImageSource } from '../lib/chart-data';

/** Numbered steps (title, description, optional image) joined by arrows; then the optional 'Process Flow'. */
export function ProcessDiagramView({ chart, imageSrc }: { chart: ProcessDiagram; imageSrc: ImageSource }) {
  const stepName = new Map(chart.steps.map((step, i) => [String(step.id), `${i + 1}. ${step.title}`]));
  const nameOf = (id: string | number) => stepName.get(String(id)) ?? String(id);

  return (
    <ChartFrame title={chart.title} captions={chart}>
      <ol className="chart-process">
        {chart.steps.map((step, i) => {
          const src = step.image ? imageSrc(step.image.file) : undefined;
          return (
            <li key={String(step.id)} className="chart-process__step">
              <div className="chart-process__card">
                <p className="chart-process__title">
                  <span className="chart-process__number">{i + 1}</span>
                  <span>{step.title}</span>
                </p>
                {step.description && <p className="chart-process__description">{step.description}</p>}
                {step.image && src && <ExamImage src={src} alt={step.image.alt} className="chart-process__image" />}
              </div>
              {i < chart.steps.length - 1 && (
                <span className="chart-process__arrow" aria-hidden="true">
                  <ArrowIcon />
                </span>
              )}
            </li>
          );
        })}
      </ol>
      {chart.connections && chart.connections.length > 0 && (
        <div className="chart-process__flow">
          <h3 className="chart__subheading">{ContentTexts.processFlow}</h3>
          <ul>
            {chart.connections.map((connection, i) => (
              <li key={i}>
                {nameOf(connection.from)}
                <span aria-hidden="true"> → </span>
                <span className="sr-only"> {ChartTexts.flowTo} </span>
                {nameOf(connection.to)}
                {connection.label && <span className="chart-process__flow-label"> ({connection.label})</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
    </ChartFrame>
  );
}

/** Points right; the stylesheet turns it down when the steps stand in a column. */
function ArrowIcon() {
  return (
    <svg width="28" height="20" viewBox="0 0 28 20" focusable="false">
      <path
        d="M2 10h20M15 3l7 7-7 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
