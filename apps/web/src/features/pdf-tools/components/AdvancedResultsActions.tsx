import { PdfTexts } from '@cdi/contracts';
import type { ReactNode } from 'react';
import { Button } from '../../../shared/ui/Button';
import { Icon } from '../../../shared/ui/Icon';
import { downloadJson, downloadTxt } from '../lib/downloads';
import type { ExtractionResult } from '../lib/extraction-types';

/**
 * The advanced results page's header buttons, in one place so further actions on the result join them.
 * JSON is offered for every result, not only structured ones: it carries the pages' lines, words and
 * boxes, which are useful on their own.
 */
export function AdvancedResultsActions({ result, children }: { result: ExtractionResult; children?: ReactNode }) {
  return (
    <>
      <Button icon={<Icon name="download" size={16} />} onClick={() => downloadTxt(result)}>
        {PdfTexts.downloadTxtShort}
      </Button>
      <Button icon={<Icon name="code" size={16} />} title={PdfTexts.downloadJsonHint} onClick={() => downloadJson(result)}>
        {PdfTexts.downloadJson}
      </Button>
      {children}
    </>
  );
}
