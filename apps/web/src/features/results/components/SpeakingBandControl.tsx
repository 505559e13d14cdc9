import { ResultTexts } from '@cdi/contracts';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { Button } from '../../../shared/ui/Button';
import { Notice } from '../../../shared/ui/Notice';
import { SelectField } from '../../../shared/ui/SelectField';
import { Spinner } from '../../../shared/ui/Spinner';
import { notify } from '../../../shared/ui/Toast';
import { useAttemptResult, useRecordSpeaking } from '../hooks/use-results';
import { formatBand, speakingRecordedText } from '../lib/result-format';
import '../results.css';

/** 9, 8.5 … 0: the bands an examiner may record, highest first as examiners scan them. */
const SPEAKING_OPTIONS = Array.from({ length: 19 }, (_, i) => 9 - i / 2).map((band) => ({
  value: String(band),
  label: formatBand(band),
}));

/**
 * The sitting's Speaking band as the centre's examiner records it (Speaking is examined at the centre):
 * a band from 0 to 9 in halves, or "Not recorded" to clear it, with who recorded it and when.
 */
export function SpeakingBandControl({ attemptId }: { attemptId: string }) {
  const sitting = useAttemptResult(attemptId);
  const record = useRecordSpeaking(attemptId);
  const recorded = sitting.data?.speaking ?? null;
  const recordedChoice = recorded ? String(recorded.band) : '';
  // What the examiner picked and has not saved yet; otherwise the select shows the recorded band.
  const [edited, setEdited] = useState<string | null>(null);
  const choice = edited ?? recordedChoice;

  if (sitting.isPending) return <Spinner label={ResultTexts.loading} />;
  if (sitting.isError) return <Notice tone="error">{errorMessage(sitting.error, ResultTexts.failedToLoadDetails)}</Notice>;

  const id = `speaking-band-${attemptId}`;
  const unchanged = choice === recordedChoice;
  const save = (event: FormEvent) => {
    event.preventDefault();
    const band = choice === '' ? null : Number(choice);
    record.mutate(band, {
      onSuccess: () => {
        setEdited(null);
        notify(band === null ? ResultTexts.speakingCleared : ResultTexts.speakingSaved);
      },
      onError: (error) => notify(errorMessage(error, ResultTexts.failedToSaveSpeaking), 'error'),
    });
  };
  return (
    <form className="speaking-band" aria-label={ResultTexts.speakingBand} onSubmit={save}>
      <SelectField
        id={id}
        label={ResultTexts.speakingBand}
        hint={ResultTexts.speakingHint}
        options={[{ value: '', label: ResultTexts.speakingNotRecorded }, ...SPEAKING_OPTIONS]}
        value={choice}
        onChange={(event) => setEdited(event.target.value)}
      />
      <Button type="submit" size="small" busy={record.isPending} disabled={unchanged}>
        {ResultTexts.speakingSave}
      </Button>
      <p className="muted speaking-band__recorded" role="status">
        {recorded ? speakingRecordedText(recorded) : ResultTexts.speakingNotRecorded}
      </p>
    </form>
  );
}
