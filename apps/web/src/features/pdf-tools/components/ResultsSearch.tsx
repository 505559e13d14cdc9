import { PdfTexts } from '@cdi/contracts';
import { TextField } from '../../../shared/ui/TextField';

interface ResultsSearchProps {
  id: string;
  term: string;
  onChange: (term: string) => void;
  /** Matches in the whole text, shown (and announced) while there is a term. */
  matches: number;
}

export function ResultsSearch({ id, term, onChange, matches }: ResultsSearchProps) {
  const status =
    term.trim() === '' ? undefined : matches === 1 ? PdfTexts.oneMatch : PdfTexts.matches.replace('{count}', String(matches));
  return (
    <TextField
      id={id}
      type="search"
      label={PdfTexts.searchLabel}
      placeholder={PdfTexts.searchPlaceholder}
      className="pdf-results__search"
      value={term}
      onChange={(event) => onChange(event.target.value)}
      status={status ?? ''}
    />
  );
}
