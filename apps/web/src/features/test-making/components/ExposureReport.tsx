import { fillText, type TestMakingPart, TestMakingScreenTexts, TestMakingTexts } from '@cdi/contracts';
import { errorMessage } from '../../../shared/api/api-error';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { Notice } from '../../../shared/ui/Notice';
import { Spinner } from '../../../shared/ui/Spinner';
import { useExposure } from '../hooks/use-test-making';

interface ExposureReportProps {
  target: { groupId?: string; studentId?: string } | null;
  parts: TestMakingPart[];
}

const perSlot = (counts: number[]) => counts.join('/');

/** For the chosen group or student: the parts each has been given and what the bank has left for them. */
export function ExposureReport({ target, parts }: ExposureReportProps) {
  const exposure = useExposure(target);
  const titles = new Map(parts.map((p) => [p.id, p.title]));
  return (
    <section className="panel" aria-labelledby="exposure-title">
      <h2 id="exposure-title" className="panel__title">
        {TestMakingScreenTexts.exposureTitle}
      </h2>
      <p className="muted">{TestMakingScreenTexts.exposureDescription}</p>
      {!target && <p className="muted">{TestMakingTexts.selectTargetFirst}</p>}
      {target && exposure.isPending && <Spinner />}
      {exposure.isError && <Notice tone="error">{errorMessage(exposure.error, TestMakingTexts.failedToLoadData)}</Notice>}
      {exposure.data && (
        <>
          <p>
            {fillText(TestMakingScreenTexts.bank, {
              listening: perSlot(exposure.data.bank.listening),
              reading: exposure.data.bank.reading,
              writing: perSlot(exposure.data.bank.writing),
            })}
          </p>
          {exposure.data.students.length === 0 ? (
            <EmptyState title={TestMakingScreenTexts.exposureEmpty} />
          ) : (
            <div className="table-wrap table-wrap--scroll">
              <table className="table">
                <caption className="sr-only">{TestMakingScreenTexts.exposureTitle}</caption>
                <thead>
                  <tr>
                    <th scope="col">{TestMakingScreenTexts.exposureStudent}</th>
                    <th scope="col">{TestMakingScreenTexts.exposureSeen}</th>
                    <th scope="col">{TestMakingScreenTexts.exposureLeft}</th>
                    <th scope="col">{TestMakingScreenTexts.exposureFullTests}</th>
                  </tr>
                </thead>
                <tbody>
                  {exposure.data.students.map((s) => (
                    <tr key={s.id}>
                      <td>
                        {s.name} <span className="muted">{s.candidate_id}</span>
                      </td>
                      <td>
                        <details>
                          <summary>{s.seen.length}</summary>
                          <ul className="exposure__seen">
                            {s.seen.map((id) => (
                              <li key={id}>{titles.get(id) ?? TestMakingScreenTexts.removedPart}</li>
                            ))}
                          </ul>
                        </details>
                      </td>
                      <td>
                        L {perSlot(s.left.listening)} · R {s.left.reading} · W {perSlot(s.left.writing)}
                      </td>
                      <td className={s.full_tests_left === 0 ? 'exposure__dry' : undefined}>{s.full_tests_left}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </section>
  );
}
