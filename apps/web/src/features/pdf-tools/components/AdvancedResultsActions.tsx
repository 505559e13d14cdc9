import { PdfTexts } from '@cdi/contracts';
import { useState } from 'react';
import { Button } from '../../../shared/ui/Button';
import { Icon } from '../../../shared/ui/Icon';
import { downloadJson, downloadTxt } from '../lib/downloads';
import type { ExtractionResult } from '../lib/extraction-types';
import { DraftPartDialog } from './DraftPartDialog';

/**
 * The advanced results page's header buttons: the downloads and the draft exam part made from the result.
 * JSON is offered for every result, not only structured ones: it carries the pages' lines, words and
 * boxes, which are useful on their own.
 */
export function AdvancedResultsActions({ result }: { result: ExtractionResult }) {
  const [drafting, setDrafting] = useState(false);
  return (
    <>
      <Button icon={<Icon name="download" size={16} />} onClick={() => downloadTxt(result)}>
        {PdfTexts.downloadTxtShort}
      </Button>
      <Button icon={<Icon name="code" size={16} />} title={PdfTexts.downloadJsonHint} onClick={() => downloadJson(result)}>
        {PdfTexts.downloadJson}
      </Button>
      <Button variant="primary" icon={<Icon name="document" size={16} />} onClick={() => setDrafting(true)}>
        {PdfTexts.makeDraft}
      </Button>
      {drafting && <DraftPartDialog result={result} onClose={() => setDrafting(false)} />}
    </>
  );
}
